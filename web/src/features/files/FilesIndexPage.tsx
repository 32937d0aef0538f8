import {
  type FileClass,
  type FileEntry,
  fileClasses,
  maxFilesPerUpload,
  mayShareFile,
} from '@coachline/contract/files';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Menu,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconDots,
  IconFileZip,
  IconFolder,
  IconLock,
  IconPhoto,
  IconUpload,
} from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { permissionSubjectOf, useAbilities } from '../../app/abilities';
import { useFolderPlace } from '../../app/folderState';
import { DateTime } from '../../ui/DateTime';
import { Deferred } from '../../ui/Deferred';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { toastError } from '../../ui/toast';
import { dragAssets, FolderBrowser, MoveToFolderModal } from '../folders/FolderBrowser';
import { useRefreshedSession } from '../session/sessionQuery';
import { DeleteFilesModal, RenameFileModal } from './FileDialogs';
import { FilePermissionModal, SendToContactModal } from './FileSharing';
import { fileClassIcons, fileClassLabels, formatSize } from './fileClasses';
import { fileKeys } from './keys';
import {
  useArchiveFiles,
  useDownloadFile,
  useDownloadZip,
  useFiles,
  useUploadFiles,
} from './queries';

// The file manager (001 §2 FileIndex, §4, §5, §7 Files): uploads with their progress, the
// current folder's files by class, name and status, one by one or several at once. The image
// library (000 §2.5) opens from here.

const ImageLibraryDialog = lazy(() =>
  import('../image-library/ImageLibraryDialog').then((m) => ({ default: m.ImageLibraryDialog })),
);

/** The files of the upload under way (each with a key of its own) and the share sent of each. */
type Upload = { names: { key: string; name: string }[]; shares: number[] };

