import { progressPageSize } from '@coachline/contract/progress-tracking';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { ListPage, listPageStatus } from '../../ui/ListPage';
import { usePagedSearch } from '../../ui/usePagedSearch';
import { ProgressCard, type ProgressDialog } from './ProgressCard';
import { CreateProgressModal, TrackingNameModal } from './ProgressDialogs';
import { useProgressList } from './queries';

// The location's progress trackings (002 §9: 6 a page, latest order first), searched by name;
// creating one opens its editor.

export function ProgressIndexPage() {
  const abilities = useAbilities('progress-tracking');
  const { page, setPage, search, setSearch, searched } = usePagedSearch(350);
  const list = useProgressList({ page, ...(searched ? { search: searched } : {}) });
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<ProgressDialog | null>(null);
  const filtered = searched !== '';
  return (
    <ListPage
      title="Progress Tracking"
      description="Check-ins your clients fill in on a schedule: their numbers, answers and photos, against the goals you set."
      noun="progress tracking"
      onCreate={abilities.create ? () => setCreating(true) : undefined}
      search={{
        label: 'Search progress trackings',
        placeholder: 'Search by name',
        value: search,
        onChange: setSearch,
        maw: 320,
      }}
      status={listPageStatus(list)}
      placeholder={
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Loading progress trackings">
          {Array.from({ length: progressPageSize }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </SimpleGrid>
      }
      error="The progress trackings could not be loaded."
      empty={{
        icon: <IconChartLine size={24} />,
        title: filtered ? 'No progress trackings match' : 'No progress trackings yet',
        text: filtered
          ? 'Try another name.'
          : 'A progress tracking is a check-in: your clients get a reminder with their own link each week, send their weight, measurements, answers and photos, and you follow each one toward their goals.',
        createLabel: 'Create your first check-in',
      }}
      paging={
        list.data
          ? { list: list.data, onPage: setPage, label: 'Progress tracking pages' }
          : undefined
      }
      dialogs={
        <>
          <CreateProgressModal opened={creating} onClose={() => setCreating(false)} />
          <TrackingNameModal
            kind={dialog?.kind ?? 'rename'}
            tracking={dialog?.tracking ?? null}
            onClose={() => setDialog(null)}
          />
        </>
      }
    >
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Progress trackings"
      >
        {list.data?.data.map((tracking) => (
          <ProgressCard key={tracking.id} tracking={tracking} onDialog={setDialog} />
        ))}
      </SimpleGrid>
    </ListPage>
  );
}
