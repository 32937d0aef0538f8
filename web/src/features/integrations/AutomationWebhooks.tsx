import {
  type AutomationWebhook,
  type SaveAutomationWebhookBody,
  saveAutomationWebhookBody,
} from '@coachline/contract/integrations';
import {
  Alert,
  Badge,
  Box,
  Button,
  Code,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { CopyValue } from '../../ui/CopyValue';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { FormModal } from '../../ui/FormModal';
import { LoadingRows } from '../../ui/LoadingRows';
import { EditDeleteActions, RowActions } from '../../ui/RowActions';
import { useContractForm } from '../../ui/useContractForm';
import { statusOptions } from '../contacts/labels';
import { useContactTabs } from '../contacts/settings/queries';
import { useTags } from '../tags/queries';
import {
  useAutomationWebhooks,
  useDeleteAutomationWebhook,
  useSaveAutomationWebhook,
} from './queries';

// Admin Settings › Integrations: the location's automation webhooks (issue 15 §6). Each is a
// secret address a funnel, Zapier or any form posts a lead to: the contact is found by email or
// made, tagged, and the journeys waiting for that webhook start.

/** The webhook being made (no id) or changed. */
type Draft = SaveAutomationWebhookBody & { id?: number };

type Option = { value: string; label: string };

/** The location's tabs and tags by name, asked for only where the user may see them. */
function useWebhookChoices() {
  const mayViewContacts = useAbilities('contacts-center').view;
  const mayViewTags = useAbilities('tags').view || mayViewContacts;
  const tabs = useContactTabs(mayViewContacts);
  const tags = useTags(mayViewTags);
  const tagOptions: Option[] = (tags.data?.original ?? [])
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => ({ value: String(t.id), label: t.name }));
  const tabTitles = new Map((tabs.data ?? []).map((t) => [t.value, t.title]));
  const tagNames = new Map(tagOptions.map((t) => [Number(t.value), t.label]));
  return {
    tabOptions: statusOptions(tabs.data ?? []),
    tagOptions,
    tabTitle: (tab: string) => tabTitles.get(tab) ?? tab,
    tagName: (id: number) => tagNames.get(id) ?? null,
  };
}

type Choices = ReturnType<typeof useWebhookChoices>;

