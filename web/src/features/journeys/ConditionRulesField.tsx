import type {
  ConditionRule,
  conditionFields,
  emailOperators,
  fieldOperators,
} from '@coachline/contract/journeys';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { useTags } from '../tags/queries';
import type { LinkNames } from './cardSummary';
import type { SettingsForm } from './settingPickers';

// The if/else card's test: all or any of its rules, each a tag the contact has or has not, a
// field of the contact compared with a value, or what they did with the journey's last email.

/** A rule as it is being written: its kind, and whatever of the rest is filled in. */
type RuleDraft = Partial<ConditionRule> & { kind: ConditionRule['kind'] };

const kindLabels: Record<RuleDraft['kind'], string> = {
  tag: 'Tag',
  field: 'Contact field',
  last_email: 'Last email',
};

const fieldLabels: Record<(typeof conditionFields)[number], string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  number: 'Phone number',
  status: 'Status',
  temperature: 'Temperature',
  gender: 'Gender',
  source: 'Source',
  last_action: 'Last action',
};

const fieldOperatorLabels: Record<(typeof fieldOperators)[number], string> = {
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  is_empty: 'is empty',
  not_empty: 'is not empty',
};

const emailOperatorLabels: Record<(typeof emailOperators)[number], string> = {
  opened: 'was opened',
  not_opened: 'was not opened',
  clicked: 'was clicked',
  not_clicked: 'was not clicked',
};

const newRule: Record<RuleDraft['kind'], RuleDraft> = {
  tag: { kind: 'tag', op: 'has' },
  field: { kind: 'field', field: 'first_name', op: 'equals', value: '' },
  last_email: { kind: 'last_email', op: 'opened' },
};

const options = <K extends string>(labels: Record<K, string>) =>
  Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

const isDraft = (value: unknown): value is RuleDraft =>
  typeof value === 'object' && value !== null && 'kind' in value;

function RuleRow(props: {
  rule: RuleDraft;
  number: number;
  tagOptions: { value: string; label: string }[];
  names: LinkNames;
  onChange: (rule: RuleDraft) => void;
  onRemove: () => void;
}) {
  const { rule, number } = props;
  const change = (patch: Partial<ConditionRule>) =>
    props.onChange({ ...rule, ...patch } as RuleDraft);
  const tagId = rule.kind === 'tag' ? rule.tag_id : undefined;
  const tagOptions =
    tagId === undefined || props.tagOptions.some((o) => o.value === String(tagId))
      ? props.tagOptions
      : [
          { value: String(tagId), label: props.names('tag', tagId) ?? `Tag ${tagId}` },
          ...props.tagOptions,
        ];
  return (
    <Paper withBorder radius="sm" p="xs" component="li" aria-label={`Rule ${number}`}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={`Rule ${number}`}
          allowDeselect={false}
          data={options(kindLabels)}
          value={rule.kind}
          onChange={(v) => v && props.onChange(newRule[v as RuleDraft['kind']])}
          w={150}
        />
        {rule.kind === 'tag' ? (
          <>
            <Select
              aria-label={`Has or has not, rule ${number}`}
              allowDeselect={false}
              data={[
                { value: 'has', label: 'has' },
                { value: 'has_not', label: 'has not' },
              ]}
              value={rule.op ?? 'has'}
              onChange={(v) => change({ op: v === 'has_not' ? 'has_not' : 'has' })}
              w={110}
            />
            <Select
              aria-label={`Tag of rule ${number}`}
              placeholder="Choose a tag"
              searchable
              data={tagOptions}
              value={tagId === undefined ? null : String(tagId)}
              onChange={(v) =>
                change({ tag_id: v ? Number(v) : undefined } as Partial<ConditionRule>)
              }
              style={{ flex: 1, minWidth: 160 }}
            />
          </>
        ) : rule.kind === 'field' ? (
          <>
            <Select
              aria-label={`Field of rule ${number}`}
              allowDeselect={false}
              data={options(fieldLabels)}
              value={rule.field ?? 'first_name'}
              onChange={(v) => v && change({ field: v as (typeof conditionFields)[number] })}
              w={150}
            />
            <Select
              aria-label={`Comparison of rule ${number}`}
              allowDeselect={false}
              data={options(fieldOperatorLabels)}
              value={rule.op ?? 'equals'}
              onChange={(v) => v && change({ op: v as (typeof fieldOperators)[number] })}
              w={130}
            />
            {rule.op === 'is_empty' || rule.op === 'not_empty' ? null : (
              <TextInput
                aria-label={`Value of rule ${number}`}
                maxLength={200}
                value={rule.value ?? ''}
                onChange={(e) => change({ value: e.currentTarget.value })}
                style={{ flex: 1, minWidth: 120 }}
              />
            )}
          </>
        ) : (
          <Select
            aria-label={`What happened to the last email, rule ${number}`}
            allowDeselect={false}
            data={options(emailOperatorLabels)}
            value={rule.op ?? 'opened'}
            onChange={(v) => v && change({ op: v as (typeof emailOperators)[number] })}
            w={170}
          />
        )}
        <ActionIcon
          variant="subtle"
          color="red.8"
          size="lg"
          aria-label={`Remove rule ${number}`}
          onClick={props.onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

export function ConditionRulesField(props: { form: SettingsForm; names: LinkNames }) {
  const mayViewTags = useAbilities('tags').view;
  const mayViewContacts = useAbilities('contacts-center').view;
  const tags = useTags(mayViewTags || mayViewContacts);
  const tagOptions = (tags.data?.original ?? [])
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => ({ value: String(t.id), label: t.name }));
  const matchLabel = useId();
  return (
    <Stack gap="xs">
      <Controller
        control={props.form.control}
        name="settings.match"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={matchLabel}>
              Go down Yes when
            </Text>
            <SegmentedControl
              aria-labelledby={matchLabel}
              data={[
                { value: 'all', label: 'All rules match' },
                { value: 'any', label: 'Any rule matches' },
              ]}
              value={field.value === 'any' ? 'any' : 'all'}
              onChange={field.onChange}
            />
          </Stack>
        )}
      />
      <Controller
        control={props.form.control}
        name="settings.rules"
        render={({ field, fieldState }) => {
          const rules = Array.isArray(field.value) ? field.value.filter(isDraft) : [];
          const set = (next: RuleDraft[]) => field.onChange(next);
          return (
            <Stack gap="xs">
              {rules.length > 0 ? (
                <Stack
                  component="ol"
                  gap="xs"
                  p={0}
                  m={0}
                  aria-label="Rules"
                  style={{ listStyle: 'none' }}
                >
                  {rules.map((rule, i) => (
                    <RuleRow
                      // biome-ignore lint/suspicious/noArrayIndexKey: rules are kept by their place
                      key={i}
                      rule={rule}
                      number={i + 1}
                      tagOptions={tagOptions}
                      names={props.names}
                      onChange={(next) => set(rules.map((r, j) => (j === i ? next : r)))}
                      onRemove={() => set(rules.filter((_, j) => j !== i))}
                    />
                  ))}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  No rules yet: add the first one.
                </Text>
              )}
              {fieldState.error?.message ? (
                <Text size="sm" c="red.8" role="alert">
                  {fieldState.error.message}
                </Text>
              ) : null}
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => set([...rules, newRule.tag])}
                >
                  Add rule
                </Button>
              </Group>
            </Stack>
          );
        }}
      />
    </Stack>
  );
}
