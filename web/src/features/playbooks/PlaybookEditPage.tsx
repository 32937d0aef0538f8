import { dbIdText } from '@coachline/contract/ids';
import {
  type PlaybookDetails,
  type UpdateSettingsBody,
  updateSettingsBody,
} from '@coachline/contract/playbooks';
import { buildPath } from '@coachline/contract/routes';
import { styledContent } from '@coachline/contract/styles';
import {
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { ColorField } from '../../ui/ColorField';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { FormServerError } from '../../ui/FormFields';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { PageHeader } from '../../ui/PageHeader';
import { RowAction, RowActions } from '../../ui/RowActions';
import { SaveBar } from '../../ui/SaveBar';
import { useContractForm } from '../../ui/useContractForm';
import { useLeavePrompt } from '../../ui/useLeavePrompt';
import { ImageField } from '../image-library/ImageField';
import { HeadlineStyleFields } from '../styles/HeadlineStyleFields';
import { ButtonsPanel, DownloadsPanel, FaqPanel } from './PlaybookItemsPanels';
import { PlaybookQuestionsPanel } from './PlaybookQuestionsPanel';
import { usePlaybookDetails, usePlaybookUsers, useResend, useUpdateSettings } from './queries';
import { StepsPanel } from './StepsPanel';

// The charts stay out of the editor's chunk until the Analytics tab opens.
const PlaybookAnalyticsPanel = lazy(() =>
  import('./PlaybookAnalyticsPanel').then((m) => ({ default: m.PlaybookAnalyticsPanel })),
);

// The playbook editor (001 §2 PlaybookEdit): steps and their tabs, FAQ, downloads, custom and
// action buttons, each saved as it changes; the settings are one form saved from the bar (and
// leaving with them unsaved asks first); the users it was sent to, the questions contacts
// asked and the analytics. `?tab=` opens a tab (the playbook-token login opens questions).

const tabs = [
  'steps',
  'faq',
  'downloads',
  'buttons',
  'settings',
  'users',
  'questions',
  'analytics',
] as const;
type EditorTab = (typeof tabs)[number];

/** The image uploader's sizes of a playbook's pictures (000 §9 playbook-step-thumb, -banner). */
const thumbnailSize = '1200x700';
const bannerSize = '1200x200';

const settingsOf = (p: PlaybookDetails): UpdateSettingsBody => ({ ...p.settings, title: p.title });

const switches = [
  ['sequential', 'Open the steps one after another', 'A step opens once the one before is done.'],
  ['show_faq', 'Show the FAQ', ''],
  ['show_downloads', 'Show the downloads', ''],
  ['show_action_sidebar', 'Show the action sidebar', 'The action buttons, beside the steps.'],
  ['allow_questions', 'Let contacts ask questions', 'They reach you on the Questions tab.'],
] as const;

function SettingsPanel(props: { playbook: PlaybookDetails; canUpdate: boolean }) {
  const { playbook } = props;
  const update = useUpdateSettings(playbook.id);
  const form = useContractForm(updateSettingsBody, settingsOf(playbook));
  const dirty = form.formState.isDirty;
  useLeavePrompt(props.canUpdate && dirty);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(settingsOf(playbook));
  }, [playbook, form]);
  const submit = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: (res) => form.reset(settingsOf(res.playbook)),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  const errors = form.formState.errors;
  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Playbook settings">
        <FormFieldset disabled={!props.canUpdate}>
          <Stack gap="sm" maw={640}>
            <TextInput label="Title" error={errors.title?.message} {...form.register('title')} />
            <Textarea
              label="Description"
              autosize
              minRows={2}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <HeadlineStyleFields form={form} contentType={styledContent.playbooks} />
            <ColorField control={form.control} name="accent_color" label="Accent colour" />
            <ImageField
              control={form.control}
              name="thumbnail"
              size={thumbnailSize}
              label="Thumbnail"
            />
            <ImageField
              control={form.control}
              name="banner_image"
              size={bannerSize}
              label="Banner image"
            />
            <TextInput
              label="Action sidebar title"
              error={errors.action_sidebar_title?.message}
              {...form.register('action_sidebar_title')}
            />
            {switches.map(([name, label, description]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Switch
                    label={label}
                    description={description || undefined}
                    checked={field.value ?? false}
                    onChange={(e) => field.onChange(e.currentTarget.checked)}
                  />
                )}
              />
            ))}
          </Stack>
        </FormFieldset>
        <FormServerError error={errors.root?.server} />
      </form>
      <SaveBar dirty={dirty}>
        <Button variant="default" component={Link} to={buildPath('PlaybookIndex')}>
          Back to playbooks
        </Button>
        {props.canUpdate ? (
          <BusyButton busy={update.isPending} busyLabel="Saving" onClick={() => void submit()}>
            Save settings
          </BusyButton>
        ) : null}
      </SaveBar>
    </>
  );
}

