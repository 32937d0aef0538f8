import {
  maxDayWorkouts,
  maxPlanWeeks,
  type PlanWeek,
  type WeekWorkout,
  type WorkoutPlanDetail,
} from '@coachline/contract/workout-plans';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTemplate, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../../app/abilities';
import { confirmDelete } from '../../../ui/dialogs';
import { SortableList, useSortableRow } from '../../../ui/SortableList';
import { ItemMenu, swapped } from '../ItemMenu';
import { dayName } from '../labels';
import {
  useCreateWeek,
  useDeleteWeek,
  useDuplicateWeek,
  useSetDayWorkouts,
  useSortDayWorkouts,
  useSortWeeks,
} from './queries';
import {
  AddDayWorkoutModal,
  EditWeekModal,
  SmartWeekNameModal,
  SmartWeeksModal,
} from './WeekDialogs';

// The plan's weeks in order, each a row of its seven days, Monday to Sunday (UX.md), each day
// with its workouts in order. Weeks and a day's workouts are sorted by dragging their handle
// (or from the keyboard: the handle, Space, the arrows, Space; or the week's Move up and Move
// down). A day takes workouts from every workout; a week is duplicated, saved as a smart week
// or deleted; a week is added empty or from a smart week.

export const weekTitle = (w: Pick<PlanWeek, 'name'>, index: number) =>
  w.name ? `Week ${index + 1}: ${w.name}` : `Week ${index + 1}`;

type WeekDialog =
  | { kind: 'edit' | 'smart'; week: PlanWeek; title: string }
  | { kind: 'add'; week: PlanWeek; title: string; day: number };

type WeekTools = {
  canUpdate: boolean;
  count: number;
  move: (index: number, by: -1 | 1) => void;
  dialog: (dialog: WeekDialog) => void;
  duplicate: (week: PlanWeek) => void;
  remove: (week: PlanWeek, title: string) => void;
};

