import {
  type PlanWeek,
  saveDayWorkoutBody,
  updateWeekBody,
} from '@coachline/contract/workout-plans';
import { Text, Textarea, TextInput } from '@mantine/core';
import { FormModal } from '../../../ui/FormModal';
import { PickOneModal } from '../../../ui/PickOneModal';
import { useContractForm } from '../../../ui/useContractForm';
import { dayName } from '../labels';
import { usePickableWorkouts } from '../queries';
import { SmartNameModal, SmartPickModal } from '../SmartDialogs';
import {
  useAddDayWorkout,
  useAddSmartWeek,
  useCreateSmartWeek,
  useDeleteSmartWeek,
  useSmartWeeks,
  useUpdateWeek,
} from './queries';

// A plan week's dialogs: its name and notes, saving it as a smart week, the smart weeks to add
// one from, and a workout added to one of its days.

export function EditWeekModal(props: { week: PlanWeek; title: string; onClose: () => void }) {
  const update = useUpdateWeek();
  const form = useContractForm(updateWeekBody, {
    name: props.week.name,
    notes: props.week.notes,
  });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={`Edit ${props.title}`}
      form={form}
      send={(body, outcome) => update.mutate({ id: props.week.id, ...body }, outcome)}
      submitLabel="Save week"
      busyLabel="Saving"
      busy={update.isPending}
    >
      <TextInput
        label="Name"
        description="Optional: “Deload”, “Test week”."
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        maxLength={5000}
        error={form.formState.errors.notes?.message}
        {...form.register('notes')}
      />
    </FormModal>
  );
}

export function SmartWeekNameModal(props: { week: PlanWeek; title: string; onClose: () => void }) {
  const save = useCreateSmartWeek();
  return (
    <SmartNameModal
      noun="week"
      defaultName={props.week.name || props.title}
      text="A copy of the week with its days’ workouts, to add to any plan."
      busy={save.isPending}
      send={(name, outcome) => save.mutate({ weekId: props.week.id, name }, outcome)}
      onClose={props.onClose}
    />
  );
}

export function SmartWeeksModal(props: { planId: number; onClose: () => void }) {
  const weeks = useSmartWeeks();
  const add = useAddSmartWeek(props.planId);
  const remove = useDeleteSmartWeek();
  return (
    <SmartPickModal
      noun="week"
      empty="No smart weeks yet: save a week of a plan as a smart week from its menu."
      items={weeks.data}
      pending={weeks.isPending}
      summary={(w) => (
        <Text size="xs" c="dimmed">
          {w.days.reduce((n, d) => n + d.workouts.length, 0)} workouts on{' '}
          {w.days
            .filter((d) => d.workouts.length)
            .map((d) => dayName(d.day).slice(0, 3))
            .join(', ') || 'no days'}
        </Text>
      )}
      adding={(w) => add.isPending && add.variables === w.id}
      onAdd={(w) => add.mutate(w.id, { onSuccess: props.onClose })}
      onDelete={(w) => remove.mutate(w.id)}
      onClose={props.onClose}
    />
  );
}

/** A workout picked from every workout, added at the end of a day. */
export function AddDayWorkoutModal(props: {
  weekId: number;
  weekTitle: string;
  day: number;
  onClose: () => void;
}) {
  const workouts = usePickableWorkouts();
  const add = useAddDayWorkout();
  return (
    <PickOneModal
      title={`Add a workout to ${dayName(props.day)}, ${props.weekTitle}`}
      body={saveDayWorkoutBody}
      defaults={{ day: props.day }}
      name="workout_id"
      label="Workout"
      placeholder={workouts.isLoading ? 'Loading workouts…' : 'Choose a workout'}
      description="It goes after the day’s other workouts."
      options={(workouts.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
      nothingFound="No workouts yet"
      submitLabel="Add workout"
      busyLabel="Adding"
      busy={add.isPending}
      send={(body, outcome) =>
        add.mutate({ weekId: props.weekId, day: body.day, workoutId: body.workout_id }, outcome)
      }
      onClose={props.onClose}
    />
  );
}
