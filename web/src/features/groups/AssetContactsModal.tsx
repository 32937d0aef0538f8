import { contactDbId, idArray } from '@coachline/contract/ids';
import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormModal, type SendOutcome } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { ContactPicker } from './ContactPicker';

const contactsBody = z.object({
  contact_ids: idArray('Please choose at least one contact', contactDbId).max(100),
});

/**
 * Sends one asset (a form, a page…) to the contacts picked, or takes it back from them: the
 * lists' "Send to contacts" and "Restrict from contacts". The caller makes the call.
 */
export function AssetContactsModal(props: {
  /** The asset's title; null while closed. */
  title: string | null;
  action: 'send' | 'restrict';
  /** What sending or restricting does for the contact. */
  text: string;
  busy: boolean;
  onClose: () => void;
  send: (contactIds: number[], outcome: SendOutcome) => void;
}) {
  const { title } = props;
  const form = useContractForm(contactsBody, { contact_ids: [] });
  const { reset } = form;
  useEffect(() => {
    if (title !== null) reset({ contact_ids: [] });
  }, [title, reset]);
  const sending = props.action === 'send';
  return (
    <FormModal
      opened={title !== null}
      onClose={props.onClose}
      title={`${sending ? 'Send' : 'Restrict'} ${title ?? ''}`}
      form={form}
      send={(body, outcome) => props.send(body.contact_ids, outcome)}
      submitLabel={sending ? 'Send' : 'Restrict'}
      busyLabel={sending ? 'Sending' : 'Restricting'}
      busy={props.busy}
    >
      <Text size="sm" c="dimmed">
        {props.text}
      </Text>
      <Controller
        control={form.control}
        name="contact_ids"
        render={({ field }) => (
          <ContactPicker
            label="Contacts"
            value={field.value ?? []}
            onChange={field.onChange}
            error={form.formState.errors.contact_ids?.message}
          />
        )}
      />
    </FormModal>
  );
}
