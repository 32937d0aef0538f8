import type { Contact, ContactSelectionInput } from '@coachline/contract/contacts';
import { type GroupBody, type Group as GroupRecord, groupBody } from '@coachline/contract/groups';
import { buildPath } from '@coachline/contract/routes';
import {
  ActionIcon,
  Anchor,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserMinus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { confirmAction, confirmDelete } from '../../ui/dialogs';
import { FormModal, type SendOutcome } from '../../ui/FormModal';
import { ListPage, RecordTable } from '../../ui/ListPage';
import { LoadingRows } from '../../ui/LoadingRows';
import { useContractForm } from '../../ui/useContractForm';
import { contactName } from '../contacts/labels';
import { useBulkAction } from '../contacts/list/queries';
import { PagedContactsModal } from '../contacts/PagedContacts';
import { ContactPicker } from './ContactPicker';
import { groupMembersQuery, useDeleteGroup, useGroups, useSaveGroup } from './queries';

/** The group being created (no id) or edited. */
type GroupDraft = { id?: number; name: string; description: string };

/** Members of a group being edited, when few enough to pick in one list (edit replaces them). */
const pickableMembers = 100;

function GroupFormModal(props: { draft: GroupDraft | null; onClose: () => void }) {
  const save = useSaveGroup();
  const { draft, onClose } = props;
  const editedId = draft?.id ?? null;
  const members = useQuery({
    ...groupMembersQuery(editedId ?? 0, 1, pickableMembers),
    enabled: editedId !== null,
  });
  const form = useContractForm(groupBody, { name: '', description: '' });
  const { errors } = form.formState;
  const memberRows = editedId ? (members.data?.data ?? []) : [];
  const canPick =
    !editedId || (members.data !== undefined && members.data.total <= pickableMembers);
  const memberIds = memberRows.map((c) => c.id);
  const labels = new Map(memberRows.map((c) => [c.id, contactName(c)]));

  useEffect(() => {
    if (draft) form.reset({ name: draft.name, description: draft.description });
  }, [draft, form]);

  const send = ({ contact_ids, ...body }: GroupBody, outcome: SendOutcome) => {
    // Only a changed pick is sent: on edit, contact_ids replaces the members.
    const changed = contact_ids !== undefined && contact_ids.join() !== memberIds.join();
    save.mutate(
      { ...body, id: draft?.id, ...(changed && canPick ? { contact_ids } : {}) },
      outcome,
    );
  };

  return (
    <FormModal
      opened={draft !== null}
      onClose={onClose}
      title={editedId ? 'Edit group' : 'Create group'}
      form={form}
      send={send}
      submitLabel={editedId ? 'Save group' : 'Create group'}
      busy={save.isPending}
      size="lg"
    >
      <TextInput
        label="Name"
        maxLength={100}
        data-autofocus
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Textarea
        label="Description"
        maxLength={500}
        autosize
        minRows={2}
        error={errors.description?.message}
        {...form.register('description')}
      />
      {editedId && members.isLoading ? (
        <Skeleton h={56} />
      ) : canPick ? (
        <Controller
          control={form.control}
          name="contact_ids"
          render={({ field }) => (
            <ContactPicker
              // Remount when the members arrive so their names are known.
              key={`${editedId ?? 'new'}-${memberIds.length}`}
              label="Contacts"
              description={
                editedId
                  ? 'The contacts in this group; remove or add here.'
                  : 'Pick the contacts to start the group with; you can add more later.'
              }
              value={field.value ?? memberIds}
              onChange={field.onChange}
              labels={labels}
              error={errors.contact_ids?.message}
            />
          )}
        />
      ) : (
        <Text size="sm" c="dimmed">
          This group has more than {pickableMembers} contacts; add contacts from Members or with Add
          to group in the contact centre.
        </Text>
      )}
    </FormModal>
  );
}

/** Adds picked contacts to a group (the bulk action of the contact centre, for these ids). */
function AddMembers(props: { group: GroupRecord }) {
  const [adding, setAdding] = useState<number[]>([]);
  const bulk = useBulkAction();
  const add = () =>
    bulk.mutate(
      {
        request: { action: 'add-to-group', group_id: props.group.id },
        selection: { ids: adding },
      },
      { onSuccess: () => setAdding([]) },
    );
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>
        <ContactPicker label="Add contacts" value={adding} onChange={setAdding} />
      </div>
      <BusyButton
        busy={bulk.isPending}
        busyLabel="Adding"
        disabled={adding.length === 0}
        onClick={add}
      >
        Add
      </BusyButton>
    </Group>
  );
}

/**
 * Removes members: one from its row, or all of them by the group filter of the bulk call (no
 * ids are sent, so any size of group is one request). The contact centre filtered by the group
 * takes any other choice of members.
 */
