import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTimeZone } from '../../ui/DateTime';
import { useBroadcastActivity } from './queries';

// Opens and clicks over time since the send began (per hour the first two days, then per day),
// with the totals beside the chart.

export function ActivityChart(props: { broadcastId: number; live: boolean }) {
  const activity = useBroadcastActivity(props.broadcastId, props.live);
  const timeZone = useTimeZone();
  const data = activity.data;
  const label = (at: string) =>
    new Date(at).toLocaleString('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      ...(data?.bucket === 'hour' ? { hour: 'numeric' } : {}),
    });
  const points = (data?.points ?? []).map((p) => ({ ...p, label: label(p.at) }));
  const opened = points.reduce((sum, p) => sum + p.opened, 0);
  const clicked = points.reduce((sum, p) => sum + p.clicked, 0);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="activity-title"
      // The chart's hidden tooltip sits past its right edge, and would widen a phone's page.
      style={{ overflow: 'hidden' }}
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <div>
          <Title order={2} size="h4" id="activity-title">
            Opens and clicks
          </Title>
          <Text size="sm" c="dimmed">
            {data ? `Per ${data.bucket}: ${opened} opens, ${clicked} clicks` : 'Loading…'}
          </Text>
        </div>
      </Group>
      {!data ? (
        <Skeleton role="status" h={220} aria-label="Loading the chart" />
      ) : points.length === 0 ? (
        <Text size="sm" c="dimmed" py="xl" ta="center">
          Opens and clicks show here as they come in.
        </Text>
      ) : (
        <AreaChart
          h={220}
          data={points}
          dataKey="label"
          series={[
            { name: 'opened', label: 'Opened', color: 'teal.8' },
            { name: 'clicked', label: 'Clicked', color: 'grape.7' },
          ]}
          curveType="monotone"
          withLegend
          aria-label="Opens and clicks over time"
          role="img"
        />
      )}
    </Paper>
  );
}
