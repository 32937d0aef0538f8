import type { updateTriggerBody } from '@coachline/contract/journeys';
import { NumberInput, Select, type SelectProps, Text } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useAbilities } from '../../app/abilities';
import { statusOptions } from '../contacts/labels';
import { useContactTabs, useCustomFields } from '../contacts/settings/queries';
import { usePickableForms } from '../forms/responses/queries';
import { useAutomationWebhooks } from '../integrations/queries';
import { usePickablePipelines } from '../pipelines/queries';
import { usePickableSequences } from '../sequences/queries';
import { useTags } from '../tags/queries';
import { useAssignees } from '../tasks/queries';
import type { LinkNames } from './cardSummary';

// The fields of a card's settings panel that pick something of the location (a tag, a contact
// tab, a form, a user, an automation webhook, a sequence, a pipeline's stage) or take a number. Each picker asks its area only
// when the user may view it; otherwise it shows what the card names, from the journey's links,
// and cannot change it (a webhook, which the links do not name, says who can pick it).

/** A card's settings as its panel edits them (`{ settings }`, saved as they are). */
export type SettingsValues = z.input<typeof updateTriggerBody>;
export type SettingsForm = UseFormReturn<
  SettingsValues,
  unknown,
  z.output<typeof updateTriggerBody>
>;
/** One setting of the form ("settings.tag_id"). */
export type SettingName = `settings.${string}`;

type Option = { value: string; label: string };
type Options = Option[] | { group: string; items: Option[] }[];

/** The options, with the card's current choice named even when the list does not hold it. */
function withCurrent(options: Options, current: unknown, name: string | null): Options {
  if (current === undefined || current === null || current === '') return options;
  const value = String(current);
  const flat = options.flatMap((o) => ('items' in o ? o.items : [o]));
  if (flat.some((o) => o.value === value)) return options;
  return [{ value, label: name ?? value }, ...flat];
}

function PickerSetting(
  props: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'form'> & {
    /** The panel's form (`form` is the select's own HTML attribute). */
    settings: SettingsForm;
    name: SettingName;
    options: Options;
    /** The current choice's name from the journey's links. */
    currentName: (value: unknown) => string | null;
    /** From the picked option to the saved value. */
    parse: (value: string | null) => unknown;
  },
) {
  const { settings, name, options, currentName, parse, ...select } = props;
  return (
    <Controller
      control={settings.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          searchable
          {...select}
          name={field.name}
          data={withCurrent(options, field.value, currentName(field.value))}
          value={field.value === undefined || field.value === null ? null : String(field.value)}
          onChange={(v) => field.onChange(parse(v))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

const toId = (value: string | null) => (value ? Number(value) : undefined);

export function TagSetting(props: {
  form: SettingsForm;
  name: SettingName;
  label?: string;
  names: LinkNames;
}) {
  const mayViewTags = useAbilities('tags').view;
  const mayViewContacts = useAbilities('contacts-center').view;
  const allowed = mayViewTags || mayViewContacts;
  const tags = useTags(allowed);
  const options = (tags.data?.original ?? [])
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <PickerSetting
      settings={props.form}
      name={props.name}
      label={props.label ?? 'Tag'}
      placeholder="Choose a tag"
      nothingFoundMessage="No tags match"
      options={options}
      currentName={(id) => props.names('tag', id)}
      parse={toId}
      disabled={!allowed}
    />
  );
}

export function TabSetting(props: { form: SettingsForm; name: SettingName; names: LinkNames }) {
  const allowed = useAbilities('contacts-center').view;
  const tabs = useContactTabs(allowed);
  return (
    <PickerSetting
      settings={props.form}
      name={props.name}
      label="Tab"
      placeholder="Choose a tab of the contact centre"
      options={statusOptions(tabs.data ?? [])}
      currentName={(tab) => props.names('tab', tab)}
      parse={(v) => v ?? ''}
      disabled={!allowed}
    />
  );
}

/** A form, or any form (saved as null). */
export function FormSetting(props: { form: SettingsForm; name: SettingName; names: LinkNames }) {
  const allowed = useAbilities('forms').view;
  const forms = usePickableForms('', allowed);
  const options = [
    { value: 'any', label: 'Any form' },
    ...(forms.data?.data ?? []).map((f) => ({ value: String(f.id), label: f.title })),
  ];
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field }) => (
        <Select
          searchable
          label="Form"
          name={field.name}
          allowDeselect={false}
          data={withCurrent(options, field.value, props.names('form', field.value))}
          value={typeof field.value === 'number' ? String(field.value) : 'any'}
          onChange={(v) => field.onChange(!v || v === 'any' ? null : Number(v))}
          disabled={!allowed}
        />
      )}
    />
  );
}

/**
 * One of the location's automation webhooks (Admin Settings › Integrations). Only users who may
 * view Admin Settings see them; others are told so, as an id would mean nothing to them.
 */
