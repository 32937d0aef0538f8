import { realtimeEvents } from '@coachline/contract/api';
import type { LoginBody } from '@coachline/contract/auth';
import { messages } from '@coachline/contract/messages';
import {
  type PortalBrand,
  type PortalContact,
  type PortalSetPasswordBody,
  portalLinkHours,
  portalMessages,
  portalPaths,
  portalSessionDays,
} from '@coachline/contract/portal';
import type { FastifyReply } from 'fastify';
import { authorize } from '../../platform/auth';
import type { PortalContext, RequestContext } from '../../platform/context';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import {
  fieldError,
  forbidden,
  notFound,
  unauthenticated,
  validationError,
} from '../../platform/errors';
import {
  clearAttempts,
  refundAttempt,
  type ThrottleRule,
  takeAttempt,
  takeAttempts,
} from '../../platform/throttle';
import * as accounts from '../accounts/accounts.service';
import * as adminSettings from '../admin-settings/admin-settings.service';
import * as calendar from '../calendar/calendar.service';
import * as clientPortal from '../client-portal/client-portal.service';
import * as contacts from '../contacts/contacts.service';
import * as files from '../files/files.service';
import * as forms from '../forms/forms.service';
import * as messageCenter from '../message-center/message-center.service';
import { htmlOfText } from '../messaging/email-content';
import { emailContact } from '../messaging/messaging.service';
import * as pages from '../pages/pages.service';
import * as playbooks from '../playbooks/playbooks.service';
import * as repo from './portal.repository';

// The contact's own client portal: its sessions, kept apart from the users' (a token of one
// kind is never found among the other's), its sign-in and password links, and the reads and
// writes of the signed-in contact, each scoped by the session's location and contact.

const sessionLifetimeMs = portalSessionDays * 86_400_000;
const linkLifetimeMs = portalLinkHours * 3_600_000;
type ClientMeta = { ip: string; userAgent: string | undefined };

// Sign-in is throttled as the coaches' is: per email and address, per email (slowing, never
// locking), per address; a link is mailed a few times an hour at most.
const perEmailAndAddress: ThrottleRule = { attempts: 5, windowSeconds: 900, lockSeconds: 900 };
const perEmail: ThrottleRule = {
  attempts: 5,
  windowSeconds: 900,
  lockSeconds: 1,
  maxLockSeconds: 30,
};
const perAddress: ThrottleRule = { attempts: 20, windowSeconds: 900, lockSeconds: 900 };
const linksPerEmail: ThrottleRule = { attempts: 3, windowSeconds: 3600, lockSeconds: 3600 };
// A fixed argon2id hash, verified when no contact matches so both paths take as long.
let decoyHash: Promise<string> | undefined;

/** The location, if its portal is open: it exists, is usable and not suspended. */
async function openLocation(deps: Deps, accountId: number) {
  const location = await accounts.findAccount(deps.db, accountId);
  if (!location) return undefined;
  const primaryId = accounts.primaryIdOf(location);
  const primary =
    primaryId === location.id ? location : await accounts.findAccount(deps.db, primaryId);
  const usable =
    primary?.isAccountActive &&
    !primary.hibernated &&
    !primary.isAccountSuspended &&
    !location.isLocationSuspended;
  return usable ? location : undefined;
}

async function openLocationOrUnavailable(deps: Deps, accountId: number) {
  const location = await openLocation(deps, accountId);
  if (!location) throw forbidden(portalMessages.unavailable);
  return location;
}

/** The portal's contact of a session token; 401 for anything else. */
export async function resolvePortal(deps: Deps, token: string): Promise<PortalContext> {
  const session = await repo.findLiveSession(deps.db, sha256(token));
  if (!session) throw unauthenticated();
  const contact = await contacts.portalContactOf(deps.db, session.accountId, session.contactId);
  if (!contact?.portalActive || !contact.portalPasswordHash) throw unauthenticated();
  await openLocationOrUnavailable(deps, session.accountId);
  await repo.extendSession(
    deps.db,
    session.accountId,
    session.id,
    new Date(Date.now() + sessionLifetimeMs),
  );
  return { contactId: contact.id, accountId: session.accountId, sessionId: session.id };
}

/** The realtime handshake of a portal: its contact's room. */
export async function portalSocketIdentity(deps: Deps, token: string) {
  const portal = await resolvePortal(deps, token);
  return {
    kind: 'contact' as const,
    contactId: portal.contactId,
    portalSessionId: portal.sessionId,
  };
}

const presentContact = (row: contacts.ContactRow): PortalContact => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  member_id: row.memberId,
  photo: row.photo,
});

