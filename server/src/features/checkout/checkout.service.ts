import {
  type CheckoutEmailSetting,
  type CheckoutEmailType,
  type CheckoutTokenResponse,
  type CompanySettings,
  type CreateCheckoutTokenBody,
  checkoutEmailDefaults,
  checkoutEmailTypeIds,
  checkoutEmailVariables,
  checkoutMessages,
  checkoutTokenLifetimeSeconds,
  defaultCurrencySymbol,
  type UpdateCompanySettingsBody,
  type UpdateCurrencyBody,
  type UpdateEmailSettingsBody,
} from '@coachline/contract/checkout';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, fieldError, notFound, unauthenticated } from '../../platform/errors';
import * as accounts from '../accounts/accounts.service';
import { currencyOf, setCurrency } from '../admin-settings/admin-settings.service';
import { currencies, isCurrency } from '../admin-settings/currencies';
import { resolveContext, resolveSessionContext } from '../auth/auth.service';
import * as repo from './checkout.repository';
import type { CheckoutEmailSettingRow, CheckoutSettingsRow } from './checkout.tables';
import { issueCheckoutToken, sessionOfCheckoutToken } from './checkout.tokens';

// The checkout API's door (002 §7, 000 §3): tokens made from a signed-in user's session, and
// the context of every later call, open only where the organization sells (checkout_enabled,
// else not found, as the web's guard sends the user to Error-404).

const refused = () => new AppError('unauthenticated', checkoutMessages.tokenRefused);

async function requireCheckoutEnabled(deps: Deps, ctx: RequestContext) {
  const primary = await accounts.findAccount(deps.db, ctx.primaryAccountId);
  if (!primary?.checkoutEnabled) throw notFound();
}

/** A checkout token for the session of `access_token`, if its user is `email` and may act in `account_id`. */
export async function createToken(
  deps: Deps,
  body: CreateCheckoutTokenBody,
): Promise<CheckoutTokenResponse> {
  const ctx = await resolveContext(deps, body.access_token, {
    accessedLocationId: body.account_id,
    companyAdminId: undefined,
  }).catch((error: unknown) => {
    if (error instanceof AppError && ['unauthenticated', 'forbidden'].includes(error.code))
      throw refused();
    throw error;
  });
  // An automation API token or a sign-in still waiting for its second factor sells nothing.
  if (ctx.viaApiToken || ctx.twofaState === 'pending') throw refused();
  if (ctx.user.email.toLowerCase() !== body.email) throw refused();
  await requireCheckoutEnabled(deps, ctx);
  return {
    status: 1,
    token: issueCheckoutToken(deps, ctx.sessionId),
    expires_in: checkoutTokenLifetimeSeconds,
  };
}

/** The context of a checkout call: its checkout token's session, with the usual headers. */
export async function resolveCheckoutContext(
  deps: Deps,
  token: string,
  headers: { accessedLocationId: number | undefined; companyAdminId: number | undefined },
): Promise<RequestContext> {
  const sessionId = sessionOfCheckoutToken(deps, token);
  if (sessionId === undefined) throw unauthenticated();
  const ctx = await resolveSessionContext(deps, sessionId, headers);
  await requireCheckoutEnabled(deps, ctx);
  return ctx;
}

// Company settings

const iso = (date: Date | undefined) => date?.toISOString() ?? null;

/** The currency's own symbol: "$" for dollars (and where the list has none). */
const symbolOf = (code: string) =>
  currencies().find((c) => c.code === code)?.symbolNative ?? defaultCurrencySymbol;

function presentSettings(currency: string, row: CheckoutSettingsRow | undefined): CompanySettings {
  return {
    currency,
    symbol: row?.symbol ?? symbolOf(currency),
    support_email: row?.supportEmail ?? null,
    tax_id: row?.taxId ?? null,
    invoice_note: row?.invoiceNote ?? null,
    statement_descriptor: row?.statementDescriptor ?? null,
    updated_at: iso(row?.updatedAt),
  };
}

async function settingsOf(deps: Deps, accountId: number) {
  const [currency, row] = await Promise.all([
    currencyOf(deps.db, accountId),
    repo.findSettings(deps.db, accountId),
  ]);
  return presentSettings(currency, row);
}

/** GET setting/company-settings. */
export async function companySettings(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'checkouts');
  return { status: 1 as const, company_setting: await settingsOf(deps, ctx.accountId) };
}

/** PATCH setting/update-company-settings: the fields sent change, the others stay. */
export async function updateCompanySettings(
  deps: Deps,
  ctx: RequestContext,
  body: UpdateCompanySettingsBody,
) {
  authorize(ctx, 'update', 'checkouts');
  const values = {
    ...(body.symbol === undefined ? {} : { symbol: body.symbol }),
    ...(body.support_email === undefined ? {} : { supportEmail: body.support_email }),
    ...(body.tax_id === undefined ? {} : { taxId: body.tax_id }),
    ...(body.invoice_note === undefined ? {} : { invoiceNote: body.invoice_note }),
    ...(body.statement_descriptor === undefined
      ? {}
      : { statementDescriptor: body.statement_descriptor }),
  };
  await repo.saveSettings(deps.db, ctx.accountId, values);
  return {
    status: 1 as const,
    message: checkoutMessages.companySettingsSaved,
    company_setting: await settingsOf(deps, ctx.accountId),
  };
}

/** PATCH setting/update-company-currency-settings: the location's currency and its symbol. */
export async function updateCurrency(deps: Deps, ctx: RequestContext, body: UpdateCurrencyBody) {
  authorize(ctx, 'update', 'checkouts');
  if (!isCurrency(body.currency)) throw fieldError('currency', checkoutMessages.unknownCurrency);
  await deps.db.transaction(async (tx) => {
    await setCurrency(tx, ctx.accountId, body.currency);
    await repo.saveSettings(tx, ctx.accountId, { symbol: body.symbol ?? symbolOf(body.currency) });
  });
  return {
    status: 1 as const,
    message: checkoutMessages.currencySaved,
    company_setting: await settingsOf(deps, ctx.accountId),
  };
}

// Email settings

function presentEmail(type: CheckoutEmailType, row: CheckoutEmailSettingRow | undefined) {
  const defaults = checkoutEmailDefaults[type];
  return {
    type,
    name: defaults.name,
    subject: row?.subject ?? defaults.subject,
    body: row?.body ?? defaults.body,
    // Every checkout email is on until the coach turns it off.
    is_enabled: row?.isEnabled ?? true,
    updated_at: iso(row?.updatedAt),
  } satisfies CheckoutEmailSetting;
}

/** GET setting/email-settings: the three emails, each as saved or as it comes. */
export async function emailSettings(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'checkouts');
  const rows = await repo.emailSettingsOf(deps.db, ctx.accountId);
  return {
    status: 1 as const,
    email_settings: checkoutEmailTypeIds.map((type) =>
      presentEmail(
        type,
        rows.find((r) => r.type === type),
      ),
    ),
    variables: [...checkoutEmailVariables],
  };
}

/** PATCH setting/update-email-settings. */
export async function updateEmailSettings(
  deps: Deps,
  ctx: RequestContext,
  body: UpdateEmailSettingsBody,
) {
  authorize(ctx, 'update', 'checkouts');
  const row = await repo.saveEmailSetting(deps.db, ctx.accountId, {
    type: body.type,
    subject: body.subject,
    body: body.body,
    isEnabled: body.is_enabled,
  });
  return {
    status: 1 as const,
    message: checkoutMessages.emailSettingsSaved,
    email_setting: presentEmail(body.type, row),
  };
}