function UsersPanel(props: { playbookId: number }) {
  const [page, setPage] = useState(1);
  const users = usePlaybookUsers(props.playbookId, page);
  const resend = useResend(props.playbookId);
  if (users.isPending) return <LoadingRows rows={3} h={48} label="Loading the users" />;
  if (!users.data || users.data.total === 0)
    return (
      <EmptyState
        icon={<IconUsers size={24} />}
        title="Not sent to anyone yet"
        text="Send the playbook to contacts from the playbooks list or their profile."
      />
    );
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <BusyButton
          busy={resend.isPending}
          busyLabel="Resending"
          onClick={() => resend.mutate(undefined)}
        >
          Resend to everyone
        </BusyButton>
      </Group>
      <Stack component="ul" gap="xs" p={0} m={0} aria-label="Users of the playbook">
        {users.data.data.map((u) => (
          <Paper
            key={u.contact_id}
            withBorder
            p="sm"
            radius="sm"
            component="li"
            style={{ listStyle: 'none' }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {u.name || u.email || `Contact ${u.contact_id}`}
                </Text>
                <Text size="xs" c="dimmed" component="div">
                  {u.completed_steps} steps completed · sent{' '}
                  <DateTime value={u.resent_at ?? u.sent_at} size="xs" />
                </Text>
              </Stack>
              <RowActions>
                <RowAction
                  size="sm"
                  label={`Resend to ${u.name || 'this contact'}`}
                  icon={<IconUsers size={14} aria-hidden />}
                  onClick={() => resend.mutate([u.contact_id])}
                />
              </RowActions>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ListFooter list={users.data} onPage={setPage} label="User pages" />
    </Stack>
  );
}

function Editor(props: { playbook: PlaybookDetails }) {
  const { playbook } = props;
  const abilities = useAbilities('playbooks');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: EditorTab = tabs.find((t) => t === requested) ?? 'steps';
  const show = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'steps') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="md" pb="md">
      <PageHeader
        title={playbook.title}
        description="Its steps, FAQ, downloads and buttons, who it was sent to, and how it does."
      />
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="steps">Steps</Tabs.Tab>
          <Tabs.Tab value="faq">FAQ</Tabs.Tab>
          <Tabs.Tab value="downloads">Downloads</Tabs.Tab>
          <Tabs.Tab value="buttons">Buttons</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="users">Users</Tabs.Tab>
          <Tabs.Tab value="questions">Questions</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
        </Tabs.List>
        <FormFieldset disabled={!abilities.update}>
          <Tabs.Panel value="steps">
            <StepsPanel playbook={playbook} />
          </Tabs.Panel>
          <Tabs.Panel value="faq">
            <FaqPanel playbook={playbook} />
          </Tabs.Panel>
          <Tabs.Panel value="downloads">
            <DownloadsPanel playbook={playbook} />
          </Tabs.Panel>
          <Tabs.Panel value="buttons">
            <ButtonsPanel playbook={playbook} />
          </Tabs.Panel>
        </FormFieldset>
        <Tabs.Panel value="settings">
          <SettingsPanel playbook={playbook} canUpdate={abilities.update} />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UsersPanel playbookId={playbook.id} />
        </Tabs.Panel>
        <Tabs.Panel value="questions">
          <PlaybookQuestionsPanel playbookId={playbook.id} />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <Suspense fallback={<LoadingRows rows={3} h={160} label="Loading the analytics" />}>
            <PlaybookAnalyticsPanel playbookId={playbook.id} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export function PlaybookEditPage() {
  const parsed = dbIdText.safeParse(useParams().playbook);
  const id = parsed.success ? parsed.data : null;
  const details = usePlaybookDetails(id);
  if (id === null || details.data === null) return <Navigate to={buildPath('Error-404')} replace />;
  if (details.isError) return <Alert color="red">The playbook could not be loaded.</Alert>;
  if (!details.data)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the playbook">
        <Skeleton h={48} w="40%" />
        <Skeleton h={480} radius="md" />
      </Stack>
    );
  return <Editor key={details.data.id} playbook={details.data} />;
}
