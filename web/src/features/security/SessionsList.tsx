import type { SessionRecord } from '@coachline/contract/security';
import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { LoadingRows } from '../../ui/LoadingRows';
import { useRevokeSession, useRevokeSessions, useSessions } from './queries';

// Where the signed-in user is signed in (issue 11 §4): each session with its device and last
// use, this device's marked; any one signed out, or all of them at once.

function SessionRow(props: { session: SessionRecord }) {
  const { session } = props;
  const revoke = useRevokeSession();
  const ask = () =>
    confirmAction({
      text: session.current
        ? 'Sign out of this device? You will go back to the sign-in page.'
        : `Sign out ${session.device}? Whoever uses it will have to sign in again.`,
      confirmLabel: 'Sign out',
      onConfirm: () => revoke.mutate(session),
    });
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {session.device}
          </Text>
          {session.current ? (
            <Badge size="sm" variant="light">
              This device
            </Badge>
          ) : null}
          {session.twofa_pending ? (
            <Badge size="sm" variant="light" color="yellow">
              Waiting for the code
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{session.ip ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <DateTime value={session.last_used_at} />
      </Table.Td>
      <Table.Td>
        <DateTime value={session.created_at} />
      </Table.Td>
      <Table.Td ta="right">
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={revoke.isPending}
          onClick={ask}
          aria-label={`Sign out ${session.device}${session.current ? ' (this device)' : ''}`}
        >
          Sign out
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function SessionsList() {
  const sessions = useSessions();
  const revokeAll = useRevokeSessions();
  // The current session is always among them: the list is never empty.
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  const signOutEverywhere = (scope: 'others' | 'all') =>
    confirmAction({
      text:
        scope === 'others'
          ? 'Sign out of every other device? This one stays signed in.'
          : 'Sign out everywhere, this device included?',
      confirmLabel: 'Sign out',
      onConfirm: () => revokeAll.mutate(scope),
    });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="sessions-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="sessions-title">
              Active sessions
            </Title>
            <Text size="sm" c="dimmed">
              The devices signed in to your account. Sign out any you do not recognise.
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="light"
              disabled={others === 0 || revokeAll.isPending}
              onClick={() => signOutEverywhere('others')}
            >
              Sign out other sessions
            </Button>
            <Button
              variant="light"
              color="red"
              disabled={revokeAll.isPending}
              onClick={() => signOutEverywhere('all')}
            >
              Sign out everywhere
            </Button>
          </Group>
        </Group>
        {sessions.isPending ? (
          <LoadingRows rows={3} h={36} label="Loading sessions" />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-labelledby="sessions-title" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Device</Table.Th>
                  <Table.Th>IP address</Table.Th>
                  <Table.Th>Last active</Table.Th>
                  <Table.Th>Signed in</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((session) => (
                  <SessionRow key={session.id} session={session} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
