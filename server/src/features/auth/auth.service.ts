import type {
  AccessResponse,
  LocationsResponse,
  LoginBody,
  LoginResponse,
  RefreshResponse,
  ResetPasswordBody,
} from '@coachline/contract/auth';
import { apiTokenPrefix } from '@coachline/contract/automation-api';
import { messages } from '@coachline/contract/messages';
import { knownTokens } from '@coachline/contract/personalization';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../platform/context';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, fieldError, forbidden, notFound, unauthenticated } from '../../platform/errors';
import { sessionCache } from '../../platform/session-cache';
import {
  clearAttempts,
  refundAttempt,
  type ThrottleRule,
  takeAttempt,
  takeAttempts,
} from '../../platform/throttle';
import type { UserRow } from '../accounts/accounts.service';
import * as accounts from '../accounts/accounts.service';
import { planUsage, presentMembership } from '../accounts/limits';
import { contactProfileSettingFor } from '../admin-settings/admin-settings.service';
import { currencies } from '../admin-settings/currencies';
import * as auditLog from '../audit-log/audit-log.service';
import { monthlyUsage } from '../broadcasts/broadcasts.service';
import { tabsByGroup } from '../contacts/contacts.settings';
import { contextOfApiToken } from '../integrations/integrations.service';
import * as repo from './auth.repository';
import type { OneTimeTokenPurpose, SessionRow } from './auth.tables';
import { checkSecondFactor } from './auth.twofa';

const sessionLifetimeMs = 30 * 86_400_000;
// Sign-in: five tries per email from one address, then that address waits 15 minutes; from
// anywhere, an email slows down (1 s, 2 s, 4 s … at most 30 s between tries) but never locks,
// so a stranger guessing cannot shut the owner out; twenty tries per address across emails.
const perEmailAndAddress: ThrottleRule = { attempts: 5, windowSeconds: 900, lockSeconds: 900 };
const perEmail: ThrottleRule = {
  attempts: 5,
  windowSeconds: 900,
  lockSeconds: 1,
  maxLockSeconds: 30,
};
const perAddress: ThrottleRule = { attempts: 20, windowSeconds: 900, lockSeconds: 900 };
const perTwofaUser: ThrottleRule = { attempts: 5, windowSeconds: 900, lockSeconds: 900 };
const resetsPerEmail: ThrottleRule = { attempts: 5, windowSeconds: 3600, lockSeconds: 3600 };
const resetTokenLifetimeMs = 60 * 60_000;
const emailChangeLifetimeMs = 24 * 60 * 60_000;
// A fixed argon2id hash, verified when the email is unknown so both paths take as long.
let decoyHash: Promise<string> | undefined;

type ClientMeta = { ip: string; userAgent: string | undefined };

async function primaryOf(deps: Deps, user: UserRow) {
  const account = await accounts.findAccount(deps.db, user.companyId ?? user.accountId);
  if (!account) throw new AppError('not_found', messages.notFound);
  return account;
}

/** Opens a session for a user whose identity is proven, answering the sign-in response. */
export async function openSession(
  deps: Deps,
  user: UserRow,
  meta: ClientMeta,
  options: { accessedLocationId?: number; companyAdminId?: number; skipTwofa?: boolean } = {},
): Promise<LoginResponse> {
  const token = randomToken();
  const accessedLocationId = options.accessedLocationId ?? accounts.landingAccountId(user);
  const companyAdminId = options.companyAdminId ?? 0;
  const twofaPending = user.twofaEnabled && !options.skipTwofa;
  await repo.insertSession(deps.db, {
    userId: user.id,
    tokenHash: sha256(token),
    accessedLocationId,
    companyAdminId,
    twofaState: twofaPending ? 'pending' : user.twofaEnabled ? 'verified' : 'none',
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500),
    expiresAt: new Date(Date.now() + sessionLifetimeMs),
  });
  const primary = await primaryOf(deps, user);
  return {
    status: 1,
    access_token: token,
    is_2fa_enabled: twofaPending,
    hibernated: primary.hibernated,
    is_account_active: primary.isAccountActive,
    is_account_suspended: primary.isAccountSuspended,
    module: primary.module,
    accessed_location_id: accessedLocationId,
    company_admin_id: companyAdminId,
  };
}

