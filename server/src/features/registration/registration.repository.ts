import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type RegistrationRow, registrations } from './registration.tables';

// A registration exists before its account does: it is found by the hash of its URL token (or
// by id for the resend calls), never by a tenant.

// unscoped: a sign-up in progress belongs to no account yet.
export async function insertRegistration(db: Executor, values: typeof registrations.$inferInsert) {
  const [row] = await db.insert(registrations).values(values).returning();
  return row!;
}

// unscoped: found by the hash of the token in its URL, the only thing the visitor holds.
export async function findByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

// unscoped: the resend calls name the registration by id, before any account exists.
export async function findById(db: Executor, id: number): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
  return row;
}

/** Updates a registration that is not activated yet; answers nothing once it is. */
// unscoped: a registration the caller found by its token or id; it has no account yet.
export async function updatePending(
  db: Executor,
  id: number,
  values: Partial<typeof registrations.$inferInsert>,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .update(registrations)
    .set(values)
    .where(and(eq(registrations.id, id), isNull(registrations.activatedAt)))
    .returning();
  return row;
}

/** Links the activated registration to the owner it became. */
// unscoped: links the registration to the owner it became, right after activation.
export async function attachUser(db: Executor, id: number, userId: number) {
  await db.update(registrations).set({ userId }).where(eq(registrations.id, id));
}
