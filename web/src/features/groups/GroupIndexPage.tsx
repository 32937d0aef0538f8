import type { Group as GroupRecord } from '@coachline/contract/contacts';
import { can } from '@coachline/contract/permissions';
import { buildPath } from '@coachline/contract/routes';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/client';
import { useSession } from '../../app/session';
import { BusyButton } from '../../ui/BusyButton';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { contactName } from '../contacts/labels';
import { useBulkAction } from '../contacts/queries';
import { ContactPicker } from './ContactPicker';
import { useDeleteGroup, useGroupMembers, useGroups, useSaveGroup } from './queries';

type Editing = { id?: number; name: string; description: string } | null;

function useGroupAbilities() {
  const session = useSession((s) => s.session);
  if (!session) return { create: false, update: false, delete: false };
  const subject = {
    company_id: session.user.company_id,
    location_id: session.user.location_id,
    is_company_location: session.user.is_company_location,
    permissions: session.permissions,
  };
  return {
    create: can(subject, 'create', 'groups'),
    update: can(subject, 'update', 'groups'),
    delete: can(subject, 'delete', 'groups'),
  };
}

/** Members of a group being edited, when few enough to pick in one list (edit replaces them). */
const pickableMembers = 100;

function GroupFormModal(props: { editing: Editing; onClose: () => void }) {
  const save = useSaveGroup();
  const { editing } = props;
  const members = useGroupMembers(editing?.id ?? null, 1, pickableMembers);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [contactIds, setContactIds] = useState<number[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const memberRows = editing?.id ? members.data?.data : [];
  const canPick =
    !editing?.id || (members.data !== undefined && members.data.total <= pickableMembers);
  const memberIds = (memberRows ?? []).map((c) => c.id);
  const picked = contactIds ?? memberIds;
  const labels = new Map((memberRows ?? []).map((c) => [c.id, contactName(c)]));

  useEffect(() => {
    setName(editing?.name ?? '');
    setDescription(editing?.description ?? '');
    setContactIds(null);
    setErrors({});
  }, [editing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: 'The name field is required' });
      return;
    }
    // Only a changed pick is sent: on edit, contact_ids replaces the members.
    const changed = contactIds !== null && contactIds.join() !== memberIds.join();
    save.mutate(
      {
        ...(editing?.id ? { id: editing.id } : {}),
        name: name.trim(),
        description: description.trim(),
        ...(changed && canPick ? { contact_ids: contactIds ?? [] } : {}),
      },
      {
        onSuccess: props.onClose,
        onError: (e) => setErrors(isApiError(e) ? e.fieldErrors : {}),
      },
    );
  };

  return (
    <Modal
      opened={editing !== null}
      onClose={props.onClose}
      title={editing?.id ? 'Edit group' : 'Create group'}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            name="name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            data-autofocus
          />
          <Textarea
            label="Description"
            name="description"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
            maxLength={500}
            autosize
            minRows={2}
          />
          {editing?.id && members.isLoading ? (
            <Skeleton h={56} />
          ) : canPick ? (
            <ContactPicker
              // Remount when the members arrive so their names are known.
              key={`${editing?.id ?? 'new'}-${memberIds.length}`}
              label="Contacts"
              description={
                editing?.id
                  ? 'The contacts in this group; remove or add here.'
                  : 'Pick the contacts to start the group with; you can add more later.'
              }
              value={picked}
              onChange={setContactIds}
              labels={labels}
              error={errors.contact_ids}
            />
          ) : (
            <Text size="sm" c="dimmed">
              This group has more than {pickableMembers} contacts; add contacts from Members or with
              Add to group in the contact centre.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={save.isPending} busyLabel="Saving">
              {editing?.id ? 'Save group' : 'Create group'}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function MembersModal(props: { group: GroupRecord | null; canEdit: boolean; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<number[]>([]);
  const members = useGroupMembers(props.group?.id ?? null, page);
  const bulk = useBulkAction();
  useEffect(() => {
    if (props.group) {
      setPage(1);
      setAdding([]);
    }
  }, [props.group]);
  const rows = members.data?.data ?? [];

  return (
    <Modal
      opened={props.group !== null}
      onClose={props.onClose}
      title={props.group ? `Members of ${props.group.name}` : ''}
      size="lg"
      centered
    >
      <Stack gap="md">
        {props.canEdit && props.group ? (
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <ContactPicker label="Add contacts" value={adding} onChange={setAdding} />
            </div>
            <BusyButton
              busy={bulk.isPending}
              busyLabel="Adding"
              disabled={adding.length === 0}
              onClick={() =>
                props.group &&
                bulk.mutate(
                  {
                    request: { action: 'add-to-group', group_id: props.group.id },
                    selection: { ids: adding },
                  },
                  { onSuccess: () => setAdding([]) },
                )
              }
            >
              Add
            </BusyButton>
          </Group>
        ) : null}
        {members.isLoading ? (
          <Stack gap="xs" aria-busy="true">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} h={28} />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<IconUsers size={24} />}
            title="No members yet"
            text="Add contacts here, or choose Add to group on selected contacts in the contact centre."
          />
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing={6} aria-label="Group members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Phone</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={buildPath('ContactProfile', { id: c.id })}
                        size="sm"
                      >
                        {contactName(c)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{c.email ?? '—'}</Table.Td>
                    <Table.Td>{c.number ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {members.data ? (
          <ListFooter
            page={members.data.current_page}
            lastPage={members.data.last_page}
            perPage={members.data.per_page}
            total={members.data.total}
            onPage={setPage}
            label="Member pages"
          />
        ) : null}
      </Stack>
    </Modal>
  );
}

/** Groups (001 §2, §7 Groups): search, counts, create/edit, delete and members. */
export function GroupIndexPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 350);
  const groups = useGroups(page, debounced);
  const remove = useDeleteGroup();
  const abilities = useGroupAbilities();
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<GroupRecord | null>(null);
  const rows = groups.data?.data ?? [];

  const onDelete = (g: GroupRecord) =>
    confirmAction({
      text: `The group ${g.name} will be deleted. Its ${g.contacts_count} contacts stay in your contacts.`,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutate(g.id),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            Groups
          </Title>
          <Text size="sm" c="dimmed">
            Named sets of contacts, such as a class or a challenge cohort.
          </Text>
        </div>
        {abilities.create ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ name: '', description: '' })}
          >
            Create group
          </Button>
        ) : null}
      </Group>
      <TextInput
        type="search"
        aria-label="Search groups"
        placeholder="Search groups by name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      <Paper withBorder radius="md">
        {groups.isLoading ? (
          <Stack gap="xs" p="md" aria-busy="true" aria-label="Loading groups">
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} h={32} />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<IconUsersGroup size={24} />}
            title={debounced ? 'No groups match' : 'No groups yet'}
            text="Groups gather contacts you work with together, like a class or a challenge cohort."
            action={
              abilities.create && !debounced ? (
                <Button onClick={() => setEditing({ name: '', description: '' })}>
                  Create your first group
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table
              verticalSpacing={8}
              highlightOnHover
              aria-label="Groups"
              aria-busy={groups.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Contacts</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((g) => (
                  <Table.Tr key={g.id}>
                    <Table.Td fw={600}>{g.name}</Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        c={g.description ? undefined : 'dimmed'}
                        lineClamp={2}
                        maw={320}
                      >
                        {g.description || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => setViewing(g)}
                        aria-label={`View the ${g.contacts_count} members of ${g.name}`}
                      >
                        {g.contacts_count.toLocaleString('en-US')}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      <DateTime value={g.created_at} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={2} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Members of ${g.name}`}
                          onClick={() => setViewing(g)}
                        >
                          <IconUsers size={16} aria-hidden />
                        </ActionIcon>
                        {abilities.update ? (
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${g.name}`}
                            onClick={() =>
                              setEditing({ id: g.id, name: g.name, description: g.description })
                            }
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        ) : null}
                        {abilities.delete ? (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${g.name}`}
                            onClick={() => onDelete(g)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {groups.data && groups.data.total > 0 ? (
        <ListFooter
          page={groups.data.current_page}
          lastPage={groups.data.last_page}
          perPage={groups.data.per_page}
          total={groups.data.total}
          onPage={setPage}
          label="Group pages"
        />
      ) : null}
      <GroupFormModal editing={editing} onClose={() => setEditing(null)} />
      <MembersModal group={viewing} canEdit={abilities.update} onClose={() => setViewing(null)} />
    </Stack>
  );
}
