import {
  type progressContactStatuses,
  resendReminderBody,
} from '@coachline/contract/progress-tracking';
import { buildPath } from '@coachline/contract/routes';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconMailForward, IconUserMinus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { ContactsToolbar } from '../../ui/ContactsToolbar';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { FormModal } from '../../ui/FormModal';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { RowAction, RowActions } from '../../ui/RowActions';
import { useContractForm } from '../../ui/useContractForm';
import { usePagedSearch } from '../../ui/usePagedSearch';
import { ContactSelect } from '../groups/ContactPicker';
import {
  useAddContact,
  useLeaderboard,
  useProgressContacts,
  useRemoveContact,
  useResendReminder,
} from './queries';

// The Contacts tab: the contacts on the tracking, active or taken off (their submissions kept),
// searched by name, each with their percent toward their goals and a link to their responses;
// one is added by name or email, taken off, or sent the reminder now.

export const responsePath = (trackingId: number, contactId: number) =>
  buildPath('ProgressTrackingResponse', { progress: trackingId, contact: contactId });

export function PercentBar(props: { percent: number | null; name: string }) {
  const { percent } = props;
  return (
    <Group gap="xs" wrap="nowrap" miw={140}>
      <Progress
        value={percent ?? 0}
        size="sm"
        style={{ flex: 1 }}
        aria-label={`Progress of ${props.name}`}
      />
      <Text size="xs" w={40} ta="right">
        {percent === null ? '—' : `${Math.round(percent)}%`}
      </Text>
    </Group>
  );
}

export function AddContactModal(props: {
  trackingId: number;
  trackingName: string;
  onClose: () => void;
}) {
  const add = useAddContact();
  const form = useContractForm(resendReminderBody, {});
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title="Add contact"
      form={form}
      send={(body, outcome) =>
        add.mutate({ trackingId: props.trackingId, contactId: body.contact_id }, outcome)
      }
      submitLabel="Add contact"
      busyLabel="Adding"
      busy={add.isPending}
    >
      <Text size="sm" c="dimmed">
        They get the reminders of {props.trackingName} with their own link to submit.
      </Text>
      <Controller
        control={form.control}
        name="contact_id"
        render={({ field, fieldState }) => (
          <ContactSelect
            label="Contact"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            autoFocus
          />
        )}
      />
    </FormModal>
  );
}

const statusChoices = [
  { value: 'active', label: 'Active' },
  { value: 'deleted', label: 'Removed' },
] as const;

export function ContactsPanel(props: { trackingId: number; name: string }) {
  const { trackingId } = props;
  const canUpdate = useAbilities('progress-tracking').update;
  const [status, setStatus] = useState<(typeof progressContactStatuses)[number]>('active');
  const { page, setPage, search, setSearch, searched: debounced } = usePagedSearch(300);
  const contacts = useProgressContacts(trackingId, {
    page,
    per_page: 25,
    status,
    ...(debounced ? { search: debounced } : {}),
  });
  const percents = new Map(
    (useLeaderboard(trackingId).data ?? []).map((e) => [e.contact_id, e.percent]),
  );
  const remove = useRemoveContact();
  const resend = useResendReminder(trackingId);
  const [adding, setAdding] = useState(false);
  const rows = contacts.data?.data ?? [];
  return (
    <Stack gap="md">
      <ContactsToolbar
        statusLabel="Contacts to show"
        statuses={statusChoices}
        status={status}
        onStatus={(picked) => {
          setStatus(picked);
          setPage(1);
        }}
        search={{ label: 'Search contacts', value: search, onChange: setSearch, maw: 260 }}
        onAdd={canUpdate ? () => setAdding(true) : undefined}
      />
      {contacts.isLoading ? (
        <LoadingRows rows={4} h={44} label="Loading contacts" />
      ) : contacts.isError ? (
        <Alert color="red">The contacts could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconUsers size={24} />}
            title={
              debounced
                ? 'No contacts match'
                : status === 'active'
                  ? 'No contacts on this check-in yet'
                  : 'No removed contacts'
            }
            text={
              status === 'active'
                ? 'Add the clients who should check in: each gets the reminders with their own link.'
                : 'Contacts taken off the check-in show here, with what they submitted.'
            }
            action={
              canUpdate && status === 'active' && !debounced ? (
                <Button onClick={() => setAdding(true)}>Add the first contact</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table aria-label="Contacts on the progress tracking" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Progress</Table.Th>
                <Table.Th>Submissions</Table.Th>
                <Table.Th>{status === 'active' ? 'Added' : 'Removed'}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const name = row.contact.full_name;
                const contactId = row.contact.id;
                return (
                  <Table.Tr key={row.id} aria-label={name}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={responsePath(trackingId, contactId)}
                        size="sm"
                        fw={500}
                      >
                        {name}
                      </Anchor>
                      {row.contact.email ? (
                        <Text size="xs" c="dimmed">
                          {row.contact.email}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {status === 'active' ? (
                        <PercentBar percent={percents.get(contactId) ?? null} name={name} />
                      ) : (
                        <Badge variant="light" color="gray">
                          Removed
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.submissions_count.toLocaleString('en-US')}</Text>
                      {row.last_submitted_at ? (
                        <Text size="xs" c="dimmed" component="div">
                          last <DateTime value={row.last_submitted_at} size="xs" />
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <DateTime
                        value={status === 'active' ? row.added_at : row.removed_at}
                        size="sm"
                      />
                    </Table.Td>
                    <Table.Td>
                      {canUpdate && status === 'active' ? (
                        <RowActions>
                          <RowAction
                            label={`Send the reminder to ${name} now`}
                            icon={<IconMailForward size={16} aria-hidden />}
                            loading={resend.isPending && resend.variables === contactId}
                            onClick={() => resend.mutate(contactId)}
                          />
                          <RowAction
                            label={`Remove ${name}`}
                            icon={<IconUserMinus size={16} aria-hidden />}
                            danger
                            onClick={() =>
                              confirmAction({
                                text: `${name} will get no more reminders; what they submitted stays.`,
                                confirmLabel: 'Remove',
                                onConfirm: () => remove.mutate({ trackingId, contactId }),
                              })
                            }
                          />
                        </RowActions>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {contacts.data && contacts.data.total > 0 ? (
        <ListFooter list={contacts.data} onPage={setPage} label="Contact pages" />
      ) : null}
      {adding ? (
        <AddContactModal
          trackingId={trackingId}
          trackingName={props.name}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}
