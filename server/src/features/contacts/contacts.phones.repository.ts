import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { contacts } from './contacts.tables';

// The reads and writes of the stored-number backfill (contacts.phones.ts), across every account.

export type StoredNumber = { id: number; accountId: number; number: string };

/** A number already in E.164 shape needs nothing; every other one is read once more. */
const notE164 = sql`${contacts.number} !~ '^\\+[1-9][0-9]{1,14}$'`;

// unscoped: the backfill walks every account's contacts, each read with its own location's country.
export async function numbersNotInE164(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<StoredNumber[]> {
  const rows = await rowsOf<{ id: string | number; account_id: number; number: string }>(
    db,
    sql`select ${contacts.id} as id, ${contacts.accountId} as account_id, ${contacts.number} as number
      from ${contacts}
      where ${contacts.id} > ${afterId} and ${contacts.number} is not null and ${notE164}
      order by ${contacts.id} limit ${limit}`,
  );
  return rows.map((r) => ({ id: Number(r.id), accountId: r.account_id, number: r.number }));
}

/**
 * Rewrites numbers in one statement, each only while it still holds what was read: a number
 * edited meanwhile was checked by its edit and stays as the edit left it.
 */
// unscoped: rows found by numbersNotInE164, named by id and by the number they held.
export async function rewriteNumbers(
  db: Executor,
  changes: { id: number; from: string; to: string }[],
): Promise<number> {
  if (changes.length === 0) return 0;
  const rows = await rowsOf<{ id: string | number }>(
    db,
    sql`update ${contacts} set number = v.to_number
      from unnest(${arrayParam(changes.map((c) => c.id))}::bigint[],
        ${arrayParam(changes.map((c) => c.from))}::text[],
        ${arrayParam(changes.map((c) => c.to))}::text[]) as v(id, from_number, to_number)
      where ${contacts.id} = v.id and ${contacts.number} = v.from_number
      returning ${contacts.id} as id`,
  );
  return rows.length;
}
