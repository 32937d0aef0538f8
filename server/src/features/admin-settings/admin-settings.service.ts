import {
  type AccountSetting,
  type AccountSettingBody,
  adminSettingMessages,
  type ConfirmOptinBody,
  type ContactProfileSetting,
  confirmOptinDefaults,
  contactProfileSettingOf,
  type PortalSetting,
  type PortalSettingBody,
  type TeaseSetting,
  type TeaseValue,
  teaseKinds,
} from '@coachline/contract/admin-settings';
import { messages } from '@coachline/contract/messages';
import type { UserResponse } from '@coachline/contract/users';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { fieldError, forbidden, limitExceeded, notFound } from '../../platform/errors';
import { phoneOfField } from '../../platform/phones';
import * as accounts from '../accounts/accounts.service';
import * as repo from './admin-settings.repository';
import type { AccountSettingRow, PortalSettingRow, TeaseSettingRow } from './admin-settings.tables';
import { isCurrency } from './currencies';

// Admin Settings (002 §7 Admin settings, 000 §7.3): every call authorizes first; a location named
// in the path must be one the caller may act in, inside the organization they act for, else 404.

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The location named in the path, if the caller may act in it; anyone else's is a 404. */
async function locationOf(deps: Deps, ctx: RequestContext, accountId: number) {
  const account = await accounts.accountForUser(deps.db, ctx.user, accountId);
  if (!account || accounts.primaryIdOf(account) !== ctx.primaryAccountId) throw notFound();
  return account;
}

async function primaryOf(deps: Deps, ctx: RequestContext) {
  const primary = await accounts.findAccount(deps.db, ctx.primaryAccountId);
  if (!primary) throw notFound();
  return primary;
}

// Account

function presentAccountSetting(
  account: accounts.AccountRow,
  row: AccountSettingRow | undefined,
): AccountSetting {
  return {
    account_id: account.id,
    is_primary: account.parentId === null,
    businessname: account.businessname,
    business_type: account.businessType,
    phone: account.phone,
    timezone: account.timezone,
    currency: row?.currency ?? 'USD',
    business_email: row?.businessEmail ?? null,
    website: row?.website ?? null,
    address_line1: row?.addressLine1 ?? null,
    address_line2: row?.addressLine2 ?? null,
    city: row?.city ?? null,
    state: row?.state ?? null,
    postal_code: row?.postalCode ?? null,
    country: (row?.country as AccountSetting['country']) ?? null,
    updated_at: iso(row?.accountUpdatedAt),
  };
}

/** The location's currency, which its prices and its checkout share (USD until set). */
export async function currencyOf(db: Executor, accountId: number) {
  return (await repo.findAccountSetting(db, accountId))?.currency ?? 'USD';
}

/** Sets the location's currency; the caller has checked the code and the permission. */
export async function setCurrency(db: Executor, accountId: number, currency: string) {
  await repo.saveAccountSetting(db, accountId, { currency, accountUpdatedAt: new Date() });
}

/** GET admin-setting/{account}/account-setting. */
export async function accountSetting(deps: Deps, ctx: RequestContext, accountId: number) {
  authorize(ctx, 'view', 'admin-settings');
  const account = await locationOf(deps, ctx, accountId);
  const row = await repo.findAccountSetting(deps.db, account.id);
  return { status: 1 as const, setting: presentAccountSetting(account, row) };
}

/** PATCH admin-setting/{account}/update-account-setting. */
export async function updateAccountSetting(
  deps: Deps,
  ctx: RequestContext,
  accountId: number,
  body: AccountSettingBody,
) {
  authorize(ctx, 'update', 'admin-settings');
  const account = await locationOf(deps, ctx, accountId);
  if (!isCurrency(body.currency))
    throw fieldError('currency', adminSettingMessages.unknownCurrency);
  const phone = phoneOfField('phone', body.phone, accounts.phoneCountryOf(account));
  const [updated, row] = await deps.db.transaction(async (tx) => [
    await accounts.updateAccount(tx, account.id, {
      businessname: body.businessname,
      businessType: body.business_type,
      timezone: body.timezone,
      phone,
    }),
    await repo.saveAccountSetting(tx, account.id, {
      currency: body.currency,
      businessEmail: body.business_email,
      website: body.website,
      addressLine1: body.address_line1,
      addressLine2: body.address_line2,
      city: body.city,
      state: body.state,
      postalCode: body.postal_code,
      country: body.country,
      accountUpdatedAt: new Date(),
    }),
  ]);
  if (!updated) throw notFound();
  return {
    status: 1 as const,
    message: adminSettingMessages.accountSettingSaved,
    setting: presentAccountSetting(updated, row),
  };
}

