import type { Habit, HabitCategory } from '@coachline/contract/habit-tracking';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { confirmDelete } from '../../ui/dialogs';
import { SortableCard, SortableList } from '../../ui/SortableList';
import { proofLabels } from './labels';
import { useDeleteHabit, useSortHabits } from './queries';

// A category's habits in order, sorted by their handles or the keyboard (shown at once, put
// back when the save fails), each edited or deleted in place.

function HabitRow(props: {
  habit: Habit;
  sortable: boolean;
  canUpdate: boolean;
  onEdit: (habit: Habit) => void;
}) {
  const { habit } = props;
  const remove = useDeleteHabit();
  return (
    <SortableCard id={habit.id} title={habit.name} sortable={props.sortable} size="sm">
      {(handle) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {handle}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {habit.name}
              </Text>
              <Badge variant="light" size="sm">
                {habit.points === 1 ? '1 point' : `${habit.points} points`}
              </Badge>
              {habit.proof === 'none' ? null : (
                <Badge variant="outline" size="sm" color="gray.7">
                  {proofLabels[habit.proof]}
                </Badge>
              )}
            </Group>
            {habit.description ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {habit.description}
              </Text>
            ) : null}
          </Stack>
          {props.canUpdate ? (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${habit.name}`}
                onClick={() => props.onEdit(habit)}
              >
                <IconPencil size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={`Delete ${habit.name}`}
                onClick={() =>
                  confirmDelete(
                    `The habit ${habit.name} will be deleted with its check-ins; scores are counted again.`,
                    () => remove.mutate(habit.id),
                  )
                }
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ) : null}
        </Group>
      )}
    </SortableCard>
  );
}

export function HabitRows(props: {
  category: HabitCategory;
  canUpdate: boolean;
  onEdit: (habit: Habit) => void;
}) {
  const { category } = props;
  const sort = useSortHabits(category.id);
  if (category.habits.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No habits yet.
      </Text>
    );
  return (
    <SortableList
      items={category.habits}
      noun="habit"
      titleOf={(h) => h.name}
      label={`Habits of ${category.name}`}
      busy={sort.isPending}
      onSort={(ids, outcome) => sort.mutate(ids, outcome)}
      renderItem={(habit) => (
        <HabitRow
          key={habit.id}
          habit={habit}
          sortable={props.canUpdate && category.habits.length > 1}
          canUpdate={props.canUpdate}
          onEdit={props.onEdit}
        />
      )}
    />
  );
}
