import { type ContactSelection, contactMessages } from '@coachline/contract/contacts';
import { type Group, groupMessages } from '@coachline/contract/groups';
import { can } from '@coachline/contract/permissions';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import { offsetOf, presentPage } from '../../platform/pagination';
import { listCompanyUsers, listUsersByIds } from '../accounts/accounts.service';
import { contactIdIn } from '../contacts/contacts.filters';
import {
  contactPage,
  countLiveContacts,
  foldCounts,
  selectionWhere,
} from '../contacts/contacts.service';
import * as repo from './groups.repository';

// Contact groups of a location (001 §7 Groups), with the staff users who work with each.

// A contact's group memberships, for the contact centre (profile, merge, move), inside its own
// authorized requests and transactions.
export {
  countContactGroups,
  countOfGroups,
  leaveGroups,
  reassignMembers,
} from './groups.repository';

type GroupBody = {
  name: string;
  description: string;
  contact_ids?: number[] | undefined;
  user_ids?: number[] | undefined;
};

const presentGroup = (row: repo.GroupRow, contactsCount: number): Group => ({
  id: row.id,
  name: row.name,
  description: row.description,
  contacts_count: contactsCount,
  created_at: row.createdAt.toISOString(),
});

/** The group screen, or the contact centre that picks groups. */
function authorizeRead(ctx: RequestContext) {
  if (!can(ctx.subject, 'view', 'groups') && !can(ctx.subject, 'view', 'contacts-center'))
    throw forbidden();
}

