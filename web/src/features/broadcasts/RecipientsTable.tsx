import { Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { SearchInput } from '../../ui/SearchInput';
import { SendStatusBadge } from '../messaging/EmailLogSection';
import { useBroadcastRecipients } from './queries';

// Who a broadcast reached: searchable, by whether they opened it, 10 a page.

type Opened = 'all' | 'yes' | 'no';

export function RecipientsTable(props: { broadcastId: number; live: boolean }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<Opened>('all');
  const [debounced] = useDebouncedValue(search, 350);
  const list = useBroadcastRecipients(
    props.broadcastId,
    {
      page,
      search: debounced.trim() || undefined,
      opened: opened === 'all' ? undefined : opened,
    },
    props.live,
  );
  const rows = list.data?.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recipients-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="recipients-title">
          Recipients
        </Title>
        <Group gap="sm" wrap="wrap">
          <SearchInput
            label="Search recipients"
            placeholder="Search by name or email"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            maw={300}
          />
          <SegmentedControl
            aria-label="Opened"
            data={[
              { value: 'all', label: 'All' },
              { value: 'yes', label: 'Opened' },
              { value: 'no', label: 'Not opened' },
            ]}
            value={opened}
            onChange={(v) => {
              setOpened(v as Opened);
              setPage(1);
            }}
          />
        </Group>
        {list.isPending ? (
          <LoadingRows rows={4} h={32} label="Loading the recipients" />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" role="status">
            {debounced.trim() || opened !== 'all'
              ? 'No recipients match.'
              : 'Recipients show here once the send starts.'}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Recipients" aria-busy={list.isFetching} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Opens</Table.Th>
                  <Table.Th>Clicks</Table.Th>
                  <Table.Th>Opened</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.contact_id ?? 'x'}-${r.email}`}>
                    <Table.Td>{r.name || '—'}</Table.Td>
                    <Table.Td>{r.email}</Table.Td>
                    <Table.Td>
                      {r.status ? <SendStatusBadge status={r.status} /> : '—'}
                      {r.error ? (
                        <Text size="xs" c="dimmed">
                          {r.error}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{r.opens}</Table.Td>
                    <Table.Td>{r.clicks}</Table.Td>
                    <Table.Td>
                      <DateTime value={r.opened_at} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && list.data.total > 0 ? (
          <ListFooter list={list.data} onPage={setPage} label="Recipient pages" />
        ) : null}
      </Stack>
    </Paper>
  );
}
