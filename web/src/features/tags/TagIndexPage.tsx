import { type Tag, tagBody } from '@coachline/contract/tags';
import {
  Badge,
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTag } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { confirmDelete } from '../../ui/dialogs';
import { FormModal } from '../../ui/FormModal';
import { ListPage, RecordTable } from '../../ui/ListPage';
import { useContractForm } from '../../ui/useContractForm';
import { PagedContactsModal } from '../contacts/PagedContacts';
import {
  type TagForm,
  tagContactsQuery,
  tagGroups,
  useDeleteTag,
  useSaveTag,
  useTags,
} from './queries';

/** The tag being created (no id) or edited. */
type TagDraft = TagForm & { id?: number };

function TagFormModal(props: { draft: TagDraft | null; onClose: () => void }) {
  const save = useSaveTag();
  const { draft, onClose } = props;
  const form = useContractForm(tagBody, { name: '', tag_type: 1 });
  const { errors } = form.formState;

  useEffect(() => {
    if (draft) form.reset({ name: draft.name, tag_type: draft.tag_type });
  }, [draft, form]);

  return (
    <FormModal
      opened={draft !== null}
      onClose={onClose}
      title={draft?.id ? 'Edit tag' : 'Create tag'}
      form={form}
      send={(body, outcome) => save.mutate({ ...body, id: draft?.id }, outcome)}
      submitLabel={draft?.id ? 'Save tag' : 'Create tag'}
      busy={save.isPending}
    >
      <TextInput
        label="Name"
        maxLength={100}
        data-autofocus
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="tag_type"
        render={({ field }) => (
          <Radio.Group
            label="Group"
            name={field.name}
            value={String(field.value)}
            onChange={(v) => field.onChange(Number(v))}
            error={errors.tag_type?.message}
          >
            <Stack gap={6} mt="xs">
              {tagGroups.map((g) => (
                <Radio key={g.type} value={String(g.type)} label={g.label} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </FormModal>
  );
}

/** Tags (001 §2, §7): the three groups with counts; create, edit, delete, view contacts. */
export function TagIndexPage() {
  const tags = useTags();
  const remove = useDeleteTag();
  const abilities = useAbilities('tags');
  const [draft, setDraft] = useState<TagDraft | null>(null);
  const [viewing, setViewing] = useState<Tag | null>(null);
  const data = tags.data;
  const create = (tag_type: TagForm['tag_type']) => setDraft({ name: '', tag_type });

  return (
    <ListPage
      title="Tags"
      description="Label contacts to find them, filter them and start automations."
      noun="tag"
      onCreate={abilities.create ? () => create(1) : undefined}
      status={tags.isLoading ? 'loading' : data?.original.length ? 'ready' : 'empty'}
      placeholder={
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={200} radius="md" />
          ))}
        </SimpleGrid>
      }
      empty={{
        icon: <IconTag size={24} />,
        title: 'No tags yet',
        text: 'Tags label contacts (“Paid in full”, “Morning class”) so you can filter and message them together.',
      }}
      dialogs={
        <>
          <TagFormModal draft={draft} onClose={() => setDraft(null)} />
          <PagedContactsModal
            record={viewing}
            title={(t) => `Contacts tagged ${t.name}`}
            query={(t) => (page) => tagContactsQuery(t.id, page)}
            onClose={() => setViewing(null)}
            label="Tagged contacts"
            pagesLabel="Tagged contact pages"
            empty={{
              title: 'No contacts with this tag',
              text: "Add the tag to contacts from the contact centre or a contact's profile.",
            }}
          />
        </>
      }
    >
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
                  onClick={() => create(g.type)}
                  aria-label={`Add a tag to ${g.label}`}
                >
                  Add
                </Button>
              ) : null}
            </Group>
            {list.length === 0 ? (
              <Text size="sm" c="dimmed" py="xs">
                No tags in this group yet.
              </Text>
            ) : (
              <RecordTable
                label={g.label}
                rows={list}
                columns={[
                  {
                    header: 'Name',
                    cell: (t) => (
                      <Badge variant="light" size="lg" style={{ textTransform: 'none' }}>
                        {t.name}
                      </Badge>
                    ),
                  },
                ]}
                countLabel={(t) => `View the ${t.contacts_count} contacts tagged ${t.name}`}
                viewLabel={(t) => `View contacts of ${t.name}`}
                onView={setViewing}
                onEdit={
                  abilities.update
                    ? (t) =>
                        setDraft({
                          id: t.id,
                          name: t.name,
                          tag_type: t.tag_type as TagForm['tag_type'],
                        })
                    : undefined
                }
                onDelete={
                  abilities.delete
                    ? (t) =>
                        confirmDelete(
                          `The tag ${t.name} will be deleted and removed from its ${t.contacts_count} contacts. The contacts stay.`,
                          () => remove.mutate(t.id),
                        )
                    : undefined
                }
              />
            )}
          </Paper>
        );
      })}
    </ListPage>
  );
}
