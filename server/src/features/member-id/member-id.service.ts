import { randomBytes } from 'node:crypto';
import { contactMessages } from '@coachline/contract/contacts';
import {
  type MemberIdDelivery,
  type MemberIdSetting,
  type MemberIdSettingFields,
  memberIdMessages,
  type memberIdSendBody,
  memberIdSettingDefaults,
  type storeMemberIdSettingBody,
} from '@coachline/contract/member-id';
import type { SendChannel } from '@coachline/contract/messaging';
import type { z } from 'zod';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import { safeEqual } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import {
  AppError,
  fieldError,
  forbidden,
  notFound,
  optInsClosed,
  validationError,
} from '../../platform/errors';
import { phoneOfField } from '../../platform/phones';
import { type ThrottleRule, takeAttempts } from '../../platform/throttle';
import { findAccount, ownerContext } from '../accounts/accounts.service';
import * as contacts from '../contacts/contacts.service';
import { htmlOfText } from '../messaging/email-content';
import { emailContact, textContact } from '../messaging/messaging.service';
import * as repo from './member-id.repository';
import type { MemberIdSettingRow } from './member-id.tables';

// A location's member-ID page and the member IDs it hands out (001 §7 Member ID, §8). The
// setting lives under Admin Settings; the page is public, so everything it does runs as the
// location's owner (ownerContext) and goes through the same services a coach's request does:
// the contact is added by contacts.save (the plan's contacts space, the lifecycle), the message
// by emailContact and textContact (delivery switches, suppressions, the log).

type MemberIdSendBody = z.output<typeof memberIdSendBody>;
type StoreMemberIdSettingBody = z.output<typeof storeMemberIdSettingBody>;

/** 72 random bits, URL-safe: the secret part of the page's address. */
const newAccessCode = () => randomBytes(9).toString('base64url');

const fieldsOf = (row: MemberIdSettingRow): MemberIdSettingFields => ({
  is_enabled: row.isEnabled,
  page_title: row.pageTitle,
  page_description: row.pageDescription,
  button_text: row.buttonText,
  id_prefix: row.idPrefix,
  next_number: row.nextNumber,
  delivery: row.delivery,
  email_subject: row.emailSubject,
  email_body: row.emailBody,
  sms_message: row.smsMessage,
});

const valuesOf = (fields: MemberIdSettingFields): repo.MemberIdSettingValues => ({
  isEnabled: fields.is_enabled,
  pageTitle: fields.page_title,
  pageDescription: fields.page_description,
  buttonText: fields.button_text,
  idPrefix: fields.id_prefix,
  nextNumber: fields.next_number,
  delivery: fields.delivery,
  emailSubject: fields.email_subject,
  emailBody: fields.email_body,
  smsMessage: fields.sms_message,
});

const presentSetting = (row: MemberIdSettingRow): MemberIdSetting => ({
  ...fieldsOf(row),
  account_id: row.accountId,
  access_code: row.accessCode,
  updated_at: row.updatedAt?.toISOString() ?? null,
});

/** The location's setting; its first read writes the defaults and the page's access code. */
const settingOf = (deps: Deps, accountId: number) =>
  repo.ensureSetting(deps.db, accountId, {
    ...valuesOf(memberIdSettingDefaults),
    accessCode: newAccessCode(),
  });

/** GET member-id/get-member-id-setting. */
export async function getSetting(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'admin-settings');
  return { status: 1 as const, setting: presentSetting(await settingOf(deps, ctx.accountId)) };
}

/** POST member-id/store-member-id-setting. */
export async function storeSetting(
  deps: Deps,
  ctx: RequestContext,
  body: StoreMemberIdSettingBody,
) {
  authorize(ctx, 'update', 'admin-settings');
  const { regenerate_access_code: regenerate, ...fields } = body;
  await settingOf(deps, ctx.accountId);
  const row = await repo.saveSetting(
    deps.db,
    ctx.accountId,
    valuesOf(fields),
    regenerate ? newAccessCode() : undefined,
  );
  return {
    status: 1 as const,
    message: memberIdMessages.settingSaved,
    setting: presentSetting(row),
  };
}

// The public page

/** The page of this address and the owner it acts as; 404 for a wrong code or a closed location. */
async function pageOf(deps: Deps, accountId: number, accessCode: string) {
  const row = await repo.findSetting(deps.db, accountId);
  if (!row || !safeEqual(row.accessCode, accessCode)) throw notFound();
  const owner = await ownerContext(deps.db, accountId);
  if (!owner) throw notFound();
  return { row, owner };
}

/** GET member-id/{id}/public-setting. */
export async function publicSetting(deps: Deps, accountId: number, accessCode: string) {
  const { row } = await pageOf(deps, accountId, accessCode);
  const location = await findAccount(deps.db, accountId);
  return {
    status: 1 as const,
    setting: {
      business_name: location?.businessname ?? '',
      is_enabled: row.isEnabled,
      page_title: row.pageTitle,
      page_description: row.pageDescription,
      button_text: row.buttonText,
      delivery: row.delivery,
    },
  };
}

// A front desk's tablet asks for many people from one address; one person's details, a few times.
const requestsPerClient: ThrottleRule = { attempts: 60, windowSeconds: 3600, lockSeconds: 3600 };
const requestsPerAddress: ThrottleRule = { attempts: 5, windowSeconds: 3600, lockSeconds: 3600 };

const channelsByDelivery: Record<MemberIdDelivery, readonly SendChannel[]> = {
  email: ['email'],
  sms: ['sms'],
  both: ['email', 'sms'],
};

