import '@mantine/charts/styles.css';
import type { PlaybookAnalytics } from '@coachline/contract/playbooks';
import { AreaChart, BarChart } from '@mantine/charts';
import { Alert, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { LoadingRows } from '../../ui/LoadingRows';
import { StatCard } from '../../ui/StatCard';
import { usePlaybookAnalytics } from './queries';

// The playbook's analytics (001 §2 Playbook editor): its users, views over the last 30 days,
// and views and completion per step, as charts with the same figures in a table for screen
// readers. Views and completions are recorded by the client portal.

function StepTable(props: { steps: PlaybookAnalytics['steps'] }) {
  return (
    <Table>
      <caption>Views and completion per step</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Step</Table.Th>
          <Table.Th>Views</Table.Th>
          <Table.Th>Viewers</Table.Th>
          <Table.Th>Completed</Table.Th>
          <Table.Th>Completion</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.steps.map((s) => (
          <Table.Tr key={s.step_id}>
            <Table.Td>{s.title}</Table.Td>
            <Table.Td>{s.views}</Table.Td>
            <Table.Td>{s.viewers}</Table.Td>
            <Table.Td>{s.completions}</Table.Td>
            <Table.Td>{s.completion_rate}%</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function PlaybookAnalyticsPanel(props: { playbookId: number }) {
  const analytics = usePlaybookAnalytics(props.playbookId);
  if (analytics.isPending) return <LoadingRows rows={3} h={80} label="Loading the analytics" />;
  if (!analytics.data) return <Alert color="red">The analytics could not be loaded.</Alert>;
  const a = analytics.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label="Users" value={a.users} />
        <StatCard label="Views" value={a.views} />
        <StatCard label="Viewers" value={a.viewers} />
        <StatCard label="Completed every step" value={a.completed_users} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="xs">
          Views, last 30 days
        </Text>
        <AreaChart
          h={180}
          data={a.views_by_day}
          dataKey="date"
          series={[{ name: 'views', label: 'Views', color: 'blue.8' }]}
          yAxisProps={{ allowDecimals: false }}
          curveType="monotone"
          aria-hidden
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="xs">
          Completion per step
        </Text>
        {a.steps.length === 0 ? (
          <Text size="sm" c="dimmed">
            No steps yet.
          </Text>
        ) : (
          <>
            <BarChart
              h={Math.max(120, a.steps.length * 36)}
              data={a.steps.map((s) => ({ step: s.title, rate: s.completion_rate }))}
              dataKey="step"
              orientation="vertical"
              yAxisProps={{ width: 140 }}
              xAxisProps={{ domain: [0, 100] }}
              unit="%"
              series={[{ name: 'rate', label: 'Completed', color: 'teal.8' }]}
              aria-hidden
            />
            <VisuallyHidden>
              <StepTable steps={a.steps} />
            </VisuallyHidden>
          </>
        )}
      </Paper>
    </Stack>
  );
}
