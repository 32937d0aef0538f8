import {
  blockTypeLabels,
  blockTypes,
  updateBlockBody,
  type WorkoutBlock,
} from '@coachline/contract/workouts';
import { Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { blockWords } from './labels';
import { NumberField } from './NumberField';
import {
  useCreateBlock,
  useCreateSmartBlock,
  useDeleteSmartBlock,
  useSmartBlocks,
  useUpdateBlock,
} from './queries';
import { SmartNameModal, SmartPickModal } from './SmartDialogs';

// A block's dialogs: its settings (straight sets, superset or circuit, rounds, rest, notes),
// saving it as a smart block, and the smart blocks to add one from.

export function EditBlockModal(props: { block: WorkoutBlock; title: string; onClose: () => void }) {
  const { block } = props;
  const update = useUpdateBlock();
  const form = useContractForm(updateBlockBody, {
    type: block.type,
    name: block.name,
    rounds: block.rounds,
    rest_seconds: block.rest_seconds,
    notes: block.notes,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={`Edit ${props.title}`}
      form={form}
      send={(body, outcome) =>
        update.mutate(
          { id: block.id, body: type === 'circuit' ? body : { ...body, rounds: 1 } },
          outcome,
        )
      }
      submitLabel="Save block"
      busyLabel="Saving"
      busy={update.isPending}
    >
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="block-type">
              Type
            </Text>
            <SegmentedControl
              aria-labelledby="block-type"
              data={blockTypes.map((t) => ({ value: t, label: blockTypeLabels[t] }))}
              value={field.value ?? 'straight'}
              onChange={field.onChange}
              fullWidth
            />
          </Stack>
        )}
      />
      <TextInput
        label="Name"
        description="Optional: “Warm-up”, “Finisher”."
        maxLength={150}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Group grow align="flex-start">
        {type === 'circuit' ? (
          <NumberField control={form.control} name="rounds" label="Rounds" min={1} max={50} />
        ) : null}
        <NumberField
          control={form.control}
          name="rest_seconds"
          label={type === 'straight' ? 'Rest after (seconds)' : 'Rest between rounds (seconds)'}
          min={0}
          max={3600}
          nullable
        />
      </Group>
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        maxLength={5000}
        error={form.formState.errors.notes?.message}
        {...form.register('notes')}
      />
    </FormModal>
  );
}

export function SmartBlockNameModal(props: {
  block: WorkoutBlock;
  title: string;
  onClose: () => void;
}) {
  const save = useCreateSmartBlock();
  return (
    <SmartNameModal
      noun="block"
      defaultName={props.block.name || props.title}
      text="A copy of the block with its exercises, to add to any workout."
      busy={save.isPending}
      send={(name, outcome) => save.mutate({ blockId: props.block.id, name }, outcome)}
      onClose={props.onClose}
    />
  );
}

/** The smart blocks, each added at the end of the workout or deleted. */
export function SmartBlocksModal(props: { workoutId: number; onClose: () => void }) {
  const blocks = useSmartBlocks();
  const create = useCreateBlock(props.workoutId);
  const remove = useDeleteSmartBlock();
  return (
    <SmartPickModal
      noun="block"
      empty="No smart blocks yet: save a block of a workout as a smart block from its menu."
      items={blocks.data}
      pending={blocks.isPending}
      summary={(b) => (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {blockWords(b)} · {b.exercises.map((e) => e.exercise.name).join(', ') || 'no exercises'}
        </Text>
      )}
      adding={(b) => create.isPending && create.variables?.smart_block_id === b.id}
      onAdd={(b) => create.mutate({ smart_block_id: b.id }, { onSuccess: props.onClose })}
      onDelete={(b) => remove.mutate(b.id)}
      onClose={props.onClose}
    />
  );
}