/** The addresses a request gives for the page's channels: 422 naming what is missing. */
function addressesOf(ctx: RequestContext, delivery: MemberIdDelivery, body: MemberIdSendBody) {
  const email = body.email || null;
  const number = phoneOfField('number', body.number || null, ctx.phoneCountry);
  if (delivery === 'email' && !email) throw fieldError('email', memberIdMessages.emailRequired);
  if (delivery === 'sms' && !number) throw fieldError('number', memberIdMessages.numberRequired);
  if (!email && !number) throw fieldError('email', memberIdMessages.emailOrNumber);
  return { email, number };
}

/** A member ID no live contact of the location has, cut from the location's counter. */
async function newMemberId(deps: Deps, accountId: number): Promise<string> {
  for (;;) {
    const { prefix, number } = await repo.takeNextNumber(deps.db, accountId);
    const memberId = `${prefix}${number}`;
    if (!(await contacts.liveContactIdWith(deps.db, accountId, 'memberId', memberId)))
      return memberId;
  }
}

/**
 * The contact the request is about: the location's contact with that email (else that number),
 * given a member ID when they have none; else a new lead while the plan has room. A contact
 * found keeps their own email and number: the member ID goes where they already are.
 */
async function memberOf(
  deps: Deps,
  ctx: RequestContext,
  body: MemberIdSendBody,
  addresses: { email: string | null; number: string | null },
) {
  const existing =
    (addresses.email &&
      (await contacts.liveContactIdWith(deps.db, ctx.accountId, 'email', addresses.email))) ||
    (addresses.number &&
      (await contacts.liveContactIdWith(deps.db, ctx.accountId, 'number', addresses.number)));
  if (existing) {
    const contact = await contacts.contactOf(deps.db, ctx, existing);
    if (!contact.memberId)
      await contacts.patch(deps, ctx, existing, {
        memberId: await newMemberId(deps, ctx.accountId),
        lastAction: 'Member ID Created',
      });
    return existing;
  }
  try {
    const { contact } = await contacts.save(deps, ctx, {
      first_name: body.first_name,
      last_name: body.last_name,
      email: addresses.email,
      number: addresses.number,
      source: 'Member ID',
      last_action: 'Member ID Created',
      member_id: await newMemberId(deps, ctx.accountId),
    });
    return contact.id;
  } catch (error) {
    if (error instanceof AppError && error.code === 'limit_exceeded')
      throw optInsClosed(memberIdMessages.optInsClosed);
    throw error;
  }
}

/**
 * Sends a contact their member ID on the given channels with the location's messages; answers
 * the channels it went out on, and the refusals of the others.
 */
async function deliverMemberId(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  channels: readonly SendChannel[],
) {
  const row = await settingOf(deps, ctx.accountId);
  const sent: SendChannel[] = [];
  const refusals: string[] = [];
  for (const channel of channels) {
    const answer =
      channel === 'email'
        ? await emailContact(deps, ctx, contactId, {
            subject: row.emailSubject,
            html: htmlOfText(row.emailBody),
            source: 'member-id',
          })
        : await textContact(deps, ctx, contactId, { text: row.smsMessage, source: 'member-id' });
    if (answer.status === 1) sent.push(channel);
    else refusals.push(answer.message);
  }
  return { sent, refusals };
}

const deliveryOf = (sent: readonly SendChannel[]): MemberIdDelivery =>
  sent.length === 2 ? 'both' : sent[0]!;

/** POST member-id/{id}/send: someone at the page asks for their member ID. */
export async function send(deps: Deps, accountId: number, body: MemberIdSendBody, client: string) {
  const { row, owner } = await pageOf(deps, accountId, body.access_code);
  if (!row.isEnabled) throw forbidden(memberIdMessages.pageClosed);
  const addresses = addressesOf(owner, row.delivery, body);
  await takeAttempts(deps.db, [
    [`member-id:client:${accountId}:${client}`, requestsPerClient],
    [`member-id:to:${accountId}:${addresses.email ?? addresses.number}`, requestsPerAddress],
  ]);
  const contactId = await memberOf(deps, owner, body, addresses);
  const { sent } = await deliverMemberId(deps, owner, contactId, channelsByDelivery[row.delivery]);
  if (sent.length === 0) throw validationError({}, memberIdMessages.notSent);
  return { status: 1 as const, message: memberIdMessages.sent[deliveryOf(sent)] };
}

// From the contact profile

/** PUT contact/{id}/resend-member-id: the contact's member ID, on the location's channels. */
export async function resendMemberId(deps: Deps, ctx: RequestContext, contactId: number) {
  authorize(ctx, 'update', 'contacts-center');
  const contact = await contacts.contactOf(deps.db, ctx, contactId);
  if (!contact.memberId) throw fieldError('member_id', contactMessages.noMemberId);
  const row = await settingOf(deps, ctx.accountId);
  const { sent, refusals } = await deliverMemberId(
    deps,
    ctx,
    contactId,
    channelsByDelivery[row.delivery],
  );
  if (sent.length === 0) throw validationError({ member_id: refusals }, refusals[0]);
  return { status: 1 as const, message: contactMessages.memberIdSent };
}

/** POST contact/change-member-id-email: a new email for the contact, and the member ID sent there. */
export async function changeMemberIdEmail(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  email: string,
) {
  authorize(ctx, 'update', 'contacts-center');
  const contact = await contacts.contactOf(deps.db, ctx, contactId);
  if (!contact.memberId) throw fieldError('member_id', contactMessages.noMemberId);
  const response = await contacts.patch(deps, ctx, contactId, { email });
  // The new email is kept either way; a refusal (an address that bounced before) is the answer.
  const { refusals } = await deliverMemberId(deps, ctx, contactId, ['email']);
  return { ...response, message: refusals[0] ?? contactMessages.memberIdSent };
}
