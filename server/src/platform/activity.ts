import type { ActivityKind } from '@coachline/contract/activity-feed';
import type { PermissionArea } from '@coachline/contract/permissions';
import { lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Deps } from './deps';

// The activity feed reads what happened from the areas' own tables (docs/architecture.md §8,
// Activity feed): each area lends a source, a query over a table it keeps anyway, and the feed
// merges them by time. A new area adds its source to `activitySources`
// (features/activity-feed/activity-feed.sources.ts) with one line; nothing writes a second copy.

/** One thing that happened, as a source reads it. */
export type ActivityRow = {
  /** The row's id in the source's table: the source's position in the feed. */
  id: number;
  kind: ActivityKind;
  at: Date;
  contactId: number | null;
  detail: string | null;
};

/** Where a source reads from: the rows below `before` (all when undefined), at most `limit`. */
export type ActivityWindow = { before: number | undefined; limit: number };

/** A source's condition for its window's position, on its id column. */
export const belowPosition = (id: PgColumn, window: ActivityWindow) =>
  window.before === undefined ? undefined : lt(id, window.before);

export type ActivitySource = {
  /** Its name in a page's cursor: never changed once given. */
  key: string;
  /** Users who may not view this area do not see its activity. */
  area: PermissionArea;
  /**
   * The location's newest rows, by id descending (ids grow with time), those below `before`
   * when given, at most `limit`.
   */
  read: (deps: Deps, accountId: number, window: ActivityWindow) => Promise<ActivityRow[]>;
};
