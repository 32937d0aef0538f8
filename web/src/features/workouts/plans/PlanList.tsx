import { buildPath } from '@coachline/contract/routes';
import { plural } from '@coachline/contract/text';
import type { WorkoutPlan } from '@coachline/contract/workout-plans';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarWeek, IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../../app/abilities';
import { CardActions, CardButton, CardEditButton } from '../../../ui/CardActions';
import { DateTime } from '../../../ui/DateTime';
import { confirmDelete } from '../../../ui/dialogs';
import { SearchInput } from '../../../ui/SearchInput';
import { ProgramGrid } from '../ProgramGrid';
import { CreatePlanModal, RenamePlanModal } from './PlanDialogs';
import { useDeletePlan, useDuplicatePlan, usePlans } from './queries';

// The Plans tab: the location's workout plans as the API orders them, 6 a page, searched by
// name; created in a dialog that opens the plan's builder.

function PlanCard(props: { plan: WorkoutPlan; onRename: (plan: WorkoutPlan) => void }) {
  const { plan } = props;
  const abilities = useAbilities('workouts');
  const duplicate = useDuplicatePlan();
  const remove = useDeletePlan();
  const builder = buildPath('WorkoutPlanEdit', { workout_plan: plan.id });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={plan.name}>
      <Stack gap={6} h="100%">
        <Text fw={600} truncate>
          {plan.name}
        </Text>
        {plan.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {plan.description}
          </Text>
        ) : null}
        <Text size="sm">
          {plural(plan.weeks_count, 'week')} · {plural(plan.workouts_count, 'workout')}
        </Text>
        <Text size="sm" style={{ flex: 1 }}>
          {plan.active_count.toLocaleString('en-US')} active ·{' '}
          {plan.completed_count.toLocaleString('en-US')} completed
        </Text>
        <Text size="xs" c="dimmed" component="div">
          <Group gap={4}>
            Updated <DateTime value={plan.updated_at} size="xs" />
          </Group>
        </Text>
        <CardActions
          title={plan.name}
          main={
            abilities.update ? (
              <CardEditButton title={plan.name} to={builder} />
            ) : (
              <CardButton
                label="View"
                icon={<IconEye size={14} aria-hidden />}
                ariaLabel={`View ${plan.name}`}
                to={builder}
              />
            )
          }
          items={[
            abilities.update && { label: 'Rename', onClick: () => props.onRename(plan) },
            abilities.create && { label: 'Duplicate', onClick: () => duplicate.mutate(plan.id) },
            abilities.delete && {
              label: 'Delete',
              danger: true,
              onClick: () =>
                confirmDelete(
                  `The plan ${plan.name} will be deleted; what its contacts logged stays with the workouts.`,
                  () => remove.mutate(plan.id),
                ),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}

export function PlanList() {
  const abilities = useAbilities('workouts');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const plans = usePlans({ page, ...(debounced ? { search: debounced } : {}) });
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<WorkoutPlan | null>(null);
  const filtered = debounced !== '';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SearchInput
          label="Search plans"
          placeholder="Search by name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          maw={280}
        />
        {abilities.create ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            Create plan
          </Button>
        ) : null}
      </Group>
      <ProgramGrid
        noun="plan"
        list={plans}
        filtered={filtered}
        intro="A plan is weeks of workouts, Monday to Sunday. Give it to a client from a start date and each day’s workouts show in their portal."
        filteredHint="Try another name."
        icon={<IconCalendarWeek size={24} />}
        skeletonHeight={180}
        onPage={setPage}
        onCreate={() => setCreating(true)}
        card={(plan) => <PlanCard key={plan.id} plan={plan} onRename={setRenaming} />}
      />
      <CreatePlanModal opened={creating} onClose={() => setCreating(false)} />
      <RenamePlanModal plan={renaming} onClose={() => setRenaming(null)} />
    </Stack>
  );
}
