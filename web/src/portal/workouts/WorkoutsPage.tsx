import type { WorkoutSession } from '@coachline/contract/workouts';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Empty, Failed, day as formatDay } from '../bits';
import base from '../portal.module.css';
import { useHome, useMe, usePortalSession } from '../queries';
import { Link, navigate, useLocation } from '../router';
import { formatNumber, formatSeconds } from './logic';
import { playerPath, progressPath } from './paths';
import { usePortalPlans, usePortalWorkouts } from './queries';
import { dequeue, useContactId, useOnline, useOutbox } from './storage';
import { WorkoutItemList } from './WorkoutItems';
import classes from './workouts.module.css';

// The contact's workouts: today's, the plan's calendar (a week at a time, each day done,
// missed or to come; a day's workouts to start), the workouts given, and the recent sessions.

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const at = (date: string) => new Date(`${date}T12:00:00`);
const shift = (date: string, days: number) => {
  const d = at(date);
  d.setDate(d.getDate() + days);
  return dateOf(d);
};
const isDate = (text: string | null): text is string => /^\d{4}-\d{2}-\d{2}$/.test(text ?? '');

type DayWorkout = {
  plan: { id: number; name: string };
  workout: { id: number; name: string };
  done: boolean;
};
type DayState = 'done' | 'missed' | 'today' | 'upcoming';
const stateWords: Record<DayState, string> = {
  done: 'done',
  missed: 'missed',
  today: 'to do today',
  upcoming: 'planned',
};
const stateMarks: Record<DayState, string> = { done: '✓', missed: '✕', today: '•', upcoming: '•' };

function stateOf(workouts: DayWorkout[], date: string, today: string): DayState | null {
  if (workouts.length === 0) return null;
  if (workouts.every((w) => w.done)) return 'done';
  if (date < today) return 'missed';
  return date === today ? 'today' : 'upcoming';
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={props.title}>
      <Title order={2} size="h4">
        {props.title}
      </Title>
      {props.children}
    </Stack>
  );
}

