import type { TaskListQuery } from '@coachline/contract/tasks';

// Query keys of tasks, apart from the hooks so the contact centre can name them.

export const taskKeys = {
  all: ['tasks'] as const,
  list: (query: TaskListQuery) => ['tasks', 'list', query] as const,
  details: (id: number) => ['tasks', 'details', id] as const,
  assignees: ['tasks', 'assignees'] as const,
};
