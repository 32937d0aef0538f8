import '@mantine/charts/styles.css';
import { tabGroups } from '@coachline/contract/auth';
import { BarChart } from '@mantine/charts';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { useContactChart } from './queries';

// Contacts over time on Home: the contacts added each day of a week, Mon to Sun (001 §9), by
// the tab group they are in now, with the week's numbers beside the chart.

const series = [
  { name: 'leads', label: 'Leads', color: 'blue.7' },
  { name: 'trials', label: 'Trials', color: 'teal.8' },
  { name: 'clients', label: 'Clients', color: 'grape.7' },
  { name: 'staff', label: 'Staff', color: 'orange.8' },
  { name: 'lost', label: 'Lost', color: 'gray.7' },
] as const;

/** YYYY-MM-DD `days` after `date`. */
export function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const dayMonth = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

export function ContactsChart() {
  const [date, setDate] = useState<string | null>(null);
  const chart = useContactChart(date);
  const data = chart.data;
  const total = data ? tabGroups.reduce((sum, g) => sum + data.totals[g], 0) : 0;
  const week = data ? `${dayMonth(data.start_date)} – ${dayMonth(data.end_date)}` : '';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contacts-chart-title">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4" id="contacts-chart-title">
            Contacts added
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {data ? `${week}: ${total} new` : 'Loading…'}
          </Text>
        </div>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            aria-label="Previous week"
            disabled={!data}
            onClick={() => data && setDate(shiftDate(data.start_date, -7))}
          >
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <Button
            variant="default"
            size="xs"
            disabled={date === null}
            onClick={() => setDate(null)}
          >
            This week
          </Button>
          <ActionIcon
            variant="default"
            aria-label="Next week"
            disabled={!data || date === null}
            onClick={() => data && setDate(shiftDate(data.start_date, 7))}
          >
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {!data ? (
        <Skeleton h={220} aria-hidden />
      ) : total === 0 ? (
        <EmptyState
          icon={<IconUsers size={24} />}
          title="No contacts added this week"
          text="New leads, trials and clients appear here day by day as they are added or imported."
        />
      ) : (
        <Group align="flex-start" gap="lg" wrap="wrap">
          <BarChart
            h={220}
            style={{ flex: '1 1 320px', minWidth: 0 }}
            data={data.days}
            dataKey="day"
            type="stacked"
            series={series.map((s) => ({ name: s.name, label: s.label, color: s.color }))}
            withLegend={false}
            aria-hidden
          />
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {series.map((s) => (
              <Group key={s.name} component="li" gap="xs" wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 2,
                    background: `var(--mantine-color-${s.color.replace('.', '-')})`,
                  }}
                />
                <Text size="sm" w={60}>
                  {s.label}
                </Text>
                <Text size="sm" fw={700}>
                  {data.totals[s.name]}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
