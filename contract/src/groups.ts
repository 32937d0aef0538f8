import { z } from 'zod';
import { pageQuery, paginated } from './api';
import { statusMessageResponse } from './auth';
import { bulkResultResponse, contactPage, contactSelection } from './contacts';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText, requiredId } from './ids';
import { plural } from './text';

// Groups (001 §7 Groups): named sets of a location's contacts, and of its staff.

export const group = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  contacts_count: z.number().int(),
  created_at: z.string(),
});
export type Group = z.infer<typeof group>;
export const groupBody = z.object({
  name: z.string().trim().min(1, 'The name field is required').max(100),
  description: z.string().trim().max(500).default(''),
  contact_ids: z.array(contactDbId).max(10_000).optional(),
  user_ids: z.array(dbId).max(10_000).optional(),
});
export type GroupBody = z.input<typeof groupBody>;
export const groupListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  /** Only the groups this contact is a member of (the contact's profile). */
  contact_id: contactIdText.optional(),
});
export const groupPage = paginated(group);
export const groupResponse = z.object({ status: z.literal(1), message: z.string(), group });
export const groupContactListQuery = pageQuery.extend({ group_id: requiredId('group_id') });
export const groupUser = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
});
export const userGroupsResponse = z.object({
  status: z.literal(1),
  data: z.array(group.extend({ users: z.array(groupUser) })),
});
/** Adds or removes the selected contacts (ids, or every contact a filter matches). */
export const groupContactsBody = z.object({
  group_id: requiredId('group_id'),
  selection: contactSelection,
});

export const groupMessages = {
  saved: 'Group has been saved successfully!',
  deleted: 'Group has been deleted successfully!',
  contactsAdded: (n: number) => `${plural(n, 'contact')} added to the group successfully!`,
  contactsRemoved: (n: number) => `${plural(n, 'contact')} removed from the group successfully!`,
} as const;

const groups = { tag: 'groups' } as const;
const groupParams = z.object({ group: dbIdText });

export const groupEndpoints = {
  list: endpoint({
    ...groups,
    method: 'GET',
    path: 'group/lists',
    permission: { area: ['groups', 'contacts-center'], action: 'view' },
    query: groupListQuery,
    response: groupPage,
  }),
  contacts: endpoint({
    ...groups,
    method: 'GET',
    path: 'group/contact-list',
    permission: { area: ['groups', 'contacts-center'], action: 'view' },
    query: groupContactListQuery,
    response: contactPage,
  }),
  userGroups: endpoint({
    ...groups,
    method: 'GET',
    path: 'group/user-groups',
    permission: { area: ['groups', 'contacts-center'], action: 'view' },
    response: userGroupsResponse,
  }),
  create: endpoint({
    ...groups,
    permission: { area: 'groups', action: 'create' },
    method: 'POST',
    path: 'group/create-group',
    body: groupBody,
    response: groupResponse,
  }),
  edit: endpoint({
    ...groups,
    permission: { area: 'groups', action: 'update' },
    method: 'POST',
    path: 'group/:group/edit-group',
    params: groupParams,
    body: groupBody,
    response: groupResponse,
  }),
  remove: endpoint({
    ...groups,
    permission: { area: 'groups', action: 'delete' },
    method: 'DELETE',
    path: 'group/:group/delete',
    params: groupParams,
    response: statusMessageResponse,
  }),
  addContacts: endpoint({
    ...groups,
    method: 'PATCH',
    path: 'group/add-contacts',
    permission: { area: 'contacts-center', action: 'update' },
    body: groupContactsBody,
    response: bulkResultResponse,
  }),
  removeContacts: endpoint({
    ...groups,
    method: 'PATCH',
    path: 'group/remove-contacts',
    permission: { area: 'contacts-center', action: 'update' },
    body: groupContactsBody,
    response: bulkResultResponse,
  }),
};
