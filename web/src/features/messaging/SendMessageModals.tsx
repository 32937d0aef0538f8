import type { Contact } from '@coachline/contract/contacts';
import { sendEmailBody, sendSmsBody } from '@coachline/contract/messaging';
import { smsLength } from '@coachline/contract/sms';
import { textToHtml } from '@coachline/contract/text';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { contactName } from '../contacts/labels';
import { useSendEmail, useSendSms } from './queries';
import { type SignatureChoice, SignaturePicker } from './SignaturePicker';
import { SmsLengthNote } from './SmsLengthNote';
import { TokenTextField } from './TokenTextField';

type ModalProps = { contact: Contact; onClose: () => void };

/** Send email (001 §2 profile): subject and message, personalized for the contact. */
export function SendEmailModal(props: ModalProps) {
  const send = useSendEmail();
  const [signature, setSignature] = useState<SignatureChoice>(undefined);
  const form = useContractForm(sendEmailBody, {
    contact_id: props.contact.id,
    subject: '',
    body: '',
  });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={`Email ${contactName(props.contact)}`}
      size="lg"
      form={form}
      send={(values, outcome) =>
        send.mutate(
          {
            ...values,
            body: textToHtml(values.body),
            ...(signature === undefined ? {} : { signature_id: signature }),
          },
          { onSuccess: (queued) => queued && outcome.onSuccess(), onError: outcome.onError },
        )
      }
      submitLabel="Send email"
      busy={send.isPending}
      busyLabel="Sending"
    >
      <Text size="sm" c="dimmed">
        To {props.contact.email}
      </Text>
      <TokenTextField form={form} name="subject" label="Subject" maxLength={255} autoFocus />
      <TokenTextField
        form={form}
        name="body"
        label="Message"
        multiline
        minRows={8}
        maxRows={16}
        description="Blank lines start new paragraphs. Tokens like {{first_name}} are filled in for the contact."
      />
      <SignaturePicker value={signature} onChange={setSignature} />
    </FormModal>
  );
}

/** Send SMS (001 §2 profile), with its length in characters and segments. */
export function SendSmsModal(props: ModalProps) {
  const send = useSendSms();
  const form = useContractForm(sendSmsBody, { contact_id: props.contact.id, message: '' });
  const text = form.watch('message') ?? '';
  const segments = smsLength(text).segments;
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={`Text ${contactName(props.contact)}`}
      form={form}
      send={(values, outcome) =>
        send.mutate(values, {
          onSuccess: (queued) => queued && outcome.onSuccess(),
          onError: outcome.onError,
        })
      }
      submitLabel={segments > 1 ? `Send ${segments} segments` : 'Send SMS'}
      busy={send.isPending}
      busyLabel="Sending"
    >
      <Text size="sm" c="dimmed">
        To {props.contact.number}
      </Text>
      <Stack gap={4}>
        <TokenTextField
          form={form}
          name="message"
          label="Message"
          multiline
          minRows={4}
          maxLength={1600}
          autoFocus
        />
        <SmsLengthNote text={text} />
      </Stack>
    </FormModal>
  );
}
