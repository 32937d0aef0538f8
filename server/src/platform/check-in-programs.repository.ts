import { and, asc, type BuildColumns, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  PgColumn,
  PgColumnBuilderBase,
  PgTable,
  PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { arrayParam, rowsOf } from '../db/rows';
import { ofAccount } from '../db/tenancy';
import type {
  programContactColumns,
  reminderDeliveryColumns,
  trackingColumns,
  trackingPartColumns,
} from './check-in-programs.tables';

// The queries every check-in program (progress and habit tracking) runs alike on its own
// tables, built from check-in-programs.tables.ts: the scenarios, the contacts on them, the
// reminders' deliveries. Every query takes the tenant first but the two that say why not.

type TableOf<Columns extends Record<string, PgColumnBuilderBase>> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, Columns, 'pg'>;
  dialect: 'pg';
}>;

export type ContactTable = TableOf<ReturnType<typeof programContactColumns>>;

/** A program's tables: a program may add columns of its own to each. */
export type ProgramTables<Reminder, Settings, Contacts extends ContactTable> = {
  trackings: TableOf<ReturnType<typeof trackingColumns<Reminder, Settings>>>;
  contacts: Contacts;
  deliveries: TableOf<ReturnType<typeof reminderDeliveryColumns>>;
};

/** The queries of a scenario's named parts in order (habit categories, progress sections). */
export function trackingPartQueries(table: TableOf<ReturnType<typeof trackingPartColumns>>) {
  return {
    async ofTracking(db: Executor, accountId: number, trackingId: number) {
      return db
        .select()
        .from(table)
        .where(and(ofAccount(table, accountId), eq(table.trackingId, trackingId)))
        .orderBy(asc(table.order), asc(table.id));
    },

    async find(db: Executor, accountId: number, id: number) {
      const [row] = await db
        .select()
        .from(table)
        .where(and(ofAccount(table, accountId), eq(table.id, id)));
      return row;
    },

    async insert(
      db: Executor,
      accountId: number,
      values: Omit<typeof table.$inferInsert, 'accountId'>,
    ) {
      const [row] = await db
        .insert(table)
        .values({ ...values, accountId })
        .returning();
      return row!;
    },

    async rename(db: Executor, accountId: number, id: number, name: string) {
      const [row] = await db
        .update(table)
        .set({ name })
        .where(and(ofAccount(table, accountId), eq(table.id, id)))
        .returning();
      return row;
    },

    /** Answers the tracking of the part deleted, none when there was none. */
    async remove(db: Executor, accountId: number, id: number) {
      const [row] = await db
        .delete(table)
        .where(and(ofAccount(table, accountId), eq(table.id, id)))
        .returning({ trackingId: table.trackingId });
      return row;
    },
  };
}

/**
 * Sets the order of a scenario's parts (already checked to be the whole list under their
 * parent): 0..n-1, in one statement.
 */
export async function setOrders(
  db: Executor,
  accountId: number,
  table: PgTable & { order: PgColumn },
  orders: { id: number; order: number }[],
) {
  const sorted = [...orders].sort((a, b) => a.order - b.order || a.id - b.id);
  await db.execute(sql`update ${table} t set "order" = s.n - 1
    from unnest(${arrayParam(sorted.map((r) => r.id))}::int[]) with ordinality as s(id, n)
    where t.account_id = ${accountId}::int and t.id = s.id`);
}

