import { tabGroups } from '@coachline/contract/auth';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { ofAccount } from '../../db/tenancy';
import { contacts, customFields, locationTabs } from './contacts.tables';

// The contact centre's settings of a location: status tabs and custom fields.

export type TabRow = typeof locationTabs.$inferSelect;

// Tabs (location_tabs; `value` is what contacts.status holds)

/** The location's tabs, groups in their order (leads, trials, clients, staff, lost). */
export async function tabsOf(db: Executor, accountId: number): Promise<TabRow[]> {
  return db
    .select()
    .from(locationTabs)
    .where(ofAccount(locationTabs, accountId))
    .orderBy(
      sql`array_position(array[${sql.join(
        tabGroups.map((g) => sql`${g}`),
        sql`, `,
      )}]::text[], ${locationTabs.group})`,
      asc(locationTabs.position),
      asc(locationTabs.id),
    );
}

const tabTitle = preparedStatement('location_tabs_title_of_value', (db) =>
  db
    .select({ title: locationTabs.title })
    .from(locationTabs)
    .where(
      and(
        eq(locationTabs.accountId, sql.placeholder('accountId')),
        eq(locationTabs.value, sql.placeholder('value')),
      ),
    ),
);

/** The title of the location's tab whose value is `value` (a contact's status), if it has one. */
export async function tabTitleOf(
  db: Executor,
  accountId: number,
  value: string,
): Promise<string | undefined> {
  const [row] = await tabTitle(db).execute({ accountId, value });
  return row?.title;
}

export async function findTab(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(locationTabs)
    .where(and(ofAccount(locationTabs, accountId), eq(locationTabs.id, id)));
  return row;
}

export async function insertTab(
  db: Executor,
  accountId: number,
  values: Omit<typeof locationTabs.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(locationTabs)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function renameTab(db: Executor, accountId: number, id: number, title: string) {
  const [row] = await db
    .update(locationTabs)
    .set({ title })
    .where(and(ofAccount(locationTabs, accountId), eq(locationTabs.id, id)))
    .returning();
  return row;
}

export async function deleteTab(db: Executor, accountId: number, id: number) {
  await db
    .delete(locationTabs)
    .where(and(ofAccount(locationTabs, accountId), eq(locationTabs.id, id)));
}

export async function setTabPosition(
  db: Executor,
  accountId: number,
  id: number,
  position: number,
) {
  await db
    .update(locationTabs)
    .set({ position })
    .where(and(ofAccount(locationTabs, accountId), eq(locationTabs.id, id)));
}

/** Every contact (deleted ones too) in status `from` moves to `to`. */
export async function moveStatus(db: Executor, accountId: number, from: string, to: string) {
  await db
    .update(contacts)
    .set({ status: to, updatedAt: new Date() })
    .where(and(ofAccount(contacts, accountId), eq(contacts.status, from)));
}

export const defaultTabs = [
  { group: 'leads', title: 'Leads', value: 'lead' },
  { group: 'trials', title: 'Trials', value: 'trial' },
  { group: 'clients', title: 'Clients', value: 'client' },
  { group: 'staff', title: 'Staff', value: 'staff' },
  { group: 'lost', title: 'Lost', value: 'lost' },
] as const;

/** The tabs every new location starts with. */
export async function createDefaultTabs(db: Executor, accountId: number): Promise<void> {
  await db
    .insert(locationTabs)
    .values(defaultTabs.map((tab, position) => ({ ...tab, accountId, position })))
    .onConflictDoNothing();
}

// Custom fields

export async function listCustomFields(db: Executor, accountId: number) {
  return db
    .select()
    .from(customFields)
    .where(ofAccount(customFields, accountId))
    .orderBy(asc(customFields.position), asc(customFields.id));
}

export async function setCustomFieldPosition(
  db: Executor,
  accountId: number,
  id: number,
  position: number,
) {
  await db
    .update(customFields)
    .set({ position })
    .where(and(ofAccount(customFields, accountId), eq(customFields.id, id)));
}

export async function findCustomField(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(ofAccount(customFields, accountId), eq(customFields.id, id)));
  return row;
}

export async function insertCustomField(
  db: Executor,
  accountId: number,
  values: Omit<typeof customFields.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(customFields)
    .values({ ...values, accountId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateCustomField(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<typeof customFields.$inferInsert>,
) {
  const [row] = await db
    .update(customFields)
    .set(values)
    .where(and(ofAccount(customFields, accountId), eq(customFields.id, id)))
    .returning();
  return row;
}

/** Deletes the field and its values on every contact of the account. */
export async function deleteCustomField(db: Executor, accountId: number, id: number, key: string) {
  await db
    .delete(customFields)
    .where(and(ofAccount(customFields, accountId), eq(customFields.id, id)));
  await db
    .update(contacts)
    .set({ customFields: sql`${contacts.customFields} - ${key}::text` })
    .where(and(ofAccount(contacts, accountId), sql`${contacts.customFields} ? ${key}::text`));
}
