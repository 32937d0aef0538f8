import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRows } from '../../ui/LoadingRows';
import { PercentBar, responsePath } from './ContactsPanel';
import { useLeaderboard } from './queries';

// The Leaderboard tab: the active contacts ranked by their percent toward their goals.

export function LeaderboardPanel(props: { trackingId: number }) {
  const board = useLeaderboard(props.trackingId);
  if (board.isLoading) return <LoadingRows rows={4} h={44} label="Loading the leaderboard" />;
  if (board.isError) return <Alert color="red">The leaderboard could not be loaded.</Alert>;
  const rows = board.data ?? [];
  if (rows.length === 0)
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={<IconTrophy size={24} />}
          title="No one on the leaderboard yet"
          text="Active contacts are ranked here by how far they are toward their goals, once they have a start, a target and a value."
        />
      </Paper>
    );
  return (
    <Stack
      component="ol"
      gap="xs"
      p={0}
      m={0}
      aria-label="Leaderboard"
      style={{ listStyle: 'none' }}
    >
      {rows.map((entry) => (
        <Paper
          component="li"
          key={entry.contact_id}
          withBorder
          radius="sm"
          p="sm"
          aria-label={`${entry.rank}. ${entry.full_name}`}
        >
          <Group wrap="nowrap" gap="sm">
            <Badge
              variant={entry.rank <= 3 ? 'filled' : 'light'}
              size="lg"
              circle
              aria-label={`Rank ${entry.rank}`}
            >
              {entry.rank}
            </Badge>
            <Text size="sm" fw={500} style={{ flex: 1, minWidth: 0 }} truncate>
              <Anchor component={Link} to={responsePath(props.trackingId, entry.contact_id)}>
                {entry.full_name}
              </Anchor>
            </Text>
            <PercentBar percent={entry.percent} name={entry.full_name} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