function UploadProgress({ upload }: { upload: Upload }) {
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Uploads" component="section">
      <Stack gap="xs">
        {upload.names.map(({ key, name }, i) => {
          const percent = Math.round((upload.shares[i] ?? 0) * 100);
          return (
            <div key={key}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  {percent}%
                </Text>
              </Group>
              <Progress value={percent} size="sm" aria-label={`Uploading ${name}`} />
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}

export function FilesIndexPage() {
  const abilities = useAbilities('files');
  // Sending names contacts: the contact centre must be open to the user too.
  const contactAbilities = useAbilities('contacts-center');
  const canSend = abilities.update && contactAbilities.view;
  const session = useRefreshedSession();
  const mayShare = (files: FileEntry[]) =>
    abilities.update &&
    session !== undefined &&
    files.every((f) => mayShareFile(permissionSubjectOf(session), session.user.id, f));
  const [folder] = useFolderPlace('files');
  const [status, setStatus] = useState<'enabled' | 'archived'>('enabled');
  const [fileClass, setFileClass] = useState<FileClass | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 350);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [renaming, setRenaming] = useState<FileEntry | null>(null);
  const [moving, setMoving] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<number[]>([]);
  const [sending, setSending] = useState<FileEntry[]>([]);
  const [sharing, setSharing] = useState<FileEntry[]>([]);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [library, setLibrary] = useState(false);
  const files = useFiles({
    page,
    per_page: 25,
    status,
    search: debounced.trim() || undefined,
    class: fileClass ?? undefined,
    // The current folder's files; those in no folder at the top.
    folder_id: folder.folderId ?? 0,
  });
  const send = useUploadFiles((shares) => setUpload((u) => (u ? { ...u, shares } : u)));
  const archive = useArchiveFiles();
  const download = useDownloadFile();
  const zip = useDownloadZip();
  const rows = files.data?.data ?? [];
  const chosenFiles = rows.filter((f) => selected.includes(f.id));
  const chosen = chosenFiles.map((f) => f.id);

  const start = (picked: File[]) => {
    if (picked.length === 0) return;
    if (picked.length > maxFilesPerUpload) {
      toastError(`At most ${maxFilesPerUpload} files can be uploaded at once`);
      return;
    }
    setUpload({
      names: picked.map((f) => ({ key: crypto.randomUUID(), name: f.name })),
      shares: picked.map(() => 0),
    });
    send.mutate(
      { files: picked, folderId: folder.folderId },
      { onSettled: () => setUpload(null), onSuccess: () => setPage(1) },
    );
  };
  const toggle = (id: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const setArchived = (ids: number[]) =>
    archive.mutate(
      { ids, status: status === 'enabled' ? 'archived' : 'enabled' },
      { onSuccess: () => setSelected([]) },
    );
  const archiveLabel = status === 'enabled' ? 'Archive' : 'Enable';

  return (
    <Stack gap="md">
      <PageHeader
        title="Files"
        description="Documents, images, audio and video to keep and share."
        action={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPhoto size={16} aria-hidden />}
              onClick={() => setLibrary(true)}
            >
              Image library
            </Button>
            {abilities.create ? (
              <FileButton onChange={start} multiple>
                {(props) => (
                  <Button
                    {...props}
                    leftSection={<IconUpload size={16} aria-hidden />}
                    loading={send.isPending}
                  >
                    Upload files
                  </Button>
                )}
              </FileButton>
            ) : null}
          </Group>
        }
      />
      <Deferred when={library}>
        <ImageLibraryDialog opened={library} onClose={() => setLibrary(false)} />
      </Deferred>
      {upload ? <UploadProgress upload={upload} /> : null}
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Status of files"
          data={[
            { value: 'enabled', label: 'Enabled files' },
            { value: 'archived', label: 'Archived files' },
          ]}
          value={status}
          onChange={(v) => {
            setStatus(v as 'enabled' | 'archived');
            setSelected([]);
            setPage(1);
          }}
        />
        <Select
          aria-label="Kind of file"
          placeholder="All kinds"
          clearable
          data={fileClasses.map((c) => ({ value: c, label: fileClassLabels[c] }))}
          value={fileClass}
          onChange={(v) => {
            setFileClass(v as FileClass | null);
            setPage(1);
          }}
          maw={200}
        />
        <SearchInput
          label="Search files"
          placeholder="Search files by name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          maw={320}
        />
      </Group>
      <FolderBrowser assetType="files" assetKeys={fileKeys.all} noun="file" />
      {chosen.length > 0 ? (
        <Group gap="xs" aria-label="Selected files" role="toolbar">
          <Text size="sm">{chosen.length} selected</Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileZip size={14} aria-hidden />}
            loading={zip.isPending}
            onClick={() => zip.mutate(chosen)}
          >
            Download as zip
          </Button>
          {abilities.update ? (
            <>
              <Button size="xs" variant="default" onClick={() => setMoving(chosen)}>
                Move to folder
              </Button>
              <Button size="xs" variant="default" onClick={() => setArchived(chosen)}>
                {archiveLabel}
              </Button>
            </>
          ) : null}
          {mayShare(chosenFiles) ? (
            <Button size="xs" variant="default" onClick={() => setSharing(chosenFiles)}>
              Permission
            </Button>
          ) : null}
          {canSend && status === 'enabled' ? (
            <Button size="xs" variant="default" onClick={() => setSending(chosenFiles)}>
              Send to contact
            </Button>
          ) : null}
          {abilities.delete ? (
            <Button size="xs" color="red" variant="light" onClick={() => setDeleting(chosen)}>
              Delete
            </Button>
          ) : null}
        </Group>
      ) : null}
      {files.isLoading ? (
        <Skeleton role="status" h={200} aria-busy aria-label="Loading files" />
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconFolder size={24} />}
            title={debounced.trim() || fileClass ? 'No files match' : 'No files here yet'}
            text="Upload documents, images, audio or video, then download or share them."
          />
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Files" aria-busy={files.isFetching} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all files"
                    checked={chosen.length === rows.length}
                    indeterminate={chosen.length > 0 && chosen.length < rows.length}
                    onChange={(e) =>
                      setSelected(e.currentTarget.checked ? rows.map((f) => f.id) : [])
                    }
                  />
                </Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Downloads</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th w={48}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((f) => {
                const Icon = fileClassIcons[f.class];
                const full = `${f.name}.${f.ext}`;
                return (
                  <Table.Tr key={f.id} {...(abilities.update ? dragAssets([f.id]) : {})}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${full}`}
                        checked={selected.includes(f.id)}
                        onChange={(e) => toggle(f.id, e.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Icon size={18} aria-hidden />
                        <Text size="sm">{full}</Text>
                        {f.permission === 'selected' ? (
                          <Badge
                            variant="outline"
                            color="gray"
                            size="sm"
                            leftSection={<IconLock size={12} aria-hidden />}
                          >
                            Selected users
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{fileClassLabels[f.class]}</Badge>
                    </Table.Td>
                    <Table.Td>{formatSize(f.size)}</Table.Td>
                    <Table.Td>{f.downloads}</Table.Td>
                    <Table.Td>
                      <DateTime value={f.created_at} />
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end">
                        <Menu.Target>
                          <ActionIcon variant="subtle" aria-label={`Actions for ${full}`}>
                            <IconDots size={16} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => download.mutate(f)}>Download</Menu.Item>
                          {canSend && f.status === 'enabled' ? (
                            <Menu.Item onClick={() => setSending([f])}>Send to contact</Menu.Item>
                          ) : null}
                          {abilities.update ? (
                            <>
                              <Menu.Item onClick={() => setRenaming(f)}>Rename</Menu.Item>
                              <Menu.Item onClick={() => setMoving([f.id])}>
                                Move to folder
                              </Menu.Item>
                              <Menu.Item onClick={() => setArchived([f.id])}>
                                {archiveLabel}
                              </Menu.Item>
                            </>
                          ) : null}
                          {mayShare([f]) ? (
                            <Menu.Item onClick={() => setSharing([f])}>Permission</Menu.Item>
                          ) : null}
                          {abilities.delete ? (
                            <Menu.Item color="red" onClick={() => setDeleting([f.id])}>
                              Delete
                            </Menu.Item>
                          ) : null}
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {files.data && files.data.total > 0 ? (
        <ListFooter list={files.data} onPage={setPage} label="File pages" />
      ) : null}
      <RenameFileModal file={renaming} onClose={() => setRenaming(null)} />
      <MoveToFolderModal
        assetType="files"
        assetKeys={fileKeys.all}
        assetIds={moving}
        onClose={() => {
          setMoving([]);
          setSelected([]);
        }}
      />
      <SendToContactModal
        files={sending}
        onClose={() => {
          setSending([]);
          setSelected([]);
        }}
      />
      <FilePermissionModal files={sharing} onClose={() => setSharing([])} />
      <DeleteFilesModal
        ids={deleting}
        onClose={() => setDeleting([])}
        onDeleted={() => setSelected([])}
      />
    </Stack>
  );
}
