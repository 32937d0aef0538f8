import { buildPath } from '@coachline/contract/routes';
import {
  categoryBody,
  createWorkoutBody,
  renameWorkoutBody,
  type Workout,
} from '@coachline/contract/workouts';
import {
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { confirmDelete } from '../../ui/dialogs';
import { SelectField } from '../../ui/FormFields';
import { FormModal } from '../../ui/FormModal';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { RowAction } from '../../ui/RowActions';
import { useContractForm } from '../../ui/useContractForm';
import {
  useCreateCategory,
  useCreateWorkout,
  useDeleteCategory,
  useRenameWorkout,
  useWorkoutCategories,
} from './queries';

// A workout's short dialogs: a new one (its builder opens), a new name, and the categories.

export function CreateWorkoutModal(props: { opened: boolean; onClose: () => void }) {
  const { opened } = props;
  const navigate = useNavigate();
  const create = useCreateWorkout();
  const categories = useWorkoutCategories();
  const form = useContractForm(createWorkoutBody, {
    name: '',
    description: '',
    category_id: null,
  });
  useEffect(() => {
    if (opened) form.reset({ name: '', description: '', category_id: null });
  }, [opened, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create workout"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          onError: outcome.onError,
          onSuccess: (res) => {
            outcome.onSuccess();
            void navigate(buildPath('WorkoutEdit', { workout: res.workout.id }));
          },
        })
      }
      submitLabel="Create workout"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Workout name"
        description="Then add its blocks of exercises."
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={2000}
        error={form.formState.errors.description?.message}
        {...form.register('description')}
      />
      <SelectField
        control={form.control}
        name="category_id"
        label="Category"
        placeholder="No category"
        clearable
        data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        parse={(v) => (v ? Number(v) : null)}
      />
    </FormModal>
  );
}

export function RenameWorkoutModal(props: { workout: Workout | null; onClose: () => void }) {
  const { workout } = props;
  const rename = useRenameWorkout();
  const form = useContractForm(renameWorkoutBody, { name: '' });
  useEffect(() => {
    if (workout) form.reset({ name: workout.name });
  }, [workout, form]);
  return (
    <FormModal
      opened={workout !== null}
      onClose={props.onClose}
      title="Rename workout"
      form={form}
      send={(body, outcome) => rename.mutate({ id: workout?.id ?? 0, name: body.name }, outcome)}
      submitLabel="Rename"
      busyLabel="Renaming"
      busy={rename.isPending}
    >
      <TextInput
        label="Workout name"
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

/** The workouts' categories: how many workouts each has, a new one, and deleting one. */
export function CategoriesModal(props: { onClose: () => void }) {
  const abilities = useAbilities('workouts');
  const categories = useWorkoutCategories();
  const create = useCreateCategory();
  const remove = useDeleteCategory();
  const form = useContractForm(categoryBody, { name: '' });
  const submit = form.handleSubmit(
    (body) =>
      create.mutate(body, {
        onSuccess: () => form.reset({ name: '' }),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  const list = categories.data ?? [];
  return (
    <Modal opened onClose={props.onClose} title="Workout categories" centered>
      <Stack gap="md">
        {categories.isPending ? (
          <Text size="sm" c="dimmed">
            Loading the categories…
          </Text>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No categories yet: name one below to sort your workouts.
          </Text>
        ) : (
          <Table aria-label="Categories">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Category</Table.Th>
                <Table.Th>Workouts</Table.Th>
                <Table.Th w={40}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.workouts_count.toLocaleString('en-US')}</Table.Td>
                  <Table.Td>
                    {abilities.delete ? (
                      <RowAction
                        label={`Delete ${c.name}`}
                        icon={<IconTrash size={16} aria-hidden />}
                        danger
                        onClick={() =>
                          confirmDelete(
                            `The category ${c.name} will be deleted; its workouts stay, without a category.`,
                            () => remove.mutate(c.id),
                          )
                        }
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {abilities.create ? (
          <form onSubmit={submit} noValidate>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="New category"
                maxLength={150}
                style={{ flex: 1 }}
                error={form.formState.errors.name?.message}
                {...form.register('name')}
              />
              <Button type="submit" loading={create.isPending}>
                Add
              </Button>
            </Group>
          </form>
        ) : null}
      </Stack>
    </Modal>
  );
}
