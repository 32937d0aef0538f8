import type { JourneyHistory } from '@coachline/contract/journeys';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { useJourneyHistories } from './queries';

// The journey's History tab: what it did, step by step, latest first; on a contact's profile,
// what it did for that contact.

const eventLabels: Record<JourneyHistory['event'], { label: string; color: string }> = {
  started: { label: 'Started', color: 'blue' },
  action: { label: 'Step run', color: 'teal' },
  skipped: { label: 'Skipped', color: 'gray' },
  waiting: { label: 'Waiting', color: 'indigo' },
  completed: { label: 'Completed', color: 'teal' },
  terminated: { label: 'Stopped', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
  refused: { label: 'Refused', color: 'orange' },
};

export function JourneyHistoryPanel(props: { journeyId: number; contactId?: number }) {
  const [page, setPage] = useState(1);
  const history = useJourneyHistories(props.journeyId, page, props.contactId);
  if (history.isPending) return <LoadingRows rows={4} h={52} label="Loading the history" />;
  if (history.isError)
    return (
      <Text size="sm" c="red.8">
        The history could not be loaded.
      </Text>
    );
  if (history.data.total === 0)
    return (
      <EmptyState
        icon={<IconHistory size={24} />}
        title="Nothing has happened yet"
        text="Each step the journey takes for a contact shows here: started, emailed, waited, finished."
      />
    );
  return (
    <Stack gap="sm">
      <Stack component="ol" gap="xs" p={0} m={0} aria-label="History" style={{ listStyle: 'none' }}>
        {history.data.data.map((h) => {
          const event = eventLabels[h.event];
          const name = h.contact.full_name || h.contact.email || `Contact ${h.contact.id}`;
          return (
            <Paper key={h.id} component="li" withBorder radius="sm" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs">
                    <Badge variant="light" color={event.color} size="sm">
                      {event.label}
                    </Badge>
                    {props.contactId === undefined ? (
                      <Anchor
                        component={Link}
                        to={buildPath('ContactProfile', { id: h.contact.id })}
                        size="sm"
                        fw={600}
                      >
                        {name}
                      </Anchor>
                    ) : null}
                    {h.action_title ? <Text size="sm">{h.action_title}</Text> : null}
                  </Group>
                  {h.detail ? (
                    <Text size="sm" c="dimmed">
                      {h.detail}
                    </Text>
                  ) : null}
                </Stack>
                <DateTime value={h.created_at} size="xs" />
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <ListFooter list={history.data} onPage={setPage} label="History pages" />
    </Stack>
  );
}
