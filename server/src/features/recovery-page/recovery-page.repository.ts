import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { type RecoveryPageRow, recoveryPageSettings } from './recovery-page.tables';

export type RecoveryPageValues = Omit<
  typeof recoveryPageSettings.$inferInsert,
  'accountId' | 'createdAt' | 'updatedAt'
>;

export async function findSetting(
  db: Executor,
  accountId: number,
): Promise<RecoveryPageRow | undefined> {
  const [row] = await db
    .select()
    .from(recoveryPageSettings)
    .where(ofAccount(recoveryPageSettings, accountId));
  return row;
}

/** Writes the location's setting, made on its first save. */
export async function saveSetting(
  db: Executor,
  accountId: number,
  values: RecoveryPageValues,
): Promise<RecoveryPageRow> {
  const [row] = await db
    .insert(recoveryPageSettings)
    .values({ accountId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: recoveryPageSettings.accountId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}
