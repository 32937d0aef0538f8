import '@mantine/charts/styles.css';
import { type SendStatus, sendStatuses } from '@coachline/contract/messaging';
import { buildPath } from '@coachline/contract/routes';
import type {
  MessageSchedule,
  MessageSubscriber,
  SequenceMessage,
} from '@coachline/contract/sequences';
import { BarChart } from '@mantine/charts';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Radio,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../ui/BusyButton';
import { DateTime } from '../../ui/DateTime';
import { formatDateTime } from '../../ui/dates';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { SearchInput } from '../../ui/SearchInput';
import { SendStatusBadge } from '../messaging/EmailLogSection';
import { contactName, dayWords, messageTitle, scheduleWords } from './labels';
import { useMessageSchedule, useMessageSubscribers, useResend } from './queries';

// What a message's menu opens: resending it (an email to those who did not open it, or to
// everyone it went to), its schedule (the days ahead it goes out on, with how many contacts
// each) and its recipients with what they did.

export function ResendModal(props: {
  sequenceId: number;
  message: SequenceMessage;
  onClose: () => void;
}) {
  const { message } = props;
  const resend = useResend(props.sequenceId);
  const email = message.type === 'email';
  const [who, setWho] = useState<'unopened' | 'everyone'>('unopened');
  const send = () =>
    resend.mutate(
      { messageId: message.id, onlyUnopened: email && who === 'unopened' },
      { onSuccess: props.onClose },
    );
  return (
    <Modal opened onClose={props.onClose} title="Resend message" centered>
      <Stack gap="md">
        <Text size="sm">{messageTitle(message)}</Text>
        {email ? (
          <Radio.Group
            label="Send it again now to"
            value={who}
            onChange={(v) => setWho(v === 'everyone' ? 'everyone' : 'unopened')}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="unopened" label="Only those who did not open it" />
              <Radio value="everyone" label="Everyone it went to" />
            </Stack>
          </Radio.Group>
        ) : (
          <Text size="sm" c="dimmed">
            It goes again now to everyone it went to.
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <BusyButton busy={resend.isPending} busyLabel="Resending" onClick={send}>
            Resend
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The days ahead the message goes out on, as a chart and, with the same figures, a table. */
function UpcomingDays(props: { schedule: MessageSchedule }) {
  const { schedule } = props;
  const days = schedule.upcoming.map((d) => ({ day: dayWords(d.date), contacts: d.count }));
  if (days.length === 0) return null;
  return (
    <>
      <BarChart
        h={180}
        data={days}
        dataKey="day"
        series={[{ name: 'contacts', label: 'Contacts', color: 'blue.8' }]}
        yAxisProps={{ allowDecimals: false }}
        aria-hidden
      />
      <Table>
        <caption>Contacts it goes to, by day ({schedule.time_zone})</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th>Contacts</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((d) => (
            <Table.Tr key={d.day}>
              <Table.Td>{d.day}</Table.Td>
              <Table.Td>{d.contacts.toLocaleString('en-US')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

export function MessageScheduleModal(props: { message: SequenceMessage; onClose: () => void }) {
  const schedule = useMessageSchedule(props.message.id);
  const data = schedule.data;
  return (
    <Modal opened onClose={props.onClose} title="Message schedule" size="lg" centered>
      {!data ? (
        <LoadingRows rows={3} h={32} label="Loading the schedule" />
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {messageTitle(data.message)}
          </Text>
          <Text size="sm">{scheduleWords(data.message, data.message.position === 0)}</Text>
          <Text size="sm" c="dimmed">
            {data.next_at
              ? `Next: ${formatDateTime(new Date(data.next_at), data.time_zone)}`
              : 'No contact is waiting for it.'}
          </Text>
          <UpcomingDays schedule={data} />
        </Stack>
      )}
    </Modal>
  );
}

type RecipientEvent = 'all' | 'opened' | 'clicked' | 'not_opened' | 'failed';

const eventFilters: { value: RecipientEvent; label: string; email: boolean }[] = [
  { value: 'all', label: 'All', email: false },
  { value: 'opened', label: 'Opened', email: true },
  { value: 'clicked', label: 'Clicked', email: true },
  { value: 'not_opened', label: 'Not opened', email: true },
  { value: 'failed', label: 'Failed', email: false },
];

const isSendStatus = (status: string): status is SendStatus =>
  (sendStatuses as readonly string[]).includes(status);

function RecipientStatus(props: { recipient: MessageSubscriber }) {
  const r = props.recipient;
  return (
    <Stack gap={2}>
      <Group gap={4}>
        {isSendStatus(r.status) ? (
          <SendStatusBadge status={r.status} />
        ) : (
          <Badge color="gray" variant="light" size="sm">
            Skipped
          </Badge>
        )}
        {r.resent ? (
          <Badge color="indigo" variant="outline" size="sm">
            Resent
          </Badge>
        ) : null}
        {r.unsubscribed ? (
          <Badge color="orange" variant="outline" size="sm">
            Unsubscribed
          </Badge>
        ) : null}
      </Group>
      {r.detail ? (
        <Text size="xs" c="dimmed">
          {r.detail}
        </Text>
      ) : null}
    </Stack>
  );
}

export function MessageRecipientsModal(props: {
  sequenceId: number;
  message: SequenceMessage;
  onClose: () => void;
}) {
  const { message } = props;
  const email = message.type === 'email';
  const [event, setEvent] = useState<RecipientEvent>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useMessageSubscribers(props.sequenceId, message.id, {
    page,
    per_page: 10,
    ...(event === 'all' ? {} : { event }),
    ...(debounced ? { search: debounced } : {}),
  });
  const rows = list.data?.data ?? [];
  return (
    <Modal opened onClose={props.onClose} title="Message recipients" size="xl" centered>
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {messageTitle(message)}
        </Text>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <SegmentedControl
            aria-label="Show recipients"
            data={eventFilters
              .filter((f) => email || !f.email)
              .map((f) => ({ value: f.value, label: f.label }))}
            value={event}
            onChange={(v) => {
              setEvent(v as RecipientEvent);
              setPage(1);
            }}
          />
          <SearchInput
            label="Search recipients"
            placeholder="Search by name or email"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            maw={260}
          />
        </Group>
        {list.isPending ? (
          <LoadingRows rows={4} h={32} label="Loading the recipients" />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" role="status">
            {event !== 'all' || debounced
              ? 'No recipients match.'
              : 'Nobody has been sent this message yet.'}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Recipients" aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Sent</Table.Th>
                  {email ? (
                    <>
                      <Table.Th>Opened</Table.Th>
                      <Table.Th>Clicked</Table.Th>
                    </>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={buildPath('ContactProfile', { id: r.contact.id })}
                        size="sm"
                      >
                        {contactName(r.contact)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <RecipientStatus recipient={r} />
                    </Table.Td>
                    <Table.Td>
                      <DateTime value={r.sent_at} />
                    </Table.Td>
                    {email ? (
                      <>
                        <Table.Td>
                          <DateTime value={r.opened_at} />
                        </Table.Td>
                        <Table.Td>
                          <DateTime value={r.clicked_at} />
                        </Table.Td>
                      </>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && list.data.total > 0 ? (
          <ListFooter list={list.data} onPage={setPage} label="Recipient pages" />
        ) : null}
      </Stack>
    </Modal>
  );
}
