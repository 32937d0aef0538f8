import { dbIdText } from '@coachline/contract/ids';
import { type JourneyDetails, renameJourneyBody } from '@coachline/contract/journeys';
import { buildPath } from '@coachline/contract/routes';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { JourneyBuilder } from './JourneyBuilder';
import { JourneyContactsPanel } from './JourneyContactsPanel';
import { JourneyHistoryPanel } from './JourneyHistoryPanel';
import { JourneyStatusSwitch } from './JourneyStatusSwitch';
import { useJourneyDetails, useRenameJourney } from './queries';

// A journey (002 §7 Journeys): its name (renamed in place), enabled or not, and three tabs:
// the builder of its triggers and actions, the contacts on it, and its history. `?tab=` opens
// a tab.

const tabs = ['builder', 'contacts', 'history'] as const;
type EditorTab = (typeof tabs)[number];

/** The name as the page's title; Rename turns it into a field (Enter saves, Escape leaves). */
function JourneyName(props: { journey: JourneyDetails; canUpdate: boolean }) {
  const { journey } = props;
  const [editing, setEditing] = useState(false);
  const rename = useRenameJourney();
  const form = useContractForm(renameJourneyBody, { name: journey.name });
  const submit = form.handleSubmit((body) =>
    rename.mutate(
      { id: journey.id, name: body.name },
      { onSuccess: () => setEditing(false), onError: serverErrorsTo(form) },
    ),
  );
  if (!editing)
    return (
      <Group gap="xs" wrap="nowrap">
        <Title order={1} size="h2">
          {journey.name}
        </Title>
        {props.canUpdate ? (
          <ActionIcon
            variant="subtle"
            aria-label="Rename journey"
            onClick={() => {
              form.reset({ name: journey.name });
              setEditing(true);
            }}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Rename journey">
      <Group gap="xs" align="flex-start">
        <TextInput
          label="Journey name"
          aria-required
          maxLength={100}
          autoFocus
          error={form.formState.errors.name?.message}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(false);
          }}
          {...form.register('name')}
        />
        <Group gap="xs" mt={25}>
          <BusyButton type="submit" busy={rename.isPending} busyLabel="Saving">
            Save name
          </BusyButton>
          <Button variant="default" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Group>
      </Group>
    </form>
  );
}

function Editor(props: { journey: JourneyDetails }) {
  const { journey } = props;
  const abilities = useAbilities('journeys');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: EditorTab = tabs.find((t) => t === requested) ?? 'builder';
  const show = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'builder') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };
  const enabled = journey.status === 'enabled';
  return (
    <Stack gap="md" pb="md">
      <Anchor component={Link} to={buildPath('JourneyIndex')} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to journeys
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <JourneyName journey={journey} canUpdate={abilities.update} />
          <Group gap="xs">
            <Badge variant="light" color={enabled ? 'teal' : 'gray'}>
              {enabled ? 'Enabled' : 'Disabled'}
            </Badge>
            <Text size="sm" c="dimmed">
              {journey.active_count.toLocaleString('en-US')} active ·{' '}
              {journey.completed_count.toLocaleString('en-US')} completed
            </Text>
          </Group>
        </Stack>
        {abilities.update ? (
          <Stack maw={420}>
            <JourneyStatusSwitch journey={journey} label="Journey enabled" />
          </Stack>
        ) : null}
      </Group>
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="builder">Builder</Tabs.Tab>
          <Tabs.Tab value="contacts">Contacts</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="builder">
          <JourneyBuilder journey={journey} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <JourneyContactsPanel journey={journey} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <JourneyHistoryPanel journeyId={journey.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export function JourneyEditPage() {
  const parsed = dbIdText.safeParse(useParams().journey);
  const id = parsed.success ? parsed.data : null;
  const details = useJourneyDetails(id);
  if (id === null || details.data === null) return <Navigate to={buildPath('Error-404')} replace />;
  if (details.isError) return <Alert color="red">The journey could not be loaded.</Alert>;
  if (!details.data)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the journey">
        <Skeleton h={48} w="40%" />
        <Skeleton h={480} radius="md" />
      </Stack>
    );
  return <Editor key={details.data.id} journey={details.data} />;
}
