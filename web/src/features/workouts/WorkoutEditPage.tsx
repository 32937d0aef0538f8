import { dbIdText } from '@coachline/contract/ids';
import { buildPath } from '@coachline/contract/routes';
import { type WorkoutDetail, workoutMessages } from '@coachline/contract/workouts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
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
import { useAbilities } from '../../app/abilities';
import { BlockList } from './BlockList';
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
type EditorTab = (typeof tabs)[number];

function Editor(props: { workout: WorkoutDetail }) {
  const { workout } = props;
  const abilities = useAbilities('workouts');
  const [renaming, setRenaming] = useState<WorkoutDetail | null>(null);
  const [params, setParams] = useSearchParams();
  const [reportOf, openReport] = useReportParam();
  const requested = params.get('tab');
  const tab: EditorTab = tabs.find((t) => t === requested) ?? 'blocks';
  const show = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'blocks') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };
  const report = (contact: { id: number }) => openReport(contact.id);
  const empty = workout.exercises_count === 0;
  return (
    <Stack gap="md" pb="md">
      <Anchor component={Link} to={buildPath('WorkoutIndex')} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to workouts
      </Anchor>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {workout.name}
          </Title>
          {abilities.update ? (
            <ActionIcon
              variant="subtle"
              aria-label="Rename workout"
              onClick={() => setRenaming(workout)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        <Group gap="xs">
          {workout.category ? <Badge variant="light">{workout.category.name}</Badge> : null}
          <Text size="sm" c="dimmed">
            {workoutCounts(workout)} · {workout.active_count.toLocaleString('en-US')} active ·{' '}
            {workout.completed_count.toLocaleString('en-US')} completed
          </Text>
        </Group>
      </Stack>
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="blocks">Blocks</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="contacts">Contacts</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
          <Tabs.Tab value="activity">Activity</Tabs.Tab>
          <Tabs.Tab value="notes">Notes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="blocks">
          <BlockList workout={workout} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <WorkoutSettingsPanel workout={workout} canUpdate={abilities.update} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <ProgramContactsPanel
            source={workoutSource}
            id={workout.id}
            name={workout.name}
            blocked={empty ? workoutMessages.emptyWorkout : null}
            onReport={report}
          />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <ProgramAnalyticsPanel source={workoutSource} id={workout.id} />
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <SessionsPanel
            source={workoutSource}
            id={workout.id}
            kind="activity"
            label="Sessions logged"
            empty="Sessions show here as contacts finish the workout in their portal."
            onReport={report}
          />
        </Tabs.Panel>
        <Tabs.Panel value="notes">
          <SessionsPanel
            source={workoutSource}
            id={workout.id}
            kind="notes"
            label="Notes from contacts"
            empty="What contacts write when they finish the workout shows here."
            onReport={report}
          />
        </Tabs.Panel>
      </Tabs>
      <RenameWorkoutModal workout={renaming} onClose={() => setRenaming(null)} />
      <ContactReportDrawer
        workoutId={workout.id}
        contactId={reportOf}
        onClose={() => openReport(null)}
      />
    </Stack>
  );
}

export function WorkoutEditPage() {
  const parsed = dbIdText.safeParse(useParams().workout);
  const id = parsed.success ? parsed.data : null;
  const found = useWorkout(id);
  if (id === null || found.data === null) return <Navigate to={buildPath('Error-404')} replace />;
  if (found.isError) return <Alert color="red">The workout could not be loaded.</Alert>;
  if (!found.data)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the workout">
        <Skeleton h={48} w="40%" />
        <Skeleton h={480} radius="md" />
      </Stack>
    );
  return <Editor key={found.data.id} workout={found.data} />;
}
