import '../progress/checkInStyles';
import type { HabitDay, HabitScore } from '@coachline/contract/habit-tracking';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Empty, Failed } from '../bits';
import { photoForm, portalFailure } from '../progress/api';
import type { HabitCalls } from '../progress/types';
import { usePortalSession } from '../queries';
import { navigate, useLocation } from '../router';
import { habitCall } from './api';
import { HabitDayForm, HabitStreak } from './HabitDayForm';
import { habitsKey, usePortalHabits } from './queries';

// The portal's habits: each habit tracking the contact is on, today's habits (or a day of the
// last week, `?date=`) as toggles with a note and a photo proof, the week, the streak and score.
// The same pieces as the personal link's page.

function Tracking({ day, onPick }: { day: HabitDay; onPick: (date: string) => void }) {
  const session = usePortalSession();
  const client = useQueryClient();
  const [done, setDone] = useState<{ message: string; score: HabitScore } | null>(null);
  const calls = useMemo((): HabitCalls => {
    const params = { params: { habit_tracking: day.id } };
    return {
      upload: (habitId, file) =>
        habitCall('upload', params, session, photoForm('habit_id', habitId, file)),
      checkIn: (body) => habitCall('checkIn', { ...params, body }, session),
      failure: portalFailure,
    };
  }, [day.id, session]);
  return (
    <Stack gap="sm" component="section" aria-label={day.name}>
      <Title order={2} size="h3">
        {day.name}
      </Title>
      {done ? (
        <Alert color="green" role="status" title={done.message}>
          <HabitStreak score={done.score} label="Your updated streak and score" />
        </Alert>
      ) : null}
      <HabitDayForm
        key={`${day.id}-${day.date}`}
        day={day}
        calls={calls}
        onPickDate={(date) => {
          setDone(null);
          onPick(date);
        }}
        onSubmitted={(result) => {
          setDone(result);
          void client.invalidateQueries({ queryKey: habitsKey(session) });
        }}
      />
    </Stack>
  );
}

export default function HabitsPage() {
  const { account } = usePortalSession();
  const { search } = useLocation();
  const date = search.get('date');
  const habits = usePortalHabits(date);
  if (habits.isPending)
    return (
      <Stack role="status" aria-label="Loading your habits">
        <Skeleton h={28} w="60%" />
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
    );
  if (habits.error) return <Failed error={habits.error} retry={() => habits.refetch()} />;
  const pick = (picked: string) => {
    const today = habits.data[0]?.today;
    navigate(`/portal/${account}/habits${picked === today ? '' : `?date=${picked}`}`, {
      replace: true,
    });
  };
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Habits
      </Title>
      {habits.data.length === 0 ? (
        <Empty>No habits to track yet. Your coach will add you to a habit tracking.</Empty>
      ) : (
        habits.data.map((d) => <Tracking key={d.id} day={d} onPick={pick} />)
      )}
    </Stack>
  );
}
