import {
  type EnrolmentStatus,
  enrolmentStatuses,
  type JourneyDetails,
  type JourneyEnrolment,
} from '@coachline/contract/journeys';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlayerPlay, IconPlayerStop, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { RowAction, RowActions } from '../../ui/RowActions';
import { SearchInput } from '../../ui/SearchInput';
import { PickContactsModal } from '../groups/PickContactsModal';
import { enrolmentStatusLabels, isOnJourney } from './enrolmentLabels';
import { useJourneyContacts, useJourneyUsers } from './queries';

// The journey's Contacts tab: who is on it and who went through it, latest first, by status
// and name; contacts started on it by hand, and any one stopped where they are.

const nameOf = (e: JourneyEnrolment) =>
  e.contact.full_name || e.contact.email || `Contact ${e.contact.id}`;

function EnrolmentRow(props: { enrolment: JourneyEnrolment; onStop: (() => void) | null }) {
  const { enrolment: e } = props;
  const status = enrolmentStatusLabels[e.status];
  const name = nameOf(e);
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Anchor
              component={Link}
              to={buildPath('ContactProfile', { id: e.contact.id })}
              fw={600}
              size="sm"
            >
              {name}
            </Anchor>
            <Badge variant="light" color={status.color} size="sm">
              {status.label}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" component="div">
            <Group gap={4}>
              {e.current_action ? `At ${e.current_action} · ` : null}
              {e.status === 'waiting' && e.wake_at ? (
                <>
                  goes on <DateTime value={e.wake_at} size="xs" /> ·{' '}
                </>
              ) : null}
              started <DateTime value={e.started_at} size="xs" />
              {e.finished_at ? (
                <>
                  {' '}
                  · finished <DateTime value={e.finished_at} size="xs" />
                </>
              ) : null}
              {` · ${e.steps_run} ${e.steps_run === 1 ? 'step' : 'steps'} run`}
            </Group>
          </Text>
        </Stack>
        {props.onStop ? (
          <RowActions>
            <RowAction
              label={`Stop ${name} on this journey`}
              icon={<IconPlayerStop size={16} aria-hidden />}
              onClick={props.onStop}
              danger
            />
          </RowActions>
        ) : null}
      </Group>
    </Paper>
  );
}

export function JourneyContactsPanel(props: { journey: JourneyDetails }) {
  const { journey } = props;
  const canUpdate = useAbilities('journeys').update;
  const [status, setStatus] = useState<EnrolmentStatus | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useJourneyUsers(journey.id, {
    page,
    per_page: 25,
    ...(status ? { status } : {}),
    ...(debounced ? { search: debounced } : {}),
  });
  const start = useJourneyContacts('start');
  const terminate = useJourneyContacts('terminate');
  const [starting, setStarting] = useState(false);
  const enabled = journey.status === 'enabled';
  const filtered = status !== null || debounced !== '';
  const stop = (e: JourneyEnrolment) =>
    confirmAction({
      text: `${nameOf(e)} will stop where they are on ${journey.name}.`,
      confirmLabel: 'Stop',
      onConfirm: () =>
        terminate.mutate({ journey_id: journey.id, selection: { ids: [e.contact.id] } }),
    });
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" align="flex-end">
        <Group gap="sm" align="flex-end">
          <SearchInput
            label="Search contacts on the journey"
            placeholder="Search by name or email"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            maw={260}
          />
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            w={170}
            data={enrolmentStatuses.map((s) => ({
              value: s,
              label: enrolmentStatusLabels[s].label,
            }))}
            value={status}
            onChange={(value) => {
              setStatus(value as EnrolmentStatus | null);
              setPage(1);
            }}
          />
        </Group>
        {canUpdate ? (
          <Stack gap={2} align="flex-end">
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => setStarting(true)}
              disabled={!enabled}
            >
              Start contacts
            </Button>
            {enabled ? null : (
              <Text size="xs" c="dimmed">
                Enable the journey to start contacts on it.
              </Text>
            )}
          </Stack>
        ) : null}
      </Group>
      {users.isPending ? (
        <LoadingRows rows={3} h={56} label="Loading the contacts" />
      ) : users.isError ? (
        <Text size="sm" c="red.8">
          The contacts could not be loaded.
        </Text>
      ) : users.data.total === 0 ? (
        <EmptyState
          icon={<IconUsers size={24} />}
          title={filtered ? 'No contacts match' : 'Nobody on this journey yet'}
          text={
            filtered
              ? 'Try another status or name.'
              : 'Contacts join when a trigger fires for them, or when you start them here or from the contact centre.'
          }
        />
      ) : (
        <>
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            aria-label="Contacts on the journey"
            style={{ listStyle: 'none' }}
          >
            {users.data.data.map((e) => (
              <EnrolmentRow
                key={e.id}
                enrolment={e}
                onStop={canUpdate && isOnJourney(e.status) ? () => stop(e) : null}
              />
            ))}
          </Stack>
          <ListFooter list={users.data} onPage={setPage} label="Contact pages" />
        </>
      )}
      <PickContactsModal
        opened={starting}
        onClose={() => setStarting(false)}
        title="Start contacts"
        text="They start at the first action now; those already on the journey stay where they are."
        submitLabel="Start"
        busyLabel="Starting"
        busy={start.isPending}
        send={(selection, outcome) => start.mutate({ journey_id: journey.id, selection }, outcome)}
      />
    </Stack>
  );
}
