import {
  type EmailDomain,
  type EmailSender,
  maxEmailDomains,
  type VerifyResponse,
} from '@coachline/contract/email-domains';
import { messages } from '@coachline/contract/messages';
import type { PermissionAction } from '@coachline/contract/permissions';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import {
  accessibleAccounts,
  findAccount,
  primaryIdOf,
  updateAccount,
} from '../accounts/accounts.service';
import { checkRecords, dnsDetailsOf, newDkimKey } from './email-domains.records';
import * as repo from './email-domains.repository';
import type { EmailDomainRow, EmailSenderRow } from './email-domains.tables';

// Sending domains and senders (002 §7 Email domains, and the separate domain area, which is the
// same domains named by ids): the organization's, kept on its primary account, managed in Admin
// Settings. A company location user acts in one location only and changes none of them.

function authorizeRead(ctx: RequestContext) {
  authorize(ctx, 'view', 'admin-settings');
}

function authorizeWrite(ctx: RequestContext, action: PermissionAction) {
  authorize(ctx, action, 'admin-settings');
  if (ctx.user.isCompanyLocation) throw forbidden();
}

/** The locations activated for the domain or sender `id`, from its kind's activation rows. */
const locationsOf = (rows: { id: number; locationId: number }[], id: number) =>
  rows.filter((row) => row.id === id).map((row) => row.locationId);

function presentSender(
  row: EmailSenderRow,
  locations: { id: number; locationId: number }[],
): EmailSender {
  return {
    id: row.id,
    email_domain_id: row.emailDomainId,
    name: row.name,
    email: row.email,
    is_active: row.isActive,
    location_ids: locationsOf(locations, row.id),
    created_at: row.createdAt.toISOString(),
  };
}

/** The organization's domains as the screens show them, with senders and locations. */
async function presentDomains(deps: Deps, organizationId: number, rows: EmailDomainRow[]) {
  const [senders, domainLocations, senderLocations] = await Promise.all([
    repo.listSenders(deps.db, organizationId),
    repo.listDomainLocations(deps.db, organizationId),
    repo.listSenderLocations(deps.db, organizationId),
  ]);
  return rows.map(
    (row): EmailDomain => ({
      id: row.id,
      domain: row.domain,
      is_verified: row.isVerified,
      is_active: row.isActive,
      enabled: row.enabled,
      location_ids: locationsOf(domainLocations, row.id),
      dns_details: dnsDetailsOf(deps.config, row),
      senders: senders
        .filter((sender) => sender.emailDomainId === row.id)
        .map((sender) => presentSender(sender, senderLocations)),
      verified_at: row.verifiedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    }),
  );
}

/** Every given domain of the organization, or 404 when one is not. */
async function domainsOf(deps: Deps, ctx: RequestContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.findDomains(deps.db, ctx.primaryAccountId, unique);
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

const domainOf = async (deps: Deps, ctx: RequestContext, id: number) =>
  (await domainsOf(deps, ctx, [id]))[0]!;

async function senderOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findSender(deps.db, ctx.primaryAccountId, id);
  if (!row) throw notFound();
  return row;
}

/**
 * The DNS warning of the shell (000 §2.4, `email_dns_missing` in the session refresh): on while
 * an enabled domain that mail would go out from is not verified. Kept after every change here.
 */
async function keepDnsWarning(deps: Deps, organizationId: number) {
  const missing = await repo.hasUnverifiedDomainInUse(deps.db, organizationId);
  await updateAccount(deps.db, organizationId, { emailDnsMissing: missing });
}

export async function list(deps: Deps, ctx: RequestContext) {
  authorizeRead(ctx);
  const rows = await repo.listDomains(deps.db, ctx.primaryAccountId);
  return { status: 1 as const, domains: await presentDomains(deps, ctx.primaryAccountId, rows) };
}

export async function senders(deps: Deps, ctx: RequestContext, domainId: number) {
  authorizeRead(ctx);
  await domainOf(deps, ctx, domainId);
  const [rows, locations] = await Promise.all([
    repo.listSenders(deps.db, ctx.primaryAccountId, domainId),
    repo.listSenderLocations(deps.db, ctx.primaryAccountId),
  ]);
  return { status: 1 as const, senders: rows.map((row) => presentSender(row, locations)) };
}

export async function dnsDetails(deps: Deps, ctx: RequestContext, domainId: number) {
  authorizeRead(ctx);
  const row = await domainOf(deps, ctx, domainId);
  return { status: 1 as const, domain: row.domain, dns_details: dnsDetailsOf(deps.config, row) };
}

