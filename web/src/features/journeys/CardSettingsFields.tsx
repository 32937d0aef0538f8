import { lastActionLabels } from '@coachline/contract/constants';
import {
  contactCreatedSources,
  type JourneyActionType,
  type JourneyTriggerType,
  waitUnits,
} from '@coachline/contract/journeys';
import {
  Button,
  CopyButton,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useId } from 'react';
import { Controller, get } from 'react-hook-form';
import { TokenTextField } from '../messaging/TokenTextField';
import { ConditionRulesField } from './ConditionRulesField';
import type { LinkNames } from './cardSummary';
import {
  AssigneeSetting,
  DateFieldSetting,
  FormSetting,
  NumberSetting,
  PipelineStageSetting,
  SequenceSetting,
  type SettingName,
  type SettingsForm,
  TabSetting,
  TagSetting,
  WebhookSetting,
} from './settingPickers';

// The settings of each kind of card, as its panel shows them. Every field may be left empty:
// a card is saved half filled and says what it lacks until it is complete.

type FieldsProps = { form: SettingsForm; names: LinkNames };

function TextSetting(props: {
  form: SettingsForm;
  name: SettingName;
  label: string;
  description?: string;
  placeholder?: string;
  maxLength: number;
  multiline?: boolean;
  /** A single-line field's kind ("time"…). */
  type?: string;
}) {
  const { form, name, multiline, ...field } = props;
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const Input = multiline ? Textarea : TextInput;
  return (
    <Input
      {...field}
      {...(multiline ? { autosize: true, minRows: 3 } : {})}
      error={error}
      {...form.register(name)}
    />
  );
}

function ChoiceSetting(props: {
  form: SettingsForm;
  name: SettingName;
  label: string;
  data: { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Select
          label={props.label}
          placeholder={props.placeholder}
          searchable
          name={field.name}
          data={props.data}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(v) => field.onChange(v ?? undefined)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

const sourceLabels: Record<(typeof contactCreatedSources)[number], string> = {
  any: 'Any way',
  manual: 'Added by hand',
  import: 'Imported',
  form: 'From a form',
  webhook: 'From a webhook',
};

const tokensHelp = 'Personalize with tokens such as {{first_name}}.';

export function TriggerSettingsFields(props: FieldsProps & { type: JourneyTriggerType }) {
  const { form, names } = props;
  switch (props.type) {
    case 'contact_created':
      return (
        <ChoiceSetting
          form={form}
          name="settings.source"
          label="How the contact was added"
          data={contactCreatedSources.map((s) => ({ value: s, label: sourceLabels[s] }))}
        />
      );
    case 'tag_added':
    case 'tag_removed':
      return <TagSetting form={form} name="settings.tag_id" names={names} />;
    case 'moved_to_tab':
      return <TabSetting form={form} name="settings.tab" names={names} />;
    case 'form_submitted':
      return <FormSetting form={form} name="settings.form_id" names={names} />;
    case 'email_opened':
    case 'link_clicked':
      return (
        <Text size="sm" c="dimmed">
          {props.type === 'email_opened'
            ? 'Starts when the contact opens any email you send them. Nothing to set.'
            : 'Starts when the contact clicks a link in any email you send them. Nothing to set.'}
        </Text>
      );
    case 'sms_keyword':
      return (
        <TextSetting
          form={form}
          name="settings.keyword"
          label="Keyword"
          description="One word: an SMS from the contact that starts with it, in any case."
          maxLength={40}
        />
      );
    case 'webhook_received':
      return <WebhookSetting form={form} name="settings.webhook_id" names={names} />;
    case 'pipeline_stage_changed':
      return <PipelineStageSetting form={form} names={names} anyStage />;
    case 'date_reached':
      return (
        <>
          <DateFieldSetting form={form} name="settings.field_key" names={names} />
          <NumberSetting
            form={form}
            name="settings.offset_days"
            label="Days from the date"
            description="Negative for days before it (−3: three days before), 0 on the day."
            min={-365}
            max={365}
            empty={0}
          />
          <TextSetting
            form={form}
            name="settings.time"
            label="From"
            type="time"
            description="The time of your location’s day the contact starts, on that day."
            maxLength={5}
          />
        </>
      );
    case 'birthday':
      return (
        <TextSetting
          form={form}
          name="settings.time"
          label="From"
          type="time"
          description="The time of your location’s day the contact starts, on their birthday."
          maxLength={5}
        />
      );
  }
}

function WaitFields(props: FieldsProps) {
  const { form } = props;
  const mode = form.watch('settings.mode') === 'time_of_day' ? 'time_of_day' : 'duration';
  const modeLabel = useId();
  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="settings.mode"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={modeLabel}>
              Wait
            </Text>
            <SegmentedControl
              aria-labelledby={modeLabel}
              data={[
                { value: 'duration', label: 'For a while' },
                { value: 'time_of_day', label: 'Until a time of day' },
              ]}
              value={mode}
              onChange={field.onChange}
            />
          </Stack>
        )}
      />
      {mode === 'duration' ? (
        <Group grow align="flex-start">
          <NumberSetting
            form={form}
            name="settings.amount"
            label="How long"
            min={1}
            max={365}
            empty={undefined}
            required
          />
          <ChoiceSetting
            form={form}
            name="settings.unit"
            label="Unit"
            data={waitUnits.map((u) => ({
              value: u,
              label: u.charAt(0).toUpperCase() + u.slice(1),
            }))}
          />
        </Group>
      ) : (
        <TextSetting
          form={form}
          name="settings.time"
          label="Time"
          type="time"
          description="The next time it is this time in your location’s time zone."
          maxLength={5}
        />
      )}
    </Stack>
  );
}

