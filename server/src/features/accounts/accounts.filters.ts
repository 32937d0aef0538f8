import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.tables';

// What another feature's one-statement read may join of an account: its location, the
// location's organization and the owner it acts as (the location's owner, else the
// organization's), as `ownerContext` and `actingContext` of the service read them.

const organizations = alias(accounts, 'organization');

/** The columns to select beside a row for `joinActingOwner`. */
export const actingOwnerColumns = { location: accounts, organization: organizations, owner: users };

/** Joins the account of `accountId` (a column of the query's row), its organization and owner. */
export function joinActingOwner<T extends PgSelect>(query: T, accountId: PgColumn | SQL) {
  return query
    .innerJoin(accounts, eq(accounts.id, accountId))
    .innerJoin(
      organizations,
      eq(organizations.id, sql`coalesce(${accounts.parentId}, ${accounts.id})`),
    )
    .leftJoin(
      users,
      eq(users.id, sql`coalesce(${accounts.ownerUserId}, ${organizations.ownerUserId})`),
    );
}
