import { tagTypes } from '@coachline/contract/constants';
import { type Tag, type tagBody, tagEndpoints } from '@coachline/contract/tags';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { toastSuccess } from '../../ui/toast';
import { contactKeys } from '../contacts/keys';
import { tagKeys } from './keys';

// Tags (001 §7 Tags): three groups, System Tags, ID Tags and Trigger Tags (tag_type 1, 2, 3).

export type TagForm = z.input<typeof tagBody>;

/** The response's name for the tags of each type. */
const groupOfType = { 1: 'system', 2: 'id', 3: 'trigger' } as const;

/** The list's groups in spec order, keyed by the response's group names. */
export const tagGroups = tagTypes.map((t) => ({
  type: t.value,
  key: groupOfType[t.value],
  label: t.label,
}));

export function useTags(enabled = true) {
  return useQuery({
    queryKey: tagKeys.list,
    queryFn: ({ signal }) => api.call(tagEndpoints.list, {}, { signal }),
    enabled,
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

/** A tag's name and group show on every contact that has it. */
const tagWrites = { invalidates: [tagKeys.all, contactKeys.all] };

export function useSaveTag() {
  return useMutation({
    mutationFn: ({ id, ...body }: TagForm & { id?: number }) =>
      id
        ? api.call(tagEndpoints.edit, { body: { id, ...body } })
        : api.call(tagEndpoints.create, { body }),
    meta: tagWrites,
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useDeleteTag() {
  return useMutation({
    mutationFn: (id: number) => api.call(tagEndpoints.remove, { params: { tag: id } }),
    meta: tagWrites,
    onSuccess: (res) => toastSuccess(res.message),
  });
}

/** A page of the contacts that have a tag. */
export function tagContactsQuery(tagId: number, page: number) {
  return queryOptions({
    queryKey: tagKeys.contacts(tagId, page),
    queryFn: ({ signal }) =>
      api.call(tagEndpoints.contacts, { query: { tag_id: tagId, page, per_page: 25 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Tag ids for names typed into a TagInput: an existing tag of that name (any case), else a new
 * System tag made for it. The callers say what they did with the tags, so no toast here.
 */
export function useTagIdsFor() {
  const tags = useTags();
  return async (names: readonly string[]): Promise<number[]> => {
    const existing = new Map(
      (tags.data?.original ?? []).map((t: Tag) => [t.name.toLowerCase(), t.id] as const),
    );
    const ids: number[] = [];
    let created = false;
    for (const name of names) {
      const found = existing.get(name.toLowerCase());
      if (found !== undefined) {
        ids.push(found);
        continue;
      }
      const res = await api.call(tagEndpoints.create, { body: { name, tag_type: 1 } });
      existing.set(name.toLowerCase(), res.tag.id);
      ids.push(res.tag.id);
      created = true;
    }
    if (created) void queryClient.invalidateQueries({ queryKey: tagKeys.all });
    return ids;
  };
}
