import { buildPath } from '@coachline/contract/routes';
import type { Workout } from '@coachline/contract/workouts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useAbilities } from '../../app/abilities';
import { CardActions, CardButton, CardEditButton } from '../../ui/CardActions';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { workoutCounts } from './labels';
import { useDeleteWorkout, useDuplicateWorkout } from './queries';

// One workout of the list: its category, blocks and exercises, its contacts, and its actions.

export function WorkoutCard(props: { workout: Workout; onRename: (workout: Workout) => void }) {
  const { workout } = props;
  const abilities = useAbilities('workouts');
  const duplicate = useDuplicateWorkout();
  const remove = useDeleteWorkout();
  const builder = buildPath('WorkoutEdit', { workout: workout.id });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={workout.name}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} truncate>
            {workout.name}
          </Text>
          {workout.category ? (
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {workout.category.name}
            </Badge>
          ) : null}
        </Group>
        {workout.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {workout.description}
          </Text>
        ) : null}
        <Text size="sm" c={workout.exercises_count ? undefined : 'dimmed'}>
          {workoutCounts(workout)}
        </Text>
        <Text size="sm" style={{ flex: 1 }}>
          {workout.active_count.toLocaleString('en-US')} active ·{' '}
          {workout.completed_count.toLocaleString('en-US')} completed
        </Text>
        <Text size="xs" c="dimmed" component="div">
          <Group gap={4}>
            Updated <DateTime value={workout.updated_at} size="xs" />
          </Group>
        </Text>
        <CardActions
          title={workout.name}
          main={
            abilities.update ? (
              <CardEditButton title={workout.name} to={builder} />
            ) : (
              <CardButton
                label="View"
                icon={<IconEye size={14} aria-hidden />}
                ariaLabel={`View ${workout.name}`}
                to={builder}
              />
            )
          }
          items={[
            abilities.update && { label: 'Rename', onClick: () => props.onRename(workout) },
            abilities.create && {
              label: 'Duplicate',
              onClick: () => duplicate.mutate(workout.id),
            },
            abilities.delete && {
              label: 'Delete',
              danger: true,
              onClick: () =>
                confirmDelete(
                  `The workout ${workout.name} will be deleted with the sessions its contacts logged; plans lose their days of it.`,
                  () => remove.mutate(workout.id),
                ),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
