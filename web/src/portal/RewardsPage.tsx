import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { day, Empty, Failed } from './bits';
import classes from './portal.module.css';
import { useRewards } from './queries';

/** The contact's points: the balance, what they earned in all, and each reward. */
export function RewardsPage() {
  const rewards = useRewards();
  if (rewards.isPending) return <Skeleton h={200} role="status" aria-label="Loading rewards" />;
  if (rewards.error) return <Failed error={rewards.error} retry={() => rewards.refetch()} />;
  const r = rewards.data.rewards;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Rewards
      </Title>
      <Paper withBorder radius="md" p="md" ta="center">
        <div className={classes.points}>{r.balance}</div>
        <Text fw={600}>{r.point_name}</Text>
        {r.point_currency && (
          <Text size="sm" c="dimmed">
            Each is worth {r.point_currency}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {r.total_earned} earned in all
        </Text>
      </Paper>
      <Title order={2} size="h4">
        History
      </Title>
      {r.history.length === 0 && <Empty>Rewards your coach gives you will show here.</Empty>}
      {r.history.map((entry) => (
        <Paper key={entry.id} withBorder radius="md" p="sm">
          <Text fw={600} c={entry.points < 0 ? 'red.9' : undefined}>
            {entry.points > 0 ? `+${entry.points}` : entry.points} {r.point_name}
          </Text>
          <Text size="sm">{entry.reason || (entry.points < 0 ? 'Redeemed' : 'Reward')}</Text>
          <Text size="xs" c="dimmed">
            {day(entry.created_at)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
