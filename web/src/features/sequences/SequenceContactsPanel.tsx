import { buildPath } from '@coachline/contract/routes';
import {
  type Sequence,
  type SubscriberStatus,
  subscriberStatuses,
} from '@coachline/contract/sequences';
import { plural } from '@coachline/contract/text';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash, IconUserMinus, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { DateTime, useTimeZone } from '../../ui/DateTime';
import { formatDateTime } from '../../ui/dates';
import { confirmAction, confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { SearchInput } from '../../ui/SearchInput';
import { PickContactsModal } from '../groups/PickContactsModal';
import { contactName, subscriberStatusLabels } from './labels';
import {
  useDeleteSequenceUsers,
  useEmailCount,
  useSequenceContacts,
  useSequenceUsers,
} from './queries';

// The sequence's Contacts tab: who is on it and who went through it, latest first, by status
// and name, with the message each waits for and when it goes; contacts added by hand (with
// what adding them would send), and the ones selected removed where they are, or deleted
// from it with their history.

/** "This adds N contacts: X emails and Y SMS", asked of the server for the contacts picked. */
function AddPreview(props: { sequenceId: number; contactIds: number[] }) {
  const count = useEmailCount(props.sequenceId, props.contactIds);
  const c = count.data;
  return (
    <Text size="sm" aria-live="polite" aria-busy={count.isFetching}>
      {!c
        ? 'Counting what this sends…'
        : c.contacts === 0
          ? 'They are all on the sequence already: nobody is added.'
          : `This adds ${plural(c.contacts, 'contact')}: ${plural(c.emails, 'email')} and ${c.sms} SMS.`}
    </Text>
  );
}

export function SequenceContactsPanel(props: { sequence: Sequence }) {
  const { sequence } = props;
  const canUpdate = useAbilities('sequences').update;
  const timeZone = useTimeZone();
  const [status, setStatus] = useState<SubscriberStatus | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useSequenceUsers(sequence.id, {
    page,
    per_page: 25,
    ...(status ? { status } : {}),
    ...(debounced ? { search: debounced } : {}),
  });
  const add = useSequenceContacts('add');
  const remove = useSequenceContacts('remove');
  const forget = useDeleteSequenceUsers(sequence.id);
  const [adding, setAdding] = useState(false);
  // Contact ids picked on this page; a new page or filter starts the pick again.
  const [picked, setPicked] = useState<number[]>([]);
  const rows = users.data?.data ?? [];
  const filtered = status !== null || debounced !== '';
  const hasMessages = sequence.messages_count > 0;
  const restart = () => {
    setPage(1);
    setPicked([]);
  };
  const toggle = (id: number, on: boolean) =>
    setPicked((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const clear = { onSuccess: () => setPicked([]) };
  const removeSelected = () =>
    confirmAction({
      text: `${plural(picked.length, 'contact')} will stop where they are on ${sequence.title}; what they were sent stays.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate({ sequence_id: sequence.id, selection: { ids: picked } }, clear),
    });
  const deleteSelected = () =>
    confirmDelete(
      `${plural(picked.length, 'contact')} will be taken off ${sequence.title} with their history on it, as if never added.`,
      () => forget.mutate(picked, clear),
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" align="flex-end">
        <Group gap="sm" align="flex-end">
          <SearchInput
            label="Search contacts on the sequence"
            placeholder="Search by name or email"
            value={search}
            onChange={(value) => {
              setSearch(value);
              restart();
            }}
            maw={260}
          />
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            w={170}
            data={subscriberStatuses.map((s) => ({
              value: s,
              label: subscriberStatusLabels[s].label,
            }))}
            value={status}
            onChange={(value) => {
              setStatus(value as SubscriberStatus | null);
              restart();
            }}
          />
        </Group>
        {canUpdate ? (
          <Stack gap={2} align="flex-end">
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
              disabled={!hasMessages}
            >
              Add contacts
            </Button>
            {hasMessages ? null : (
              <Text size="xs" c="dimmed">
                Add a message before adding contacts.
              </Text>
            )}
          </Stack>
        ) : null}
      </Group>
      {canUpdate && picked.length > 0 ? (
        <Paper
          withBorder
          radius="md"
          p="xs"
          bg="blue.0"
          role="region"
          aria-label="Selected contacts"
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} aria-live="polite">
              {plural(picked.length, 'contact')} selected
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconUserMinus size={14} aria-hidden />}
                onClick={removeSelected}
              >
                Remove from sequence
              </Button>
              <Button
                size="xs"
                color="red.8"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={deleteSelected}
              >
                Delete with history
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      {users.isPending ? (
        <LoadingRows rows={3} h={40} label="Loading the contacts" />
      ) : users.isError ? (
        <Text size="sm" c="red.8">
          The contacts could not be loaded.
        </Text>
      ) : users.data.total === 0 ? (
        <EmptyState
          icon={<IconUsers size={24} />}
          title={filtered ? 'No contacts match' : 'Nobody on this sequence yet'}
          text={
            filtered
              ? 'Try another status or name.'
              : 'Add contacts here, from the contact centre or their profile: each gets the messages in order from the first.'
          }
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label="Contacts on the sequence" aria-busy={users.isFetching} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  {canUpdate ? (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label="Select every contact on this page"
                        checked={picked.length === rows.length}
                        indeterminate={picked.length > 0 && picked.length < rows.length}
                        onChange={(e) =>
                          setPicked(e.currentTarget.checked ? rows.map((r) => r.contact.id) : [])
                        }
                      />
                    </Table.Th>
                  ) : null}
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Next message</Table.Th>
                  <Table.Th>Next at</Table.Th>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>Started</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => {
                  const name = contactName(s.contact);
                  const label = subscriberStatusLabels[s.status];
                  return (
                    <Table.Tr key={s.id}>
                      {canUpdate ? (
                        <Table.Td>
                          <Checkbox
                            aria-label={`Select ${name}`}
                            checked={picked.includes(s.contact.id)}
                            onChange={(e) => toggle(s.contact.id, e.currentTarget.checked)}
                          />
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={buildPath('ContactProfile', { id: s.contact.id })}
                          size="sm"
                          fw={600}
                        >
                          {name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={label.color} size="sm">
                          {label.label}
                        </Badge>
                        {s.detail ? (
                          <Text size="xs" c="dimmed">
                            {s.detail}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={1}>
                          {s.next_message?.title ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {s.next_at ? formatDateTime(new Date(s.next_at), timeZone) : '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>{s.sent_count.toLocaleString('en-US')}</Table.Td>
                      <Table.Td>
                        <DateTime value={s.started_at} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter
            list={users.data}
            onPage={(p) => {
              setPage(p);
              setPicked([]);
            }}
            label="Contact pages"
          />
        </>
      )}
      <PickContactsModal
        opened={adding}
        onClose={() => setAdding(false)}
        title="Add contacts"
        text="They get the messages in order from the first; those on the sequence already stay where they are."
        submitLabel="Add contacts"
        busyLabel="Adding"
        busy={add.isPending}
        send={(selection, outcome) => add.mutate({ sequence_id: sequence.id, selection }, outcome)}
        preview={(ids) => <AddPreview sequenceId={sequence.id} contactIds={ids} />}
      />
    </Stack>
  );
}
