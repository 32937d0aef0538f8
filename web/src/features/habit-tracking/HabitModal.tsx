import {
  createHabitBody,
  type Habit,
  habitProofKinds,
  maxCategoryHabits,
} from '@coachline/contract/habit-tracking';
import { NumberInput, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../ui/FormModal';
import { SegmentedField } from '../../ui/SegmentedField';
import { useContractForm } from '../../ui/useContractForm';
import { proofLabels } from './labels';
import { useCreateHabit, useUpdateHabits } from './queries';

// A habit added to a category (`create-habit`, last in it) or changed (`update-habits`): its
// name, description, points (1–100) and whether a photo proof is asked for. Rendered while
// open, so each opening starts from the habit.

export type HabitEdit = { categoryId: number; categoryName: string; habit: Habit | null };

export function HabitModal(props: { edit: HabitEdit; onClose: () => void }) {
  const { edit } = props;
  const { habit } = edit;
  const create = useCreateHabit();
  const update = useUpdateHabits();
  const form = useContractForm(createHabitBody, {
    category_id: edit.categoryId,
    name: habit?.name ?? '',
    description: habit?.description ?? '',
    points: habit?.points ?? 1,
    proof: habit?.proof ?? 'none',
  });
  const errors = form.formState.errors;
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={habit ? `Edit ${habit.name}` : `Add habit to ${edit.categoryName}`}
      form={form}
      send={(body, outcome) => {
        if (!habit) {
          create.mutate(body, outcome);
          return;
        }
        const { category_id: _category, ...fields } = body;
        update.mutate([{ ...fields, id: habit.id }], outcome);
      }}
      submitLabel={habit ? 'Save habit' : 'Add habit'}
      busyLabel="Saving"
      busy={create.isPending || update.isPending}
    >
      {habit ? null : (
        <Text size="sm" c="dimmed">
          {`A category holds up to ${maxCategoryHabits} habits; the new one comes last.`}
        </Text>
      )}
      <TextInput
        label="Habit"
        placeholder="Drink 8 glasses of water"
        aria-required
        maxLength={150}
        data-autofocus
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Textarea
        label="Description"
        description="What counts as done, shown to the contact under the habit."
        autosize
        minRows={2}
        maxLength={1000}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="points"
        render={({ field, fieldState }) => (
          <NumberInput
            label="Points"
            description="What a day done adds to the contact’s score, 1 to 100."
            name={field.name}
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : 1)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="proof"
        render={({ field }) => (
          <SegmentedField
            label="Photo proof"
            data={habitProofKinds.map((kind) => ({ value: kind, label: proofLabels[kind] }))}
            value={field.value ?? 'none'}
            onChange={(value) => field.onChange(habitProofKinds.find((k) => k === value) ?? 'none')}
          />
        )}
      />
    </FormModal>
  );
}
