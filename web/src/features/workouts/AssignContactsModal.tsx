import { programContactsBody } from '@coachline/contract/workouts';
import { Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTimeZone } from '../../ui/DateTime';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { ContactPicker } from '../groups/ContactPicker';
import { todayIn } from './labels';
import type { ProgramSource } from './programs';

// Gives a workout or a plan to contacts picked by name or email; a plan from a start date
// (today in the location's calendar unless changed), its days scheduled from it. Rendered
// while open, so each opening starts afresh.

export function AssignContactsModal(props: {
  source: ProgramSource;
  id: number;
  name: string;
  onClose: () => void;
}) {
  const { source } = props;
  const plan = source.kind === 'plan';
  const today = todayIn(useTimeZone());
  const add = source.useContactsWrite('add');
  const form = useContractForm(programContactsBody, {
    id: props.id,
    selection: { ids: [] },
    ...(plan ? { start_date: today } : {}),
  });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title="Add contacts"
      form={form}
      send={(body, outcome) => add.mutate(body, outcome)}
      submitLabel="Add contacts"
      busyLabel="Adding"
      busy={add.isPending}
    >
      <Text size="sm" c="dimmed">
        {plan
          ? `They get ${props.name} in their portal, each day’s workouts from the start date; week 1 is the Monday-to-Sunday week of that date.`
          : `They see ${props.name} in their portal; a reminder from the Contacts list emails them.`}
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
      {plan ? (
        <TextInput
          type="date"
          label="Start date"
          description="The plan’s first day, in your location’s calendar."
          error={form.formState.errors.start_date?.message}
          {...form.register('start_date')}
        />
      ) : null}
    </FormModal>
  );
}
