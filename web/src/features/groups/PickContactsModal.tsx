import { type ContactSelectionInput, contactSelection } from '@coachline/contract/contacts';
import { Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormModal, type SendOutcome } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { ContactPicker } from './ContactPicker';

const selectionBody = z.object({ selection: contactSelection });

/**
 * Picks contacts by name or email for a call that takes them as a selection: "Start contacts"
 * on a journey, "Add contacts" to a sequence. The caller makes the call; `preview` says what it
 * would do for the contacts picked.
 */
export function PickContactsModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the call does for the contacts picked. */
  text: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  send: (selection: ContactSelectionInput, outcome: SendOutcome) => void;
  preview?: (contactIds: number[]) => ReactNode;
}) {
  const { opened } = props;
  const form = useContractForm(selectionBody, { selection: { ids: [] } });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ selection: { ids: [] } });
  }, [opened, reset]);
  const picked = useWatch({ control: form.control, name: 'selection.ids' }) ?? [];
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.title}
      form={form}
      send={(body, outcome) => props.send(body.selection, outcome)}
      submitLabel={props.submitLabel}
      busyLabel={props.busyLabel}
      busy={props.busy}
    >
      <Text size="sm" c="dimmed">
        {props.text}
      </Text>
      <Controller
        control={form.control}
        name="selection.ids"
        render={({ field, fieldState }) => (
          <ContactPicker
            label="Contacts"
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {props.preview && picked.length > 0 ? props.preview(picked) : null}
    </FormModal>
  );
}
