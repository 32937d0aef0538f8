import type { WorkoutSession } from '@coachline/contract/workouts';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { contactName, dayWords, kilos, secondsWords } from './labels';
import type { ProgramSource } from './programs';

// The sessions contacts logged, latest first (a workout's Activity and Notes tabs, a plan's
// Activity): who, when, how long, how hard, the volume and what they wrote.

function SessionItem(props: {
  session: WorkoutSession;
  withWorkout: boolean;
  onReport: (contact: WorkoutSession['contact']) => void;
}) {
  const { session: s } = props;
  const name = contactName(s.contact);
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={`${name}, ${s.workout.name}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={() => props.onReport(s.contact)}
            >
              {name}
            </Anchor>
            {props.withWorkout ? (
              <Badge variant="light" size="sm">
                {s.workout.name}
              </Badge>
            ) : null}
            {s.scheduled_on ? (
              <Text size="xs" c="dimmed">
                for {dayWords(s.scheduled_on)}
              </Text>
            ) : null}
          </Group>
          <DateTime value={s.completed_at} size="xs" />
        </Group>
        <Text size="xs" c="dimmed">
          {secondsWords(s.duration_seconds)} · {s.sets_count} sets · {kilos(s.volume_kg)} volume
          {s.rpe === null ? '' : ` · RPE ${s.rpe}`}
        </Text>
        {s.note ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            “{s.note}”
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function SessionsPanel(props: {
  source: ProgramSource;
  id: number;
  kind: 'activity' | 'notes';
  label: string;
  empty: string;
  withWorkout?: boolean;
  onReport: (contact: WorkoutSession['contact']) => void;
}) {
  const [page, setPage] = useState(1);
  const sessions = props.source.useSessions(props.id, props.kind, page);
  if (sessions.isPending) return <LoadingRows rows={3} h={72} label={`Loading ${props.label}`} />;
  if (sessions.isError || !sessions.data)
    return <Alert color="red">The sessions could not be loaded.</Alert>;
  if (sessions.data.total === 0)
    return (
      <EmptyState icon={<IconActivity size={24} />} title="Nothing logged yet" text={props.empty} />
    );
  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        aria-label={props.label}
        aria-busy={sessions.isFetching}
      >
        {sessions.data.data.map((s) => (
          <SessionItem
            key={s.id}
            session={s}
            withWorkout={Boolean(props.withWorkout)}
            onReport={props.onReport}
          />
        ))}
      </Stack>
      <ListFooter list={sessions.data} onPage={setPage} label="Session pages" />
    </Stack>
  );
}
