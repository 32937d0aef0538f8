import type { Contact } from '@coachline/contract/contacts';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { BusyButton } from '../../ui/BusyButton';
import { contactName } from './labels';
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
  const [survivor, setSurvivor] = useState<string | null>(null);
  const first = props.contacts[0]?.id;

  useEffect(() => {
    if (props.opened) setSurvivor(first ? String(first) : null);
  }, [props.opened, first]);

  const submit = () => {
    if (!survivor) return;
    merge.mutate(
      { contact_ids: props.contacts.map((c) => c.id), survivor_id: Number(survivor) },
      {
        onSuccess: () => {
          props.onClose();
          props.onDone();
        },
      },
    );
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Merge contacts" centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          Choose the contact to keep. The other {props.contacts.length - 1} will be merged into it
          and deleted; their tags, notes and rewards move to the contact you keep.
        </Text>
        <Radio.Group
          label="Contact to keep"
          value={survivor}
          onChange={setSurvivor}
          name="survivor_id"
        >
          <Stack gap="xs" mt="xs">
            {props.contacts.map((c) => (
              <Radio
                key={c.id}
                value={String(c.id)}
                label={contactName(c)}
                description={[c.email, c.number].filter(Boolean).join(' · ') || 'No email or phone'}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <BusyButton
            busy={merge.isPending}
            busyLabel="Merging"
            onClick={submit}
            disabled={!survivor}
          >
            Merge {props.contacts.length} contacts
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
