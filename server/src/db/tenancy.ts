import { eq, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  foreignKey,
  index,
  integer,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from '../features/accounts/accounts.tables';

// Tenancy in the schema: every tenant-owned row carries `account_id`, keyed to its account, and a
// row that points at another tenant-owned row does so through (account_id, that row's id), so it
// can only ever point inside its own account. These are function declarations on purpose:
// accounts.tables uses them too, and a declaration is callable while that import cycle loads.

type Tenanted = { accountId: AnyPgColumn };
type TenantedRow = Tenanted & { id: AnyPgColumn };
type IndexColumn = Partial<ExtraConfigColumn> | SQL;

/**
 * The tenant column. Accounts are never deleted today (closing one is not built), so the key
 * refuses to delete an account that still holds rows rather than deciding what goes with it.
 */
export function tenantColumns() {
  return {
    accountId: integer('account_id')
      .notNull()
      .references((): AnyPgColumn => accounts.id),
  };
}

/** The table's index led by account_id, `<table>_account_idx`, with the columns its lists use. */
export function tenantIndex(table: string, t: Tenanted, ...columns: IndexColumn[]) {
  return index(`${table}_account_idx`).on(t.accountId, ...columns);
}

/** (account_id, id) is unique: what the tenant-scoped keys of other rows point at. */
export function tenantKey(table: string, t: TenantedRow) {
  return unique(`${table}_account_id_unique`).on(t.accountId, t.id);
}

/**
 * The key from (account_id, column) to the parent's (account_id, id): a row can only point at
 * a row of its own account. Chain `.onDelete()` / `.onUpdate()` for the behaviour it needs.
 */
export function tenantReference(
  name: string,
  t: Tenanted,
  column: AnyPgColumn,
  parent: TenantedRow,
) {
  return foreignKey({
    name,
    columns: [t.accountId, column],
    foreignColumns: [parent.accountId, parent.id],
  });
}

/** The rows of one account: the first condition of every scoped query. */
export function ofAccount(table: Tenanted, accountId: number): SQL {
  return eq(table.accountId, accountId);
}