/** The sign-in throttle keys of an email and a client address, with their rules. */
const loginKeys = (email: string, ip: string) => ({
  emailAndAddress: [`login:email-ip:${email}:${ip}`, perEmailAndAddress] as const,
  email: [`login:email:${email}`, perEmail] as const,
  address: [`login:ip:${ip}`, perAddress] as const,
});

export async function login(deps: Deps, body: LoginBody, meta: ClientMeta): Promise<LoginResponse> {
  const keys = loginKeys(body.email, meta.ip);
  await takeAttempts(
    deps.db,
    [keys.emailAndAddress, keys.email, keys.address],
    messages.tooManyLoginAttempts,
  );
  const user = await accounts.findUserByEmail(deps.db, body.email);
  decoyHash ??= hashPassword(randomToken());
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), body.password);
  if (!user || !valid) throw fieldError('email', messages.invalidCredentials);
  await assertMaySignIn(deps, user, 'email');
  // The owner is back: the email's counters start again; the address only gets its try back.
  await clearAttempts(deps.db, keys.emailAndAddress[0]);
  await clearAttempts(deps.db, keys.email[0]);
  await refundAttempt(deps.db, ...keys.address);
  return openSession(deps, user, meta);
}

/**
 * A user signs in only to somewhere they may act: not a suspended user, and not a company
 * location user whose location is suspended (or who has none).
 */
async function assertMaySignIn(deps: Deps, user: UserRow, field: string): Promise<void> {
  if (user.isSuspended) throw fieldError(field, messages.userSuspended);
  const landing = await accounts.accountForUser(deps.db, user, accounts.landingAccountId(user));
  if (!landing) throw fieldError(field, messages.noLocationToSignIn);
  if (landing.isLocationSuspended) throw fieldError(field, messages.locationSuspended);
}

/**
 * The second factor of a pending session. A good code answers a fresh token for a verified
 * session in the same place, and the pending token dies: a token seen before the code was
 * given (typed on a shared screen, logged by a proxy) never opens the account.
 */
export async function verifyTwofa(
  deps: Deps,
  ctx: RequestContext,
  code: string,
  meta: ClientMeta,
): Promise<LoginResponse> {
  const key = `twofa:user:${ctx.user.id}`;
  await takeAttempt(deps.db, key, perTwofaUser);
  if (!(await checkSecondFactor(deps, ctx.user, code))) {
    throw fieldError('code', messages.invalidTwofaCode);
  }
  await clearAttempts(deps.db, key);
  const session = await openSession(deps, ctx.user, meta, {
    accessedLocationId: ctx.accountId,
    companyAdminId: ctx.companyAdminId,
    skipTwofa: true,
  });
  await repo.revokeSession(deps.db, ctx.sessionId);
  return session;
}

export async function logout(deps: Deps, ctx: RequestContext): Promise<void> {
  await repo.revokeSession(deps.db, ctx.sessionId);
  // Other tabs holding the same token learn at once that it is gone.
  deps.realtime?.endSession(ctx.sessionId);
}

export async function refresh(deps: Deps, ctx: RequestContext): Promise<RefreshResponse> {
  const primary = await primaryOf(deps, ctx.user);
  const accessed = await accounts.findAccount(deps.db, ctx.accountId);
  if (!accessed) throw unauthenticated();
  const [locations, usage, subscription, broadcastEmails, profileSetting] = await Promise.all([
    accounts.accessibleAccounts(deps.db, ctx.user),
    planUsage(deps.db, primary.id),
    accounts.findSubscription(deps.db, primary.id),
    monthlyUsage(deps, primary.id),
    contactProfileSettingFor(deps.db, ctx.user),
  ]);
  return {
    status: 1,
    user: accounts.presentUser(ctx.user, primary),
    membership: presentMembership(usage.contactsSpace, usage.contactsCount),
    subscription: accounts.presentSubscription(subscription),
    billing_notification: accounts.billingNotificationOf(subscription),
    permissions: accounts.permissionMapOf(ctx.user),
    locations: locations.map(accounts.presentLocation),
    accessed: accounts.presentLocation(accessed),
    accessed_location_id: ctx.accountId,
    company_admin_id: ctx.companyAdminId,
    file_storage: { used: usage.fileStorageUsed, limit: usage.fileStorageLimit },
    integrations: { fit_funnels: primary.fitFunnels ? 1 : 0 },
    contact_profile_setting: profileSetting,
    currencies: [...currencies()],
    broadcast_emails_sent_count: broadcastEmails.used,
    // The words `{{…}}` stands for in messages: the personalization tokens of 000 §3.
    reserved_words: [...knownTokens],
  };
}

