import { buildPath } from '@coachline/contract/routes';
import type { Task, TaskListQuery } from '@coachline/contract/tasks';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { EditDeleteActions } from '../../ui/RowActions';
import { SearchInput } from '../../ui/SearchInput';
import { useRefreshedSession } from '../session/sessionQuery';
import { useAssignees, useDeleteTask, useSetTaskDone, useTasks } from './queries';
import { TaskModal } from './TaskModal';

// A list of tasks with its filters (open, done or all; whose; words), each task ticked done in
// place, edited in a modal and deleted after a confirmation. The Tasks page shows every task;
// a contact's profile those about the contact.

const dueFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** When a task is due, in the location's calendar as it was set: "Thu, 3 Dec 2026 · 14:30". */
export function dueLabel(task: Pick<Task, 'due_date' | 'due_time'>) {
  if (!task.due_date) return null;
  const day = dueFormat.format(new Date(`${task.due_date}T00:00:00Z`));
  return task.due_time ? `${day} · ${task.due_time}` : day;
}

function TaskRow(props: {
  task: Task;
  canUpdate: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { task } = props;
  const setDone = useSetTaskDone();
  const due = dueLabel(task);
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={task.title}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox
          mt={2}
          aria-label={task.done ? `Reopen ${task.title}` : `Mark ${task.title} as done`}
          checked={task.done}
          disabled={!props.canUpdate || setDone.isPending}
          onChange={(e) => setDone.mutate({ id: task.id, done: e.currentTarget.checked })}
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text
            fw={500}
            td={task.done ? 'line-through' : undefined}
            c={task.done ? 'dimmed' : undefined}
          >
            {task.title}
          </Text>
          {task.description && (
            <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
              {task.description}
            </Text>
          )}
          <Group gap="xs">
            {due && (
              <Text size="xs" c={task.overdue ? 'red.8' : 'dimmed'} fw={task.overdue ? 600 : 400}>
                {task.overdue ? `Overdue · ${due}` : `Due ${due}`}
              </Text>
            )}
            {task.assignee && (
              <Text size="xs" c="dimmed">
                {due ? '· ' : ''}
                {task.assignee.full_name}
              </Text>
            )}
          </Group>
          {task.contacts_count > 0 && (
            <Group gap={6}>
              {task.contacts.map((c) => (
                <Badge
                  key={c.id}
                  variant="light"
                  size="sm"
                  component={Link}
                  to={buildPath('ContactProfile', { id: c.id })}
                  style={{ cursor: 'pointer' }}
                >
                  {c.full_name || c.email || `Contact ${c.id}`}
                </Badge>
              ))}
              {task.contacts_count > task.contacts.length && (
                <Text size="xs" c="dimmed">
                  and {task.contacts_count - task.contacts.length} more
                </Text>
              )}
            </Group>
          )}
        </Stack>
        {props.canUpdate && (
          <EditDeleteActions name={task.title} onEdit={props.onEdit} onDelete={props.onDelete} />
        )}
      </Group>
    </Paper>
  );
}

export function TaskList(props: {
  /** Only the tasks about this contact; new tasks are about them. */
  contactId?: number;
  emptyText: string;
}) {
  const me = useRefreshedSession()?.user.id;
  const canUpdate = useAbilities('contacts-center').update;
  const [status, setStatus] = useState<'open' | 'done' | 'all'>('open');
  const [assignee, setAssignee] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query: TaskListQuery = {
    status,
    page,
    per_page: 25,
    ...(debounced ? { search: debounced } : {}),
    ...(assignee ? { assignee_id: Number(assignee) } : {}),
    ...(props.contactId ? { contact_id: props.contactId } : {}),
  };
  const tasks = useTasks(query);
  const assignees = useAssignees();
  const remove = useDeleteTask();
  const [modal, setModal] = useState<{ editingId: number | null } | null>(null);
  const filtered = status !== 'open' || assignee !== null || debounced !== '';

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <SegmentedControl
            aria-label="Which tasks"
            size="xs"
            data={[
              { value: 'open', label: 'Open' },
              { value: 'done', label: 'Done' },
              { value: 'all', label: 'All' },
            ]}
            value={status}
            onChange={(v) => {
              setStatus(v as typeof status);
              setPage(1);
            }}
          />
          <Select
            aria-label="Assigned to"
            placeholder="Anyone"
            size="xs"
            w={180}
            clearable
            data={(assignees.data?.data ?? []).map((u) => ({
              value: String(u.id),
              label: u.id === me ? `${u.full_name} (me)` : u.full_name,
            }))}
            value={assignee}
            onChange={(v) => {
              setAssignee(v);
              setPage(1);
            }}
          />
          {!props.contactId && (
            <SearchInput
              label="Search tasks"
              placeholder="Search tasks"
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
              maw={220}
            />
          )}
        </Group>
        {canUpdate && (
          <Button
            size={props.contactId ? 'xs' : 'sm'}
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setModal({ editingId: null })}
          >
            New task
          </Button>
        )}
      </Group>
      {tasks.isPending ? (
        <LoadingRows rows={3} h={64} label="Loading the tasks" />
      ) : tasks.isError ? (
        <Group>
          <Text size="sm" c="red">
            The tasks could not be loaded.
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void tasks.refetch()}>
            Try again
          </Button>
        </Group>
      ) : tasks.data.data.length === 0 ? (
        <EmptyState
          icon={<IconChecklist size={24} />}
          title={filtered ? 'No tasks match' : 'No open tasks'}
          text={filtered ? 'Try another filter.' : props.emptyText}
        />
      ) : (
        <>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {tasks.data.data.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                canUpdate={canUpdate}
                onEdit={() => setModal({ editingId: task.id })}
                onDelete={() =>
                  confirmDelete(`Delete the task “${task.title}”?`, () => remove.mutate(task.id))
                }
              />
            ))}
          </Stack>
          {tasks.data.last_page > 1 && (
            <ListFooter list={tasks.data} onPage={setPage} label="Task pages" />
          )}
        </>
      )}
      {modal && (
        <TaskModal
          key={modal.editingId ?? 'new'}
          editingId={modal.editingId}
          contactIds={props.contactId ? [props.contactId] : []}
          onClose={() => setModal(null)}
        />
      )}
      {!props.contactId && (
        <Text size="xs" c="dimmed">
          Add contacts to a task in bulk from the{' '}
          <Anchor component={Link} to={buildPath('ContactIndex')} size="xs" underline="always">
            contact centre
          </Anchor>
          ’s selection bar.
        </Text>
      )}
    </Stack>
  );
}
