import type { PermissionArea } from '@coachline/contract/permissions';
import { and, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { countLiveContacts } from './contacts.repository';

// Assets sent to contacts (001 §4, §7 Contact): forms, pages and playbooks each keep one row per
// asset and contact, with who sent it and when. Sending, taking back, the switches of a pair and
// a contact's move and merge are the same for every kind; each area describes its tables here
// and adds what is its own (a playbook's progress, a form's responses).

/** A table of assets: `id` and `account_id`. */
type AssetTable = PgTable & { id: PgColumn; accountId: PgColumn };

/** A table of rows about contacts (assets sent to them: primary key (contact_id, asset), `sent_by`). */
type SentTable = PgTable & { accountId: PgColumn; contactId: PgColumn };

export type SentAssetsKind = {
  /** The area whose permissions govern sending (`contacts-center` view is needed too). */
  area: PermissionArea;
  assets: AssetTable;
  sent: SentTable;
  /** The sent table's column naming the asset. */
  assetColumn: PgColumn;
  /** The answers' words (the area's contract messages). */
  messages: { sent: string; restricted: string };
  /** What else of the contacts' the area keeps (responses, progress), moved and merged with them. */
  contactRecords?: {
    leave(db: Executor, accountId: number, contactIds: SQL): Promise<void>;
    reassign(db: Executor, accountId: number, fromIds: number[], toId: number): Promise<void>;
  };
};

/** A kind whose pairs have switches: `enabled`, and `client_portal` (shown in the portal). */
export type SwitchableAssetsKind = SentAssetsKind & {
  messages: { enabled: string; disabled: string };
};

/** Only the keys given, for updates that change some switches and leave the others. */
const definedOnly = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/**
 * A merge's rows of a table about contacts that hold one row per contact and `key` (an
 * assignment, a completion): the merged contacts' become the survivor's, unless the survivor
 * (or an earlier of the merged) has the same already; those left over are dropped.
 */
export async function reassignUniqueContactRows(
  db: Executor,
  table: SentTable,
  key: string,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  const from = arrayParam(fromIds);
  const column = sql.identifier(key);
  await db.execute(sql`update ${table} t set contact_id = ${toId}::bigint
    where t.account_id = ${accountId}::int and t.contact_id = any(${from}::bigint[])
      and not exists (select 1 from ${table} o where o.account_id = t.account_id
        and o.${column} = t.${column}
        and (o.contact_id = ${toId}::bigint
          or (o.contact_id = any(${from}::bigint[]) and o.id < t.id)))`);
  await db.execute(sql`delete from ${table}
    where account_id = ${accountId}::int and contact_id = any(${from}::bigint[])`);
}

/** Contacts leaving for another location (a subquery of their ids) leave the table's rows. */
export async function leaveContactRows(
  db: Executor,
  table: SentTable,
  accountId: number,
  contactIds: SQL,
) {
  await db.execute(
    sql`delete from ${table} where account_id = ${accountId}::int and contact_id in ${contactIds}`,
  );
}

/**
 * A merge: the table's rows of the merged contacts become the survivor's, as they were (a row
 * the survivor already has stays the survivor's).
 */
export async function reassignContactRows(
  db: Executor,
  table: SentTable,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  const names = Object.values(getTableColumns(table)).map((column) => column.name);
  const columns = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const values = sql.join(
    names.map((name) => (name === 'contact_id' ? sql`${toId}::bigint` : sql.identifier(name))),
    sql`, `,
  );
  const ofMerged = and(ofAccount(table, accountId), inArray(table.contactId, fromIds));
  await db.execute(sql`insert into ${table} (${columns}) select ${values} from ${table}
    where ${ofMerged} on conflict do nothing`);
  await db.delete(table).where(ofMerged);
}

/** The sending of one kind of asset to contacts. */
export function sentAssets(kind: SentAssetsKind) {
  const { area, assets, sent, assetColumn, messages, contactRecords } = kind;

  const pairs = (accountId: number, assetIds: number[], contactIds: number[]) =>
    and(
      ofAccount(sent, accountId),
      inArray(assetColumn, assetIds),
      inArray(sent.contactId, contactIds),
    );

  function authorizeFor(ctx: RequestContext, action: 'view' | 'update') {
    authorize(ctx, action, area);
    authorize(ctx, 'view', 'contacts-center');
  }

  /** Every asset named, of the accessed location; 404 when one is not. */
  async function assetsOf(deps: Deps, ctx: RequestContext, ids: number[]) {
    const unique = [...new Set(ids)];
    const found = await deps.db
      .select({ id: assets.id })
      .from(assets)
      .where(and(ofAccount(assets, ctx.accountId), inArray(assets.id, unique)));
    if (found.length !== unique.length) throw notFound();
    return unique;
  }

  /** Every contact named, live in the accessed location; 404 when one is not. */
  async function contactsOf(deps: Deps, ctx: RequestContext, ids: number[]) {
    const unique = [...new Set(ids)];
    if ((await countLiveContacts(deps.db, ctx.accountId, unique)) !== unique.length)
      throw notFound();
    return unique;
  }

  /** The pairs named, authorized and checked: every asset and contact is the location's. */
  async function named(deps: Deps, ctx: RequestContext, assetIds: number[], contactIds: number[]) {
    authorizeFor(ctx, 'update');
    return {
      assetIds: await assetsOf(deps, ctx, assetIds),
      contactIds: await contactsOf(deps, ctx, contactIds),
    };
  }

  /** Every asset to every contact; a pair already there stays as it was. Counts the new pairs. */
  async function send(deps: Deps, ctx: RequestContext, assetIds: number[], contactIds: number[]) {
    const checked = await named(deps, ctx, assetIds, contactIds);
    const rows = await rowsOf(
      deps.db,
      sql`insert into ${sent} (account_id, ${sql.identifier(assetColumn.name)}, contact_id, sent_by)
        select ${ctx.accountId}::int, asset, contact, ${ctx.user.id}::int
        from unnest(${arrayParam(checked.assetIds)}::int[]) asset
        cross join unnest(${arrayParam(checked.contactIds)}::bigint[]) contact
        on conflict do nothing
        returning contact_id`,
    );
    return { status: 1 as const, message: messages.sent, sent: rows.length };
  }

  /**
   * The pairs taken back; `alongside` removes, in the same transaction, what the contacts did
   * with those assets that goes with them. Counts the pairs there were.
   */
  async function restrict(
    deps: Deps,
    ctx: RequestContext,
    assetIds: number[],
    contactIds: number[],
    alongside?: (tx: Executor, assetIds: number[], contactIds: number[]) => Promise<void>,
  ) {
    const checked = await named(deps, ctx, assetIds, contactIds);
    const restricted = await deps.db.transaction(async (tx) => {
      await alongside?.(tx, checked.assetIds, checked.contactIds);
      const rows = await tx
        .delete(sent)
        .where(pairs(ctx.accountId, checked.assetIds, checked.contactIds))
        .returning({ contactId: sent.contactId });
      return rows.length;
    });
    return { status: 1 as const, message: messages.restricted, restricted };
  }

  /** Contacts leaving for another location (a subquery of their ids) leave its assets. */
  async function leave(db: Executor, accountId: number, contactIds: SQL) {
    await leaveContactRows(db, sent, accountId, contactIds);
    await contactRecords?.leave(db, accountId, contactIds);
  }

  /** A merge: what was sent to the merged contacts is the survivor's, as it was. */
  async function reassign(db: Executor, accountId: number, fromIds: number[], toId: number) {
    await reassignContactRows(db, sent, accountId, fromIds, toId);
    await contactRecords?.reassign(db, accountId, fromIds, toId);
  }

  return { authorize: authorizeFor, pairs, named, contactsOf, send, restrict, leave, reassign };
}

/** The sending of a kind whose pairs have switches, with the calls that set them. */
export function switchableSentAssets(kind: SwitchableAssetsKind) {
  const base = sentAssets(kind);
  const { pairs, named } = base;
  const { sent, messages } = kind;

  /** Sets the switches given of the pairs checked; counts the pairs there were. */
  async function setSwitches(
    deps: Deps,
    ctx: RequestContext,
    checked: { assetIds: number[]; contactIds: number[] },
    values: { enabled?: boolean | undefined; clientPortal?: boolean | undefined },
  ) {
    const rows = await deps.db
      .update(sent)
      .set(definedOnly(values))
      .where(pairs(ctx.accountId, checked.assetIds, checked.contactIds))
      .returning({ contactId: sent.contactId });
    return rows.length;
  }

  /** The asset enabled or disabled for contacts it was sent to (the area's list). */
  async function enable(
    deps: Deps,
    ctx: RequestContext,
    assetId: number,
    contactIds: number[],
    enabled: boolean,
  ) {
    const checked = await named(deps, ctx, [assetId], contactIds);
    const updated = await setSwitches(deps, ctx, checked, { enabled });
    return { status: 1 as const, message: enabled ? messages.enabled : messages.disabled, updated };
  }

  /**
   * One contact's switches of an asset (the contact profile's section); 404 when the asset was
   * not sent to the contact, as for them it does not exist.
   */
  async function setForContact(
    deps: Deps,
    ctx: RequestContext,
    assetId: number,
    contactId: number,
    values: { enabled?: boolean | undefined; clientPortal?: boolean | undefined },
  ) {
    const checked = await named(deps, ctx, [assetId], [contactId]);
    if ((await setSwitches(deps, ctx, checked, values)) === 0) throw notFound();
  }

  return { ...base, enable, setForContact };
}
