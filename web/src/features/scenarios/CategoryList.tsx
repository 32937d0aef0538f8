import type { ScenarioCategory, ScenarioStep } from '@coachline/contract/scenarios';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBooks, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { confirmDelete } from '../../ui/dialogs';
import {
  SortableCard,
  SortableCategories,
  SortableList,
  useSortableRow,
} from '../../ui/SortableList';
import {
  useCategories,
  useDeleteCategory,
  useDeleteStep,
  useDetachContent,
  useReorderCategories,
  useReorderContents,
  useReorderSteps,
  useSteps,
} from './queries';
import {
  AddContentModal,
  type CategoryEdit,
  CategoryModal,
  LibraryContentModal,
  type StepEdit,
  StepModal,
} from './StepDialogs';

// A scenario's categories in order, each with its steps in order, each step with its contents:
// every list is sorted by its handles (shown at once, put back if the save fails), and each
// row is renamed, edited or deleted in place.

type Tools = {
  canUpdate: boolean;
  editCategory: (edit: CategoryEdit) => void;
  editStep: (edit: StepEdit) => void;
  addContent: (stepId: number) => void;
  pickContent: (stepId: number) => void;
};

function StepContents(props: { step: ScenarioStep; canUpdate: boolean }) {
  const { step } = props;
  const reorder = useReorderContents(step.id);
  const detach = useDetachContent(step.id);
  const items = step.contents.map((c) => ({ id: c.pivot.id, ...c }));
  if (items.length === 0) return null;
  return (
    <SortableList
      items={items}
      noun="content"
      titleOf={(c) => c.content.data.title}
      label={`Contents of ${step.name}`}
      busy={reorder.isPending}
      onSort={(ids, outcome) => reorder.mutate(ids, outcome)}
      renderItem={(item) => (
        <ContentRow
          key={item.id}
          id={item.id}
          title={item.content.data.title}
          type={item.content.data.type}
          sortable={props.canUpdate && items.length > 1}
          onRemove={props.canUpdate ? () => detach.mutate(item.id) : null}
        />
      )}
    />
  );
}

function ContentRow(props: {
  id: number;
  title: string;
  type: string;
  sortable: boolean;
  onRemove: (() => void) | null;
}) {
  const row = useSortableRow({ id: props.id, title: props.title, sortable: props.sortable });
  return (
    <Group
      component="li"
      ref={row.ref}
      style={row.style}
      gap="xs"
      wrap="nowrap"
      aria-label={props.title}
    >
      {row.handle}
      <Badge variant="light" tt="capitalize">
        {props.type}
      </Badge>
      <Text size="sm" style={{ flex: 1 }} truncate>
        {props.title}
      </Text>
      {props.onRemove ? (
        <Tooltip label="Remove from the step">
          <ActionIcon
            variant="subtle"
            color="gray.7"
            aria-label={`Remove ${props.title}`}
            onClick={props.onRemove}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

function StepRow(props: { step: ScenarioStep; sortable: boolean; tools: Tools }) {
  const { step, tools } = props;
  const remove = useDeleteStep();
  return (
    <SortableCard id={step.id} title={step.name} sortable={props.sortable} size="sm">
      {(handle) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {handle}
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} truncate>
                {step.name}
              </Text>
              {tools.canUpdate ? (
                <Group gap={4} wrap="nowrap">
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    leftSection={<IconPlus size={12} aria-hidden />}
                    aria-label={`Add content to ${step.name}`}
                    onClick={() => tools.addContent(step.id)}
                  >
                    Content
                  </Button>
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    leftSection={<IconBooks size={12} aria-hidden />}
                    aria-label={`Add content from the library to ${step.name}`}
                    onClick={() => tools.pickContent(step.id)}
                  >
                    Library
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${step.name}`}
                    onClick={() => tools.editStep({ categoryId: step.category_id, step })}
                  >
                    <IconPencil size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${step.name}`}
                    onClick={() =>
                      confirmDelete(`The step ${step.name} will be deleted.`, () =>
                        remove.mutate(step.id),
                      )
                    }
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              ) : null}
            </Group>
            {step.description ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {step.description}
              </Text>
            ) : null}
            <StepContents step={step} canUpdate={tools.canUpdate} />
          </Stack>
        </Group>
      )}
    </SortableCard>
  );
}

