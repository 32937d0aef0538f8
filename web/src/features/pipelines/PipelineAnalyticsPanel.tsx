import '@mantine/charts/styles.css';
import type { PipelineAnalytics } from '@coachline/contract/pipelines';
import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { formatDay } from '../../ui/dates';
import { LoadingRows } from '../../ui/LoadingRows';
import { StatCard } from '../../ui/StatCard';
import { hoursText } from './board';
import { usePipelineAnalytics } from './queries';

// What the pipeline's contacts did: how many are in each stage, how many went on from one stage
// to the next, how long they stayed, and the moves of the last 30 days. Charts with their
// numbers beside them (the stages' table) or, for the days, in a table for screen readers.

const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);

function ChartSection(props: { title: string; summary: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {props.summary}
      </Text>
      {props.children}
    </Paper>
  );
}

function StagesTable(props: { analytics: PipelineAnalytics }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <caption>Each stage’s contacts, conversion and time</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Stage</Table.Th>
            <Table.Th>In it now</Table.Th>
            <Table.Th>Ever reached</Table.Th>
            <Table.Th>From the stage before</Table.Th>
            <Table.Th>Average time in it</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.analytics.stages.map((s) => (
            <Table.Tr key={s.stage_id}>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td>{s.contacts.toLocaleString('en-US')}</Table.Td>
              <Table.Td>{s.reached.toLocaleString('en-US')}</Table.Td>
              <Table.Td>{percentText(s.conversion)}</Table.Td>
              <Table.Td>{hoursText(s.average_hours)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Charts(props: { analytics: PipelineAnalytics }) {
  const { analytics } = props;
  const stages = analytics.stages;
  const height = Math.max(160, stages.length * 44);
  const conversions = stages.slice(1).map((s) => ({ name: s.name, conversion: s.conversion ?? 0 }));
  const lastConversion = stages.at(-1)?.conversion ?? null;
  const days = analytics.daily.map((d) => ({ day: formatDay(d.date), moves: d.moves }));
  const moves = analytics.daily.reduce((sum, d) => sum + d.moves, 0);
  const slowest = stages
    .filter((s) => s.average_hours !== null)
    .sort((a, b) => (b.average_hours ?? 0) - (a.average_hours ?? 0))[0];
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartSection
          title="Contacts per stage"
          summary={`${analytics.total_contacts.toLocaleString('en-US')} on the pipeline now.`}
        >
          <BarChart
            h={height}
            data={stages.map((s) => ({ name: s.name, contacts: s.contacts }))}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: 120 }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: 'contacts', label: 'Contacts', color: 'blue.8' }]}
            withBarValueLabel
            aria-hidden
          />
        </ChartSection>
        <ChartSection
          title="Conversion between stages"
          summary={
            lastConversion === null
              ? 'Of those who reached a stage, the share who reached the next.'
              : `${percentText(lastConversion)} of those who reached the stage before reached ${stages.at(-1)?.name}.`
          }
        >
          {conversions.length === 0 ? (
            <Text size="sm" c="dimmed">
              A single stage has nothing to convert to.
            </Text>
          ) : (
            <BarChart
              h={Math.max(160, conversions.length * 44)}
              data={conversions}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 120 }}
              xAxisProps={{ domain: [0, 100] }}
              valueFormatter={(v) => `${v}%`}
              series={[{ name: 'conversion', label: 'Conversion', color: 'teal.8' }]}
              withBarValueLabel
              aria-hidden
            />
          )}
        </ChartSection>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed" mb="xs">
          {slowest
            ? `Contacts stay longest in ${slowest.name}: ${hoursText(slowest.average_hours)} on average.`
            : 'Average times show once contacts have left a stage.'}
        </Text>
        <StagesTable analytics={analytics} />
      </Paper>
      <ChartSection
        title="Moves in the last 30 days"
        summary={`${moves.toLocaleString('en-US')} ${moves === 1 ? 'move' : 'moves'} into a stage.`}
      >
        <LineChart
          h={200}
          data={days}
          dataKey="day"
          series={[{ name: 'moves', label: 'Moves', color: 'blue.8' }]}
          curveType="monotone"
          yAxisProps={{ allowDecimals: false }}
          aria-hidden
        />
        <VisuallyHidden>
          <Table>
            <caption>Moves per day</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Moves</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.day}>
                  <Table.Td>{d.day}</Table.Td>
                  <Table.Td>{d.moves}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </ChartSection>
    </>
  );
}

export function PipelineAnalyticsPanel(props: { pipelineId: number }) {
  const analytics = usePipelineAnalytics(props.pipelineId);
  if (analytics.isPending) return <LoadingRows rows={3} h={200} label="Loading the analytics" />;
  if (analytics.isError) return <Alert color="red">The analytics could not be loaded.</Alert>;
  const first = analytics.data.stages[0];
  const last = analytics.data.stages.at(-1);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard
          label="On the pipeline"
          value={analytics.data.total_contacts.toLocaleString('en-US')}
        />
        <StatCard
          label={`Reached ${first?.name ?? 'the first stage'}`}
          value={(first?.reached ?? 0).toLocaleString('en-US')}
        />
        <StatCard
          label={`Reached ${last?.name ?? 'the last stage'}`}
          value={(last?.reached ?? 0).toLocaleString('en-US')}
        />
      </SimpleGrid>
      <Charts analytics={analytics.data} />
    </Stack>
  );
}