async function openSession(deps: Deps, accountId: number, contactId: number, meta: ClientMeta) {
  const contact = await contacts.portalContactOf(deps.db, accountId, contactId);
  if (!contact) throw notFound();
  if (!contact.portalActive) throw forbidden(portalMessages.suspended);
  const token = randomToken();
  await repo.insertSession(deps.db, accountId, {
    contactId,
    tokenHash: sha256(token),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500),
    expiresAt: new Date(Date.now() + sessionLifetimeMs),
  });
  await contacts.countPortalSignIn(deps.db, accountId, contactId);
  return {
    status: 1 as const,
    token,
    account_id: accountId,
    contact: presentContact(contact),
  };
}

/** The portal's name and look, as its screens show them. */
async function brandOf(deps: Deps, location: accounts.AccountRow): Promise<PortalBrand> {
  const look = await adminSettings.portalLookOf(deps, location);
  return {
    account_id: location.id,
    name: look.portal_name || location.businessname,
    logo_url: look.logo_url || null,
    brand_color: look.brand_color,
    support_email: look.support_email || null,
  };
}

/** GET portal/{account}/brand: who the portal belongs to; 404 when it is not open. */
export async function brand(deps: Deps, accountId: number) {
  const location = await openLocation(deps, accountId);
  if (!location) throw notFound();
  return { status: 1 as const, brand: await brandOf(deps, location) };
}

/** POST portal/{account}/sign-in. */
export async function signIn(deps: Deps, accountId: number, body: LoginBody, meta: ClientMeta) {
  const keys = {
    emailAndAddress: [`portal:email-ip:${accountId}:${body.email}:${meta.ip}`, perEmailAndAddress],
    email: [`portal:email:${accountId}:${body.email}`, perEmail],
    address: [`portal:ip:${meta.ip}`, perAddress],
  } as const;
  await takeAttempts(
    deps.db,
    [keys.emailAndAddress, keys.email, keys.address],
    messages.tooManyLoginAttempts,
  );
  await openLocationOrUnavailable(deps, accountId);
  const candidates = await contacts.portalAccountsWithEmail(deps.db, accountId, body.email);
  decoyHash ??= hashPassword(randomToken());
  let match: (typeof candidates)[number] | undefined;
  for (const candidate of candidates.length ? candidates : [undefined]) {
    const hash = candidate?.portalPasswordHash ?? (await decoyHash);
    if ((await verifyPassword(hash, body.password)) && candidate) {
      match = candidate;
      break;
    }
  }
  if (!match) throw fieldError('email', portalMessages.signInFailed);
  if (!match.portalActive) throw forbidden(portalMessages.suspended);
  await clearAttempts(deps.db, keys.emailAndAddress[0]);
  await clearAttempts(deps.db, keys.email[0]);
  await refundAttempt(deps.db, ...keys.address);
  return openSession(deps, accountId, match.id, meta);
}

/** The address of the portal's set-password screen for a link token. */
const setPasswordUrl = (deps: Deps, token: string) =>
  `${deps.config.appUrl}${portalPaths.setPassword}?token=${encodeURIComponent(token)}`;

/** Mails a contact a link to set their portal password, as the given sender. */
async function mailLink(deps: Deps, sender: RequestContext, contactId: number) {
  const token = randomToken();
  await repo.insertLink(deps.db, sender.accountId, {
    contactId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + linkLifetimeMs),
  });
  const location = await accounts.findAccount(deps.db, sender.accountId);
  return emailContact(deps, sender, contactId, {
    subject: `Your ${location?.businessname ?? ''} client portal`.replace('  ', ' '),
    html: htmlOfText(
      [
        'Hi {{first_name}},',
        '',
        'Your coach has opened a client portal for you: what they send you, your progress, your rewards and a chat with them, in one place.',
        '',
        `Set your password to sign in: ${setPasswordUrl(deps, token)}`,
        '',
        `The link works once, for ${portalLinkHours} hours.`,
      ].join('\n'),
    ),
    source: 'portal',
  });
}

/** POST contact/resend-login: the coach mails the contact their portal link. */
export async function resendLogin(deps: Deps, ctx: RequestContext, contactId: number) {
  authorize(ctx, 'update', 'contacts-center');
  const contact = await contacts.contactOf(deps.db, ctx, contactId);
  if (!contact.email) throw fieldError('contact_id', portalMessages.noEmail);
  const sent = await mailLink(deps, ctx, contact.id);
  if (sent.status !== 1) throw validationError({ contact_id: [sent.message] }, sent.message);
  return { status: 1 as const, message: portalMessages.loginSent };
}

