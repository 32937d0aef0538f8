import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { contactLifecycle, contactNotes, contactRewards, contacts } from './contacts.tables';

// Merge, move and copy. A contact's tags and group memberships belong to the tags and groups
// features: the service has them follow through those features' services, in the same
// transaction, around the statements here.

/** Merge: the others' notes, rewards and lifecycle move to the survivor. */
export async function reassignContactRows(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  for (const table of [contactNotes, contactRewards, contactLifecycle]) {
    await db
      .update(table)
      .set({ contactId: toId })
      .where(and(ofAccount(table, accountId), inArray(table.contactId, fromIds)));
  }
}

/** The contact has no email, or no live contact of the target location has it. */
const emailFreeIn = (targetAccountId: number) =>
  sql`(${contacts.email} is null or not exists (
    select 1 from ${contacts} d where d.account_id = ${targetAccountId}::int
      and d.deleted_at is null and lower(d.email) = lower(${contacts.email})))`;

/**
 * The ids of the selected contacts a move to the target takes (a subquery): a contact whose
 * email a live contact of the target already has stays where it is, as a copy skips it.
 */
export function movableIds(accountId: number, where: SQL, targetAccountId: number): SQL {
  return sql`(select ${contacts.id} from ${contacts} where ${and(ofAccount(contacts, accountId), where, emailFreeIn(targetAccountId))})`;
}

/**
 * Moves the selected contacts to another location of the organization, with a 'moved' lifecycle
 * entry each; their notes, rewards and lifecycle follow through their keys (ON UPDATE CASCADE).
 * The import that created a contact belongs to the old location, so the contact leaves it. Before
 * this the caller has re-pointed their tags to the target's and ended their group memberships
 * (groups belong to a location). Answers how many moved.
 */
export async function moveWhere(
  db: Executor,
  accountId: number,
  where: SQL,
  targetAccountId: number,
  statusMap: Record<string, string>,
  fallbackStatus: string,
  history: { from: string | null; to: string; userId: number },
): Promise<number> {
  const scoped = and(ofAccount(contacts, accountId), where, emailFreeIn(targetAccountId));
  const mapped = sql`coalesce(${JSON.stringify(statusMap)}::jsonb ->> ${contacts.status}, ${fallbackStatus})`;
  await db.execute(sql`insert into ${contactLifecycle} (account_id, contact_id, kind, from_value, to_value, user_id)
    select ${accountId}::int, ${contacts.id}, 'moved', ${history.from}, ${history.to}, ${history.userId}::int
    from ${contacts} where ${scoped}`);
  // A status the target has no tab for changes too, and the lifecycle says so.
  await db.execute(sql`insert into ${contactLifecycle} (account_id, contact_id, kind, from_value, to_value, user_id)
    select ${accountId}::int, ${contacts.id}, 'status', ${contacts.status}, ${mapped}, ${history.userId}::int
    from ${contacts} where ${scoped} and ${contacts.status} <> ${mapped}`);
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with moved as (
      update ${contacts} set account_id = ${targetAccountId}::int,
        status = ${mapped},
        import_id = null,
        import_row = null,
        updated_at = now()
      where ${scoped}
      returning 1
    ) select count(*)::int as n from moved`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Copies the selected contacts into another location, skipping those whose email already lives
 * there. New ids are drawn first so the copies' tags can follow in the same statement:
 * `copyTags` (the tags feature's) writes them from a relation of (id, new_id) pairs. Answers how
 * many were copied.
 */
export async function copyWhere(
  db: Executor,
  accountId: number,
  where: SQL,
  targetAccountId: number,
  statusMap: Record<string, string>,
  fallbackStatus: string,
  userId: number,
  sourceName: string,
  copyTags: (copies: SQL) => SQL,
): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with src as (
      select c.*, nextval(pg_get_serial_sequence('contacts', 'id')) as new_id
      from ${contacts} c
      where c.id in (select ${contacts.id} from ${contacts} where ${and(ofAccount(contacts, accountId), where)})
        and (c.email is null or not exists (
          select 1 from ${contacts} d where d.account_id = ${targetAccountId}::int
            and d.deleted_at is null and lower(d.email) = lower(c.email)))
    ), inserted as (
      insert into ${contacts} (id, account_id, first_name, last_name, email, number, status, last_action,
        temperature, starred, flagged, gender, source, member_id, birthday, photo, portal_active,
        email_enabled, sms_enabled, custom_fields, created_by)
      select new_id, ${targetAccountId}::int, first_name, last_name, email, number,
        coalesce(${JSON.stringify(statusMap)}::jsonb ->> status, ${fallbackStatus}), last_action,
        temperature, starred, flagged, gender, source, member_id, birthday, photo, portal_active,
        email_enabled, sms_enabled, custom_fields, ${userId}::int
      from src
      returning id
    ), tagged as (
      ${copyTags(sql`src`)}
    ), history as (
      insert into ${contactLifecycle} (account_id, contact_id, kind, from_value, to_value, user_id)
      select ${targetAccountId}::int, new_id, 'created', ${sourceName}, null, ${userId}::int from src
    )
    select count(*)::int as n from inserted`,
  );
  return rows[0]?.n ?? 0;
}

/** How many of the selected contacts a copy would add (those whose email is not already there). */
export async function countCopyable(
  db: Executor,
  accountId: number,
  where: SQL,
  targetAccountId: number,
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${contacts} c
      where c.id in (select ${contacts.id} from ${contacts} where ${and(ofAccount(contacts, accountId), where)})
        and (c.email is null or not exists (
          select 1 from ${contacts} d where d.account_id = ${targetAccountId}::int
            and d.deleted_at is null and lower(d.email) = lower(c.email)))`,
  );
  return rows[0]?.n ?? 0;
}
