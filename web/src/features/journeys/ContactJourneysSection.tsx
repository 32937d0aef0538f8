import type { Contact } from '@coachline/contract/contacts';
import { type JourneyEnrolment, journeyContactsBody } from '@coachline/contract/journeys';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerStop, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { AssignedList } from '../../ui/AssignedList';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { PickOneModal } from '../../ui/PickOneModal';
import { RowAction, RowActions } from '../../ui/RowActions';
import { enrolmentStatusLabels, isOnJourney } from './enrolmentLabels';
import { JourneyHistoryPanel } from './JourneyHistoryPanel';
import { useContactJourneys, useJourneyContacts, usePickableJourneys } from './queries';

// The contact profile's Journeys section: the journeys the contact is on or went through,
// latest first, where they are on each and, unfolded, each step taken for them; started on an
// enabled journey, or stopped on one.

/** The enabled journeys offered, the contact starting at the first action of the one picked. */
function StartOnJourneyModal(props: { contactId: number; onClose: () => void }) {
  const journeys = usePickableJourneys();
  const start = useJourneyContacts('start');
  const enabled = (journeys.data ?? []).filter((j) => j.status === 'enabled');
  return (
    <PickOneModal
      title="Start on journey"
      body={journeyContactsBody}
      defaults={{ selection: { ids: [props.contactId] } }}
      name="journey_id"
      label="Journey"
      placeholder={journeys.isLoading ? 'Loading journeys…' : 'Choose an enabled journey'}
      description="The contact starts at its first action now."
      options={enabled.map((j) => ({ value: String(j.id), label: j.name }))}
      nothingFound="No enabled journeys"
      submitLabel="Start"
      busyLabel="Starting"
      busy={start.isPending}
      send={(body, outcome) => start.mutate(body, outcome)}
      onClose={props.onClose}
    />
  );
}

function ContactJourneyItem(props: {
  enrolment: JourneyEnrolment;
  contactId: number;
  onStop: (() => void) | null;
}) {
  const { enrolment: e } = props;
  const status = enrolmentStatusLabels[e.status];
  const [steps, setSteps] = useState(false);
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      style={{ listStyle: 'none' }}
      aria-label={e.journey.name}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Anchor
              component={Link}
              to={buildPath('JourneyEdit', { journey: e.journey.id })}
              size="sm"
              fw={600}
            >
              {e.journey.name}
            </Anchor>
            <Badge variant="light" color={status.color} size="sm">
              {status.label}
            </Badge>
          </Group>
          {e.current_action ? <Text size="sm">At {e.current_action}</Text> : null}
          <Text size="xs" c="dimmed" component="div">
            <Group gap={4}>
              Started <DateTime value={e.started_at} size="xs" />
              {e.finished_at ? (
                <>
                  · finished <DateTime value={e.finished_at} size="xs" />
                </>
              ) : null}
            </Group>
          </Text>
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => setSteps((shown) => !shown)}
            aria-expanded={steps}
          >
            {steps ? 'Hide steps' : 'Show steps'}
          </Anchor>
        </Stack>
        {props.onStop ? (
          <RowActions>
            <RowAction
              label={`Stop ${e.journey.name}`}
              icon={<IconPlayerStop size={16} aria-hidden />}
              onClick={props.onStop}
              danger
            />
          </RowActions>
        ) : null}
      </Group>
      {steps ? (
        <Box mt="sm">
          <JourneyHistoryPanel journeyId={e.journey.id} contactId={props.contactId} />
        </Box>
      ) : null}
    </Paper>
  );
}

export function ContactJourneysSection(props: { contact: Contact }) {
  const { contact } = props;
  const canUpdate = useAbilities('journeys').update;
  const [page, setPage] = useState(1);
  const journeys = useContactJourneys(contact.id, { page, per_page: 10 });
  const terminate = useJourneyContacts('terminate');
  const [starting, setStarting] = useState(false);
  const stop = (e: JourneyEnrolment) =>
    confirmAction({
      text: `The contact will stop where they are on ${e.journey.name}.`,
      confirmLabel: 'Stop',
      onConfirm: () =>
        terminate.mutate({ journey_id: e.journey.id, selection: { ids: [contact.id] } }),
    });
  return (
    <AssignedList
      query={journeys}
      onPage={setPage}
      onAdd={canUpdate ? () => setStarting(true) : undefined}
      addLabel="Start on journey"
      labels={{
        loading: 'Loading the journeys',
        list: 'Journeys of the contact',
        pages: 'Journey pages',
      }}
      empty={{
        icon: <IconRoute size={24} />,
        title: 'Not on any journey',
        text: 'Journeys this contact is on, and those they finished, show here with where they are.',
      }}
      itemHeight={64}
      renderItem={(e) => (
        <ContactJourneyItem
          key={e.id}
          enrolment={e}
          contactId={contact.id}
          onStop={canUpdate && isOnJourney(e.status) ? () => stop(e) : null}
        />
      )}
    >
      {starting ? (
        <StartOnJourneyModal contactId={contact.id} onClose={() => setStarting(false)} />
      ) : null}
    </AssignedList>
  );
}
