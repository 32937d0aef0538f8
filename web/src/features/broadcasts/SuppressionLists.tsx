import { type SuppressionType, suppressionTypes } from '@coachline/contract/messaging';
import { Modal, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { useSuppressedContacts } from './queries';

// The location's suppression lists (001 §7 Broadcast: bounces, complaints, unsubscribes): the
// addresses no broadcast is sent to.

const typeWords: Record<SuppressionType, { tab: string; empty: string }> = {
  bounces: { tab: 'Bounces', empty: 'No address has bounced.' },
  complaints: { tab: 'Complaints', empty: 'Nobody has reported an email as spam.' },
  unsubscribes: { tab: 'Unsubscribes', empty: 'Nobody has unsubscribed.' },
};

function SuppressionTable(props: { type: SuppressionType }) {
  const [page, setPage] = useState(1);
  const list = useSuppressedContacts(props.type, page);
  if (list.isPending) return <LoadingRows rows={3} h={32} label="Loading the list" />;
  const rows = list.data?.data ?? [];
  if (!list.data || rows.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md" role="status">
        {typeWords[props.type].empty}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={typeWords[props.type].tab}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Address</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.address}</Table.Td>
                <Table.Td>{s.reason ?? '—'}</Table.Td>
                <Table.Td>
                  <DateTime value={s.created_at} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter list={list.data} onPage={setPage} label={`${typeWords[props.type].tab} pages`} />
    </Stack>
  );
}

export function SuppressionListsModal(props: { opened: boolean; onClose: () => void }) {
  const [type, setType] = useState<SuppressionType>('bounces');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Suppression lists" size="lg">
      <Text size="sm" c="dimmed" mb="sm">
        Broadcasts skip these addresses: they bounced, reported an email as spam or unsubscribed.
      </Text>
      <Tabs value={type} onChange={(v) => v && setType(v as SuppressionType)} keepMounted={false}>
        <Tabs.List aria-label="Suppression lists" mb="sm">
          {suppressionTypes.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {typeWords[t].tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {suppressionTypes.map((t) => (
          <Tabs.Panel key={t} value={t}>
            <SuppressionTable type={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Modal>
  );
}