/** The plans' days, a week at a time; the chosen day (`?date=`) lists its workouts. */
function PlanCalendar({ today }: { today: string }) {
  const { account } = usePortalSession();
  const { search, pathname } = useLocation();
  const plans = usePortalPlans();
  if (plans.isPending) return <Skeleton h={140} role="status" aria-label="Loading your plan" />;
  if (plans.error) return <Failed error={plans.error} retry={() => plans.refetch()} />;
  const active = plans.data.data.filter((p) => p.status !== 'deleted');
  if (active.length === 0) return null;

  const byDate = new Map<string, DayWorkout[]>();
  for (const plan of active)
    for (const d of plan.schedule)
      for (const w of d.workouts)
        byDate.set(d.date, [
          ...(byDate.get(d.date) ?? []),
          { plan: plan.workout_plan, workout: w.workout, done: w.done },
        ]);

  const chosen = isDate(search.get('date')) ? search.get('date')! : today;
  const monday = shift(chosen, -((at(chosen).getDay() + 6) % 7));
  const week = Array.from({ length: 7 }, (_, i) => shift(monday, i));
  const go = (date: string) => navigate(`${pathname}?date=${date}`, { replace: true });
  const chosenWorkouts = byDate.get(chosen) ?? [];
  const heading = at(chosen).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const title = active.length === 1 ? active[0]!.workout_plan.name : 'Your plans';

  return (
    <Section title={title}>
      {active.map((p) => (
        <Text key={p.assignment_id} size="sm" c="dimmed">
          {active.length > 1 ? `${p.workout_plan.name}: ` : ''}
          {p.done} of {p.scheduled} workouts done · {formatDay(p.start_date)} to{' '}
          {formatDay(p.end_date)}
        </Text>
      ))}
      <Group justify="space-between" wrap="nowrap" gap={4} role="group" aria-label="Plan week">
        <UnstyledButton className={base.dayButton} onClick={() => go(shift(chosen, -7))}>
          <span aria-hidden>‹</span>
          <span className={base.visuallyHidden}>Previous week</span>
        </UnstyledButton>
        {week.map((date) => {
          const d = at(date);
          const state = stateOf(byDate.get(date) ?? [], date, today);
          return (
            <UnstyledButton
              key={date}
              className={base.dayButton}
              aria-pressed={date === chosen}
              data-today={date === today || undefined}
              onClick={() => go(date)}
            >
              <span className={base.dayName} aria-hidden>
                {d.toLocaleDateString(undefined, { weekday: 'narrow' })}
              </span>
              <span aria-hidden>{d.getDate()}</span>
              <span className={classes.mark} data-state={state ?? undefined} aria-hidden>
                {state ? stateMarks[state] : ' '}
              </span>
              <span className={base.visuallyHidden}>
                {d.toLocaleDateString(undefined, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                })}
                {state ? `, ${stateWords[state]}` : ''}
              </span>
            </UnstyledButton>
          );
        })}
        <UnstyledButton className={base.dayButton} onClick={() => go(shift(chosen, 7))}>
          <span aria-hidden>›</span>
          <span className={base.visuallyHidden}>Next week</span>
        </UnstyledButton>
      </Group>
      <Text fw={700} aria-live="polite">
        {chosen === today ? `Today, ${heading}` : heading}
      </Text>
      {chosenWorkouts.length === 0 ? (
        <Empty>A rest day: nothing planned.</Empty>
      ) : (
        <Stack gap="xs">
          {chosenWorkouts.map((w) => {
            const state = w.done ? 'done' : chosen < today ? 'missed' : null;
            return (
              <Paper
                key={`${w.plan.id}:${w.workout.id}`}
                component={Link}
                to={playerPath(account, w.workout.id, w.plan.id, chosen)}
                className={base.card}
                withBorder
                radius="md"
                p="sm"
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600}>{w.workout.name}</Text>
                    {active.length > 1 && (
                      <Text size="sm" c="dimmed">
                        {w.plan.name}
                      </Text>
                    )}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    {state === 'done' && (
                      <Badge color="green" variant="light">
                        Done
                      </Badge>
                    )}
                    {state === 'missed' && (
                      <Badge color="red" variant="light">
                        Missed
                      </Badge>
                    )}
                    <IconChevronRight size={18} aria-hidden />
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

function SessionRow({ session }: { session: WorkoutSession }) {
  const { account } = usePortalSession();
  const parts = [
    `${session.sets_count} sets`,
    session.volume_kg > 0 ? `${formatNumber(session.volume_kg)} kg` : null,
    session.duration_seconds > 0 ? formatSeconds(session.duration_seconds) : null,
    session.rpe !== null ? `RPE ${session.rpe}` : null,
  ].filter(Boolean);
  return (
    <Paper
      component={Link}
      to={progressPath(account, session.workout.id)}
      className={base.card}
      withBorder
      radius="md"
      p="sm"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{session.workout.name}</Text>
          <Text size="sm" c="dimmed">
            {formatDay(session.completed_at)} · {parts.join(' · ')}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </Paper>
  );
}

/** The sessions finished on this phone and not sent yet. */
function Queued() {
  const { account } = usePortalSession();
  const me = useMe();
  const contact = useContactId(account, me.data?.contact.id);
  const queued = useOutbox(account, contact);
  const online = useOnline();
  if (queued.length === 0) return null;
  return (
    <Alert color={queued.some((q) => q.refused) ? 'red' : 'yellow'} role="status">
      <Stack gap={4}>
        {queued.map((q) => (
          <Group key={q.body.client_id} gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm">
              {q.workout.name}, {formatDay(q.body.completed_at)}:{' '}
              {q.refused
                ? `not saved: ${q.refused}`
                : online
                  ? 'waiting to be saved'
                  : 'Will sync when online'}
            </Text>
            {/* The server said no (the workout was taken away…): sending again won't help. */}
            {q.refused && contact !== null ? (
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Discard ${q.workout.name}, ${formatDay(q.body.completed_at)}`}
                onClick={() => dequeue(account, contact, q.body.client_id)}
              >
                Discard
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}

export default function WorkoutsPage() {
  const home = useHome();
  const workouts = usePortalWorkouts();
  const title = home.data?.settings.tabs.workout ?? 'Workouts';
  const today = workouts.data?.today ?? dateOf(new Date());
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Queued />
      {workouts.isPending ? (
        <Stack role="status" aria-label="Loading your workouts">
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : workouts.error ? (
        <Failed error={workouts.error} retry={() => workouts.refetch()} />
      ) : (
        <>
          <Section title="Today">
            <WorkoutItemList
              items={workouts.data.today_items}
              empty="No workout planned for today."
            />
          </Section>
          <PlanCalendar today={today} />
          {workouts.data.assigned.length > 0 && (
            <Section title="From your coach">
              <WorkoutItemList items={workouts.data.assigned} empty="" />
            </Section>
          )}
          <Section title="Recent sessions">
            {workouts.data.recent_sessions.length === 0 ? (
              <Empty>Your finished workouts show here.</Empty>
            ) : (
              <Stack gap="xs">
                {workouts.data.recent_sessions.map((s) => (
                  <SessionRow key={s.id} session={s} />
                ))}
              </Stack>
            )}
          </Section>
        </>
      )}
    </Stack>
  );
}