// Client portal

/** Subdomains the app keeps for itself. */
const reservedSubdomains = new Set([
  'www',
  'app',
  'api',
  'admin',
  'mail',
  'email',
  'portal',
  'support',
  'help',
  'status',
  'docs',
  'blog',
  'billing',
  'checkout',
  'static',
  'assets',
  'cdn',
  'dev',
  'staging',
  'test',
]);

const portalDefaults = (account: accounts.AccountRow) => ({
  portal_name: account.businessname,
  logo_url: null,
  brand_color: '#1971C2',
  welcome_message: `Welcome to ${account.businessname}! Here you will find your programs, progress and messages.`,
  support_email: null,
});

/** The portal's address: the subdomain in front of the app's host. */
function portalUrl(appUrl: string, subdomain: string | null) {
  if (!subdomain) return null;
  const url = new URL(appUrl);
  return `${url.protocol}//${subdomain}.${url.host}`;
}

function presentPortalSetting(
  deps: Deps,
  account: accounts.AccountRow,
  row: PortalSettingRow | undefined,
): PortalSetting {
  const values = row
    ? {
        portal_name: row.portalName,
        logo_url: row.logoUrl,
        brand_color: row.brandColor,
        welcome_message: row.welcomeMessage,
        support_email: row.supportEmail,
      }
    : portalDefaults(account);
  const subdomain = row?.subdomain ?? null;
  return {
    ...values,
    subdomain,
    portal_url: portalUrl(deps.config.appUrl, subdomain),
    account_id: account.id,
    updated_at: iso(row?.updatedAt),
  };
}

/** GET admin-setting/{account}/portal-setting. */
export async function portalSetting(deps: Deps, ctx: RequestContext, accountId: number) {
  authorize(ctx, 'view', 'admin-settings');
  const account = await locationOf(deps, ctx, accountId);
  const row = await repo.findPortalSetting(deps.db, account.id);
  return { status: 1 as const, setting: presentPortalSetting(deps, account, row) };
}

/** How a location's client portal looks, for its contacts (no user: the portal's own calls). */
export async function portalLookOf(deps: Deps, account: accounts.AccountRow) {
  const { portal_name, logo_url, brand_color, welcome_message, support_email } =
    presentPortalSetting(deps, account, await repo.findPortalSetting(deps.db, account.id));
  return { portal_name, logo_url, brand_color, welcome_message, support_email };
}

/** PATCH admin-setting/{account}/update-portal-setting. */
export async function updatePortalSetting(
  deps: Deps,
  ctx: RequestContext,
  accountId: number,
  body: PortalSettingBody,
) {
  authorize(ctx, 'update', 'admin-settings');
  const account = await locationOf(deps, ctx, accountId);
  if (reservedSubdomains.has(body.subdomain))
    throw fieldError('subdomain', adminSettingMessages.subdomainReserved);
  const holder = await repo.subdomainHolder(deps.db, body.subdomain);
  if (holder !== undefined && holder !== account.id)
    throw fieldError('subdomain', adminSettingMessages.subdomainTaken);
  const row = await repo.savePortalSetting(deps.db, account.id, {
    portalName: body.portal_name,
    subdomain: body.subdomain,
    logoUrl: body.logo_url,
    brandColor: body.brand_color,
    welcomeMessage: body.welcome_message,
    supportEmail: body.support_email,
  });
  return {
    status: 1 as const,
    message: adminSettingMessages.portalSettingSaved,
    setting: presentPortalSetting(deps, account, row),
  };
}

// Opt-in confirmation: the accessed location's

const presentConfirmOptin = (row: AccountSettingRow | undefined) => ({
  confirm_optin: row?.confirmOptin ?? confirmOptinDefaults.confirm_optin,
  subject: row?.confirmOptinSubject ?? confirmOptinDefaults.subject,
  body: row?.confirmOptinBody ?? confirmOptinDefaults.body,
  updated_at: iso(row?.confirmOptinUpdatedAt),
});

