import { habitPageSize } from '@coachline/contract/habit-tracking';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { ListPage, listPageStatus } from '../../ui/ListPage';
import { usePagedSearch } from '../../ui/usePagedSearch';
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
  const { page, setPage, search, setSearch, searched } = usePagedSearch(350);
  const list = useHabitTrackings({ page, ...(searched ? { search: searched } : {}) });
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<HabitTrackingDialog | null>(null);
  const filtered = searched !== '';
  return (
    <ListPage
      title="Habit Tracking"
      description="Daily habits your clients check in, with points, streaks, photo proofs and a leaderboard."
      noun="habit tracking"
      onCreate={abilities.create ? () => setCreating(true) : undefined}
      search={{
        label: 'Search habit trackings',
        placeholder: 'Search by name',
        value: search,
        onChange: setSearch,
        maw: 320,
      }}
      status={listPageStatus(list)}
      placeholder={
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
      }
      error="The habit trackings could not be loaded."
      empty={{
        icon: <IconTargetArrow size={24} />,
        title: filtered ? 'No habit trackings match' : 'No habit trackings yet',
        text: filtered
          ? 'Try another name.'
          : 'Give clients a daily check-in: drink water, sleep 8 hours, walk 10,000 steps. Each day they tick the habits they kept from a link or their portal, with a photo when you ask for one, and earn points and streaks on a leaderboard.',
      }}
      paging={
        list.data ? { list: list.data, onPage: setPage, label: 'Habit tracking pages' } : undefined
      }
      dialogs={
        <>
          {creating ? <CreateHabitTrackingModal onClose={() => setCreating(false)} /> : null}
          {dialog?.kind === 'rename' ? (
            <RenameHabitTrackingModal tracking={dialog.tracking} onClose={() => setDialog(null)} />
          ) : null}
          {dialog?.kind === 'duplicate' ? (
            <DuplicateHabitTrackingModal
              tracking={dialog.tracking}
              onClose={() => setDialog(null)}
            />
          ) : null}
        </>
      }
    >
      <SimpleGrid
        cols={{ base: 1, md: 2, xl: 3 }}
        component="section"
        aria-label="Habit trackings"
        aria-busy={list.isFetching}
      >
        {list.data?.data.map((tracking) => (
          <HabitTrackingCard key={tracking.id} tracking={tracking} onDialog={setDialog} />
        ))}
      </SimpleGrid>
    </ListPage>
  );
}
