import {
  type BlockType,
  blockTypeLabels,
  blockTypes,
  maxBlockExercises,
  maxWorkoutBlocks,
  type WorkoutBlock,
  type WorkoutDetail,
} from '@coachline/contract/workouts';
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconLayersLinked,
  IconPlus,
  IconRepeat,
  IconStack2,
  IconTemplate,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { type AddChoice, AddMenu } from '../../ui/AddMenu';
import { confirmDelete } from '../../ui/dialogs';
import { SortableList, useSortableRow } from '../../ui/SortableList';
import { EditBlockModal, SmartBlockNameModal, SmartBlocksModal } from './BlockDialogs';
import { BlockExerciseItem, type ExerciseTools } from './BlockExerciseItem';
import { ExercisePickerModal } from './ExercisePickerModal';
import { ItemMenu, swapped } from './ItemMenu';
import { blockTitle, blockWords } from './labels';
import {
  useCreateBlock,
  useDeleteBlock,
  useDuplicateBlock,
  useDuplicateBlockExercise,
  useMoveBlockExercise,
  useRemoveBlockExercise,
  useSortBlockExercises,
  useSortBlocks,
} from './queries';

// The workout's blocks in order (002 §3): each straight sets, a superset or a circuit with its
// rounds and rest, holding its exercises in order. Blocks and a block's exercises are sorted
// by dragging their handle (or from the keyboard: the handle, Space, the arrows, Space; or
// Move up and Move down in their menu). A block is added by type or from a smart block.

const typeIcons = { straight: IconStack2, superset: IconLayersLinked, circuit: IconRepeat };
const typeChoices: readonly AddChoice<BlockType>[] = blockTypes.map((type) => ({
  value: type,
  label: blockTypeLabels[type],
  icon: typeIcons[type],
}));

type BlockDialog = { kind: 'edit' | 'smart' | 'exercises'; block: WorkoutBlock; title: string };

type BlockTools = {
  canUpdate: boolean;
  blocks: WorkoutBlock[];
  move: (index: number, by: -1 | 1) => void;
  dialog: (dialog: BlockDialog) => void;
  duplicate: (block: WorkoutBlock) => void;
  remove: (block: WorkoutBlock, title: string) => void;
};

function BlockExercises(props: { block: WorkoutBlock; tools: BlockTools }) {
  const { block, tools } = props;
  const sort = useSortBlockExercises();
  const duplicate = useDuplicateBlockExercise();
  const remove = useRemoveBlockExercise();
  const moveTo = useMoveBlockExercise();
  const exercises = block.exercises;
  const exerciseTools: ExerciseTools = {
    canUpdate: tools.canUpdate,
    inCircuit: block.type === 'circuit',
    count: exercises.length,
    targets: tools.blocks
      .map((b, i) => ({ id: b.id, title: blockTitle(b, i) }))
      .filter((b) => b.id !== block.id),
    move: (index, by) =>
      sort.mutate({
        blockId: block.id,
        ids: swapped(
          exercises.map((e) => e.id),
          index,
          by,
        ),
      }),
    moveTo: (exercise, toBlockId) =>
      moveTo.mutate({ fromBlockId: block.id, id: exercise.id, toBlockId }),
    duplicate: (exercise) => duplicate.mutate(exercise.id),
    remove: (exercise) =>
      confirmDelete(`${exercise.exercise.name} will be removed from the block.`, () =>
        remove.mutate({ blockId: block.id, id: exercise.id }),
      ),
  };
  if (exercises.length === 0)
    return (
      <Text size="sm" c="dimmed" py="xs">
        No exercises yet: add them from the library.
      </Text>
    );
  return (
    <SortableList
      items={exercises}
      noun="exercise"
      titleOf={(e) => e.exercise.name}
      label={`Exercises of ${block.name || 'the block'}`}
      busy={sort.isPending}
      onSort={(ids, outcome) =>
        sort.mutate({ blockId: block.id, ids }, { onError: outcome.onError })
      }
      renderItem={(exercise, index) => (
        <BlockExerciseItem
          key={exercise.id}
          exercise={exercise}
          index={index}
          tools={exerciseTools}
        />
      )}
    />
  );
}