/** GET admin-setting/confirm-optin. */
export async function confirmOptin(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'admin-settings');
  const row = await repo.findAccountSetting(deps.db, ctx.accountId);
  return { status: 1 as const, confirm_optin: presentConfirmOptin(row) };
}

/** PATCH admin-setting/update-confirm-optin: answers the user too (002 §7 "response user"). */
export async function updateConfirmOptin(deps: Deps, ctx: RequestContext, body: ConfirmOptinBody) {
  authorize(ctx, 'update', 'admin-settings');
  const row = await repo.saveAccountSetting(deps.db, ctx.accountId, {
    confirmOptin: body.confirm_optin,
    confirmOptinSubject: body.subject,
    confirmOptinBody: body.body,
    confirmOptinUpdatedAt: new Date(),
  });
  return {
    status: 1 as const,
    message: adminSettingMessages.confirmOptinSaved,
    confirm_optin: presentConfirmOptin(row),
    user: accounts.presentUser(ctx.user, await primaryOf(deps, ctx)),
  };
}

// Access key: the accessed location's, mailed to the organization owner

const keyPrefix = 'clk_';
const masked = (prefix: string, lastFour: string) => `${prefix}${'•'.repeat(12)}${lastFour}`;

async function ownerOf(deps: Deps, ctx: RequestContext) {
  const primary = await primaryOf(deps, ctx);
  const owner = primary.ownerUserId
    ? await accounts.findUserById(deps.db, primary.ownerUserId)
    : undefined;
  if (!owner) throw notFound();
  return owner;
}

const presentAccessKey = (row: { lastFour: string; createdAt: Date } | undefined) =>
  row ? { masked: masked(keyPrefix, row.lastFour), created_at: row.createdAt.toISOString() } : null;

/** GET admin-setting/access-key: the key masked, and who a new one would be mailed to. */
export async function accessKey(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'admin-settings');
  const [row, owner] = await Promise.all([
    repo.findAccessKey(deps.db, ctx.accountId),
    ownerOf(deps, ctx),
  ]);
  return { status: 1 as const, access_key: presentAccessKey(row), owner_email: owner.email };
}

/**
 * POST admin-setting/send-access-key. Only the key's hash is kept, so sending one means making
 * one: the new key replaces the old and goes to the owner's mailbox, never into the answer.
 */
export async function sendAccessKey(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'update', 'admin-settings');
  const owner = await ownerOf(deps, ctx);
  const location = await accounts.findAccount(deps.db, ctx.accountId);
  if (!location) throw notFound();
  const key = `${keyPrefix}${randomToken()}`;
  const row = await repo.replaceAccessKey(deps.db, ctx.accountId, {
    keyHash: sha256(key),
    lastFour: key.slice(-4),
    createdBy: ctx.user.id,
  });
  await deps.mailer.send({
    to: owner.email,
    subject: `Your Coachline access key for ${location.businessname}`,
    text: `Hello ${owner.fname || 'there'},\n\nHere is the new API access key of ${location.businessname}:\n\n${key}\n\nKeep it secret: it acts for the location. Any key sent before stops working now.\n\nIf you did not ask for a new key, sign in and send yourself another one from Admin Settings.`,
  });
  return {
    status: 1 as const,
    message: adminSettingMessages.accessKeySent(owner.email),
    access_key: presentAccessKey(row),
    owner_email: owner.email,
  };
}

// White label: the organization's

/** PATCH user/update-white-label. */
export async function updateWhiteLabel(
  deps: Deps,
  ctx: RequestContext,
  whiteLabel: boolean,
): Promise<UserResponse> {
  authorize(ctx, 'update', 'admin-settings');
  // The whole organization's branding; a company location user acts in one location only.
  if (ctx.user.isCompanyLocation) throw forbidden();
  const primary = await accounts.updateAccount(deps.db, ctx.primaryAccountId, {
    whiteLabel,
  });
  if (!primary) throw notFound();
  return {
    status: 1,
    message: messages.whiteLabelUpdated,
    user: accounts.presentUser(ctx.user, primary),
  };
}

// Contact profile setting: each user's own

/** The user's contact-profile layout, every item shown unless hidden; the session refresh's. */
export async function contactProfileSettingFor(
  db: Executor,
  user: accounts.UserRow,
): Promise<ContactProfileSetting> {
  return contactProfileSettingOf(await repo.findContactProfileSetting(db, user.accountId, user.id));
}

