import type { Broadcast } from '@coachline/contract/broadcasts';
import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { BroadcastStatusBadge } from './BroadcastCard';
import { statusLabel } from './labels';
import { useBroadcastProgress } from './useBroadcastProgress';

/** "N of M sent" with its bar, live while the send runs. */
export function SendProgress(props: { broadcast: Broadcast }) {
  const progress = useBroadcastProgress(props.broadcast);
  const shown = { ...props.broadcast, status: progress.status };
  const waiting = progress.status === 'queued';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Progress">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} role="status" aria-live="polite">
            {waiting && progress.total === 0 ? `${statusLabel(shown)}…` : progress.text}
          </Text>
          <BroadcastStatusBadge broadcast={shown} />
        </Group>
        <Progress
          value={progress.percent}
          size="lg"
          animated={progress.status === 'sending' || waiting}
          color={progress.status === 'failed' ? 'red' : undefined}
          aria-label="Sent so far"
        />
      </Stack>
    </Paper>
  );
}
