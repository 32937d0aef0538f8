import { and, asc, count, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import {
  type EmailDomainRow,
  type EmailSenderRow,
  emailDomainLocations,
  emailDomains,
  emailSenderLocations,
  emailSenders,
} from './email-domains.tables';

// Every function takes the organization's primary account: domains, senders and their
// activations for locations are the organization's rows.

export async function listDomains(db: Executor, accountId: number): Promise<EmailDomainRow[]> {
  return db
    .select()
    .from(emailDomains)
    .where(ofAccount(emailDomains, accountId))
    .orderBy(asc(emailDomains.createdAt), asc(emailDomains.id));
}

export async function findDomains(
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<EmailDomainRow[]> {
  return db
    .select()
    .from(emailDomains)
    .where(and(ofAccount(emailDomains, accountId), inArray(emailDomains.id, ids)))
    .orderBy(asc(emailDomains.id));
}

export async function countDomains(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailDomains)
    .where(ofAccount(emailDomains, accountId));
  return row?.n ?? 0;
}

/** The new domain, or undefined when the organization has it already. */
export async function insertDomain(
  db: Executor,
  accountId: number,
  values: Omit<typeof emailDomains.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(emailDomains)
    .values({ ...values, accountId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateDomain(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<Pick<EmailDomainRow, 'enabled' | 'isVerified' | 'recordChecks' | 'verifiedAt'>>,
) {
  const [row] = await db
    .update(emailDomains)
    .set(values)
    .where(and(ofAccount(emailDomains, accountId), eq(emailDomains.id, id)))
    .returning();
  return row;
}

/** Makes the domain the organization's active one; the one active before is let go first. */
export async function activateDomain(tx: Executor, accountId: number, id: number) {
  await tx
    .update(emailDomains)
    .set({ isActive: false })
    .where(
      and(
        ofAccount(emailDomains, accountId),
        eq(emailDomains.isActive, true),
        ne(emailDomains.id, id),
      ),
    );
  await tx
    .update(emailDomains)
    .set({ isActive: true })
    .where(and(ofAccount(emailDomains, accountId), eq(emailDomains.id, id)));
}

export async function hasActiveDomain(db: Executor, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: emailDomains.id })
    .from(emailDomains)
    .where(and(ofAccount(emailDomains, accountId), eq(emailDomains.isActive, true)))
    .limit(1);
  return row !== undefined;
}

/** The ids deleted; their senders and activations go with them. */
export async function deleteDomains(db: Executor, accountId: number, ids: number[]) {
  const rows = await db
    .delete(emailDomains)
    .where(and(ofAccount(emailDomains, accountId), inArray(emailDomains.id, ids)))
    .returning({ id: emailDomains.id });
  return rows.map((r) => r.id);
}

export async function listSenders(
  db: Executor,
  accountId: number,
  domainId?: number,
): Promise<EmailSenderRow[]> {
  return db
    .select()
    .from(emailSenders)
    .where(
      and(
        ofAccount(emailSenders, accountId),
        domainId === undefined ? undefined : eq(emailSenders.emailDomainId, domainId),
      ),
    )
    .orderBy(asc(emailSenders.createdAt), asc(emailSenders.id));
}

export async function findSender(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(emailSenders)
    .where(and(ofAccount(emailSenders, accountId), eq(emailSenders.id, id)));
  return row;
}

/** The sender saved, or undefined when another sender of the organization has the address. */
export async function saveSender(
  db: Executor,
  accountId: number,
  values: { id?: number; emailDomainId: number; name: string; email: string; isActive: boolean },
) {
  const { id, isActive, ...fields } = values;
  if (id === undefined) {
    const [row] = await db
      .insert(emailSenders)
      .values({ ...fields, isActive, accountId })
      .onConflictDoNothing()
      .returning();
    return row;
  }
  const [row] = await db
    .update(emailSenders)
    .set(fields)
    .where(and(ofAccount(emailSenders, accountId), eq(emailSenders.id, id)))
    .returning();
  return row;
}

export async function hasActiveSender(db: Executor, accountId: number, domainId: number) {
  const [row] = await db
    .select({ id: emailSenders.id })
    .from(emailSenders)
    .where(
      and(
        ofAccount(emailSenders, accountId),
        eq(emailSenders.emailDomainId, domainId),
        eq(emailSenders.isActive, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Makes the sender its domain's active one; the one active before is let go first. */
export async function activateSender(tx: Executor, accountId: number, sender: EmailSenderRow) {
  await tx
    .update(emailSenders)
    .set({ isActive: false })
    .where(
      and(
        ofAccount(emailSenders, accountId),
        eq(emailSenders.emailDomainId, sender.emailDomainId),
        eq(emailSenders.isActive, true),
        ne(emailSenders.id, sender.id),
      ),
    );
  await tx
    .update(emailSenders)
    .set({ isActive: true })
    .where(and(ofAccount(emailSenders, accountId), eq(emailSenders.id, sender.id)));
}

export async function deleteSenders(db: Executor, accountId: number, ids: number[]) {
  const rows = await db
    .delete(emailSenders)
    .where(and(ofAccount(emailSenders, accountId), inArray(emailSenders.id, ids)))
    .returning({ id: emailSenders.id });
  return rows.map((r) => r.id);
}

export async function listDomainLocations(db: Executor, accountId: number) {
  return db
    .select({ id: emailDomainLocations.emailDomainId, locationId: emailDomainLocations.locationId })
    .from(emailDomainLocations)
    .where(ofAccount(emailDomainLocations, accountId))
    .orderBy(asc(emailDomainLocations.locationId));
}

export async function listSenderLocations(db: Executor, accountId: number) {
  return db
    .select({ id: emailSenderLocations.emailSenderId, locationId: emailSenderLocations.locationId })
    .from(emailSenderLocations)
    .where(ofAccount(emailSenderLocations, accountId))
    .orderBy(asc(emailSenderLocations.locationId));
}

/**
 * The domain's locations become exactly `locationIds`; each of them leaves the domain it had,
 * since a location sends from one domain.
 */
export async function setDomainLocations(
  tx: Executor,
  accountId: number,
  domainId: number,
  locationIds: number[],
) {
  await tx
    .delete(emailDomainLocations)
    .where(
      and(
        ofAccount(emailDomainLocations, accountId),
        or(
          eq(emailDomainLocations.emailDomainId, domainId),
          locationIds.length ? inArray(emailDomainLocations.locationId, locationIds) : undefined,
        ),
      ),
    );
  if (locationIds.length)
    await tx
      .insert(emailDomainLocations)
      .values(
        locationIds.map((locationId) => ({ accountId, emailDomainId: domainId, locationId })),
      );
}

/** As setDomainLocations, for the one sender each location sends as. */
export async function setSenderLocations(
  tx: Executor,
  accountId: number,
  senderId: number,
  locationIds: number[],
) {
  await tx
    .delete(emailSenderLocations)
    .where(
      and(
        ofAccount(emailSenderLocations, accountId),
        or(
          eq(emailSenderLocations.emailSenderId, senderId),
          locationIds.length ? inArray(emailSenderLocations.locationId, locationIds) : undefined,
        ),
      ),
    );
  if (locationIds.length)
    await tx
      .insert(emailSenderLocations)
      .values(
        locationIds.map((locationId) => ({ accountId, emailSenderId: senderId, locationId })),
      );
}

const activatedForSomeLocation = exists(
  sql`(select 1 from ${emailDomainLocations} where ${emailDomainLocations.accountId} = ${emailDomains.accountId} and ${emailDomainLocations.emailDomainId} = ${emailDomains.id})`,
);

/**
 * The DNS warning's rule (000 §2.4): an enabled domain that mail would go out from (the active
 * one, or one activated for a location) and whose records are not verified.
 */
export async function hasUnverifiedDomainInUse(db: Executor, accountId: number) {
  const [row] = await db
    .select({ id: emailDomains.id })
    .from(emailDomains)
    .where(
      and(
        ofAccount(emailDomains, accountId),
        eq(emailDomains.enabled, true),
        eq(emailDomains.isVerified, false),
        or(eq(emailDomains.isActive, true), activatedForSomeLocation),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const sendable = and(eq(emailDomains.enabled, true), eq(emailDomains.isVerified, true));

/**
 * The domain a location sends from: the one activated for it, else the organization's active
 * one, either only when enabled and verified.
 */
export async function sendingDomain(db: Executor, accountId: number, locationId: number) {
  const [row] = await db
    .select()
    .from(emailDomains)
    .leftJoin(
      emailDomainLocations,
      and(
        eq(emailDomainLocations.accountId, emailDomains.accountId),
        eq(emailDomainLocations.emailDomainId, emailDomains.id),
        eq(emailDomainLocations.locationId, locationId),
      ),
    )
    .where(
      and(
        ofAccount(emailDomains, accountId),
        sendable,
        or(eq(emailDomains.isActive, true), sql`${emailDomainLocations.locationId} is not null`),
      ),
    )
    // The location's own domain before the organization's.
    .orderBy(sql`${emailDomainLocations.locationId} is null`)
    .limit(1);
  return row?.email_domains;
}

/** The sender a location sends as from a domain: the one activated for it, else the active one. */
export async function sendingSender(
  db: Executor,
  accountId: number,
  domainId: number,
  locationId: number,
) {
  const [row] = await db
    .select()
    .from(emailSenders)
    .leftJoin(
      emailSenderLocations,
      and(
        eq(emailSenderLocations.accountId, emailSenders.accountId),
        eq(emailSenderLocations.emailSenderId, emailSenders.id),
        eq(emailSenderLocations.locationId, locationId),
      ),
    )
    .where(
      and(
        ofAccount(emailSenders, accountId),
        eq(emailSenders.emailDomainId, domainId),
        or(eq(emailSenders.isActive, true), sql`${emailSenderLocations.locationId} is not null`),
      ),
    )
    .orderBy(sql`${emailSenderLocations.locationId} is null`)
    .limit(1);
  return row?.email_senders;
}
