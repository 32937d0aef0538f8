import '@mantine/charts/styles.css';
import type { ContactReport, ExerciseHistory } from '@coachline/contract/workouts';
import { LineChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { StatCard } from '../../ui/StatCard';
import { dayWords, kilos, secondsWords } from './labels';

// What a contact did of a workout or a plan: totals, volume and RPE over time, and each
// exercise's best sets over time with their personal bests; every chart with its figures in a
// table for screen readers.

function FiguresTable(props: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: (string | number)[] }[];
}) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{props.caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((r) => (
            <Table.Tr key={r.key}>
              {r.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row by column
                <Table.Td key={i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

export function ReportTotals(props: { report: ContactReport }) {
  const t = props.report.totals;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <StatCard label="Sessions" value={t.sessions.toLocaleString('en-US')} />
      <StatCard label="Volume" value={kilos(t.volume_kg)} />
      <StatCard label="Time" value={secondsWords(t.duration_seconds)} />
      <StatCard
        label="Average RPE"
        value={t.average_rpe === null ? '—' : t.average_rpe.toFixed(1)}
      />
    </SimpleGrid>
  );
}

export function VolumeChart(props: { report: ContactReport }) {
  const points = props.report.volume.map((p, i) => ({
    key: `${p.date}-${i}`,
    name: dayWords(p.date),
    volume: p.volume_kg,
    rpe: p.rpe,
  }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="volume-over-time">
      <Title order={3} size="h5" id="volume-over-time" mb="xs">
        Volume over time
      </Title>
      {points.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sessions logged yet.
        </Text>
      ) : (
        <>
          <LineChart
            h={200}
            data={points}
            dataKey="name"
            series={[{ name: 'volume', label: 'Volume (kg)', color: 'blue.8' }]}
            curveType="monotone"
            aria-hidden
          />
          <FiguresTable
            caption="Volume and RPE per session"
            columns={['Day', 'Volume (kg)', 'RPE']}
            rows={points.map((p) => ({
              key: p.key,
              cells: [p.name, p.volume, p.rpe ?? '—'],
            }))}
          />
        </>
      )}
    </Paper>
  );
}

function ExerciseChart(props: { history: ExerciseHistory }) {
  const { history } = props;
  const pb = history.personal_bests;
  const id = `exercise-history-${history.exercise.id}`;
  const points = history.points.map((p) => ({
    key: String(p.session_id),
    name: dayWords(p.date),
    best: p.best_weight_kg,
    e1rm: p.estimated_1rm_kg,
    volume: p.volume_kg,
  }));
  const weighted = points.some((p) => p.best !== null);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={4} size="h6" id={id}>
          {history.exercise.name}
        </Title>
        <Group gap="md">
          <Text size="xs">
            <strong>Personal bests:</strong> {kilos(pb.weight_kg)} top weight · {pb.reps ?? '—'}{' '}
            reps · {kilos(pb.volume_kg)} volume · {kilos(pb.estimated_1rm_kg)} est. 1RM
          </Text>
        </Group>
        {points.length > 1 ? (
          <LineChart
            h={160}
            data={points}
            dataKey="name"
            series={
              weighted
                ? [
                    { name: 'best', label: 'Best weight (kg)', color: 'blue.8' },
                    { name: 'e1rm', label: 'Est. 1RM (kg)', color: 'teal.8' },
                  ]
                : [{ name: 'volume', label: 'Volume (kg)', color: 'blue.8' }]
            }
            withLegend
            connectNulls
            curveType="monotone"
            aria-hidden
          />
        ) : null}
        <FiguresTable
          caption={`${history.exercise.name} per session`}
          columns={['Day', 'Best weight (kg)', 'Est. 1RM (kg)', 'Volume (kg)']}
          rows={points.map((p) => ({
            key: p.key,
            cells: [p.name, p.best ?? '—', p.e1rm ?? '—', p.volume],
          }))}
        />
      </Stack>
    </Paper>
  );
}

export function ExerciseHistories(props: { histories: ExerciseHistory[] }) {
  if (props.histories.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No exercises logged yet.
      </Text>
    );
  return (
    <Stack gap="sm">
      {props.histories.map((h) => (
        <ExerciseChart key={h.exercise.id} history={h} />
      ))}
    </Stack>
  );
}
