import '@mantine/charts/styles.css';
import type { WorkoutAnalytics } from '@coachline/contract/workouts';
import { BarChart } from '@mantine/charts';
import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { LoadingRows } from '../../ui/LoadingRows';
import { StatCard } from '../../ui/StatCard';
import { dayWords, secondsWords } from './labels';
import type { ProgramSource } from './programs';

// A workout's or a plan's Analytics tab: its contacts and sessions as numbers (a plan's with
// its adherence: the share of the days scheduled so far that were done), and the sessions of
// the last 30 days as a chart with the same figures in a table for screen readers.

type Analytics = WorkoutAnalytics & { adherence?: number | null };

function figures(a: Analytics) {
  return [
    { label: 'Assigned', value: a.assigned.toLocaleString('en-US') },
    { label: 'Active', value: a.active.toLocaleString('en-US') },
    { label: 'Completed', value: a.completed.toLocaleString('en-US') },
    { label: 'Sessions', value: a.sessions.toLocaleString('en-US') },
    {
      label: 'Average RPE',
      value: a.average_rpe === null ? '—' : a.average_rpe.toFixed(1),
      hint: 'Effort contacts rated, 1 to 10',
    },
    {
      label: 'Average duration',
      value: a.average_duration_seconds === null ? '—' : secondsWords(a.average_duration_seconds),
    },
    ...(a.adherence === undefined
      ? []
      : [
          {
            label: 'Adherence',
            value: a.adherence === null ? '—' : `${a.adherence}%`,
            hint: 'Of the days scheduled so far, those done',
          },
        ]),
  ];
}

export function ProgramAnalyticsPanel(props: { source: ProgramSource; id: number }) {
  const analytics = props.source.useAnalytics(props.id);
  if (analytics.isPending) return <LoadingRows rows={2} h={160} label="Loading the analytics" />;
  if (analytics.isError) return <Alert color="red">The analytics could not be loaded.</Alert>;
  const a: Analytics = analytics.data;
  const days = a.daily.map((d) => ({ name: dayWords(d.date), sessions: d.sessions, key: d.date }));
  const month = days.reduce((sum, d) => sum + d.sessions, 0);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
        {figures(a).map((f) => (
          <StatCard key={f.label} label={f.label} value={f.value} hint={f.hint} />
        ))}
      </SimpleGrid>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby="sessions-per-day"
        style={{ overflow: 'hidden' }}
      >
        <Title order={3} size="h5" id="sessions-per-day">
          Sessions per day, last 30 days
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {month.toLocaleString('en-US')} sessions logged
        </Text>
        <BarChart
          h={200}
          data={days}
          dataKey="name"
          series={[{ name: 'sessions', label: 'Sessions', color: 'blue.8' }]}
          yAxisProps={{ allowDecimals: false }}
          aria-hidden
        />
        <VisuallyHidden>
          <Table>
            <caption>Sessions per day</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Sessions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.key}>
                  <Table.Td>{d.name}</Table.Td>
                  <Table.Td>{d.sessions}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Paper>
    </Stack>
  );
}
