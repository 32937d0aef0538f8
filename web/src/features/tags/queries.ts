import { statusMessageResponse } from '@coachline/contract/auth';
import type { tagTypes } from '@coachline/contract/constants';
import { contactPage, type Tag, tagListResponse, tagResponse } from '@coachline/contract/contacts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { toastSuccess } from '../../ui/toast';

// Tags (001 §7 Tags): three groups, System Tags, ID Tags and Trigger Tags (tag_type 1, 2, 3).

export type TagType = (typeof tagTypes)[number]['value'];

export const tagKeys = {
  all: ['tags'] as const,
  list: ['tags', 'list'] as const,
  contacts: (tagId: number, page: number) => ['tags', 'contacts', tagId, page] as const,
};

/** The list's groups in spec order, keyed by the response's group names. */
export const tagGroups = [
  { type: 1, key: 'system', label: 'System Tags' },
  { type: 2, key: 'id', label: 'ID Tags' },
  { type: 3, key: 'trigger', label: 'Trigger Tags' },
] as const;

export function useTags() {
  return useQuery({
    queryKey: tagKeys.list,
    queryFn: ({ signal }) => api.get('tag/list', tagListResponse, { signal }),
  });
}

/** Every tag of the account by name, for pickers and filters. */
export function useTagOptions(): { value: string; label: string }[] {
  const tags = useTags();
  return (tags.data?.original ?? [])
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t: Tag) => ({ value: String(t.id), label: t.name }));
}

function refresh(): void {
  void queryClient.invalidateQueries({ queryKey: tagKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['contacts'] });
}

export function useSaveTag() {
  return useMutation({
    mutationFn: (v: { id?: number; name: string; tag_type: TagType }) =>
      v.id
        ? api.patch('tag/edit-tag', tagResponse, { body: v })
        : api.post('tag/create', tagResponse, { body: { name: v.name, tag_type: v.tag_type } }),
    onSuccess: (res) => {
      toastSuccess(res.message);
      refresh();
    },
  });
}

export function useDeleteTag() {
  return useMutation({
    mutationFn: (id: number) => api.delete(`tag/${id}/delete`, statusMessageResponse),
    onSuccess: (res) => {
      toastSuccess(res.message);
      refresh();
    },
  });
}

export function useTagContacts(tagId: number | null, page: number) {
  return useQuery({
    queryKey: tagKeys.contacts(tagId ?? 0, page),
    queryFn: ({ signal }) =>
      api.get('tag/contact-list', contactPage, {
        query: { tag_id: tagId ?? 0, page, per_page: 25 },
        signal,
      }),
    enabled: tagId !== null,
    placeholderData: keepPreviousData,
  });
}
