import {
  type ProgressReminder,
  type ProgressSettings,
  type ProgressTracking,
  progressMessages,
  progressReminder,
  progressSettings,
  progressSettingsDefaults,
} from '@coachline/contract/progress-tracking';
import type { TextStyle } from '@coachline/contract/styles';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { CSSProperties } from 'react';
import { Controller } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { ColorField } from '../../ui/ColorField';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { ReminderDaysField, ReminderTypeField } from '../../ui/ReminderFields';
import { useContractForm } from '../../ui/useContractForm';
import { useLeavePrompt } from '../../ui/useLeavePrompt';
import { TextStyleFields } from '../styles/TextStyleFields';
import { useRestartReminder, useSwitchReminder, useUpdateProgress } from './queries';

// The Settings tab: the public page a contact submits on (headline, sub-headline and their
// styles, colours, the button's words; 002 §3's defaults) beside a live preview, and the
// reminder (email or SMS on chosen weekdays at a time of the location's clock), switched on and
// off, restarted from now.

const styleOf = (s: TextStyle, scale: number): CSSProperties => ({
  fontFamily: s.font_family,
  fontWeight: s.font_weight,
  fontSize: Math.max(12, Math.round(s.font_size * scale)),
  color: s.font_color,
  textShadow: s.shadow ? `${s.x}px ${s.y}px ${s.blur}px ${s.shadow_color}` : undefined,
  margin: 0,
  lineHeight: 1.2,
});

export function PagePreview(props: { settings: ProgressSettings; name: string }) {
  const s = props.settings;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      style={{ background: s.background_color }}
      aria-label="Preview of the public page"
      component="figure"
      m={0}
    >
      <Stack gap="sm" align="center" ta="center">
        <p style={styleOf(s.headline_style, 0.5)}>{s.headline || props.name}</p>
        {s.sub_headline ? <p style={styleOf(s.sub_headline_style, 0.6)}>{s.sub_headline}</p> : null}
        <Paper withBorder p="sm" w="100%" radius="sm">
          <Text size="sm" c="dimmed">
            The metrics and questions
          </Text>
        </Paper>
        <span
          style={{
            background: s.button_color,
            color: s.button_text_color,
            padding: '8px 20px',
            borderRadius: 6,
            fontWeight: 600,
          }}
        >
          {s.submit_text || progressSettingsDefaults.submit_text}
        </span>
      </Stack>
    </Paper>
  );
}

function PageSettings(props: { tracking: ProgressTracking; canUpdate: boolean }) {
  const { tracking } = props;
  const update = useUpdateProgress(tracking.id);
  const form = useContractForm(progressSettings, {
    ...progressSettingsDefaults,
    ...tracking.settings,
  });
  const dirty = form.formState.isDirty;
  useLeavePrompt(dirty);
  const submit = form.handleSubmit(
    (settings) =>
      update.mutate(
        { settings },
        { onSuccess: () => form.reset(settings), onError: serverErrorsTo(form) },
      ),
    onInvalidSubmit,
  );
  const watched = form.watch();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="progress-page">
      <Title order={2} size="h4" id="progress-page" mb="sm">
        Public page
      </Title>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <FormFieldset disabled={!props.canUpdate}>
            <Stack gap="sm">
              <TextInput
                label="Headline"
                maxLength={200}
                error={form.formState.errors.headline?.message}
                {...form.register('headline')}
              />
              <TextInput
                label="Sub-headline"
                maxLength={500}
                error={form.formState.errors.sub_headline?.message}
                {...form.register('sub_headline')}
              />
              <TextInput
                label="Submit button text"
                aria-required
                maxLength={60}
                error={form.formState.errors.submit_text?.message}
                {...form.register('submit_text')}
              />
              <ColorField
                control={form.control}
                name="background_color"
                label="Background colour"
              />
              <ColorField control={form.control} name="button_color" label="Button colour" />
              <ColorField
                control={form.control}
                name="button_text_color"
                label="Button text colour"
              />
              <TextStyleFields control={form.control} name="headline_style" label="Headline" />
              <TextStyleFields
                control={form.control}
                name="sub_headline_style"
                label="Sub-headline"
              />
            </Stack>
          </FormFieldset>
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              Preview
            </Text>
            <PagePreview settings={watched as ProgressSettings} name={tracking.name} />
          </Stack>
        </SimpleGrid>
        {props.canUpdate ? (
          <Group justify="flex-end" mt="md">
            <Button
              variant="default"
              onClick={() =>
                form.reset({ ...progressSettingsDefaults }, { keepDefaultValues: true })
              }
            >
              Reset to defaults
            </Button>
            <BusyButton type="submit" busy={update.isPending} busyLabel="Saving" disabled={!dirty}>
              Save page
            </BusyButton>
          </Group>
        ) : null}
      </form>
    </Paper>
  );
}