async function groupOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findGroup(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

export async function list(
  deps: Deps,
  ctx: RequestContext,
  query: {
    page: number;
    per_page: number;
    search?: string | undefined;
    contact_id?: number | undefined;
  },
) {
  authorizeRead(ctx);
  await foldCounts(deps.db, ctx.accountId, 'group');
  const { rows, total } = await repo.page(
    deps.db,
    ctx.accountId,
    { search: query.search, contactId: query.contact_id },
    query.per_page,
    offsetOf(query),
  );
  return presentPage(
    rows.map((r) => presentGroup(r.group, r.contactsCount)),
    total,
    query.page,
    query.per_page,
  );
}

export async function contactList(
  deps: Deps,
  ctx: RequestContext,
  query: { group_id: number; page: number; per_page: number },
) {
  authorizeRead(ctx);
  await groupOf(deps, ctx, query.group_id);
  return contactPage(deps, ctx, contactIdIn(repo.membersOf(ctx.accountId, query.group_id)), query);
}

export async function userGroups(deps: Deps, ctx: RequestContext) {
  authorizeRead(ctx);
  await foldCounts(deps.db, ctx.accountId, 'group');
  const [rows, links] = await Promise.all([
    repo.allWithCounts(deps.db, ctx.accountId),
    repo.groupUserIds(deps.db, ctx.accountId),
  ]);
  // In the users' order (first name, id), each with the groups it works with.
  const users = await listUsersByIds(
    deps.db,
    links.map((l) => l.userId),
  );
  const members = users.flatMap((user) =>
    links.filter((l) => l.userId === user.id).map((l) => ({ groupId: l.groupId, ...user })),
  );
  return {
    status: 1 as const,
    data: rows.map((r) => ({
      ...presentGroup(r.group, r.contactsCount),
      users: members
        .filter((m) => m.groupId === r.group.id)
        .map((m) => ({ id: m.id, full_name: `${m.fname} ${m.lname}`.trim(), email: m.email })),
    })),
  };
}

/** Staff users must be the organization's company users; any other id names no user here. */
async function assertUsers(deps: Deps, ctx: RequestContext, userIds: number[] | undefined) {
  if (!userIds?.length) return [];
  const staff = new Set((await listCompanyUsers(deps.db, ctx.primaryAccountId)).map((u) => u.id));
  const unique = [...new Set(userIds)];
  if (unique.some((id) => !staff.has(id))) throw notFound();
  return unique;
}

/**
 * Member ids none of which is a live contact here answer 404, as a bulk selection's do; ids
 * among them that are not (deleted or another location's) are left out.
 */
async function assertContacts(deps: Deps, ctx: RequestContext, contactIds: number[] | undefined) {
  if (!contactIds?.length) return;
  if ((await countLiveContacts(deps.db, ctx.accountId, contactIds)) === 0) throw notFound();
}

async function setMembers(
  deps: Deps,
  ctx: RequestContext,
  groupId: number,
  body: GroupBody,
  replace: boolean,
) {
  const userIds = await assertUsers(deps, ctx, body.user_ids);
  await deps.db.transaction(async (tx) => {
    if (body.contact_ids !== undefined) {
      if (replace) await repo.clearMembers(tx, ctx.accountId, groupId);
      if (body.contact_ids.length > 0) {
        await repo.addMembersWhere(tx, ctx.accountId, groupId, contactIdIn(body.contact_ids));
      }
    }
    if (body.user_ids !== undefined) await repo.setUsers(tx, ctx.accountId, groupId, userIds);
  });
}

export async function create(deps: Deps, ctx: RequestContext, body: GroupBody) {
  authorize(ctx, 'create', 'groups');
  await assertUsers(deps, ctx, body.user_ids);
  await assertContacts(deps, ctx, body.contact_ids);
  if (await repo.nameTaken(deps.db, ctx.accountId, body.name))
    throw fieldError('name', contactMessages.nameTaken);
  const row = await repo.insertGroup(deps.db, ctx.accountId, {
    name: body.name,
    description: body.description,
  });
  if (!row) throw fieldError('name', contactMessages.nameTaken);
  await setMembers(deps, ctx, row.id, body, false);
  const saved = await groupOf(deps, ctx, row.id);
  return {
    status: 1 as const,
    message: groupMessages.saved,
    group: presentGroup(saved.group, saved.contactsCount),
  };
}

/** Renames the group; contact_ids and user_ids, when given, replace its members and users. */
export async function edit(deps: Deps, ctx: RequestContext, id: number, body: GroupBody) {
  authorize(ctx, 'update', 'groups');
  await groupOf(deps, ctx, id);
  await assertUsers(deps, ctx, body.user_ids);
  await assertContacts(deps, ctx, body.contact_ids);
  if (await repo.nameTaken(deps.db, ctx.accountId, body.name, id))
    throw fieldError('name', contactMessages.nameTaken);
  await repo.updateGroup(deps.db, ctx.accountId, id, {
    name: body.name,
    description: body.description,
  });
  await setMembers(deps, ctx, id, body, true);
  const saved = await groupOf(deps, ctx, id);
  return {
    status: 1 as const,
    message: groupMessages.saved,
    group: presentGroup(saved.group, saved.contactsCount),
  };
}

export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'groups');
  await groupOf(deps, ctx, id);
  await deps.db.transaction((tx) => repo.deleteGroup(tx, ctx.accountId, id));
  return { status: 1 as const, message: groupMessages.deleted };
}

/** PATCH group/add-contacts: a bulk action on contacts (needs update on contacts-center). */
export async function addContacts(
  deps: Deps,
  ctx: RequestContext,
  groupId: number,
  selection: ContactSelection,
) {
  const where = await selectionWhere(deps.db, ctx, 'add-to-group', selection);
  await groupOf(deps, ctx, groupId);
  const affected = await repo.addMembersWhere(deps.db, ctx.accountId, groupId, where);
  return { status: 1 as const, message: groupMessages.contactsAdded(affected), affected };
}

/** PATCH group/remove-contacts: the same bulk action's reverse, for a group of any size. */
export async function removeContacts(
  deps: Deps,
  ctx: RequestContext,
  groupId: number,
  selection: ContactSelection,
) {
  const where = await selectionWhere(deps.db, ctx, 'remove-from-group', selection);
  await groupOf(deps, ctx, groupId);
  const affected = await repo.removeMembersWhere(deps.db, ctx.accountId, groupId, where);
  return { status: 1 as const, message: groupMessages.contactsRemoved(affected), affected };
}
