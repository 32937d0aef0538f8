import { statusMessageResponse } from '@coachline/contract/auth';
import { contactPage, groupPage, groupResponse } from '@coachline/contract/contacts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { toastSuccess } from '../../ui/toast';

// Groups (001 §7 Groups): named sets of contacts.

export const groupKeys = {
  all: ['groups'] as const,
  list: (page: number, search: string) => ['groups', 'list', page, search] as const,
  members: (groupId: number, page: number) => ['groups', 'members', groupId, page] as const,
};

export const groupPageSize = 25;

export function useGroups(page: number, search: string, perPage = groupPageSize, enabled = true) {
  return useQuery({
    queryKey: [...groupKeys.list(page, search), perPage],
    queryFn: ({ signal }) =>
      api.get('group/lists', groupPage, {
        query: { page, per_page: perPage, search: search.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useGroupMembers(groupId: number | null, page: number, perPage = groupPageSize) {
  return useQuery({
    queryKey: [...groupKeys.members(groupId ?? 0, page), perPage],
    queryFn: ({ signal }) =>
      api.get('group/contact-list', contactPage, {
        query: { group_id: groupId ?? 0, page, per_page: perPage },
        signal,
      }),
    enabled: groupId !== null,
    placeholderData: keepPreviousData,
  });
}

export type GroupForm = { name: string; description: string; contact_ids?: number[] };

function refresh(): void {
  void queryClient.invalidateQueries({ queryKey: groupKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['contacts', 'profile'] });
}

export function useSaveGroup() {
  return useMutation({
    mutationFn: (v: GroupForm & { id?: number }) => {
      const { id, ...body } = v;
      return id
        ? api.post(`group/${id}/edit-group`, groupResponse, { body })
        : api.post('group/create-group', groupResponse, { body });
    },
    onSuccess: (res) => {
      toastSuccess(res.message);
      refresh();
    },
  });
}

export function useDeleteGroup() {
  return useMutation({
    mutationFn: (id: number) => api.delete(`group/${id}/delete`, statusMessageResponse),
    onSuccess: (res) => {
      toastSuccess(res.message);
      refresh();
    },
  });
}
