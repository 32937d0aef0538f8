import type { Paginated } from '@coachline/contract/api';
import type { AssetImport } from '@coachline/contract/sharing';
import { Alert, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { DateTime } from '../../ui/DateTime';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';

// A page of imports, as the import log and a share's imports show them: the columns each asks
// for, and the list's loading, failure and empty states.

const columns = {
  asset: { header: 'Asset', cell: (row: AssetImport) => row.title },
  from: { header: 'From', cell: (row: AssetImport) => row.from_location },
  location: { header: 'Location', cell: (row: AssetImport) => row.to_location },
  by: { header: 'By', cell: (row: AssetImport) => row.imported_by },
};

export function ImportsTable(props: {
  imports: UseQueryResult<Paginated<AssetImport>>;
  /** The table's name ("Import log"), also naming its loading state and pages. */
  label: string;
  columns: (keyof typeof columns)[];
  /** What an empty list says. */
  empty: string;
  onPage: (page: number) => void;
}) {
  const { imports, label } = props;
  const rows = imports.data?.data ?? [];
  if (imports.isError)
    return <Alert color="red">The {label.toLowerCase()} could not be loaded.</Alert>;
  if (imports.isLoading) return <LoadingRows h={32} label={`Loading the ${label.toLowerCase()}`} />;
  if (!imports.data || rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {props.empty}
      </Text>
    );
  }
  const shown = props.columns.map((key) => ({ key, ...columns[key] }));
  return (
    <Stack gap="sm">
      <Table aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
            <Table.Th>When</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {shown.map((column) => (
                <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
              ))}
              <Table.Td>
                <DateTime value={row.created_at} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListFooter list={imports.data} onPage={props.onPage} label={`${label} pages`} />
    </Stack>
  );
}
