import { buildPath } from '@coachline/contract/routes';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileText, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { useFolderPlace } from '../../app/folderState';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { FolderBrowser, MoveToFolderModal } from '../folders/FolderBrowser';
import { ShareDialog } from '../sharing/ShareDialog';
import { useSharedAssetsControls } from '../sharing/SharedAssetsControls';
import { pageKeys } from './keys';
import { PageCard, type PageDialog } from './PageCard';
import {
  CreatePageModal,
  DisablePageModal,
  PageContactsModal,
  RenamePageModal,
} from './PageDialogs';
import { usePages } from './queries';

// The pages of the location (001 §2 PageIndex, §7 Page, §9: 6 a page, by ordering descending,
// mode all, in folders): cards searched by title; creating one opens its editor.

const modes = [
  { value: 'all', label: 'All' },
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
];

export function PageIndexPage() {
  const abilities = useAbilities('pages');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [mode, setMode] = useState<'all' | 'enabled' | 'disabled'>('all');
  const [debounced] = useDebouncedValue(search, 350);
  const [folder] = useFolderPlace('pages');
  const searched = debounced.trim();
  const pages = usePages({
    page,
    mode,
    search: searched || undefined,
    // The current folder's pages; those in no folder at the top.
    folder_id: folder.folderId ?? 0,
  });
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const dialogOf = (kind: PageDialog['kind']) => (dialog?.kind === kind ? dialog.page : null);
  const rows = pages.data?.data ?? [];
  const create = () => setCreating(true);
  const filtered = searched !== '' || mode !== 'all';
  const sharing = useSharedAssetsControls({
    canImport: abilities.create,
    invalidates: [pageKeys.all],
  });

  return (
    <Stack gap="md">
      <PageHeader
        title="Pages"
        description="Lessons and resources with rich content and downloads, sent to contacts."
        action={
          <Group gap="xs">
            {sharing.buttons}
            {abilities.create ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
                Create page
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="xs">
        <SearchInput
          label="Search pages"
          placeholder="Search pages by title"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          maw={320}
        />
        <div>
          <SegmentedControl
            aria-label="Show pages"
            data={modes}
            value={mode}
            onChange={(value) => {
              setMode(value as typeof mode);
              setPage(1);
            }}
          />
        </div>
      </Stack>
      <FolderBrowser assetType="pages" assetKeys={pageKeys.all} noun="page" />
      {pages.isLoading ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy aria-label="Loading pages">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={170} radius="md" />
          ))}
        </SimpleGrid>
      ) : pages.isError ? (
        <Alert color="red">The pages could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconFileText size={24} />}
            title={filtered ? 'No pages match' : 'No pages here yet'}
            text="Write a lesson once, with images, videos and downloads, and send it to the contacts who need it."
            action={
              abilities.create && !filtered ? (
                <Button onClick={create}>Create your first page</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          aria-busy={pages.isFetching}
          aria-label="Pages"
          component="section"
        >
          {rows.map((row) => (
            <PageCard key={row.id} page={row} onDialog={setDialog} />
          ))}
        </SimpleGrid>
      )}
      {pages.data && pages.data.total > 0 ? (
        <ListFooter list={pages.data} onPage={setPage} label="Page pages" />
      ) : null}

      <CreatePageModal
        opened={creating}
        folderId={folder.folderId}
        onClose={() => setCreating(false)}
        onCreated={(created) => void navigate(buildPath('PageEdit', { page: created.id }))}
      />
      <RenamePageModal page={dialogOf('rename')} onClose={() => setDialog(null)} />
      <ShareDialog
        asset={dialog?.kind === 'share' ? { type: 'pages', ...dialog.page } : null}
        onClose={() => setDialog(null)}
      />
      {sharing.dialogs}
      <DisablePageModal page={dialogOf('disable')} onClose={() => setDialog(null)} />
      <PageContactsModal page={dialogOf('send')} action="send" onClose={() => setDialog(null)} />
      <PageContactsModal
        page={dialogOf('restrict')}
        action="restrict"
        onClose={() => setDialog(null)}
      />
      <MoveToFolderModal
        assetType="pages"
        assetKeys={pageKeys.all}
        assetIds={dialog?.kind === 'folder' ? [dialog.page.id] : []}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
