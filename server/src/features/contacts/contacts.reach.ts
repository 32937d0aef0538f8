import type { ContactSelection } from '@coachline/contract/contacts';
import { contactMessages, type ValidateEmailResponse } from '@coachline/contract/contacts';
import type { CountryCode } from '@coachline/contract/countries';
import { and } from 'drizzle-orm';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { findAccount, updateAccount } from '../accounts/accounts.service';
import * as repo from './contacts.repository';
import { contactOf, patch, selectionWhere } from './contacts.service';

// How a contact is reached: whether its email takes mail, email confirmation, and the
// location's default phone country (001 §4, §7).

/** Domains looked up per call; a selection's other domains stay unchecked (counted unknown). */
const domainsPerCall = 200;
/** Lookups at once: enough to be quick, few enough not to flood the resolver. */
const lookupsAtOnce = 10;

async function lookUp(deps: Deps, domains: string[]) {
  const answers = new Map<string, boolean | undefined>();
  for (let i = 0; i < domains.length; i += lookupsAtOnce) {
    const batch = domains.slice(i, i + lookupsAtOnce);
    const found = await Promise.all(batch.map((d) => deps.mailDomains.acceptsMail(d)));
    for (const [n, d] of batch.entries()) answers.set(d, found[n]);
  }
  return answers;
}

/**
 * PATCH contact/validate-email: each selected email's domain is asked for its mail servers;
 * a domain that has them marks its emails valid, one that does not exist or takes no mail
 * marks them invalid, and one that could not be asked leaves them as they were.
 */
export async function validateEmail(
  deps: Deps,
  ctx: RequestContext,
  selection: ContactSelection,
): Promise<ValidateEmailResponse> {
  const where = await selectionWhere(deps.db, ctx, 'validate-email', selection);
  const domains = await repo.emailDomainsWhere(deps.db, ctx.accountId, where, domainsPerCall);
  const answers = await lookUp(deps, domains);
  const withAnswer = (wanted: boolean) => domains.filter((d) => answers.get(d) === wanted);
  // One after the other: a transaction is one connection, which runs one query at a time.
  const [valid, invalid, withEmail] = await deps.db.transaction(async (tx) => [
    await repo.updateWhere(
      tx,
      ctx.accountId,
      where,
      { emailStatus: 'valid' },
      repo.emailAtDomains(withAnswer(true)),
    ),
    await repo.updateWhere(
      tx,
      ctx.accountId,
      where,
      { emailStatus: 'invalid' },
      repo.emailAtDomains(withAnswer(false)),
    ),
    await repo.countWhere(tx, ctx.accountId, and(where, repo.hasEmail()) ?? where),
  ]);
  const unknown = withEmail - valid - invalid;
  return {
    status: 1,
    message: contactMessages.emailsValidated(valid, invalid, unknown),
    affected: valid + invalid,
    valid,
    invalid,
    unknown,
  };
}

/** PUT contact/{id}/mark-email-valid: the coach knows better than the check (a bounce passed). */
export async function markEmailValid(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', 'contacts-center');
  const contact = await contactOf(deps.db, ctx, id);
  if (!contact.email) throw fieldError('email', contactMessages.noEmail);
  const res = await patch(deps, ctx, id, { emailStatus: 'valid' });
  return { ...res, message: contactMessages.emailMarkedValid };
}

/** PATCH contact/disable-confirmation: email confirmation disabled (or requested again). */
export async function disableConfirmation(
  deps: Deps,
  ctx: RequestContext,
  selection: ContactSelection,
  disabled: boolean,
) {
  const where = await selectionWhere(deps.db, ctx, 'disable-confirmation', selection);
  const affected = await repo.updateWhere(
    deps.db,
    ctx.accountId,
    where,
    { emailConfirmation: disabled ? 'disabled' : 'requested' },
    undefined,
  );
  return {
    status: 1 as const,
    message: contactMessages.confirmationUpdated(affected, disabled),
    affected,
  };
}

async function phoneCountryOf(deps: Deps, accountId: number) {
  const account = await findAccount(deps.db, accountId);
  if (!account) throw notFound();
  return account.phoneCountryCode as CountryCode;
}

/** The location's default phone country: numbers typed without a country code are read as its. */
export async function phoneCountryCode(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'contacts-center');
  return { status: 1 as const, phone_country_code: await phoneCountryOf(deps, ctx.accountId) };
}

/** PATCH contact/update-phone-country-code. */
export async function updatePhoneCountryCode(deps: Deps, ctx: RequestContext, code: CountryCode) {
  authorize(ctx, 'update', 'contacts-center');
  await updateAccount(deps.db, ctx.accountId, { phoneCountryCode: code });
  return {
    status: 1 as const,
    message: contactMessages.phoneCountryUpdated,
    phone_country_code: await phoneCountryOf(deps, ctx.accountId),
  };
}
