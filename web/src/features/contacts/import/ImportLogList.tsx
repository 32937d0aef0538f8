import type { ImportLog } from '@coachline/contract/contact-import';
import { Badge, Modal, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconDownload,
  IconFileDownload,
  IconFileImport,
  IconListDetails,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../../ui/DateTime';
import { confirmDelete } from '../../../ui/dialogs';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRows } from '../../../ui/LoadingRows';
import { RowAction, RowActions } from '../../../ui/RowActions';
import { ImportDetails, UndoImport } from './ImportDetails';
import { progressLabel } from './importProgress';
import {
  useDeleteImportLog,
  useDownloadFailedRows,
  useDownloadImportFile,
  useImportLogs,
} from './queries';

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

/** One import's result: its contacts, failed rows and undo. */
function ResultModal(props: { log: ImportLog | undefined; onClose: () => void }) {
  const { log } = props;
  return (
    <Modal
      opened={log !== undefined}
      onClose={props.onClose}
      title={log ? `Result of ${log.file_name}` : ''}
      size="lg"
      centered
    >
      {log ? (
        <Stack gap="md">
          {log.reason ? (
            <Text size="sm" c={log.status === 'failed' ? 'red' : 'dimmed'}>
              {log.reason}
            </Text>
          ) : null}
          <ImportDetails log={log} />
          <UndoImport log={log} />
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * The import log (001 §7 contact/import-log): status, counts, date, and per import its result,
 * its undo, the uploaded file and the failed rows to download, and delete.
 */
export function ImportLogList() {
  const logs = useImportLogs({ refetchInterval: 10_000 });
  const remove = useDeleteImportLog();
  const download = useDownloadFailedRows();
  const downloadFile = useDownloadImportFile();
  const [shownId, setShownId] = useState<number | null>(null);

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

  const shown = rows.find((log) => log.id === shownId);
  return (
    <>
      <ResultModal log={shown} onClose={() => setShownId(null)} />
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={6} aria-label="Import log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th miw={120}>Status</Table.Th>
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
                    <Badge
                      color={log.undo_status === 'undone' ? 'gray' : statusColors[log.status]}
                      variant="light"
                    >
                      {log.undo_status === 'undone'
                        ? 'Undone'
                        : log.undo_status === 'undoing'
                          ? 'Undoing'
                          : statusLabels[log.status]}
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
                    {log.status === 'completed' || log.status === 'failed' ? (
                      <RowAction
                        label={`Result of ${log.file_name}`}
                        icon={<IconListDetails size={16} aria-hidden />}
                        onClick={() => setShownId(log.id)}
                      />
                    ) : null}
                    {log.has_file ? (
                      <RowAction
                        label={`Download the uploaded file ${log.file_name}`}
                        icon={<IconFileDownload size={16} aria-hidden />}
                        onClick={() => downloadFile.mutate(log)}
                        loading={downloadFile.isPending && downloadFile.variables?.id === log.id}
                      />
                    ) : null}
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
                          `The log of ${log.file_name} and its uploaded file will be deleted; the import can no longer be undone. The imported contacts stay.`,
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
    </>
  );
}
