import type { Contact } from '@coachline/contract/contacts';
import type { DeliveryEventType, EmailLog, SendStatus } from '@coachline/contract/messaging';
import {
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  Timeline,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconMail,
  IconMessage,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { RowAction } from '../../ui/RowActions';
import { useDeleteEmailLogs, useEmailLogs, useSentEvents } from './queries';

const statusColors: Record<SendStatus, string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'teal',
  opened: 'green',
  clicked: 'grape',
  bounced: 'orange',
  failed: 'red',
};
const statusWords: Record<SendStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  opened: 'Opened',
  clicked: 'Clicked',
  bounced: 'Bounced',
  failed: 'Failed',
};

export function SendStatusBadge(props: { status: SendStatus }) {
  return (
    <Badge color={statusColors[props.status]} variant="light" size="sm">
      {statusWords[props.status]}
    </Badge>
  );
}

const eventWords = {
  delivered: 'Delivered',
  opened: 'Opened',
  clicked: 'Clicked',
  bounced: 'Bounced',
  complained: 'Reported as spam',
  failed: 'Failed',
  unsubscribed: 'Unsubscribed',
  resubscribed: 'Resubscribed',
} as const satisfies Record<DeliveryEventType, string>;

const EventTitle = (props: { children: string }) => (
  <Text size="sm" fw={500}>
    {props.children}
  </Text>
);

/** What happened to one message, oldest first: queued, sent, then the provider's events. */
function LogTimeline(props: { log: EmailLog }) {
  const events = useSentEvents(props.log.id);
  if (events.isPending) return <LoadingRows rows={2} h={20} label="Loading the message's events" />;
  const later = [...(events.data?.data ?? [])].reverse();
  return (
    <Timeline bulletSize={12} lineWidth={2} active={later.length + (props.log.sent_at ? 1 : 0)}>
      <Timeline.Item title={<EventTitle>Queued</EventTitle>}>
        <DateTime value={props.log.created_at} size="xs" />
      </Timeline.Item>
      {props.log.sent_at ? (
        <Timeline.Item title={<EventTitle>Handed to the provider</EventTitle>}>
          <DateTime value={props.log.sent_at} size="xs" />
        </Timeline.Item>
      ) : null}
      {later.map((event) => (
        <Timeline.Item key={event.id} title={<EventTitle>{eventWords[event.type]}</EventTitle>}>
          <DateTime value={event.created_at} size="xs" />
          {event.detail ? (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
              {event.detail}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
      {props.log.status === 'failed' && props.log.error ? (
        <Timeline.Item title={<EventTitle>Failed</EventTitle>} color="red">
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
            {props.log.error}
          </Text>
        </Timeline.Item>
      ) : null}
    </Timeline>
  );
}

function LogItem(props: { log: EmailLog; canEdit: boolean; onDelete: () => void }) {
  const { log } = props;
  const [open, setOpen] = useState(false);
  const Channel = log.channel === 'email' ? IconMail : IconMessage;
  const title = log.channel === 'email' ? log.subject : 'SMS';
  return (
    <Paper withBorder p="sm" radius="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {open ? (
              <IconChevronDown size={16} aria-hidden />
            ) : (
              <IconChevronRight size={16} aria-hidden />
            )}
            <Channel size={16} aria-label={log.channel === 'email' ? 'Email' : 'SMS'} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {title}
              </Text>
              <Text size="xs" c="dimmed">
                To {log.to}
                {log.sent_by ? ` · by ${log.sent_by}` : ''} ·{' '}
                <DateTime value={log.created_at} size="xs" />
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          <SendStatusBadge status={log.status} />
          {props.canEdit ? (
            <RowAction
              size="sm"
              label={`Delete the log of “${title}”`}
              icon={<IconTrash size={14} aria-hidden />}
              onClick={props.onDelete}
              danger
            />
          ) : null}
        </Group>
      </Group>
      <Collapse in={open}>
        <Stack pt="sm" pl="lg">
          {open ? <LogTimeline log={log} /> : null}
        </Stack>
      </Collapse>
    </Paper>
  );
}

/** The profile's email log (001 §2): every message sent to the contact, with its status. */
export function EmailLogSection(props: { contact: Contact }) {
  const [page, setPage] = useState(1);
  const logs = useEmailLogs(props.contact.id, page);
  const remove = useDeleteEmailLogs(props.contact.id);
  const canEdit = props.contact.can.update;
  if (logs.isPending)
    return <LoadingRows rows={3} h={56} radius="sm" label="Loading the email log" />;
  const list = logs.data;
  if (!list || list.total === 0)
    return (
      <EmptyState
        icon={<IconMail size={24} />}
        title="No messages yet"
        text="Emails and SMS sent to this contact show here, with whether they were delivered, opened and clicked."
      />
    );
  return (
    <Stack gap="sm">
      {canEdit ? (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() =>
              confirmDelete(`All ${list.total} log entries of this contact will be deleted.`, () =>
                remove.mutate(undefined),
              )
            }
          >
            Delete all logs
          </Button>
        </Group>
      ) : null}
      <Stack component="ul" gap="xs" p={0} m={0} aria-label="Email log">
        {list.data.map((log) => (
          <LogItem
            key={log.id}
            log={log}
            canEdit={canEdit}
            onDelete={() =>
              confirmDelete('This log entry will be deleted.', () => remove.mutate([log.id]))
            }
          />
        ))}
      </Stack>
      <ListFooter list={list} onPage={setPage} label="Email log pages" />
    </Stack>
  );
}
