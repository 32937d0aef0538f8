import type { EmailButtonDesign } from '@coachline/contract/email-buttons';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { emailButtons } from './email-content.tables';

const ofButton = (accountId: number, id: number) =>
  and(ofAccount(emailButtons, accountId), eq(emailButtons.id, id));

export async function listButtons(db: Executor, accountId: number) {
  return db
    .select()
    .from(emailButtons)
    .where(ofAccount(emailButtons, accountId))
    .orderBy(asc(emailButtons.createdAt), asc(emailButtons.id));
}

export async function countButtons(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailButtons)
    .where(ofAccount(emailButtons, accountId));
  return row?.n ?? 0;
}

export async function insertButton(db: Executor, accountId: number, design: EmailButtonDesign) {
  const [row] = await db.insert(emailButtons).values({ accountId, design }).returning();
  return row!;
}

/** The button saved, or undefined when the account has no such button. */
export async function updateButton(
  db: Executor,
  accountId: number,
  id: number,
  design: EmailButtonDesign,
) {
  const [row] = await db
    .update(emailButtons)
    .set({ design, updatedAt: sql`now()` })
    .where(ofButton(accountId, id))
    .returning();
  return row;
}

export async function deleteButton(db: Executor, accountId: number, id: number) {
  const rows = await db
    .delete(emailButtons)
    .where(ofButton(accountId, id))
    .returning({ id: emailButtons.id });
  return rows.length > 0;
}
