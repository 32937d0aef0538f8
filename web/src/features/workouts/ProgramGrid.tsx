import type { Paginated } from '@coachline/contract/api';
import { Alert, Button, Paper, SimpleGrid, Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAbilities } from '../../app/abilities';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';

// The cards of the Workouts and Plans tabs with their loading, failure and empty states and
// pages; each tab keeps its own filters, card and dialogs.

export function ProgramGrid<T extends { id: number }>(props: {
  /** "workout", "plan": the labels say it, plural with an s. */
  noun: string;
  list: UseQueryResult<Paginated<T>>;
  filtered: boolean;
  /** The empty state's text when nothing is filtered; `filteredHint` when something is. */
  intro: string;
  filteredHint: string;
  icon: ReactNode;
  skeletonHeight: number;
  onPage: (page: number) => void;
  onCreate: () => void;
  card: (row: T) => ReactNode;
}) {
  const { noun, list, filtered } = props;
  const abilities = useAbilities('workouts');
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const rows = list.data?.data ?? [];
  return (
    <>
      {list.isLoading ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy aria-label={`Loading ${noun}s`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={props.skeletonHeight} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Alert color="red">{`The ${noun}s could not be loaded.`}</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={props.icon}
            title={filtered ? `No ${noun}s match` : `No ${noun}s yet`}
            text={filtered ? props.filteredHint : props.intro}
            action={
              abilities.create && !filtered ? (
                <Button onClick={props.onCreate}>{`Create your first ${noun}`}</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          aria-busy={list.isFetching}
          aria-label={`${Noun}s`}
          component="section"
        >
          {rows.map((row) => props.card(row))}
        </SimpleGrid>
      )}
      {list.data && list.data.total > 0 ? (
        <ListFooter list={list.data} onPage={props.onPage} label={`${Noun} pages`} />
      ) : null}
    </>
  );
}