/** POST portal/{account}/forgot-password: the same answer whoever asks. */
export async function forgotPassword(deps: Deps, accountId: number, email: string, ip: string) {
  await takeAttempt(deps.db, `portal:link:${accountId}:${email}`, linksPerEmail);
  await takeAttempt(deps.db, `portal:link-ip:${ip}`, perAddress);
  const location = await openLocation(deps, accountId);
  const owner = location && (await accounts.ownerContext(deps.db, accountId));
  const [contact] = owner ? await contacts.liveContactsWithEmail(deps.db, accountId, email) : [];
  if (owner && contact?.portalActive) await mailLink(deps, owner, contact.id);
  return { status: 1 as const, message: portalMessages.linkSent };
}

/** POST portal/set-password: a mailed link sets the password once and signs the contact in. */
export async function setPassword(deps: Deps, body: PortalSetPasswordBody, meta: ClientMeta) {
  const link = await repo.claimLink(deps.db, sha256(body.token));
  if (!link) throw fieldError('token', portalMessages.linkInvalid);
  await openLocationOrUnavailable(deps, link.accountId);
  await contacts.setPortalPassword(deps, link.accountId, link.contactId, body.password);
  return openSession(deps, link.accountId, link.contactId, meta);
}

/** POST portal/sign-out. */
export async function signOut(deps: Deps, portal: PortalContext) {
  await repo.revokeSession(deps.db, portal.accountId, portal.sessionId);
  return { status: 1 as const, message: portalMessages.signedOut };
}

/**
 * POST contact/{id}/update-portal-password: the coach sets a new password, which ends the
 * contact's portal sessions.
 */
export async function updatePortalPassword(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  password: string,
) {
  const answer = await contacts.updatePortalPassword(deps, ctx, contactId, password);
  await repo.revokeContactSessions(deps.db, ctx.accountId, contactId);
  return answer;
}

/**
 * POST contact/send-reward: the points, then the contact told: live in an open portal, and by
 * email when the location's reward notification is on (a refused email loses no points).
 */
export async function sendReward(
  deps: Deps,
  ctx: RequestContext,
  body: { contact_id: number; points: number; reason: string },
) {
  const answer = await contacts.sendReward(deps, ctx, body);
  deps.realtime?.toContact(body.contact_id, realtimeEvents.portalReward, {
    points: body.points,
    reason: body.reason,
  });
  const setting = await clientPortal.rewardSettingsOf(deps, ctx.accountId);
  const contact = await contacts.contactOf(deps.db, ctx, body.contact_id);
  if (setting.notification && contact.email)
    await emailContact(deps, ctx, contact.id, {
      subject: `You earned ${body.points} ${setting.point_name}!`,
      html: htmlOfText(
        [
          'Hi {{first_name}},',
          '',
          `Your coach sent you ${body.points} ${setting.point_name}${body.reason ? ` for ${body.reason}` : ''}.`,
          '',
          `See your rewards in your client portal: ${deps.config.appUrl}${portalPaths.home(ctx.accountId)}/rewards`,
        ].join('\n'),
      ),
      source: 'reward',
    });
  return answer;
}

// The signed-in contact

/** GET portal/me. */
export async function me(deps: Deps, portal: PortalContext) {
  const contact = await contacts.portalContactOf(deps.db, portal.accountId, portal.contactId);
  const location = await accounts.findAccount(deps.db, portal.accountId);
  if (!contact || !location) throw unauthenticated();
  return {
    status: 1 as const,
    contact: presentContact(contact),
    brand: await brandOf(deps, location),
  };
}

/** Whose portal a read is: the signed-in contact, or the contact a coach previews. */
type PortalReader = Pick<PortalContext, 'accountId' | 'contactId'>;

/** GET portal/home: the coach's settings and what was sent, read side by side. */
export async function home(deps: Deps, portal: PortalContext) {
  const { accountId, contactId } = portal;
  const [settings, playbookRows, pageRows, formRows, fileRows, reward, today] = await Promise.all([
    clientPortal.portalHomeSettingsOf(deps, accountId),
    playbooks.portalPlaybooks(deps, accountId, contactId),
    pages.portalPages(deps, accountId, contactId),
    forms.portalForms(deps, accountId, contactId),
    files.portalFiles(deps, accountId, contactId),
    contacts.portalRewardsOf(deps, accountId, contactId),
    calendar.portalDay(deps, portal),
  ]);
  return {
    status: 1 as const,
    settings,
    playbooks: playbookRows,
    pages: pageRows,
    forms: formRows,
    files: fileRows,
    rewards: { balance: reward.balance },
    today: settings.settings.show_calendar ? today : null,
  };
}

