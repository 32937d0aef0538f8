import { Alert, Drawer, Stack, Title } from '@mantine/core';
import { LoadingRows } from '../../ui/LoadingRows';
import { contactName } from './labels';
import { useWorkoutContactReport, useWorkoutExerciseHistory } from './queries';
import { ExerciseHistories, ReportTotals, VolumeChart } from './ReportCharts';

// One contact's report on a workout: their totals, volume over time, and each exercise's
// history with personal bests. Opened from the contacts, the activity or the contact's
// profile (`?report=<contact id>`).

function WorkoutReport(props: { workoutId: number; contactId: number }) {
  const report = useWorkoutContactReport(props.workoutId, props.contactId);
  const histories = useWorkoutExerciseHistory(props.workoutId, props.contactId);
  if (report.isPending) return <LoadingRows rows={3} h={120} label="Loading the report" />;
  if (report.isError) return <Alert color="red">The report could not be loaded.</Alert>;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {contactName(report.data.contact)}
      </Title>
      <ReportTotals report={report.data} />
      <VolumeChart report={report.data} />
      <Title order={3} size="h5">
        Exercises
      </Title>
      {histories.isPending ? (
        <LoadingRows rows={2} h={160} label="Loading the exercises" />
      ) : histories.isError ? (
        <Alert color="red">The exercises could not be loaded.</Alert>
      ) : (
        <ExerciseHistories histories={histories.data} />
      )}
    </Stack>
  );
}

export function ContactReportDrawer(props: {
  workoutId: number;
  contactId: number | null;
  onClose: () => void;
}) {
  const { contactId } = props;
  return (
    <Drawer
      opened={contactId !== null}
      onClose={props.onClose}
      position="right"
      size="xl"
      title="Contact report"
    >
      {contactId === null ? null : (
        <WorkoutReport workoutId={props.workoutId} contactId={contactId} />
      )}
    </Drawer>
  );
}