const defaultReminder: ProgressReminder = {
  type: 1,
  weekdays: [1],
  time: '09:00',
  subject: '',
  message: '',
};

function ReminderSettings(props: { tracking: ProgressTracking; canUpdate: boolean }) {
  const { tracking, canUpdate } = props;
  const update = useUpdateProgress(tracking.id);
  const toggle = useSwitchReminder();
  const restart = useRestartReminder();
  const form = useContractForm(progressReminder, tracking.reminder ?? defaultReminder);
  const type = form.watch('type');
  const submit = form.handleSubmit(
    (reminder) =>
      update.mutate(
        { reminder },
        { onSuccess: () => form.reset(reminder), onError: serverErrorsTo(form) },
      ),
    onInvalidSubmit,
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="progress-reminder">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="progress-reminder">
          Reminder
        </Title>
        <Switch
          label="Send reminders"
          checked={tracking.has_reminder}
          disabled={!canUpdate || toggle.isPending || tracking.reminder === null}
          onChange={(e) =>
            toggle.mutate({
              progress_tracking_id: tracking.id,
              has_reminder: e.currentTarget.checked,
            })
          }
        />
      </Group>
      {tracking.reminder === null ? (
        <Text size="sm" c="dimmed" mb="sm">
          {progressMessages.noReminder}: choose the days and time, save, then switch it on.
        </Text>
      ) : null}
      <form onSubmit={submit} noValidate>
        <FormFieldset disabled={!canUpdate}>
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <ReminderTypeField value={field.value} onChange={field.onChange} />
              )}
            />
            <Controller
              control={form.control}
              name="weekdays"
              render={({ field, fieldState }) => (
                <ReminderDaysField
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextInput
              type="time"
              label="Time"
              description="In your location’s time zone."
              w={160}
              error={form.formState.errors.time?.message}
              {...form.register('time')}
            />
            {type === 1 ? (
              <TextInput
                label="Subject"
                placeholder={progressMessages.reminderSubject}
                maxLength={200}
                error={form.formState.errors.subject?.message}
                {...form.register('subject')}
              />
            ) : null}
            <Textarea
              label="Message"
              description="Each contact’s own submission link is added below it."
              placeholder={progressMessages.reminderText(tracking.name, '…')}
              autosize
              minRows={3}
              maxLength={1000}
              error={form.formState.errors.message?.message}
              {...form.register('message')}
            />
          </Stack>
        </FormFieldset>
        {canUpdate ? (
          <Group justify="flex-end" mt="md">
            <Button
              variant="default"
              disabled={!tracking.has_reminder}
              loading={restart.isPending}
              onClick={() => restart.mutate(tracking.id)}
            >
              Restart reminder
            </Button>
            <BusyButton
              type="submit"
              busy={update.isPending}
              busyLabel="Saving"
              disabled={!form.formState.isDirty && tracking.reminder !== null}
            >
              Save reminder
            </BusyButton>
          </Group>
        ) : null}
      </form>
    </Paper>
  );
}

export function SettingsPanel(props: { tracking: ProgressTracking }) {
  const canUpdate = useAbilities('progress-tracking').update;
  return (
    <Stack gap="lg">
      <ReminderSettings tracking={props.tracking} canUpdate={canUpdate} />
      <PageSettings tracking={props.tracking} canUpdate={canUpdate} />
    </Stack>
  );
}
