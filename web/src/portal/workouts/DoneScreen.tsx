import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link, navigate } from '../router';
import { formatNumber, formatSeconds, type Progress, summarize } from './logic';
import { progressPath } from './paths';
import { useOnline, useOutbox } from './storage';
import classes from './workouts.module.css';

// After Finish: the session's figures, where the contact beat last time, and whether it has
// reached the coach yet (it waits on the phone while offline).

function SyncState(props: { account: number; contact: number; clientId: string }) {
  const queued = useOutbox(props.account, props.contact).find(
    (q) => q.body.client_id === props.clientId,
  );
  const online = useOnline();
  if (!queued)
    return (
      <Alert color="green" role="status">
        Workout has been logged. Great work!
      </Alert>
    );
  if (queued.refused)
    return (
      <Alert color="red" role="alert" title="The workout could not be saved">
        {queued.refused}
      </Alert>
    );
  return (
    <Alert color="yellow" role="status">
      {online
        ? 'Saving your workout…'
        : 'Will sync when online. Your workout is saved on this phone.'}
    </Alert>
  );
}

export function DoneScreen(props: {
  progress: Progress;
  account: number;
  contact: number;
  leave: () => void;
  back: string;
}) {
  const { progress } = props;
  const summary = summarize(progress, progress.finishedAt ?? new Date().toISOString());
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Workout done!
      </Title>
      <Text>{progress.workout.name}</Text>
      <SyncState account={props.account} contact={props.contact} clientId={progress.clientId} />
      <Paper withBorder radius="md" p="md" component="section" aria-label="Summary">
        <dl className={classes.stats} style={{ margin: 0 }}>
          <div>
            <dt>Volume</dt>
            <dd className={classes.stat} style={{ margin: 0 }}>
              {formatNumber(summary.volumeKg)} kg
            </dd>
          </div>
          <div>
            <dt>Sets</dt>
            <dd className={classes.stat} style={{ margin: 0 }}>
              {summary.sets}
            </dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd className={classes.stat} style={{ margin: 0 }}>
              {formatSeconds(summary.durationSeconds)}
            </dd>
          </div>
        </dl>
      </Paper>
      {summary.bests.length > 0 && (
        <Stack gap="xs" component="section" aria-label="Personal bests">
          <Title order={2} size="h4">
            <IconTrophy size={20} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Personal
            bests
          </Title>
          {summary.bests.map((b) => (
            <Paper key={`${b.exercise}:${b.what}`} withBorder radius="md" p="sm">
              <Text fw={600}>{b.exercise}</Text>
              <Text size="sm">
                {b.what}: {b.now} (last time {b.before})
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <Button
        size="md"
        onClick={() => {
          navigate(props.back);
          props.leave();
        }}
      >
        Done
      </Button>
      <Anchor
        component={Link}
        to={progressPath(props.account, progress.workout.id)}
        ta="center"
        size="sm"
      >
        See your progress
      </Anchor>
    </Stack>
  );
}
