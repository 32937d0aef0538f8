import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { ExerciseFilters, useExerciseFilters } from './exercises/ExerciseFilters';
import { attribution } from './exercises/ExerciseLibrary';
import { ExerciseRow } from './exercises/ExerciseRow';
import { useExercises } from './exercises/queries';
import { useAddBlockExercise } from './queries';

// Adding exercises to a block from the library: searched, filtered by attribute and
// favourites, 10 a page; each added at the end of the block with the contract's default sets.
// It stays open, so a superset's exercises are added one after another.

export function ExercisePickerModal(props: {
  blockId: number;
  blockTitle: string;
  onClose: () => void;
}) {
  const filters = useExerciseFilters(10);
  const exercises = useExercises(filters.query);
  const add = useAddBlockExercise();
  const rows = exercises.data?.data ?? [];
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={`Add exercises to ${props.blockTitle}`}
      size="xl"
      centered
    >
      <Stack gap="sm">
        <ExerciseFilters filters={filters} />
        {exercises.isPending ? (
          <LoadingRows rows={5} h={60} radius="sm" label="Loading exercises" />
        ) : exercises.isError ? (
          <Alert color="red">The exercises could not be loaded.</Alert>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            No exercises match: try another name or fewer attributes.
          </Text>
        ) : (
          <>
            <Stack
              component="ul"
              gap="xs"
              p={0}
              m={0}
              aria-label="Exercises to add"
              aria-busy={exercises.isFetching}
            >
              {rows.map((exercise) => (
                <ExerciseRow
                  key={exercise.id}
                  exercise={exercise}
                  actions={
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      aria-label={`Add ${exercise.name}`}
                      loading={add.isPending && add.variables?.exercise_id === exercise.id}
                      onClick={() =>
                        add.mutate({ block_id: props.blockId, exercise_id: exercise.id })
                      }
                    >
                      Add
                    </Button>
                  }
                />
              ))}
            </Stack>
            <ListFooter list={exercises.data} onPage={filters.setPage} label="Exercise pages" />
          </>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {attribution}
          </Text>
          <Button onClick={props.onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
