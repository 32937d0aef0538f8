import type { Workout } from '@coachline/contract/workouts';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBarbell, IconCategory, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { SearchInput } from '../../ui/SearchInput';
import { ProgramGrid } from './ProgramGrid';
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
      <ProgramGrid
        noun="workout"
        list={workouts}
        filtered={filtered}
        intro="Build a workout from blocks of exercises: straight sets, supersets or circuits. Then give it to clients, or put it in a plan."
        filteredHint="Try another name or category."
        icon={<IconBarbell size={24} />}
        skeletonHeight={200}
        onPage={setPage}
        onCreate={() => setCreating(true)}
        card={(workout) => (
          <WorkoutCard key={workout.id} workout={workout} onRename={setRenaming} />
        )}
      />
      <CreateWorkoutModal opened={creating} onClose={() => setCreating(false)} />
      <RenameWorkoutModal workout={renaming} onClose={() => setRenaming(null)} />
      {managing ? <CategoriesModal onClose={() => setManaging(false)} /> : null}
    </Stack>
  );
}
