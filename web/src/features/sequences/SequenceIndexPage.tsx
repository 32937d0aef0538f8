import type { Sequence } from '@coachline/contract/sequences';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailFast, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { useFolderPlace } from '../../app/folderState';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { FolderBrowser, MoveToFolderModal } from '../folders/FolderBrowser';
import { sequenceKeys } from './keys';
import { useSequences } from './queries';
import { SequenceCard, type SequenceDialog } from './SequenceCard';
import { CreateSequenceModal, RenameSequenceModal } from './SequenceDialogs';

// The sequences of the location (002 §7 Sequences; 001 §9: 6 a page, by ordering, in
// folders), searched by title; creating one opens its editor.

export function SequenceIndexPage() {
  const abilities = useAbilities('sequences');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const [folder] = useFolderPlace('sequences');
  const sequences = useSequences({
    page,
    ...(debounced ? { search: debounced } : {}),
    // The current folder's sequences; those in no folder at the top.
    folder_id: folder.folderId ?? 0,
  });
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<SequenceDialog | null>(null);
  const dialogOf = (kind: SequenceDialog['kind']): Sequence | null =>
    dialog?.kind === kind ? dialog.sequence : null;
  const moving = dialogOf('folder');
  const rows = sequences.data?.data ?? [];
  const filtered = debounced !== '';

  return (
    <Stack gap="md">
      <PageHeader
        title="Sequences"
        description="Drip emails and SMS: every contact you add gets the same messages, in order, each at its time."
        action={
          abilities.create ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              Create sequence
            </Button>
          ) : null
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Search sequences"
          placeholder="Search by title"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          maw={320}
        />
      </Group>
      <FolderBrowser assetType="sequences" assetKeys={sequenceKeys.all} noun="sequence" />
      {sequences.isLoading ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy aria-label="Loading sequences">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={230} radius="md" />
          ))}
        </SimpleGrid>
      ) : sequences.isError ? (
        <Alert color="red">The sequences could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconMailFast size={24} />}
            title={filtered ? 'No sequences match' : 'No sequences here yet'}
            text={
              filtered
                ? 'Try another title.'
                : 'Write a welcome series or a course once: each contact you add gets every message in order, days apart, at the time you choose.'
            }
            action={
              abilities.create && !filtered ? (
                <Button onClick={() => setCreating(true)}>Create your first sequence</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          aria-busy={sequences.isFetching}
          aria-label="Sequences"
          component="section"
        >
          {rows.map((sequence) => (
            <SequenceCard key={sequence.id} sequence={sequence} onDialog={setDialog} />
          ))}
        </SimpleGrid>
      )}
      {sequences.data && sequences.data.total > 0 ? (
        <ListFooter list={sequences.data} onPage={setPage} label="Sequence pages" />
      ) : null}
      <CreateSequenceModal
        opened={creating}
        folderId={folder.folderId}
        onClose={() => setCreating(false)}
      />
      <RenameSequenceModal sequence={dialogOf('rename')} onClose={() => setDialog(null)} />
      <MoveToFolderModal
        assetType="sequences"
        assetKeys={sequenceKeys.all}
        assetIds={moving ? [moving.id] : []}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
