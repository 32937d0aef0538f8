import type { Habit, HabitCategory } from '@coachline/contract/habit-tracking';
import { maxHabitCategories } from '@coachline/contract/habit-tracking';
import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { confirmDelete } from '../../ui/dialogs';
import { scrollToField } from '../../ui/forms';
import { LoadingRows } from '../../ui/LoadingRows';
import { SaveBar } from '../../ui/SaveBar';
import { SortableCard, SortableCategories } from '../../ui/SortableList';
import { useLeavePrompt } from '../../ui/useLeavePrompt';
import {
  type CategoryErrors,
  categoryErrorsOfFailure,
  categoryField,
  checkCategoryNames,
} from './categoryNames';
import { type HabitEdit, HabitModal } from './HabitModal';
import { HabitRows } from './HabitRows';
import {
  useDeleteHabitCategory,
  useHabitCategories,
  useSaveCategories,
  useSortCategories,
} from './queries';

// The Habits tab: the tracking's categories in order, each named in place, and each with its
// habits. New categories are added below (several at once) and every name is saved together
// (`save-category`), a refused name said under its own input; categories are sorted by their
// handles or the keyboard, shown at once and put back when the save fails.

type Tools = {
  canUpdate: boolean;
  nameOf: (category: HabitCategory) => string;
  rename: (id: number, name: string) => void;
  errors: CategoryErrors;
  editHabit: (edit: HabitEdit) => void;
};

function CategoryCard(props: {
  category: HabitCategory;
  /** The category's place in the list sent to `save-category`. */
  index: number;
  sortable: boolean;
  tools: Tools;
}) {
  const { category, tools, index } = props;
  const remove = useDeleteHabitCategory();
  const edit = (habit: Habit | null) =>
    tools.editHabit({ categoryId: category.id, categoryName: category.name, habit });
  return (
    <SortableCard id={category.id} title={category.name} sortable={props.sortable} size="md">
      {(handle) => (
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="xs" wrap="nowrap" align="flex-start" style={{ flex: 1 }}>
              {handle}
              {tools.canUpdate ? (
                <TextInput
                  aria-label={`Name of category ${index + 1}`}
                  name={categoryField(index)}
                  value={tools.nameOf(category)}
                  onChange={(e) => tools.rename(category.id, e.currentTarget.value)}
                  maxLength={150}
                  error={tools.errors[index]}
                  style={{ flex: 1, maxWidth: 420 }}
                />
              ) : (
                <Title order={3} size="h5">
                  {category.name}
                </Title>
              )}
            </Group>
            {tools.canUpdate ? (
              <Group gap={4} wrap="nowrap">
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  aria-label={`Add habit to ${category.name}`}
                  onClick={() => edit(null)}
                >
                  Habit
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={`Delete ${category.name}`}
                  onClick={() =>
                    confirmDelete(
                      `The category ${category.name} will be deleted with its habits and their check-ins; scores are counted again.`,
                      () => remove.mutate(category.id),
                    )
                  }
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ) : null}
          </Group>
          <HabitRows category={category} canUpdate={tools.canUpdate} onEdit={(h) => edit(h)} />
        </Stack>
      )}
    </SortableCard>
  );
}

export function CategoriesPanel(props: { trackingId: number; canUpdate: boolean }) {
  const { trackingId, canUpdate } = props;
  const categories = useHabitCategories(trackingId);
  const sort = useSortCategories(trackingId);
  const save = useSaveCategories(trackingId);
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  const [added, setAdded] = useState<{ key: number; name: string }[]>([]);
  const [errors, setErrors] = useState<CategoryErrors>({});
  const [habit, setHabit] = useState<HabitEdit | null>(null);
  const nextKey = useRef(0);
  const rows = categories.data ?? [];
  const nameOf = (c: HabitCategory) => names.get(c.id) ?? c.name;
  const renamed = rows.some((c) => nameOf(c) !== c.name);
  const dirty = renamed || added.length > 0;
  useLeavePrompt(canUpdate && dirty);
  const full = rows.length + added.length >= maxHabitCategories;

  const tools: Tools = {
    canUpdate,
    nameOf,
    rename: (id, name) => setNames((now) => new Map(now).set(id, name)),
    errors,
    editHabit: setHabit,
  };
  const add = () => setAdded((now) => [...now, { key: nextKey.current++, name: '' }]);
  const discard = () => {
    setNames(new Map());
    setAdded([]);
    setErrors({});
  };
  const showErrors = (found: CategoryErrors) => {
    setErrors(found);
    const first = Object.keys(found)
      .map(Number)
      .sort((a, b) => a - b)[0];
    if (first !== undefined) scrollToField(categoryField(first));
  };
  const submit = () => {
    // Sent in the order shown by the server: the indexes of its errors are these places.
    const sent = [
      ...rows.map((c) => ({ id: c.id, name: nameOf(c) })),
      ...added.map((a) => ({ name: a.name })),
    ];
    const refused = checkCategoryNames(trackingId, sent);
    if (refused) {
      showErrors(refused);
      return;
    }
    setErrors({});
    save.mutate(sent, {
      onSuccess: discard,
      onError: (error) => showErrors(categoryErrorsOfFailure(error)),
    });
  };

  if (categories.isPending) return <LoadingRows rows={2} h={140} label="Loading the habits" />;
  if (categories.isError) return <Alert color="red">The habits could not be loaded.</Alert>;
  return (
    <Stack gap="md">
      <SortableCategories
        categories={rows}
        empty={rows.length === 0 && added.length === 0}
        emptyText="Group the habits your clients check in each day: Nutrition, Sleep, Movement…"
        onAddFirst={canUpdate ? add : undefined}
        busy={categories.isFetching || sort.isPending}
        onSort={(ids, outcome) => sort.mutate(ids, outcome)}
        renderCategory={(c) => (
          <CategoryCard
            key={c.id}
            category={c}
            index={rows.indexOf(c)}
            sortable={canUpdate && rows.length > 1}
            tools={tools}
          />
        )}
      />
      {added.length > 0 ? (
        <Stack gap="xs" component="section" aria-label="New categories">
          {added.map((a, i) => {
            const index = rows.length + i;
            return (
              <Group key={a.key} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  label={`New category ${i + 1}`}
                  placeholder="Nutrition"
                  name={categoryField(index)}
                  value={a.name}
                  // A category just added takes the focus, so it can be typed at once.
                  autoFocus={i === added.length - 1}
                  onChange={(e) => {
                    const name = e.currentTarget.value;
                    setAdded((now) => now.map((x) => (x.key === a.key ? { ...x, name } : x)));
                  }}
                  maxLength={150}
                  error={errors[index]}
                  style={{ flex: 1, maxWidth: 420 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray.7"
                  mt={28}
                  aria-label={`Remove new category ${i + 1}`}
                  onClick={() => setAdded((now) => now.filter((x) => x.key !== a.key))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      ) : null}
      {canUpdate ? (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={full}
          >
            Add category
          </Button>
          {full ? (
            <Text size="xs" c="dimmed">
              {`A habit tracking holds up to ${maxHabitCategories} categories.`}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {canUpdate && dirty ? (
        <SaveBar dirty={dirty}>
          <Button variant="default" onClick={discard}>
            Discard
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save categories
          </Button>
        </SaveBar>
      ) : null}
      {habit ? <HabitModal edit={habit} onClose={() => setHabit(null)} /> : null}
    </Stack>
  );
}
