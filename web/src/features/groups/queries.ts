import { type GroupBody, groupEndpoints } from '@coachline/contract/groups';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { contactKeys } from '../contacts/keys';
import { groupKeys } from './keys';

// Groups (001 §7 Groups): named sets of contacts.

export const groupPageSize = 25;

export function useGroups(page: number, search: string, perPage = groupPageSize, enabled = true) {
  return useQuery({
    queryKey: groupKeys.list(page, search, perPage),
    queryFn: ({ signal }) =>
      api.call(
        groupEndpoints.list,
        { query: { page, per_page: perPage, search: search.trim() || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The groups a contact is a member of (up to 100, more than a contact is ever in). */
export function useContactGroups(contactId: number) {
  return useQuery({
    queryKey: groupKeys.ofContact(contactId),
    queryFn: ({ signal }) =>
      api.call(
        groupEndpoints.list,
        { query: { contact_id: contactId, page: 1, per_page: 100 } },
        { signal },
      ),
  });
}

/** A page of a group's members. */
export function groupMembersQuery(groupId: number, page: number, perPage = groupPageSize) {
  return queryOptions({
    queryKey: groupKeys.members(groupId, page, perPage),
    queryFn: ({ signal }) =>
      api.call(
        groupEndpoints.contacts,
        { query: { group_id: groupId, page, per_page: perPage } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A contact's profile counts the groups it is in. */
const groupWrites = { invalidates: [groupKeys.all, contactKeys.profiles] };

export function useSaveGroup() {
  return useMutation({
    mutationFn: ({ id, ...body }: GroupBody & { id?: number }) =>
      id
        ? api.call(groupEndpoints.edit, { params: { group: id }, body })
        : api.call(groupEndpoints.create, { body }),
    meta: groupWrites,
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useDeleteGroup() {
  return useMutation({
    mutationFn: (id: number) => api.call(groupEndpoints.remove, { params: { group: id } }),
    meta: groupWrites,
    onSuccess: (res) => toastSuccess(res.message),
  });
}
