import type { PortalWorkoutItem } from '@coachline/contract/workouts';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Empty } from '../bits';
import classes from '../portal.module.css';
import { usePortalSession } from '../queries';
import { Link } from '../router';
import { playerPath, workoutsPath } from './paths';
import { usePortalWorkouts } from './queries';

// The workouts as lists show them: the home's card and the Workouts screen share these rows.

const minutes = (n: number) => (n > 0 ? `about ${n} min` : null);

/** A workout to open: its name, size, the plan it is from, and whether it is done. */
export function WorkoutItemRow({ item }: { item: PortalWorkoutItem }) {
  const { account } = usePortalSession();
  const meta = [
    `${item.workout.exercises_count} exercise${item.workout.exercises_count === 1 ? '' : 's'}`,
    minutes(item.workout.estimated_minutes),
    item.workout_plan?.name,
  ].filter(Boolean);
  return (
    <Paper
      component={Link}
      to={playerPath(account, item.workout.id, item.workout_plan?.id ?? null, item.scheduled_on)}
      className={classes.card}
      withBorder
      radius="md"
      p="sm"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{item.workout.name}</Text>
          <Text size="sm" c="dimmed">
            {meta.join(' · ')}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {item.done && (
            <Badge color="green" variant="light">
              Done
            </Badge>
          )}
          <IconChevronRight size={18} aria-hidden />
        </Group>
      </Group>
    </Paper>
  );
}

export function WorkoutItemList(props: { items: PortalWorkoutItem[]; empty: string }) {
  if (props.items.length === 0) return <Empty>{props.empty}</Empty>;
  return (
    <Stack gap="xs">
      {props.items.map((item) => (
        <WorkoutItemRow
          key={`${item.workout.id}:${item.workout_plan?.id ?? 0}:${item.scheduled_on ?? ''}`}
          item={item}
        />
      ))}
    </Stack>
  );
}

/**
 * The home's card: today's workouts from the plans and the workouts given, under the coach's
 * name for workouts. A contact with no workouts (or a portal whose server has none) sees none.
 */
export function TodayWorkouts({ title }: { title: string }) {
  const { account } = usePortalSession();
  const workouts = usePortalWorkouts();
  if (workouts.isPending) return <Skeleton h={72} role="status" aria-label={`Loading ${title}`} />;
  if (!workouts.data) return null;
  const { today_items: today, assigned } = workouts.data;
  if (today.length === 0 && assigned.length === 0 && workouts.data.recent_sessions.length === 0)
    return null;
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={workoutsPath(account)} size="sm">
          See all
        </Anchor>
      </Group>
      <Text size="sm" fw={700} c="dimmed" tt="uppercase">
        Today
      </Text>
      <WorkoutItemList items={today} empty="No workout planned for today." />
      {assigned.length > 0 && (
        <>
          <Text size="sm" fw={700} c="dimmed" tt="uppercase">
            From your coach
          </Text>
          <WorkoutItemList items={assigned} empty="" />
        </>
      )}
    </Stack>
  );
}
