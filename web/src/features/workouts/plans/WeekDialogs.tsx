import {
  type PlanWeek,
  saveDayWorkoutBody,
  smartWeekBody,
  updateWeekBody,
} from '@coachline/contract/workout-plans';
import { Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useAbilities } from '../../../app/abilities';
import { confirmDelete } from '../../../ui/dialogs';
import { FormModal } from '../../../ui/FormModal';
import { LoadingRows } from '../../../ui/LoadingRows';
import { PickOneModal } from '../../../ui/PickOneModal';
import { useContractForm } from '../../../ui/useContractForm';
import { dayName } from '../labels';
import { usePickableWorkouts } from '../queries';
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
  const form = useContractForm(smartWeekBody, { name: props.week.name || props.title });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title="Save as smart week"
      form={form}
      send={(body, outcome) => save.mutate({ weekId: props.week.id, name: body.name }, outcome)}
      submitLabel="Save smart week"
      busyLabel="Saving"
      busy={save.isPending}
    >
      <Text size="sm" c="dimmed">
        A copy of the week with its days’ workouts, to add to any plan.
      </Text>
      <TextInput
        label="Smart week name"
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

export function SmartWeeksModal(props: { planId: number; onClose: () => void }) {
  const canUpdate = useAbilities('workouts').update;
  const weeks = useSmartWeeks();
  const add = useAddSmartWeek(props.planId);
  const remove = useDeleteSmartWeek();
  const list = weeks.data ?? [];
  return (
    <Modal opened onClose={props.onClose} title="Add a smart week" size="lg" centered>
      {weeks.isPending ? (
        <LoadingRows rows={3} h={56} label="Loading the smart weeks" />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No smart weeks yet: save a week of a plan as a smart week from its menu.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Smart weeks">
          {list.map((w) => {
            const count = w.days.reduce((n, d) => n + d.workouts.length, 0);
            return (
              <Paper key={w.id} component="li" withBorder p="xs" radius="sm" aria-label={w.name}>
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {w.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {count} workouts on{' '}
                      {w.days
                        .filter((d) => d.workouts.length)
                        .map((d) => dayName(d.day).slice(0, 3))
                        .join(', ') || 'no days'}
                    </Text>
                  </Stack>
                  {canUpdate ? (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Add ${w.name}`}
                        loading={add.isPending && add.variables === w.id}
                        onClick={() => add.mutate(w.id, { onSuccess: props.onClose })}
                      >
                        Add
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red.8"
                        aria-label={`Delete ${w.name}`}
                        onClick={() =>
                          confirmDelete(`The smart week ${w.name} will be deleted.`, () =>
                            remove.mutate(w.id),
                          )
                        }
                      >
                        Delete
                      </Button>
                    </Group>
                  ) : null}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Modal>
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
