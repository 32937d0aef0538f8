import '@mantine/dates/styles.css';
import type { Conversation, ConversationChannel } from '@coachline/contract/message-center';
import { Grid, Paper, SegmentedControl, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import { MessageStats } from './MessageStats';
import { ScheduledList } from './ScheduledList';

export const channelLabels: Record<ConversationChannel, string> = {
  sms: 'SMS',
  portal: 'Portal chat',
};

/**
 * The Message Center (001 §2 SmsCenterIndex, at /message-center and /sms-center): the SMS and
 * portal chat conversations, the same screen for each channel.
 */
export function MessageCenterPage() {
  const [params, setParams] = useSearchParams();
  const channel: ConversationChannel = params.get('channel') === 'portal' ? 'portal' : 'sms';
  const [open, setOpen] = useState<Conversation | null>(null);
  const current = open?.channel === channel ? open : null;

  return (
    <Stack gap="md">
      <PageHeader
        title="Message Center"
        description="Your SMS and portal chat conversations with contacts, and what is scheduled."
        action={
          <SegmentedControl
            aria-label="Channel"
            value={channel}
            onChange={(value) => {
              setOpen(null);
              setParams(value === 'portal' ? { channel: 'portal' } : {}, { replace: true });
            }}
            data={Object.entries(channelLabels).map(([value, label]) => ({ value, label }))}
          />
        }
      />
      <MessageStats channel={channel} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="sm">
            <ConversationList
              key={channel}
              channel={channel}
              selected={current?.contact_id ?? null}
              onSelect={setOpen}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {current ? (
            <ConversationThread
              key={`${channel}-${current.contact_id}`}
              channel={channel}
              conversation={current}
              onChange={setOpen}
            />
          ) : (
            <Paper withBorder radius="md" p="sm">
              <EmptyState
                icon={<IconMessageCircle size={24} />}
                title="Choose a conversation"
                text={`Pick a contact on the left to read and answer their ${channelLabels[channel]} messages.`}
              />
            </Paper>
          )}
        </Grid.Col>
      </Grid>
      <ScheduledList channel={channel} />
    </Stack>
  );
}
