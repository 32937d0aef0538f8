import type { PipelineStage } from '@coachline/contract/pipelines';
import { plural } from '@coachline/contract/text';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Text, Title } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef } from 'react';
import { LoadingRows } from '../../ui/LoadingRows';
import { BoardCard, type CardActions } from './BoardCard';
import { cardDragId, cardsOf, stageDragId } from './board';
import { useStageCards } from './queries';

// One stage of the board: its name, its count and its menu over its cards, loaded 50 at a time
// as the column scrolls down and built only where they are in view, so a stage of 10,000
// contacts scrolls as lightly as one of ten.

/** What a column's menu does with its stage. */
export type StageActions = {
  rename: (stage: PipelineStage) => void;
  addContacts: (stage: PipelineStage) => void;
  remove: (stage: PipelineStage) => void;
};

const cardHeight = 96;
const cardGap = 8;
/** How close to the last loaded card the next page is asked for. */
const loadAhead = 10;

export function BoardColumn(props: {
  pipelineId: number;
  stage: PipelineStage;
  search: string;
  canUpdate: boolean;
  /** The contact whose card is being dragged: its row stays built while it is away. */
  dragging: number | null;
  cardActions: CardActions;
  stageActions: StageActions;
}) {
  const { stage, canUpdate } = props;
  const headingId = useId();
  const column = useStageCards(props.pipelineId, stage.id, props.search);
  // A column may hold thousands of loaded cards: read them once per page loaded or move.
  const cards = useMemo(() => cardsOf(column.data), [column.data]);
  const ids = useMemo(() => cards.map((c) => cardDragId(c.contact.id)), [cards]);
  const droppable = useDroppable({ id: stageDragId(stage.id), data: { stageId: stage.id } });
  const scrollRef = useRef<HTMLDivElement>(null);
  const draggedIndex = cards.findIndex((c) => c.contact.id === props.dragging);
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => cardHeight,
    gap: cardGap,
    overscan: 6,
    getItemKey: (index) => cards[index]?.contact.id ?? index,
    rangeExtractor: (range) => {
      const shown = defaultRangeExtractor(range);
      return draggedIndex < 0 || shown.includes(draggedIndex)
        ? shown
        : [...shown, draggedIndex].sort((a, b) => a - b);
    },
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = column;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShown >= cards.length - loadAhead)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShown, cards.length]);

  const matched = column.data?.pages[0]?.total;
  const count = props.search && matched !== undefined ? matched : stage.contacts_count;
  const countLabel = props.search
    ? `${plural(count, 'contact')} matching`
    : plural(count, 'contact');
  return (
    <Paper
      ref={droppable.setNodeRef}
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="xs"
      bg={droppable.isOver ? 'blue.0' : 'gray.0'}
      w={288}
      style={{ flexShrink: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" wrap="nowrap" gap={4} mb="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Title order={2} size="h6" id={headingId} lineClamp={1}>
            {stage.name}
          </Title>
          <Badge variant="light" color="gray.7" aria-label={countLabel} title={countLabel}>
            {count.toLocaleString('en-US')}
          </Badge>
        </Group>
        {canUpdate ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" size="sm" aria-label={`Actions for stage ${stage.name}`}>
                <IconDots size={14} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => props.stageActions.addContacts(stage)}>
                Add contacts here
              </Menu.Item>
              <Menu.Item onClick={() => props.stageActions.rename(stage)}>Rename stage</Menu.Item>
              <Menu.Item color="red.8" onClick={() => props.stageActions.remove(stage)}>
                Delete stage
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {column.isPending ? (
        <LoadingRows rows={3} h={cardHeight - 16} radius="sm" label={`Loading ${stage.name}`} />
      ) : column.isError ? (
        <Text size="sm" c="red.8">
          The cards could not be loaded.
        </Text>
      ) : cards.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {props.search ? 'No contacts match here.' : 'No contacts in this stage yet.'}
        </Text>
      ) : (
        <div
          ref={scrollRef}
          style={{ overflowY: 'auto', maxHeight: 'max(22rem, calc(100dvh - 22rem))' }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ul
              aria-label={`Contacts in ${stage.name}`}
              style={{
                height: virtualizer.getTotalSize(),
                position: 'relative',
                listStyle: 'none',
                margin: 0,
                padding: 0,
              }}
            >
              {rows.map((row) => {
                const card = cards[row.index];
                if (!card) return null;
                return (
                  <li
                    key={row.key}
                    ref={virtualizer.measureElement}
                    data-index={row.index}
                    aria-posinset={row.index + 1}
                    aria-setsize={count}
                    style={{ position: 'absolute', top: row.start, left: 0, right: 0 }}
                  >
                    <BoardCard
                      card={card}
                      index={row.index}
                      count={cards.length}
                      canUpdate={canUpdate}
                      actions={props.cardActions}
                    />
                  </li>
                );
              })}
            </ul>
          </SortableContext>
        </div>
      )}
      {hasNextPage ? (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
          aria-label={`Load more contacts in ${stage.name}`}
        >
          Load more
        </Button>
      ) : null}
    </Paper>
  );
}
