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
import { ActionIcon, Button, Paper, Stack } from '@mantine/core';
import { IconGripVertical, IconListCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { EmptyState } from './EmptyState';

// A list sorted by dragging a row's handle, or from the keyboard (focus the handle, Space, the
// arrows, Space), with what a screen reader hears on the way. The order dropped shows at once
// and goes back to the server's if saving it fails.

export function SortableList<T extends { id: number }>(props: {
  items: readonly T[];
  /** What one item is called when a screen reader announces a move ("question"). */
  noun: string;
  titleOf: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  busy?: boolean;
  /** Saves the order, every id top first; `onError` puts the list back. */
  onSort: (ids: number[], outcome: { onError: () => void }) => void;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  const { items } = props;
  const [order, setOrder] = useState(() => items.map((item) => item.id));
  useEffect(() => setOrder(items.map((item) => item.id)), [items]);
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order.flatMap((id) => byId.get(id) ?? []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => {
    const item = byId.get(Number(id));
    return item ? props.titleOf(item) : `The ${props.noun}`;
  };
  const placeOf = (id: string | number) => order.indexOf(Number(id)) + 1;
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
    setOrder(next);
    props.onSort(next, { onError: () => setOrder(items.map((item) => item.id)) });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        screenReaderInstructions: {
          draggable: `To reorder a ${props.noun}, press Space, move it with the arrow keys, then press Space again to drop it or Escape to cancel.`,
        },
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${nameOf(active.id)}, ${props.noun} ${placeOf(active.id)} of ${order.length}.`,
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
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <Stack
          component="ol"
          gap="xs"
          aria-label={props.label}
          aria-busy={props.busy}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((item, index) => props.renderItem(item, index))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

/** A row of a `SortableList`: the ref and moving style of its element, and its drag handle. */
export function useSortableRow(row: { id: number; title: string; sortable: boolean }) {
  const sortable = useSortable({ id: row.id, disabled: !row.sortable });
  return {
    ref: sortable.setNodeRef,
    style: {
      transform: CSS.Translate.toString(sortable.transform),
      transition: sortable.transition,
      position: 'relative',
      zIndex: sortable.isDragging ? 1 : undefined,
      boxShadow: sortable.isDragging ? 'var(--mantine-shadow-md)' : undefined,
    } as const,
    handle: row.sortable ? (
      <ActionIcon
        variant="subtle"
        color="gray.7"
        aria-label={`Reorder ${row.title}`}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <IconGripVertical size={16} aria-hidden />
      </ActionIcon>
    ) : null,
  };
}

/**
 * An item of a `SortableList` as a bordered card named by its title: `sm` for a row, `md` for a
 * card that holds rows. Its content places the drag handle it is given.
 */
export function SortableCard(props: {
  id: number;
  title: string;
  sortable: boolean;
  size: 'sm' | 'md';
  children: (handle: ReactNode) => ReactNode;
}) {
  const row = useSortableRow(props);
  return (
    <Paper
      component="li"
      withBorder
      radius={props.size}
      p={props.size}
      ref={row.ref}
      style={row.style}
      aria-label={props.title}
    >
      {props.children(row.handle)}
    </Paper>
  );
}

/**
 * A builder's categories in order, or, while it has none, what they are for and (where the user
 * may add) the button that adds the first.
 */
export function SortableCategories<T extends { id: number; name: string }>(props: {
  categories: readonly T[];
  /** Whether to show the empty state: no categories saved (nor, where a page has them, added). */
  empty: boolean;
  /** What the categories group, with examples. */
  emptyText: string;
  /** Absent when the user may not add. */
  onAddFirst?: (() => void) | undefined;
  busy: boolean;
  onSort: (ids: number[], outcome: { onError: () => void }) => void;
  renderCategory: (category: T) => ReactNode;
}) {
  const { onAddFirst } = props;
  if (props.empty)
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={<IconListCheck size={24} />}
          title="No categories yet"
          text={props.emptyText}
          action={
            onAddFirst ? <Button onClick={onAddFirst}>Add the first category</Button> : undefined
          }
        />
      </Paper>
    );
  return (
    <SortableList
      items={props.categories}
      noun="category"
      titleOf={(c) => c.name}
      label="Categories"
      busy={props.busy}
      onSort={props.onSort}
      renderItem={props.renderCategory}
    />
  );
}
