import {
  type ContactSelection,
  contactFilter,
  contactMessages,
} from '@coachline/contract/contacts';
import { can } from '@coachline/contract/permissions';
import { type Tag, type TagListResponse, tagMessages } from '@coachline/contract/tags';
import type { SQL } from 'drizzle-orm';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import { contactFilterWhere } from '../contacts/contacts.filters';
import { contactPage, foldCounts, selectionWhere } from '../contacts/contacts.service';
import * as repo from './tags.repository';

// Tags of a location (001 §7 Tags): System (1), ID (2) and Trigger (3) tags.

// The tags of contacts, for the contact centre (save, profile, merge, move, copy) and the import:
// called inside those features' own authorized requests and transactions.
export {
  attachTags,
  copiedContactTags,
  copyTagsTo,
  countContactTags,
  countOfTags,
  ensureTags,
  findOrCreateTags,
  findTag,
  moveContactTags,
  reassignContactTags,
  tagContacts,
  tagsOfContacts,
  untagContacts,
} from './tags.repository';

const presentTag = (row: repo.TagRow, contactsCount: number): Tag => ({
  id: row.id,
  name: row.name,
  tag_type: row.tagType,
  contacts_count: contactsCount,
  created_at: row.createdAt.toISOString(),
});

/** The tag screen, or the contact centre that filters by tags. */
function authorizeRead(ctx: RequestContext) {
  if (!can(ctx.subject, 'view', 'tags') && !can(ctx.subject, 'view', 'contacts-center'))
    throw forbidden();
}

async function tagOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findTag(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

export async function list(deps: Deps, ctx: RequestContext): Promise<TagListResponse> {
  authorizeRead(ctx);
  await foldCounts(deps.db, ctx.accountId, 'tag');
  const rows = await repo.listWithCounts(deps.db, ctx.accountId);
  const original = rows.map((r) => presentTag(r.tag, r.contactsCount));
  return {
    status: 1,
    tags: {
      system: original.filter((t) => t.tag_type === 1),
      id: original.filter((t) => t.tag_type === 2),
      trigger: original.filter((t) => t.tag_type === 3),
    },
    original,
  };
}

export async function create(
  deps: Deps,
  ctx: RequestContext,
  body: { name: string; tag_type: 1 | 2 | 3 },
) {
  authorize(ctx, 'create', 'tags');
  if (await repo.nameTaken(deps.db, ctx.accountId, body.name))
    throw fieldError('name', contactMessages.nameTaken);
  const row = await repo.insertTag(deps.db, ctx.accountId, {
    name: body.name,
    tagType: body.tag_type,
  });
  if (!row) throw fieldError('name', contactMessages.nameTaken);
  return { status: 1 as const, message: tagMessages.saved, tag: presentTag(row, 0) };
}

export async function edit(
  deps: Deps,
  ctx: RequestContext,
  body: { id: number; name: string; tag_type: 1 | 2 | 3 },
) {
  authorize(ctx, 'update', 'tags');
  await tagOf(deps, ctx, body.id);
  if (await repo.nameTaken(deps.db, ctx.accountId, body.name, body.id)) {
    throw fieldError('name', contactMessages.nameTaken);
  }
  const row = await repo.updateTag(deps.db, ctx.accountId, body.id, {
    name: body.name,
    tagType: body.tag_type,
  });
  if (!row) throw notFound();
  const counted = (await repo.listWithCounts(deps.db, ctx.accountId)).find(
    (r) => r.tag.id === row.id,
  );
  return {
    status: 1 as const,
    message: tagMessages.saved,
    tag: presentTag(row, counted?.contactsCount ?? 0),
  };
}

export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'tags');
  await tagOf(deps, ctx, id);
  await deps.db.transaction((tx) => repo.deleteTag(tx, ctx.accountId, id));
  return { status: 1 as const, message: tagMessages.deleted };
}

/** Every given tag must be one of the location's tags: a foreign or missing one is 404. */
async function assertTags(deps: Deps, ctx: RequestContext, tagIds: number[]) {
  const unique = [...new Set(tagIds)];
  if ((await repo.countOfTags(deps.db, ctx.accountId, unique)) !== unique.length) throw notFound();
  return unique;
}

/**
 * Adds or removes tags of the contacts `where` selects, and starts the journeys of each tag for
 * the contacts that got (or lost) it just now; answers how many contacts changed.
 */
export function changeTagsWhere(
  deps: Deps,
  accountId: number,
  change: 'add' | 'remove',
  tagIds: number[],
  where: SQL,
): Promise<number> {
  const write = change === 'add' ? repo.addTagsWhere : repo.removeTagsWhere;
  return deps.db.transaction(async (tx) => {
    const changed = await write(tx, accountId, tagIds, where);
    for (const [tagId, contactIds] of changed)
      await deps.automation.fire(tx, {
        type: change === 'add' ? 'tag_added' : 'tag_removed',
        accountId,
        contacts: contactIds,
        tagIds: [tagId],
      });
    return new Set([...changed.values()].flat()).size;
  });
}

/** PATCH tag/add-contact and tag/remove-contact: bulk actions on contacts (need update). */
export async function changeContactTags(
  deps: Deps,
  ctx: RequestContext,
  change: 'add' | 'remove',
  tagIds: number[],
  selection: ContactSelection,
) {
  const where = await selectionWhere(deps.db, ctx, `${change}-tags`, selection);
  const ids = await assertTags(deps, ctx, tagIds);
  const affected = await changeTagsWhere(deps, ctx.accountId, change, ids, where);
  const message = change === 'add' ? tagMessages.added : tagMessages.removed;
  return { status: 1 as const, message: message(affected), affected };
}

/** GET tag/contact-list: the live contacts carrying the tag. */
export async function contacts(
  deps: Deps,
  ctx: RequestContext,
  query: { tag_id: number; page: number; per_page: number },
) {
  authorizeRead(ctx);
  await tagOf(deps, ctx, query.tag_id);
  const where = contactFilterWhere(
    ctx.accountId,
    contactFilter.parse({ tags: [query.tag_id] }),
    ctx.phoneCountry,
  );
  return contactPage(deps, ctx, where, query);
}
