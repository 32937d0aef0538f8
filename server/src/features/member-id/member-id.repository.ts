import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { type MemberIdSettingRow, memberIdSettings } from './member-id.tables';

export type MemberIdSettingValues = Omit<
  typeof memberIdSettings.$inferInsert,
  'accountId' | 'accessCode' | 'createdAt' | 'updatedAt'
>;

export async function findSetting(
  db: Executor,
  accountId: number,
): Promise<MemberIdSettingRow | undefined> {
  const [row] = await db
    .select()
    .from(memberIdSettings)
    .where(ofAccount(memberIdSettings, accountId));
  return row;
}

/** The location's row, written with `defaults` when it has none yet (two first reads agree). */
export async function ensureSetting(
  db: Executor,
  accountId: number,
  defaults: MemberIdSettingValues & { accessCode: string },
): Promise<MemberIdSettingRow> {
  await db
    .insert(memberIdSettings)
    .values({ accountId, ...defaults })
    .onConflictDoNothing({ target: memberIdSettings.accountId });
  return (await findSetting(db, accountId))!;
}

/** Saves what the location decided; a new access code closes the links to the old one. */
export async function saveSetting(
  db: Executor,
  accountId: number,
  values: MemberIdSettingValues,
  accessCode: string | undefined,
): Promise<MemberIdSettingRow> {
  const [row] = await db
    .update(memberIdSettings)
    .set({ ...values, ...(accessCode ? { accessCode } : {}), updatedAt: new Date() })
    .where(ofAccount(memberIdSettings, accountId))
    .returning();
  return row!;
}

/** Takes the next number for a member ID, moving the counter on in the same statement. */
export async function takeNextNumber(
  db: Executor,
  accountId: number,
): Promise<{ prefix: string; number: number }> {
  const [row] = await db
    .update(memberIdSettings)
    .set({ nextNumber: sql`${memberIdSettings.nextNumber} + 1` })
    .where(ofAccount(memberIdSettings, accountId))
    .returning({
      prefix: memberIdSettings.idPrefix,
      number: sql<number>`${memberIdSettings.nextNumber} - 1`,
    });
  return row!;
}
