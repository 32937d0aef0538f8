import type { Paginated } from '@coachline/contract/api';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ListFooter } from './ListFooter';
import { LoadingRows } from './LoadingRows';

/**
 * What was sent to a contact (files, forms, and the other assets of 001 §7 Contact assets) on
 * their profile: a paged list of items with the button that sends more, an empty state offering
 * the same, and the button's dialog as `children`.
 */
export function AssignedList<T extends { id: number }>(props: {
  query: { isPending: boolean; data: Paginated<T> | undefined };
  onPage: (page: number) => void;
  /** Absent for those who may not send. */
  onAdd?: (() => void) | undefined;
  addLabel: string;
  labels: { loading: string; list: string; pages: string };
  empty: { icon: ReactNode; title: string; text: string };
  itemHeight: number;
  renderItem: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  const add = props.onAdd ? (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={props.onAdd}
    >
      {props.addLabel}
    </Button>
  ) : null;
  const list = props.query.data;
  return (
    <Stack gap="sm">
      {props.query.isPending ? (
        <LoadingRows rows={3} h={props.itemHeight} radius="sm" label={props.labels.loading} />
      ) : !list || list.total === 0 ? (
        <EmptyState {...props.empty} action={add} />
      ) : (
        <>
          <Group justify="flex-end">{add}</Group>
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={props.labels.list}>
            {list.data.map(props.renderItem)}
          </Stack>
          <ListFooter list={list} onPage={props.onPage} label={props.labels.pages} />
        </>
      )}
      {props.children}
    </Stack>
  );
}
