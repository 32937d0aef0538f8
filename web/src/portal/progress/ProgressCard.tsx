import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { day } from '../bits';
import classes from '../portal.module.css';
import { usePortalSession } from '../queries';
import { Link } from '../router';
import { usePortalProgress } from './queries';

/** Home's cards of the contact's active check-ins: how far they got, to the check-in. */
export function ProgressCards() {
  const { account } = usePortalSession();
  const progress = usePortalProgress();
  return (progress.data ?? []).map((tracking) => (
    <Paper
      key={tracking.id}
      component={Link}
      to={`/portal/${account}/progress/${tracking.id}`}
      className={classes.card}
      withBorder
      radius="md"
      p="sm"
      aria-label={`Check-in: ${tracking.name}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {tracking.name}
          </Text>
          <Text size="sm" c="var(--portal-color)" fw={600} style={{ flexShrink: 0 }}>
            Check in
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {tracking.last_submitted_at
            ? `Last check-in ${day(tracking.last_submitted_at)}`
            : 'Submit your first check-in'}
        </Text>
        {tracking.progress.percent !== null ? (
          <Progress
            value={tracking.progress.percent}
            color="var(--portal-color)"
            aria-label={`${tracking.progress.percent}% toward your goals`}
          />
        ) : null}
      </Stack>
    </Paper>
  ));
}
