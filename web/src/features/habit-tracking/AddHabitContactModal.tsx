import { habitTrackingEndpoints } from '@coachline/contract/habit-tracking';
import { Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { ContactSelect } from '../groups/ContactPicker';
import { useAddHabitContact } from './queries';

// Puts a contact found by name or email on the tracking (`add-contact`; a contact taken off
// before is active again). Rendered while open, so each opening starts afresh.

export function AddHabitContactModal(props: {
  trackingId: number;
  name: string;
  onClose: () => void;
}) {
  const add = useAddHabitContact();
  const form = useContractForm(habitTrackingEndpoints.addContact.query, {
    habit_tracking_id: props.trackingId,
  });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title="Add contact"
      form={form}
      send={(query, outcome) => add.mutate(query, outcome)}
      submitLabel="Add contact"
      busyLabel="Adding"
      busy={add.isPending}
    >
      <Text size="sm" c="dimmed">
        {`They check in the habits of ${props.name} each day from their link or their portal.`}
      </Text>
      <Controller
        control={form.control}
        name="contact_id"
        render={({ field, fieldState }) => (
          <ContactSelect
            label="Contact"
            value={typeof field.value === 'number' ? field.value : undefined}
            onChange={field.onChange}
            error={fieldState.error?.message}
            autoFocus
          />
        )}
      />
    </FormModal>
  );
}
