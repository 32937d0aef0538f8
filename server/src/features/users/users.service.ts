import { messages } from '@coachline/contract/messages';
import type {
  ChangePasswordBody,
  KillStatusBody,
  UnreadCountResponse,
  UpdateProfileBody,
  UpdateUserBody,
  UserResponse,
} from '@coachline/contract/users';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import { verifyPassword } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import { phoneOfField } from '../../platform/phones';
import { clearAttempts, type ThrottleRule, takeAttempt } from '../../platform/throttle';
import {
  findAccount,
  findUserByEmail,
  phoneCountryOf,
  presentUser,
  type UserRow,
  updateAccount,
  updateUser,
} from '../accounts/accounts.service';
import { planUsage, presentMembership } from '../accounts/limits';
import { requestEmailChange, setPassword } from '../auth/auth.service';
import { unreadOf } from '../message-center/message-center.service';

const wrongPasswords: ThrottleRule = { attempts: 5, windowSeconds: 900, lockSeconds: 900 };

/**
 * Checks the signed-in user's password before a sensitive change (422 on `field` when wrong).
 * Wrong guesses are counted per user, so a stolen session cannot try passwords for ever.
 */
export async function confirmPassword(
  deps: Deps,
  user: UserRow,
  password: string,
  field: string,
  message: string = messages.passwordIncorrect,
): Promise<void> {
  const key = `password:user:${user.id}`;
  await takeAttempt(deps.db, key, wrongPasswords);
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldError(field, message);
  await clearAttempts(deps.db, key);
}

/** The organization owner acting in their own organization; anyone else gets 403. */
export function assertOwner(ctx: RequestContext) {
  if (!ctx.user.isOrganizationOwner || ctx.user.accountId !== ctx.primaryAccountId) {
    throw forbidden();
  }
}

// The user's own primary account, as the session refresh presents the user.
async function present(deps: Deps, user: UserRow) {
  const primary = await findAccount(deps.db, user.companyId ?? user.accountId);
  if (!primary) throw notFound();
  return presentUser(user, primary);
}

export async function updateProfile(
  deps: Deps,
  ctx: RequestContext,
  body: UpdateProfileBody,
): Promise<UserResponse> {
  const holder = await findUserByEmail(deps.db, body.email);
  if (holder && holder.id !== ctx.user.id) throw fieldError('email', messages.emailTaken);
  // A new password or sign-in email takes the current password: a borrowed session must not
  // be able to take the account over.
  const emailChanged = body.email !== ctx.user.email.toLowerCase();
  if (body.password || emailChanged) {
    if (!body.current_password) {
      throw fieldError('current_password', messages.currentPasswordRequired);
    }
    await confirmCurrentPassword(deps, ctx.user, body.current_password);
  }
  const values: Parameters<typeof updateUser>[2] = {};
  if (body.full_name !== undefined) {
    const [fname = '', ...rest] = body.full_name.split(/\s+/);
    values.fname = fname;
    values.lname = rest.join(' ');
  }
  if (body.profile_pic !== undefined) values.profilePic = body.profile_pic;
  const user = await updateUser(deps.db, ctx.user.id, values);
  if (!user) throw notFound();
  if (body.password) await setPassword(deps, user.id, body.password, ctx.sessionId);
  // The sign-in email changes only once the new address proves it is the user's.
  if (emailChanged) await requestEmailChange(deps, user, body.email);
  return {
    status: 1,
    message: emailChanged ? messages.emailChangeRequested(body.email) : messages.profileUpdated,
    user: await present(deps, user),
    ...(emailChanged && { pending_email: body.email }),
  };
}

/** The current password of the profile forms, under its own field and message. */
const confirmCurrentPassword = (deps: Deps, user: UserRow, password: string) =>
  confirmPassword(deps, user, password, 'current_password', messages.currentPasswordIncorrect);

/** A new password signs the user out everywhere else. */
export async function changePassword(deps: Deps, ctx: RequestContext, body: ChangePasswordBody) {
  await confirmCurrentPassword(deps, ctx.user, body.current_password);
  await setPassword(deps, ctx.user.id, body.password, ctx.sessionId);
  return messages.passwordChanged;
}

/** PATCH user/update: the primary location's name, time zone and phone (owner only). */
export async function updatePrimaryAccount(
  deps: Deps,
  ctx: RequestContext,
  body: UpdateUserBody,
): Promise<UserResponse> {
  assertOwner(ctx);
  const primary = await findAccount(deps.db, ctx.primaryAccountId);
  if (!primary) throw notFound();
  const account = await updateAccount(deps.db, ctx.primaryAccountId, {
    businessname: body.businessname,
    ...(body.timezone !== undefined && { timezone: body.timezone }),
    ...(body.phone !== undefined && {
      phone: phoneOfField('phone', body.phone, phoneCountryOf(primary)),
    }),
  });
  if (!account) throw notFound();
  return {
    status: 1,
    message: messages.primaryLocationUpdated,
    user: presentUser(ctx.user, account),
  };
}

/** The organization's sending switches: email (the notification bar's "email status") and SMS. */
export async function updateKillStatus(
  deps: Deps,
  ctx: RequestContext,
  body: KillStatusBody,
): Promise<UserResponse> {
  authorize(ctx, 'update', 'admin-settings');
  // The switch is the whole organization's; a company location user acts in one location only.
  if (ctx.user.isCompanyLocation) throw forbidden();
  const on = body.status === 1;
  const account = await updateAccount(
    deps.db,
    ctx.primaryAccountId,
    body.type === 'email' ? { emailStatus: on } : { smsStatus: on },
  );
  if (!account) throw notFound();
  const message = body.type === 'email' ? messages.emailStatusUpdated : messages.smsStatusUpdated;
  return { status: 1, message, user: presentUser(ctx.user, account) };
}

export type UnreadChannel = 'portal_chat' | 'sms';
export type UnreadCounter = (deps: Deps, ctx: RequestContext) => Promise<number>;

/** Unread counters by channel: the Message Center's portal chat and SMS conversations. */
export const unreadCounters: Record<UnreadChannel, readonly UnreadCounter[]> = {
  portal_chat: [unreadOf('portal')],
  sms: [unreadOf('sms')],
};

export async function unreadCounts(
  deps: Deps,
  ctx: RequestContext,
  counters: Record<UnreadChannel, readonly UnreadCounter[]> = unreadCounters,
): Promise<UnreadCountResponse> {
  const sum = async (list: readonly UnreadCounter[]) =>
    (await Promise.all(list.map((count) => count(deps, ctx)))).reduce((a, b) => a + b, 0);
  const [portal_chat, sms] = await Promise.all([sum(counters.portal_chat), sum(counters.sms)]);
  return { status: 1, portal_chat, sms, total: portal_chat + sms };
}

/**
 * The plan's contact usage of the accessed organization, as the session refresh computes it:
 * open to every user of the organization, as the refresh is.
 */
export async function planLimit(deps: Deps, ctx: RequestContext) {
  const usage = await planUsage(deps.db, ctx.primaryAccountId);
  return {
    status: 1 as const,
    membership: presentMembership(usage.contactsSpace, usage.contactsCount),
  };
}
