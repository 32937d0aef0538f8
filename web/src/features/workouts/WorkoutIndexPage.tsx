import { buildPath } from '@coachline/contract/routes';
import { Button, Stack, Tabs } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { useTabParam } from './BuilderShell';
import { ExerciseLibrary } from './exercises/ExerciseLibrary';
import { PlanList } from './plans/PlanList';
import { WorkoutList } from './WorkoutList';

// Workouts (002 §7 Workouts, issue 16 §1–§2): the location's workouts, its weekly plans of
// them, and the exercise library they are built from, each a tab (`?tab=`).

const tabs = ['workouts', 'plans', 'exercises'] as const;

export function WorkoutIndexPage() {
  const [tab, show] = useTabParam(tabs);
  return (
    <Stack gap="md">
      <PageHeader
        title="Workouts"
        description="Build workouts from the exercise library, put them in weekly plans, and give them to your clients."
        action={
          <Button
            component={Link}
            to={buildPath('WorkoutsUi')}
            variant="default"
            leftSection={<IconDeviceMobile size={16} aria-hidden />}
          >
            Client view
          </Button>
        }
      />
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="workouts">Workouts</Tabs.Tab>
          <Tabs.Tab value="plans">Plans</Tabs.Tab>
          <Tabs.Tab value="exercises">Exercise library</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="workouts">
          <WorkoutList />
        </Tabs.Panel>
        <Tabs.Panel value="plans">
          <PlanList />
        </Tabs.Panel>
        <Tabs.Panel value="exercises">
          <ExerciseLibrary />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
