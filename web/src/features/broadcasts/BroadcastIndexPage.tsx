import type { Broadcast } from '@coachline/contract/broadcasts';
import { broadcastListTypes } from '@coachline/contract/broadcasts';
import { buildPath } from '@coachline/contract/routes';
import {
  Button,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBan, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { BroadcastCard, RenameBroadcastModal } from './BroadcastCard';
import { useBroadcasts } from './queries';
import { SuppressionListsModal } from './SuppressionLists';

// The broadcasts of the location (001 §2 BroadcastIndex, §9): newest first, 6 a page, by type
// (all, drafts, scheduled, sent) and searched by title.

type ListType = (typeof broadcastListTypes)[number];
const typeLabels: Record<ListType, string> = {
  all: 'All',
  saved: 'Drafts',
  scheduled: 'Scheduled',
  sent: 'Sent',
};

export function BroadcastIndexPage() {
  const abilities = useAbilities('broadcasts');
  const [type, setType] = useState<ListType>('all');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 350);
  const [renaming, setRenaming] = useState<Broadcast | null>(null);
  const [suppressions, setSuppressions] = useState(false);
  const searching = debounced.trim();
  const list = useBroadcasts({ type, page, search: searching || undefined });
  const rows = list.data?.data ?? [];
  const filtered = type !== 'all' || searching !== '';
  const newButton = abilities.create ? (
    <Button
      component={Link}
      to={buildPath('BroadcastNew')}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      New broadcast
    </Button>
  ) : null;

  return (
    <Stack gap="md">
      <PageHeader
        title="Broadcasts"
        description="One email to many contacts at once, with who opened and clicked it."
        action={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => setSuppressions(true)}
            >
              Suppression lists
            </Button>
            {newButton}
          </Group>
        }
      />
      <Group gap="sm" wrap="wrap">
        <SearchInput
          label="Search broadcasts"
          placeholder="Search broadcasts by title"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          maw={320}
        />
        <ScrollArea type="auto" maw="100%">
          <SegmentedControl
            aria-label="Kind of broadcast"
            data={broadcastListTypes.map((t) => ({ value: t, label: typeLabels[t] }))}
            value={type}
            onChange={(v) => {
              setType(v as ListType);
              setPage(1);
            }}
          />
        </ScrollArea>
      </Group>
      {list.isLoading ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy aria-label="Loading broadcasts">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={170} radius="md" />
          ))}
        </SimpleGrid>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconSpeakerphone size={24} />}
            title={filtered ? 'No broadcasts match' : 'No broadcasts yet'}
            text="Write one email and send it to a tab, tags, groups or chosen contacts, now or at a time you pick. Drafts added from templates show here too."
            action={filtered ? undefined : newButton}
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          aria-busy={list.isFetching}
          aria-label="Broadcasts"
          component="section"
        >
          {rows.map((b) => (
            <BroadcastCard key={b.id} broadcast={b} onRename={() => setRenaming(b)} />
          ))}
        </SimpleGrid>
      )}
      {list.data && list.data.total > 0 ? (
        <ListFooter list={list.data} onPage={setPage} label="Broadcast pages" />
      ) : null}
      <RenameBroadcastModal broadcast={renaming} onClose={() => setRenaming(null)} />
      <SuppressionListsModal opened={suppressions} onClose={() => setSuppressions(false)} />
    </Stack>
  );
}
