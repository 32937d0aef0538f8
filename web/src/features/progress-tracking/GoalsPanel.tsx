import {
  createCategoryProgressBody,
  type progressGoal,
  progressRelations,
  updateCategoryProgressBody,
} from '@coachline/contract/progress-tracking';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { relationLabels } from './QuestionDialogs';
import {
  useCorrectValue,
  useGoals,
  useRecordValue,
  useUpdateGoals,
  useUpdateRelation,
} from './queries';

// A contact's goals on a tracking, per category: the start and target (saved together), and
// whether progress is down or up for them; and a value the coach records for a category, or
// corrects right after recording it (the reads carry no entry ids, so only the values recorded
// here can be corrected).

type Goal = z.output<typeof progressGoal>;
type Target = { trackingId: number; contactId: number };

const numberOrNull = (v: string | number) => (typeof v === 'number' ? v : null);

/** A start or a target in the goals' table, its label for screen readers only. */
function GoalNumber(props: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled: boolean;
}) {
  return (
    <NumberInput
      size="xs"
      w={110}
      label={props.label}
      labelProps={{ className: 'visually-hidden' }}
      value={props.value ?? ''}
      onChange={(v) => props.onChange(numberOrNull(v))}
      disabled={props.disabled}
      decimalScale={2}
    />
  );
}

