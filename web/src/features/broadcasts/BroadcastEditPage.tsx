import {
  type Broadcast,
  emptyRecipients,
  type SaveBroadcastBody,
  saveBroadcastBody,
} from '@coachline/contract/broadcasts';
import { buildPath } from '@coachline/contract/routes';
import { Button, Grid, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconClock, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { useTimeZone } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { FormServerError, SelectField } from '../../ui/FormFields';
import { onInvalidSubmit } from '../../ui/forms';
import { PageHeader } from '../../ui/PageHeader';
import { SaveBar } from '../../ui/SaveBar';
import { toastSuccess } from '../../ui/toast';
import { useContractForm } from '../../ui/useContractForm';
import { useLeavePrompt } from '../../ui/useLeavePrompt';
import { TokenTextField } from '../messaging/TokenTextField';
import { RichBodyEditor } from '../templates/RichBodyEditor';
import { broadcastIdOf } from './ids';
import { useBroadcast, useBroadcastSenders, useSaveBroadcast, useSendBroadcast } from './queries';
import { RecipientFields } from './RecipientFields';
import { RecipientSummary } from './RecipientSummary';
import { ScheduleModal } from './ScheduleModal';
import { sendFailureHandler } from './sendFailure';

// The broadcast editor (001 §7 Broadcast; UX.md: a long editor is a page with a sticky save
// bar). /broadcasts/new starts a draft, /broadcasts/:broadcast/edit changes one; a draft is
// saved before it is sent or scheduled, so what goes out is what the page shows.

const blank: SaveBroadcastBody = {
  title: '',
  subject: '',
  body: '',
  sender_id: null,
  recipients: emptyRecipients,
};

const valuesOf = (b: Broadcast): SaveBroadcastBody => ({
  id: b.id,
  title: b.title,
  subject: b.subject,
  body: b.body,
  sender_id: b.sender_id,
  recipients: b.recipients,
});

/** "Default" (null) or one of the organization's senders on a verified domain. */
function SenderSelect(props: { form: EditorFormValues }) {
  const admin = useAbilities('admin-settings');
  const senders = useBroadcastSenders(admin.view);
  const data = [
    { value: '', label: 'Default (as the location sends)' },
    ...(senders.data ?? []).map((s) => ({
      value: String(s.id),
      label: `${s.name} <${s.email}>`,
    })),
  ];
  return (
    <SelectField
      control={props.form.control}
      name="sender_id"
      label="Sender"
      description="Your organization’s senders on a verified domain."
      // Null (the default) shows as the placeholder, the same words as its option.
      placeholder={data[0]?.label}
      data={data}
      parse={(v) => (v ? Number(v) : null)}
      allowDeselect={false}
    />
  );
}

const scheduleWords = {
  title: 'Schedule the broadcast',
  label: 'Send at',
  note: 'The draft is saved first; you can delete a scheduled broadcast until it starts.',
  missing: 'Pick when it goes out.',
};

const useEditorForm = (initial: SaveBroadcastBody) => useContractForm(saveBroadcastBody, initial);
type EditorFormValues = ReturnType<typeof useEditorForm>;

function EditorForm(props: { broadcast: Broadcast | null }) {
  const { broadcast } = props;
  const navigate = useNavigate();
  const save = useSaveBroadcast();
  const send = useSendBroadcast();
  const initial = useMemo(() => (broadcast ? valuesOf(broadcast) : blank), [broadcast]);
  const form = useEditorForm(initial);
  const leave = useLeavePrompt(form.formState.isDirty);
  const recipients = useWatch({ control: form.control, name: 'recipients' }) ?? emptyRecipients;
  const [scheduling, setScheduling] = useState(false);
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const timeZone = useTimeZone();
  const errors = form.formState.errors;

  // A read of the broadcast after a save brings what was saved; never over what is being typed.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(initial);
  }, [initial, form]);

  const saved = (b: Broadcast) => {
    form.reset(valuesOf(b));
    if (!broadcast)
      leave(() => navigate(buildPath('BroadcastEdit', { broadcast: b.id }), { replace: true }));
  };

  const saveDraft = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (res) => {
          saved(res.broadcast);
          toastSuccess(res.message);
        },
        onError: sendFailureHandler(form),
      }),
    onInvalidSubmit,
  );

  /** Saves what the page shows, then queues it now (null) or at `at`. */
  const saveAndSend = (at: string | null) =>
    form.handleSubmit(
      (values) =>
        save.mutate(values, {
          onSuccess: (res) => {
            form.reset(valuesOf(res.broadcast));
            send.mutate(
              { id: res.broadcast.id, scheduled_at: at },
              {
                onSuccess: (sent) =>
                  leave(() =>
                    navigate(
                      at
                        ? buildPath('BroadcastIndex')
                        : buildPath('BroadcastReport', { broadcast: sent.broadcast.id }),
                    ),
                  ),
                onError: sendFailureHandler(form, setScheduleError),
              },
            );
          },
          onError: sendFailureHandler(form),
        }),
      (invalid) => {
        setScheduling(false);
        onInvalidSubmit(invalid);
      },
    )();

  const sendNow = () =>
    confirmAction({
      title: 'Send the broadcast now?',
      text: 'It goes out at once to everyone the count shows; it cannot be stopped once it starts.',
      confirmLabel: 'Send now',
      onConfirm: () => void saveAndSend(null),
    });

  const busy = save.isPending || send.isPending;
  const title = broadcast ? 'Edit broadcast' : 'New broadcast';
  return (
    <form onSubmit={saveDraft} noValidate aria-label={title}>
      <Stack gap="md" pb="md">
        <PageHeader
          title={title}
          description="Write it once; each contact gets it with their own name and details."
        />
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="sm">
              <TextInput
                label="Title"
                description="For you; recipients see the subject."
                maxLength={191}
                error={errors.title?.message}
                {...form.register('title')}
              />
              <TokenTextField form={form} name="subject" label="Subject" maxLength={255} />
              <SenderSelect form={form} />
              <Controller
                control={form.control}
                name="body"
                render={({ field }) => (
                  <RichBodyEditor
                    label="Email body"
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    error={errors.body?.message}
                  />
                )}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="sm">
              <RecipientFields form={form} />
              <RecipientSummary recipients={recipients} />
            </Stack>
          </Grid.Col>
        </Grid>
        <FormServerError error={errors.id ?? errors.root?.server} />
      </Stack>
      <SaveBar dirty={form.formState.isDirty}>
        <Button
          variant="default"
          component={Link}
          to={buildPath('BroadcastIndex')}
          visibleFrom="sm"
        >
          Back to broadcasts
        </Button>
        <BusyButton type="submit" variant="default" busy={save.isPending} busyLabel="Saving">
          Save draft
        </BusyButton>
        <Button
          variant="light"
          leftSection={<IconClock size={16} aria-hidden />}
          onClick={() => {
            setScheduleError(undefined);
            setScheduling(true);
          }}
          disabled={busy}
        >
          Schedule
        </Button>
        <BusyButton
          leftSection={<IconSend size={16} aria-hidden />}
          busy={send.isPending}
          busyLabel="Sending"
          onClick={sendNow}
          disabled={save.isPending}
        >
          Send now
        </BusyButton>
      </SaveBar>
      <ScheduleModal
        opened={scheduling}
        onClose={() => setScheduling(false)}
        onSchedule={(at) => void saveAndSend(at)}
        busy={busy}
        error={scheduleError}
        timeZone={timeZone}
        words={scheduleWords}
      />
    </form>
  );
}

export function BroadcastEditPage() {
  const id = broadcastIdOf(useParams().broadcast);
  const isNew = useParams().broadcast === undefined;
  const found = useBroadcast(isNew ? null : id);
  if (!isNew && (id === null || found.data === null))
    return <Navigate to={buildPath('Error-404')} replace />;
  if (isNew) return <EditorForm broadcast={null} />;
  const b = found.data;
  // Only a draft is edited; but a status read before a change is not the last word.
  if (!b || (b.status !== 'saved' && found.isFetching))
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the broadcast">
        <Skeleton h={48} w="40%" />
        <Skeleton h={480} radius="md" />
      </Stack>
    );
  if (b.status !== 'saved')
    return <Navigate to={buildPath('BroadcastReport', { broadcast: b.id })} replace />;
  return <EditorForm key={b.id} broadcast={b} />;
}
