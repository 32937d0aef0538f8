import { ActionIcon, Button, Center, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PortalError } from './api';
import { Failed, messageOf, moment } from './bits';
import classes from './portal.module.css';
import { useChat, useSendChat } from './queries';

/** The conversation with the coach, live both ways, the newest message at the bottom. */
export function ChatPage() {
  const chat = useChat();
  const send = useSendChat();
  const [message, setMessage] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const messages = (chat.data?.pages ?? []).toReversed().flatMap((page) => page.data);
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    send.mutate(message, { onSuccess: () => setMessage('') });
  };
  const fieldError =
    send.error instanceof PortalError
      ? (send.error.fieldErrors.message ?? messageOf(send.error))
      : undefined;

  if (chat.isPending) return <Skeleton h={240} role="status" aria-label="Loading messages" />;
  if (chat.error) return <Failed error={chat.error} retry={() => chat.refetch()} />;
  return (
    <Stack gap="sm" pb={80}>
      <Title order={1} size="h2">
        Chat with your coach
      </Title>
      {chat.hasNextPage && (
        <Center>
          <Button
            variant="subtle"
            size="xs"
            loading={chat.isFetchingNextPage}
            onClick={() => chat.fetchNextPage()}
          >
            Earlier messages
          </Button>
        </Center>
      )}
      {messages.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No messages yet. Say hello to your coach!
        </Text>
      )}
      <div className={classes.bubbles} role="log" aria-label="Messages" aria-live="polite">
        {messages.map((m) => (
          <div
            key={m.id}
            className={m.direction === 'inbound' ? classes.inbound : classes.outbound}
          >
            <Text span size="sm">
              {m.body}
            </Text>
            <Text size="xs" title={moment(m.created_at)}>
              {m.direction === 'inbound' ? 'You' : 'Coach'} · {moment(m.created_at)}
            </Text>
          </div>
        ))}
        <div ref={end} />
      </div>
      <form className={classes.composer} onSubmit={submit} noValidate>
        <Textarea
          flex={1}
          aria-label="Message"
          placeholder="Write a message"
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          autosize
          maxRows={4}
          maxLength={2000}
          error={fieldError}
        />
        <ActionIcon type="submit" size="input-sm" aria-label="Send" loading={send.isPending}>
          <IconSend size={18} />
        </ActionIcon>
      </form>
    </Stack>
  );
}
