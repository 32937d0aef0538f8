import type { ScheduledDay } from '@coachline/contract/workout-plans';
import { Alert, Badge, Drawer, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { useTimeZone } from '../../../ui/DateTime';
import { LoadingRows } from '../../../ui/LoadingRows';
import { contactName, dayName, dayWords, todayIn } from '../labels';
import { ExerciseHistories, ReportTotals, VolumeChart } from '../ReportCharts';
import { usePlanContactReport, usePlanExerciseHistory } from './queries';

// One contact's report on a plan: their schedule as a calendar, a row per week, Monday to
// Sunday, each day done, missed, to come or a rest day (in words and icons, not colour alone),
// then their totals, volume over time and each exercise's history.

type DayState = 'done' | 'missed' | 'upcoming' | 'rest';

export function dayState(day: ScheduledDay, today: string): DayState {
  if (day.workouts.length === 0) return 'rest';
  if (day.workouts.every((w) => w.done)) return 'done';
  return day.date < today ? 'missed' : 'upcoming';
}

const looks: Record<DayState, { label: string; color: string; icon: typeof IconCheck | null }> = {
  done: { label: 'Done', color: 'teal.1', icon: IconCheck },
  missed: { label: 'Missed', color: 'red.1', icon: IconX },
  upcoming: { label: 'To come', color: 'blue.0', icon: IconClock },
  rest: { label: 'Rest', color: 'gray.0', icon: null },
};

function ScheduleGrid(props: { schedule: ScheduledDay[] }) {
  const today = todayIn(useTimeZone());
  const weeks = new Map<number, ScheduledDay[]>();
  for (const d of props.schedule) weeks.set(d.week, [...(weeks.get(d.week) ?? []), d]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="plan-schedule">
      <Title order={3} size="h5" id="plan-schedule">
        Schedule
      </Title>
      <Group gap="xs">
        {(['done', 'missed', 'upcoming'] as const).map((s) => (
          <Badge key={s} variant="light" color={looks[s].color.replace(/\.\d$/, '')} size="sm">
            {looks[s].label}
          </Badge>
        ))}
      </Group>
      {[...weeks.entries()].map(([week, days]) => (
        <Stack key={week} gap={4}>
          <Text size="sm" fw={600}>
            Week {week}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 4, sm: 7 }} spacing={4} component="ol" p={0} m={0}>
            {days.map((d) => {
              const state = dayState(d, today);
              const look = looks[state];
              const Icon = look.icon;
              return (
                <Paper
                  key={d.date}
                  component="li"
                  withBorder
                  radius="sm"
                  p={4}
                  bg={look.color}
                  style={{ listStyle: 'none' }}
                  aria-label={`${dayName(d.day)} ${dayWords(d.date)}: ${look.label}`}
                >
                  <Group gap={4} wrap="nowrap" justify="space-between">
                    <Text size="xs" fw={600}>
                      {dayName(d.day).slice(0, 3)} {dayWords(d.date).replace(/ \d{4}$/, '')}
                    </Text>
                    {Icon ? <Icon size={14} aria-hidden /> : null}
                  </Group>
                  <Text size="xs">{look.label}</Text>
                  {d.workouts.map((w) => (
                    <Text key={w.workout.id} size="xs" c="dimmed" lineClamp={1}>
                      {w.done ? '✓ ' : ''}
                      {w.workout.name}
                    </Text>
                  ))}
                </Paper>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function PlanReport(props: { planId: number; contactId: number }) {
  const report = usePlanContactReport(props.planId, props.contactId);
  const histories = usePlanExerciseHistory(props.planId, props.contactId);
  if (report.isPending) return <LoadingRows rows={3} h={120} label="Loading the report" />;
  if (report.isError) return <Alert color="red">The report could not be loaded.</Alert>;
  const r = report.data;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} size="h4">
          {contactName(r.contact)}
        </Title>
        <Text size="sm" c="dimmed">
          {dayWords(r.plan.start_date)} to {dayWords(r.plan.end_date)} · {r.plan.done} of{' '}
          {r.plan.scheduled} workouts done
        </Text>
      </Stack>
      <ScheduleGrid schedule={r.schedule} />
      <ReportTotals report={r} />
      <VolumeChart report={r} />
      <Title order={3} size="h5">
        Exercises
      </Title>
      {histories.isPending ? (
        <LoadingRows rows={2} h={160} label="Loading the exercises" />
      ) : histories.isError ? (
        <Alert color="red">The exercises could not be loaded.</Alert>
      ) : (
        <ExerciseHistories histories={histories.data} />
      )}
    </Stack>
  );
}

export function PlanReportDrawer(props: {
  planId: number;
  contactId: number | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={props.contactId !== null}
      onClose={props.onClose}
      position="right"
      size="xl"
      title="Contact report"
    >
      {props.contactId === null ? null : (
        <PlanReport planId={props.planId} contactId={props.contactId} />
      )}
    </Drawer>
  );
}
