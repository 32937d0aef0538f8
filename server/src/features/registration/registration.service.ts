import { messages } from '@coachline/contract/messages';
import { countryOfNumber, defaultPhoneCountry, phoneMessages } from '@coachline/contract/phones';
import type {
  ActivateAccountResponse,
  CreateAccountBody,
  RegistrationDetailsResponse,
  RegistrationResponse,
  RegistrationStep,
} from '@coachline/contract/registration';
import { hashPassword, randomToken, safeEqual, sha256, sixDigitCode } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import {
  emailExists,
  type FieldErrors,
  fieldError,
  notFound,
  validationError,
} from '../../platform/errors';
import { phoneOfField } from '../../platform/phones';
import {
  clearAttempts,
  type ThrottleRule,
  takeAttempt,
  takeAttempts,
} from '../../platform/throttle';
import { createOrganization, findUserByEmail } from '../accounts/accounts.service';
import { defaultPlanId, planById, subscriptionPlans } from '../accounts/plans';
import { openSession } from '../auth/auth.service';
import * as repo from './registration.repository';
import type { RegistrationRow } from './registration.tables';

const codeLifetimeMs = 30 * 60_000;
const resendIntervalSeconds = 30;
const wrongCodes: ThrottleRule = { attempts: 5, windowSeconds: 1800, lockSeconds: 900 };
// Every sign-up sends mail, so sign-ups are counted per address and per client.
const signUpsPerEmail: ThrottleRule = { attempts: 5, windowSeconds: 3600, lockSeconds: 3600 };
const signUpsPerClient: ThrottleRule = { attempts: 30, windowSeconds: 3600, lockSeconds: 3600 };
// Every code sent on request (a resend, or a change of email or phone) is counted per
// registration and per client address: nobody can flood inboxes or phones through a pending
// sign-up, whether they hold its token or only its plain id.
const sendsPerRegistration: ThrottleRule = { attempts: 10, windowSeconds: 3600, lockSeconds: 3600 };
const sendsPerClient: ThrottleRule = { attempts: 20, windowSeconds: 3600, lockSeconds: 3600 };

const countCodeSend = (deps: Deps, id: number, ip: string) =>
  takeAttempts(deps.db, [
    [`resend:registration:${id}`, sendsPerRegistration],
    [`resend:ip:${ip}`, sendsPerClient],
  ]);

type ClientMeta = { ip: string; userAgent: string | undefined };
type Channel = 'email' | 'phone';

/**
 * The owner's number in E.164, which the SMS code needs; before there is a location, one
 * without its country code is read as one of the default country.
 */
function ownerPhone(typed: string): string {
  const phone = phoneOfField('phone', typed, defaultPhoneCountry);
  if (!phone) throw fieldError('phone', phoneMessages.invalid);
  return phone;
}

/** The first step still to do (000 §7.2 order: email, phone, business, then activation). */
export function nextStep(row: RegistrationRow): RegistrationStep {
  if (row.activatedAt) return 'activated';
  if (!row.emailVerifiedAt) return 'verify-email';
  if (!row.phoneVerifiedAt) return 'verify-phone';
  if (!row.businessVerifiedAt) return 'verify-business';
  return 'finish';
}

const answer = (row: RegistrationRow, token: string, message: string): RegistrationResponse => ({
  status: 1,
  message,
  token,
  id: row.id,
  step: nextStep(row),
});

const freshCode = (channel: Channel, now: Date) => {
  const code = sixDigitCode();
  const expiresAt = new Date(now.getTime() + codeLifetimeMs);
  const values =
    channel === 'email'
      ? { emailCodeHash: sha256(code), emailCodeExpiresAt: expiresAt }
      : { phoneCodeHash: sha256(code), phoneCodeExpiresAt: expiresAt };
  return { code, values: { ...values, lastCodeSentAt: now } };
};

async function mailCode(deps: Deps, to: string, code: string, token: string | undefined) {
  // The resend-by-id call has no token (only its hash is kept), so that mail has no link.
  const link = token
    ? `\n\nOr continue from this link:\n\n${deps.config.appUrl}/account/${token}/verify-email`
    : '';
  await deps.mailer.send({
    to,
    // The code is in the subject too, so the offline outbox's log line shows it.
    subject: `Your Coachline verification code: ${code}`,
    text: `Welcome to Coachline!\n\nYour verification code is ${code}. It expires in 30 minutes.${link}\n\nIf you did not sign up, you can ignore this email.`,
  });
}

async function textCode(deps: Deps, to: string, code: string) {
  await deps.sms.send({
    to,
    body: `Your Coachline verification code is ${code}. It expires in 30 minutes.`,
  });
}

