import {
  type AddMessageBody,
  addMessageBody,
  type ScheduleMode,
  type SequenceMessage,
  type SequenceMessageType,
  scheduleModes,
} from '@coachline/contract/sequences';
import { NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { lazy, type RefObject, Suspense, useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormActions } from '../../ui/BusyButton';
import { FormDrawer, useReportDirty } from '../../ui/FormDrawer';
import { FormServerError } from '../../ui/FormFields';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { LoadingRows } from '../../ui/LoadingRows';
import { useContractForm } from '../../ui/useContractForm';
import { SmsLengthNote } from '../messaging/SmsLengthNote';
import { TokenTextField } from '../messaging/TokenTextField';
import { messageTypeLabels, scheduleWords } from './labels';
import { useAddMessage, useUpdateMessage } from './queries';

// A message's form in a panel beside the timeline, for a new one (at its place) or one of the
// sequence's: email (subject and rich body) or SMS (its text, with its length in segments), and
// when it goes, read back in words as it is set. Validated by the contract's message rules.

// The rich text editor (TipTap) stays out of the page's chunk until an email is open.
const RichBodyEditor = lazy(() =>
  import('../templates/RichBodyEditor').then((m) => ({ default: m.RichBodyEditor })),
);

/** The message the panel holds: a new one of a type at an index, or one to change. */
export type MessageDraft =
  | { kind: 'add'; type: SequenceMessageType; index: number }
  | { kind: 'edit'; message: SequenceMessage };

type MessageValues = Omit<AddMessageBody, 'index'>;

const modeLabels: Record<ScheduleMode, string> = { delay: 'Days later', fixed: 'On a date' };

const valuesOf = (draft: MessageDraft): MessageValues => {
  if (draft.kind === 'add')
    return {
      type: draft.type,
      subject: '',
      body: '',
      schedule_mode: 'delay',
      // The first goes as the contact joins; the next ones a day apart.
      delay_days: draft.index === 0 ? 0 : 1,
      send_time: null,
      send_on: null,
    };
  const m = draft.message;
  return {
    type: m.type,
    subject: m.subject,
    body: m.body,
    schedule_mode: m.schedule_mode,
    delay_days: m.delay_days,
    send_time: m.send_time,
    send_on: m.send_on,
  };
};

/** An email's text, for an SMS made of it. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

function MessageForm(props: {
  sequenceId: number;
  draft: MessageDraft;
  first: boolean;
  timeZone: string;
  canUpdate: boolean;
  onClose: () => void;
  dirty: RefObject<boolean>;
}) {
  const { draft } = props;
  const add = useAddMessage(props.sequenceId);
  const update = useUpdateMessage(props.sequenceId);
  const form = useContractForm(addMessageBody, valuesOf(draft));
  useReportDirty(props.dirty, form.formState.isDirty);
  const errors = form.formState.errors;
  const watched = useWatch({ control: form.control });
  const type = watched.type ?? 'email';
  const fixed = watched.schedule_mode === 'fixed';
  const typeLabel = useId();
  const whenLabel = useId();
  const submit = form.handleSubmit((values) => {
    const outcome = { onSuccess: props.onClose, onError: serverErrorsTo(form) };
    if (draft.kind === 'add') add.mutate({ ...values, index: draft.index }, outcome);
    else update.mutate({ ...values, message_id: draft.message.id }, outcome);
  }, onInvalidSubmit);
  const after = props.first ? 'joining' : 'the previous message';
  return (
    <form onSubmit={submit} noValidate aria-label="Message">
      <Stack gap="md">
        <FormFieldset disabled={!props.canUpdate}>
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id={typeLabel}>
                    Type
                  </Text>
                  <SegmentedControl
                    aria-labelledby={typeLabel}
                    data={(['email', 'sms'] as const).map((t) => ({
                      value: t,
                      label: messageTypeLabels[t],
                    }))}
                    value={field.value}
                    onChange={(next) => {
                      if (next === 'sms' && field.value === 'email')
                        form.setValue('body', textOf(form.getValues('body') ?? ''));
                      field.onChange(next);
                    }}
                  />
                </Stack>
              )}
            />
            {type === 'email' ? (
              <>
                <TokenTextField form={form} name="subject" label="Subject" maxLength={200} />
                <Controller
                  control={form.control}
                  name="body"
                  render={({ field }) => (
                    <Suspense
                      fallback={<LoadingRows rows={1} h={220} label="Loading the editor" />}
                    >
                      <RichBodyEditor
                        label="Email body"
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        error={errors.body?.message}
                      />
                    </Suspense>
                  )}
                />
              </>
            ) : (
              <>
                <TokenTextField
                  form={form}
                  name="body"
                  label="SMS text"
                  description="Personalize with tokens such as {{first_name}}."
                  maxLength={1600}
                  multiline
                  minRows={4}
                />
                <SmsLengthNote text={watched.body ?? ''} />
              </>
            )}
            <Controller
              control={form.control}
              name="schedule_mode"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id={whenLabel}>
                    When it goes
                  </Text>
                  <SegmentedControl
                    aria-labelledby={whenLabel}
                    data={scheduleModes.map((mode) => ({
                      value: mode,
                      label: modeLabels[mode],
                    }))}
                    value={field.value}
                    onChange={field.onChange}
                  />
                </Stack>
              )}
            />
            {fixed ? (
              <Controller
                control={form.control}
                name="send_on"
                render={({ field, fieldState }) => (
                  <TextInput
                    type="date"
                    label="Date"
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.currentTarget.value || null)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ) : (
              <Controller
                control={form.control}
                name="delay_days"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={`Days after ${after}`}
                    description="0 sends it the same day."
                    name={field.name}
                    min={0}
                    max={365}
                    allowDecimal={false}
                    allowNegative={false}
                    value={field.value ?? 0}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
            <Controller
              control={form.control}
              name="send_time"
              render={({ field, fieldState }) => (
                <TextInput
                  type="time"
                  label="Time"
                  description={
                    fixed
                      ? `A time of your location’s day (${props.timeZone}).`
                      : `A time of your location’s day (${props.timeZone}); empty sends it as soon as the days pass.`
                  }
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.currentTarget.value || null)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Text size="sm" aria-live="polite">
              Goes:{' '}
              {scheduleWords(
                {
                  schedule_mode: watched.schedule_mode ?? 'delay',
                  delay_days: watched.delay_days ?? 0,
                  send_time: watched.send_time ?? null,
                  send_on: watched.send_on ?? null,
                },
                props.first,
              )}
            </Text>
          </Stack>
        </FormFieldset>
        <FormServerError error={errors.root?.server} />
        {props.canUpdate ? (
          <FormActions
            onCancel={props.onClose}
            busy={add.isPending || update.isPending}
            busyLabel="Saving"
          >
            {draft.kind === 'add' ? 'Add message' : 'Save message'}
          </FormActions>
        ) : null}
      </Stack>
    </form>
  );
}

export function MessageDrawer(props: {
  sequenceId: number;
  draft: MessageDraft | null;
  /** The message is (or goes) first: it counts from when the contact joined. */
  first: boolean;
  timeZone: string;
  canUpdate: boolean;
  onClose: () => void;
}) {
  const { draft } = props;
  const title = !draft
    ? 'Message'
    : draft.kind === 'add'
      ? `New ${draft.type === 'email' ? 'email' : 'SMS'}`
      : 'Edit message';
  return (
    <FormDrawer
      opened={draft !== null}
      onClose={props.onClose}
      title={title}
      changes="Your changes to this message"
      size="lg"
    >
      {(dirty) =>
        draft ? (
          <MessageForm
            key={draft.kind === 'add' ? `add-${draft.index}-${draft.type}` : draft.message.id}
            sequenceId={props.sequenceId}
            draft={draft}
            first={props.first}
            timeZone={props.timeZone}
            canUpdate={props.canUpdate}
            onClose={props.onClose}
            dirty={dirty}
          />
        ) : null
      }
    </FormDrawer>
  );
}
