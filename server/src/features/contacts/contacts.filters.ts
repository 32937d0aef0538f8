import {
  type ContactFilter,
  type ContactSelection,
  type ContactSortColumn,
  contactFilter,
} from '@coachline/contract/contacts';
import { presetRange } from '@coachline/contract/dates';
import { type PhoneCountry, phoneSearchTerm } from '@coachline/contract/phones';
import { and, asc, desc, eq, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { isInAnyGroup, isInGroup } from '../groups/groups.filters';
import { hasAnyTag, hasEveryTag } from '../tags/tags.filters';
import { contactCounts, contacts, temperatureRank } from './contacts.tables';

// The list filters as SQL, shared by the list, the bulk actions ("Select all N matching") and
// the export, and the conditions on contacts that tags and groups use in their own statements.
// Everything here is tenant-scoped: the first condition is always the account.

const dayMs = 86_400_000;

/** `%`, `_` and `\` match themselves in a search. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Contacts whose name, email or number holds the search. A number is found however it is typed
 * ("(212) 555-0123" finds +12125550123), with the location's country for a number without its
 * country code; numbers stored as written before they were checked are still found as typed.
 * The gin_trgm index on `search` serves each `like` for three characters and more.
 */
export function contactSearch(
  search: string | undefined,
  phoneCountry: PhoneCountry,
): SQL | undefined {
  const typed = search?.trim();
  if (!typed) return undefined;
  const holds = (term: string) =>
    sql`${contacts.search} like '%' || lower(${escapeLike(term)}) || '%'`;
  const number = phoneSearchTerm(typed, phoneCountry);
  return number === typed ? holds(typed) : or(holds(typed), holds(number));
}

/** The UTC range [start, end) of the date filter, or undefined when none applies. */
export function createdRange(
  filter: ContactFilter,
  now: Date,
): { from?: Date; to?: Date } | undefined {
  const range =
    filter.date_preset && filter.date_preset !== 'All Time'
      ? presetRange(filter.date_preset, now)
      : filter.date_preset === 'All Time'
        ? undefined
        : { start_date: filter.start_date ?? '', end_date: filter.end_date ?? '' };
  if (!range || (!range.start_date && !range.end_date)) return undefined;
  return {
    from: range.start_date ? new Date(`${range.start_date}T00:00:00Z`) : undefined,
    to: range.end_date ? new Date(Date.parse(`${range.end_date}T00:00:00Z`) + dayMs) : undefined,
  };
}

/**
 * The conditions of every filter but the status, beyond the account and liveness: none means
 * the tab counts are the kept ones (contact_counts).
 */
export function narrowingConditions(
  accountId: number,
  filter: ContactFilter,
  phoneCountry: PhoneCountry,
  now = new Date(),
): SQL[] {
  const conditions: SQL[] = [];
  const search = contactSearch(filter.search, phoneCountry);
  if (search) conditions.push(search);
  const tagIds = [...new Set(filter.tags ?? [])];
  if (tagIds.length > 0) {
    conditions.push(
      filter.tag_match === 'all'
        ? hasEveryTag(contacts.id, tagIds)
        : hasAnyTag(contacts.id, tagIds),
    );
  }
  if (filter.group_id) conditions.push(isInGroup(accountId, contacts.id, filter.group_id));
  if (filter.temperature) conditions.push(eq(contacts.temperature, filter.temperature));
  if (filter.starred !== undefined) conditions.push(eq(contacts.starred, filter.starred));
  if (filter.flagged !== undefined) conditions.push(eq(contacts.flagged, filter.flagged));
  if (filter.source) conditions.push(eq(contacts.source, filter.source));
  const range = createdRange(filter, now);
  if (range?.from)
    conditions.push(sql`${contacts.createdAt} >= ${range.from.toISOString()}::timestamptz`);
  if (range?.to)
    conditions.push(sql`${contacts.createdAt} < ${range.to.toISOString()}::timestamptz`);
  return conditions;
}

/** Every filter but the status: the tab counts use it so each tab shows its own total. */
export function contactFilterWhereExceptStatus(
  accountId: number,
  filter: ContactFilter,
  phoneCountry: PhoneCountry,
  now = new Date(),
): SQL {
  return and(
    ofAccount(contacts, accountId),
    isNull(contacts.deletedAt),
    ...narrowingConditions(accountId, filter, phoneCountry, now),
  ) as SQL;
}

/** The live (not deleted) contacts of the account that match the list filter. */
export function contactFilterWhere(
  accountId: number,
  filter: ContactFilter,
  phoneCountry: PhoneCountry,
  now = new Date(),
): SQL {
  const base = contactFilterWhereExceptStatus(accountId, filter, phoneCountry, now);
  const status = filter.status?.trim();
  if (!status || status === 'all') return base;
  return and(base, eq(contacts.status, status)) as SQL;
}

const sortExpressions: Record<ContactSortColumn, SQL> = {
  first_name: sql`lower(${contacts.firstName})`,
  last_name: sql`lower(${contacts.lastName})`,
  email: sql`lower(${contacts.email})`,
  number: sql`${contacts.number}`,
  status: sql`${contacts.status}`,
  last_action: sql`${contacts.lastAction}`,
  temperature: temperatureRank(contacts.temperature),
  date_created: sql`${contacts.createdAt}`,
  starred: sql`${contacts.starred}`,
  flagged: sql`${contacts.flagged}`,
  source: sql`${contacts.source}`,
  login_count: sql`${contacts.loginCount}`,
  last_email_activity: sql`${contacts.lastEmailActivity}`,
  last_chat: sql`${contacts.lastChat}`,
};

/**
 * The list order: the column, then the id in the same direction so the order is total (pages
 * never repeat or skip a row) and one (account_id, column, id) index serves both directions.
 * Nulls sort as the largest value, PostgreSQL's default, which the same index also serves.
 */
export function contactOrderBy(sortBy: ContactSortColumn, sortDir: 'asc' | 'desc'): SQL[] {
  const direction = sortDir === 'asc' ? asc : desc;
  return [direction(sortExpressions[sortBy]), direction(contacts.id)];
}

/** The contacts a bulk action applies to: the given ids of the account, or everything the filter matches. */
export function resolveSelection(
  _db: Executor,
  accountId: number,
  selection: ContactSelection,
  phoneCountry: PhoneCountry,
): SQL {
  if (selection.ids?.length) {
    return and(
      ofAccount(contacts, accountId),
      isNull(contacts.deletedAt),
      isOneOf(contacts.id, selection.ids),
    ) as SQL;
  }
  return contactFilterWhere(accountId, selection.filter ?? contactFilter.parse({}), phoneCountry);
}

/** Up to 10,000 ids bound as one array parameter, so the statement stays small whatever their number. */
const isOneOf = (column: SQLWrapper, ids: number[]): SQL =>
  sql`${column} = any(${arrayParam(ids)}::bigint[])`;

// For other features' statements (tags, groups): contacts only through these.

/** The ids of the account's live contacts that `where` selects, as a subquery. */
export function selectedContactIds(accountId: number, where: SQL): SQL {
  return sql`(select ${contacts.id} from ${contacts} where ${and(ofAccount(contacts, accountId), isNull(contacts.deletedAt), where)})`;
}

/**
 * How many live contacts of the account carry the tag or belong to the group whose id is `id`
 * (a column of the caller's query): the kept count (contact_counts), not a count of rows.
 */
export function liveContactsCount(accountId: number, kind: 'tag' | 'group', id: SQLWrapper): SQL {
  return sql`(select coalesce(sum(${contactCounts.n}), 0)::int from ${contactCounts}
    where ${contactCounts.accountId} = ${accountId}::int and ${contactCounts.kind} = ${kind}
      and ${contactCounts.key} = ${id}::text)`;
}

/** The contact's id is one of these, or one the subquery answers (a group's members, say). */
export function contactIdIn(contactIds: number[] | SQL): SQL {
  return Array.isArray(contactIds)
    ? isOneOf(contacts.id, contactIds)
    : sql`${contacts.id} in ${contactIds}`;
}

/** Who a bulk send names: the contacts in any of the tabs, tags or groups, of the ids, or of `also`. */
export type ContactChoice = {
  tabs: string[];
  tags: number[];
  groups: number[];
  contactIds: number[];
  also?: SQL | undefined;
};

/** The account's live contacts a choice names (none when it names nothing). */
export function chosenContacts(accountId: number, choice: ContactChoice): SQL {
  const parts: SQL[] = [];
  if (choice.tabs.length > 0)
    parts.push(sql`${contacts.status} = any(${arrayParam(choice.tabs)}::text[])`);
  if (choice.tags.length > 0) parts.push(hasAnyTag(contacts.id, choice.tags));
  if (choice.groups.length > 0) parts.push(isInAnyGroup(accountId, contacts.id, choice.groups));
  if (choice.contactIds.length > 0) parts.push(isOneOf(contacts.id, choice.contactIds));
  if (choice.also) parts.push(sql`${contacts.id} in ${choice.also}`);
  const any = parts.length > 0 ? sql.join(parts, sql` or `) : sql`false`;
  return sql`${ofAccount(contacts, accountId)} and ${contacts.deletedAt} is null and (${any})`;
}

/** The contact has an email address. */
export const contactHasEmail = sql`coalesce(${contacts.email}, '') <> ''`;
/** The contact's email as suppression lists keep addresses. */
export const contactEmailAddress = sql`lower(${contacts.email})`;

/**
 * The contacts `where` selects as rows for another feature's insert: id, email, whether it has
 * one, whether email delivery is on, and `eligible` (a condition over contacts).
 */
export function contactEmailRows(accountId: number, where: SQL, eligible: SQL): SQL {
  return sql`(select ${contacts.id} as id, ${contacts.email} as email, ${contactHasEmail} as has_email,
    ${contacts.emailEnabled} as enabled, ${eligible} as eligible
    from ${contacts} where ${ofAccount(contacts, accountId)} and ${where})`;
}

/** Email delivery is on for the contact. */
export const contactEmailEnabled = sql`${contacts.emailEnabled}`;
/** The contact is not deleted. */
export const contactIsLive = sql`${contacts.deletedAt} is null`;