/** GET portal/rewards, named and valued as the coach set. */
export async function rewards(deps: Deps, portal: PortalContext) {
  const [found, setting] = await Promise.all([
    contacts.portalRewardsOf(deps, portal.accountId, portal.contactId),
    clientPortal.rewardSettingsOf(deps, portal.accountId),
  ]);
  return {
    status: 1 as const,
    rewards: {
      point_name: setting.point_name,
      point_currency: setting.point_currency,
      balance: found.balance,
      total_earned: found.totalEarned,
      history: found.history,
    },
  };
}

export const playbookList = async (deps: Deps, portal: PortalReader) => ({
  status: 1 as const,
  data: await playbooks.portalPlaybooks(deps, portal.accountId, portal.contactId),
});

export const playbook = async (deps: Deps, portal: PortalContext, id: number) => ({
  status: 1 as const,
  playbook: await playbooks.portalPlaybook(deps, portal.accountId, portal.contactId, id),
});

export const completeStep = async (
  deps: Deps,
  portal: PortalContext,
  ids: { playbook: number; step: number },
) => ({
  status: 1 as const,
  completed_step_ids: await playbooks.portalCompleteStep(
    deps,
    portal.accountId,
    portal.contactId,
    ids.playbook,
    ids.step,
  ),
});

export async function askQuestion(
  deps: Deps,
  portal: PortalContext,
  playbookId: number,
  body: { question: string; step_id?: number | undefined },
) {
  await playbooks.portalAskQuestion(deps, portal.accountId, portal.contactId, playbookId, body);
  return { status: 1 as const, message: portalMessages.questionSent };
}

export const pageList = async (deps: Deps, portal: PortalReader) => ({
  status: 1 as const,
  data: await pages.portalPages(deps, portal.accountId, portal.contactId),
});

export const page = async (deps: Deps, portal: PortalContext, id: number) => ({
  status: 1 as const,
  page: await pages.portalPage(deps, portal.accountId, portal.contactId, id),
});

export const pageDownload = (
  deps: Deps,
  portal: PortalContext,
  ids: { page: number; download: number },
  reply: FastifyReply,
) => pages.portalPageDownload(deps, portal.accountId, portal.contactId, ids, reply);

export const formList = async (deps: Deps, portal: PortalReader) => ({
  status: 1 as const,
  data: await forms.portalForms(deps, portal.accountId, portal.contactId),
});

export const fileList = async (deps: Deps, portal: PortalReader) => ({
  status: 1 as const,
  data: await files.portalFiles(deps, portal.accountId, portal.contactId),
});

export const fileDownload = (deps: Deps, portal: PortalContext, id: number, reply: FastifyReply) =>
  files.portalFileDownload(deps, portal.accountId, portal.contactId, id, reply);

export const chat = async (deps: Deps, portal: PortalContext, beforeId: number | undefined) => ({
  status: 1 as const,
  ...(await messageCenter.portalChatOf(deps, portal.accountId, portal.contactId, beforeId)),
});

export const sendChat = async (deps: Deps, portal: PortalContext, message: string) => ({
  status: 1 as const,
  message: await messageCenter.sendFromPortal(deps, portal.accountId, portal.contactId, message),
});

// The coach reading what a contact's portal shows (the settings page's preview)

/** The portal of a contact of the accessed location, as a coach previews it; 404 otherwise. */
async function previewOf(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
): Promise<PortalReader> {
  const contact = await contacts.contactOf(deps.db, ctx, contactId);
  return { accountId: ctx.accountId, contactId: contact.id };
}

export const previewPlaybooks = async (deps: Deps, ctx: RequestContext, contactId: number) =>
  playbookList(deps, await previewOf(deps, ctx, contactId));

export async function previewPinnedPlaybooks(deps: Deps, ctx: RequestContext, contactId: number) {
  const { data } = await previewPlaybooks(deps, ctx, contactId);
  return { status: 1 as const, data: data.filter((p) => p.is_pinned) };
}

/** The categories of a contact's playbooks, by name (those without one last), with counts. */
export async function previewPlaybookCategories(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
) {
  const { data } = await previewPlaybooks(deps, ctx, contactId);
  const counts = new Map<string | null, number>();
  for (const p of data) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const categories = [...counts].map(([name, playbooks_count]) => ({ name, playbooks_count }));
  categories.sort((a, b) =>
    a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name),
  );
  return { status: 1 as const, data: categories };
}

export const previewPages = async (deps: Deps, ctx: RequestContext, contactId: number) =>
  pageList(deps, await previewOf(deps, ctx, contactId));

export const previewForms = async (deps: Deps, ctx: RequestContext, contactId: number) =>
  formList(deps, await previewOf(deps, ctx, contactId));

export const previewFiles = async (deps: Deps, ctx: RequestContext, contactId: number) =>
  fileList(deps, await previewOf(deps, ctx, contactId));
