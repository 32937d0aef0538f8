import type {
  ChatMessage,
  Conversation,
  ConversationChannel,
} from '@coachline/contract/message-center';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconMailOpened, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRows } from '../../ui/LoadingRows';
import { Composer } from './Composer';
import classes from './MessageCenter.module.css';
import { useArchive, useChatLogs, useMarkRead, useResendSms } from './queries';

const pageSize = 30;

const statusColors: Record<string, string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'teal',
  failed: 'red',
  bounced: 'red',
};

function Bubble(props: { message: ChatMessage }) {
  const m = props.message;
  const resend = useResendSms();
  const outbound = m.direction === 'outbound';
  return (
    <li className={`${classes.bubble} ${outbound ? classes.outbound : classes.inbound}`}>
      <Text size="sm">{m.body}</Text>
      <Group gap={6} mt={4} justify={outbound ? 'flex-end' : 'flex-start'}>
        <Text size="xs" c="dimmed" span>
          {outbound ? (m.sent_by ?? 'You') : 'Contact'} ·
        </Text>
        <DateTime value={m.created_at} size="xs" />
        {m.status ? (
          <Badge
            size="xs"
            variant="light"
            color={statusColors[m.status] ?? 'gray'}
            title={m.error ?? undefined}
          >
            {m.status}
          </Badge>
        ) : null}
        {m.channel === 'sms' && outbound && (m.status === 'failed' || m.status === 'bounced') ? (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconRefresh size={12} aria-hidden />}
            loading={resend.isPending}
            onClick={() => resend.mutate(m.id)}
          >
            Send again
          </Button>
        ) : null}
      </Group>
    </li>
  );
}

/** One conversation: its messages, oldest at the top, the read and archive controls, the composer. */
export function ConversationThread(props: {
  channel: ConversationChannel;
  conversation: Conversation;
  onChange: (conversation: Conversation) => void;
}) {
  const { channel, conversation } = props;
  const [perPage, setPerPage] = useState(pageSize);
  const logs = useChatLogs(channel, conversation.contact_id, perPage);
  const markRead = useMarkRead(channel);
  const archive = useArchive(channel);
  const end = useRef<HTMLLIElement>(null);
  const messages = logs.data?.data ?? [];
  const contactIds = [conversation.contact_id];

  // Opening a conversation with unread messages reads them.
  const unread = conversation.unread > 0;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unread) read({ contact_ids: [conversation.contact_id], read: true });
  }, [unread, read, conversation.contact_id]);

  const newest = messages.at(-1)?.key;
  useEffect(() => {
    if (newest) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={`Conversation with ${conversation.name}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4">
              {conversation.name}
            </Title>
            <Text size="xs" c="dimmed">
              {channel === 'sms'
                ? (conversation.number ?? 'No number')
                : (conversation.email ?? 'Client portal')}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconMailOpened size={14} aria-hidden />}
              onClick={() =>
                markRead.mutate(
                  { contact_ids: contactIds, read: false },
                  { onSuccess: () => props.onChange({ ...conversation, unread: 0 }) },
                )
              }
            >
              Mark unread
            </Button>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconArchive size={14} aria-hidden />}
              loading={archive.isPending}
              onClick={() =>
                archive.mutate(
                  { contact_ids: contactIds, archived: !conversation.archived },
                  {
                    onSuccess: () =>
                      props.onChange({ ...conversation, archived: !conversation.archived }),
                  },
                )
              }
            >
              {conversation.archived ? 'Unarchive' : 'Archive'}
            </Button>
          </Group>
        </Group>
        {logs.isPending ? (
          <LoadingRows rows={3} h={40} label="Loading messages" />
        ) : messages.length === 0 ? (
          <EmptyState
            icon={<IconMailOpened size={24} />}
            title="No messages yet"
            text="Write the first one below."
          />
        ) : (
          <>
            {logs.data && logs.data.total > messages.length ? (
              <Button
                variant="subtle"
                size="xs"
                onClick={() => setPerPage((n) => Math.min(n + pageSize, 100))}
                disabled={perPage >= 100}
              >
                Show earlier messages
              </Button>
            ) : null}
            <ol className={classes.thread} aria-label="Messages" aria-live="polite">
              {messages.map((m) => (
                <Bubble key={m.key} message={m} />
              ))}
              <li ref={end} aria-hidden />
            </ol>
          </>
        )}
        <Composer channel={channel} contactId={conversation.contact_id} name={conversation.name} />
      </Stack>
    </Paper>
  );
}