function WebhookFormModal(props: { draft: Draft | null; choices: Choices; onClose: () => void }) {
  const { draft, choices, onClose } = props;
  const save = useSaveAutomationWebhook();
  const form = useContractForm(saveAutomationWebhookBody, { name: '', tab: null, tag_ids: [] });
  const { errors } = form.formState;

  useEffect(() => {
    if (draft) form.reset({ name: draft.name, tab: draft.tab ?? null, tag_ids: draft.tag_ids });
  }, [draft, form]);

  return (
    <FormModal
      opened={draft !== null}
      onClose={onClose}
      title={draft?.id ? 'Edit webhook' : 'New webhook'}
      form={form}
      send={(body, outcome) => save.mutate({ ...body, id: draft?.id }, outcome)}
      submitLabel={draft?.id ? 'Save webhook' : 'Create webhook'}
      busyLabel="Saving"
      busy={save.isPending}
    >
      <TextInput
        label="Name"
        description="Where the leads come from, as you will recognise it (“Summer funnel”)."
        aria-required
        maxLength={100}
        data-autofocus
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="tab"
        render={({ field }) => (
          <Select
            label="Tab"
            description="Where a new contact goes; the location’s first tab when empty."
            placeholder="The first tab"
            name={field.name}
            data={choices.tabOptions}
            value={field.value ?? null}
            onChange={(v) => field.onChange(v ?? null)}
            searchable
            clearable
            error={errors.tab?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="tag_ids"
        render={({ field }) => (
          <MultiSelect
            label="Tags"
            description="Added to the contact on every post."
            placeholder="No tags"
            name={field.name}
            data={choices.tagOptions}
            value={(field.value ?? []).map(String)}
            onChange={(v) => field.onChange(v.map(Number))}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage="No tags match"
            error={errors.tag_ids?.message}
          />
        )}
      />
    </FormModal>
  );
}

/** A post a funnel could send, for the "How to post" example. */
const curlExample = (url: string) =>
  `curl -X POST '${url}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"email":"jane@example.com","first_name":"Jane"}'`;

function WebhookCard(props: {
  webhook: AutomationWebhook;
  choices: Choices;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  const { webhook, choices } = props;
  const tags = webhook.tag_ids.map((id) => ({ id, name: choices.tagName(id) }));
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={webhook.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {webhook.name}
          </Title>
          <RowActions>
            <EditDeleteActions
              name={webhook.name}
              onEdit={props.onEdit}
              onDelete={props.onDelete}
            />
          </RowActions>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Code style={{ wordBreak: 'break-all' }}>{webhook.url}</Code>
          <CopyValue value={webhook.url} label={`address of ${webhook.name}`} />
        </Group>
        <Box component="details" fz="sm">
          <Box component="summary" style={{ cursor: 'pointer' }}>
            How to post
          </Box>
          <Stack gap={6} mt={6}>
            <Text size="sm">
              Send a POST with JSON or a form holding at least <Code>email</Code>;{' '}
              <Code>first_name</Code>, <Code>last_name</Code> and <Code>phone</Code> are taken too.
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {curlExample(webhook.url)}
            </Code>
          </Stack>
        </Box>
        <Group gap="md">
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Tab:{' '}
            </Text>
            {webhook.tab === null ? 'The first tab' : choices.tabTitle(webhook.tab)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Received:{' '}
            </Text>
            {webhook.received_count.toLocaleString('en-US')}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text span c="dimmed" size="sm">
              Last received:
            </Text>
            {webhook.last_received_at === null ? (
              <Text span size="sm">
                Never
              </Text>
            ) : (
              <DateTime value={webhook.last_received_at} />
            )}
          </Group>
        </Group>
        {tags.length > 0 ? (
          <Group gap={6} role="group" aria-label={`Tags of ${webhook.name}`}>
            {tags.every((t) => t.name !== null) ? (
              tags.map((t) => (
                <Badge key={t.id} variant="light" style={{ textTransform: 'none' }}>
                  {t.name}
                </Badge>
              ))
            ) : (
              <Text size="sm">{tags.length === 1 ? '1 tag' : `${tags.length} tags`}</Text>
            )}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The automation webhooks card of Admin Settings' Integrations tab. */
export function AutomationWebhooks() {
  const webhooks = useAutomationWebhooks();
  const remove = useDeleteAutomationWebhook();
  const canUpdate = useAbilities('admin-settings').update;
  const choices = useWebhookChoices();
  const [draft, setDraft] = useState<Draft | null>(null);
  const create = () => setDraft({ name: '', tab: null, tag_ids: [] });
  const list = webhooks.data ?? [];

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="webhooks-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Box maw={640}>
            <Title order={3} id="webhooks-title">
              Automation webhooks
            </Title>
            <Text size="sm" c="dimmed">
              A funnel, Zapier or any form posts a lead to a webhook’s address: the contact is found
              by email or made, tagged, and the journeys waiting for that webhook start.
            </Text>
          </Box>
          {canUpdate && list.length > 0 ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
              New webhook
            </Button>
          ) : null}
        </Group>
        {webhooks.isPending ? (
          <LoadingRows rows={2} h={96} radius="md" label="Loading the automation webhooks" />
        ) : webhooks.isError ? (
          <Alert color="red">The automation webhooks could not be loaded.</Alert>
        ) : list.length === 0 ? (
          <EmptyState
            icon={<IconWebhook size={24} />}
            title="No webhooks yet"
            text="Make one for each funnel or form that sends you leads, then paste its address there."
            action={
              canUpdate ? (
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
                  New webhook
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Stack
            component="ul"
            gap="sm"
            aria-label="Automation webhooks"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {list.map((webhook) => (
              <WebhookCard
                key={webhook.id}
                webhook={webhook}
                choices={choices}
                onEdit={
                  canUpdate
                    ? () =>
                        setDraft({
                          id: webhook.id,
                          name: webhook.name,
                          tab: webhook.tab,
                          tag_ids: webhook.tag_ids,
                        })
                    : undefined
                }
                onDelete={
                  canUpdate
                    ? () =>
                        confirmDelete(
                          `The webhook ${webhook.name} will be deleted: its address stops taking leads at once.`,
                          () => remove.mutate(webhook.id),
                        )
                    : undefined
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
      <WebhookFormModal draft={draft} choices={choices} onClose={() => setDraft(null)} />
    </Paper>
  );
}
