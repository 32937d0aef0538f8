import type { Workout } from '@coachline/contract/workouts';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBarbell, IconCategory, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { SearchInput } from '../../ui/SearchInput';
import { useWorkoutCategories, useWorkouts } from './queries';
import { WorkoutCard } from './WorkoutCard';
import { CategoriesModal, CreateWorkoutModal, RenameWorkoutModal } from './WorkoutDialogs';

// The Workouts tab: the location's workouts as the API orders them (001 §9: 6 a page),
// searched by name and filtered by category; created in a dialog that opens the builder.

export function WorkoutList() {
  const abilities = useAbilities('workouts');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const [category, setCategory] = useState<string | null>(null);
  const categories = useWorkoutCategories();
  const workouts = useWorkouts({
    page,
    ...(debounced ? { search: debounced } : {}),
    ...(category === null ? {} : { category_id: Number(category) }),
  });
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState(false);
  const [renaming, setRenaming] = useState<Workout | null>(null);
  const rows = workouts.data?.data ?? [];
  const filtered = debounced !== '' || category !== null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          <SearchInput
            label="Search workouts"
            placeholder="Search by name"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            maw={280}
          />
          <Select
            aria-label="Category"
            placeholder="Any category"
            clearable
            w={200}
            data={[
              // 0: the workouts in no category.
              { value: '0', label: 'No category' },
              ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            value={category}
            onChange={(value) => {
              setCategory(value);
              setPage(1);
            }}
          />
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconCategory size={16} aria-hidden />}
            onClick={() => setManaging(true)}
          >
            Categories
          </Button>
          {abilities.create ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              Create workout
            </Button>
          ) : null}
        </Group>
      </Group>
      {workouts.isLoading ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy aria-label="Loading workouts">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={200} radius="md" />
          ))}
        </SimpleGrid>
      ) : workouts.isError ? (
        <Alert color="red">The workouts could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconBarbell size={24} />}
            title={filtered ? 'No workouts match' : 'No workouts yet'}
            text={
              filtered
                ? 'Try another name or category.'
                : 'Build a workout from blocks of exercises: straight sets, supersets or circuits. Then give it to clients, or put it in a plan.'
            }
            action={
              abilities.create && !filtered ? (
                <Button onClick={() => setCreating(true)}>Create your first workout</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          aria-busy={workouts.isFetching}
          aria-label="Workouts"
          component="section"
        >
          {rows.map((workout) => (
            <WorkoutCard key={workout.id} workout={workout} onRename={setRenaming} />
          ))}
        </SimpleGrid>
      )}
      {workouts.data && workouts.data.total > 0 ? (
        <ListFooter list={workouts.data} onPage={setPage} label="Workout pages" />
      ) : null}
      <CreateWorkoutModal opened={creating} onClose={() => setCreating(false)} />
      <RenameWorkoutModal workout={renaming} onClose={() => setRenaming(null)} />
      {managing ? <CategoriesModal onClose={() => setManaging(false)} /> : null}
    </Stack>
  );
}
