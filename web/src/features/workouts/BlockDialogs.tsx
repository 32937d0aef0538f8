import {
  blockTypeLabels,
  blockTypes,
  smartBlockBody,
  updateBlockBody,
  type WorkoutBlock,
} from '@coachline/contract/workouts';
import {
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { confirmDelete } from '../../ui/dialogs';
import { FormModal } from '../../ui/FormModal';
import { LoadingRows } from '../../ui/LoadingRows';
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
  const form = useContractForm(smartBlockBody, { name: props.block.name || props.title });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title="Save as smart block"
      form={form}
      send={(body, outcome) => save.mutate({ blockId: props.block.id, name: body.name }, outcome)}
      submitLabel="Save smart block"
      busyLabel="Saving"
      busy={save.isPending}
    >
      <Text size="sm" c="dimmed">
        A copy of the block with its exercises, to add to any workout.
      </Text>
      <TextInput
        label="Smart block name"
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

/** The smart blocks, each added at the end of the workout or deleted. */
export function SmartBlocksModal(props: { workoutId: number; onClose: () => void }) {
  const canUpdate = useAbilities('workouts').update;
  const blocks = useSmartBlocks();
  const create = useCreateBlock(props.workoutId);
  const remove = useDeleteSmartBlock();
  const list = blocks.data ?? [];
  return (
    <Modal opened onClose={props.onClose} title="Add a smart block" size="lg" centered>
      {blocks.isPending ? (
        <LoadingRows rows={3} h={56} label="Loading the smart blocks" />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No smart blocks yet: save a block of a workout as a smart block from its menu.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Smart blocks">
          {list.map((b) => (
            <Paper key={b.id} component="li" withBorder p="xs" radius="sm" aria-label={b.name}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {b.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {blockWords(b)} ·{' '}
                    {b.exercises.map((e) => e.exercise.name).join(', ') || 'no exercises'}
                  </Text>
                </Stack>
                {canUpdate ? (
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Add ${b.name}`}
                      loading={create.isPending && create.variables?.smart_block_id === b.id}
                      onClick={() =>
                        create.mutate({ smart_block_id: b.id }, { onSuccess: props.onClose })
                      }
                    >
                      Add
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red.8"
                      aria-label={`Delete ${b.name}`}
                      onClick={() =>
                        confirmDelete(`The smart block ${b.name} will be deleted.`, () =>
                          remove.mutate(b.id),
                        )
                      }
                    >
                      Delete
                    </Button>
                  </Group>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
