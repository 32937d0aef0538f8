import type { Group as GroupRecord } from '@coachline/contract/contacts';
import {
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
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { isApiError } from '../../api/client';
import { useAbilities } from '../../app/abilities';
import { BusyButton, FormActions } from '../../ui/BusyButton';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { PageHeader } from '../../ui/PageHeader';
import { CountButton, ManageActions } from '../../ui/RowActions';
import { SearchInput } from '../../ui/SearchInput';
import { contactName } from '../contacts/labels';
import { PagedContacts } from '../contacts/PagedContacts';
import { useBulkAction } from '../contacts/queries';
import { ContactPicker } from './ContactPicker';
import { useDeleteGroup, useGroupMembers, useGroups, useSaveGroup } from './queries';

type Editing = { id?: number; name: string; description: string } | null;

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
          <FormActions onCancel={props.onClose} busy={save.isPending}>
            {editing?.id ? 'Save group' : 'Create group'}
          </FormActions>
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
        <PagedContacts
          list={members}
          onPage={setPage}
          label="Group members"
          pagesLabel="Member pages"
          empty={{
            title: 'No members yet',
            text: 'Add contacts here, or choose Add to group on selected contacts in the contact centre.',
          }}
        />
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
  const abilities = useAbilities('groups');
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
      <PageHeader
        title="Groups"
        description="Named sets of contacts, such as a class or a challenge cohort."
        action={
          abilities.create ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ name: '', description: '' })}
            >
              Create group
            </Button>
          ) : null
        }
      />
      <SearchInput
        label="Search groups"
        placeholder="Search groups by name"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        maw={420}
      />
      <Paper withBorder radius="md">
        {groups.isLoading ? (
          <LoadingRows rows={4} h={32} p="md" label="Loading groups" />
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
                      <CountButton
                        count={g.contacts_count}
                        label={`View the ${g.contacts_count} members of ${g.name}`}
                        onClick={() => setViewing(g)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <DateTime value={g.created_at} />
                    </Table.Td>
                    <Table.Td>
                      <ManageActions
                        name={g.name}
                        viewLabel={`Members of ${g.name}`}
                        onView={() => setViewing(g)}
                        onEdit={
                          abilities.update
                            ? () =>
                                setEditing({ id: g.id, name: g.name, description: g.description })
                            : undefined
                        }
                        onDelete={abilities.delete ? () => onDelete(g) : undefined}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {groups.data && groups.data.total > 0 ? (
        <ListFooter list={groups.data} onPage={setPage} label="Group pages" />
      ) : null}
      <GroupFormModal editing={editing} onClose={() => setEditing(null)} />
      <MembersModal group={viewing} canEdit={abilities.update} onClose={() => setViewing(null)} />
    </Stack>
  );
}