export function WebhookSetting(props: { form: SettingsForm; name: SettingName; names: LinkNames }) {
  const allowed = useAbilities('admin-settings').view;
  const webhooks = useAutomationWebhooks(allowed);
  if (!allowed)
    return (
      <Text size="sm" c="dimmed">
        Only users who may see Admin Settings can pick the webhook: ask an administrator to choose
        it.
      </Text>
    );
  return (
    <PickerSetting
      settings={props.form}
      name={props.name}
      label="Webhook"
      description="Make webhooks in Admin Settings › Integrations."
      placeholder="Choose a webhook"
      nothingFoundMessage="No webhooks match"
      options={(webhooks.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
      currentName={(id) => props.names('webhook', id)}
      parse={toId}
    />
  );
}

/** One of the location's date custom fields, by its key. */
export function DateFieldSetting(props: {
  form: SettingsForm;
  name: SettingName;
  names: LinkNames;
}) {
  const allowed = useAbilities('contacts-center').view;
  const fields = useCustomFields(allowed);
  return (
    <PickerSetting
      settings={props.form}
      name={props.name}
      label="Date field"
      placeholder="Choose a date field"
      nothingFoundMessage="No date fields: add one in the contact settings"
      options={(fields.data ?? [])
        .filter((f) => f.type === 'date')
        .map((f) => ({ value: f.key, label: f.name }))}
      currentName={(key) => props.names('field', key)}
      parse={(value) => value ?? undefined}
      disabled={!allowed}
    />
  );
}

/** One of the location's sequences, by title. */
export function SequenceSetting(props: {
  form: SettingsForm;
  name: SettingName;
  names: LinkNames;
}) {
  const allowed = useAbilities('sequences').view;
  const sequences = usePickableSequences(allowed);
  return (
    <PickerSetting
      settings={props.form}
      name={props.name}
      label="Sequence"
      placeholder="Choose a sequence"
      nothingFoundMessage="No sequences match"
      options={(sequences.data ?? []).map((s) => ({ value: String(s.id), label: s.title }))}
      currentName={(id) => props.names('sequence', id)}
      parse={toId}
      disabled={!allowed}
    />
  );
}

/**
 * A pipeline and one of its stages (`settings.pipeline_id`, `settings.stage_id`); with
 * `anyStage`, no stage means any of them. Changing the pipeline clears the stage.
 */
export function PipelineStageSetting(props: {
  form: SettingsForm;
  names: LinkNames;
  anyStage?: boolean;
}) {
  const allowed = useAbilities('contacts-center').view;
  const pipelines = usePickablePipelines(allowed);
  const pipelineId = props.form.watch('settings.pipeline_id');
  const stages = (pipelines.data ?? []).find((p) => p.id === pipelineId)?.stages ?? [];
  return (
    <>
      <PickerSetting
        settings={props.form}
        name="settings.pipeline_id"
        label="Pipeline"
        placeholder="Choose a pipeline"
        nothingFoundMessage="No pipelines match"
        options={(pipelines.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        currentName={(id) => props.names('pipeline', id)}
        parse={(value) => {
          props.form.setValue('settings.stage_id', null);
          return toId(value);
        }}
        disabled={!allowed}
      />
      <PickerSetting
        settings={props.form}
        name="settings.stage_id"
        label="Stage"
        placeholder={props.anyStage ? 'Any stage' : 'Choose a stage'}
        clearable={props.anyStage}
        options={stages.map((s) => ({ value: String(s.id), label: s.name }))}
        currentName={(id) => props.names('stage', id)}
        parse={(value) => toId(value) ?? (props.anyStage ? null : undefined)}
        disabled={!allowed || pipelineId === undefined || pipelineId === null}
      />
    </>
  );
}

/** Who a task is assigned to: the users who may see the location's contacts, or nobody. */
export function AssigneeSetting(props: {
  form: SettingsForm;
  name: SettingName;
  names: LinkNames;
}) {
  const allowed = useAbilities('contacts-center').view;
  const assignees = useAssignees(allowed);
  return (
    <PickerSetting
      settings={props.form}
      name={props.name}
      label="Assigned to"
      placeholder="Nobody"
      clearable
      options={(assignees.data?.data ?? []).map((u) => ({
        value: String(u.id),
        label: u.full_name,
      }))}
      currentName={(id) => props.names('user', id)}
      parse={(v) => (v ? Number(v) : null)}
      disabled={!allowed}
    />
  );
}

/** A whole number; empty is saved as `empty` (absent, or null where the setting allows it). */
export function NumberSetting(props: {
  form: SettingsForm;
  name: SettingName;
  label: string;
  description?: string;
  min: number;
  max: number;
  /** What an emptied field saves: nothing, null, or a number (0). */
  empty: undefined | null | number;
  required?: boolean;
}) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={props.label}
          description={props.description}
          name={field.name}
          min={props.min}
          max={props.max}
          allowDecimal={false}
          allowNegative={props.min < 0}
          aria-required={props.required || undefined}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : props.empty)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
