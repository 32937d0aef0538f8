import type { Paginated } from '@coachline/contract/api';
import { Alert, Button, Paper, Stack, Table, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DateTime } from './DateTime';
import { EmptyState } from './EmptyState';
import { ListFooter } from './ListFooter';
import { PageHeader } from './PageHeader';
import { CountButton, ManageActions } from './RowActions';
import { SearchInput } from './SearchInput';

// The page of a list of named records (tags, groups; UX.md "Lists"): the header with its
// create button, an optional search, the records or their empty state, the pages below, and
// the page's dialogs (create/edit, the contacts of a record).

type ListPageSearch = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maw?: number;
};

type ListPageStatus = 'loading' | 'error' | 'empty' | 'ready';

/** Where a list page stands, from the query of its records. */
export const listPageStatus = (query: {
  isLoading: boolean;
  isError: boolean;
  data?: { data: readonly unknown[] } | undefined;
}): ListPageStatus =>
  query.isLoading
    ? 'loading'
    : query.isError
      ? 'error'
      : query.data?.data.length
        ? 'ready'
        : 'empty';

export function ListPage(props: {
  title: string;
  description: string;
  /** 'tag': "Create tag" in the header, "Create your first tag" in the empty state. */
  noun: string;
  /** Absent when the user may not create. */
  onCreate?: (() => void) | undefined;
  search?: ListPageSearch;
  status: ListPageStatus;
  /** Shown while the records load. */
  placeholder: ReactNode;
  /** Said when the records could not be loaded. */
  error?: string;
  /**
   * Without a search, the empty state offers to create the first record ("Create your first
   * tag", or `createLabel` where the page names it otherwise).
   */
  empty: { icon: ReactNode; title: string; text: string; createLabel?: string };
  paging?: {
    list: Omit<Paginated<unknown>, 'data'>;
    onPage: (page: number) => void;
    label: string;
  };
  /** The records, shown once there are some. */
  children: ReactNode;
  dialogs: ReactNode;
}) {
  const { onCreate, search, paging } = props;
  const { createLabel = `Create your first ${props.noun}`, ...empty } = props.empty;
  const searching = Boolean(search?.value.trim());
  return (
    <Stack gap="md">
      <PageHeader
        title={props.title}
        description={props.description}
        action={
          onCreate ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
              Create {props.noun}
            </Button>
          ) : null
        }
      />
      {search ? <SearchInput maw={420} {...search} /> : null}
      {props.status === 'loading' ? props.placeholder : null}
      {props.status === 'error' ? <Alert color="red">{props.error}</Alert> : null}
      {props.status === 'empty' ? (
        <Paper withBorder radius="md">
          <EmptyState
            {...empty}
            action={
              onCreate && !searching ? <Button onClick={onCreate}>{createLabel}</Button> : undefined
            }
          />
        </Paper>
      ) : null}
      {props.status === 'ready' ? props.children : null}
      {paging && paging.list.total > 0 ? (
        <ListFooter list={paging.list} onPage={paging.onPage} label={paging.label} />
      ) : null}
      {props.dialogs}
    </Stack>
  );
}

/** What a list page's records have: a name, a count of contacts and a creation date. */
type NamedRecord = { id: number; name: string; contacts_count: number; created_at: string };

type RecordColumn<Row> = { header: string; cell: (row: Row) => ReactNode };

/**
 * The records of a list page: the page's own columns, then the contact count (which opens the
 * contacts), the creation date, and view, edit and delete where the user may.
 */
export function RecordTable<Row extends NamedRecord>(props: {
  label: string;
  rows: readonly Row[];
  /** The columns before Contacts; the first names the record. */
  columns: readonly RecordColumn<Row>[];
  /** The accessible name of the count, e.g. "View the 3 contacts tagged VIP". */
  countLabel: (row: Row) => string;
  viewLabel: (row: Row) => string;
  onView: (row: Row) => void;
  onEdit?: ((row: Row) => void) | undefined;
  onDelete?: ((row: Row) => void) | undefined;
  busy?: boolean;
}) {
  const { onEdit, onDelete } = props;
  return (
    <Table.ScrollContainer minWidth={120 * (props.columns.length + 3)}>
      <Table
        verticalSpacing={8}
        highlightOnHover
        // Fixed widths keep the columns of several tables on one page in line.
        layout="fixed"
        aria-label={props.label}
        aria-busy={props.busy}
      >
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            <Table.Th w="15%">Contacts</Table.Th>
            <Table.Th w="20%">Created</Table.Th>
            <Table.Th w="20%">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id}>
              {props.columns.map((c) => (
                <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
              ))}
              <Table.Td>
                <CountButton
                  count={row.contacts_count}
                  label={props.countLabel(row)}
                  onClick={() => props.onView(row)}
                />
              </Table.Td>
              <Table.Td>
                <DateTime value={row.created_at} />
              </Table.Td>
              <Table.Td>
                <ManageActions
                  name={row.name}
                  viewLabel={props.viewLabel(row)}
                  onView={() => props.onView(row)}
                  onEdit={onEdit ? () => onEdit(row) : undefined}
                  onDelete={onDelete ? () => onDelete(row) : undefined}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
