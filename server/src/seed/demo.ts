import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as accountsRepo from '../features/accounts/accounts.repository';
import { createLocation, createOrganization } from '../features/accounts/accounts.service';
import { users } from '../features/accounts/accounts.tables';
import { planById } from '../features/accounts/plans';
import { hashPassword } from '../platform/crypto';
import { seedDemoContacts } from './demo-contacts';

export const demoPassword = 'coachline-demo';
export const demoLogins = [
  { email: 'owner@example.com', role: 'owner of Demo Fitness (locations Downtown and Uptown)' },
  { email: 'staff@example.com', role: 'staff of Demo Fitness, may view contacts only' },
  { email: 'other@example.com', role: 'owner of Other Gym (checkout disabled)' },
] as const;

/** Creates the demo workspace on an empty database; answers false when users already exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  const paidPlan = { ...planById('pro-monthly'), trialDays: 0 };
  await db.transaction(async (tx) => {
    const demo = await createOrganization(tx, {
      businessname: 'Demo Fitness',
      owner: {
        email: 'owner@example.com',
        passwordHash,
        fname: 'Olivia',
        lname: 'Owner',
        phone: '+12125550100',
      },
      businessType: 'Gym',
      timezone: 'America/New_York',
      module: 'contacts',
      checkoutEnabled: true,
      fitFunnels: true,
      hasTrialPeriod: false,
      plan: paidPlan,
    });
    const downtown = await createLocation(tx, demo.account.id, 'Downtown');
    await createLocation(tx, demo.account.id, 'Uptown');
    const [staff] = await tx
      .insert(users)
      .values({
        email: 'staff@example.com',
        passwordHash,
        fname: 'Sam',
        lname: 'Staff',
        accountId: demo.account.id,
        companyId: demo.account.id,
        permissions: { 'contacts-center': { view: true } },
        emailVerifiedAt: new Date(),
      })
      .returning();
    await seedDemoContacts(tx, {
      accountId: demo.account.id,
      downtownId: downtown.id,
      ownerId: demo.owner.id,
      staffId: staff!.id,
    });
    const other = await createOrganization(tx, {
      businessname: 'Other Gym',
      owner: { email: 'other@example.com', passwordHash, fname: 'Oscar', lname: 'Other' },
      timezone: 'Europe/London',
      checkoutEnabled: false,
      hasTrialPeriod: false,
      plan: paidPlan,
    });
    await accountsRepo.updateAccount(tx, other.account.id, { checkoutEnabled: false });
  });
  return true;
}
