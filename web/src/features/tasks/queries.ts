import type { ContactSelectionInput } from '@coachline/contract/contacts';
import {
  type TaskInput,
  type TaskListQuery,
  taskEndpoints,
  type UpdateTaskBody,
} from '@coachline/contract/tasks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { taskKeys } from './keys';

// Tasks (the task endpoints): the lists, the users to assign, and the writes, each refreshing
// every list.

export function useTasks(query: TaskListQuery, enabled = true) {
  return useQuery({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => api.call(taskEndpoints.listAll, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTaskDetails(id: number | null) {
  return useQuery({
    queryKey: taskKeys.details(id ?? 0),
    queryFn: ({ signal }) =>
      api.call(taskEndpoints.details, { params: { task: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

export function useAssignees(enabled = true) {
  return useQuery({
    queryKey: taskKeys.assignees,
    queryFn: ({ signal }) => api.call(taskEndpoints.assignees, {}, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

const invalidates = { invalidates: [taskKeys.all] };

/** Adds the selected contacts to a task, or removes them. */
const changeContacts = (
  action: 'add' | 'remove',
  taskId: number,
  selection: ContactSelectionInput,
) => {
  const body = { task_id: taskId, selection };
  return action === 'add'
    ? api.call(taskEndpoints.addContact, { body })
    : api.call(taskEndpoints.removeContact, { body });
};
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

/** A task's change: its fields, then the contacts added and removed. */
export type TaskSave =
  | { id?: undefined; fields: TaskInput }
  | { id: number; fields: UpdateTaskBody; add: number[]; remove: number[] };

export function useSaveTask() {
  return useMutation({
    mutationFn: async (save: TaskSave) => {
      if (save.id === undefined) return api.call(taskEndpoints.create, { body: save.fields });
      const saved = await api.call(taskEndpoints.update, {
        params: { task: save.id },
        body: save.fields,
      });
      if (save.add.length > 0) await changeContacts('add', save.id, { ids: save.add });
      if (save.remove.length > 0) await changeContacts('remove', save.id, { ids: save.remove });
      return saved;
    },
    meta: invalidates,
    onSuccess: toastMessage,
  });
}

export function useSetTaskDone() {
  return useMutation({
    mutationFn: (v: { id: number; done: boolean }) =>
      api.call(taskEndpoints.done, { params: { task: v.id }, body: { done: v.done } }),
    meta: invalidates,
    onSuccess: toastMessage,
  });
}

export function useDeleteTask() {
  return useMutation({
    mutationFn: (id: number) => api.call(taskEndpoints.delete, { params: { task: id } }),
    meta: invalidates,
    onSuccess: toastMessage,
  });
}
