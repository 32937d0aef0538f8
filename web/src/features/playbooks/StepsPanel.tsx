import type { PlaybookDetails, PlaybookStep, StepTab } from '@coachline/contract/playbooks';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Badge,
  Button,
  Grid,
  Group,
  Image,
  Menu,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconChevronDown,
  IconGripVertical,
  IconPhotoUp,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { confirmDelete } from '../../ui/dialogs';
import { LoadingRows } from '../../ui/LoadingRows';
import { CanvaImportDialog } from './CanvaImportDialog';
import {
  useArchiveSteps,
  useBlankStep,
  useDegroup,
  useDeleteStep,
  useDeleteTab,
  useSaveTab,
  useSmartSteps,
  useSortSteps,
  useUpdateStep,
} from './queries';

// The editor's rich text (TipTap) stays out of the page's chunk until a step is open.
const RichBodyEditor = lazy(() =>
  import('../templates/RichBodyEditor').then((m) => ({ default: m.RichBodyEditor })),
);

// A playbook's steps (001 §2 Playbook editor): added blank or from a smart step, or built from a
// Canva zip (one step per page, grouped by import until degrouped), sorted by dragging a step's
// handle (or from the keyboard: focus the handle, Space, the arrows, Space), each with its
// title, its content and its tabs, each saved on its own. Archived steps stay here, greyed.

