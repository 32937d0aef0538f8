import type { Paginated } from '@coachline/contract/api';
import { Group, Select, Text } from '@mantine/core';
import { Pages } from './Pages';

/** "Showing 1–25 of 240", the page size and the pages, below a list. */
export function ListFooter(props: {
  list: Omit<Paginated<unknown>, 'data'>;
  onPage: (page: number) => void;
  pageSizes?: readonly number[];
  onPerPage?: (size: number) => void;
  label?: string;
}) {
  const { current_page: page, last_page: lastPage, per_page: perPage, total } = props.list;
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {from.toLocaleString('en-US')}–{to.toLocaleString('en-US')} of{' '}
          {total.toLocaleString('en-US')}
        </Text>
        {props.onPerPage && props.pageSizes ? (
          <Select
            aria-label="Rows per page"
            size="xs"
            w={104}
            allowDeselect={false}
            data={props.pageSizes.map((n) => ({ value: String(n), label: `${n} / page` }))}
            value={String(perPage)}
            onChange={(v) => v && props.onPerPage?.(Number(v))}
          />
        ) : null}
      </Group>
      <Pages total={lastPage} value={page} onChange={props.onPage} label={props.label ?? 'Pages'} />
    </Group>
  );
}
