import {
  type Contact,
  type ContactTab,
  contactMergeBody,
  type MergeField,
  mergeFields,
} from '@coachline/contract/contacts';
import { formatPhone } from '@coachline/contract/phones';
import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormModal } from '../../../ui/FormModal';
import { useContractForm } from '../../../ui/useContractForm';
import { contactName, contactReach, temperatureLabels } from '../labels';
import { useMergeContacts } from './queries';

type MergeInput = z.input<typeof contactMergeBody>;

const fieldLabels: Record<MergeField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  number: 'Phone',
  status: 'Status',
  last_action: 'Last action',
  temperature: 'Temperature',
  gender: 'Gender',
  source: 'Source',
  member_id: 'Member ID',
  birthday: 'Birthday',
  photo: 'Photo',
};

/** A field's value as the user reads it ('' when empty). */
function shownValue(c: Contact, field: MergeField, tabs: readonly ContactTab[]): string {
  switch (field) {
    case 'status':
      return tabs.find((t) => t.value === c.status)?.title ?? c.status;
    case 'temperature':
      return c.temperature ? temperatureLabels[c.temperature] : '';
    case 'photo':
      return c.photo ? `Photo of ${contactName(c)}` : '';
    case 'number':
      return formatPhone(c.number);
    default:
      return c[field] ?? '';
  }
}

const same = (a: string | undefined, b: string | undefined) => (a ?? '') === (b ?? '');

/** The fields whose values differ between the two contacts: the ones to pick. */
function differing(a: Contact, b: Contact) {
  return {
    fields: mergeFields.filter((f) => !same(String(a[f] ?? ''), String(b[f] ?? ''))),
    custom: [...new Set([...Object.keys(a.custom_fields), ...Object.keys(b.custom_fields)])]
      .filter((k) => !same(a.custom_fields[k], b.custom_fields[k]))
      .sort(),
  };
}

/** Each pick starts at the kept contact's value, or the other's where the kept one is empty. */
function defaultPicks(kept: Contact, other: Contact): DefaultValues<MergeInput> {
  const { fields, custom } = differing(kept, other);
  const pick = (mine: unknown) => (mine === null || mine === '' ? other.id : kept.id);
  return {
    contact_ids: [kept.id, other.id],
    survivor_id: kept.id,
    values: Object.fromEntries(fields.map((f) => [f, pick(kept[f])])),
    custom_fields: Object.fromEntries(custom.map((k) => [k, pick(kept.custom_fields[k] ?? '')])),
  };
}

/**
 * Merge (001 §7 contact/merge) of exactly two contacts, side by side: the user picks the contact
 * to keep and, for every field where they differ, whose value it takes. The other contact's
 * tags, notes, rewards and groups move to the kept one, and it is deleted. More than two
 * duplicates are merged two at a time.
 */
export function MergeModal(props: {
  opened: boolean;
  contacts: readonly Contact[];
  tabs: readonly ContactTab[];
  onClose: () => void;
  onDone: () => void;
}) {
  const merge = useMergeContacts();
  const [a, b] = props.contacts;
  const form = useContractForm(contactMergeBody, {});
  const survivorId = form.watch('survivor_id');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pair is read as it opens
  useEffect(() => {
    if (props.opened && a && b) form.reset(defaultPicks(a, b));
  }, [props.opened, form]);

  if (!a || !b) return null;
  const pair = [a, b] as const;
  const { fields, custom } = differing(a, b);
  const kept = survivorId === b.id ? b : a;
  const other = kept === a ? b : a;

  const valueLabel = (text: string) => text || 'No value';
  const pickRow = (
    name: `values.${MergeField}` | `custom_fields.${string}`,
    label: string,
    shown: (c: Contact) => string,
  ) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          name={field.name}
          value={field.value === undefined ? null : String(field.value)}
          onChange={(v) => field.onChange(Number(v))}
          error={fieldState.error?.message}
        >
          <SimpleGrid cols={2} spacing="sm" mt={4}>
            {pair.map((c) => (
              <Radio
                key={c.id}
                value={String(c.id)}
                label={valueLabel(shown(c))}
                styles={{ label: { wordBreak: 'break-word' } }}
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
    />
  );

  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title="Merge two contacts"
      form={form}
      send={(body, outcome) => merge.mutate(body, outcome)}
      onSent={props.onDone}
      submitLabel="Merge contacts"
      busy={merge.isPending}
      busyLabel="Merging"
      size="xl"
    >
      <Text size="sm">
        Pick the contact to keep and, where they differ, the value it keeps. {contactName(other)}{' '}
        will be deleted; its tags, notes, rewards and groups move to {contactName(kept)}.
      </Text>
      <Controller
        control={form.control}
        name="survivor_id"
        render={({ field }) => (
          <Radio.Group
            label="Contact to keep"
            name={field.name}
            value={field.value === undefined ? null : String(field.value)}
            onChange={(v) => {
              const keep = Number(v) === b.id ? b : a;
              form.reset(defaultPicks(keep, keep === a ? b : a));
            }}
          >
            <SimpleGrid cols={2} spacing="sm" mt={4}>
              {pair.map((c) => (
                <Radio
                  key={c.id}
                  value={String(c.id)}
                  label={contactName(c)}
                  description={contactReach(c)}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
      {fields.length + custom.length === 0 ? (
        <Text size="sm" c="dimmed">
          Every field has the same value in both contacts.
        </Text>
      ) : (
        <Stack gap="sm">
          {fields.map((f) =>
            pickRow(`values.${f}`, fieldLabels[f], (c) => shownValue(c, f, props.tabs)),
          )}
          {custom.map((k) => pickRow(`custom_fields.${k}`, k, (c) => c.custom_fields[k] ?? ''))}
        </Stack>
      )}
    </FormModal>
  );
}
