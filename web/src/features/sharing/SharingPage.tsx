import { can, type PermissionAction } from '@coachline/contract/permissions';
import {
  type Share,
  type ShareableType,
  shareableKinds,
  shareableTypes,
} from '@coachline/contract/sharing';
import { titleCase } from '@coachline/contract/text';
import {
  Badge,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconLink, IconPhoto, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { permissionSubjectOf } from '../../app/abilities';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRows } from '../../ui/LoadingRows';
import { PageHeader } from '../../ui/PageHeader';
import { SortableList, useSortableRow } from '../../ui/SortableList';
import { ImageUploader } from '../image-library/ImageUploader';
import { useRefreshedSession } from '../session/sessionQuery';
import {
  useSortedShares,
  useSortShares,
  useSortSharesByDefault,
  useStopSharing,
  useUpdateThumbnail,
} from './queries';
import { ShareDialog } from './ShareDialog';
import { ShareImportsDrawer } from './ShareImportsDrawer';

// The location's own shares as a whole (001 §7 Asset sharing, 002 §7 Sharing): their order,
// thumbnails and imports, their links, and stopping them. The server asks for the action on
// every shareable area to list all kinds, reorder or stop sharing, and on the kind's area for
// the rest; the screen offers what it would allow.

/** What the user may do on shares of each kind. */
function useShareAbilities() {
  const session = useRefreshedSession();
  const subject = session ? permissionSubjectOf(session) : null;
  const may = (action: PermissionAction, type: ShareableType) =>
    subject !== null && can(subject, action, shareableKinds[type].area);
  const onEvery = (action: PermissionAction) => shareableTypes.every((t) => may(action, t));
  return {
    may,
    viewable: shareableTypes.filter((t) => may('view', t)),
    viewsAll: onEvery('view'),
    reorders: onEvery('update'),
    stops: onEvery('delete'),
  };
}

type RowActions = {
  reorders: boolean;
  stops: boolean;
  setsThumbnail: boolean;
  onLink: () => void;
  onImports: () => void;
  onThumbnail: () => void;
  onStop: () => void;
};

