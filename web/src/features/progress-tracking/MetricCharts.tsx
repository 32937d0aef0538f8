import '@mantine/charts/styles.css';
import type { MetricProgress, progressSeries } from '@coachline/contract/progress-tracking';
import { LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { z } from 'zod';
import { useTimeZone } from '../../ui/DateTime';
import { formatDate } from '../../ui/dates';
import { PercentBar } from './ContactsPanel';

// A contact's progress on a tracking: each metric's start, latest value and target with the
// percent toward it, and each metric's values over time as a line chart with its figures in a
// table (the chart is hidden from screen readers; the table is not).

type Series = z.output<typeof progressSeries>;

export const amount = (n: number | null, unit = '') =>
  n === null
    ? '—'
    : `${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}${unit ? ` ${unit}` : ''}`;

export function CurrentProgress(props: { metrics: MetricProgress[] }) {
  if (props.metrics.length === 0)
    return (
      <Text size="sm" c="dimmed">
        This tracking has no metrics yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label="Current progress" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Metric</Table.Th>
            <Table.Th>Start</Table.Th>
            <Table.Th>Latest</Table.Th>
            <Table.Th>Target</Table.Th>
            <Table.Th>Progress</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.metrics.map((m) => (
            <Table.Tr key={m.category_id} aria-label={m.name}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {m.name}
                </Text>
                <Text size="xs" c="dimmed">
                  should {m.relation}
                </Text>
              </Table.Td>
              <Table.Td>{amount(m.start, m.unit)}</Table.Td>
              <Table.Td>{amount(m.latest, m.unit)}</Table.Td>
              <Table.Td>{amount(m.target, m.unit)}</Table.Td>
              <Table.Td>
                <PercentBar percent={m.percent} name={m.name} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MetricChart(props: { series: Series; timeZone: string }) {
  const { series } = props;
  const id = `metric-chart-${series.category_id}`;
  const unit = series.unit ? ` (${series.unit})` : '';
  const points = series.points.map((p, i) => ({
    key: `${p.at}-${i}`,
    day: formatDate(new Date(p.at), props.timeZone),
    value: p.value,
  }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={3} size="h6" id={id}>
          {series.name}
          {unit}
        </Title>
        {points.length === 0 ? (
          <Text size="sm" c="dimmed">
            No values yet.
          </Text>
        ) : (
          <>
            {points.length > 1 ? (
              <LineChart
                h={180}
                data={points}
                dataKey="day"
                series={[{ name: 'value', label: `${series.name}${unit}`, color: 'blue.8' }]}
                curveType="monotone"
                aria-hidden
              />
            ) : null}
            <Table aria-label={`${series.name} over time`} fz="xs" verticalSpacing={2}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Day</Table.Th>
                  <Table.Th>{`Value${unit}`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.slice(-5).map((p) => (
                  <Table.Tr key={p.key}>
                    <Table.Td>{p.day}</Table.Td>
                    <Table.Td>{amount(p.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function MetricCharts(props: { charts: Series[] }) {
  const timeZone = useTimeZone();
  if (props.charts.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {props.charts.map((s) => (
        <MetricChart key={s.category_id} series={s} timeZone={timeZone} />
      ))}
    </SimpleGrid>
  );
}
