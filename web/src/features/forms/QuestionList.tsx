import type { Question } from '@coachline/contract/forms';
import { questionTypeLabels } from '@coachline/contract/forms';
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
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDots, IconGripVertical, IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { confirmDelete } from '../../ui/dialogs';
import { useDeleteQuestion, useDuplicateQuestion, useSortQuestions } from './queries';

// A form's questions in the visitor's order, sorted by dragging a question's handle, or from
// the keyboard (focus the handle, Space, the arrows, Space), each move saved (sort-questions).

const titleOf = (question: Question) => question.title || 'Untitled question';

function QuestionRow(props: {
  question: Question;
  number: number;
  canUpdate: boolean;
  canSort: boolean;
  onEdit: () => void;
}) {
  const { question } = props;
  const title = titleOf(question);
  const duplicate = useDuplicateQuestion();
  const remove = useDeleteQuestion();
  const sortable = useSortable({ id: question.id, disabled: !props.canSort });
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      ref={sortable.setNodeRef}
      aria-label={title}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
        boxShadow: sortable.isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {props.canSort ? (
          <ActionIcon
            variant="subtle"
            color="gray.7"
            aria-label={`Reorder ${title}`}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        ) : null}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm">
            {props.number}. {title}
          </Text>
          {question.description ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {question.description}
            </Text>
          ) : null}
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {questionTypeLabels[question.type]}
            </Badge>
            {question.is_required ? (
              <Badge variant="outline" color="gray.7" size="sm">
                Required
              </Badge>
            ) : null}
          </Group>
        </Stack>
        {props.canUpdate ? (
          <Group gap={4} wrap="nowrap">
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={props.onEdit}
              aria-label={`Edit ${title}`}
            >
              Edit
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={`More actions for ${title}`}>
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => duplicate.mutate(question.id)}>Duplicate</Menu.Item>
                <Menu.Item
                  color="red.8"
                  onClick={() =>
                    confirmDelete(`The question ${title} will be deleted with its answers.`, () =>
                      remove.mutate(question.id),
                    )
                  }
                >
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

export function QuestionList(props: {
  formId: number;
  questions: readonly Question[];
  canUpdate: boolean;
  onEdit: (question: Question) => void;
}) {
  const sort = useSortQuestions(props.formId);
  // The order shown: the server's, or the one just dropped while it is being saved.
  const [order, setOrder] = useState(() => props.questions.map((q) => q.id));
  useEffect(() => setOrder(props.questions.map((q) => q.id)), [props.questions]);
  const byId = new Map(props.questions.map((q) => [q.id, q]));
  const shown = order.flatMap((id) => byId.get(id) ?? []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => {
    const question = byId.get(Number(id));
    return question ? titleOf(question) : 'The question';
  };
  const placeOf = (id: string | number) => order.indexOf(Number(id)) + 1;

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
    setOrder(next);
    sort.mutate(next, { onError: () => setOrder(props.questions.map((q) => q.id)) });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To reorder a question, press Space, move it with the arrow keys, then press Space again to drop it or Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${nameOf(active.id)}, question ${placeOf(active.id)} of ${order.length}.`,
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
          aria-label="Questions"
          aria-busy={sort.isPending}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((question, index) => (
            <QuestionRow
              key={question.id}
              question={question}
              number={index + 1}
              canUpdate={props.canUpdate}
              canSort={props.canUpdate && shown.length > 1}
              onEdit={() => props.onEdit(question)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
