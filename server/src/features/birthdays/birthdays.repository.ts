import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { type BirthdaySettingRow, birthdayGreetings, birthdaySettings } from './birthdays.tables';

export type BirthdaySettingValues = Omit<
  typeof birthdaySettings.$inferInsert,
  'accountId' | 'updatedAt'
>;

export async function findSetting(
  db: Executor,
  accountId: number,
): Promise<BirthdaySettingRow | undefined> {
  const [row] = await db
    .select()
    .from(birthdaySettings)
    .where(ofAccount(birthdaySettings, accountId));
  return row;
}

/** The location's row, written with `defaults` when it has none yet. */
export async function ensureSetting(
  db: Executor,
  accountId: number,
  defaults: BirthdaySettingValues,
): Promise<BirthdaySettingRow> {
  await db
    .insert(birthdaySettings)
    .values({ accountId, ...defaults })
    .onConflictDoNothing({ target: birthdaySettings.accountId });
  return (await findSetting(db, accountId))!;
}

export async function saveSetting(db: Executor, accountId: number, values: BirthdaySettingValues) {
  const [row] = await db
    .insert(birthdaySettings)
    .values({ accountId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: birthdaySettings.accountId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

// unscoped: the greeting job visits every location whose greeting is on, each then on its own.
export async function listActiveSettings(db: Executor) {
  return db.select().from(birthdaySettings).where(eq(birthdaySettings.status, 1));
}

/** The greetings of these contacts in these years, by `contactId:year`. */
export async function greetingsOf(
  db: Executor,
  accountId: number,
  keys: readonly { contactId: number; year: number }[],
) {
  if (keys.length === 0) return new Map<string, typeof birthdayGreetings.$inferSelect>();
  const rows = await db
    .select()
    .from(birthdayGreetings)
    .where(
      and(
        ofAccount(birthdayGreetings, accountId),
        inArray(
          birthdayGreetings.contactId,
          keys.map((k) => k.contactId),
        ),
        inArray(birthdayGreetings.year, [...new Set(keys.map((k) => k.year))]),
      ),
    );
  return new Map(rows.map((row) => [`${row.contactId}:${row.year}`, row]));
}

/**
 * Takes this year's greeting of the contact: true when this call took it, false when it was
 * taken before. Run in the transaction that queues the greeting, so both happen or neither.
 */
export async function claimGreeting(
  tx: Executor,
  accountId: number,
  contactId: number,
  year: number,
): Promise<boolean> {
  const rows = await tx
    .insert(birthdayGreetings)
    .values({ accountId, contactId, year, greetedAt: new Date() })
    .onConflictDoUpdate({
      target: [birthdayGreetings.accountId, birthdayGreetings.contactId, birthdayGreetings.year],
      set: { greetedAt: new Date() },
      setWhere: sql`${birthdayGreetings.greetedAt} is null`,
    })
    .returning({ contactId: birthdayGreetings.contactId });
  return rows.length > 0;
}

/** Marks the contact's birthday of `year` as celebrated, or not. */
export async function setCelebrated(
  db: Executor,
  accountId: number,
  contactId: number,
  year: number,
  celebrated: boolean,
) {
  const celebratedAt = celebrated ? new Date() : null;
  await db
    .insert(birthdayGreetings)
    .values({ accountId, contactId, year, celebratedAt })
    .onConflictDoUpdate({
      target: [birthdayGreetings.accountId, birthdayGreetings.contactId, birthdayGreetings.year],
      set: { celebratedAt },
    });
}
