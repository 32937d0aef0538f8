import { fileName } from '@coachline/contract/files';
import { maxPageDownloads, type PageDownload } from '@coachline/contract/pages';
import {
  Button,
  FileButton,
  Group,
  Modal,
  Paper,
  Progress,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  IconDownload,
  IconFileText,
  IconPencil,
  IconTrash,
  IconUpload,
  IconUsers,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { confirmAction, confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { RowAction, RowActions } from '../../ui/RowActions';
import { formatSize } from '../files/fileClasses';
import {
  useDeleteDownload,
  useEnableDisablePage,
  usePageDownloads,
  usePageMembers,
  useRemoveMembers,
  useRenameDownload,
  useSaveDownload,
  useUploadDownload,
} from './queries';

// The page editor's Downloads (files attached for contacts: upload, rename, delete) and
// Assigned members (the contacts it was sent to: enabled or not, taken back) tabs.

function RenameDownloadModal(props: { download: PageDownload | null; onClose: () => void }) {
  const { download, onClose } = props;
  const rename = useRenameDownload();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (download) {
      setName(download.name);
      setError(null);
    }
  }, [download]);
  const save = () => {
    const checked = fileName.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    if (download) rename.mutate({ id: download.id, name: checked.data }, { onSuccess: onClose });
  };
  return (
    <Modal opened={download !== null} onClose={onClose} title="Rename download" centered>
      <Stack>
        <TextInput
          label="Download name"
          rightSection={download ? <Text size="xs">.{download.ext}</Text> : null}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={rename.isPending}>
            Rename
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function PageDownloadsPanel(props: { pageId: number; canUpdate: boolean }) {
  const downloads = usePageDownloads(props.pageId);
  const [sentPercent, setSentPercent] = useState(0);
  const upload = useUploadDownload(props.pageId, setSentPercent);
  const remove = useDeleteDownload();
  const save = useSaveDownload();
  const [renaming, setRenaming] = useState<PageDownload | null>(null);
  const rows = downloads.data ?? [];
  const add = props.canUpdate ? (
    <FileButton onChange={(file) => file && upload.mutate(file)}>
      {(button) => (
        <Button
          {...button}
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={upload.isPending}
          disabled={rows.length >= maxPageDownloads}
        >
          Add download
        </Button>
      )}
    </FileButton>
  ) : null;
  if (downloads.isPending) return <LoadingRows rows={3} h={48} label="Loading the downloads" />;
  return (
    <Stack gap="sm">
      {upload.isPending ? (
        <Progress
          value={sentPercent}
          size="sm"
          aria-label={`Uploading ${upload.variables.name}: ${sentPercent}%`}
        />
      ) : null}
      {rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconFileText size={24} />}
            title="No downloads yet"
            text="Attach worksheets, plans or recordings: contacts download them from the page."
            action={add}
          />
        </Paper>
      ) : (
        <>
          <Group justify="flex-end">{add}</Group>
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Downloads">
            {rows.map((d) => (
              <Paper
                key={d.id}
                withBorder
                p="sm"
                radius="sm"
                component="li"
                style={{ listStyle: 'none' }}
                aria-label={`${d.name}.${d.ext}`}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {d.name}.{d.ext}
                    </Text>
                    <Text size="xs" c="dimmed" component="div">
                      {formatSize(d.size)} · added <DateTime value={d.created_at} size="xs" />
                    </Text>
                  </Stack>
                  <RowActions>
                    <RowAction
                      label={`Download ${d.name}`}
                      icon={<IconDownload size={16} aria-hidden />}
                      onClick={() => save.mutate(d)}
                    />
                    {props.canUpdate ? (
                      <>
                        <RowAction
                          label={`Rename ${d.name}`}
                          icon={<IconPencil size={16} aria-hidden />}
                          onClick={() => setRenaming(d)}
                        />
                        <RowAction
                          label={`Delete ${d.name}`}
                          icon={<IconTrash size={16} aria-hidden />}
                          danger
                          onClick={() =>
                            confirmDelete(`${d.name}.${d.ext} will be deleted from the page.`, () =>
                              remove.mutate(d.id),
                            )
                          }
                        />
                      </>
                    ) : null}
                  </RowActions>
                </Group>
              </Paper>
            ))}
          </Stack>
        </>
      )}
      <RenameDownloadModal download={renaming} onClose={() => setRenaming(null)} />
    </Stack>
  );
}

export function PageMembersPanel(props: { pageId: number; canUpdate: boolean }) {
  const [page, setPage] = useState(1);
  const members = usePageMembers(props.pageId, page);
  const toggle = useEnableDisablePage();
  const remove = useRemoveMembers();
  if (members.isPending) return <LoadingRows rows={3} h={48} label="Loading the members" />;
  const list = members.data;
  if (!list || list.total === 0)
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={<IconUsers size={24} />}
          title="Not sent to anyone yet"
          text="Send the page to contacts from the pages list or from a contact's profile."
        />
      </Paper>
    );
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="xs" p={0} m={0} aria-label="Assigned members">
        {list.data.map((m) => (
          <Paper
            key={m.id}
            withBorder
            p="sm"
            radius="sm"
            component="li"
            style={{ listStyle: 'none' }}
            aria-label={m.name || m.email || `Contact ${m.id}`}
          >
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {m.name || m.email || `Contact ${m.id}`}
                </Text>
                <Text size="xs" c="dimmed" component="div">
                  Sent <DateTime value={m.sent_at} size="xs" />
                </Text>
              </Stack>
              <Group gap="sm" wrap="nowrap">
                <Switch
                  size="sm"
                  label="Enabled"
                  checked={m.enabled}
                  disabled={!props.canUpdate || toggle.isPending}
                  onChange={(e) =>
                    toggle.mutate({
                      page_id: props.pageId,
                      contact_ids: [m.id],
                      enabled: e.currentTarget.checked,
                    })
                  }
                />
                {props.canUpdate ? (
                  <RowAction
                    label={`Remove ${m.name || 'this contact'}`}
                    icon={<IconTrash size={16} aria-hidden />}
                    danger
                    onClick={() =>
                      confirmAction({
                        text: 'The page will be taken back from this contact.',
                        confirmLabel: 'Remove',
                        onConfirm: () =>
                          remove.mutate({ page_id: props.pageId, contact_ids: [m.id] }),
                      })
                    }
                  />
                ) : null}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ListFooter list={list} onPage={setPage} label="Member pages" />
    </Stack>
  );
}
