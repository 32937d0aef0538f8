import '@mantine/charts/styles.css';
import type {
  DeliveryCounts,
  Sequence,
  SequenceAnalytics,
  SequenceDetailAnalytics,
  SequenceMessageType,
} from '@coachline/contract/sequences';
import { AreaChart, BarChart } from '@mantine/charts';
import {
  Alert,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { LoadingRows } from '../../ui/LoadingRows';
import { StatCard } from '../../ui/StatCard';
import { dayWords, messageTypeLabels } from './labels';
import { useSequenceAnalytics, useSequenceDetailAnalytics } from './queries';

// What became of the sequence's messages: its emails' or its SMS' totals as numbers, then each
// message's sent, opened and clicked, and the last 30 days, as charts with the same figures in
// tables for screen readers.

type Figure = { label: string; value: (a: SequenceAnalytics) => string; hint?: string };
type Counted = keyof DeliveryCounts;

/** One of the counts, by its key, with its words. */
const count = (key: Counted, label: string, hint?: string): Figure => ({
  label,
  value: (a) => a[key].toLocaleString('en-US'),
  ...(hint ? { hint } : {}),
});

const figures: Record<SequenceMessageType, Figure[]> = {
  email: [
    count('sent', 'Sent'),
    count('delivered', 'Delivered'),
    count('opened', 'Opened'),
    count('clicked', 'Clicked'),
    { label: 'Open rate', value: (a) => `${a.open_rate}%`, hint: 'Of those delivered' },
    { label: 'Click rate', value: (a) => `${a.click_rate}%`, hint: 'Of those delivered' },
    count('unsubscribed', 'Unsubscribed'),
    count('bounced', 'Bounced'),
    count('failed', 'Failed'),
    count('skipped', 'Skipped', 'No address, switched off or suppressed'),
  ],
  sms: [
    count('sent', 'Sent'),
    count('delivered', 'Delivered'),
    count('unsubscribed', 'Unsubscribed'),
    count('failed', 'Failed'),
    count('skipped', 'Skipped', 'No number, switched off or suppressed'),
  ],
};

const series = [
  { name: 'sent', label: 'Sent', color: 'blue.8' },
  { name: 'opened', label: 'Opened', color: 'teal.8' },
  { name: 'clicked', label: 'Clicked', color: 'grape.7' },
] as const;

/** Rows of sent, opened and clicked, as a table beside its chart. */
function FiguresTable(props: {
  caption: string;
  first: string;
  rows: { key: string; name: string; sent: number; opened: number; clicked: number }[];
}) {
  return (
    <Table>
      <caption>{props.caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{props.first}</Table.Th>
          {series.map((s) => (
            <Table.Th key={s.name}>{s.label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{r.name}</Table.Td>
            <Table.Td>{r.sent}</Table.Td>
            <Table.Td>{r.opened}</Table.Td>
            <Table.Td>{r.clicked}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DetailCharts(props: { detail: SequenceDetailAnalytics }) {
  const { detail } = props;
  const perMessage = detail.messages.map((m) => ({
    key: String(m.message_id),
    name: `${m.position + 1}. ${m.title}`,
    sent: m.sent,
    opened: m.opened,
    clicked: m.clicked,
  }));
  const days = detail.daily.map((d) => ({
    key: d.date,
    name: dayWords(d.date),
    sent: d.sent,
    opened: d.opened,
    clicked: d.clicked,
  }));
  const month = days.reduce(
    (sum, d) => ({
      sent: sum.sent + d.sent,
      opened: sum.opened + d.opened,
      clicked: sum.clicked + d.clicked,
    }),
    { sent: 0, opened: 0, clicked: 0 },
  );
  return (
    <>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="per-message">
        <Title order={3} size="h5" id="per-message" mb="xs">
          Each message
        </Title>
        {perMessage.length === 0 ? (
          <Text size="sm" c="dimmed">
            No messages yet.
          </Text>
        ) : (
          <>
            <BarChart
              h={Math.max(140, perMessage.length * 56)}
              data={perMessage}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 160 }}
              xAxisProps={{ allowDecimals: false }}
              series={[...series]}
              withLegend
              aria-hidden
            />
            <VisuallyHidden>
              <FiguresTable
                caption="Sent, opened and clicked per message"
                first="Message"
                rows={perMessage}
              />
            </VisuallyHidden>
          </>
        )}
      </Paper>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby="last-30-days"
        style={{ overflow: 'hidden' }}
      >
        <Title order={3} size="h5" id="last-30-days">
          Last 30 days
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {month.sent.toLocaleString('en-US')} sent · {month.opened.toLocaleString('en-US')} opened
          · {month.clicked.toLocaleString('en-US')} clicked
        </Text>
        <AreaChart
          h={200}
          data={days}
          dataKey="name"
          series={[...series]}
          curveType="monotone"
          yAxisProps={{ allowDecimals: false }}
          withLegend
          aria-hidden
        />
        <VisuallyHidden>
          <FiguresTable caption="Sent, opened and clicked per day" first="Day" rows={days} />
        </VisuallyHidden>
      </Paper>
    </>
  );
}

export function SequenceAnalyticsPanel(props: { sequence: Sequence }) {
  const { sequence } = props;
  const [type, setType] = useState<SequenceMessageType>('email');
  const totals = useSequenceAnalytics(sequence.id, type);
  const detail = useSequenceDetailAnalytics(sequence.id);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Totals of"
        w="fit-content"
        data={(['email', 'sms'] as const).map((t) => ({
          value: t,
          label: t === 'email' ? 'Emails' : messageTypeLabels[t],
        }))}
        value={type}
        onChange={(v) => setType(v === 'sms' ? 'sms' : 'email')}
      />
      {totals.isError ? (
        <Alert color="red">The totals could not be loaded.</Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} aria-busy={totals.isFetching}>
          {figures[type].map((f) => (
            <StatCard
              key={f.label}
              label={f.label}
              value={totals.data ? f.value(totals.data) : null}
              hint={f.hint}
              loading={!totals.data}
            />
          ))}
        </SimpleGrid>
      )}
      {detail.isPending ? (
        <LoadingRows rows={2} h={200} label="Loading the charts" />
      ) : detail.isError ? (
        <Alert color="red">The charts could not be loaded.</Alert>
      ) : (
        <DetailCharts detail={detail.data} />
      )}
    </Stack>
  );
}
