import type { AuditEntry } from '@coachline/contract/security';
import { Badge, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { useAuditLog } from './queries';

// Admin Settings › Audit log (issue 11 §5): every change made in the organization by account
// access — an administrator inside a location, or support inside the account — newest first.

const pageSizes = [25, 50, 100] as const;

const statusColor = (status: number | null) =>
  status === null ? 'gray' : status < 400 ? 'teal' : status < 500 ? 'yellow' : 'red';

function EntryRow(props: { entry: AuditEntry }) {
  const { entry } = props;
  return (
    <Table.Tr>
      <Table.Td>
        <DateTime value={entry.created_at} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {entry.admin.name}
        </Text>
        {entry.admin.email ? (
          <Text size="xs" c="dimmed">
            {entry.admin.email}
          </Text>
        ) : null}
        {entry.user.id !== entry.admin.id ? (
          <Text size="xs" c="dimmed">
            as {entry.user.name}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.account.businessname}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {entry.method} {entry.path}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={statusColor(entry.status_code)}>
          {entry.status_code ?? 'No answer'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.ip ?? '—'}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(pageSizes[0]);
  const [admin, setAdmin] = useState<string | null>(null);
  const [dates, setDates] = useState<[string | null, string | null]>([null, null]);
  const log = useAuditLog({
    page,
    per_page: perPage,
    user_id: admin ? Number(admin) : undefined,
    start_date: dates[0] ?? undefined,
    end_date: dates[1] ?? undefined,
  });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Everything changed in your organization by someone acting through account access: an
          administrator working inside one of your locations, or support inside your account.
        </Text>
        <Group gap="sm" align="flex-end">
          <Select
            label="Administrator"
            placeholder="Everyone"
            clearable
            w={240}
            data={(log.data?.admins ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={admin}
            onChange={filter(setAdmin)}
          />
          <DatePickerInput
            type="range"
            label="Between"
            placeholder="Any day"
            valueFormat="MMM D, YYYY"
            allowSingleDateInRange
            clearable
            w={280}
            value={dates}
            onChange={([start, end]) => {
              if (start && !end) return;
              filter(setDates)([start, end]);
            }}
          />
        </Group>
        {log.isPending ? (
          <LoadingRows rows={5} h={36} label="Loading the audit log" />
        ) : !log.data || log.data.data.length === 0 ? (
          <EmptyState
            icon={<IconHistory aria-hidden />}
            title="Nothing recorded"
            text="When an administrator changes something in your organization through account access, it appears here."
          />
        ) : (
          <>
            <Table.ScrollContainer minWidth={760}>
              <Table aria-label="Audit log" verticalSpacing="xs" stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>Location</Table.Th>
                    <Table.Th>What</Table.Th>
                    <Table.Th>Result</Table.Th>
                    <Table.Th>IP address</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.data.map((entry) => (
                    <EntryRow key={entry.id} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListFooter
              list={log.data}
              onPage={setPage}
              pageSizes={pageSizes}
              onPerPage={filter(setPerPage)}
              label="Audit log pages"
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
