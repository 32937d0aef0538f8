import type { HabitDay } from '@coachline/contract/habit-tracking';
import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import classes from '../portal.module.css';
import { usePortalSession } from '../queries';
import { Link } from '../router';
import { usePortalHabits } from './queries';

/** Habits done of the habits on a day, over every habit tracking. */
export function doneOn(days: HabitDay[]) {
  let done = 0;
  let total = 0;
  for (const d of days) {
    const ids = new Set(d.categories.flatMap((c) => c.habits.map((h) => h.id)));
    total += ids.size;
    done += d.checkins.filter((c) => c.date === d.date && c.done && ids.has(c.habit_id)).length;
  }
  return { done, total };
}

/** Home's card of today's habits: how many are done, to the check-in. */
export function HabitsCard() {
  const { account } = usePortalSession();
  const habits = usePortalHabits();
  const days = habits.data ?? [];
  const { done, total } = doneOn(days);
  if (total === 0) return null;
  const streak = Math.max(...days.map((d) => d.score.current_streak));
  return (
    <Paper
      component={Link}
      to={`/portal/${account}/habits`}
      className={classes.card}
      withBorder
      radius="md"
      p="sm"
      aria-label="Today’s habits"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>Today’s habits</Text>
          <Text size="sm">
            {done} of {total} done today
          </Text>
        </Group>
        <Progress value={(done / total) * 100} color="var(--portal-color)" aria-hidden />
        {streak > 0 ? (
          <Text size="sm" c="dimmed">
            {streak} {streak === 1 ? 'day' : 'days'} in a row
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