function useRemoveMembers(group: GroupRecord) {
  const bulk = useBulkAction();
  const remove = (selection: ContactSelectionInput) =>
    bulk.mutate({ request: { action: 'remove-from-group', group_id: group.id }, selection });
  return {
    busy: bulk.isPending,
    one: (c: Contact) => remove({ ids: [c.id] }),
    all: () =>
      confirmAction({
        text: `All ${group.contacts_count} members will leave ${group.name}. The contacts themselves stay.`,
        confirmLabel: 'Remove all',
        onConfirm: () => remove({ filter: { group_id: group.id } }),
      }),
  };
}

function MemberTools(props: { group: GroupRecord; canEdit: boolean }) {
  const { group } = props;
  const remove = useRemoveMembers(group);
  return (
    <Stack gap="xs">
      {props.canEdit ? <AddMembers group={group} /> : null}
      <Group gap="xs" justify="space-between">
        <Anchor component={Link} to={`${buildPath('ContactIndex')}?group_id=${group.id}`} size="sm">
          Show the members in Contacts
        </Anchor>
        {props.canEdit && group.contacts_count > 0 ? (
          <BusyButton
            variant="subtle"
            color="red.8"
            size="compact-sm"
            busy={remove.busy}
            busyLabel="Removing"
            onClick={remove.all}
          >
            Remove all members
          </BusyButton>
        ) : null}
      </Group>
    </Stack>
  );
}

function RemoveMemberButton(props: { group: GroupRecord; contact: Contact }) {
  const remove = useRemoveMembers(props.group);
  return (
    <ActionIcon
      variant="subtle"
      color="red.8"
      aria-label={`Remove ${contactName(props.contact)} from ${props.group.name}`}
      onClick={() => remove.one(props.contact)}
      loading={remove.busy}
    >
      <IconUserMinus size={16} aria-hidden />
    </ActionIcon>
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
  const [draft, setDraft] = useState<GroupDraft | null>(null);
  const [viewing, setViewing] = useState<GroupRecord | null>(null);
  const rows = groups.data?.data ?? [];

  return (
    <ListPage
      title="Groups"
      description="Named sets of contacts, such as a class or a challenge cohort."
      noun="group"
      onCreate={abilities.create ? () => setDraft({ name: '', description: '' }) : undefined}
      search={{
        label: 'Search groups',
        placeholder: 'Search groups by name',
        value: search,
        onChange: (value) => {
          setSearch(value);
          setPage(1);
        },
      }}
      status={groups.isLoading ? 'loading' : rows.length === 0 ? 'empty' : 'ready'}
      placeholder={
        <Paper withBorder radius="md">
          <LoadingRows rows={4} h={32} p="md" label="Loading groups" />
        </Paper>
      }
      empty={{
        icon: <IconUsersGroup size={24} />,
        title: debounced ? 'No groups match' : 'No groups yet',
        text: 'Groups gather contacts you work with together, like a class or a challenge cohort.',
      }}
      paging={
        groups.data ? { list: groups.data, onPage: setPage, label: 'Group pages' } : undefined
      }
      dialogs={
        <>
          <GroupFormModal draft={draft} onClose={() => setDraft(null)} />
          <PagedContactsModal
            record={viewing}
            title={(g) => `Members of ${g.name}`}
            query={(g) => (memberPage) => groupMembersQuery(g.id, memberPage)}
            onClose={() => setViewing(null)}
            label="Group members"
            pagesLabel="Member pages"
            rowAction={
              viewing && abilities.update
                ? {
                    header: 'Remove',
                    cell: (c) => <RemoveMemberButton group={viewing} contact={c} />,
                  }
                : undefined
            }
            empty={{
              title: 'No members yet',
              text: 'Add contacts here, or choose Add to group on selected contacts in the contact centre.',
            }}
          >
            {(g) => <MemberTools group={g} canEdit={abilities.update} />}
          </PagedContactsModal>
        </>
      }
    >
      <Paper withBorder radius="md">
        <RecordTable
          label="Groups"
          rows={rows}
          busy={groups.isFetching}
          columns={[
            {
              header: 'Name',
              cell: (g) => (
                <Text fw={600} size="sm">
                  {g.name}
                </Text>
              ),
            },
            {
              header: 'Description',
              cell: (g) => (
                <Text size="sm" c={g.description ? undefined : 'dimmed'} lineClamp={2}>
                  {g.description || '—'}
                </Text>
              ),
            },
          ]}
          countLabel={(g) => `View the ${g.contacts_count} members of ${g.name}`}
          viewLabel={(g) => `Members of ${g.name}`}
          onView={setViewing}
          onEdit={
            abilities.update
              ? (g) => setDraft({ id: g.id, name: g.name, description: g.description })
              : undefined
          }
          onDelete={
            abilities.delete
              ? (g) =>
                  confirmDelete(
                    `The group ${g.name} will be deleted. Its ${g.contacts_count} contacts stay in your contacts.`,
                    () => remove.mutate(g.id),
                  )
              : undefined
          }
        />
      </Paper>
    </ListPage>
  );
}