/** PATCH user/update-contact-profile-setting: the items named change, the rest stay. */
export async function updateContactProfileSetting(
  deps: Deps,
  ctx: RequestContext,
  changes: Partial<Record<string, boolean>>,
) {
  const current = await contactProfileSettingFor(deps.db, ctx.user);
  const setting = contactProfileSettingOf({ ...current, ...changes });
  await repo.saveContactProfileSetting(deps.db, ctx.user.accountId, ctx.user.id, setting);
  return {
    status: 1 as const,
    message: adminSettingMessages.contactProfileSaved,
    contact_profile_setting: setting,
  };
}

// Tease settings: the accessed location's

const teaseDefault = (label: string): TeaseValue => ({
  headline: `Unlock ${label}`,
  description: `Ask your coach about ${label.toLowerCase()} to get started.`,
  button_label: 'Learn more',
  button_url: null,
});

const labelOf = (kind: string) => teaseKinds.find((k) => k.kind === kind)?.label ?? kind;

const presentTease = (row: TeaseSettingRow): TeaseSetting => ({
  id: row.id,
  kind: row.kind,
  label: labelOf(row.kind),
  setting_value: row.settingValue,
  enabled: row.enabled,
  updated_at: iso(row.updatedAt),
});

/** GET tease-settings/list: one teaser per kind, the missing ones written with defaults. */
export async function teaseSettings(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'admin-settings');
  const rows = await repo.ensureTeaseSettings(
    deps.db,
    ctx.accountId,
    teaseKinds.map((k) => ({ kind: k.kind, settingValue: JSON.stringify(teaseDefault(k.label)) })),
  );
  return { status: 1 as const, data: rows.map(presentTease) };
}

/** PATCH tease-settings/{id}/update: the value as the contract parsed it, written back as JSON. */
export async function updateTeaseSetting(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { setting_value: TeaseValue; enabled: boolean },
) {
  authorize(ctx, 'update', 'admin-settings');
  const row = await repo.updateTeaseSetting(deps.db, ctx.accountId, id, {
    settingValue: JSON.stringify(body.setting_value),
    enabled: body.enabled,
  });
  if (!row) throw notFound();
  return { status: 1 as const, message: messages.teaseSettingsUpdated, setting: presentTease(row) };
}

/** PATCH tease-settings/{id}/enable-disable. */
export async function enableTeaseSetting(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  enabled: boolean,
) {
  authorize(ctx, 'update', 'admin-settings');
  const row = await repo.updateTeaseSetting(deps.db, ctx.accountId, id, { enabled });
  if (!row) throw notFound();
  return {
    status: 1 as const,
    message: enabled ? messages.teaseSettingsEnabled : messages.teaseSettingsDisabled,
    setting: presentTease(row),
  };
}

// Landing token: each user's own, for the funnel builder (000 §2.4)

async function hasFunnels(deps: Deps, ctx: RequestContext) {
  const subscription = await accounts.findSubscription(deps.db, ctx.primaryAccountId);
  return accounts.presentSubscription(subscription).has_funnels;
}

const presentLandingToken = (row: { lastFour: string; createdAt: Date } | undefined) =>
  row ? { masked: masked('', row.lastFour), created_at: row.createdAt.toISOString() } : null;

/** GET user/landing-token. */
export async function landingToken(deps: Deps, ctx: RequestContext) {
  const [row, funnels] = await Promise.all([
    repo.findLandingToken(deps.db, ctx.user.accountId, ctx.user.id),
    hasFunnels(deps, ctx),
  ]);
  return { status: 1 as const, landing_token: presentLandingToken(row), has_funnels: funnels };
}

/**
 * POST user/generate-landing-token: a new token replaces the old and is answered once; without
 * funnels in the plan, the limit answer that leads to the plans (000 §2.4, §8).
 */
export async function generateLandingToken(deps: Deps, ctx: RequestContext) {
  if (!(await hasFunnels(deps, ctx))) throw limitExceeded(messages.funnelsUpgrade);
  const token = randomToken();
  const row = await repo.replaceLandingToken(deps.db, ctx.user.accountId, ctx.user.id, {
    tokenHash: sha256(token),
    lastFour: token.slice(-4),
  });
  return {
    status: 1 as const,
    message: adminSettingMessages.landingTokenGenerated,
    token,
    timestamp: Math.floor(row.createdAt.getTime() / 1000),
    landing_token: presentLandingToken(row)!,
  };
}
