import type { OrganizationUser } from '@coachline/contract/organization';
import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconMailForward,
  IconPencil,
  IconTrash,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { confirmAction, confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { RowAction, RowActions } from '../../ui/RowActions';
import { SearchInput } from '../../ui/SearchInput';
import { useRefreshedSession } from '../session/sessionQuery';
import {
  useDeleteUser,
  useIsOwner,
  useOrganizationLocations,
  useOrganizationUsers,
  useResendCredentials,
} from './queries';
import { type UserDraft, UserDrawer } from './UserDrawer';

const perPage = 10;

/** Admin Settings' Users: who works in the organization, where, and what they may do. */
export function UsersTab() {
  const abilities = useAbilities('admin-settings');
  const session = useRefreshedSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<UserDraft>(null);
  const users = useOrganizationUsers({
    search: search.trim() || undefined,
    page,
    per_page: perPage,
  });
  const locations = useOrganizationLocations();
  const remove = useDeleteUser();
  const resend = useResendCredentials();
  const names = new Map((locations.data?.locations ?? []).map((l) => [l.id, l.businessname]));
  const list = users.data?.data ?? [];
  const invite = abilities.create && abilities.update ? () => setDraft({}) : undefined;
  const me = session?.user.id;
  const isOwner = useIsOwner();

  const where = (user: OrganizationUser) =>
    user.role === 'owner'
      ? 'Every location'
      : user.location_ids.map((id) => names.get(id) ?? `#${id}`).join(', ');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            Users
          </Title>
          <Text size="sm" c="dimmed">
            Your staff, the locations they work in and what they may do there.
          </Text>
        </div>
        {invite ? (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={invite}>
            Invite user
          </Button>
        ) : null}
      </Group>
      <SearchInput
        label="Search users"
        placeholder="Search by name or email"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        maw={360}
      />
      {users.isLoading ? <LoadingRows rows={4} h={44} label="Loading users" /> : null}
      {!users.isLoading && list.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconUsers size={24} />}
            title={search ? 'No users match' : 'No users yet'}
            text={
              search
                ? 'Try another name or email.'
                : 'Invite your staff: they get an email to choose their password and see only what you allow.'
            }
            action={invite && !search ? <Button onClick={invite}>Invite a user</Button> : undefined}
          />
        </Paper>
      ) : null}
      {list.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Locations</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((user) => {
                const name = user.full_name || user.email;
                // Nobody changes themselves, and only owners change owners (the server says so too).
                const locked = user.id === me || (user.role === 'owner' && !isOwner);
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={user.role === 'owner' ? 'grape' : 'blue'}>
                        {user.role === 'owner' ? 'Owner' : 'Staff'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{where(user)}</Table.Td>
                    <Table.Td>
                      <RowActions>
                        {abilities.update && !locked ? (
                          <>
                            <RowAction
                              label={`Edit ${name}`}
                              icon={<IconPencil size={16} aria-hidden />}
                              onClick={() => setDraft({ user })}
                            />
                            <RowAction
                              label={`Resend credentials to ${name}`}
                              icon={<IconMailForward size={16} aria-hidden />}
                              loading={resend.isPending && resend.variables === user.id}
                              onClick={() =>
                                confirmAction({
                                  text: `Send ${name} a new link to choose their password? The old one stops working.`,
                                  confirmLabel: 'Send',
                                  onConfirm: () => resend.mutate(user.id),
                                })
                              }
                            />
                          </>
                        ) : null}
                        {abilities.delete && !locked ? (
                          <RowAction
                            label={`Delete ${name}`}
                            danger
                            icon={<IconTrash size={16} aria-hidden />}
                            onClick={() =>
                              confirmDelete(
                                `Delete ${name}? They are signed out at once and cannot sign in again.`,
                                () => remove.mutate(user.id),
                              )
                            }
                          />
                        ) : null}
                      </RowActions>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {users.data && users.data.total > 0 ? (
        <ListFooter list={users.data} onPage={setPage} label="User pages" />
      ) : null}
      <UserDrawer draft={draft} onClose={() => setDraft(null)} />
    </Stack>
  );
}
