import { habitPageSize } from '@coachline/contract/habit-tracking';
import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTargetArrow } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { HabitTrackingCard, type HabitTrackingDialog } from './HabitTrackingCard';
import {
  CreateHabitTrackingModal,
  DuplicateHabitTrackingModal,
  RenameHabitTrackingModal,
} from './HabitTrackingDialogs';
import { useHabitTrackings } from './queries';

// Habit tracking (002 §3 Habit tracking, §7): the location's habit trackings as cards, 6 a page
// in their order, searched by name; creating one opens its editor.

export function HabitTrackingIndexPage() {
  const abilities = useAbilities('habit-tracking');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const list = useHabitTrackings({ page, ...(debounced ? { search: debounced } : {}) });
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<HabitTrackingDialog | null>(null);
  const rows = list.data?.data ?? [];
  const filtered = debounced !== '';
  const create = abilities.create ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      Create habit tracking
    </Button>
  ) : null;
  return (
    <Stack gap="md">
      <PageHeader
        title="Habit Tracking"
        description="Daily habits your clients check in, with points, streaks, photo proofs and a leaderboard."
        action={create}
      />
      <SearchInput
        label="Search habit trackings"
        placeholder="Search by name"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        maw={320}
      />
      {list.isLoading ? (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          role="status"
          aria-busy
          aria-label="Loading habit trackings"
        >
          {Array.from({ length: habitPageSize }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
            <Skeleton key={i} h={170} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Alert color="red">The habit trackings could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconTargetArrow size={24} />}
            title={filtered ? 'No habit trackings match' : 'No habit trackings yet'}
            text={
              filtered
                ? 'Try another name.'
                : 'Give clients a daily check-in: drink water, sleep 8 hours, walk 10,000 steps. Each day they tick the habits they kept from a link or their portal, with a photo when you ask for one, and earn points and streaks on a leaderboard.'
            }
            action={
              abilities.create && !filtered ? (
                <Button onClick={() => setCreating(true)}>Create your first habit tracking</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          component="section"
          aria-label="Habit trackings"
          aria-busy={list.isFetching}
        >
          {rows.map((tracking) => (
            <HabitTrackingCard key={tracking.id} tracking={tracking} onDialog={setDialog} />
          ))}
        </SimpleGrid>
      )}
      {list.data && list.data.total > 0 ? (
        <ListFooter list={list.data} onPage={setPage} label="Habit tracking pages" />
      ) : null}
      {creating ? <CreateHabitTrackingModal onClose={() => setCreating(false)} /> : null}
      {dialog?.kind === 'rename' ? (
        <RenameHabitTrackingModal tracking={dialog.tracking} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'duplicate' ? (
        <DuplicateHabitTrackingModal tracking={dialog.tracking} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}
