import { Alert, Drawer, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadingRows } from '../../ui/LoadingRows';
import { StatCard } from '../../ui/StatCard';
import { HabitCalendar } from './HabitCalendar';
import { HabitFigures } from './HabitFigures';
import { streakWords } from './labels';
import { ProofGrid } from './ProofGrid';
import { useContactHabitView } from './queries';

// One contact on a tracking (`contact-habit-tracking`): score, rank and streaks, the last 90
// days as a heat map, each habit's completion rate and streaks, and their latest proofs.
// Opened from the contacts, the leaderboard or the contact's profile (`?contact=<id>`).

function ContactHabitView(props: { trackingId: number; contactId: number }) {
  const view = useContactHabitView(props.trackingId, props.contactId);
  if (view.isPending) return <LoadingRows rows={3} h={120} label="Loading the contact’s habits" />;
  if (view.isError) return <Alert color="red">The contact’s habits could not be loaded.</Alert>;
  const { contact, score, habits, days, proofs } = view.data;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {contact.full_name}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard label="Score" value={score.score.toLocaleString('en-US')} />
        <StatCard label="Rank" value={score.rank === null ? '—' : `#${score.rank}`} />
        <StatCard label="Current streak" value={streakWords(score.current_streak)} />
        <StatCard label="Best streak" value={streakWords(score.best_streak)} />
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="habit-calendar-title">
        <Title order={3} size="h5" id="habit-calendar-title">
          Last {days.length} days
        </Title>
        <HabitCalendar days={days} habitsCount={habits.length} />
      </Stack>
      {habits.length ? (
        <HabitFigures title="Each habit" habits={habits} />
      ) : (
        <Text size="sm" c="dimmed">
          No habits yet.
        </Text>
      )}
      <Stack gap="xs" component="section" aria-labelledby="habit-proofs-title">
        <Title order={3} size="h5" id="habit-proofs-title">
          Recent proofs
        </Title>
        {proofs.length ? (
          <ProofGrid proofs={proofs.slice(0, 12)} label="Recent proofs" withName={false} />
        ) : (
          <Text size="sm" c="dimmed">
            No photos sent yet.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

export function ContactHabitDrawer(props: {
  trackingId: number;
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
      title="Contact’s habits"
    >
      {contactId === null ? null : (
        <ContactHabitView trackingId={props.trackingId} contactId={contactId} />
      )}
    </Drawer>
  );
}
