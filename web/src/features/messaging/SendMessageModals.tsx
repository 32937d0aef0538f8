import type { Contact } from '@coachline/contract/contacts';
import { sendEmailBody, sendSmsBody } from '@coachline/contract/messaging';
import { smsLength } from '@coachline/contract/sms';
import { Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { contactName } from '../contacts/labels';
import { useSendEmail, useSendSms } from './queries';
import { type SignatureChoice, SignaturePicker } from './SignaturePicker';
import { SmsLengthNote } from './SmsLengthNote';
import { TokenPicker } from './TokenPicker';
import { textToHtml } from './text';
import { useTokenInsert } from './useTokenInsert';

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
  const subject = useTokenInsert(form, 'subject');
  const body = useTokenInsert(form, 'body');
  const { ref: subjectRef, ...subjectField } = form.register('subject');
  const { ref: bodyRef, ...bodyField } = form.register('body');
  const { errors } = form.formState;
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
      <Stack gap={4}>
        <Group justify="space-between" align="flex-end">
          <Text component="label" htmlFor="send-email-subject" size="sm" fw={500}>
            Subject
          </Text>
          <TokenPicker onPick={subject.insert} label="Personalize subject" />
        </Group>
        <TextInput
          id="send-email-subject"
          error={errors.subject?.message}
          maxLength={255}
          data-autofocus
          {...subjectField}
          ref={(element) => {
            subjectRef(element);
            subject.ref.current = element;
          }}
        />
      </Stack>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-end">
          <Text component="label" htmlFor="send-email-body" size="sm" fw={500}>
            Message
          </Text>
          <TokenPicker onPick={body.insert} label="Personalize message" />
        </Group>
        <Textarea
          id="send-email-body"
          autosize
          minRows={8}
          maxRows={16}
          error={errors.body?.message}
          description="Blank lines start new paragraphs. Tokens like {{first_name}} are filled in for the contact."
          {...bodyField}
          ref={(element) => {
            bodyRef(element);
            body.ref.current = element;
          }}
        />
      </Stack>
      <SignaturePicker value={signature} onChange={setSignature} />
    </FormModal>
  );
}

/** Send SMS (001 §2 profile), with its length in characters and segments. */
export function SendSmsModal(props: ModalProps) {
  const send = useSendSms();
  const form = useContractForm(sendSmsBody, { contact_id: props.contact.id, message: '' });
  const message = useTokenInsert(form, 'message');
  const { ref: messageRef, ...messageField } = form.register('message');
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
        <Group justify="space-between" align="flex-end">
          <Text component="label" htmlFor="send-sms-message" size="sm" fw={500}>
            Message
          </Text>
          <TokenPicker onPick={message.insert} />
        </Group>
        <Textarea
          id="send-sms-message"
          autosize
          minRows={4}
          maxLength={1600}
          error={form.formState.errors.message?.message}
          data-autofocus
          {...messageField}
          ref={(element) => {
            messageRef(element);
            message.ref.current = element;
          }}
        />
        <SmsLengthNote text={text} />
      </Stack>
    </FormModal>
  );
}