function StepRow(props: {
  step: PlaybookStep;
  number: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const { step } = props;
  const sortable = useSortable({ id: step.id });
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p={6}
      ref={sortable.setNodeRef}
      aria-label={step.title}
      aria-current={props.selected ? 'step' : undefined}
      bg={
        props.selected
          ? 'var(--mantine-color-blue-light)'
          : step.is_archived
            ? 'var(--mantine-color-gray-1)'
            : undefined
      }
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
        listStyle: 'none',
        // Archived: greyed and dashed, its text kept readable.
        borderStyle: step.is_archived ? 'dashed' : undefined,
      }}
    >
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray.7"
          aria-label={`Reorder ${step.title}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <UnstyledButton onClick={props.onSelect} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            {step.thumbnail ? (
              <Image src={step.thumbnail} alt="" w={48} h={27} fit="cover" radius="xs" />
            ) : null}
            <Text size="sm" fw={props.selected ? 600 : 400} truncate style={{ flex: 1 }}>
              {props.number}. {step.title}
            </Text>
            {step.is_archived ? (
              <Badge size="xs" color="dark" variant="outline">
                Archived
              </Badge>
            ) : null}
          </Group>
        </UnstyledButton>
      </Group>
    </Paper>
  );
}

/** The content editor of a step or a tab, saved with its button. */
function ContentEditor(props: {
  label: string;
  value: string;
  busy: boolean;
  onSave: (html: string) => void;
}) {
  const [html, setHtml] = useState(props.value);
  useEffect(() => setHtml(props.value), [props.value]);
  return (
    <Stack gap="xs">
      <Suspense fallback={<LoadingRows rows={1} h={220} label="Loading the editor" />}>
        <RichBodyEditor label={props.label} value={html} onChange={setHtml} personalize={false} />
      </Suspense>
      <Group justify="flex-end">
        <Button
          size="xs"
          loading={props.busy}
          disabled={html === props.value}
          onClick={() => props.onSave(html)}
        >
          Save {props.label.toLowerCase()}
        </Button>
      </Group>
    </Stack>
  );
}

function TitleField(props: {
  label: string;
  value: string;
  busy: boolean;
  onSave: (title: string) => void;
}) {
  const [title, setTitle] = useState(props.value);
  useEffect(() => setTitle(props.value), [props.value]);
  const trimmed = title.trim();
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label={props.label}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        style={{ flex: 1 }}
        maxLength={150}
      />
      <Button
        variant="default"
        loading={props.busy}
        disabled={!trimmed || trimmed === props.value}
        onClick={() => props.onSave(trimmed)}
      >
        Rename
      </Button>
    </Group>
  );
}

function StepTabs(props: { step: PlaybookStep }) {
  const { step } = props;
  const save = useSaveTab();
  const remove = useDeleteTab();
  const [open, setOpen] = useState<string | null>(null);
  const current = step.tabs.find((t) => String(t.id) === open) ?? step.tabs[0];
  const saveTab = (tab: StepTab, change: Partial<StepTab>) =>
    save.mutate({ step: step.id, id: tab.id, title: tab.title, content: tab.content, ...change });
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          Tabs
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() =>
            save.mutate({ step: step.id, title: `Tab ${step.tabs.length + 1}`, content: '' })
          }
        >
          Add tab
        </Button>
      </Group>
      {current ? (
        <Tabs value={String(current.id)} onChange={setOpen}>
          <Tabs.List aria-label={`Tabs of ${step.title}`}>
            {step.tabs.map((t) => (
              <Tabs.Tab key={t.id} value={String(t.id)}>
                {t.title}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Stack gap="xs" pt="xs">
            <Group align="flex-end" gap="xs">
              <div style={{ flex: 1 }}>
                <TitleField
                  label="Tab title"
                  value={current.title}
                  busy={save.isPending}
                  onSave={(title) => saveTab(current, { title })}
                />
              </div>
              <ActionIcon
                variant="subtle"
                color="red.8"
                size="lg"
                aria-label={`Delete tab ${current.title}`}
                onClick={() =>
                  confirmDelete(`The tab ${current.title} will be deleted.`, () =>
                    remove.mutate(current.id),
                  )
                }
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <ContentEditor
              key={current.id}
              label="Tab content"
              value={current.content}
              busy={save.isPending}
              onSave={(content) => saveTab(current, { content })}
            />
          </Stack>
        </Tabs>
      ) : (
        <Text size="sm" c="dimmed">
          Tabs split a step's content, for example a video and its notes.
        </Text>
      )}
    </Stack>
  );
}

/** The steps each Canva import built, together with their thumbnails, and their release. */
function CanvaGroups(props: { playbookId: number; steps: PlaybookStep[] }) {
  const degroup = useDegroup();
  const groups = new Map<number, PlaybookStep[]>();
  for (const step of props.steps)
    if (step.canva_import_id !== null)
      groups.set(step.canva_import_id, [...(groups.get(step.canva_import_id) ?? []), step]);
  return [...groups].map(([importId, steps]) => (
    <Paper
      key={importId}
      withBorder
      radius="sm"
      p="xs"
      component="section"
      aria-label="Imported from Canva"
    >
      <Group justify="space-between" gap="xs" mb={6}>
        <Text size="sm" fw={600}>
          Imported from Canva: {steps.length} {steps.length === 1 ? 'step' : 'steps'}
        </Text>
        <Button
          size="compact-xs"
          variant="default"
          loading={degroup.isPending}
          aria-label={`Degroup the ${steps.length} steps imported from Canva`}
          onClick={() =>
            degroup.mutate({ playbook_id: props.playbookId, canva_import_id: importId })
          }
        >
          Degroup
        </Button>
      </Group>
      <Group gap={4}>
        {steps.map((step) =>
          step.thumbnail ? (
            <Image
              key={step.id}
              src={step.thumbnail}
              alt={step.title}
              w={64}
              h={36}
              fit="cover"
              radius="xs"
            />
          ) : null,
        )}
      </Group>
    </Paper>
  ));
}

export function StepsPanel(props: { playbook: PlaybookDetails }) {
  const { playbook } = props;
  const [steps, setSteps] = useState(playbook.steps);
  useEffect(() => setSteps(playbook.steps), [playbook.steps]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = steps.find((s) => s.id === selectedId) ?? steps[0];
  const add = useBlankStep();
  const smartSteps = useSmartSteps();
  const sort = useSortSteps(playbook.id);
  const update = useUpdateStep();
  const remove = useDeleteStep();
  const archive = useArchiveSteps(true);
  const restore = useArchiveSteps(false);
  const [importing, setImporting] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => steps.find((s) => s.id === id)?.title ?? 'The step';
  const placeOf = (id: string | number) => steps.findIndex((s) => s.id === id) + 1;
  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = steps.findIndex((s) => s.id === active.id);
    const to = steps.findIndex((s) => s.id === over.id);
    const next = arrayMove(steps, from, to);
    setSteps(next);
    sort.mutate(
      next.map((s) => s.id),
      { onError: () => setSteps(playbook.steps) },
    );
  };
  const addStep = (smart?: string) =>
    add.mutate(
      { playbook_id: playbook.id, ...(smart ? { smart_step: smart } : {}) },
      { onSuccess: (res) => setSelectedId(res.step.id) },
    );

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="xs">
          <Group gap={0} wrap="nowrap">
            <Button
              leftSection={<IconPlus size={14} aria-hidden />}
              loading={add.isPending}
              onClick={() => addStep()}
              style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0, flex: 1 }}
            >
              Add step
            </Button>
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon
                  size={36}
                  aria-label="Add a smart step"
                  style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
                >
                  <IconChevronDown size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Smart steps</Menu.Label>
                {(smartSteps.data ?? []).map((s) => (
                  <Menu.Item key={s.key} onClick={() => addStep(s.key)}>
                    <Text size="sm">{s.title}</Text>
                    <Text size="xs" c="dimmed">
                      {s.description}
                    </Text>
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
          <Button
            variant="light"
            leftSection={<IconPhotoUp size={14} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            Import from Canva
          </Button>
          <CanvaImportDialog
            playbookId={playbook.id}
            opened={importing}
            onClose={() => setImporting(false)}
          />
          <CanvaGroups playbookId={playbook.id} steps={steps} />
          {steps.length === 0 ? (
            <Text size="sm" c="dimmed">
              No steps yet: add a blank one, start from a smart step or import pages from Canva.
            </Text>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                screenReaderInstructions: {
                  draggable:
                    'To reorder a step, press Space, move it with the arrow keys, then press Space again to drop it or Escape to cancel.',
                },
                announcements: {
                  onDragStart: ({ active }) =>
                    `Picked up ${nameOf(active.id)}, step ${placeOf(active.id)} of ${steps.length}.`,
                  onDragOver: ({ active, over }) =>
                    over ? `${nameOf(active.id)} is over place ${placeOf(over.id)}.` : '',
                  onDragEnd: ({ active, over }) =>
                    over
                      ? `${nameOf(active.id)} dropped at place ${placeOf(over.id)}.`
                      : `${nameOf(active.id)} dropped.`,
                  onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
                },
              }}
            >
              <SortableContext
                items={steps.map((s) => s.id)}
                strategy={verticalListSortingStrategy}
              >
                <Stack component="ol" gap={4} p={0} m={0} aria-label="Steps">
                  {steps.map((step, i) => (
                    <StepRow
                      key={step.id}
                      step={step}
                      number={i + 1}
                      selected={step.id === selected?.id}
                      onSelect={() => setSelectedId(step.id)}
                    />
                  ))}
                </Stack>
              </SortableContext>
            </DndContext>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {selected ? (
          <Paper withBorder radius="md" p="md" component="section" aria-label="Step">
            <Stack gap="md">
              <Group align="flex-end" gap="xs">
                <div style={{ flex: 1 }}>
                  <TitleField
                    label="Step title"
                    value={selected.title}
                    busy={update.isPending}
                    onSave={(title) => update.mutate({ step: selected.id, title })}
                  />
                </div>
                {selected.is_archived ? (
                  <Button
                    variant="default"
                    leftSection={<IconArchiveOff size={14} aria-hidden />}
                    loading={restore.isPending}
                    onClick={() =>
                      restore.mutate({ playbook_id: playbook.id, step_ids: [selected.id] })
                    }
                  >
                    Restore step
                  </Button>
                ) : (
                  <Button
                    variant="default"
                    leftSection={<IconArchive size={14} aria-hidden />}
                    loading={archive.isPending}
                    onClick={() =>
                      archive.mutate({ playbook_id: playbook.id, step_ids: [selected.id] })
                    }
                  >
                    Archive step
                  </Button>
                )}
                <Button
                  variant="default"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() =>
                    confirmDelete(`The step ${selected.title} will be deleted with its tabs.`, () =>
                      remove.mutate(selected.id, { onSuccess: () => setSelectedId(null) }),
                    )
                  }
                >
                  Delete step
                </Button>
              </Group>
              {selected.is_archived ? (
                <Text size="sm" c="dimmed">
                  This step is archived: contacts do not see it until it is restored.
                </Text>
              ) : null}
              {selected.image ? (
                <Image
                  src={selected.image}
                  alt={`Page image of ${selected.title}`}
                  radius="sm"
                  fit="contain"
                  mah={480}
                />
              ) : null}
              <ContentEditor
                key={selected.id}
                label="Step content"
                value={selected.content}
                busy={update.isPending}
                onSave={(content) => update.mutate({ step: selected.id, content })}
              />
              <StepTabs step={selected} />
            </Stack>
          </Paper>
        ) : null}
      </Grid.Col>
    </Grid>
  );
}
