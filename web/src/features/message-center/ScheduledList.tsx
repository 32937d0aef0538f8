import type { ConversationChannel } from '@coachline/contract/message-center';
import { ActionIcon, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClock, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRows } from '../../ui/LoadingRows';
import { Pages } from '../../ui/Pages';
import { useDeleteScheduled, useScheduledMessages } from './queries';

/** The channel's messages waiting for their time, soonest first, each of which can be deleted. */
export function ScheduledList(props: { channel: ConversationChannel }) {
  const [page, setPage] = useState(1);
  const list = useScheduledMessages(props.channel, page);
  const remove = useDeleteScheduled(props.channel);
  const rows = list.data?.data ?? [];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="scheduled-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="scheduled-title">
          Scheduled
        </Title>
        {list.isPending ? (
          <LoadingRows rows={2} h={32} label="Loading scheduled messages" />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<IconClock size={24} />}
            title="Nothing scheduled"
            text="Choose Schedule in a conversation to send a message later."
          />
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Message</Table.Th>
                  <Table.Th>Sends</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {s.body}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <DateTime value={s.send_at} />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete the message scheduled for ${s.name}`}
                        onClick={() =>
                          confirmDelete('Delete this scheduled message? It will not be sent.', () =>
                            remove.mutate([s.id]),
                          )
                        }
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Pages
          total={list.data?.last_page ?? 1}
          value={page}
          onChange={setPage}
          label="Scheduled message pages"
        />
      </Stack>
    </Paper>
  );
}