export async function forgotPassword(deps: Deps, email: string): Promise<string> {
  // Counted on every request, so the mailbox cannot be flooded.
  await takeAttempt(deps.db, `forgot:email:${email}`, resetsPerEmail);
  const user = await accounts.findUserByEmail(deps.db, email);
  // The answer is the same whether or not the address is known.
  if (!user) return messages.passwordResetSent;
  const link = await passwordLink(deps, user, resetTokenLifetimeMs);
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Coachline password',
    text: `Hello ${user.fname || 'there'},\n\nWe received a request to reset your password. Open this link within 60 minutes to choose a new one:\n\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
  });
  return messages.passwordResetSent;
}

/**
 * A link to the Reset page (`/password/{token}/reset`) where the user chooses a password: the
 * forgotten-password mail and the invitation of a new organization user (auth/reset-password
 * takes its token either way).
 */
export async function passwordLink(
  deps: Deps,
  user: UserRow,
  lifetimeMs: number,
  options: { spendOlder?: boolean } = {},
): Promise<string> {
  // A resent invitation voids the one before it.
  if (options.spendOlder) await repo.spendOneTimeTokens(deps.db, user.id, 'password-reset');
  const token = await issueOneTimeToken(deps, user.id, 'password-reset', lifetimeMs);
  return `${deps.config.appUrl}/password/${token}/reset?email=${encodeURIComponent(user.email)}`;
}

export async function resetPassword(deps: Deps, body: ResetPasswordBody): Promise<string> {
  const row = await repo.consumeOneTimeToken(deps.db, 'password-reset', sha256(body.token));
  const user = row ? await accounts.findUserById(deps.db, row.userId) : undefined;
  if (!row || !user || user.email.toLowerCase() !== body.email) {
    throw fieldError('email', messages.invalidResetToken);
  }
  await setPassword(deps, user.id, body.password);
  // Whoever holds the mailbox is the owner: the email's sign-in counters start again.
  await clearAttemptsOf(deps.db, user.email.toLowerCase());
  return messages.passwordReset;
}

/** Clears the sign-in counters of an email, from every address. */
const clearAttemptsOf = (db: Executor, email: string) =>
  clearAttempts(db, loginKeys(email, '').email[0], `login:email-ip:${email}:`);

/**
 * Sets a new password. Every other session of the user ends and every reset link still unused
 * dies with the old password, wherever the change came from (reset, profile, password form).
 */
export async function setPassword(
  deps: Deps,
  userId: number,
  password: string,
  keepSessionId?: number,
): Promise<void> {
  await accounts.updateUser(deps.db, userId, { passwordHash: await hashPassword(password) });
  await repo.spendOneTimeTokens(deps.db, userId, 'password-reset');
  await revokeSessions(deps, userId, keepSessionId);
}

/**
 * A new sign-in email waits for its owner: the link goes to the new address, the old address
 * is told, and nothing changes until the link is opened. A newer request voids older links.
 */
export async function requestEmailChange(deps: Deps, user: UserRow, email: string): Promise<void> {
  await repo.spendOneTimeTokens(deps.db, user.id, 'email-change');
  const token = await issueOneTimeToken(deps, user.id, 'email-change', emailChangeLifetimeMs, {
    email,
  });
  const name = user.fname || 'there';
  await deps.mailer.send({
    to: email,
    subject: 'Confirm your new Coachline sign-in email',
    text: `Hello ${name},\n\nOpen this link within 24 hours to sign in to Coachline with this address from now on:\n\n${deps.config.appUrl}/email/${token}/confirm\n\nIf you did not ask for this, you can ignore this email: nothing changes.`,
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Your Coachline sign-in email is about to change',
    text: `Hello ${name},\n\nSomeone signed in to your Coachline account asked to change its sign-in email to ${email}. It changes only when the link sent there is opened.\n\nIf this was not you, change your password now: that ends every other session.`,
  });
}

/** POST auth/confirm-email-change: the link's token moves the user to the new address. */
export async function confirmEmailChange(deps: Deps, token: string): Promise<string> {
  const row = await repo.consumeOneTimeToken(deps.db, 'email-change', sha256(token));
  const email = typeof row?.payload.email === 'string' ? row.payload.email : undefined;
  if (!row || !email) throw fieldError('token', messages.invalidEmailChangeToken);
  // The address may have been taken since the link was sent.
  const holder = await accounts.findUserByEmail(deps.db, email);
  if (holder && holder.id !== row.userId) throw fieldError('token', messages.emailTaken);
  const user = await accounts.updateUser(deps.db, row.userId, { email });
  if (!user) throw fieldError('token', messages.invalidEmailChangeToken);
  // Reset links went to the old address.
  await repo.spendOneTimeTokens(deps.db, user.id, 'password-reset');
  return messages.emailChanged(email);
}

/**
 * Signs a user out everywhere but `keepSessionId`, answering how many sessions ended; open tabs
 * learn it over realtime.
 */
export async function revokeSessions(
  deps: Deps,
  userId: number,
  keepSessionId?: number,
): Promise<number> {
  const revoked = await repo.revokeUserSessions(deps.db, userId, keepSessionId);
  for (const id of revoked) deps.realtime?.endSession(id);
  return revoked.length;
}

export async function issueOneTimeToken(
  deps: Deps,
  userId: number,
  purpose: OneTimeTokenPurpose,
  lifetimeMs: number,
  payload: Record<string, unknown> = {},
): Promise<string> {
  const token = randomToken();
  await repo.insertOneTimeToken(deps.db, {
    userId,
    purpose,
    payload,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/** Auto-login, playbook and order-provider links: one use, then the token is spent. */
export async function tokenLogin(
  deps: Deps,
  purpose: OneTimeTokenPurpose,
  token: string,
  meta: ClientMeta,
): Promise<LoginResponse> {
  const row = await repo.consumeOneTimeToken(deps.db, purpose, sha256(token));
  const user = row ? await accounts.findUserById(deps.db, row.userId) : undefined;
  if (!user) throw fieldError('token', messages.invalidLoginToken);
  await assertMaySignIn(deps, user, 'token');
  return openSession(deps, user, meta);
}

export async function issueDeveloperToken(db: Executor, userId: number): Promise<string> {
  const token = randomToken();
  await accounts.updateUser(db, userId, { developerTokenHash: sha256(token) });
  return token;
}

/** Developer login by user id and a developer token kept hashed on the user. */
export async function developerLogin(deps: Deps, userId: number, token: string, meta: ClientMeta) {
  const user = await accounts.findUserById(deps.db, userId);
  if (!user?.developerTokenHash || user.developerTokenHash !== sha256(token) || user.isSuspended) {
    throw notFound();
  }
  return openSession(deps, user, meta, { skipTwofa: true });
}

/**
 * account/{id}/access and location/{id}/access: a new token bound to that account. Acting
 * outside one's own primary account records who the acting admin is (company_admin_id).
 */
/**
 * The opening of an accessed session is the first entry of the organization's audit log: the
 * session's own requests are recorded by the audit hook, but this one ran in the session before.
 */
async function auditOpening(
  deps: Deps,
  session: { access_token: string; accessed_location_id: number; company_admin_id: number },
  path: string,
  ip: string,
) {
  const opened = await resolveContext(deps, session.access_token, {
    accessedLocationId: session.accessed_location_id,
    companyAdminId: session.company_admin_id || undefined,
  });
  const adminUserId = auditLog.auditedAdminOf(opened);
  if (adminUserId === undefined) return;
  const entry = await auditLog.recordAccess(deps, opened, adminUserId, {
    method: 'POST',
    path,
    ip,
  });
  await auditLog.recordOutcome(deps, opened, entry, 200);
}

export async function accessAccount(
  deps: Deps,
  ctx: RequestContext,
  accountId: number,
  kind: 'account' | 'location',
  meta: ClientMeta,
): Promise<AccessResponse> {
  const account = await accounts.accountForUser(deps.db, ctx.user, accountId);
  if (!account) throw notFound();
  if (account.isLocationSuspended) throw forbidden(messages.locationSuspended);
  if (
    kind === 'location' &&
    accounts.primaryIdOf(account) !== ctx.primaryAccountId &&
    !ctx.user.isAdmin
  ) {
    throw notFound();
  }
  const ownPrimary = ctx.user.companyId ?? ctx.user.accountId;
  const companyAdminId = account.id === ownPrimary || ctx.user.isCompanyLocation ? 0 : ctx.user.id;
  const session = await openSession(deps, ctx.user, meta, {
    accessedLocationId: account.id,
    companyAdminId,
    skipTwofa: true,
  });
  await repo.revokeSession(deps.db, ctx.sessionId);
  await auditOpening(deps, session, `/api/v3/${kind}/${account.id}/access`, meta.ip);
  return {
    status: 1,
    access_token: session.access_token,
    accessed_location_id: session.accessed_location_id,
    company_admin_id: session.company_admin_id,
  };
}

export async function locations(deps: Deps, ctx: RequestContext): Promise<LocationsResponse> {
  const [primary, accessed, allowed, staff] = await Promise.all([
    accounts.findAccount(deps.db, ctx.primaryAccountId),
    accounts.findAccount(deps.db, ctx.accountId),
    accounts.accessibleAccounts(deps.db, ctx.user),
    accounts.listCompanyUsers(deps.db, ctx.primaryAccountId),
  ]);
  if (!primary || !accessed) throw notFound();
  return {
    status: 1,
    user_type: accounts.userTypeOf(ctx.user),
    company: accounts.presentLocation(primary),
    company_users: staff.map((u) => ({
      id: u.id,
      full_name: `${u.fname} ${u.lname}`.trim(),
      email: u.email,
    })),
    // The switcher offers only where the user can work: a suspended location is left out.
    company_user_locations: allowed
      .filter((account) => !account.isLocationSuspended)
      .map(accounts.presentLocation),
    accessed_location: accounts.presentLocation(accessed),
  };
}

export async function locationTabs(deps: Deps, ctx: RequestContext, accountId: number) {
  const account = await accounts.accountForUser(deps.db, ctx.user, accountId);
  if (!account) throw notFound();
  return { status: 1 as const, tabs: await tabsByGroup(deps.db, account.id) };
}

export async function organizationTabs(deps: Deps, ctx: RequestContext, accountId: number) {
  const account = await accounts.accountForUser(deps.db, ctx.user, accountId);
  if (!account || account.parentId !== null) throw notFound();
  return { status: 1 as const, tabs: await tabsByGroup(deps.db, account.id) };
}

export async function markLatestVersion(deps: Deps, ctx: RequestContext) {
  await accounts.updateUser(deps.db, ctx.user.id, { hasLatestVersion: true });
  return { status: 1 as const, version: deps.config.appVersion };
}

/**
 * Resolves the request context from the bearer token and the accessed-location-id and
 * company-admin-id headers: 401 for a missing or revoked token, 403 for an account the user
 * may not act in.
 */
export async function resolveContext(
  deps: Deps,
  token: string,
  headers: { accessedLocationId: number | undefined; companyAdminId: number | undefined },
): Promise<RequestContext> {
  if (token.startsWith(apiTokenPrefix)) return contextOfApiToken(deps, token);
  const key = sha256(token);
  return contextOfSession(
    deps,
    await liveSession(deps, key, () => findLiveSession(deps, key)),
    headers,
  );
}

/**
 * The context of a session known by its id (a checkout token names its session): the same
 * checks and the same headers as a session's own token.
 */
export async function resolveSessionContext(
  deps: Deps,
  sessionId: number,
  headers: { accessedLocationId: number | undefined; companyAdminId: number | undefined },
): Promise<RequestContext> {
  const found = await liveSession(deps, `session:${sessionId}`, async () => {
    const session = await repo.findLiveSessionById(deps.db, sessionId);
    return session && holderOf(deps, session);
  });
  return contextOfSession(deps, found, headers);
}

/** A live session from the cache, or found and kept there under `key`. */
async function liveSession(
  deps: Deps,
  key: string,
  find: () => Promise<LiveSession | undefined>,
): Promise<LiveSession | undefined> {
  let found = sessionCache.get<LiveSession>(key);
  if (!found) {
    const mark = sessionCache.mark();
    found = await find();
    // The session's account is checked again on every cache miss: a revoked grant or a
    // changed role ends the session's access within seconds.
    if (found && !(await accounts.accountForUser(deps.db, found.user, found.accessed.id))) {
      found = undefined;
    }
    if (found) {
      const { session, user, accessed, primary } = found;
      sessionCache.set(
        key,
        found,
        {
          sessionId: session.id,
          userId: user.id,
          accountIds: [accessed.id, primary.id],
        },
        mark,
      );
    }
  }
  return found;
}

async function contextOfSession(
  deps: Deps,
  found: LiveSession | undefined,
  headers: { accessedLocationId: number | undefined; companyAdminId: number | undefined },
): Promise<RequestContext> {
  if (!found || found.user.isSuspended) throw unauthenticated();
  const { session, user } = found;
  let { accessed, primary } = found;
  if (headers.accessedLocationId && headers.accessedLocationId !== accessed.id) {
    const account = await accounts.accountForUser(deps.db, user, headers.accessedLocationId);
    if (!account) throw forbidden();
    if (account.isLocationSuspended) throw forbidden(messages.locationSuspended);
    accessed = account;
    if (accounts.primaryIdOf(account) !== primary.id) {
      const other = await accounts.findAccount(deps.db, accounts.primaryIdOf(account));
      if (!other) throw forbidden();
      primary = other;
    }
  }
  if (headers.companyAdminId && headers.companyAdminId !== session.companyAdminId) {
    throw forbidden();
  }
  // Touch at most once a minute: the column orders sessions, it need not be exact.
  if (Date.now() - session.lastUsedAt.getTime() > 60_000)
    await repo.touchSession(deps.db, session.id);
  return {
    user,
    sessionId: session.id,
    twofaState: session.twofaState,
    accountId: accessed.id,
    phoneCountry: accounts.phoneCountryOf(accessed),
    primaryAccountId: primary.id,
    companyAdminId: session.companyAdminId,
    subject: accounts.permissionSubject(user),
    accountUsable: primary.isAccountActive && !primary.hibernated && !primary.isAccountSuspended,
    locationSuspended: accessed.isLocationSuspended,
  };
}

/** The realtime handshake: a live session whose second factor, if any, is verified. */
export async function socketIdentity(deps: Deps, token: string) {
  const ctx = await resolveContext(deps, token, {
    accessedLocationId: undefined,
    companyAdminId: undefined,
  });
  // An API token calls the automation API; it never listens as the owner.
  if (ctx.twofaState === 'pending' || ctx.viaApiToken) return null;
  return { kind: 'user' as const, userId: ctx.user.id, sessionId: ctx.sessionId };
}

/** A live session with its user, the account it accesses and that account's primary account. */
async function findLiveSession(deps: Deps, tokenHash: string) {
  const session = await repo.findLiveSession(deps.db, tokenHash);
  return session && holderOf(deps, session);
}

async function holderOf(deps: Deps, session: SessionRow) {
  const holder = await accounts.findSessionHolder(
    deps.db,
    session.userId,
    session.accessedLocationId,
  );
  return holder && { session, ...holder };
}

type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;
