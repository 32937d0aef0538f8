import type { Tag } from '@coachline/contract/contacts';
import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTag } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { isApiError } from '../../api/client';
import { type Abilities, useAbilities } from '../../app/abilities';
import { FormActions } from '../../ui/BusyButton';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { CountButton, ManageActions } from '../../ui/RowActions';
import { PagedContacts } from '../contacts/PagedContacts';
import {
  type TagType,
  tagGroups,
  useDeleteTag,
  useSaveTag,
  useTagContacts,
  useTags,
} from './queries';

type Editing = { id?: number; name: string; tag_type: TagType } | null;

function TagFormModal(props: { editing: Editing; onClose: () => void }) {
  const save = useSaveTag();
  const [name, setName] = useState('');
  const [type, setType] = useState<TagType>(1);
  const [error, setError] = useState<string | undefined>();
  const { editing } = props;

  useEffect(() => {
    setName(editing?.name ?? '');
    setType(editing?.tag_type ?? 1);
    setError(undefined);
  }, [editing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('The name field is required');
      return;
    }
    save.mutate(
      { ...(editing?.id ? { id: editing.id } : {}), name: name.trim(), tag_type: type },
      {
        onSuccess: props.onClose,
        onError: (e) =>
          setError(
            isApiError(e) ? (e.fieldErrors.name ?? Object.values(e.fieldErrors)[0]) : undefined,
          ),
      },
    );
  };

  return (
    <Modal
      opened={editing !== null}
      onClose={props.onClose}
      title={editing?.id ? 'Edit tag' : 'Create tag'}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            name="name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            maxLength={100}
            data-autofocus
          />
          <Radio.Group
            label="Group"
            value={String(type)}
            onChange={(v) => setType(Number(v) as TagType)}
            name="tag_type"
          >
            <Stack gap={6} mt="xs">
              {tagGroups.map((g) => (
                <Radio key={g.type} value={String(g.type)} label={g.label} />
              ))}
            </Stack>
          </Radio.Group>
          <FormActions onCancel={props.onClose} busy={save.isPending}>
            {editing?.id ? 'Save tag' : 'Create tag'}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}

function TagContactsModal(props: { tag: Tag | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const list = useTagContacts(props.tag?.id ?? null, page);
  useEffect(() => {
    if (props.tag) setPage(1);
  }, [props.tag]);
  return (
    <Modal
      opened={props.tag !== null}
      onClose={props.onClose}
      title={props.tag ? `Contacts tagged ${props.tag.name}` : ''}
      size="lg"
      centered
    >
      <Stack gap="md">
        <PagedContacts
          list={list}
          onPage={setPage}
          label="Tagged contacts"
          pagesLabel="Tagged contact pages"
          empty={{
            title: 'No contacts with this tag',
            text: "Add the tag to contacts from the contact centre or a contact's profile.",
          }}
        />
      </Stack>
    </Modal>
  );
}

function TagTable(props: {
  tags: readonly Tag[];
  abilities: Abilities;
  onView: (t: Tag) => void;
  onEdit: (t: Tag) => void;
  onDelete: (t: Tag) => void;
  label: string;
}) {
  if (props.tags.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        No tags in this group yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={6} aria-label={props.label} highlightOnHover layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="45%">Name</Table.Th>
            <Table.Th w="15%">Contacts</Table.Th>
            <Table.Th w="20%">Created</Table.Th>
            <Table.Th w="20%">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.tags.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>
                <Badge variant="light" size="lg" style={{ textTransform: 'none' }}>
                  {t.name}
                </Badge>
              </Table.Td>
              <Table.Td>
                <CountButton
                  count={t.contacts_count}
                  label={`View the ${t.contacts_count} contacts tagged ${t.name}`}
                  onClick={() => props.onView(t)}
                />
              </Table.Td>
              <Table.Td>
                <DateTime value={t.created_at} />
              </Table.Td>
              <Table.Td>
                <ManageActions
                  name={t.name}
                  viewLabel={`View contacts of ${t.name}`}
                  onView={() => props.onView(t)}
                  onEdit={props.abilities.update ? () => props.onEdit(t) : undefined}
                  onDelete={props.abilities.delete ? () => props.onDelete(t) : undefined}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Tags (001 §2, §7): the three groups with counts; create, edit, delete, view contacts. */
export function TagIndexPage() {
  const tags = useTags();
  const remove = useDeleteTag();
  const abilities = useAbilities('tags');
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Tag | null>(null);
  const data = tags.data;
  const total = data?.original.length ?? 0;

  const onDelete = (t: Tag) =>
    confirmAction({
      text: `The tag ${t.name} will be deleted and removed from its ${t.contacts_count} contacts. The contacts stay.`,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutate(t.id),
    });

  return (
    <Stack gap="md">
      <PageHeader
        title="Tags"
        description="Label contacts to find them, filter them and start automations."
        action={
          abilities.create ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ name: '', tag_type: 1 })}
            >
              Create tag
            </Button>
          ) : null
        }
      />

      {tags.isLoading ? (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={200} radius="md" />
          ))}
        </SimpleGrid>
      ) : total === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconTag size={24} />}
            title="No tags yet"
            text="Tags label contacts (“Paid in full”, “Morning class”) so you can filter and message them together."
            action={
              abilities.create ? (
                <Button onClick={() => setEditing({ name: '', tag_type: 1 })}>
                  Create your first tag
                </Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <Stack gap="md">
          {tagGroups.map((g) => {
            const list = data?.tags[g.key] ?? [];
            return (
              <Paper
                key={g.key}
                withBorder
                radius="md"
                p="md"
                component="section"
                aria-labelledby={`tags-${g.key}`}
              >
                <Group justify="space-between" mb="xs">
                  <Group gap="xs">
                    <Title order={2} size="h4" id={`tags-${g.key}`}>
                      {g.label}
                    </Title>
                    <Badge variant="light" color="gray" aria-label={`${list.length} tags`}>
                      {list.length}
                    </Badge>
                  </Group>
                  {abilities.create ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      onClick={() => setEditing({ name: '', tag_type: g.type })}
                      aria-label={`Create a tag in ${g.label}`}
                    >
                      Add
                    </Button>
                  ) : null}
                </Group>
                <TagTable
                  tags={list}
                  abilities={abilities}
                  label={g.label}
                  onView={setViewing}
                  onEdit={(t) =>
                    setEditing({ id: t.id, name: t.name, tag_type: t.tag_type as TagType })
                  }
                  onDelete={onDelete}
                />
              </Paper>
            );
          })}
        </Stack>
      )}
      <TagFormModal editing={editing} onClose={() => setEditing(null)} />
      <TagContactsModal tag={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
