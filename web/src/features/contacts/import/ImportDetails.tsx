import type { ImportLog } from '@coachline/contract/contact-import';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Group, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconArrowBackUp, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../../ui/BusyButton';
import { DateTime } from '../../../ui/DateTime';
import { confirmAction } from '../../../ui/dialogs';
import { LoadingRows } from '../../../ui/LoadingRows';
import { Pages } from '../../../ui/Pages';
import { plural } from '../labels';
import { useDownloadFailedRows, useImportedContacts, useUndoImport } from './queries';

// What an import did, contact by contact: the contacts it created and updated (links to their
// profiles), the rows that failed, and its undo.

function ContactList(props: { importId: number; kind: 'created' | 'updated'; total: number }) {
  const [page, setPage] = useState(1);
  const list = useImportedContacts(props.importId, props.kind, page, props.total > 0);
  if (props.total === 0)
    return (
      <Text size="sm" c="dimmed">
        {props.kind === 'created' ? 'No contact was created.' : 'No contact was changed.'}
      </Text>
    );
  if (list.isLoading) return <LoadingRows h={28} label="Loading the contacts" />;
  const data = list.data;
  return (
    <Stack gap="xs">
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {data?.data.map((c) => {
          const name = `${c.first_name} ${c.last_name}`.trim() || c.email || c.number || `#${c.id}`;
          const detail = [c.email, c.number].filter(Boolean).join(' · ');
          return (
            <Group key={c.id} component="li" gap="xs" wrap="nowrap">
              {c.live ? (
                <Anchor component={Link} to={buildPath('ContactProfile', { id: c.id })} size="sm">
                  {name}
                </Anchor>
              ) : (
                <Text size="sm" td="line-through" title="Deleted">
                  {name}
                </Text>
              )}
              {detail && detail !== name ? (
                <Text size="xs" c="dimmed" truncate="end">
                  {detail}
                </Text>
              ) : null}
            </Group>
          );
        })}
      </Stack>
      <Pages
        total={data?.last_page ?? 1}
        value={page}
        onChange={setPage}
        label={`Pages of ${props.kind} contacts`}
      />
    </Stack>
  );
}

/** The failed rows of an import: row number and message, plus the CSV download. */
export function FailedRows(props: { log: ImportLog }) {
  const download = useDownloadFailedRows();
  const { log } = props;
  if (log.failed_count === 0) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Failed rows
        </Text>
        <BusyButton
          size="xs"
          variant="light"
          busy={download.isPending}
          busyLabel="Downloading"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => download.mutate(log.id)}
        >
          Download failed rows
        </BusyButton>
      </Group>
      <Table.ScrollContainer minWidth={320} mah={220}>
        <Table verticalSpacing={4} aria-label="Failed rows" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>Row</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.errors.map((e) => (
              <Table.Tr key={`${e.row}-${e.message}`}>
                <Table.Td>{e.row}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {log.reason ? (
        <Text size="xs" c="dimmed">
          {log.reason}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Undo with its confirmation, while the import can be undone; what became of it otherwise. */
export function UndoImport(props: { log: ImportLog }) {
  const undo = useUndoImport();
  const { log } = props;
  if (log.undo_status === 'undone')
    return (
      <Text size="sm" c="dimmed">
        Undone {log.undone_at ? <DateTime value={log.undone_at} /> : null}
      </Text>
    );
  if (!log.undo_until) return null;
  return (
    <Group gap="xs">
      <BusyButton
        variant="light"
        color="red"
        busy={undo.isPending}
        busyLabel="Undoing"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        onClick={() =>
          confirmAction({
            title: 'Undo this import?',
            text: `The ${plural(log.imported_count, 'contact')} it created will be deleted, and the ${plural(log.updated_count, 'contact')} it updated get back the values they had before it (a value changed since stays).`,
            confirmLabel: 'Undo import',
            onConfirm: () => undo.mutate(log.id),
          })
        }
      >
        {log.undo_status === 'undoing' ? 'Finish undoing' : 'Undo import'}
      </BusyButton>
      <Text size="xs" c="dimmed">
        Possible until <DateTime value={log.undo_until} />
      </Text>
    </Group>
  );
}

/** The created, updated and failed contacts of an ended import, in tabs with their counts. */
export function ImportDetails(props: { log: ImportLog }) {
  const { log } = props;
  return (
    <Tabs defaultValue="created" keepMounted={false}>
      <Tabs.List mb="xs">
        <Tabs.Tab value="created">Created ({log.imported_count.toLocaleString('en-US')})</Tabs.Tab>
        <Tabs.Tab value="updated">Updated ({log.updated_count.toLocaleString('en-US')})</Tabs.Tab>
        <Tabs.Tab value="failed">Failed ({log.failed_count.toLocaleString('en-US')})</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="created">
        <ContactList importId={log.id} kind="created" total={log.imported_count} />
      </Tabs.Panel>
      <Tabs.Panel value="updated">
        <ContactList importId={log.id} kind="updated" total={log.updated_count} />
      </Tabs.Panel>
      <Tabs.Panel value="failed">
        {log.failed_count === 0 ? (
          <Text size="sm" c="dimmed">
            No row failed.
          </Text>
        ) : (
          <FailedRows log={log} />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
