import { z } from 'zod';
import { pageQuery } from './api';
import { statusMessageResponse } from './auth';
import { bulkResultResponse, contactPage, contactSelection, tagSummary } from './contacts';
import { endpoint } from './endpoint';
import { dbId, dbIdText, idArray, requiredId } from './ids';
import { plural } from './text';

// Tags (001 §7 Tags): labels of a location's contacts, in three groups (system, ID, trigger).

export const tag = tagSummary.extend({ contacts_count: z.number().int(), created_at: z.string() });
export type Tag = z.infer<typeof tag>;
export const tagBody = z.object({
  name: z.string().trim().min(1, 'The name field is required').max(100),
  tag_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
});
export const tagListResponse = z.object({
  status: z.literal(1),
  tags: z.object({ system: z.array(tag), id: z.array(tag), trigger: z.array(tag) }),
  original: z.array(tag),
});
export type TagListResponse = z.infer<typeof tagListResponse>;
export const tagResponse = z.object({ status: z.literal(1), message: z.string(), tag });
export const tagEditBody = tagBody.extend({ id: requiredId('id') });
export const tagContactsBody = z.object({
  tag_ids: idArray('Please select at least one tag', dbId),
  selection: contactSelection,
});
export const tagContactListQuery = pageQuery.extend({ tag_id: requiredId('tag_id') });

export const tagMessages = {
  saved: 'Tag has been saved successfully!',
  deleted: 'Tag has been deleted successfully!',
  added: (n: number) => `Tags have been added to ${plural(n, 'contact')} successfully!`,
  removed: (n: number) => `Tags have been removed from ${plural(n, 'contact')} successfully!`,
} as const;

const tags = { tag: 'tags' } as const;

export const tagEndpoints = {
  list: endpoint({
    ...tags,
    method: 'GET',
    path: 'tag/list',
    permission: { area: ['tags', 'contacts-center'], action: 'view' },
    response: tagListResponse,
  }),
  create: endpoint({
    ...tags,
    permission: { area: 'tags', action: 'create' },
    method: 'POST',
    path: 'tag/create',
    body: tagBody,
    response: tagResponse,
  }),
  edit: endpoint({
    ...tags,
    permission: { area: 'tags', action: 'update' },
    method: 'PATCH',
    path: 'tag/edit-tag',
    body: tagEditBody,
    response: tagResponse,
  }),
  remove: endpoint({
    ...tags,
    permission: { area: 'tags', action: 'delete' },
    method: 'DELETE',
    path: 'tag/:tag/delete',
    params: z.object({ tag: dbIdText }),
    response: statusMessageResponse,
  }),
  addToContacts: endpoint({
    ...tags,
    method: 'PATCH',
    path: 'tag/add-contact',
    permission: { area: 'contacts-center', action: 'update' },
    body: tagContactsBody,
    response: bulkResultResponse,
  }),
  removeFromContacts: endpoint({
    ...tags,
    method: 'PATCH',
    path: 'tag/remove-contact',
    permission: { area: 'contacts-center', action: 'update' },
    body: tagContactsBody,
    response: bulkResultResponse,
  }),
  contacts: endpoint({
    ...tags,
    method: 'GET',
    path: 'tag/contact-list',
    permission: { area: ['tags', 'contacts-center'], action: 'view' },
    query: tagContactListQuery,
    response: contactPage,
  }),
};
