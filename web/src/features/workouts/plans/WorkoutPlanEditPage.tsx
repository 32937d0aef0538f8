import { dbIdText } from '@coachline/contract/ids';
import { buildPath } from '@coachline/contract/routes';
import { plural } from '@coachline/contract/text';
import { type WorkoutPlanDetail, workoutPlanMessages } from '@coachline/contract/workout-plans';
import {
  ActionIcon,
  Alert,
  Anchor,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useAbilities } from '../../../app/abilities';
import { ProgramAnalyticsPanel } from '../ProgramAnalyticsPanel';
import { ProgramContactsPanel } from '../ProgramContactsPanel';
import { planSource } from '../programs';
import { SessionsPanel } from '../SessionsPanel';
import { useReportParam } from '../useReportParam';
import { RenamePlanModal } from './PlanDialogs';
import { PlanReportDrawer } from './PlanReportDrawer';
import { PlanWeekList } from './PlanWeekList';
import { usePlan } from './queries';

// A workout plan's builder (002 §3, issue 16 §2): its name and description (in a dialog), and
// tabs: its weeks of days, its contacts (given from a start date), its analytics with
// adherence, and the sessions logged. `?tab=` opens a tab, `?report=` a contact's report.

const tabs = ['weeks', 'contacts', 'analytics', 'activity'] as const;
type EditorTab = (typeof tabs)[number];

function Editor(props: { plan: WorkoutPlanDetail }) {
  const { plan } = props;
  const abilities = useAbilities('workouts');
  const [renaming, setRenaming] = useState<WorkoutPlanDetail | null>(null);
  const [params, setParams] = useSearchParams();
  const [reportOf, openReport] = useReportParam();
  const requested = params.get('tab');
  const tab: EditorTab = tabs.find((t) => t === requested) ?? 'weeks';
  const show = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'weeks') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };
  const report = (contact: { id: number }) => openReport(contact.id);
  return (
    <Stack gap="md" pb="md">
      <Anchor
        component={Link}
        to={`${buildPath('WorkoutIndex')}?tab=plans`}
        size="sm"
        w="fit-content"
      >
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to plans
      </Anchor>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {plan.name}
          </Title>
          {abilities.update ? (
            <ActionIcon variant="subtle" aria-label="Rename plan" onClick={() => setRenaming(plan)}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        {plan.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {plan.description}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {plural(plan.weeks_count, 'week')} · {plural(plan.workouts_count, 'workout')} ·{' '}
          {plan.active_count.toLocaleString('en-US')} active ·{' '}
          {plan.completed_count.toLocaleString('en-US')} completed
        </Text>
      </Stack>
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="weeks">Weeks</Tabs.Tab>
          <Tabs.Tab value="contacts">Contacts</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
          <Tabs.Tab value="activity">Activity</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="weeks">
          <PlanWeekList plan={plan} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <ProgramContactsPanel
            source={planSource}
            id={plan.id}
            name={plan.name}
            blocked={plan.workouts_count === 0 ? workoutPlanMessages.emptyPlan : null}
            onReport={report}
          />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <ProgramAnalyticsPanel source={planSource} id={plan.id} />
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <SessionsPanel
            source={planSource}
            id={plan.id}
            kind="activity"
            label="Sessions logged"
            empty="Sessions show here as contacts finish the plan’s workouts in their portal."
            withWorkout
            onReport={report}
          />
        </Tabs.Panel>
      </Tabs>
      <RenamePlanModal plan={renaming} onClose={() => setRenaming(null)} />
      <PlanReportDrawer planId={plan.id} contactId={reportOf} onClose={() => openReport(null)} />
    </Stack>
  );
}

export function WorkoutPlanEditPage() {
  const parsed = dbIdText.safeParse(useParams().workout_plan);
  const id = parsed.success ? parsed.data : null;
  const found = usePlan(id);
  if (id === null || found.data === null) return <Navigate to={buildPath('Error-404')} replace />;
  if (found.isError) return <Alert color="red">The plan could not be loaded.</Alert>;
  if (!found.data)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the plan">
        <Skeleton h={48} w="40%" />
        <Skeleton h={480} radius="md" />
      </Stack>
    );
  return <Editor key={found.data.id} plan={found.data} />;
}