async function pendingByToken(deps: Deps, token: string): Promise<RegistrationRow> {
  const row = await repo.findByTokenHash(deps.db, sha256(token));
  if (!row || row.activatedAt) throw notFound();
  return row;
}

async function pendingById(deps: Deps, id: number): Promise<RegistrationRow> {
  const row = await repo.findById(deps.db, id);
  if (!row || row.activatedAt) throw notFound();
  return row;
}

async function update(deps: Deps, row: RegistrationRow, values: Partial<RegistrationRow>) {
  const updated = await repo.updatePending(deps.db, row.id, values);
  if (!updated) throw notFound();
  return updated;
}

async function assertEmailFree(deps: Deps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (user) throw emailExists(messages.alreadyRegistered(email), email);
}

/** At most one code every 30 seconds per registration, whichever the channel. */
function assertMaySend(row: RegistrationRow, now: Date) {
  if (!row.lastCodeSentAt) return;
  const waited = (now.getTime() - row.lastCodeSentAt.getTime()) / 1000;
  if (waited >= resendIntervalSeconds) return;
  throw fieldError('code', messages.codeResendWait(Math.ceil(resendIntervalSeconds - waited)));
}

/** Checks a code of the channel; five wrong codes lock the registration for a while (429). */
async function checkCode(deps: Deps, row: RegistrationRow, channel: Channel, code: string) {
  const key = `registration:code:${row.id}`;
  await takeAttempt(deps.db, key, wrongCodes);
  const hash = channel === 'email' ? row.emailCodeHash : row.phoneCodeHash;
  const expiresAt = channel === 'email' ? row.emailCodeExpiresAt : row.phoneCodeExpiresAt;
  const valid = hash && expiresAt && expiresAt > new Date() && safeEqual(hash, sha256(code));
  if (!valid) throw fieldError('code', messages.invalidVerificationCode);
  await clearAttempts(deps.db, key);
}

export async function createAccount(
  deps: Deps,
  body: CreateAccountBody,
  meta: ClientMeta,
): Promise<RegistrationResponse> {
  await takeAttempts(deps.db, [
    [`register:email:${body.email}`, signUpsPerEmail],
    [`register:ip:${meta.ip}`, signUpsPerClient],
  ]);
  await assertEmailFree(deps, body.email);
  if (body.plan && !subscriptionPlans.some((p) => p.id === body.plan)) {
    throw fieldError('plan', messages.invalidPlan);
  }
  const token = randomToken();
  const { code, values } = freshCode('email', new Date());
  const row = await repo.insertRegistration(deps.db, {
    tokenHash: sha256(token),
    fname: body.fname,
    lname: body.lname,
    businessname: body.businessname,
    email: body.email,
    phone: ownerPhone(body.phone),
    passwordHash: await hashPassword(body.password),
    planId: body.plan ?? defaultPlanId,
    referralToken: body.referral_token ?? null,
    ...values,
  });
  await mailCode(deps, row.email, code, token);
  return answer(row, token, messages.emailCodeSent);
}

/** Verifies the email code, then texts the phone its code unless the phone is verified already. */
export async function verifyEmail(deps: Deps, token: string, code: string) {
  const row = await pendingByToken(deps, token);
  // A repeated submit (double click, back button) answers the same step again.
  if (row.emailVerifiedAt) return answer(row, token, messages.emailVerified);
  await checkCode(deps, row, 'email', code);
  const now = new Date();
  const phone = row.phoneVerifiedAt ? undefined : freshCode('phone', now);
  const updated = await update(deps, row, {
    emailVerifiedAt: now,
    emailCodeHash: null,
    emailCodeExpiresAt: null,
    ...phone?.values,
  });
  if (phone) await textCode(deps, updated.phone, phone.code);
  return answer(updated, token, messages.emailVerified);
}

export async function verifyPhone(deps: Deps, token: string, code: string) {
  const row = await pendingByToken(deps, token);
  if (row.phoneVerifiedAt) return answer(row, token, messages.phoneVerified);
  await checkCode(deps, row, 'phone', code);
  const updated = await update(deps, row, {
    phoneVerifiedAt: new Date(),
    phoneCodeHash: null,
    phoneCodeExpiresAt: null,
  });
  return answer(updated, token, messages.phoneVerified);
}

/** A new address must be verified again: a fresh code goes to it. */
export async function changeEmail(deps: Deps, token: string, email: string, ip: string) {
  const row = await pendingByToken(deps, token);
  await assertEmailFree(deps, email);
  const now = new Date();
  assertMaySend(row, now);
  await countCodeSend(deps, row.id, ip);
  const { code, values } = freshCode('email', now);
  const updated = await update(deps, row, { email, emailVerifiedAt: null, ...values });
  await mailCode(deps, email, code, token);
  return answer(updated, token, messages.emailCodeSent);
}