function DayWorkoutItem(props: {
  item: WeekWorkout;
  canUpdate: boolean;
  onRemove: (item: WeekWorkout) => void;
}) {
  const { item } = props;
  const name = item.workout.name;
  const row = useSortableRow({ id: item.id, title: name, sortable: props.canUpdate });
  return (
    <Box component="li" ref={row.ref} style={row.style} aria-label={name}>
      <Paper withBorder radius="sm" p={4} bg="var(--mantine-color-body)">
        <Group gap={2} wrap="nowrap" align="center">
          {row.handle}
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="xs" fw={600} lineClamp={2}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {item.workout.exercises_count} ex · {item.workout.estimated_minutes} min
            </Text>
          </Stack>
          {props.canUpdate ? (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray.7"
              aria-label={`Remove ${name}`}
              onClick={() => props.onRemove(item)}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      </Paper>
    </Box>
  );
}

function DayColumn(props: {
  week: PlanWeek;
  title: string;
  day: number;
  workouts: WeekWorkout[];
  tools: WeekTools;
}) {
  const { week, day, workouts, tools } = props;
  const sort = useSortDayWorkouts();
  const store = useSetDayWorkouts();
  const name = dayName(day);
  const remove = (item: WeekWorkout) =>
    store.mutate({
      weekId: week.id,
      day,
      workoutIds: workouts.filter((w) => w.id !== item.id).map((w) => w.workout.id),
    });
  return (
    <Paper
      withBorder
      radius="sm"
      p={6}
      bg="gray.0"
      component="section"
      aria-label={`${name}, ${props.title}`}
    >
      <Stack gap={4}>
        <Text size="xs" fw={700} c="gray.7" aria-hidden>
          {name.slice(0, 3)}
        </Text>
        {workouts.length === 0 ? (
          <Text size="xs" c="dimmed">
            Rest day
          </Text>
        ) : (
          <SortableList
            items={workouts}
            noun="workout"
            titleOf={(w) => w.workout.name}
            label={`Workouts on ${name}`}
            busy={sort.isPending}
            onSort={(ids, outcome) =>
              sort.mutate({ weekId: week.id, day, ids }, { onError: outcome.onError })
            }
            renderItem={(item) => (
              <DayWorkoutItem
                key={item.id}
                item={item}
                canUpdate={tools.canUpdate}
                onRemove={remove}
              />
            )}
          />
        )}
        {tools.canUpdate && workouts.length < maxDayWorkouts ? (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlus size={12} aria-hidden />}
            aria-label={`Add a workout to ${name}, ${props.title}`}
            onClick={() => tools.dialog({ kind: 'add', week, title: props.title, day })}
          >
            Add
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function WeekItem(props: { week: PlanWeek; index: number; tools: WeekTools }) {
  const { week, index, tools } = props;
  const title = weekTitle(week, index);
  const row = useSortableRow({ id: week.id, title, sortable: tools.canUpdate });
  const byDay = new Map(week.days.map((d) => [d.day, d.workouts]));
  return (
    <Box component="li" ref={row.ref} style={row.style} aria-label={title}>
      <Paper withBorder radius="md" p="sm" shadow="xs" bg="var(--mantine-color-body)">
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            {row.handle}
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Title order={3} size="h5">
                {title}
              </Title>
              {week.notes ? (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {week.notes}
                </Text>
              ) : null}
            </Stack>
            {tools.canUpdate ? (
              <ItemMenu
                noun="week"
                title={title}
                index={index}
                count={tools.count}
                onEdit={() => tools.dialog({ kind: 'edit', week, title })}
                onDuplicate={() => tools.duplicate(week)}
                onSaveSmart={() => tools.dialog({ kind: 'smart', week, title })}
                onMove={(by) => tools.move(index, by)}
                onDelete={() => tools.remove(week, title)}
              />
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4, lg: 7 }} spacing={6}>
            {[1, 2, 3, 4, 5, 6, 7].map((day) => (
              <DayColumn
                key={day}
                week={week}
                title={title}
                day={day}
                workouts={byDay.get(day) ?? []}
                tools={tools}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
    </Box>
  );
}

export function PlanWeekList(props: { plan: WorkoutPlanDetail }) {
  const { plan } = props;
  const canUpdate = useAbilities('workouts').update;
  const weeks = plan.weeks;
  const sort = useSortWeeks(plan.id);
  const create = useCreateWeek(plan.id);
  const duplicate = useDuplicateWeek();
  const remove = useDeleteWeek();
  const [dialog, setDialog] = useState<WeekDialog | null>(null);
  const [smart, setSmart] = useState(false);
  const current = dialog ? weeks.find((w) => w.id === dialog.week.id) : undefined;
  const tools: WeekTools = {
    canUpdate,
    count: weeks.length,
    move: (index, by) =>
      sort.mutate(
        swapped(
          weeks.map((w) => w.id),
          index,
          by,
        ),
      ),
    dialog: setDialog,
    duplicate: (week) => duplicate.mutate(week.id),
    remove: (week, title) =>
      confirmDelete(`${title} will be deleted with its days’ workouts.`, () =>
        remove.mutate(week.id),
      ),
  };
  const full = weeks.length >= maxPlanWeeks;
  return (
    <Stack gap="sm" component="section" aria-labelledby="plan-weeks">
      <Title order={2} size="h4" id="plan-weeks">
        Weeks
      </Title>
      {weeks.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text size="sm" c="dimmed" ta="center">
            No weeks yet. Add a week, then put workouts on its days, Monday to Sunday.
          </Text>
        </Paper>
      ) : (
        <SortableList
          items={weeks}
          noun="week"
          titleOf={(w) => weekTitle(w, weeks.indexOf(w))}
          label="Weeks"
          busy={sort.isPending}
          onSort={(ids, outcome) => sort.mutate(ids, { onError: outcome.onError })}
          renderItem={(week, index) => (
            <WeekItem key={week.id} week={week} index={index} tools={tools} />
          )}
        />
      )}
      {canUpdate ? (
        <Group justify="center" gap="xs" pt="xs">
          <Button
            size="sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={full}
            loading={create.isPending}
            onClick={() => create.mutate()}
          >
            Add week
          </Button>
          <Button
            size="sm"
            variant="light"
            leftSection={<IconTemplate size={14} aria-hidden />}
            disabled={full}
            onClick={() => setSmart(true)}
          >
            Add smart week
          </Button>
        </Group>
      ) : null}
      {dialog && current && dialog.kind === 'edit' ? (
        <EditWeekModal week={current} title={dialog.title} onClose={() => setDialog(null)} />
      ) : null}
      {dialog && current && dialog.kind === 'smart' ? (
        <SmartWeekNameModal week={current} title={dialog.title} onClose={() => setDialog(null)} />
      ) : null}
      {dialog && current && dialog.kind === 'add' ? (
        <AddDayWorkoutModal
          weekId={current.id}
          weekTitle={dialog.title}
          day={dialog.day}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {smart ? <SmartWeeksModal planId={plan.id} onClose={() => setSmart(false)} /> : null}
    </Stack>
  );
}
