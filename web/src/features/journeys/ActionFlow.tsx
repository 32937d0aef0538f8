import {
  type CreateActionBody,
  type JourneyAction,
  type JourneyActionType,
  journeyActionTitles,
  journeyActionTypes,
} from '@coachline/contract/journeys';
import { Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { type AddChoice, AddMenu, FlowInserter } from '../../ui/AddMenu';
import { BuilderCard } from '../../ui/BuilderCard';
import { SortableList, useSortableRow } from '../../ui/SortableList';
import { actionIcons } from './cardIcons';
import { actionSummary, type LinkNames } from './cardSummary';
import { type ActionPlace, actionsAt, movedCard, placeLabel } from './flow';

// The actions of a journey as a vertical flow: the main path, and under each if/else its Yes
// and No branches side by side, each a list of its own (and so on, for an if/else in a
// branch). A "+" between two cards adds one there; a card's handle drags it within its list,
// or moves it from the keyboard (focus the handle, Space, the arrows, Space).

/** What every list and card of the flow needs from the builder. */
export type FlowTools = {
  actions: readonly JourneyAction[];
  names: LinkNames;
  canUpdate: boolean;
  /** Reordering is being saved. */
  moving: boolean;
  open: (action: JourneyAction) => void;
  add: (type: JourneyActionType, place: NonNullable<CreateActionBody['place']>) => void;
  move: (id: number, place: NonNullable<CreateActionBody['place']>, onError: () => void) => void;
  remove: (action: JourneyAction) => void;
};

/** The kinds of action to add, each with its picture. */
const actionChoices: readonly AddChoice<JourneyActionType>[] = journeyActionTypes.map((type) => ({
  value: type,
  label: journeyActionTitles[type],
  icon: actionIcons[type],
}));

function ActionItem(props: {
  action: JourneyAction;
  index: number;
  place: ActionPlace;
  listLabel: string;
  tools: FlowTools;
}) {
  const { action, index, place, tools } = props;
  const row = useSortableRow({ id: action.id, title: action.title, sortable: tools.canUpdate });
  return (
    <Box component="li" ref={row.ref} style={row.style} aria-label={action.title}>
      <FlowInserter
        label={`Add an action at position ${index + 1} of ${props.listLabel}`}
        heading="Add an action"
        choices={actionChoices}
        onPick={tools.canUpdate ? (type) => tools.add(type, { ...place, index }) : null}
      />
      <BuilderCard
        icon={actionIcons[action.type]}
        title={action.title}
        summary={actionSummary(action, tools.names)}
        incomplete={action.incomplete}
        handle={row.handle}
        onOpen={() => tools.open(action)}
        onDelete={tools.canUpdate ? () => tools.remove(action) : undefined}
      >
        {action.type === 'condition' ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" mt={4}>
            {(['yes', 'no'] as const).map((branch) => (
              <Box
                key={branch}
                p="xs"
                bg={branch === 'yes' ? 'teal.0' : 'gray.0'}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              >
                <Text size="sm" fw={700} mb={4}>
                  {branch === 'yes' ? 'Yes' : 'No'}
                </Text>
                <ActionList
                  place={{ parent_id: action.id, branch }}
                  label={placeLabel({ parent_id: action.id, branch }, action.title)}
                  tools={tools}
                />
              </Box>
            ))}
          </SimpleGrid>
        ) : null}
      </BuilderCard>
    </Box>
  );
}

/** One list of the flow, sortable, with "Add action" at its end. */
export function ActionList(props: { place: ActionPlace; label: string; tools: FlowTools }) {
  const { place, tools } = props;
  const { parent_id: parentId, branch } = place;
  const items = useMemo(
    () => actionsAt(tools.actions, { parent_id: parentId, branch }),
    [tools.actions, parentId, branch],
  );
  const at = { parent_id: parentId, branch };
  return (
    <Stack gap={0}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py={4}>
          {parentId === null
            ? 'No actions yet: add the first step of the journey.'
            : 'Nothing here: contacts go straight on.'}
        </Text>
      ) : (
        <SortableList
          items={items}
          noun="action"
          titleOf={(a) => a.title}
          label={props.label}
          busy={tools.moving}
          onSort={(ids, outcome) => {
            const moved = movedCard(
              items.map((a) => a.id),
              ids,
            );
            if (moved) tools.move(moved.id, { ...at, index: moved.index }, outcome.onError);
          }}
          renderItem={(action, index) => (
            <ActionItem
              key={action.id}
              action={action}
              index={index}
              place={at}
              listLabel={props.label}
              tools={tools}
            />
          )}
        />
      )}
      {tools.canUpdate ? (
        <Group justify="center" pt={items.length > 0 ? 'xs' : 0}>
          <AddMenu
            heading="Add an action"
            choices={actionChoices}
            onPick={(type) => tools.add(type, at)}
            target={
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                aria-label={`Add action to the end of ${props.label}`}
              >
                Add action
              </Button>
            }
          />
        </Group>
      ) : null}
    </Stack>
  );
}
