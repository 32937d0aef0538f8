import type { Journey, JourneyStatus } from '@coachline/contract/journeys';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { useFolderPlace } from '../../app/folderState';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { FolderBrowser, MoveToFolderModal } from '../folders/FolderBrowser';
import { JourneyCard, type JourneyDialog } from './JourneyCard';
import { CreateJourneyModal, RenameJourneyModal } from './JourneyDialogs';
import { journeyKeys } from './keys';
import { useJourneys } from './queries';

// The journeys of the location (002 §7 Journeys; 001 §9: 6 a page, by ordering, in folders),
// searched by name and filtered by status; creating one opens its builder.

type StatusFilter = 'all' | JourneyStatus;

export function JourneyIndexPage() {
  const abilities = useAbilities('journeys');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [folder] = useFolderPlace('journeys');
  const journeys = useJourneys({
    page,
    ...(debounced ? { search: debounced } : {}),
    // The current folder's journeys; those in no folder at the top.
    folder_id: folder.folderId ?? 0,
    ...(status === 'all' ? {} : { status }),
  });
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<JourneyDialog | null>(null);
  const dialogOf = (kind: JourneyDialog['kind']): Journey | null =>
    dialog?.kind === kind ? dialog.journey : null;
  const moving = dialogOf('folder');
  const rows = journeys.data?.data ?? [];
  const filtered = debounced !== '' || status !== 'all';

  return (
    <Stack gap="md">
      <PageHeader
        title="Journeys"
        description="Automations: a tag added or a form sent starts a contact on steps that email, wait, tag and branch for you."
        action={
          abilities.create ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              Create journey
            </Button>
          ) : null
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Search journeys"
          placeholder="Search by name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          maw={320}
        />
        <SegmentedControl
          aria-label="Status"
          data={[
            { value: 'all', label: 'All' },
            { value: 'enabled', label: 'Enabled' },
            { value: 'disabled', label: 'Disabled' },
          ]}
          value={status}
          onChange={(value) => {
            setStatus(value as StatusFilter);
            setPage(1);
          }}
        />
      </Group>
      <FolderBrowser assetType="journeys" assetKeys={journeyKeys.all} noun="journey" />
      {journeys.isLoading ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy aria-label="Loading journeys">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={210} radius="md" />
          ))}
        </SimpleGrid>
      ) : journeys.isError ? (
        <Alert color="red">The journeys could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconRoute size={24} />}
            title={filtered ? 'No journeys match' : 'No journeys here yet'}
            text={
              filtered
                ? 'Try another name or status.'
                : 'Build a journey once, and every contact who triggers it gets the same care: the welcome email, the follow-up, the tag, on time.'
            }
            action={
              abilities.create && !filtered ? (
                <Button onClick={() => setCreating(true)}>Create your first journey</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          aria-busy={journeys.isFetching}
          aria-label="Journeys"
          component="section"
        >
          {rows.map((journey) => (
            <JourneyCard key={journey.id} journey={journey} onDialog={setDialog} />
          ))}
        </SimpleGrid>
      )}
      {journeys.data && journeys.data.total > 0 ? (
        <ListFooter list={journeys.data} onPage={setPage} label="Journey pages" />
      ) : null}
      <CreateJourneyModal
        opened={creating}
        folderId={folder.folderId}
        onClose={() => setCreating(false)}
      />
      <RenameJourneyModal journey={dialogOf('rename')} onClose={() => setDialog(null)} />
      <MoveToFolderModal
        assetType="journeys"
        assetKeys={journeyKeys.all}
        assetIds={moving ? [moving.id] : []}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
