import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import {
  type CheckoutEmailSettingRow,
  type CheckoutSettingsRow,
  checkoutEmailSettings,
  checkoutSettings,
} from './checkout.tables';

export async function findSettings(
  db: Executor,
  accountId: number,
): Promise<CheckoutSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSettings)
    .where(ofAccount(checkoutSettings, accountId));
  return row;
}

type SettingsValues = Partial<Omit<CheckoutSettingsRow, 'accountId' | 'updatedAt'>>;

/** Writes some of the location's settings, creating its row with the defaults for the rest. */
export async function saveSettings(db: Executor, accountId: number, values: SettingsValues) {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(checkoutSettings)
    .values({ accountId, ...set })
    .onConflictDoUpdate({ target: checkoutSettings.accountId, set })
    .returning();
  return row!;
}

export async function emailSettingsOf(
  db: Executor,
  accountId: number,
): Promise<CheckoutEmailSettingRow[]> {
  return db.select().from(checkoutEmailSettings).where(ofAccount(checkoutEmailSettings, accountId));
}

export async function saveEmailSetting(
  db: Executor,
  accountId: number,
  values: Pick<CheckoutEmailSettingRow, 'type' | 'subject' | 'body' | 'isEnabled'>,
) {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(checkoutEmailSettings)
    .values({ accountId, ...set })
    .onConflictDoUpdate({
      target: [checkoutEmailSettings.accountId, checkoutEmailSettings.type],
      set,
    })
    .returning();
  return row!;
}