/** Adds a domain with a new DKIM key; the organization's first domain is its active one. */
export async function save(deps: Deps, ctx: RequestContext, body: { domain: string }) {
  authorizeWrite(ctx, 'create');
  const organizationId = ctx.primaryAccountId;
  if ((await repo.countDomains(deps.db, organizationId)) >= maxEmailDomains)
    throw fieldError('domain', messages.emailDomainsFull(maxEmailDomains));
  const key = await newDkimKey();
  const row = await repo.insertDomain(deps.db, organizationId, {
    domain: body.domain,
    dkimSelector: key.selector,
    dkimPublicKey: key.publicKey,
    dkimPrivateKey: deps.secrets.seal(key.privateKey),
    isActive: !(await repo.hasActiveDomain(deps.db, organizationId)),
  });
  if (!row) throw fieldError('domain', messages.emailDomainTaken);
  await keepDnsWarning(deps, organizationId);
  const [domain] = await presentDomains(deps, organizationId, [row]);
  return {
    status: 1 as const,
    message: messages.emailDomainSaved,
    domain: domain!,
    dns_details: domain!.dns_details,
  };
}

export async function activate(deps: Deps, ctx: RequestContext, domainId: number) {
  authorizeWrite(ctx, 'update');
  await domainOf(deps, ctx, domainId);
  await deps.db.transaction((tx) => repo.activateDomain(tx, ctx.primaryAccountId, domainId));
  await keepDnsWarning(deps, ctx.primaryAccountId);
  return { status: 1 as const, message: messages.emailDomainActivated };
}

export async function enableDisable(
  deps: Deps,
  ctx: RequestContext,
  body: { id: number; status: 0 | 1 },
) {
  authorizeWrite(ctx, 'update');
  await domainOf(deps, ctx, body.id);
  await repo.updateDomain(deps.db, ctx.primaryAccountId, body.id, { enabled: body.status === 1 });
  await keepDnsWarning(deps, ctx.primaryAccountId);
  const message = body.status === 1 ? messages.emailDomainEnabled : messages.emailDomainDisabled;
  return { status: 1 as const, message };
}

/**
 * Looks each domain's records up and keeps what was found (002 §5). A domain is verified when
 * all three records hold; the answer lists what does not. When DNS could not be asked, nothing
 * changes and the answer says so with status 0.
 */
export async function verify(
  deps: Deps,
  ctx: RequestContext,
  ids: number[],
): Promise<VerifyResponse> {
  authorizeWrite(ctx, 'update');
  const rows = await domainsOf(deps, ctx, ids);
  const checked = await Promise.all(
    rows.map(async (row) => ({ row, result: await checkRecords(deps.dns, deps.config, row) })),
  );
  const looked = checked.flatMap(({ row, result }) => (result.looked ? [{ row, result }] : []));
  if (looked.length < checked.length)
    return {
      status: 0,
      message: messages.emailDomainLookupFailed,
      errors: [],
      is_verified: rows.every((row) => row.isVerified),
    };
  const errors: string[] = [];
  for (const { row, result } of looked) {
    const verified = result.errors.length === 0;
    errors.push(...result.errors);
    await repo.updateDomain(deps.db, ctx.primaryAccountId, row.id, {
      isVerified: verified,
      recordChecks: result.checks,
      verifiedAt: verified ? (row.verifiedAt ?? new Date()) : null,
    });
  }
  await keepDnsWarning(deps, ctx.primaryAccountId);
  const verified = errors.length === 0;
  return {
    status: 1,
    message: verified ? messages.emailDomainVerified : messages.emailDomainNotVerified,
    errors,
    is_verified: verified,
  };
}

export async function remove(deps: Deps, ctx: RequestContext, ids: number[]) {
  authorizeWrite(ctx, 'delete');
  const rows = await domainsOf(deps, ctx, ids);
  await repo.deleteDomains(
    deps.db,
    ctx.primaryAccountId,
    rows.map((row) => row.id),
  );
  await keepDnsWarning(deps, ctx.primaryAccountId);
  const message = rows.length === 1 ? messages.emailDomainDeleted : messages.emailDomainsDeleted;
  return { status: 1 as const, message };
}

/** Activations name accounts of the organization the user may act in; any other is not found. */
async function assertOwnLocations(deps: Deps, ctx: RequestContext, locationIds: number[]) {
  const allowed = new Set(
    (await accessibleAccounts(deps.db, ctx.user))
      .filter((account) => primaryIdOf(account) === ctx.primaryAccountId)
      .map((account) => account.id),
  );
  if (!locationIds.every((id) => allowed.has(id))) throw notFound();
  return [...new Set(locationIds)];
}

export async function activateForLocations(
  deps: Deps,
  ctx: RequestContext,
  domainId: number,
  body: { location_ids: number[] },
) {
  authorizeWrite(ctx, 'update');
  await domainOf(deps, ctx, domainId);
  const locationIds = await assertOwnLocations(deps, ctx, body.location_ids);
  await deps.db.transaction((tx) =>
    repo.setDomainLocations(tx, ctx.primaryAccountId, domainId, locationIds),
  );
  await keepDnsWarning(deps, ctx.primaryAccountId);
  return { status: 1 as const, message: messages.emailDomainLocationsActivated };
}

