import type { ImportLog } from '@coachline/contract/contact-import';
import { Badge, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFileImport, IconTrash } from '@tabler/icons-react';
import { DateTime } from '../../../ui/DateTime';
import { confirmDelete } from '../../../ui/dialogs';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRows } from '../../../ui/LoadingRows';
import { RowAction, RowActions } from '../../../ui/RowActions';
import { progressLabel } from './importProgress';
import { useDeleteImportLog, useDownloadFailedRows, useImportLogs } from './queries';

const statusColors: Record<ImportLog['status'], string> = {
  uploaded: 'gray',
  queued: 'gray',
  running: 'blue',
  completed: 'teal',
  failed: 'red',
};

const statusLabels: Record<ImportLog['status'], string> = {
  uploaded: 'Uploaded',
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};

/** The import log (001 §7 contact/import-log): status, counts, date, failed rows, delete. */
export function ImportLogList() {
  const logs = useImportLogs({ refetchInterval: 10_000 });
  const remove = useDeleteImportLog();
  const download = useDownloadFailedRows();

  if (logs.isLoading) {
    return <LoadingRows h={36} label="Loading the import log" />;
  }
  const rows = logs.data ?? [];
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<IconFileImport size={24} />}
        title="No imports yet"
        text="Imports you start appear here with their counts and any rows that failed."
      />
    );
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={6} aria-label="Import log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Rows</Table.Th>
            <Table.Th>Imported / updated / failed</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((log) => (
            <Table.Tr key={log.id}>
              <Table.Td>
                <Text size="sm" truncate="end" maw={200} title={log.file_name}>
                  {log.file_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Tooltip label={log.reason ?? ''} disabled={!log.reason}>
                  <Badge color={statusColors[log.status]} variant="light">
                    {statusLabels[log.status]}
                  </Badge>
                </Tooltip>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{progressLabel(log.count, log.total_count)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {log.imported_count} / {log.updated_count} /{' '}
                  <Text span c={log.failed_count ? 'red' : undefined} inherit>
                    {log.failed_count}
                  </Text>
                </Text>
              </Table.Td>
              <Table.Td>
                <DateTime value={log.created_at} />
              </Table.Td>
              <Table.Td>
                <RowActions>
                  {log.failed_count > 0 ? (
                    <RowAction
                      label={`Download failed rows of ${log.file_name}`}
                      icon={<IconDownload size={16} aria-hidden />}
                      onClick={() => download.mutate(log.id)}
                      loading={download.isPending && download.variables === log.id}
                    />
                  ) : null}
                  <RowAction
                    label={`Delete import log of ${log.file_name}`}
                    icon={<IconTrash size={16} aria-hidden />}
                    onClick={() =>
                      confirmDelete(
                        `The log of ${log.file_name} will be deleted. The imported contacts stay.`,
                        () => remove.mutate({ id: log.id }),
                      )
                    }
                    danger
                  />
                </RowActions>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
