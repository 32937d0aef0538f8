import { formatPhone } from '@coachline/contract/phones';
import { Button, Checkbox, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../api/client';
import { BusyButton } from '../../../ui/BusyButton';
import { DateTime } from '../../../ui/DateTime';
import { EmptyState } from '../../../ui/EmptyState';
import { FormServerError } from '../../../ui/FormFields';
import { ListFooter } from '../../../ui/ListFooter';
import { SearchInput } from '../../../ui/SearchInput';
import { contactName, plural } from '../labels';
import { useDeletedContacts, useRestoreContacts } from './queries';

/** Deleted contacts, with restore (001 §7 contact/deleted/list, contact/restore). */
export function DeletedContactsModal(props: {
  opened: boolean;
  onClose: () => void;
  canRestore: boolean;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 350);
  const [picked, setPicked] = useState<number[]>([]);
  // Why a restore was refused (an email a live contact now has), shown until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = useDeletedContacts(page, debounced, props.opened);
  const restore = useRestoreContacts();
  const rows = list.data?.data ?? [];

  const toggle = (id: number) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Deleted contacts"
      size="xl"
      centered
    >
      <Stack gap="md">
        <SearchInput
          label="Search deleted contacts"
          placeholder="Search by name, email or phone"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={6} aria-label="Deleted contacts" aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {props.canRestore ? (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select all deleted contacts on this page"
                      checked={rows.length > 0 && rows.every((r) => picked.includes(r.id))}
                      onChange={(e) =>
                        setPicked(e.currentTarget.checked ? rows.map((r) => r.id) : [])
                      }
                    />
                  </Table.Th>
                ) : null}
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Deleted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isLoading
                ? [1, 2, 3].map((n) => (
                    <Table.Tr key={n} aria-hidden>
                      <Table.Td colSpan={5}>
                        <Skeleton h={24} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : rows.map((c) => (
                    <Table.Tr key={c.id}>
                      {props.canRestore ? (
                        <Table.Td>
                          <Checkbox
                            aria-label={`Select ${contactName(c)}`}
                            checked={picked.includes(c.id)}
                            onChange={() => toggle(c.id)}
                          />
                        </Table.Td>
                      ) : null}
                      <Table.Td>{contactName(c)}</Table.Td>
                      <Table.Td>{c.email ?? '—'}</Table.Td>
                      <Table.Td>{formatPhone(c.number) || '—'}</Table.Td>
                      <Table.Td>
                        <DateTime value={c.deleted_at} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!list.isLoading && rows.length === 0 ? (
          <EmptyState
            icon={<IconTrash size={24} />}
            title={debounced ? 'No deleted contacts match' : 'No deleted contacts'}
            text="Contacts you delete appear here, so you can restore them."
          />
        ) : null}
        {list.data ? (
          <ListFooter list={list.data} onPage={setPage} label="Deleted contacts pages" />
        ) : null}
        <FormServerError error={refusal ? { message: refusal } : undefined} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {picked.length > 0 ? `${plural(picked.length, 'contact')} selected` : ''}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={props.onClose}>
              Close
            </Button>
            {props.canRestore ? (
              <BusyButton
                busy={restore.isPending}
                busyLabel="Restoring"
                leftSection={<IconRestore size={16} aria-hidden />}
                disabled={picked.length === 0}
                onClick={() => {
                  setRefusal(null);
                  restore.mutate(picked, {
                    onSuccess: () => setPicked([]),
                    onError: (e) => {
                      if (isApiError(e)) setRefusal(Object.values(e.fieldErrors)[0] ?? null);
                    },
                  });
                }}
              >
                Restore
              </BusyButton>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