function CategorySteps(props: { category: ScenarioCategory; tools: Tools }) {
  const { category, tools } = props;
  const steps = useSteps(category.id);
  const reorder = useReorderSteps(category.id);
  if (steps.isLoading)
    return <Skeleton role="status" h={60} aria-label={`Loading steps of ${category.name}`} />;
  if (steps.isError) return <Alert color="red">The steps could not be loaded.</Alert>;
  const rows = steps.data ?? [];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No steps yet.
      </Text>
    );
  return (
    <SortableList
      items={rows}
      noun="step"
      titleOf={(s) => s.name}
      label={`Steps of ${category.name}`}
      busy={steps.isFetching || reorder.isPending}
      onSort={(ids, outcome) => reorder.mutate(ids, outcome)}
      renderItem={(step) => (
        <StepRow
          key={step.id}
          step={step}
          sortable={tools.canUpdate && rows.length > 1}
          tools={tools}
        />
      )}
    />
  );
}

function CategoryCard(props: { category: ScenarioCategory; sortable: boolean; tools: Tools }) {
  const { category, tools } = props;
  const remove = useDeleteCategory();
  return (
    <SortableCard id={category.id} title={category.name} sortable={props.sortable} size="md">
      {(handle) => (
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              {handle}
              <Title order={3} size="h5">
                {category.name}
              </Title>
            </Group>
            {tools.canUpdate ? (
              <Group gap={4} wrap="nowrap">
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  aria-label={`Add step to ${category.name}`}
                  onClick={() => tools.editStep({ categoryId: category.id, step: null })}
                >
                  Step
                </Button>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Rename ${category.name}`}
                  onClick={() =>
                    tools.editCategory({
                      scenarioId: category.scenario_id,
                      id: category.id,
                      name: category.name,
                    })
                  }
                >
                  <IconPencil size={14} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${category.name}`}
                  onClick={() =>
                    confirmDelete(
                      `The category ${category.name} will be deleted with its steps.`,
                      () => remove.mutate(category.id),
                    )
                  }
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ) : null}
          </Group>
          <CategorySteps category={category} tools={tools} />
        </Stack>
      )}
    </SortableCard>
  );
}

export function CategoryList(props: { scenarioId: number }) {
  const { scenarioId } = props;
  const abilities = useAbilities('contacts-center');
  const categories = useCategories(scenarioId);
  const reorder = useReorderCategories(scenarioId);
  const [category, setCategory] = useState<CategoryEdit | null>(null);
  const [step, setStep] = useState<StepEdit | null>(null);
  const [contentOf, setContentOf] = useState<number | null>(null);
  const [libraryOf, setLibraryOf] = useState<number | null>(null);
  const tools: Tools = {
    canUpdate: abilities.update,
    editCategory: setCategory,
    editStep: setStep,
    addContent: setContentOf,
    pickContent: setLibraryOf,
  };
  const rows = categories.data ?? [];
  const addCategory = () => setCategory({ scenarioId, id: null, name: '' });
  return (
    <Stack gap="md">
      {abilities.update && rows.length > 0 ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={addCategory}>
            Add category
          </Button>
        </Group>
      ) : null}
      {categories.isLoading ? (
        <Skeleton role="status" h={120} aria-label="Loading categories" />
      ) : categories.isError ? (
        <Alert color="red">The categories could not be loaded.</Alert>
      ) : (
        <SortableCategories
          categories={rows}
          empty={rows.length === 0}
          emptyText="Group the steps a new client takes: Welcome, Paperwork, First session…"
          onAddFirst={abilities.update ? addCategory : undefined}
          busy={categories.isFetching || reorder.isPending}
          onSort={(ids, outcome) => reorder.mutate(ids, outcome)}
          renderCategory={(c) => (
            <CategoryCard
              key={c.id}
              category={c}
              sortable={abilities.update && rows.length > 1}
              tools={tools}
            />
          )}
        />
      )}
      <CategoryModal edit={category} onClose={() => setCategory(null)} />
      <StepModal edit={step} onClose={() => setStep(null)} />
      <AddContentModal stepId={contentOf} onClose={() => setContentOf(null)} />
      {libraryOf === null ? null : (
        <LibraryContentModal stepId={libraryOf} onClose={() => setLibraryOf(null)} />
      )}
    </Stack>
  );
}