function ShareRow(props: { share: Share; actions: RowActions }) {
  const { share, actions } = props;
  const row = useSortableRow({ id: share.id, title: share.title, sortable: actions.reorders });
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="xs"
      ref={row.ref}
      aria-label={share.title}
      style={row.style}
    >
      <Group gap="sm" wrap="nowrap">
        {row.handle}
        {share.thumbnail ? (
          <Image src={share.thumbnail} alt="" w={80} h={45} fit="cover" radius="xs" />
        ) : (
          <ThemeIcon w={80} h={45} variant="light" color="gray" radius="xs" aria-hidden>
            <IconPhoto size={20} />
          </ThemeIcon>
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {share.title}
          </Text>
          <Group gap={6}>
            <Badge size="sm" variant="light">
              {titleCase(shareableKinds[share.asset_type].label)}
            </Badge>
            <Badge size="sm" variant="outline" color="gray.7">
              {titleCase(share.permission)}
            </Badge>
            <Text size="xs" c="dimmed" span>
              Shared <DateTime value={share.created_at} size="xs" />
            </Text>
          </Group>
        </Stack>
        <Group gap={4} wrap="wrap" justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={actions.onImports}>
            {share.imports_count === 1 ? '1 import' : `${share.imports_count} imports`}
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconLink size={14} aria-hidden />}
            onClick={actions.onLink}
          >
            Link
          </Button>
          {actions.setsThumbnail ? (
            <Button variant="default" size="compact-sm" onClick={actions.onThumbnail}>
              Thumbnail
            </Button>
          ) : null}
          {actions.stops ? (
            <Button variant="light" color="red" size="compact-sm" onClick={actions.onStop}>
              Stop sharing
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

/** The image a share shows, picked through the image uploader, or back to its asset's cover. */
function ThumbnailModal(props: { share: Share | null; onClose: () => void }) {
  const update = useUpdateThumbnail();
  const { share, onClose } = props;
  const set = (thumbnail: string | null) => {
    if (share)
      update.mutate(
        { type: share.asset_type, id: share.asset_id, thumbnail },
        { onSuccess: onClose },
      );
  };
  return (
    <Modal
      opened={share !== null}
      onClose={onClose}
      title={share ? `Thumbnail of ${share.title}` : ''}
      centered
    >
      <Stack gap="sm">
        <ImageUploader
          size="1200x700"
          label="Thumbnail"
          value={share?.thumbnail ?? undefined}
          onChange={(image) => set(image.img_src)}
        />
        {share?.thumbnail ? (
          <Group>
            <Button
              variant="light"
              color="red"
              size="compact-sm"
              loading={update.isPending}
              onClick={() => set(null)}
            >
              Remove thumbnail
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}

export function SharingPage() {
  const abilities = useShareAbilities();
  const [picked, setPicked] = useState<ShareableType | 'all'>('all');
  // Listing every kind needs view on each; otherwise the first kind the user may view.
  const kind = picked === 'all' && !abilities.viewsAll ? abilities.viewable[0] : picked;
  const type = kind === 'all' ? undefined : kind;
  const shares = useSortedShares(type);
  const sort = useSortShares();
  const sortDefault = useSortSharesByDefault();
  const stop = useStopSharing();
  const [linkOf, setLinkOf] = useState<Share | null>(null);
  const [importsOf, setImportsOf] = useState<Share | null>(null);
  const [thumbnailOf, setThumbnailOf] = useState<Share | null>(null);
  // sort-assets takes every share of the location: the order is changed on the whole list only.
  const reorders = abilities.reorders && type === undefined;
  const list = shares.data ?? [];
  const confirmStop = (share: Share) =>
    confirmAction({
      title: `Stop sharing ${share.title}?`,
      text: `Its share link and short link stop working. The ${shareableKinds[share.asset_type].label} stays here, and the copies other locations imported stay theirs.`,
      confirmLabel: 'Stop sharing',
      onConfirm: () => stop.mutate([share.id]),
    });
  const rowActions = (share: Share): RowActions => ({
    reorders,
    stops: abilities.stops,
    setsThumbnail: abilities.may('update', share.asset_type),
    onLink: () => setLinkOf(share),
    onImports: () => setImportsOf(share),
    onThumbnail: () => setThumbnailOf(share),
    onStop: () => confirmStop(share),
  });
  const kinds = [
    ...(abilities.viewsAll ? [{ value: 'all', label: 'All' }] : []),
    ...abilities.viewable.map((t) => ({ value: t, label: titleCase(t) })),
  ];
  return (
    <Stack gap="md">
      <PageHeader
        title="Sharing"
        description="What this location shares with other locations, in the order they see it."
        action={
          reorders && list.length > 1 ? (
            <Button
              variant="default"
              loading={sortDefault.isPending}
              onClick={() => sortDefault.mutate()}
            >
              Default order
            </Button>
          ) : null
        }
      />
      {kinds.length > 1 ? (
        <SegmentedControl
          aria-label="Kind"
          value={kind ?? 'all'}
          onChange={(value) => setPicked(value as ShareableType | 'all')}
          data={kinds}
          style={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      {shares.isLoading ? (
        <LoadingRows h={64} label="Loading the shares" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconShare size={24} />}
          title="Nothing shared yet"
          text="Share a form, page or playbook from its list: Share in its card's menu makes its link."
        />
      ) : (
        <SortableList
          items={list}
          noun="share"
          titleOf={(share) => share.title}
          label="Shares"
          busy={sort.isPending}
          onSort={(ids, outcome) => sort.mutate(ids, outcome)}
          renderItem={(share) => (
            <ShareRow key={share.id} share={share} actions={rowActions(share)} />
          )}
        />
      )}
      <ShareDialog
        asset={
          linkOf ? { type: linkOf.asset_type, id: linkOf.asset_id, title: linkOf.title } : null
        }
        onClose={() => setLinkOf(null)}
      />
      <ShareImportsDrawer share={importsOf} onClose={() => setImportsOf(null)} />
      <ThumbnailModal share={thumbnailOf} onClose={() => setThumbnailOf(null)} />
    </Stack>
  );
}
