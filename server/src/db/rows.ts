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
