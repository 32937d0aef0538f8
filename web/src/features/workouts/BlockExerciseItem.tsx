import {
  type BlockExercise,
  updateBlockExerciseBody,
  weightUnits,
} from '@coachline/contract/workouts';
import {
  ActionIcon,
  Avatar,
  Box,
  Button,
  Collapse,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconBarbell, IconDots, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { FormServerError, SelectField } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useSortableRow } from '../../ui/SortableList';
import { useContractForm } from '../../ui/useContractForm';
import { setWords } from './labels';
import { NumberField } from './NumberField';
import { useUpdateBlockExercise } from './queries';

// One exercise of a block: its picture, name and what each set asks for; edited in place
// (sets, reps, weight and unit, time, distance, tempo, rest, notes); its menu duplicates it,
// moves it up, down or to another block, and removes it.

export type ExerciseTools = {
  canUpdate: boolean;
  /** A circuit's exercises are done once a round: they have no sets of their own. */
  inCircuit: boolean;
  count: number;
  /** The other blocks of the workout it may move to. */
  targets: { id: number; title: string }[];
  move: (index: number, by: -1 | 1) => void;
  moveTo: (exercise: BlockExercise, blockId: number) => void;
  duplicate: (exercise: BlockExercise) => void;
  remove: (exercise: BlockExercise) => void;
};

const defaultsOf = (e: BlockExercise) => ({
  sets: e.sets,
  reps: e.reps,
  weight: e.weight,
  weight_unit: e.weight_unit,
  time_seconds: e.time_seconds,
  distance_meters: e.distance_meters,
  tempo: e.tempo,
  rest_seconds: e.rest_seconds,
  notes: e.notes,
});

function SetsForm(props: { exercise: BlockExercise; inCircuit: boolean; onDone: () => void }) {
  const { exercise } = props;
  const update = useUpdateBlockExercise();
  const form = useContractForm(updateBlockExerciseBody, defaultsOf(exercise));
  const submit = form.handleSubmit(
    (body) =>
      update.mutate(
        { id: exercise.id, body },
        { onSuccess: props.onDone, onError: serverErrorsTo(form) },
      ),
    onInvalidSubmit,
  );
  const errors = form.formState.errors;
  const name = exercise.exercise.name;
  return (
    <form onSubmit={submit} noValidate aria-label={`Sets of ${name}`}>
      <Stack gap="xs" pt="xs">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {props.inCircuit ? null : (
            <NumberField control={form.control} name="sets" label="Sets" min={1} max={50} />
          )}
          <TextInput
            label="Reps"
            placeholder="8-12"
            maxLength={20}
            error={errors.reps?.message}
            {...form.register('reps')}
          />
          <NumberField
            control={form.control}
            name="weight"
            label="Weight"
            min={0}
            max={2000}
            decimals
            nullable
          />
          <SelectField
            control={form.control}
            name="weight_unit"
            label="Unit"
            allowDeselect={false}
            data={weightUnits.map((u) => ({ value: u, label: u }))}
          />
          <NumberField
            control={form.control}
            name="time_seconds"
            label="Time (seconds)"
            min={0}
            max={86400}
            nullable
          />
          <NumberField
            control={form.control}
            name="distance_meters"
            label="Distance (metres)"
            min={0}
            max={1000000}
            decimals
            nullable
          />
          <TextInput
            label="Tempo"
            placeholder="3-1-1-0"
            maxLength={12}
            error={errors.tempo?.message}
            {...form.register('tempo')}
          />
          <NumberField
            control={form.control}
            name="rest_seconds"
            label="Rest (seconds)"
            min={0}
            max={3600}
            nullable
          />
        </SimpleGrid>
        <Textarea
          label="Notes"
          autosize
          minRows={1}
          maxLength={5000}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <FormServerError error={errors.root?.server} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={props.onDone}>
            Cancel
          </Button>
          <Button type="submit" size="xs" loading={update.isPending}>
            Save sets
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BlockExerciseItem(props: {
  exercise: BlockExercise;
  index: number;
  tools: ExerciseTools;
}) {
  const { exercise, index, tools } = props;
  const name = exercise.exercise.name;
  const [editing, setEditing] = useState(false);
  const row = useSortableRow({ id: exercise.id, title: name, sortable: tools.canUpdate });
  const formId = `sets-${exercise.id}`;
  return (
    <Box component="li" ref={row.ref} style={row.style} aria-label={`${index + 1}. ${name}`}>
      <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-body)">
        <Group gap="xs" wrap="nowrap" align="center">
          {row.handle}
          <Avatar src={exercise.exercise.cover_image_url || null} size={36} radius="sm" alt="">
            <IconBarbell size={16} aria-hidden />
          </Avatar>
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {setWords(exercise, tools.inCircuit)}
            </Text>
            {exercise.notes && !editing ? (
              <Text size="xs" lineClamp={1}>
                {exercise.notes}
              </Text>
            ) : null}
          </Stack>
          {tools.canUpdate ? (
            <>
              <ActionIcon
                variant="subtle"
                aria-label={`Edit sets of ${name}`}
                aria-expanded={editing}
                aria-controls={formId}
                onClick={() => setEditing((on) => !on)}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" aria-label={`Actions for ${name}`}>
                    <IconDots size={16} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => tools.duplicate(exercise)}>Duplicate</Menu.Item>
                  <Menu.Item disabled={index === 0} onClick={() => tools.move(index, -1)}>
                    Move up
                  </Menu.Item>
                  <Menu.Item
                    disabled={index === tools.count - 1}
                    onClick={() => tools.move(index, 1)}
                  >
                    Move down
                  </Menu.Item>
                  {tools.targets.length ? <Menu.Label>Move to</Menu.Label> : null}
                  {tools.targets.map((t) => (
                    <Menu.Item key={t.id} onClick={() => tools.moveTo(exercise, t.id)}>
                      {t.title}
                    </Menu.Item>
                  ))}
                  <Menu.Divider />
                  <Menu.Item color="red.8" onClick={() => tools.remove(exercise)}>
                    Remove
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </>
          ) : null}
        </Group>
        <Collapse in={editing} id={formId}>
          {editing ? (
            <SetsForm
              exercise={exercise}
              inCircuit={tools.inCircuit}
              onDone={() => setEditing(false)}
            />
          ) : null}
        </Collapse>
      </Paper>
    </Box>
  );
}
