import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { type AccountRow, findLocationAndOrganization } from '../accounts/accounts.service';
import { type SendingIdentity, sendingIdentityFor } from '../email-domains/email-domains.service';

// What a send reads of its accounts, read once: the location and the organization once per
// request (the kill switches, the company's token values), and a location's sending identity
// at most every few seconds (its domain changes rarely; a verified one is used within seconds).

type Sender = Pick<RequestContext, 'accountId' | 'primaryAccountId'>;
type SendAccounts = { location: AccountRow | undefined; organization: AccountRow | undefined };

const accountsRead = new WeakMap<Sender, Promise<SendAccounts>>();

/** The location and the organization of the request (or job) `sender` stands for. */
export function accountsOf(deps: Deps, sender: Sender): Promise<SendAccounts> {
  let accounts = accountsRead.get(sender);
  if (!accounts) {
    accounts = findLocationAndOrganization(deps.db, sender.accountId, sender.primaryAccountId);
    accountsRead.set(sender, accounts);
  }
  return accounts;
}

const identityTtlMs = 5_000;
const identities = new Map<number, { at: number; identity: Promise<SendingIdentity> }>();

/** Who a location's mail goes out as (`sendingIdentityFor`), kept for a few seconds. */
export function identityOf(deps: Deps, accountId: number): Promise<SendingIdentity> {
  const kept = identities.get(accountId);
  if (kept && Date.now() - kept.at < identityTtlMs) return kept.identity;
  const identity = sendingIdentityFor(deps, accountId);
  identities.set(accountId, { at: Date.now(), identity });
  identity.catch(() => identities.delete(accountId));
  return identity;
}