/** A program's shared queries on its tables. */
export function checkInProgramQueries<Reminder, Settings, Contacts extends ContactTable>({
  trackings: table,
  contacts: programContacts,
  deliveries,
}: ProgramTables<Reminder, Settings, Contacts>) {
  // Queried through the columns every program has: Drizzle's types do not resolve on a table
  // that is still a type parameter.
  const contacts: ContactTable = programContacts;
  type Insert = Omit<typeof table.$inferInsert, 'accountId'>;
  return {
    /** The location's trackings, largest order first; `limit` caps the list. */
    async trackings(db: Executor, accountId: number, limit?: number) {
      const rows = db
        .select()
        .from(table)
        .where(ofAccount(table, accountId))
        .orderBy(desc(table.order), desc(table.id))
        .$dynamic();
      return limit === undefined ? rows : rows.limit(limit);
    },

    async findTracking(db: Executor, accountId: number, id: number) {
      const [row] = await db
        .select()
        .from(table)
        .where(and(ofAccount(table, accountId), eq(table.id, id)));
      return row;
    },

    /** A tracking by id alone: a personal link names it, its signature proves the link ours. */
    // unscoped: the public page finds the tracking its signed link names, then acts in its account
    async trackingById(db: Executor, id: number) {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row;
    },

    async nextOrder(db: Executor, accountId: number) {
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${table.order}), -1)::int` })
        .from(table)
        .where(ofAccount(table, accountId));
      return (row?.max ?? -1) + 1;
    },

    async insertTracking(db: Executor, accountId: number, values: Insert) {
      const [row] = await db
        .insert(table)
        .values({ ...values, accountId })
        .returning();
      return row!;
    },

    async updateTracking(db: Executor, accountId: number, id: number, values: Partial<Insert>) {
      const [row] = await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(and(ofAccount(table, accountId), eq(table.id, id)))
        .returning();
      return row;
    },

    async deleteTrackings(db: Executor, accountId: number, ids: number[]) {
      const rows = await db
        .delete(table)
        .where(and(ofAccount(table, accountId), inArray(table.id, ids)))
        .returning({ id: table.id });
      return rows.length;
    },

    async findTrackingContact(
      db: Executor,
      accountId: number,
      trackingId: number,
      contactId: number,
    ) {
      const [row] = await db
        .select()
        .from(contacts)
        .where(
          and(
            ofAccount(contacts, accountId),
            eq(contacts.trackingId, trackingId),
            eq(contacts.contactId, contactId),
          ),
        );
      // select() reads every column of the table given, the program's own ones too.
      return row as Contacts['$inferSelect'] | undefined;
    },

    /** The trackings the contact is active on, in the lists' order. */
    async trackingsOfContact(db: Executor, accountId: number, contactId: number) {
      return db
        .select({ tracking: table })
        .from(contacts)
        .innerJoin(
          table,
          and(eq(table.accountId, contacts.accountId), eq(table.id, contacts.trackingId)),
        )
        .where(
          and(
            ofAccount(contacts, accountId),
            eq(contacts.contactId, contactId),
            eq(contacts.status, 'active'),
          ),
        )
        .orderBy(desc(table.order), desc(table.id));
    },

    /** Puts a contact on the tracking or takes them off; back on, they count as added now. */
    async setContactStatus(
      db: Executor,
      accountId: number,
      trackingId: number,
      contactId: number,
      status: 'active' | 'deleted',
    ) {
      const now = new Date();
      const removedAt = status === 'deleted' ? now : null;
      await db
        .insert(contacts)
        .values({ accountId, trackingId, contactId, status, removedAt })
        .onConflictDoUpdate({
          target: [contacts.trackingId, contacts.contactId],
          set: { status, removedAt, ...(status === 'active' ? { addedAt: now } : {}) },
        });
    },

    /** The reminder sweep's part (messaging/scenario-reminders.ts), on the program's tables. */
    reminders: {
      /** Every tracking whose reminders are on, of every location: the engine's sweep. */
      // unscoped: the reminder engine walks every location's trackings, each row naming its account
      async reminded(db: Executor) {
        return db.select().from(table).where(eq(table.hasReminder, true));
      },

      /**
       * Claims the deliveries of a due time for the tracking's active contacts added before it;
       * the unique key makes each contact's claim once. Answers the deliveries claimed.
       */
      async claim(db: Executor, accountId: number, trackingId: number, dueAt: Date) {
        const rows = await rowsOf<{ id: string | number; contact_id: string | number }>(
          db,
          sql`insert into ${deliveries} (account_id, tracking_id, contact_id, due_at)
          select account_id, tracking_id, contact_id, ${dueAt.toISOString()}::timestamptz
          from ${contacts}
          where account_id = ${accountId}::int and tracking_id = ${trackingId}::int
            and status = 'active' and added_at <= ${dueAt.toISOString()}::timestamptz
          on conflict do nothing
          returning id, contact_id`,
        );
        return rows.map((r) => ({ id: Number(r.id), contactId: Number(r.contact_id) }));
      },

      async record(
        db: Executor,
        accountId: number,
        id: number,
        sendId: number | null,
        detail: string,
      ) {
        await db
          .update(deliveries)
          .set({ sendId, detail })
          .where(and(ofAccount(deliveries, accountId), eq(deliveries.id, id)));
      },
    },
  };
}
