import { type Contact, contactMergeBody } from '@coachline/contract/contacts';
import { Radio, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../../ui/FormModal';
import { useContractForm } from '../../../ui/useContractForm';
import { contactName, contactReach } from '../labels';
import { useMergeContacts } from './queries';

/**
 * Merge (001 §7 contact/merge): the selected contacts become one; the user picks the contact
 * to keep, and the others' tags, notes and rewards move to it.
 */
export function MergeModal(props: {
  opened: boolean;
  contacts: readonly Contact[];
  onClose: () => void;
  onDone: () => void;
}) {
  const merge = useMergeContacts();
  const ids = props.contacts.map((c) => c.id);
  const form = useContractForm(contactMergeBody, { contact_ids: ids, survivor_id: ids[0] });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection is read as it opens
  useEffect(() => {
    if (props.opened) form.reset({ contact_ids: ids, survivor_id: ids[0] });
  }, [props.opened, form]);

  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title="Merge contacts"
      form={form}
      send={(body, outcome) => merge.mutate(body, outcome)}
      onSent={props.onDone}
      submitLabel={`Merge ${props.contacts.length} contacts`}
      busy={merge.isPending}
      busyLabel="Merging"
      size="lg"
    >
      <Text size="sm">
        Choose the contact to keep. The other {props.contacts.length - 1} will be merged into it and
        deleted; their tags, notes and rewards move to the contact you keep.
      </Text>
      <Controller
        control={form.control}
        name="survivor_id"
        render={({ field, fieldState }) => (
          <Radio.Group
            label="Contact to keep"
            name={field.name}
            value={field.value === undefined ? null : String(field.value)}
            onChange={(v) => field.onChange(Number(v))}
            error={fieldState.error?.message}
          >
            <Stack gap="xs" mt="xs">
              {props.contacts.map((c) => (
                <Radio
                  key={c.id}
                  value={String(c.id)}
                  label={contactName(c)}
                  description={contactReach(c)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </FormModal>
  );
}
