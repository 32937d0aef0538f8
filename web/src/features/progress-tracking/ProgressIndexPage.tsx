import { progressPageSize } from '@coachline/contract/progress-tracking';
import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChartLine, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { ProgressCard, type ProgressDialog } from './ProgressCard';
import { CreateProgressModal, TrackingNameModal } from './ProgressDialogs';
import { useProgressList } from './queries';

// The location's progress trackings (002 §9: 6 a page, latest order first), searched by name;
// creating one opens its editor.

export function ProgressIndexPage() {
  const abilities = useAbilities('progress-tracking');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const list = useProgressList({ page, ...(debounced ? { search: debounced } : {}) });
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<ProgressDialog | null>(null);
  const rows = list.data?.data ?? [];
  const filtered = debounced !== '';
  return (
    <Stack gap="md">
      <PageHeader
        title="Progress Tracking"
        description="Check-ins your clients fill in on a schedule: their numbers, answers and photos, against the goals you set."
        action={
          abilities.create ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              Create progress tracking
            </Button>
          ) : null
        }
      />
      <SearchInput
        label="Search progress trackings"
        placeholder="Search by name"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        maw={320}
      />
      {list.isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Loading progress trackings">
          {Array.from({ length: progressPageSize }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Alert color="red">The progress trackings could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconChartLine size={24} />}
            title={filtered ? 'No progress trackings match' : 'No progress trackings yet'}
            text={
              filtered
                ? 'Try another name.'
                : 'A progress tracking is a check-in: your clients get a reminder with their own link each week, send their weight, measurements, answers and photos, and you follow each one toward their goals.'
            }
            action={
              abilities.create && !filtered ? (
                <Button onClick={() => setCreating(true)}>Create your first check-in</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Progress trackings"
        >
          {rows.map((tracking) => (
            <ProgressCard key={tracking.id} tracking={tracking} onDialog={setDialog} />
          ))}
        </SimpleGrid>
      )}
      {list.data && list.data.total > 0 ? (
        <ListFooter list={list.data} onPage={setPage} label="Progress tracking pages" />
      ) : null}
      <CreateProgressModal opened={creating} onClose={() => setCreating(false)} />
      <TrackingNameModal
        kind={dialog?.kind ?? 'rename'}
        tracking={dialog?.tracking ?? null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
