import type { PipelineCard } from '@coachline/contract/pipelines';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTimeZone } from '../../ui/DateTime';
import { formatDateTime } from '../../ui/dates';
import { cardDragId, timeInStage } from './board';

// A contact's card on the board: name, email or phone, the start of the notes and how long
// they have been in the stage. Dragged by the pointer anywhere on it, or from the keyboard by
// its handle; its menu moves it without dragging.

export const cardName = (card: PipelineCard) =>
  card.contact.full_name ||
  card.contact.email ||
  card.contact.number ||
  `Contact ${card.contact.id}`;

/** What the board does with a card, from its menu. */
export type CardActions = {
  open: (card: PipelineCard) => void;
  moveTo: (card: PipelineCard) => void;
  shift: (card: PipelineCard, by: -1 | 1) => void;
  remove: (card: PipelineCard) => void;
};

/** The card's face, also shown under the pointer while it is dragged. */
export function BoardCardView(props: {
  card: PipelineCard;
  onOpen?: () => void;
  handle?: ReactNode;
  menu?: ReactNode;
}) {
  const { card } = props;
  const timeZone = useTimeZone();
  const name = cardName(card);
  const reach = card.contact.email ?? card.contact.number;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      {props.handle}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <UnstyledButton onClick={props.onOpen} aria-label={`Open ${name}`}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
        </UnstyledButton>
        {reach ? (
          <Text size="xs" c="dimmed" truncate>
            {reach}
          </Text>
        ) : null}
        {card.notes ? (
          <Text size="xs" lineClamp={2}>
            {card.notes}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" title={formatDateTime(new Date(card.entered_at), timeZone)}>
          In stage {timeInStage(card.entered_at, new Date())}
        </Text>
      </Stack>
      {props.menu}
    </Group>
  );
}

export function BoardCard(props: {
  card: PipelineCard;
  index: number;
  count: number;
  canUpdate: boolean;
  actions: CardActions;
}) {
  const { card, actions } = props;
  const name = cardName(card);
  const sortable = useSortable({
    id: cardDragId(card.contact.id),
    data: { stageId: card.stage_id },
    disabled: !props.canUpdate,
  });
  const handle = props.canUpdate ? (
    <ActionIcon
      ref={sortable.setActivatorNodeRef}
      variant="subtle"
      color="gray.7"
      size="sm"
      aria-label={`Move ${name}`}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...sortable.attributes}
    >
      <IconGripVertical size={14} aria-hidden />
    </ActionIcon>
  ) : null;
  const menu = (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="sm" aria-label={`Actions for ${name}`}>
          <IconDots size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.open(card)}>Open</Menu.Item>
        {props.canUpdate ? (
          <>
            <Menu.Item onClick={() => actions.moveTo(card)}>Move to stage…</Menu.Item>
            <Menu.Item disabled={props.index === 0} onClick={() => actions.shift(card, -1)}>
              Move up
            </Menu.Item>
            <Menu.Item
              disabled={props.index === props.count - 1}
              onClick={() => actions.shift(card, 1)}
            >
              Move down
            </Menu.Item>
            <Menu.Item color="red.8" onClick={() => actions.remove(card)}>
              Remove from pipeline
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
  return (
    <Paper
      ref={sortable.setNodeRef}
      component="article"
      withBorder
      radius="sm"
      p="xs"
      shadow="xs"
      aria-label={name}
      // The pointer drags from anywhere on the card; the keyboard only from its handle, the
      // activator (a key pressed on its other buttons is theirs).
      {...sortable.listeners}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.4 : 1,
        cursor: props.canUpdate ? 'grab' : undefined,
      }}
    >
      <BoardCardView card={card} onOpen={() => actions.open(card)} handle={handle} menu={menu} />
    </Paper>
  );
}
