import type { Contact } from '@coachline/contract/contacts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { SendStatusBadge } from '../messaging/EmailLogSection';
import { useContactBroadcastLogs } from './queries';

/** The profile's broadcast logs (001 §2): the broadcasts the contact was sent, with their status. */
export function BroadcastLogSection(props: { contact: Contact }) {
  const [page, setPage] = useState(1);
  const logs = useContactBroadcastLogs(props.contact.id, page);
  if (logs.isPending)
    return <LoadingRows rows={3} h={56} radius="sm" label="Loading the broadcast logs" />;
  const list = logs.data;
  if (!list || list.total === 0)
    return (
      <EmptyState
        icon={<IconSpeakerphone size={24} />}
        title="No broadcasts yet"
        text="Broadcasts sent to this contact show here, with whether they were opened and clicked."
      />
    );
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="xs" p={0} m={0} aria-label="Broadcast logs">
        {list.data.map((log) => (
          <Paper
            key={log.id}
            withBorder
            p="sm"
            radius="sm"
            component="li"
            style={{ listStyle: 'none' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {log.broadcast_title}
                </Text>
                <Text size="xs" c="dimmed" component="div">
                  {log.subject} · To {log.to} · <DateTime value={log.created_at} size="xs" />
                </Text>
              </Stack>
              <SendStatusBadge status={log.status} />
            </Group>
          </Paper>
        ))}
      </Stack>
      <ListFooter list={list} onPage={setPage} label="Broadcast log pages" />
    </Stack>
  );
}
