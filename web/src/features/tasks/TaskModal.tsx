import { type Task, type TaskInput, taskFields } from '@coachline/contract/tasks';
import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { ToggleField } from '../../ui/FormFields';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { ContactPicker } from '../groups/ContactPicker';
import { useRefreshedSession } from '../session/sessionQuery';
import { useAssignees, useSaveTask, useTaskDetails } from './queries';

// A task, new or changed, in a modal: what to do, when (a day and time of the location), who
// does it, whether they are reminded, and the contacts it is about.

function TaskForm(props: { editing: Task | null; contactIds: number[]; onClose: () => void }) {
  const { editing } = props;
  const me = useRefreshedSession()?.user.id;
  const save = useSaveTask();
  const assignees = useAssignees();
  const form = useContractForm(taskFields, {
    title: editing?.title ?? '',
    description: editing?.description ?? '',
    due_date: editing?.due_date ?? null,
    due_time: editing?.due_time ?? null,
    assignee_id: editing ? (editing.assignee?.id ?? null) : (me ?? null),
    remind: editing?.remind ?? true,
    contact_ids: editing ? editing.contacts.map((c) => c.id) : props.contactIds,
  } satisfies TaskInput);
  const { errors } = form.formState;
  const labels = new Map(editing?.contacts.map((c) => [c.id, c.full_name || c.email || '']));
  const users = assignees.data?.data ?? [];
  return (
    <FormModal
      form={form}
      opened
      onClose={props.onClose}
      title={editing ? 'Edit task' : 'New task'}
      submitLabel={editing ? 'Save task' : 'Add task'}
      busy={save.isPending}
      size="lg"
      send={(values, outcome) => {
        if (!editing) return save.mutate({ fields: values }, outcome);
        const before = new Set(editing.contacts.map((c) => c.id));
        const after = new Set(values.contact_ids);
        const { contact_ids: _, ...fields } = values;
        save.mutate(
          {
            id: editing.id,
            fields,
            add: [...after].filter((id) => !before.has(id)),
            remove: [...before].filter((id) => !after.has(id)),
          },
          outcome,
        );
      }}
    >
      <TextInput
        label="Task"
        placeholder="Call Ann about her trial"
        aria-required
        maxLength={150}
        error={errors.title?.message}
        data-autofocus
        {...form.register('title')}
      />
      <Textarea
        label="Details"
        autosize
        minRows={2}
        maxLength={5000}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Group grow align="flex-start">
        {(['due_date', 'due_time'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <TextInput
                type={name === 'due_date' ? 'date' : 'time'}
                label={name === 'due_date' ? 'Due date' : 'Due time'}
                description={name === 'due_time' ? 'The end of the day when empty' : undefined}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.currentTarget.value || null)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </Group>
      <Controller
        control={form.control}
        name="assignee_id"
        render={({ field, fieldState }) => (
          <Select
            label="Assigned to"
            placeholder="Nobody yet"
            data={users.map((u) => ({
              value: String(u.id),
              label: u.id === me ? `${u.full_name} (me)` : u.full_name,
            }))}
            value={field.value ? String(field.value) : null}
            onChange={(v) => field.onChange(v ? Number(v) : null)}
            clearable
            searchable
            error={fieldState.error?.message}
          />
        )}
      />
      <ToggleField
        control={form.control}
        name="remind"
        kind="switch"
        label="Email a reminder when it is due"
        description="To the person it is assigned to, or to you when nobody is."
      />
      <Controller
        control={form.control}
        name="contact_ids"
        render={({ field, fieldState }) => (
          <ContactPicker
            label="About"
            value={field.value ?? []}
            onChange={field.onChange}
            labels={labels}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormModal>
  );
}

/** The modal for a new task (about `contactIds`) or for `editingId`, loaded with its contacts. */
export function TaskModal(props: {
  editingId: number | null;
  contactIds?: number[];
  onClose: () => void;
}) {
  const details = useTaskDetails(props.editingId);
  // The modal opens once the task and all its contacts are in.
  if (props.editingId !== null && !details.data) return null;
  return (
    <TaskForm
      editing={details.data?.task ?? null}
      contactIds={props.contactIds ?? []}
      onClose={props.onClose}
    />
  );
}