export function ActionSettingsFields(
  props: FieldsProps & { type: JourneyActionType; webhookSecret: string },
) {
  const { form, names } = props;
  switch (props.type) {
    case 'send_email':
      return (
        <>
          <TokenTextField form={form} name="settings.subject" label="Subject" maxLength={200} />
          <TokenTextField
            form={form}
            name="settings.body"
            label="Body"
            description={tokensHelp}
            multiline
          />
        </>
      );
    case 'send_sms':
      return (
        <TokenTextField
          form={form}
          name="settings.text"
          label="Message"
          description={tokensHelp}
          maxLength={1600}
          multiline
          minRows={3}
        />
      );
    case 'send_portal_message':
      return (
        <TokenTextField
          form={form}
          name="settings.message"
          label="Message"
          description="Shown to the contact in their client portal."
          maxLength={5000}
          multiline
          minRows={3}
        />
      );
    case 'wait':
      return <WaitFields form={form} names={names} />;
    case 'condition':
      return <ConditionRulesField form={form} names={names} />;
    case 'add_tag':
    case 'remove_tag':
      return <TagSetting form={form} name="settings.tag_id" names={names} />;
    case 'move_to_tab':
      return <TabSetting form={form} name="settings.tab" names={names} />;
    case 'set_last_action':
      return (
        <ChoiceSetting
          form={form}
          name="settings.last_action"
          label="Last action"
          placeholder="Choose the last action"
          data={lastActionLabels.map((a) => ({ value: a, label: a }))}
        />
      );
    case 'create_task':
      return (
        <>
          <TextSetting form={form} name="settings.title" label="Task" maxLength={150} />
          <TextSetting
            form={form}
            name="settings.description"
            label="Details"
            maxLength={5000}
            multiline
          />
          <NumberSetting
            form={form}
            name="settings.due_in_days"
            label="Due after (days)"
            description="Counted from when the step runs; empty leaves the task undated."
            min={0}
            max={365}
            empty={null}
          />
          <AssigneeSetting form={form} name="settings.assignee_id" names={names} />
        </>
      );
    case 'give_reward':
      return (
        <>
          <NumberSetting
            form={form}
            name="settings.points"
            label="Points"
            min={1}
            max={100_000}
            empty={undefined}
            required
          />
          <TextSetting form={form} name="settings.reason" label="Reason" maxLength={200} />
        </>
      );
    case 'webhook':
      return (
        <>
          <TextSetting
            form={form}
            name="settings.url"
            label="Address"
            type="url"
            description="The contact is posted there as JSON when a contact reaches this step."
            maxLength={2000}
          />
          <WebhookSecret secret={props.webhookSecret} />
        </>
      );
    case 'start_sequence':
    case 'stop_sequence':
      return <SequenceSetting form={form} name="settings.sequence_id" names={names} />;
    case 'add_to_pipeline':
      return <PipelineStageSetting form={form} names={names} />;
  }
}

/** The key the receiver checks X-Coachline-Signature with, to copy into it. */
function WebhookSecret(props: { secret: string }) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="end">
        <TextInput
          label="Signing secret"
          value={props.secret}
          readOnly
          style={{ flex: 1 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <CopyButton value={props.secret}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} aria-label="Copy the signing secret">
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        Each call carries X-Coachline-Signature: sha256= and the HMAC-SHA256 of its body with this
        secret, and X-Coachline-Delivery, the same on a retry.
      </Text>
    </Stack>
  );
}
