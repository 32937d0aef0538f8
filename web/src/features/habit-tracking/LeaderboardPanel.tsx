import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconRefresh, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { HabitFigures } from './HabitFigures';
import { streakWords } from './labels';
import { useLeaderboard, useRefreshContactScores, useRefreshHabitScores } from './queries';

// The Leaderboard tab: the active contacts ranked by score (ties by current streak, then name),
// 25 a page; the scores counted again from the check-ins on demand, and each habit's figures
// (completions and completion rate) counted and shown.

export function LeaderboardPanel(props: {
  trackingId: number;
  onOpen: (contactId: number) => void;
}) {
  const { trackingId } = props;
  const [page, setPage] = useState(1);
  const board = useLeaderboard(trackingId, page);
  const contactScores = useRefreshContactScores(trackingId);
  const habitScores = useRefreshHabitScores(trackingId);
  const rows = board.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={contactScores.isPending}
          onClick={() => contactScores.mutate(undefined)}
        >
          Refresh contact scores
        </Button>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={habitScores.isPending}
          onClick={() => habitScores.mutate(undefined)}
        >
          Refresh habit scores
        </Button>
      </Group>
      {board.isPending ? (
        <LoadingRows rows={5} h={36} label="Loading the leaderboard" />
      ) : board.isError ? (
        <Alert color="red">The leaderboard could not be loaded.</Alert>
      ) : board.data.total === 0 ? (
        <EmptyState
          icon={<IconTrophy size={24} />}
          title="No one on the leaderboard yet"
          text="Active contacts are ranked here by the points of the habits they check in."
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Leaderboard" aria-busy={board.isFetching} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>Rank</Table.Th>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Score</Table.Th>
                  <Table.Th>Current streak</Table.Th>
                  <Table.Th>Best streak</Table.Th>
                  <Table.Th>Days done</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.contact_id} aria-label={r.full_name}>
                    <Table.Td>
                      {r.rank <= 3 ? (
                        <Badge
                          variant="filled"
                          color={r.rank === 1 ? 'yellow.4' : 'gray.2'}
                          c="dark.9"
                        >
                          {`#${r.rank}`}
                        </Badge>
                      ) : (
                        `#${r.rank}`
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        fw={600}
                        onClick={() => props.onOpen(r.contact_id)}
                      >
                        {r.full_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.score.toLocaleString('en-US')}</Table.Td>
                    <Table.Td>{streakWords(r.current_streak)}</Table.Td>
                    <Table.Td>{streakWords(r.best_streak)}</Table.Td>
                    <Table.Td>{r.days_done.toLocaleString('en-US')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter list={board.data} onPage={setPage} label="Leaderboard pages" />
        </>
      )}
      {habitScores.data ? (
        habitScores.data.habits.length ? (
          <HabitFigures title="Habits over every contact" habits={habitScores.data.habits} />
        ) : (
          <Text size="sm" c="dimmed">
            No habits to count yet.
          </Text>
        )
      ) : (
        <Text size="sm" c="dimmed">
          Refresh the habit scores to see each habit’s completions and completion rate.
        </Text>
      )}
    </Stack>
  );
}
