import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import {
  type AccountSettingRow,
  accessKeys,
  accountSettings,
  contactProfileSettings,
  landingTokens,
  type PortalSettingRow,
  portalSettings,
  type TeaseSettingRow,
  teaseSettings,
} from './admin-settings.tables';

type AccountSettingValues = Partial<Omit<typeof accountSettings.$inferInsert, 'accountId'>>;

export async function findAccountSetting(
  db: Executor,
  accountId: number,
): Promise<AccountSettingRow | undefined> {
  const [row] = await db
    .select()
    .from(accountSettings)
    .where(ofAccount(accountSettings, accountId));
  return row;
}

/** Writes some of the location's settings, creating its row with the defaults for the rest. */
export async function saveAccountSetting(
  db: Executor,
  accountId: number,
  values: AccountSettingValues,
): Promise<AccountSettingRow> {
  const [row] = await db
    .insert(accountSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: accountSettings.accountId, set: values })
    .returning();
  return row!;
}

export async function findPortalSetting(
  db: Executor,
  accountId: number,
): Promise<PortalSettingRow | undefined> {
  const [row] = await db.select().from(portalSettings).where(ofAccount(portalSettings, accountId));
  return row;
}

// unscoped: a subdomain is unique across the app, so every location's is compared.
export async function subdomainHolder(db: Executor, subdomain: string) {
  const [row] = await db
    .select({ accountId: portalSettings.accountId })
    .from(portalSettings)
    .where(eq(sql`lower(${portalSettings.subdomain})`, subdomain.toLowerCase()));
  return row?.accountId;
}

export async function savePortalSetting(
  db: Executor,
  accountId: number,
  values: Omit<typeof portalSettings.$inferInsert, 'accountId' | 'updatedAt'>,
): Promise<PortalSettingRow> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(portalSettings)
    .values({ accountId, ...set })
    .onConflictDoUpdate({ target: portalSettings.accountId, set })
    .returning();
  return row!;
}

export async function findAccessKey(db: Executor, accountId: number) {
  const [row] = await db.select().from(accessKeys).where(ofAccount(accessKeys, accountId));
  return row;
}

/** The location's key from now on; the one before stops working in the same statement. */
export async function replaceAccessKey(
  db: Executor,
  accountId: number,
  values: { keyHash: string; lastFour: string; createdBy: number },
) {
  const set = { ...values, createdAt: new Date() };
  const [row] = await db
    .insert(accessKeys)
    .values({ accountId, ...set })
    .onConflictDoUpdate({ target: accessKeys.accountId, set })
    .returning();
  return row!;
}

export async function findContactProfileSetting(db: Executor, accountId: number, userId: number) {
  const [row] = await db
    .select({ setting: contactProfileSettings.setting })
    .from(contactProfileSettings)
    .where(
      and(ofAccount(contactProfileSettings, accountId), eq(contactProfileSettings.userId, userId)),
    );
  return row?.setting;
}

export async function saveContactProfileSetting(
  db: Executor,
  accountId: number,
  userId: number,
  setting: Record<string, boolean>,
) {
  await db
    .insert(contactProfileSettings)
    .values({ accountId, userId, setting })
    .onConflictDoUpdate({
      target: contactProfileSettings.userId,
      set: { setting, updatedAt: new Date() },
    });
}

/** The location's teasers, one per kind, written with `defaults` for the kinds it lacks. */
export async function ensureTeaseSettings(
  db: Executor,
  accountId: number,
  defaults: readonly { kind: string; settingValue: string }[],
): Promise<TeaseSettingRow[]> {
  await db
    .insert(teaseSettings)
    .values(defaults.map((d) => ({ accountId, ...d })))
    .onConflictDoNothing({ target: [teaseSettings.accountId, teaseSettings.kind] });
  return db
    .select()
    .from(teaseSettings)
    .where(ofAccount(teaseSettings, accountId))
    .orderBy(teaseSettings.id);
}

/** Changes one teaser of the location; undefined when it has none by that id. */
export async function updateTeaseSetting(
  db: Executor,
  accountId: number,
  id: number,
  values: { settingValue?: string; enabled: boolean },
): Promise<TeaseSettingRow | undefined> {
  const [row] = await db
    .update(teaseSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(teaseSettings, accountId), eq(teaseSettings.id, id)))
    .returning();
  return row;
}

export async function findLandingToken(db: Executor, accountId: number, userId: number) {
  const [row] = await db
    .select()
    .from(landingTokens)
    .where(and(ofAccount(landingTokens, accountId), eq(landingTokens.userId, userId)));
  return row;
}

export async function replaceLandingToken(
  db: Executor,
  accountId: number,
  userId: number,
  values: { tokenHash: string; lastFour: string },
) {
  const set = { ...values, accountId, createdAt: new Date() };
  const [row] = await db
    .insert(landingTokens)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: landingTokens.userId, set })
    .returning();
  return row!;
}