function BlockItem(props: { block: WorkoutBlock; index: number; tools: BlockTools }) {
  const { block, index, tools } = props;
  const title = blockTitle(block, index);
  const row = useSortableRow({ id: block.id, title, sortable: tools.canUpdate });
  const TypeIcon = typeIcons[block.type];
  const full = block.exercises.length >= maxBlockExercises;
  return (
    <Box component="li" ref={row.ref} style={row.style} aria-label={`${index + 1}. ${title}`}>
      <Paper withBorder radius="md" p="sm" shadow="xs" bg="var(--mantine-color-body)">
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {row.handle}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs">
                <Title order={3} size="h5">
                  {title}
                </Title>
                <Badge variant="light" leftSection={<TypeIcon size={12} aria-hidden />}>
                  {blockTypeLabels[block.type]}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {blockWords(block)}
              </Text>
              {block.notes ? (
                <Text size="xs" lineClamp={2}>
                  {block.notes}
                </Text>
              ) : null}
            </Stack>
            {tools.canUpdate ? (
              <ItemMenu
                noun="block"
                title={title}
                index={index}
                count={tools.blocks.length}
                onEdit={() => tools.dialog({ kind: 'edit', block, title })}
                onDuplicate={() => tools.duplicate(block)}
                onSaveSmart={() => tools.dialog({ kind: 'smart', block, title })}
                onMove={(by) => tools.move(index, by)}
                onDelete={() => tools.remove(block, title)}
              />
            ) : null}
          </Group>
          <BlockExercises block={block} tools={tools} />
          {tools.canUpdate ? (
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                aria-label={`Add exercises to ${title}`}
                disabled={full}
                onClick={() => tools.dialog({ kind: 'exercises', block, title })}
              >
                Add exercises
              </Button>
              {full ? (
                <Text size="xs" c="dimmed">
                  A block holds at most {maxBlockExercises} exercises.
                </Text>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}

export function BlockList(props: { workout: WorkoutDetail }) {
  const { workout } = props;
  const canUpdate = useAbilities('workouts').update;
  const blocks = workout.blocks;
  const sort = useSortBlocks(workout.id);
  const create = useCreateBlock(workout.id);
  const duplicate = useDuplicateBlock();
  const remove = useDeleteBlock();
  const [dialog, setDialog] = useState<BlockDialog | null>(null);
  const [smart, setSmart] = useState(false);
  // The block open in a dialog as the workout now has it; gone once deleted.
  const current = dialog ? blocks.find((b) => b.id === dialog.block.id) : undefined;
  const tools: BlockTools = {
    canUpdate,
    blocks,
    move: (index, by) =>
      sort.mutate(
        swapped(
          blocks.map((b) => b.id),
          index,
          by,
        ),
      ),
    dialog: setDialog,
    duplicate: (block) => duplicate.mutate(block.id),
    remove: (block, title) =>
      confirmDelete(`${title} will be deleted with its ${block.exercises.length} exercises.`, () =>
        remove.mutate(block.id),
      ),
  };
  const full = blocks.length >= maxWorkoutBlocks;
  return (
    <Stack gap="sm" component="section" aria-labelledby="workout-blocks">
      <Title order={2} size="h4" id="workout-blocks">
        Blocks
      </Title>
      {blocks.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text size="sm" c="dimmed" ta="center">
            No blocks yet. Add straight sets, a superset (exercises back to back) or a circuit of
            rounds, then its exercises from the library.
          </Text>
        </Paper>
      ) : (
        <SortableList
          items={blocks}
          noun="block"
          titleOf={(b) => blockTitle(b, blocks.indexOf(b))}
          label="Blocks"
          busy={sort.isPending}
          onSort={(ids, outcome) => sort.mutate(ids, { onError: outcome.onError })}
          renderItem={(block, index) => (
            <BlockItem key={block.id} block={block} index={index} tools={tools} />
          )}
        />
      )}
      {canUpdate ? (
        <Group justify="center" gap="xs" pt="xs">
          <AddMenu
            heading="Add a block"
            choices={typeChoices}
            onPick={(type) => create.mutate({ type, rounds: type === 'circuit' ? 3 : 1 })}
            target={
              <Button
                size="sm"
                leftSection={<IconPlus size={14} aria-hidden />}
                disabled={full}
                loading={create.isPending}
              >
                Add block
              </Button>
            }
          />
          <Button
            size="sm"
            variant="light"
            leftSection={<IconTemplate size={14} aria-hidden />}
            disabled={full}
            onClick={() => setSmart(true)}
          >
            Add smart block
          </Button>
        </Group>
      ) : null}
      {dialog?.kind === 'edit' && current ? (
        <EditBlockModal block={current} title={dialog.title} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'smart' && current ? (
        <SmartBlockNameModal block={current} title={dialog.title} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'exercises' && current ? (
        <ExercisePickerModal
          blockId={current.id}
          blockTitle={dialog.title}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {smart ? <SmartBlocksModal workoutId={workout.id} onClose={() => setSmart(false)} /> : null}
    </Stack>
  );
}