/** A new phone gets a code by SMS: only once the email is verified, so no stranger can text. */
export async function changePhone(deps: Deps, token: string, typed: string, ip: string) {
  const phone = ownerPhone(typed);
  const row = await pendingByToken(deps, token);
  if (!row.emailVerifiedAt) throw fieldError('email', messages.emailNotVerified);
  const now = new Date();
  assertMaySend(row, now);
  await countCodeSend(deps, row.id, ip);
  const { code, values } = freshCode('phone', now);
  const updated = await update(deps, row, { phone, phoneVerifiedAt: null, ...values });
  await textCode(deps, phone, code);
  return answer(updated, token, messages.phoneCodeSent);
}

export async function verifyBusiness(
  deps: Deps,
  token: string,
  body: { businessname: string; business_type: string; timezone: string },
) {
  const row = await pendingByToken(deps, token);
  const updated = await update(deps, row, {
    businessname: body.businessname,
    businessType: body.business_type,
    timezone: body.timezone,
    businessVerifiedAt: new Date(),
  });
  return answer(updated, token, messages.businessVerified);
}

/**
 * Turns a finished registration into an organization and its owner, and signs the owner in,
 * all in one transaction: a second activation (even a concurrent one) finds nothing (404).
 */
export async function activate(
  deps: Deps,
  token: string,
  meta: ClientMeta,
): Promise<ActivateAccountResponse> {
  const row = await pendingByToken(deps, token);
  const missing: FieldErrors = {};
  if (!row.emailVerifiedAt) missing.email = [messages.emailNotVerified];
  if (!row.phoneVerifiedAt) missing.phone = [messages.phoneNotVerified];
  if (!row.businessVerifiedAt) missing.businessname = [messages.businessNotVerified];
  if (Object.keys(missing).length > 0)
    throw validationError(missing, messages.registrationIncomplete);
  return deps.db.transaction(async (tx) => {
    const claimed = await repo.updatePending(tx, row.id, { activatedAt: new Date() });
    if (!claimed) throw notFound();
    // The address may have been registered by another sign-up since this one began.
    if (await findUserByEmail(tx, row.email)) {
      throw emailExists(messages.alreadyRegistered(row.email), row.email);
    }
    const { owner } = await createOrganization(tx, {
      businessname: row.businessname,
      businessType: row.businessType,
      timezone: row.timezone ?? 'UTC',
      owner: {
        email: row.email,
        passwordHash: row.passwordHash,
        fname: row.fname,
        lname: row.lname,
        phone: row.phone,
      },
      // The organization writes numbers as its owner's does, until it says otherwise.
      phoneCountry: countryOfNumber(row.phone),
      plan: planById(row.planId),
    });
    await repo.attachUser(tx, row.id, owner.id);
    const session = await openSession({ ...deps, db: tx }, owner, meta);
    return {
      status: 1,
      message: messages.accountActivated,
      access_token: session.access_token,
      accessed_location_id: session.accessed_location_id,
      company_admin_id: session.company_admin_id,
    };
  });
}

export async function resendEmailCode(deps: Deps, id: number, ip: string): Promise<string> {
  await countCodeSend(deps, id, ip);
  const row = await pendingById(deps, id);
  if (row.emailVerifiedAt) throw fieldError('email', messages.emailAlreadyVerified);
  const now = new Date();
  assertMaySend(row, now);
  const { code, values } = freshCode('email', now);
  await update(deps, row, values);
  await mailCode(deps, row.email, code, undefined);
  return messages.emailCodeSent;
}

export async function resendPhoneCode(deps: Deps, id: number, ip: string): Promise<string> {
  await countCodeSend(deps, id, ip);
  const row = await pendingById(deps, id);
  if (!row.emailVerifiedAt) throw fieldError('email', messages.emailNotVerified);
  if (row.phoneVerifiedAt) throw fieldError('phone', messages.phoneAlreadyVerified);
  const now = new Date();
  assertMaySend(row, now);
  const { code, values } = freshCode('phone', now);
  await update(deps, row, values);
  await textCode(deps, row.phone, code);
  return messages.phoneCodeSent;
}

export async function details(deps: Deps, token: string): Promise<RegistrationDetailsResponse> {
  const row = await repo.findByTokenHash(deps.db, sha256(token));
  if (!row) throw notFound();
  return {
    status: 1,
    id: row.id,
    email: row.email,
    phone: row.phone,
    fname: row.fname,
    businessname: row.businessname,
    step: nextStep(row),
  };
}

export const plans = () => ({ status: 1 as const, plans: [...subscriptionPlans] });
