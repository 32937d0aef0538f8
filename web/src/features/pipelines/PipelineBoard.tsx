import type { Pipeline, PipelineCard, PipelineStage } from '@coachline/contract/pipelines';
import {
  type Active,
  type Announcements,
  type CollisionDetection,
  closestCenter,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  type Over,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Group, Paper } from '@mantine/core';
import { useState } from 'react';
import { confirmAction } from '../../ui/dialogs';
import type { SendOutcome } from '../../ui/FormModal';
import { BoardCardView, type CardActions, cardName } from './BoardCard';
import { BoardColumn, type StageActions } from './BoardColumn';
import { contactOfDragId, dropMove, dropTargetOf, type Move, planMove, stageDragId } from './board';
import { loadedCard, loadedColumns, useMoveCard, usePipelineContacts } from './queries';
import { MoveCardModal } from './StageDialogs';

// The kanban: a column per stage, cards dragged between and within them with the pointer or
// the keyboard (Space on a card's handle, the arrows, Space), each move shown at once and put
// back if the server refuses it, and what a screen reader hears on the way. A card's menu
// moves it without dragging.

/**
 * The card under the pointer, else the column under it (then its card nearest the pointer);
 * from the keyboard, which has no pointer, the nearest corners.
 */
const collide: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length === 0) return closestCorners(args);
  const cards = within.filter((c) => contactOfDragId(c.id) !== null);
  if (cards.length > 0) return cards;
  const column = within[0];
  const stageId = column?.data?.droppableContainer.data.current?.stageId;
  const inColumn = args.droppableContainers.filter(
    (c) => contactOfDragId(c.id) !== null && c.data.current?.stageId === stageId,
  );
  const nearest =
    inColumn.length > 0 ? closestCenter({ ...args, droppableContainers: inColumn }) : [];
  return nearest.length > 0 ? nearest : within;
};

/** The dragged card is over the lower half of the one under it. */
const isBelow = (active: Active, over: Over) => {
  const rect = active.rect.current.translated;
  return rect ? rect.top + rect.height / 2 > over.rect.top + over.rect.height / 2 : false;
};

export function PipelineBoard(props: {
  pipeline: Pipeline;
  stages: PipelineStage[];
  search: string;
  canUpdate: boolean;
  onOpen: (card: PipelineCard) => void;
  stageActions: StageActions;
}) {
  const { pipeline, stages, search } = props;
  const move = useMoveCard(pipeline.id, search);
  const remove = usePipelineContacts('remove');
  const [dragged, setDragged] = useState<PipelineCard | null>(null);
  const [moving, setMoving] = useState<PipelineCard | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const columns = () =>
    loadedColumns(
      pipeline.id,
      stages.map((s) => s.id),
      search,
    );
  const stageName = (id: number | undefined) => stages.find((s) => s.id === id)?.name ?? 'a stage';
  const send = (next: Move | null, outcome?: SendOutcome) => {
    if (next) move.mutate(next, outcome);
    else outcome?.onSuccess();
  };

  const cardActions: CardActions = {
    open: props.onOpen,
    moveTo: setMoving,
    shift: (card, by) => {
      const ids = columns().get(card.stage_id) ?? [];
      send(planMove(columns(), card.contact.id, card.stage_id, ids.indexOf(card.contact.id) + by));
    },
    remove: (card) =>
      confirmAction({
        text: `${cardName(card)} will be taken off ${pipeline.name}; its history keeps their moves.`,
        confirmLabel: 'Remove',
        onConfirm: () =>
          remove.mutate({ pipeline_id: pipeline.id, selection: { ids: [card.contact.id] } }),
      }),
  };

  // Where a card is, in words: "Contacted, place 2 of 5".
  const placeOf = (id: string | number) => {
    const contactId = contactOfDragId(id);
    const all = columns();
    if (contactId === null) {
      const stage = stages.find((s) => stageDragId(s.id) === String(id));
      return stage ? `${stage.name}, at the bottom` : 'no stage';
    }
    for (const [stageId, ids] of all) {
      const at = ids.indexOf(contactId);
      if (at >= 0) return `${stageName(stageId)}, place ${at + 1} of ${ids.length}`;
    }
    return 'its stage';
  };
  const nameOf = (id: string | number) => {
    const card = loadedCard(pipeline.id, contactOfDragId(id) ?? 0);
    return card ? cardName(card) : 'The card';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, in ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over ${placeOf(over.id)}.`
        : `${nameOf(active.id)} is over no stage.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped on ${placeOf(over.id)}.`
        : `${nameOf(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it is back in place.`,
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const contactId = contactOfDragId(active.id);
    const target = over ? dropTargetOf(over.id, isBelow(active, over)) : null;
    if (contactId === null || !target) return;
    send(dropMove(columns(), contactId, target));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collide}
      onDragStart={({ active }) =>
        setDragged(loadedCard(pipeline.id, contactOfDragId(active.id) ?? 0) ?? null)
      }
      onDragEnd={dropped}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a card, press Space, move it with the arrow keys (left and right between stages, up and down within one), then press Space again to drop it or Escape to cancel. Its actions menu moves it too.',
        },
      }}
    >
      <Group
        gap="sm"
        wrap="nowrap"
        align="flex-start"
        pb="sm"
        aria-busy={move.isPending}
        style={{ overflowX: 'auto' }}
      >
        {stages.map((stage) => (
          <BoardColumn
            key={stage.id}
            pipelineId={pipeline.id}
            stage={stage}
            search={search}
            canUpdate={props.canUpdate}
            dragging={dragged?.contact.id ?? null}
            cardActions={cardActions}
            stageActions={props.stageActions}
          />
        ))}
      </Group>
      <DragOverlay>
        {dragged ? (
          <Paper withBorder radius="sm" p="xs" shadow="md" style={{ cursor: 'grabbing' }}>
            <BoardCardView card={dragged} />
          </Paper>
        ) : null}
      </DragOverlay>
      {moving ? (
        <MoveCardModal
          card={moving}
          stages={stages}
          busy={move.isPending}
          send={(stageId, outcome) =>
            send(planMove(columns(), moving.contact.id, stageId, 0), outcome)
          }
          onClose={() => setMoving(null)}
        />
      ) : null}
    </DndContext>
  );
}
