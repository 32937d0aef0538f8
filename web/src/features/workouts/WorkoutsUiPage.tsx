import { buildPath } from '@coachline/contract/routes';
import type { ScheduledDay } from '@coachline/contract/workout-plans';
import type { PortalWorkoutItem, WorkoutSession } from '@coachline/contract/workouts';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { ContactSelect } from '../groups/ContactPicker';
import { dayWords, programStatusLabels } from './labels';
import { useClientView } from './queries';

// Workouts UI (002 §2 `/workouts-ui`; issue 16 §3): a client's workouts as their phone shows
// them — today's, those given on their own, this week of each plan with the days done, missed
// and to come, and what they logged last — so a coach checks what a client sees before they
// ask. The client picked is the page's `?contact=`.

const weekDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The Monday (YYYY-MM-DD) of the week a day falls in. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const plus = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

function dayState(day: ScheduledDay | undefined, date: string, today: string) {
  if (!day || day.workouts.length === 0) return { label: 'rest day', color: 'gray.3' };
  if (day.workouts.every((w) => w.done)) return { label: 'done', color: 'green.6' };
  if (date < today) return { label: 'missed', color: 'red.5' };
  if (date === today) return { label: 'to do today', color: 'blue.6' };
  return { label: 'planned', color: 'blue.2' };
}

function WeekStrip(props: { schedule: ScheduledDay[]; today: string; name: string }) {
  const monday = mondayOf(props.today);
  return (
    <Group gap={4} wrap="nowrap" role="list" aria-label={`This week of ${props.name}`}>
      {weekDays.map((label, i) => {
        const date = plus(monday, i);
        const day = props.schedule.find((d) => d.date === date);
        const state = dayState(day, date, props.today);
        const names = day?.workouts.map((w) => w.workout.name).join(', ');
        return (
          <Tooltip key={date} label={names || 'Rest day'} withinPortal>
            <Stack
              role="listitem"
              aria-label={`${label} ${dayWords(date)}, ${state.label}`}
              gap={2}
              align="center"
              style={{ flex: 1 }}
            >
              <Text size="xs" c={date === props.today ? 'blue' : 'dimmed'} fw={600}>
                {label}
              </Text>
              <Paper h={8} w="100%" radius="xl" bg={state.color} />
            </Stack>
          </Tooltip>
        );
      })}
    </Group>
  );
}

function ItemRow(props: { item: PortalWorkoutItem }) {
  const { item } = props;
  const meta = [
    `${item.workout.exercises_count} exercise${item.workout.exercises_count === 1 ? '' : 's'}`,
    item.workout.estimated_minutes > 0 ? `about ${item.workout.estimated_minutes} min` : null,
    item.workout_plan?.name,
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={buildPath('WorkoutEdit', { workout: item.workout.id })}
            fw={600}
            size="sm"
          >
            {item.workout.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {meta.join(' · ')}
          </Text>
        </Stack>
        {item.done ? (
          <Badge color="green" variant="light" size="sm">
            Done
          </Badge>
        ) : null}
      </Group>
    </Paper>
  );
}

function Section(props: { title: string; empty: string; items: PortalWorkoutItem[] }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {props.title}
      </Title>
      {props.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} aria-label={props.title}>
          {props.items.map((item) => (
            <ItemRow
              key={`${item.workout.id}-${item.workout_plan?.id ?? 0}-${item.scheduled_on ?? ''}`}
              item={item}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Sessions(props: { sessions: WorkoutSession[] }) {
  if (props.sessions.length === 0) return null;
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        Logged lately
      </Title>
      <Stack component="ul" gap={4} p={0} m={0} aria-label="Logged lately">
        {props.sessions.slice(0, 5).map((s) => (
          <Text key={s.id} component="li" size="sm" style={{ listStyle: 'none' }}>
            {s.workout.name} · {dayWords(s.completed_at)} · {s.sets_count} sets
            {s.volume_kg > 0 ? ` · ${Math.round(s.volume_kg).toLocaleString('en-US')} kg` : ''}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

function Phone(props: { contactId: number }) {
  const view = useClientView(props.contactId);
  if (view.isPending)
    return (
      <Skeleton role="status" h={560} w={390} radius={32} aria-label="Loading the client view" />
    );
  if (view.isError)
    return <Alert color="red">The client’s workouts could not be loaded. Try again.</Alert>;
  const { today, today_items, assigned, recent_sessions, plans } = view.data;
  return (
    <Paper
      withBorder
      shadow="md"
      radius={32}
      p="lg"
      w={390}
      maw="100%"
      mih={560}
      role="region"
      aria-label="The client’s phone"
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Today, {dayWords(today)}
        </Text>
        <Section title="Today" empty="Nothing planned today: a rest day." items={today_items} />
        {plans.map((plan) => {
          const status = programStatusLabels[plan.status];
          return (
            <Stack
              key={plan.assignment_id}
              gap={6}
              aria-label={plan.workout_plan.name}
              role="group"
            >
              <Group justify="space-between" gap="xs">
                <Anchor
                  component={Link}
                  to={buildPath('WorkoutPlanEdit', { workout_plan: plan.workout_plan.id })}
                  fw={600}
                  size="sm"
                >
                  {plan.workout_plan.name}
                </Anchor>
                <Badge variant="light" color={status.color} size="sm">
                  {status.label}
                </Badge>
              </Group>
              <WeekStrip schedule={plan.schedule} today={today} name={plan.workout_plan.name} />
              <Progress
                value={plan.scheduled ? (plan.done / plan.scheduled) * 100 : 0}
                size="sm"
                aria-label={`Workouts done of ${plan.workout_plan.name}`}
              />
              <Text size="xs" c="dimmed">
                {plan.done} of {plan.scheduled} workouts done · {dayWords(plan.start_date)} to{' '}
                {dayWords(plan.end_date)}
              </Text>
            </Stack>
          );
        })}
        <Section title="Your workouts" empty="No workouts given on their own." items={assigned} />
        <Sessions sessions={recent_sessions} />
      </Stack>
    </Paper>
  );
}

export function WorkoutsUiPage() {
  const [params, setParams] = useSearchParams();
  const canView = useAbilities('client-portal').view;
  const raw = Number(params.get('contact'));
  const contactId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const pick = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('contact', String(id));
    else next.delete('contact');
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="md">
      <PageHeader
        title="Workouts UI"
        description="A client’s workouts as their phone shows them: today’s, this week of their plans, and what they logged."
      />
      {!canView ? (
        <Alert color="yellow">
          Seeing what clients see needs access to the client portal. Ask the account owner for it.
        </Alert>
      ) : (
        <>
          <ContactSelect
            label="Client"
            placeholder="Search a client by name or email"
            value={contactId ?? undefined}
            onChange={pick}
          />
          {contactId === null ? (
            <EmptyState
              icon={<IconDeviceMobile size={24} />}
              title="Choose a client"
              text="Their workouts show here the way their portal shows them on a phone."
            />
          ) : (
            <Phone contactId={contactId} />
          )}
        </>
      )}
    </Stack>
  );
}
