import '@mantine/charts/styles.css';
import type { habitStats } from '@coachline/contract/habit-tracking';
import { BarChart } from '@mantine/charts';
import { Paper, Table, Title } from '@mantine/core';
import type { z } from 'zod';
import { percent } from './labels';

// Habits' figures as a bar chart of their completion rates with the numbers beside it in a
// table (UX.md: charts with the numbers): over every contact (the leaderboard's refresh) or
// for one (the contact's view).

export type HabitStats = z.output<typeof habitStats>;

export function HabitFigures(props: { title: string; habits: HabitStats[] }) {
  const id = `habit-figures-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  const data = props.habits.map((h) => ({ name: h.name, rate: Math.round(h.completion_rate) }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {props.title}
      </Title>
      <BarChart
        h={Math.max(120, data.length * 36)}
        data={data}
        dataKey="name"
        orientation="vertical"
        yAxisProps={{ width: 140 }}
        xAxisProps={{ domain: [0, 100] }}
        unit="%"
        series={[{ name: 'rate', label: 'Completion rate', color: 'blue.8' }]}
        aria-hidden
      />
      <Table mt="sm" aria-label={props.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Habit</Table.Th>
            <Table.Th>Completions</Table.Th>
            <Table.Th>Completion rate</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>Best streak</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.habits.map((h) => (
            <Table.Tr key={h.habit_id}>
              <Table.Td>{h.name}</Table.Td>
              <Table.Td>{h.completions.toLocaleString('en-US')}</Table.Td>
              <Table.Td>{percent(h.completion_rate)}</Table.Td>
              <Table.Td>{h.score.toLocaleString('en-US')}</Table.Td>
              <Table.Td>{h.best_streak}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
