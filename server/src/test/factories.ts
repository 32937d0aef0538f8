import * as accountsRepo from '../features/accounts/accounts.repository';
import { createLocation, createOrganization } from '../features/accounts/accounts.service';
import { users } from '../features/accounts/accounts.tables';
import { planById } from '../features/accounts/plans';
import { openSession, resolveContext } from '../features/auth/auth.service';
import { issueCheckoutToken } from '../features/checkout/checkout.tokens';
import { contacts } from '../features/contacts/contacts.tables';
import { groupMembers, groups } from '../features/groups/groups.tables';
import { portalSessions } from '../features/portal/portal.tables';
import { contactTags, tags } from '../features/tags/tags.tables';
import { hashPassword, randomToken, sha256 } from '../platform/crypto';
import type { Deps } from '../platform/deps';

export const testPassword = 'password123';
let passwordHash: Promise<string> | undefined;
const hashed = () => {
  passwordHash ??= hashPassword(testPassword);
  return passwordHash;
};
let sequence = 0;
const unique = (prefix: string) =>
  `${prefix}${++sequence}-${Math.random().toString(36).slice(2, 8)}`;
const meta = { ip: '127.0.0.1', userAgent: 'vitest' };

type OrganizationOverrides = {
  businessname?: string;
  email?: string;
  locations?: string[];
  checkoutEnabled?: boolean;
  trialDays?: number;
  /** The Content Machine (integration flag fit_funnels), off unless set. */
  contentMachine?: boolean;
};

/** A primary account with its owner (password `testPassword`) and optional locations. */
export async function buildOrganization(deps: Deps, overrides: OrganizationOverrides = {}) {
  const { account, owner } = await createOrganization(deps.db, {
    businessname: overrides.businessname ?? unique('Gym '),
    owner: {
      email: overrides.email ?? `${unique('owner')}@example.test`,
      passwordHash: await hashed(),
      fname: 'Test',
      lname: 'Owner',
    },
    checkoutEnabled: overrides.checkoutEnabled ?? true,
    fitFunnels: overrides.contentMachine ?? false,
    plan: { ...planById('pro-monthly'), trialDays: overrides.trialDays ?? 0 },
  });
  const locations = [];
  for (const name of overrides.locations ?? [])
    locations.push(await createLocation(deps.db, account.id, name));
  return { account, owner, locations };
}

/** An organization signed in as its owner: the route tests' usual start. */
export async function buildSignedIn(deps: Deps, overrides: OrganizationOverrides = {}) {
  const organization = await buildOrganization(deps, overrides);
  return {
    ...organization,
    accountId: organization.account.id,
    token: await tokenFor(deps, organization.owner.id),
  };
}

type StaffOverrides = {
  permissions?: Record<string, Record<string, boolean>>;
  locationId?: number;
  email?: string;
};

/** A company user of the organization (or a company location user when locationId is given). */
export async function buildStaff(
  deps: Deps,
  primaryAccountId: number,
  overrides: StaffOverrides = {},
) {
  const [user] = await deps.db
    .insert(users)
    .values({
      email: overrides.email ?? `${unique('staff')}@example.test`,
      passwordHash: await hashed(),
      fname: 'Test',
      lname: 'Staff',
      accountId: primaryAccountId,
      companyId: primaryAccountId,
      locationId: overrides.locationId ?? null,
      isCompanyLocation: overrides.locationId !== undefined,
      permissions: overrides.permissions ?? {},
    })
    .returning();
  return user!;
}

/** An access token for the user, as if they had signed in (second factor already verified). */
export async function tokenFor(deps: Deps, userId: number, accessedLocationId?: number) {
  const user = await accountsRepo.findUserById(deps.db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  const session = await openSession(deps, user, meta, { accessedLocationId, skipTwofa: true });
  return session.access_token;
}

/** The checkout token of a session's access token, as user/create-token makes it. */
export async function checkoutTokenFor(deps: Deps, token: string) {
  const ctx = await resolveContext(deps, token, {
    accessedLocationId: undefined,
    companyAdminId: undefined,
  });
  return issueCheckoutToken(deps, ctx.sessionId);
}

export const bearer = (token: string, extra: Record<string, string | number> = {}) => ({
  authorization: `Bearer ${token}`,
  ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
});

type ContactOverrides = Partial<Omit<typeof contacts.$inferInsert, 'accountId'>> & {
  accountId: number;
  tags?: number[];
};

/** A contact of a location (status `lead` unless given), optionally tagged with tag ids. */
export async function buildContact(deps: Deps, overrides: ContactOverrides) {
  const { tags: tagIds = [], ...values } = overrides;
  const n = ++sequence;
  const [row] = await deps.db
    .insert(contacts)
    .values({
      firstName: `First${n}`,
      lastName: `Last${n}`,
      email: `contact${n}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      status: 'lead',
      ...values,
    })
    .returning();
  if (tagIds.length > 0) {
    await deps.db
      .insert(contactTags)
      .values(tagIds.map((tagId) => ({ accountId: row!.accountId, contactId: row!.id, tagId })));
  }
  return row!;
}

/** A tag of a location (a System tag unless given). */
export async function buildTag(
  deps: Deps,
  overrides: { accountId: number; name?: string; tagType?: 1 | 2 | 3 },
) {
  const [row] = await deps.db
    .insert(tags)
    .values({ name: unique('Tag '), tagType: 1, ...overrides })
    .returning();
  return row!;
}

/** A contact group of a location. */
export async function buildGroup(
  deps: Deps,
  overrides: { accountId: number; name?: string; contactIds?: number[] },
) {
  const [row] = await deps.db
    .insert(groups)
    .values({ accountId: overrides.accountId, name: overrides.name ?? unique('Group ') })
    .returning();
  if (overrides.contactIds?.length) {
    await deps.db.insert(groupMembers).values(
      overrides.contactIds.map((contactId) => ({
        accountId: row!.accountId,
        groupId: row!.id,
        contactId,
      })),
    );
  }
  return row!;
}

/** A contact signed in to their client portal: its portal password set and a session's token. */
export async function buildPortalSession(deps: Deps, accountId: number) {
  const contact = await buildContact(deps, {
    accountId,
    status: 'client',
    portalPasswordHash: await hashPassword(testPassword),
  });
  const token = randomToken();
  await deps.db.insert(portalSessions).values({
    accountId,
    contactId: contact.id,
    tokenHash: sha256(token),
    ip: '127.0.0.1',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { contact, token };
}
