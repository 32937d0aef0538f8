import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/** Rows of a raw statement; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * An array bound as one parameter, for `unnest(...)` and `= any(...)`: a batch of a thousand
 * values is one parameter, not a thousand.
 */
export const arrayParam = (values: readonly unknown[]) => sql.param(values);

/**
 * Settings of a background transaction, work no request waits on (an import's batch, a
 * broadcast's recipients): no statement timeout, which bounds request work, and no wait for the
 * WAL flush, as the transaction's work is redone by the next run when a crash loses its commit.
 */
export async function relaxBackgroundTransaction(tx: Executor): Promise<void> {
  await tx.execute(
    sql`select set_config('synchronous_commit', 'off', true), set_config('statement_timeout', '0', true)`,
  );
}