/** A new sender of a domain (its first is the one it sends as), or a change of name or address. */
export async function saveSender(
  deps: Deps,
  ctx: RequestContext,
  body: { id?: number | undefined; email_domain_id: number; name: string; email: string },
) {
  authorizeWrite(ctx, 'update');
  const domain = await domainOf(deps, ctx, body.email_domain_id);
  if (body.id !== undefined) {
    const sender = await senderOf(deps, ctx, body.id);
    if (sender.emailDomainId !== domain.id) throw notFound();
  }
  if (!body.email.endsWith(`@${domain.domain}`))
    throw fieldError('email', messages.emailSenderOutsideDomain(domain.domain));
  const row = await repo.saveSender(deps.db, ctx.primaryAccountId, {
    id: body.id,
    emailDomainId: domain.id,
    name: body.name,
    email: body.email,
    isActive: !(await repo.hasActiveSender(deps.db, ctx.primaryAccountId, domain.id)),
  });
  if (!row) throw fieldError('email', messages.emailSenderTaken);
  const locations = await repo.listSenderLocations(deps.db, ctx.primaryAccountId);
  return {
    status: 1 as const,
    message: messages.emailSenderSaved,
    sender: presentSender(row, locations),
  };
}

export async function activateSender(deps: Deps, ctx: RequestContext, senderId: number) {
  authorizeWrite(ctx, 'update');
  const sender = await senderOf(deps, ctx, senderId);
  await deps.db.transaction((tx) => repo.activateSender(tx, ctx.primaryAccountId, sender));
  return { status: 1 as const, message: messages.senderActivated };
}

export async function removeSenders(deps: Deps, ctx: RequestContext, ids: number[]) {
  authorizeWrite(ctx, 'delete');
  const unique = [...new Set(ids)];
  for (const id of unique) await senderOf(deps, ctx, id);
  await repo.deleteSenders(deps.db, ctx.primaryAccountId, unique);
  const message = unique.length === 1 ? messages.senderDeleted : messages.emailSendersDeleted;
  return { status: 1 as const, message };
}

export async function activateSenderForLocations(
  deps: Deps,
  ctx: RequestContext,
  senderId: number,
  body: { location_ids: number[] },
) {
  authorizeWrite(ctx, 'update');
  await senderOf(deps, ctx, senderId);
  const locationIds = await assertOwnLocations(deps, ctx, body.location_ids);
  await deps.db.transaction((tx) =>
    repo.setSenderLocations(tx, ctx.primaryAccountId, senderId, locationIds),
  );
  return { status: 1 as const, message: messages.emailSenderLocationsActivated };
}

export type SendingIdentity = {
  from: { name?: string; address: string } | null;
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
};

/**
 * Who a location's mail goes out as, for the send pipeline: the domain activated for the
 * location, else the organization's active one, either only when enabled and verified; with
 * that domain's sender activated for the location, else its active sender. Null parts when
 * there is none: the pipeline then sends as the platform does.
 */
export async function sendingIdentityFor(deps: Deps, accountId: number): Promise<SendingIdentity> {
  const account = await findAccount(deps.db, accountId);
  if (!account) return { from: null, dkim: null };
  const organizationId = primaryIdOf(account);
  const domain = await repo.sendingDomain(deps.db, organizationId, accountId);
  if (!domain) return { from: null, dkim: null };
  const sender = await repo.sendingSender(deps.db, organizationId, domain.id, accountId);
  return identityOf(deps, domain, sender);
}

/**
 * Who mail goes out as when a send names one of the organization's senders (a broadcast's
 * From): undefined unless that sender's domain is enabled and verified.
 */
export async function chosenSenderIdentity(
  deps: Deps,
  organizationId: number,
  senderId: number,
): Promise<SendingIdentity | undefined> {
  const sender = await repo.findSender(deps.db, organizationId, senderId);
  if (!sender) return undefined;
  const [domain] = await repo.findDomains(deps.db, organizationId, [sender.emailDomainId]);
  if (!domain?.enabled || !domain.isVerified) return undefined;
  return identityOf(deps, domain, sender);
}

function identityOf(
  deps: Deps,
  domain: EmailDomainRow,
  sender: EmailSenderRow | undefined,
): SendingIdentity {
  return {
    from: sender ? { name: sender.name, address: sender.email } : null,
    dkim: {
      domainName: domain.domain,
      keySelector: domain.dkimSelector,
      privateKey: deps.secrets.open(domain.dkimPrivateKey),
    },
  };
}
