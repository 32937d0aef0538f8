import { Stack } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader';
import { TaskList } from './TaskList';

// Tasks (002 §3 Task, issue 15 §5): the location's to-dos about contacts, soonest due first.

export function TasksPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Tasks"
        description="Calls to make and check-ins to do, each about contacts, with a due time and someone to do it."
      />
      <TaskList emptyText="Plan a call or a check-in: the person it is assigned to gets an email when it is due." />
    </Stack>
  );
}
