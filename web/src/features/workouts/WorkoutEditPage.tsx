import { dbIdText } from '@coachline/contract/ids';
import { buildPath } from '@coachline/contract/routes';
import { type WorkoutDetail, workoutMessages } from '@coachline/contract/workouts';
import { Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { BlockList } from './BlockList';
import { BuilderGate, BuilderPage, useTabParam } from './BuilderShell';
import { ContactReportDrawer } from './ContactReportDrawer';
import { workoutCounts } from './labels';
import { ProgramAnalyticsPanel } from './ProgramAnalyticsPanel';
import { ProgramContactsPanel } from './ProgramContactsPanel';
import { workoutSource } from './programs';
import { useWorkout } from './queries';
import { SessionsPanel } from './SessionsPanel';
import { useReportParam } from './useReportParam';
import { RenameWorkoutModal } from './WorkoutDialogs';
import { WorkoutSettingsPanel } from './WorkoutSettingsPanel';

// A workout's builder (002 §3, issue 16 §1): its name (renamed in a dialog), counts, and tabs:
// its blocks of exercises, its settings and public page, its contacts, analytics, the sessions
// logged and what contacts wrote. `?tab=` opens a tab, `?report=` a contact's report.

const tabs = ['blocks', 'settings', 'contacts', 'analytics', 'activity', 'notes'] as const;

function Editor(props: { workout: WorkoutDetail }) {
  const { workout } = props;
  const abilities = useAbilities('workouts');
  const [renaming, setRenaming] = useState<WorkoutDetail | null>(null);
  const [tab, show] = useTabParam(tabs);
  const [reportOf, openReport] = useReportParam();
  const report = (contact: { id: number }) => openReport(contact.id);
  const empty = workout.exercises_count === 0;
  return (
    <BuilderPage
      back={{ to: buildPath('WorkoutIndex'), label: 'Back to workouts' }}
      name={workout.name}
      renameLabel="Rename workout"
      onRename={() => setRenaming(workout)}
      details={
        <Group gap="xs">
          {workout.category ? <Badge variant="light">{workout.category.name}</Badge> : null}
          <Text size="sm" c="dimmed">
            {workoutCounts(workout)} · {workout.active_count.toLocaleString('en-US')} active ·{' '}
            {workout.completed_count.toLocaleString('en-US')} completed
          </Text>
        </Group>
      }
      tab={tab}
      onTab={show}
      tabs={[
        { value: 'blocks', label: 'Blocks', panel: <BlockList workout={workout} /> },
        {
          value: 'settings',
          label: 'Settings',
          panel: <WorkoutSettingsPanel workout={workout} canUpdate={abilities.update} />,
        },
        {
          value: 'contacts',
          label: 'Contacts',
          panel: (
            <ProgramContactsPanel
              source={workoutSource}
              id={workout.id}
              name={workout.name}
              blocked={empty ? workoutMessages.emptyWorkout : null}
              onReport={report}
            />
          ),
        },
        {
          value: 'analytics',
          label: 'Analytics',
          panel: <ProgramAnalyticsPanel source={workoutSource} id={workout.id} />,
        },
        {
          value: 'activity',
          label: 'Activity',
          panel: (
            <SessionsPanel
              source={workoutSource}
              id={workout.id}
              kind="activity"
              label="Sessions logged"
              empty="Sessions show here as contacts finish the workout in their portal."
              onReport={report}
            />
          ),
        },
        {
          value: 'notes',
          label: 'Notes',
          panel: (
            <SessionsPanel
              source={workoutSource}
              id={workout.id}
              kind="notes"
              label="Notes from contacts"
              empty="What contacts write when they finish the workout shows here."
              onReport={report}
            />
          ),
        },
      ]}
    >
      <RenameWorkoutModal workout={renaming} onClose={() => setRenaming(null)} />
      <ContactReportDrawer
        workoutId={workout.id}
        contactId={reportOf}
        onClose={() => openReport(null)}
      />
    </BuilderPage>
  );
}

export function WorkoutEditPage() {
  const parsed = dbIdText.safeParse(useParams().workout);
  const id = parsed.success ? parsed.data : null;
  const found = useWorkout(id);
  return (
    <BuilderGate noun="workout" id={id} found={found}>
      {(workout) => <Editor key={workout.id} workout={workout} />}
    </BuilderGate>
  );
}
