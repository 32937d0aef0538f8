import { type HabitTracking, habitContactStatuses } from '@coachline/contract/habit-tracking';
import { Anchor, Progress, Stack, Table, Text } from '@mantine/core';
import { IconChartBar, IconMailForward, IconUserMinus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { ContactsToolbar } from '../../ui/ContactsToolbar';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { RowAction, RowActions } from '../../ui/RowActions';
import { usePagedSearch } from '../../ui/usePagedSearch';
import { AddHabitContactModal } from './AddHabitContactModal';
import { streakWords } from './labels';
import {
  type HabitContactsQuery,
  useCurrentProgress,
  useHabitContacts,
  useRemoveHabitContact,
  useResendHabitReminder,
} from './queries';

// The Contacts tab: the tracking's contacts, active or deleted (taken off, their check-ins
// kept), searched by name, 25 a page, each with score, streak and today's habits done; a
// contact is added, taken off, reminded again, or opened in their view.

const statusLabels = { active: 'Active', deleted: 'Deleted' } as const;

export function HabitContactsPanel(props: {
  tracking: HabitTracking;
  canUpdate: boolean;
  onOpen: (contactId: number) => void;
}) {
  const { tracking, canUpdate } = props;
  const [status, setStatus] = useState<HabitContactsQuery['status']>('active');
  const { page, setPage, search, setSearch, searched: debounced } = usePagedSearch(300);
  const contacts = useHabitContacts(tracking.id, {
    page,
    status,
    ...(debounced ? { search: debounced } : {}),
  });
  const progress = useCurrentProgress(tracking.id);
  const remove = useRemoveHabitContact(tracking.id);
  const resend = useResendHabitReminder(tracking.id);
  const [adding, setAdding] = useState(false);
  const rows = contacts.data?.data ?? [];
  const active = status === 'active';
  return (
    <Stack gap="sm">
      <ContactsToolbar
        statusLabel="Status"
        statuses={habitContactStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
        status={status}
        onStatus={(picked) => {
          setStatus(picked);
          setPage(1);
        }}
        search={{
          label: 'Search contacts of the habit tracking',
          value: search,
          onChange: setSearch,
          maw: 240,
        }}
        onAdd={canUpdate ? () => setAdding(true) : undefined}
      />
      {contacts.isPending ? (
        <LoadingRows rows={3} h={40} label="Loading the contacts" />
      ) : contacts.isError ? (
        <Text size="sm" c="red.8">
          The contacts could not be loaded.
        </Text>
      ) : contacts.data.total === 0 ? (
        <EmptyState
          icon={<IconUsers size={24} />}
          title={
            debounced ? 'No contacts match' : `No ${statusLabels[status].toLowerCase()} contacts`
          }
          text={
            active
              ? 'Add contacts: each day they tick the habits they kept, from the reminder’s link or their portal.'
              : 'Contacts taken off the habit tracking show here, with what they checked in.'
          }
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table
              aria-label="Contacts of the habit tracking"
              aria-busy={contacts.isFetching}
              stickyHeader
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Score</Table.Th>
                  <Table.Th>Streak</Table.Th>
                  {active ? <Table.Th>Today</Table.Th> : null}
                  <Table.Th>{active ? 'Added' : 'Removed'}</Table.Th>
                  <Table.Th ta="right">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => {
                  const name = c.contact.full_name || c.contact.email || `Contact ${c.contact.id}`;
                  const today = progress.data?.get(c.contact.id)?.today;
                  return (
                    <Table.Tr key={c.id} aria-label={name}>
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          fw={600}
                          onClick={() => props.onOpen(c.contact.id)}
                        >
                          {name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{c.score.toLocaleString('en-US')}</Table.Td>
                      <Table.Td>
                        {streakWords(c.current_streak)}
                        <Text span size="xs" c="dimmed">
                          {` · best ${c.best_streak}`}
                        </Text>
                      </Table.Td>
                      {active ? (
                        <Table.Td>
                          {today ? (
                            <Stack gap={2} w={120}>
                              <Text size="xs">{`${today.done} of ${today.total} habits`}</Text>
                              <Progress
                                value={today.total ? (today.done / today.total) * 100 : 0}
                                size="sm"
                                aria-label={`Today’s habits of ${name}`}
                              />
                            </Stack>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        <DateTime value={active ? c.added_at : c.removed_at} />
                      </Table.Td>
                      <Table.Td>
                        <RowActions>
                          <RowAction
                            label={`View ${name}`}
                            icon={<IconChartBar size={16} aria-hidden />}
                            onClick={() => props.onOpen(c.contact.id)}
                          />
                          {canUpdate && c.status === 'active' ? (
                            <>
                              <RowAction
                                label={`Resend reminder to ${name}`}
                                icon={<IconMailForward size={16} aria-hidden />}
                                loading={resend.isPending && resend.variables === c.contact.id}
                                onClick={() => resend.mutate(c.contact.id)}
                              />
                              <RowAction
                                label={`Remove ${name}`}
                                icon={<IconUserMinus size={16} aria-hidden />}
                                danger
                                onClick={() =>
                                  confirmAction({
                                    text: `${name} will be taken off ${tracking.name}; what they checked in stays.`,
                                    confirmLabel: 'Remove',
                                    onConfirm: () => remove.mutate(c.contact.id),
                                  })
                                }
                              />
                            </>
                          ) : null}
                        </RowActions>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter list={contacts.data} onPage={setPage} label="Contact pages" />
        </>
      )}
      {adding ? (
        <AddHabitContactModal
          trackingId={tracking.id}
          name={tracking.name}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}
