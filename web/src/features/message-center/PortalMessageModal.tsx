import '@mantine/dates/styles.css';
import type { Contact } from '@coachline/contract/contacts';
import { scheduleMessageBody, sendMessageBody } from '@coachline/contract/message-center';
import { Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { contactName } from '../contacts/labels';
import { TokenTextField } from '../messaging/TokenTextField';
import { sendAtOf } from './composer';
import { useProfilePortalMessage } from './queries';

type Props = { contact: Contact; onClose: () => void };

/** Send portal message (001 §2 profile): now, into the contact's portal chat. */
export function SendPortalMessageModal(props: Props) {
  const send = useProfilePortalMessage('now');
  const form = useContractForm(sendMessageBody, { contact_id: props.contact.id, message: '' });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={`Portal message to ${contactName(props.contact)}`}
      form={form}
      send={(values, outcome) => send.mutate(values, outcome)}
      submitLabel="Send portal message"
      busy={send.isPending}
      busyLabel="Sending"
    >
      <TokenTextField
        form={form}
        name="message"
        label="Message"
        multiline
        minRows={4}
        maxLength={1600}
        autoFocus
      />
    </FormModal>
  );
}

/** Schedule portal message (001 §2 profile): into the contact's portal chat at a chosen time. */
export function SchedulePortalMessageModal(props: Props) {
  const schedule = useProfilePortalMessage('schedule');
  const form = useContractForm(scheduleMessageBody, {
    contact_id: props.contact.id,
    message: '',
    send_at: '',
  });
  const sendAt = form.watch('send_at');
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={`Schedule a portal message to ${contactName(props.contact)}`}
      form={form}
      send={(values, outcome) => schedule.mutate(values, outcome)}
      submitLabel="Schedule"
      busy={schedule.isPending}
      busyLabel="Scheduling"
    >
      <TokenTextField
        form={form}
        name="message"
        label="Message"
        multiline
        minRows={4}
        maxLength={1600}
        autoFocus
      />
      <DateTimePicker
        label="Send at"
        placeholder="Pick a date and time"
        minDate={new Date()}
        submitButtonProps={{ 'aria-label': 'Done' }}
        value={sendAt ? new Date(sendAt) : null}
        onChange={(picked) =>
          form.setValue('send_at', sendAtOf(picked) ?? '', { shouldValidate: true })
        }
        error={form.formState.errors.send_at?.message}
        withAsterisk
      />
      <Text size="xs" c="dimmed">
        It shows in the Message Center’s scheduled list until it goes.
      </Text>
    </FormModal>
  );
}
