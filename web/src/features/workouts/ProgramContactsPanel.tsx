import { buildPath } from '@coachline/contract/routes';
import { plural } from '@coachline/contract/text';
import {
  type ProgramContact,
  type ProgramContactStatus,
  programContactStatuses,
} from '@coachline/contract/workouts';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconChartLine,
  IconMailForward,
  IconUserMinus,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { RowAction, RowActions } from '../../ui/RowActions';
import { SearchInput } from '../../ui/SearchInput';
import { AssignContactsModal } from './AssignContactsModal';
import { contactName, dayWords, programStatusLabels } from './labels';
import type { ProgramSource } from './programs';

// A workout's or a plan's Contacts tab: its contacts by status (002 §4: active, completed,
// opt-ins, removed), searched by name; contacts added (a plan's from a start date), the ones
// selected taken back, a reminder sent again, and each one's report.

export function ProgramContactsPanel(props: {
  source: ProgramSource;
  id: number;
  name: string;
  /** Why contacts can't be added yet (an empty workout or plan), or null. */
  blocked: string | null;
  onReport: (contact: ProgramContact['contact']) => void;
}) {
  const { source, id } = props;
  const plan = source.kind === 'plan';
  const canUpdate = useAbilities('workouts').update;
  const [status, setStatus] = useState<ProgramContactStatus>('active');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const contacts = source.useContacts(id, {
    page,
    per_page: 25,
    status,
    ...(debounced ? { search: debounced } : {}),
  });
  const remove = source.useContactsWrite('remove');
  const resend = source.useResend(id);
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const rows = contacts.data?.data ?? [];
  const removable = canUpdate && status === 'active';
  const restart = () => {
    setPage(1);
    setPicked([]);
  };
  const takeBack = (ids: number[], who: string) =>
    confirmAction({
      text: `${who} will no longer have ${props.name} in their portal; what they logged stays.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate({ id, selection: { ids } }, { onSuccess: () => setPicked([]) }),
    });
  const toggle = (contactId: number, on: boolean) =>
    setPicked((ids) => (on ? [...ids, contactId] : ids.filter((x) => x !== contactId)));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          <SegmentedControl
            aria-label="Status"
            data={programContactStatuses.map((s) => ({
              value: s,
              label: programStatusLabels[s].label,
            }))}
            value={status}
            onChange={(v) => {
              setStatus(programContactStatuses.find((s) => s === v) ?? 'active');
              restart();
            }}
          />
          <SearchInput
            label={`Search contacts of the ${source.noun}`}
            placeholder="Search by name or email"
            value={search}
            onChange={(value) => {
              setSearch(value);
              restart();
            }}
            maw={240}
          />
        </Group>
        {canUpdate ? (
          <Stack gap={2} align="flex-end">
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
              disabled={props.blocked !== null}
            >
              Add contacts
            </Button>
            {props.blocked ? (
              <Text size="xs" c="dimmed">
                {props.blocked}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Group>
      {removable && picked.length > 0 ? (
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
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUserMinus size={14} aria-hidden />}
              onClick={() => takeBack(picked, plural(picked.length, 'contact'))}
            >
              Remove from {source.noun}
            </Button>
          </Group>
        </Paper>
      ) : null}
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
            debounced
              ? 'No contacts match'
              : `No ${programStatusLabels[status].label.toLowerCase()} contacts`
          }
          text={
            status === 'active'
              ? `Add contacts: they find the ${source.noun} in their portal and log what they do.`
              : `Contacts show here once they are ${programStatusLabels[status].label.toLowerCase()}.`
          }
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table
              aria-label={`Contacts of the ${source.noun}`}
              aria-busy={contacts.isFetching}
              stickyHeader
            >
              <Table.Thead>
                <Table.Tr>
                  {removable ? (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label="Select every contact on this page"
                        checked={picked.length > 0 && picked.length === rows.length}
                        indeterminate={picked.length > 0 && picked.length < rows.length}
                        onChange={(e) =>
                          setPicked(e.currentTarget.checked ? rows.map((r) => r.contact.id) : [])
                        }
                      />
                    </Table.Th>
                  ) : null}
                  <Table.Th>Contact</Table.Th>
                  {plan ? <Table.Th>Start</Table.Th> : null}
                  <Table.Th>Sessions</Table.Th>
                  <Table.Th>Last session</Table.Th>
                  <Table.Th>Added</Table.Th>
                  <Table.Th>Reminded</Table.Th>
                  <Table.Th ta="right">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => {
                  const name = contactName(c.contact);
                  return (
                    <Table.Tr key={c.id}>
                      {removable ? (
                        <Table.Td>
                          <Checkbox
                            aria-label={`Select ${name}`}
                            checked={picked.includes(c.contact.id)}
                            onChange={(e) => toggle(c.contact.id, e.currentTarget.checked)}
                          />
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={buildPath('ContactProfile', { id: c.contact.id })}
                          size="sm"
                          fw={600}
                        >
                          {name}
                        </Anchor>
                      </Table.Td>
                      {plan ? (
                        <Table.Td>{c.start_date ? dayWords(c.start_date) : '—'}</Table.Td>
                      ) : null}
                      <Table.Td>{c.sessions_count.toLocaleString('en-US')}</Table.Td>
                      <Table.Td>
                        <DateTime value={c.last_session_at} />
                      </Table.Td>
                      <Table.Td>
                        <DateTime value={c.assigned_at} />
                      </Table.Td>
                      <Table.Td>
                        <DateTime value={c.reminded_at} />
                      </Table.Td>
                      <Table.Td>
                        <RowActions>
                          <RowAction
                            label={`Report of ${name}`}
                            icon={<IconChartLine size={16} aria-hidden />}
                            onClick={() => props.onReport(c.contact)}
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
                                onClick={() => takeBack([c.contact.id], name)}
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
          <ListFooter
            list={contacts.data}
            onPage={(p) => {
              setPage(p);
              setPicked([]);
            }}
            label="Contact pages"
          />
        </>
      )}
      {adding ? (
        <AssignContactsModal
          source={source}
          id={id}
          name={props.name}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}
