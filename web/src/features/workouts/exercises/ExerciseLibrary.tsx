import type { Exercise } from '@coachline/contract/workouts';
import { ActionIcon, Alert, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconBarbell, IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../../app/abilities';
import { confirmDelete } from '../../../ui/dialogs';
import { EmptyState } from '../../../ui/EmptyState';
import { ListFooter } from '../../../ui/ListFooter';
import { LoadingRows } from '../../../ui/LoadingRows';
import { AttributesModal } from './AttributesModal';
import { type ExerciseDraft, ExerciseDrawer } from './ExerciseDrawer';
import { ExerciseFilters, useExerciseFilters } from './ExerciseFilters';
import { ExerciseRow } from './ExerciseRow';
import { useDeleteExercise, useExercises } from './queries';

// The Exercise library tab: the Free Exercise DB's exercises, read-only, and the location's
// own, searched and filtered by attribute, favourites starred; own exercises created, edited
// and deleted, a library one duplicated to make it one's own; attributes and their types.

export const attribution = 'Exercise library from the Free Exercise DB (public domain)';

function ExerciseMenu(props: { exercise: Exercise; onDraft: (draft: ExerciseDraft) => void }) {
  const { exercise, onDraft } = props;
  const abilities = useAbilities('workouts');
  const remove = useDeleteExercise();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${exercise.name}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onDraft({ kind: 'view', exercise })}>View</Menu.Item>
        {abilities.update ? (
          <Menu.Item onClick={() => onDraft({ kind: 'edit', exercise })}>Edit</Menu.Item>
        ) : null}
        {abilities.create ? (
          <Menu.Item onClick={() => onDraft({ kind: 'copy', exercise })}>Duplicate</Menu.Item>
        ) : null}
        {abilities.delete ? (
          <Menu.Item
            color="red.8"
            onClick={() =>
              confirmDelete(`The exercise ${exercise.name} will be deleted.`, () =>
                remove.mutate(exercise.id),
              )
            }
          >
            Delete
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

export function ExerciseLibrary() {
  const abilities = useAbilities('workouts');
  const filters = useExerciseFilters(24);
  const exercises = useExercises(filters.query);
  const [draft, setDraft] = useState<ExerciseDraft | null>(null);
  const [managing, setManaging] = useState(false);
  const rows = exercises.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed">
          {attribution}. The library is your location’s own copy: edit any exercise to add your
          video, cover image or notes.
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={() => setManaging(true)}
          >
            Attributes
          </Button>
          {abilities.create ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDraft({ kind: 'new' })}
            >
              Create exercise
            </Button>
          ) : null}
        </Group>
      </Group>
      <ExerciseFilters filters={filters} withSource />
      {exercises.isPending ? (
        <LoadingRows rows={6} h={60} radius="sm" label="Loading exercises" />
      ) : exercises.isError ? (
        <Alert color="red">The exercises could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconBarbell size={24} />}
            title={filters.filtered ? 'No exercises match' : 'No exercises yet'}
            text={
              filters.filtered
                ? 'Try another name, fewer attributes, or all exercises.'
                : 'Create your own exercises with their attributes, video and notes.'
            }
          />
        </Paper>
      ) : (
        <>
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            aria-label="Exercises"
            aria-busy={exercises.isFetching}
          >
            {rows.map((exercise) => (
              <ExerciseRow
                key={exercise.id}
                exercise={exercise}
                actions={<ExerciseMenu exercise={exercise} onDraft={setDraft} />}
              />
            ))}
          </Stack>
          <ListFooter list={exercises.data} onPage={filters.setPage} label="Exercise pages" />
        </>
      )}
      <ExerciseDrawer draft={draft} onClose={() => setDraft(null)} onDraft={setDraft} />
      {managing ? <AttributesModal onClose={() => setManaging(false)} /> : null}
    </Stack>
  );
}
