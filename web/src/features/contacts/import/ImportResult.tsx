import type { ImportLog } from '@coachline/contract/contact-import';
import { messages } from '@coachline/contract/messages';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect } from 'react';
import { Deferred } from '../../../ui/Deferred';
import { useRefreshedSession } from '../../session/sessionQuery';
import { ImportDetails, UndoImport } from './ImportDetails';
import { progressLabel, progressPercent } from './importProgress';
import { clearImport, importEvent, importLogSeen, useImportSession } from './importStore';
import { afterImport, useImportLogs } from './queries';
import { useImportProgressEvents } from './useImportEvents';

/** The bar of a running import: "N of M" and the rounded percent (000 §4.6, UX.md). */
export function ImportProgressBar(props: { count: number; total: number; label?: string }) {
  const percent = progressPercent(props.count, props.total);
  const text = progressLabel(props.count, props.total);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {props.label ?? 'Importing contacts'}
        </Text>
        <Text size="sm" c="dimmed">
          {text} · {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        animated={percent < 100}
        aria-label={`Import progress: ${text}`}
      />
    </Stack>
  );
}

function Counts(props: { log: ImportLog }) {
  const items = [
    { label: 'Imported', value: props.log.imported_count, color: 'teal' },
    { label: 'Updated', value: props.log.updated_count, color: 'blue' },
    {
      label: 'Failed',
      value: props.log.failed_count,
      color: props.log.failed_count ? 'red' : 'gray',
    },
  ];
  return (
    <SimpleGrid cols={3} spacing="xs">
      {items.map((i) => (
        <Stack
          key={i.label}
          gap={0}
          align="center"
          p="xs"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Text fz="xl" fw={700} c={i.color}>
            {i.value.toLocaleString('en-US')}
          </Text>
          <Text size="xs" c="dimmed">
            {i.label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * Follows the import on screen wherever the user is in the contact centre: realtime events
 * first, the import log every few seconds as a fallback (the socket connects 5 s after load).
 * When the count reaches the total it opens the 'CSV Imported' dialog; dismissing it refreshes
 * the list and the plan limit and deletes the import log (000 §4.6, §7.4).
 */
export function ImportWatcher(props: { onDismiss?: () => void }) {
  const userId = useRefreshedSession()?.user.id ?? null;
  const { progress, resultOpen, stopped, fileName } = useImportSession();
  const active = progress !== null;
  const logs = useImportLogs({ enabled: active, refetchInterval: active ? 3_000 : false });
  const log = progress ? logs.data?.find((l) => l.id === progress.importId) : undefined;
  const finished = log?.status === 'completed' || log?.status === 'failed';

  useImportProgressEvents((event) => importEvent(event, userId));

  useEffect(() => {
    if (log) importLogSeen(log);
  }, [log]);

  // Once the dialog is open, read the final counts as soon as the log has them.
  useEffect(() => {
    if (resultOpen && !finished) void logs.refetch();
  }, [resultOpen, finished, logs.refetch]);

  // The log entry stays (000 §4.6 deleted it here): the import's result, its file and its undo
  // remain in the import log for the days it can be undone.
  const dismiss = () => {
    clearImport();
    void afterImport();
    props.onDismiss?.();
  };

  // Mounted when the result first opens, so it lies above the import drawer, which mounts
  // when the drawer first opens.
  return (
    <Deferred when={resultOpen}>
      <Modal
        opened={resultOpen}
        onClose={dismiss}
        title={stopped ? 'Import stopped' : messages.csvImported}
        centered
        size="lg"
      >
        <Stack gap="md">
          {fileName ? (
            <Text size="sm" c="dimmed">
              {fileName}
            </Text>
          ) : null}
          {progress ? (
            <ImportProgressBar
              count={progress.count}
              total={progress.total}
              label="Rows processed"
            />
          ) : null}
          {!finished || !log ? (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">Reading the results…</Text>
            </Group>
          ) : (
            <>
              {log.status === 'failed' ? (
                <Alert color="red" title="The import stopped" role="alert">
                  {log.reason ?? 'The import could not be completed.'}
                </Alert>
              ) : null}
              <Counts log={log} />
              <ImportDetails log={log} />
              <UndoImport log={log} />
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={dismiss} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Deferred>
  );
}