/** The value field of the record and correct dialogs. */
function ValueField<T extends { value: number }>(props: { control: Control<T> }) {
  return (
    <Controller
      // T holds `value`; react-hook-form cannot narrow a generic form's paths to it.
      control={props.control as unknown as Control<{ value: number }>}
      name="value"
      render={({ field, fieldState }) => (
        <NumberInput
          label="Value"
          aria-required
          data-autofocus
          decimalScale={2}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function GoalRow(props: Target & { goal: Goal; canUpdate: boolean }) {
  const { goal } = props;
  const update = useUpdateGoals(props.trackingId, props.contactId);
  const relation = useUpdateRelation(props.trackingId, props.contactId);
  const [start, setStart] = useState<number | null>(goal.start);
  const [target, setTarget] = useState<number | null>(goal.target);
  useEffect(() => {
    setStart(goal.start);
    setTarget(goal.target);
  }, [goal.start, goal.target]);
  const changed = start !== goal.start || target !== goal.target;
  const unit = goal.unit ? ` (${goal.unit})` : '';
  return (
    <Table.Tr aria-label={goal.name}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {goal.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <GoalNumber
          label={`Start of ${goal.name}${unit}`}
          value={start}
          onChange={setStart}
          disabled={!props.canUpdate}
        />
      </Table.Td>
      <Table.Td>
        <GoalNumber
          label={`Target of ${goal.name}${unit}`}
          value={target}
          onChange={setTarget}
          disabled={!props.canUpdate}
        />
      </Table.Td>
      <Table.Td>
        <SegmentedControl
          size="xs"
          aria-label={`Progress on ${goal.name} means`}
          data={progressRelations.map((r) => ({ value: r, label: relationLabels[r] }))}
          value={goal.relation}
          disabled={!props.canUpdate || relation.isPending}
          onChange={(v) =>
            relation.mutate({
              progress_category_id: goal.category_id,
              relation: v === 'increase' ? 'increase' : 'decrease',
            })
          }
        />
      </Table.Td>
      <Table.Td>
        {props.canUpdate ? (
          <BusyButton
            size="compact-sm"
            variant="light"
            busy={update.isPending}
            busyLabel="Saving"
            disabled={!changed}
            aria-label={`Save goals of ${goal.name}`}
            onClick={() =>
              update.mutate({
                progress_category_id: goal.category_id,
                ...(start === null ? {} : { start }),
                ...(target === null ? {} : { target }),
              })
            }
          >
            Save
          </BusyButton>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

function RecordValueModal(
  props: Target & {
    goals: Goal[];
    onClose: () => void;
    onSaved: (categoryId: number, entryId: number) => void;
  },
) {
  const save = useRecordValue(props.trackingId, props.contactId);
  const form = useContractForm(createCategoryProgressBody, {
    progress_tracking_id: props.trackingId,
    contact_id: props.contactId,
    category_id: props.goals[0]?.category_id ?? 0,
  });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title="Record a value"
      form={form}
      send={(body, outcome) =>
        save.mutate(
          {
            categoryId: body.category_id,
            value: body.value,
            ...(body.recorded_at ? { recordedAt: body.recorded_at } : {}),
          },
          {
            onError: outcome.onError,
            onSuccess: (res) => {
              props.onSaved(body.category_id, res.id);
              outcome.onSuccess();
            },
          },
        )
      }
      submitLabel="Record value"
      busyLabel="Saving"
      busy={save.isPending}
    >
      <Controller
        control={form.control}
        name="category_id"
        render={({ field }) => (
          <Select
            label="Category"
            allowDeselect={false}
            data={props.goals.map((g) => ({ value: String(g.category_id), label: g.name }))}
            value={String(field.value)}
            onChange={(v) => field.onChange(Number(v))}
          />
        )}
      />
      <ValueField control={form.control} />
      <Controller
        control={form.control}
        name="recorded_at"
        render={({ field, fieldState }) => (
          <TextInput
            type="datetime-local"
            label="When"
            description="Now, unless you choose a time."
            value={field.value ? field.value.slice(0, 16) : ''}
            onChange={(e) =>
              field.onChange(
                e.currentTarget.value ? new Date(e.currentTarget.value).toISOString() : undefined,
              )
            }
            error={fieldState.error?.message}
          />
        )}
      />
    </FormModal>
  );
}

function CorrectValueModal(props: Target & { entryId: number; name: string; onClose: () => void }) {
  const save = useCorrectValue();
  const form = useContractForm(updateCategoryProgressBody, { progress_entry_id: props.entryId });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={`Correct the value of ${props.name}`}
      form={form}
      send={(body, outcome) => save.mutate(body, outcome)}
      submitLabel="Save value"
      busyLabel="Saving"
      busy={save.isPending}
    >
      <ValueField control={form.control} />
    </FormModal>
  );
}

export function GoalsPanel(props: Target) {
  const canUpdate = useAbilities('progress-tracking').update;
  const goals = useGoals(props.trackingId, props.contactId);
  const [recording, setRecording] = useState(false);
  const [recorded, setRecorded] = useState<ReadonlyMap<number, number>>(new Map());
  const [correcting, setCorrecting] = useState<Goal | null>(null);
  if (goals.isLoading) return <Skeleton role="status" h={140} aria-label="Loading the goals" />;
  if (goals.isError) return <Alert color="red">The goals could not be loaded.</Alert>;
  const rows = goals.data ?? [];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        This tracking has no metrics to set goals on yet.
      </Text>
    );
  const correctable = rows.filter((g) => recorded.has(g.category_id));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={620}>
          <Table aria-label="Goals" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Metric</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>Target</Table.Th>
                <Table.Th>Progress means</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((g) => (
                <GoalRow key={g.category_id} {...props} goal={g} canUpdate={canUpdate} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {canUpdate ? (
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setRecording(true)}
            >
              Record a value
            </Button>
            {correctable.map((g) => (
              <Button key={g.category_id} variant="subtle" onClick={() => setCorrecting(g)}>
                Correct the {g.name} just recorded
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
      {recording ? (
        <RecordValueModal
          {...props}
          goals={rows}
          onClose={() => setRecording(false)}
          onSaved={(categoryId, entryId) =>
            setRecorded((now) => new Map(now).set(categoryId, entryId))
          }
        />
      ) : null}
      {correcting ? (
        <CorrectValueModal
          {...props}
          entryId={recorded.get(correcting.category_id) ?? 0}
          name={correcting.name}
          onClose={() => setCorrecting(null)}
        />
      ) : null}
    </Paper>
  );
}
