import type { SignatureDesign } from '@coachline/contract/signatures';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { ofAccount } from '../../db/tenancy';
import { signatures } from './signatures.tables';

const ofSignature = (accountId: number, id: number) =>
  and(ofAccount(signatures, accountId), eq(signatures.id, id));

export async function listSignatures(db: Executor, accountId: number) {
  return db
    .select()
    .from(signatures)
    .where(ofAccount(signatures, accountId))
    .orderBy(asc(signatures.createdAt), asc(signatures.id));
}

export async function findSignature(db: Executor, accountId: number, id: number) {
  const [row] = await db.select().from(signatures).where(ofSignature(accountId, id));
  return row;
}

// Every one-to-one email reads it.
const defaultSignature = preparedStatement('signatures_default', (db) =>
  db
    .select()
    .from(signatures)
    .where(
      and(eq(signatures.accountId, sql.placeholder('accountId')), eq(signatures.isDefault, true)),
    ),
);

export async function findDefaultSignature(db: Executor, accountId: number) {
  const [row] = await defaultSignature(db).execute({ accountId });
  return row;
}

export async function countSignatures(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signatures)
    .where(ofAccount(signatures, accountId));
  return row?.n ?? 0;
}

type Choice = { isDefault: boolean; applyToAll: boolean };

export async function insertSignature(
  db: Executor,
  accountId: number,
  design: SignatureDesign,
  choice: Choice,
) {
  const [row] = await db
    .insert(signatures)
    .values({ accountId, design, ...choice })
    .returning();
  return row!;
}

export async function updateSignature(
  db: Executor,
  accountId: number,
  id: number,
  design: SignatureDesign,
  choice: Choice,
) {
  const [row] = await db
    .update(signatures)
    .set({ design, ...choice, updatedAt: sql`now()` })
    .where(ofSignature(accountId, id))
    .returning();
  return row;
}

/** The location's signatures but `keptId` stop being the default, before one becomes it. */
export async function clearDefault(db: Executor, accountId: number, keptId: number | undefined) {
  await db
    .update(signatures)
    .set({ isDefault: false, applyToAll: false })
    .where(
      and(
        ofAccount(signatures, accountId),
        eq(signatures.isDefault, true),
        keptId === undefined ? undefined : ne(signatures.id, keptId),
      ),
    );
}

export async function deleteSignature(db: Executor, accountId: number, id: number) {
  const rows = await db
    .delete(signatures)
    .where(ofSignature(accountId, id))
    .returning({ id: signatures.id });
  return rows.length > 0;
}
