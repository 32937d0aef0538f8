import {
  type AssetType,
  type Folder,
  type FolderCrumb,
  folderAssetAreas,
  folderDepthMax,
  folderTitleBody,
} from '@coachline/contract/folders';
import { messages } from '@coachline/contract/messages';
import {
  ActionIcon,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Menu,
  Modal,
  NavLink,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArchive,
  IconDots,
  IconFolder,
  IconFolderPlus,
  IconFolderUp,
} from '@tabler/icons-react';
import type { QueryKey } from '@tanstack/react-query';
import { type DragEvent, useEffect, useState } from 'react';
import { isApiError } from '../../api/client';
import { useAbilities } from '../../app/abilities';
import { type FolderPlace, topPlace, useFolderPlace } from '../../app/folderState';
import { confirmAction, confirmDelete } from '../../ui/dialogs';
import { serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { type FolderWrites, useFolders, useFolderWrites } from './queries';

// One folder browser for every asset list (001 §7 Folders, 000 §4.4, §4.6, §5.2): the
// breadcrumb, main or archived folders, a tile per folder with its counts, create, rename in
// place (Enter saves), archive, restore and delete, and assets dropped on a tile or sent
// through "Move to folder". The asset list beside it filters by `useFolderPlace(type)`.

/** The drag data of assets being moved into a folder: their ids as JSON. */
const assetDragType = 'application/x-coachline-assets';

/** Makes an asset draggable onto a folder tile. */
export const dragAssets = (ids: number[]) => ({
  draggable: true,
  onDragStart: (event: DragEvent) => {
    event.dataTransfer.setData(assetDragType, JSON.stringify(ids));
    event.dataTransfer.effectAllowed = 'move';
  },
});

function droppedIds(event: DragEvent): number[] {
  try {
    const ids: unknown = JSON.parse(event.dataTransfer.getData(assetDragType) || '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The title field of create and rename: Enter saves, Escape gives up. */
function FolderTitleForm(props: {
  label: string;
  title: string;
  onSave: (title: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useContractForm(folderTitleBody, { title: props.title });
  const save = form.handleSubmit(async ({ title }) => {
    await props.onSave(title).then(props.onCancel, serverErrorsTo(form));
  });
  return (
    <form onSubmit={save} noValidate>
      <TextInput
        {...form.register('title')}
        aria-label={props.label}
        placeholder="Folder name"
        autoFocus
        size="xs"
        error={form.formState.errors.title?.message}
        onKeyDown={(event) => {
          if (event.key === 'Escape') props.onCancel();
        }}
        disabled={form.formState.isSubmitting}
      />
    </form>
  );
}

function FolderTile(props: {
  folder: Folder;
  noun: string;
  writes: FolderWrites;
  canUpdate: boolean;
  canDelete: boolean;
  onOpen: () => void;
  /** Moves the tile one place up (-1) or down (1) in its list; absent at that end. */
  onShift: { up?: () => void; down?: () => void };
}) {
  const { folder, writes } = props;
  const [renaming, setRenaming] = useState(false);
  const [dropping, setDropping] = useState(false);
  const live = folder.archived === 0;
  const counts = [
    folder.items_count === null ? null : plural(folder.items_count, props.noun),
    folder.subfolders_count > 0 ? plural(folder.subfolders_count, 'folder') : null,
  ].filter(Boolean);
  const drop = live && props.canUpdate;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      component="li"
      aria-label={folder.title}
      bg={dropping ? 'var(--mantine-primary-color-light)' : undefined}
      onDragOver={(event: DragEvent) => {
        if (!drop || !event.dataTransfer.types.includes(assetDragType)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event: DragEvent) => {
        setDropping(false);
        const ids = droppedIds(event);
        if (!drop || ids.length === 0) return;
        event.preventDefault();
        writes.addAssets.mutate({
          asset_type: folder.asset_type,
          assets_id: ids,
          folder_id: folder.id,
        });
      }}
      style={{ listStyle: 'none' }}
    >
      <Group wrap="nowrap" gap="xs">
        {renaming ? (
          <div style={{ flex: 1 }}>
            <FolderTitleForm
              label={`New name for ${folder.title}`}
              title={folder.title}
              onSave={(title) =>
                writes.rename.mutateAsync({ id: folder.id, title, asset_type: folder.asset_type })
              }
              onCancel={() => setRenaming(false)}
            />
          </div>
        ) : (
          <UnstyledButton onClick={props.onOpen} style={{ flex: 1, minWidth: 0 }}>
            <Group wrap="nowrap" gap="xs">
              <IconFolder size={22} aria-hidden style={{ flexShrink: 0 }} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {folder.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {counts.length ? counts.join(' · ') : 'Empty'}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        )}
        {props.canUpdate || props.canDelete ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Actions for the folder ${folder.title}`}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {props.canUpdate && live ? (
                <Menu.Item onClick={() => setRenaming(true)}>Rename</Menu.Item>
              ) : null}
              {props.canUpdate && props.onShift.up ? (
                <Menu.Item onClick={props.onShift.up}>Move up</Menu.Item>
              ) : null}
              {props.canUpdate && props.onShift.down ? (
                <Menu.Item onClick={props.onShift.down}>Move down</Menu.Item>
              ) : null}
              {props.canUpdate ? (
                <Menu.Item
                  onClick={() =>
                    confirmAction({
                      text: live ? messages.confirmArchiveFolder : messages.confirmRestoreFolder,
                      confirmLabel: live ? 'Archive' : 'Restore',
                      onConfirm: () =>
                        writes.archive.mutate({ id: folder.id, archived: live ? 1 : 0 }),
                    })
                  }
                >
                  {live ? 'Archive' : 'Restore'}
                </Menu.Item>
              ) : null}
              {props.canDelete ? (
                <Menu.Item
                  color="red.8"
                  onClick={() =>
                    confirmDelete(messages.confirmDeleteFolder, () =>
                      writes.remove.mutate(folder.id),
                    )
                  }
                >
                  Delete
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The way back up: the main or archived folders, then each folder to the current one. */
function FolderPath(props: {
  place: FolderPlace;
  onTop: () => void;
  onCrumb: (index: number) => void;
}) {
  const { breadcrumb, isArchived } = props.place;
  const top = isArchived ? 'Archived folders' : 'Main folder';
  const crumb = (label: string, current: boolean, go: () => void, key: string | number) =>
    current ? (
      <Text key={key} size="sm" fw={600} aria-current="location">
        {label}
      </Text>
    ) : (
      <Anchor key={key} component="button" type="button" size="sm" onClick={go}>
        {label}
      </Anchor>
    );
  return (
    <nav aria-label="Folder path">
      <Breadcrumbs separatorMargin={4}>
        {crumb(top, breadcrumb.length === 0, props.onTop, 'top')}
        {breadcrumb.map((c, i) =>
          crumb(c.title, i === breadcrumb.length - 1, () => props.onCrumb(i), c.id),
        )}
      </Breadcrumbs>
    </nav>
  );
}

export function FolderBrowser(props: {
  assetType: AssetType;
  /** The asset list's query key: moving assets refreshes it. */
  assetKeys: QueryKey;
  /** What one asset is called, singular ("template"). */
  noun: string;
}) {
  const { assetType } = props;
  const [place, setPlace] = useFolderPlace(assetType);
  const abilities = useAbilities(folderAssetAreas[assetType]);
  const writes = useFolderWrites(props.assetKeys);
  const [creating, setCreating] = useState(false);
  const folders = useFolders(assetType, {
    parent_id: place.folderId ?? undefined,
    archived: place.isArchived ? 1 : 0,
  });
  const gone = folders.isError && isApiError(folders.error) && folders.error.status === 404;
  // A remembered folder deleted meanwhile (or elsewhere): back to the top.
  useEffect(() => {
    if (gone) setPlace({ ...topPlace, isArchived: place.isArchived });
  }, [gone, place.isArchived, setPlace]);

  const open = (breadcrumb: FolderCrumb[]) =>
    setPlace({
      folderId: breadcrumb.at(-1)?.id ?? null,
      isArchived: place.isArchived,
      breadcrumb,
    });
  const rows = folders.data?.folders ?? [];
  // 001 §8: folders show by ordering; moving one swaps it with its neighbour and sends the
  // list's new order.
  const shift = (index: number, by: -1 | 1) => {
    const ids = rows.map((f) => f.id);
    const other = index + by;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    writes.sort.mutate({ asset_type: assetType, ids });
  };
  const canCreate =
    abilities.create && !place.isArchived && place.breadcrumb.length < folderDepthMax;

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <FolderPath
          place={place}
          onTop={() => open([])}
          onCrumb={(i) => open(place.breadcrumb.slice(0, i + 1))}
        />
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            aria-label="Folders shown"
            data={[
              { value: 'main', label: 'Main' },
              { value: 'archived', label: 'Archived' },
            ]}
            value={place.isArchived ? 'archived' : 'main'}
            onChange={(v) => setPlace({ ...topPlace, isArchived: v === 'archived' })}
          />
          {place.breadcrumb.length > 0 ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFolderUp size={14} aria-hidden />}
              onClick={() => open(place.breadcrumb.slice(0, -1))}
            >
              Up
            </Button>
          ) : null}
          {canCreate ? (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconFolderPlus size={14} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              New folder
            </Button>
          ) : null}
        </Group>
      </Group>
      {creating ? (
        <Paper withBorder radius="md" p="xs" maw={320}>
          <FolderTitleForm
            label="Name of the new folder"
            title=""
            onSave={(title) =>
              writes.create.mutateAsync({
                asset_type: assetType,
                title,
                parent_id: place.folderId,
              })
            }
            onCancel={() => setCreating(false)}
          />
        </Paper>
      ) : null}
      {folders.isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy aria-label="Loading folders">
          {[0, 1].map((i) => (
            <Skeleton key={i} h={52} radius="md" />
          ))}
        </SimpleGrid>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {place.isArchived
            ? place.breadcrumb.length
              ? 'No archived subfolders here.'
              : 'No archived folders.'
            : place.breadcrumb.length
              ? 'No subfolders here.'
              : 'No folders yet.'}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          component="ul"
          aria-label="Folders"
          p={0}
          m={0}
          spacing="xs"
        >
          {rows.map((f, i) => (
            <FolderTile
              key={f.id}
              folder={f}
              noun={props.noun}
              writes={writes}
              canUpdate={abilities.update}
              canDelete={abilities.delete}
              onOpen={() => open(f.breadcrumb)}
              onShift={{
                up: i > 0 ? () => shift(i, -1) : undefined,
                down: i < rows.length - 1 ? () => shift(i, 1) : undefined,
              }}
            />
          ))}
        </SimpleGrid>
      )}
      {place.isArchived ? (
        <Text size="xs" c="dimmed">
          <IconArchive size={12} aria-hidden /> Archived folders keep their {props.noun}s; restore a
          folder to use it again.
        </Text>
      ) : null}
    </Stack>
  );
}

/** "Move to folder": browse the main folders and move the assets into one, or to the main one. */
export function MoveToFolderModal(props: {
  assetType: AssetType;
  assetKeys: QueryKey;
  /** The assets to move; none closes it. */
  assetIds: number[];
  onClose: () => void;
}) {
  const opened = props.assetIds.length > 0;
  const [path, setPath] = useState<FolderCrumb[]>([]);
  const writes = useFolderWrites(props.assetKeys);
  const here = path.at(-1) ?? null;
  const folders = useFolders(props.assetType, { parent_id: here?.id, archived: 0 }, opened);
  const close = () => {
    setPath([]);
    props.onClose();
  };
  const move = () =>
    writes.addAssets.mutate(
      { asset_type: props.assetType, assets_id: props.assetIds, folder_id: here?.id ?? 0 },
      { onSuccess: close },
    );
  return (
    <Modal opened={opened} onClose={close} title="Move to folder">
      <Stack gap="sm">
        <FolderPath
          place={{ folderId: here?.id ?? null, isArchived: false, breadcrumb: path }}
          onTop={() => setPath([])}
          onCrumb={(i) => setPath(path.slice(0, i + 1))}
        />
        {folders.isLoading ? (
          <Skeleton role="status" h={80} aria-label="Loading folders" />
        ) : (
          <nav aria-label="Subfolders">
            {(folders.data?.folders ?? []).map((f) => (
              <NavLink
                key={f.id}
                component="button"
                label={f.title}
                leftSection={<IconFolder size={16} aria-hidden />}
                onClick={() => setPath(f.breadcrumb)}
              />
            ))}
            {folders.data?.folders.length === 0 ? (
              <Text size="sm" c="dimmed">
                No subfolders here.
              </Text>
            ) : null}
          </nav>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {messages.cancel}
          </Button>
          <Button onClick={move} loading={writes.addAssets.isPending}>
            Move to {here ? here.title : 'the main folder'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
