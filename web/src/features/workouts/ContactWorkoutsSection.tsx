import type { Contact } from '@coachline/contract/contacts';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRows } from '../../ui/LoadingRows';
import { dayWords, programStatusLabels } from './labels';
import { useContactPlans } from './plans/queries';
import { useContactWorkouts } from './queries';

// The contact profile's Workouts section: the workouts the contact was given and the plans
// they follow, each with its status and progress, and a link to their report.

function Item(props: {
  name: string;
  to: string;
  report: string;
  status: string;
  children: ReactNode;
}) {
  const status = programStatusLabels[props.status as keyof typeof programStatusLabels];
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      style={{ listStyle: 'none' }}
      aria-label={props.name}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Anchor component={Link} to={props.to} size="sm" fw={600}>
              {props.name}
            </Anchor>
            {status ? (
              <Badge variant="light" color={status.color} size="sm">
                {status.label}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" component="div">
            {props.children}
          </Text>
        </Stack>
        <Anchor component={Link} to={props.report} size="sm" aria-label={`Report on ${props.name}`}>
          Report
        </Anchor>
      </Group>
    </Paper>
  );
}

export function ContactWorkoutsSection(props: { contact: Contact }) {
  const { contact } = props;
  const workouts = useContactWorkouts(contact.id);
  const plans = useContactPlans(contact.id);
  if (workouts.isPending || plans.isPending)
    return <LoadingRows rows={3} h={64} radius="sm" label="Loading the workouts" />;
  const workoutList = workouts.data ?? [];
  const planList = plans.data ?? [];
  if (workoutList.length === 0 && planList.length === 0)
    return (
      <EmptyState
        icon={<IconBarbell size={24} />}
        title="No workouts yet"
        text="Workouts and plans given to this contact show here, with what they logged. Give one from its Contacts tab."
      />
    );
  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to={`${buildPath('WorkoutsUi')}?contact=${contact.id}`}
        size="sm"
        w="fit-content"
      >
        See them as the client does
      </Anchor>
      {planList.length ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Plans
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Plans of the contact">
            {planList.map((p) => {
              const to = buildPath('WorkoutPlanEdit', { workout_plan: p.workout_plan.id });
              return (
                <Item
                  key={p.assignment_id}
                  name={p.workout_plan.name}
                  to={to}
                  report={`${to}?tab=contacts&report=${contact.id}`}
                  status={p.status}
                >
                  {dayWords(p.start_date)} to {dayWords(p.end_date)} · {p.done} of {p.scheduled}{' '}
                  workouts done
                </Item>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
      {workoutList.length ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Workouts
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Workouts of the contact">
            {workoutList.map((w) => {
              const to = buildPath('WorkoutEdit', { workout: w.workout.id });
              return (
                <Item
                  key={w.assignment_id}
                  name={w.workout.name}
                  to={to}
                  report={`${to}?tab=contacts&report=${contact.id}`}
                  status={w.status}
                >
                  <Group gap={4}>
                    {w.sessions_count.toLocaleString('en-US')} sessions · last{' '}
                    <DateTime value={w.last_session_at} size="xs" /> · given{' '}
                    <DateTime value={w.assigned_at} size="xs" />
                  </Group>
                </Item>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
