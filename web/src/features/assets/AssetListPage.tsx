import type { Paginated } from '@coachline/contract/api';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { useFolderPlace } from '../../app/folderState';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { FolderBrowser } from '../folders/FolderBrowser';
import { useSharedAssetsControls } from '../sharing/SharedAssetsControls';
import type { AssetDialog } from './AssetCard';
import { type AssetCreation, AssetListDialogs, CreateAssetModal } from './AssetDialogs';
import { type AssetKind, type AssetRow, assetWords } from './assetKind';

// The list page of a kind of asset (001 §9: 6 a page, in folders): its header with Import and
// Create, the title search and the kind's filters, the folders, the cards, their pages, and
// the dialogs the cards open.

/** The list's page, search and folder, and the dialog a card opened. */
export function useAssetListState<Row>(kind: AssetKind) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 350);
  const [folder] = useFolderPlace(kind.type);
  const [dialog, setDialog] = useState<AssetDialog<Row> | null>(null);
  const [creating, setCreating] = useState(false);
  return {
    page,
    setPage,
    search,
    setSearch,
    searched: debounced.trim(),
    /** The current folder's assets; those in no folder at the top. */
    folderId: folder.folderId,
    dialog,
    setDialog,
    creating,
    setCreating,
  };
}

export type AssetListState<Row> = ReturnType<typeof useAssetListState<Row>>;

export function AssetListPage<
  Row extends AssetRow,
  Values extends FieldValues & { title: string },
  Body,
>(props: {
  kind: AssetKind;
  creation: AssetCreation<Values, Body>;
  state: AssetListState<Row>;
  list: { isLoading: boolean; isError: boolean; isFetching: boolean; data?: Paginated<Row> };
  description: string;
  /** Shown above the search (a notice…). */
  notice?: ReactNode;
  /** The kind's filters beside or below the search. */
  filters?: (search: ReactNode) => ReactNode;
  /** Some filter or the search narrows the list. */
  matching: boolean;
  /** The empty list offers to create the first one. */
  offerCreate: boolean;
  emptyText: string;
  cardHeight: number;
  renderCard: (row: Row) => ReactNode;
  /** The kind's own dialogs. */
  dialogs?: ReactNode;
}) {
  const { kind, state, list } = props;
  const abilities = useAbilities(kind.type);
  const { One, Many } = assetWords(kind);
  const rows = list.data?.data ?? [];
  const create = () => state.setCreating(true);
  const sharing = useSharedAssetsControls({
    canImport: abilities.create,
    invalidates: [kind.keys],
  });
  const search = (
    <SearchInput
      label={`Search ${kind.many}`}
      placeholder={`Search ${kind.many} by title`}
      value={state.search}
      onChange={(value) => {
        state.setSearch(value);
        state.setPage(1);
      }}
      maw={320}
    />
  );
  return (
    <Stack gap="md">
      <PageHeader
        title={Many}
        description={props.description}
        action={
          <Group gap="xs">
            {sharing.buttons}
            {abilities.create ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
                {`Create ${kind.one}`}
              </Button>
            ) : null}
          </Group>
        }
      />
      {props.notice}
      {props.filters ? props.filters(search) : search}
      <FolderBrowser assetType={kind.type} assetKeys={kind.keys} noun={kind.one} />
      {list.isLoading ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy aria-label={`Loading ${kind.many}`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={props.cardHeight} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Alert color="red">{`The ${kind.many} could not be loaded.`}</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={kind.icon}
            title={props.matching ? `No ${kind.many} match` : `No ${kind.many} here yet`}
            text={props.emptyText}
            action={
              abilities.create && props.offerCreate ? (
                <Button onClick={create}>{`Create your first ${kind.one}`}</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          aria-busy={list.isFetching}
          aria-label={Many}
          component="section"
        >
          {rows.map(props.renderCard)}
        </SimpleGrid>
      )}
      {list.data && list.data.total > 0 ? (
        <ListFooter list={list.data} onPage={state.setPage} label={`${One} pages`} />
      ) : null}
      <CreateAssetModal
        kind={kind}
        creation={props.creation}
        folderId={state.folderId}
        opened={state.creating}
        onClose={() => state.setCreating(false)}
      />
      <AssetListDialogs kind={kind} dialog={state.dialog} onClose={() => state.setDialog(null)} />
      {props.dialogs}
      {sharing.dialogs}
    </Stack>
  );
}
