import { Alert, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { useImportLogs } from './queries';

// The log of what this location imported from share links (GET asset/get-import-logs).

export function ImportLogModal(props: { opened: boolean; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const logs = useImportLogs({ page, per_page: 10 }, props.opened);
  const rows = logs.data?.data ?? [];
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Imported assets" size="lg" centered>
      <Stack gap="sm">
        {logs.isError ? (
          <Alert color="red">The import log could not be loaded.</Alert>
        ) : logs.isLoading ? (
          <LoadingRows h={32} label="Loading the import log" />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing has been imported into this location yet.
          </Text>
        ) : (
          <Table aria-label="Import log" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Asset</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>When</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.title}</Table.Td>
                  <Table.Td>{row.from_location}</Table.Td>
                  <Table.Td>{row.imported_by}</Table.Td>
                  <Table.Td>
                    <DateTime value={row.created_at} size="sm" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {logs.data && logs.data.total > 0 ? (
          <ListFooter list={logs.data} onPage={setPage} label="Import log pages" />
        ) : null}
      </Stack>
    </Modal>
  );
}
