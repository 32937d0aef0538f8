import {
  type ActivityFeedResponse,
  type ActivityItem,
  activityFeedMessages,
} from '@coachline/contract/activity-feed';
import { can } from '@coachline/contract/permissions';
import type { ActivityRow, ActivitySource } from '../../platform/activity';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError } from '../../platform/errors';
import { contactsByIds } from '../contacts/contacts.service';
import { activitySources } from './activity-feed.sources';

// The activity feed (001 §7, docs/architecture.md §8 Activity feed): a read-side merge. Each
// source reads its newest rows below its own position (its rows' ids grow with time); the feed
// takes the newest of them all by time, and the page's cursor keeps, per source, the id it
// reached, so the next page starts there: every page is an index range per source, however
// deep. Open to every user of the location; each source only to those who may view its area.

/** Per source, the id the feed reached: the next page reads below it. */
type Cursor = Record<string, number>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string | undefined): Cursor {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const entries = Object.entries(parsed);
      if (entries.every(([, id]) => Number.isSafeInteger(id) && (id as number) > 0))
        return Object.fromEntries(entries) as Cursor;
    }
  } catch {
    // Refused below, as anything else that is not a cursor.
  }
  throw fieldError('cursor', activityFeedMessages.badCursor);
}

type Read = { source: string; row: ActivityRow };

const newestFirst = (a: Read, b: Read) =>
  b.row.at.getTime() - a.row.at.getTime() ||
  a.source.localeCompare(b.source) ||
  b.row.id - a.row.id;

async function present(deps: Deps, accountId: number, reads: Read[]): Promise<ActivityItem[]> {
  const ids = [...new Set(reads.flatMap(({ row }) => (row.contactId ? [row.contactId] : [])))];
  const names = new Map(
    (await contactsByIds(deps.db, accountId, ids)).map((c) => [
      c.id,
      `${c.firstName} ${c.lastName}`.trim() || c.email || c.number,
    ]),
  );
  return reads.map(({ source, row }) => ({
    id: `${source}:${row.id}`,
    kind: row.kind,
    at: row.at.toISOString(),
    contact_id: row.contactId,
    contact_name: row.contactId ? (names.get(row.contactId) ?? null) : null,
    detail: row.detail,
  }));
}

/** GET activity-feed/get-activity-module: a page of the feed, newest first. */
export async function feed(
  deps: Deps,
  ctx: RequestContext,
  query: { cursor?: string | undefined; per_page: number },
  sources: readonly ActivitySource[] = activitySources,
): Promise<ActivityFeedResponse> {
  const cursor = decodeCursor(query.cursor);
  const limit = query.per_page;
  const visible = sources.filter((source) => can(ctx.subject, 'view', source.area));
  const lists = await Promise.all(
    visible.map(async (source) =>
      (await source.read(deps, ctx.accountId, { before: cursor[source.key], limit })).map(
        (row): Read => ({ source: source.key, row }),
      ),
    ),
  );
  const all = lists.flat().sort(newestFirst);
  const page = all.slice(0, limit);
  const next: Cursor = { ...cursor };
  for (const { source, row } of page) next[source] = Math.min(next[source] ?? row.id, row.id);
  // A source that filled its window may have more; one that did not has given all it has.
  const more = all.length > limit || lists.some((list) => list.length === limit);
  return {
    status: 1,
    data: await present(deps, ctx.accountId, page),
    next_cursor: more ? encodeCursor(next) : null,
  };
}

const notificationCount = 10;

/** GET activity-feed/get-notification: the newest activities, and how many came after `since`. */
export async function notification(deps: Deps, ctx: RequestContext, since: string | undefined) {
  const { data } = await feed(deps, ctx, { per_page: notificationCount });
  const after = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
  return {
    status: 1 as const,
    data,
    unseen: data.filter((item) => Date.parse(item.at) > after).length,
  };
}
