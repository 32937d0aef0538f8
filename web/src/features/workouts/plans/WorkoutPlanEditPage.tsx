import { dbIdText } from '@coachline/contract/ids';
import { buildPath } from '@coachline/contract/routes';
import { plural } from '@coachline/contract/text';
import { type WorkoutPlanDetail, workoutPlanMessages } from '@coachline/contract/workout-plans';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BuilderGate, BuilderPage, useTabParam } from '../BuilderShell';
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

function Editor(props: { plan: WorkoutPlanDetail }) {
  const { plan } = props;
  const [renaming, setRenaming] = useState<WorkoutPlanDetail | null>(null);
  const [tab, show] = useTabParam(tabs);
  const [reportOf, openReport] = useReportParam();
  const report = (contact: { id: number }) => openReport(contact.id);
  return (
    <BuilderPage
      back={{ to: `${buildPath('WorkoutIndex')}?tab=plans`, label: 'Back to plans' }}
      name={plan.name}
      renameLabel="Rename plan"
      onRename={() => setRenaming(plan)}
      details={
        <>
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
        </>
      }
      tab={tab}
      onTab={show}
      tabs={[
        { value: 'weeks', label: 'Weeks', panel: <PlanWeekList plan={plan} /> },
        {
          value: 'contacts',
          label: 'Contacts',
          panel: (
            <ProgramContactsPanel
              source={planSource}
              id={plan.id}
              name={plan.name}
              blocked={plan.workouts_count === 0 ? workoutPlanMessages.emptyPlan : null}
              onReport={report}
            />
          ),
        },
        {
          value: 'analytics',
          label: 'Analytics',
          panel: <ProgramAnalyticsPanel source={planSource} id={plan.id} />,
        },
        {
          value: 'activity',
          label: 'Activity',
          panel: (
            <SessionsPanel
              source={planSource}
              id={plan.id}
              kind="activity"
              label="Sessions logged"
              empty="Sessions show here as contacts finish the plan’s workouts in their portal."
              withWorkout
              onReport={report}
            />
          ),
        },
      ]}
    >
      <RenamePlanModal plan={renaming} onClose={() => setRenaming(null)} />
      <PlanReportDrawer planId={plan.id} contactId={reportOf} onClose={() => openReport(null)} />
    </BuilderPage>
  );
}

export function WorkoutPlanEditPage() {
  const parsed = dbIdText.safeParse(useParams().workout_plan);
  const id = parsed.success ? parsed.data : null;
  const found = usePlan(id);
  return (
    <BuilderGate noun="plan" id={id} found={found}>
      {(plan) => <Editor key={plan.id} plan={plan} />}
    </BuilderGate>
  );
}
