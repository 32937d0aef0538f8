import type { Contact } from '@coachline/contract/contacts';
import { habitTrackingEndpoints } from '@coachline/contract/habit-tracking';
import { buildPath } from '@coachline/contract/routes';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTargetArrow } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRows } from '../../ui/LoadingRows';
import { PickOneModal } from '../../ui/PickOneModal';
import { streakWords } from './labels';
import { contactTrackingsBound, useAddHabitContact, useContactHabitTrackings } from './queries';

// The contact profile's Habit tracking section: the trackings the contact is active on with
// their score, streak and today's habits, each opening the contact's view on it, and a picker
// that puts them on another. There is no list of a contact's trackings: the first
// `contactTrackingsBound` trackings are each asked for the contact's progress.

export function ContactHabitsSection(props: { contact: Contact }) {
  const { contact } = props;
  const canUpdate = useAbilities('habit-tracking').update;
  const standing = useContactHabitTrackings(contact.id);
  const add = useAddHabitContact();
  const [picking, setPicking] = useState(false);
  const onIds = new Set(standing.on.map((s) => s.tracking.id));
  const offered = standing.all.filter((t) => !onIds.has(t.id));
  const addButton = canUpdate ? (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={() => setPicking(true)}
      disabled={standing.pending || offered.length === 0}
    >
      Add to habit tracking
    </Button>
  ) : null;
  return (
    <Stack gap="sm">
      {standing.pending ? (
        <LoadingRows rows={2} h={56} radius="sm" label="Loading the habit trackings" />
      ) : standing.error ? (
        <Alert color="red">The habit trackings could not be loaded.</Alert>
      ) : standing.on.length === 0 ? (
        <EmptyState
          icon={<IconTargetArrow size={24} />}
          title="Not on a habit tracking"
          text="Put the contact on a habit tracking: each day they check in the habits they kept and earn points and streaks."
          action={addButton ?? undefined}
        />
      ) : (
        <>
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Habit trackings of the contact">
            {standing.on.map(({ tracking, standing: s }) => (
              <Paper
                key={tracking.id}
                component="li"
                withBorder
                radius="sm"
                p="sm"
                style={{ listStyle: 'none' }}
                aria-label={tracking.name}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {tracking.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {`${s.score.toLocaleString('en-US')} points · ${streakWords(s.current_streak)} streak · today ${s.today.done} of ${s.today.total} habits`}
                    </Text>
                  </Stack>
                  <Anchor
                    component={Link}
                    to={buildPath(
                      'HabitTrackingEdit',
                      { habit_tracking: tracking.id },
                      { tab: 'contacts', contact: String(contact.id) },
                    )}
                    size="sm"
                    aria-label={`Habits of the contact on ${tracking.name}`}
                  >
                    View
                  </Anchor>
                </Group>
              </Paper>
            ))}
          </Stack>
          {standing.truncated ? (
            <Text size="xs" c="dimmed">
              {`Only the latest ${contactTrackingsBound} habit trackings are looked through.`}
            </Text>
          ) : null}
          {addButton ? <Group>{addButton}</Group> : null}
        </>
      )}
      {picking ? (
        <PickOneModal
          title="Add to habit tracking"
          body={habitTrackingEndpoints.addContact.query}
          defaults={{ contact_id: contact.id }}
          name="habit_tracking_id"
          label="Habit tracking"
          description="The contact checks in its habits each day from their link or their portal."
          placeholder="Pick a habit tracking"
          nothingFound="No habit tracking found"
          options={offered.map((t) => ({ value: String(t.id), label: t.name }))}
          submitLabel="Add"
          busyLabel="Adding"
          busy={add.isPending}
          send={(query, outcome) => add.mutate(query, outcome)}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </Stack>
  );
}
