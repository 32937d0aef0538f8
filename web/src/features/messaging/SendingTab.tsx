import { can } from '@coachline/contract/permissions';
import { BarChart } from '@mantine/charts';
import {
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { permissionSubjectOf } from '../../app/abilities';
import { EmptyState } from '../../ui/EmptyState';
import { StatCard } from '../../ui/StatCard';
import { toastSuccess } from '../../ui/toast';
import { useKillStatus } from '../session/queries';
import { useRefreshedSession } from '../session/sessionQuery';
import { useEmailReport } from './queries';

/** The organization's switches for each channel (002 §4: kill switches per type). */
function SendingSwitches() {
  const session = useRefreshedSession();
  const kill = useKillStatus();
  if (!session) return null;
  const { user } = session;
  const mayChange =
    !user.is_company_location && can(permissionSubjectOf(session), 'update', 'admin-settings');
  const pending = kill.isPending ? kill.variables?.type : null;
  const toggle = (type: 'email' | 'sms', on: boolean) =>
    kill.mutate({ type, status: on ? 1 : 0 }, { onSuccess: (res) => toastSuccess(res.message) });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Sending
        </Title>
        <Text size="sm" c="dimmed">
          Switched off, nothing of that kind leaves any location of the organization: sends are
          refused with the reason, and nothing is queued.
        </Text>
        <Switch
          label="Email sending"
          description="One-to-one emails, templates and test emails."
          checked={user.email_status}
          disabled={!mayChange || pending === 'email'}
          onChange={(e) => toggle('email', e.currentTarget.checked)}
        />
        <Switch
          label="SMS sending"
          description="One-to-one SMS, templates and test SMS."
          checked={user.sms_status}
          disabled={!mayChange || pending === 'sms'}
          onChange={(e) => toggle('sms', e.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}

const periods = ['7', '30', '90'] as const;
const percent = (value: number) => `${value.toLocaleString('en-US')}%`;

/** The location's email over the last days: rates as figures, the days as a chart. */
function EmailReport() {
  const [days, setDays] = useState<(typeof periods)[number]>('30');
  const report = useEmailReport(Number(days));
  const data = report.data;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Email report
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Report period"
            value={days}
            onChange={(v) => setDays(v as (typeof periods)[number])}
            data={periods.map((p) => ({ value: p, label: `${p} days` }))}
          />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          <StatCard label="Sent" value={data?.sent.toLocaleString('en-US')} loading={!data} />
          <StatCard label="Delivered" value={data && percent(data.delivery_rate)} loading={!data} />
          <StatCard label="Opened" value={data && percent(data.open_rate)} loading={!data} />
          <StatCard label="Clicked" value={data && percent(data.click_rate)} loading={!data} />
          <StatCard label="Bounced" value={data && percent(data.bounce_rate)} loading={!data} />
          <StatCard
            label="Spam reports"
            value={data?.complaints.toLocaleString('en-US')}
            loading={!data}
          />
        </SimpleGrid>
        {!data ? (
          <Skeleton h={220} aria-hidden />
        ) : data.sent === 0 ? (
          <EmptyState
            icon={<IconMail size={24} />}
            title="No email sent in this period"
            text="Emails sent to contacts show here day by day, with how many were opened and bounced."
          />
        ) : (
          <BarChart
            h={220}
            data={data.days.map((d) => ({ ...d, day: d.date.slice(5) }))}
            dataKey="day"
            series={[
              { name: 'sent', label: 'Sent', color: 'blue.8' },
              { name: 'opened', label: 'Opened', color: 'teal.8' },
              { name: 'bounced', label: 'Bounced', color: 'orange.8' },
            ]}
            withLegend
            aria-label="Email sent, opened and bounced per day"
          />
        )}
      </Stack>
    </Paper>
  );
}

/** Admin Settings' Sending tab: the kill switches and how the location's email fares. */
export function SendingTab() {
  return (
    <Stack gap="md">
      <SendingSwitches />
      <EmailReport />
    </Stack>
  );
}
