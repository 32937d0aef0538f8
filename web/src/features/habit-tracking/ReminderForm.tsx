import {
  type HabitTracking,
  habitMessages,
  habitReminderVariables,
  updateHabitTrackingBody,
} from '@coachline/contract/habit-tracking';
import { Button, Fieldset, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { confirmAction } from '../../ui/dialogs';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { ReminderDaysField, ReminderTypeField } from '../../ui/ReminderFields';
import { useContractForm } from '../../ui/useContractForm';
import { useRestartReminder, useSwitchReminder, useUpdateHabitTracking } from './queries';

// A habit tracking's reminder (002 §3, §4): by email (type 1) or SMS, on the weekdays picked,
// at a time of the location's clock, with its subject and message; the reserved variables (the
// tracking's name, the contact's check-in link) are put in the message at the cursor. Switched
// on or off, and restarted (times already past are not sent).

const variables = [
  { token: habitReminderVariables.name, label: 'Habit tracking name' },
  { token: habitReminderVariables.link, label: 'Check-in link' },
] as const;

const valuesOf = (t: HabitTracking) => ({
  habit_tracking_id: t.id,
  reminder: t.reminder ?? {
    type: 1 as const,
    weekdays: [1, 2, 3, 4, 5],
    time: '19:00',
    subject: habitMessages.reminderSubject,
    message: habitMessages.reminderText(habitReminderVariables.name, habitReminderVariables.link),
  },
});

export function ReminderForm(props: { tracking: HabitTracking; canUpdate: boolean }) {
  const { tracking, canUpdate } = props;
  const update = useUpdateHabitTracking();
  const switcher = useSwitchReminder();
  const restart = useRestartReminder(tracking.id);
  const form = useContractForm(updateHabitTrackingBody, valuesOf(tracking));
  const message = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(tracking));
  }, [tracking, form]);
  const type = useWatch({ control: form.control, name: 'reminder.type' });
  const errors = form.formState.errors.reminder;
  const submit = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: (res) => form.reset(valuesOf(res.habit_tracking)),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  const insert = (token: string) => {
    const el = message.current;
    const now = form.getValues('reminder.message') ?? '';
    const at = el?.selectionStart ?? now.length;
    const end = el?.selectionEnd ?? at;
    form.setValue('reminder.message', `${now.slice(0, at)}${token}${now.slice(end)}`, {
      shouldDirty: true,
    });
    // Back to the message with the cursor after the variable, to go on typing.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Reminder">
      <Fieldset legend="Reminder" maw={760}>
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Switch
              label="Send the reminder"
              description={
                tracking.reminder
                  ? 'Each active contact gets it with their personal check-in link.'
                  : 'Save a schedule first.'
              }
              checked={tracking.has_reminder}
              disabled={!canUpdate || !tracking.reminder || switcher.isPending}
              onChange={(e) =>
                switcher.mutate({
                  habit_tracking_id: tracking.id,
                  has_reminder: e.currentTarget.checked,
                })
              }
            />
            {canUpdate && tracking.reminder ? (
              <Button
                variant="default"
                size="xs"
                loading={restart.isPending}
                onClick={() =>
                  confirmAction({
                    text: 'The reminder counts from now: times already past are not sent.',
                    confirmLabel: 'Restart',
                    onConfirm: () => restart.mutate(undefined),
                  })
                }
              >
                Restart reminder
              </Button>
            ) : null}
          </Group>
          <FormFieldset disabled={!canUpdate}>
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="reminder.type"
                render={({ field }) => (
                  <ReminderTypeField value={field.value} onChange={field.onChange} />
                )}
              />
              <Controller
                control={form.control}
                name="reminder.weekdays"
                render={({ field, fieldState }) => (
                  <ReminderDaysField
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    namedInFull
                  />
                )}
              />
              <TextInput
                type="time"
                label="Time"
                description="In your location’s time zone."
                w={180}
                error={errors?.time?.message}
                {...form.register('reminder.time')}
              />
              {type === 1 ? (
                <TextInput
                  label="Subject"
                  maxLength={200}
                  error={errors?.subject?.message}
                  {...form.register('reminder.subject')}
                />
              ) : null}
              <Controller
                control={form.control}
                name="reminder.message"
                render={({ field, fieldState }) => (
                  <Textarea
                    label="Message"
                    description="Without the check-in link, it is added on a line of its own."
                    autosize
                    minRows={3}
                    maxLength={1000}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={(el) => {
                      field.ref(el);
                      message.current = el;
                    }}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Group gap={6} role="group" aria-label="Insert a variable">
                {variables.map((v) => (
                  <Button
                    key={v.token}
                    variant="light"
                    radius="xl"
                    size="compact-xs"
                    aria-label={`Insert ${v.label}`}
                    title={`Inserts ${v.token}`}
                    onClick={() => insert(v.token)}
                  >
                    {v.label}
                  </Button>
                ))}
              </Group>
              {canUpdate ? (
                <Group>
                  <Button type="submit" loading={update.isPending}>
                    Save reminder
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </FormFieldset>
        </Stack>
      </Fieldset>
    </form>
  );
}
