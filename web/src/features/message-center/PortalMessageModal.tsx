import '@mantine/dates/styles.css';
import type { Contact } from '@coachline/contract/contacts';
import { scheduleMessageBody } from '@coachline/contract/message-center';
import { DateTimePicker } from '@mantine/dates';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { contactName } from '../contacts/labels';
import { TokenTextField } from '../messaging/TokenTextField';
import { sendAtOf } from './composer';
import { useProfilePortalMessage } from './queries';

/** A time an hour ahead, which the form checks like any other until one is picked. */
const placeholderSendAt = () => new Date(Date.now() + 3_600_000).toISOString();

/**
 * Send portal message and Schedule portal message (001 §2 profile): into the contact's portal
 * chat, now or at a time picked with the date-time picker.
 */
export function PortalMessageModal(props: {
  contact: Contact;
  schedule: boolean;
  onClose: () => void;
}) {
  const mode = props.schedule ? 'schedule' : 'now';
  const send = useProfilePortalMessage(mode);
  // One form for both: sending now carries a send_at that is never sent.
  const form = useContractForm(scheduleMessageBody, {
    contact_id: props.contact.id,
    message: '',
    send_at: props.schedule ? '' : placeholderSendAt(),
  });
  const sendAt = form.watch('send_at');
  const name = contactName(props.contact);
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={props.schedule ? `Schedule a portal message to ${name}` : `Portal message to ${name}`}
      form={form}
      send={(values, outcome) =>
        send.mutate(
          props.schedule ? values : { contact_id: values.contact_id, message: values.message },
          outcome,
        )
      }
      submitLabel={props.schedule ? 'Schedule' : 'Send portal message'}
      busy={send.isPending}
      busyLabel={props.schedule ? 'Scheduling' : 'Sending'}
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
      {props.schedule ? (
        <DateTimePicker
          label="Send at"
          description="It shows in the Message Center’s scheduled list until it goes."
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
      ) : null}
    </FormModal>
  );
}
