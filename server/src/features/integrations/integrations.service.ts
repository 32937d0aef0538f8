import { routePath } from '@coachline/contract/endpoint';
import {
  integrationEndpoints,
  integrationMessages,
  type SaveTwilioCredentials,
  type TwilioConnection,
} from '@coachline/contract/integrations';
import { messages } from '@coachline/contract/messages';
import { phoneMessages } from '@coachline/contract/phones';
import type { ActivitySource } from '../../platform/activity';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound, validationError } from '../../platform/errors';
import { phoneOfField } from '../../platform/phones';
import type { SmsSender } from '../../platform/sms';
import * as repo from './integrations.repository';
import { twilioSender, verifyTwilio } from './twilio';

export { contextOfApiToken } from './api-tokens';

// The accessed location's Twilio connection (002 §7 Integrations). Credentials are saved first,
// then verified by asking Twilio (update-twilio-connection); only a verified connection sends the
// location's SMS. Each location has its own: a location without one sends to the outbox.

const masked = (token: string) => `${'•'.repeat(8)}${token.slice(-4)}`;

function present(deps: Deps, row: repo.TwilioConnectionRow): TwilioConnection {
  return {
    account_sid: row.accountSid,
    auth_token: masked(deps.secrets.open(row.authTokenSealed)),
    phone_number: row.fromNumber,
    status: row.status,
    error_message: row.lastError,
    verified_at: row.verifiedAt?.toISOString() ?? null,
  };
}

export async function connection(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'admin-settings');
  const row = await repo.findConnection(deps.db, ctx.accountId);
  return { status: 1 as const, connection: row ? present(deps, row) : null };
}

export async function saveCredentials(
  deps: Deps,
  ctx: RequestContext,
  body: SaveTwilioCredentials,
) {
  authorize(ctx, 'update', 'admin-settings');
  const number = phoneOfField('phone_number', body.phone_number, ctx.phoneCountry);
  if (!number) throw fieldError('phone_number', phoneMessages.invalid);
  const kept = await repo.findConnection(deps.db, ctx.accountId);
  const authTokenSealed = body.auth_token
    ? deps.secrets.seal(body.auth_token)
    : kept?.authTokenSealed;
  if (!authTokenSealed) throw fieldError('auth_token', integrationMessages.authTokenRequired);
  const row = await repo.saveConnection(deps.db, ctx.accountId, {
    accountSid: body.account_sid,
    authTokenSealed,
    fromNumber: number,
  });
  return { status: 1 as const, message: messages.twilioUpdated, connection: present(deps, row) };
}

/** 002 §8: a refusal answers status 0 with Twilio's error_message, which the screen shows. */
export async function updateConnection(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'update', 'admin-settings');
  const row = await repo.findConnection(deps.db, ctx.accountId);
  if (!row)
    throw validationError(
      { account_sid: [integrationMessages.twilioNotSaved] },
      integrationMessages.twilioNotSaved,
    );
  const credentials = {
    accountSid: row.accountSid,
    authToken: deps.secrets.open(row.authTokenSealed),
  };
  const refusal =
    (await verifyTwilio(deps.config, credentials, row.fromNumber)) ??
    ((await repo.numberConnectedElsewhere(deps.db, ctx.accountId, row.fromNumber))
      ? integrationMessages.numberTaken
      : null);
  const settled = await repo.settleConnection(deps.db, ctx.accountId, {
    status: refusal ? 'failed' : 'connected',
    error: refusal,
  });
  const presented = present(deps, settled);
  return refusal
    ? { status: 0 as const, error_message: refusal, connection: presented }
    : { status: 1 as const, message: messages.twilioUpdated, connection: presented };
}

export async function disconnect(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'update', 'admin-settings');
  if (!(await repo.deleteConnection(deps.db, ctx.accountId))) throw notFound();
  return { status: 1 as const, message: integrationMessages.twilioDisconnected };
}

/**
 * How the location's SMS go out: through its Twilio account once connected, else the outbox.
 * The delivery job asks for each message, with the account of the send it claimed.
 */
export async function smsSenderFor(deps: Deps, accountId: number): Promise<SmsSender> {
  const row = await repo.findConnection(deps.db, accountId);
  if (row?.status !== 'connected') return deps.sms;
  return twilioSender(
    deps.config,
    { accountSid: row.accountSid, authToken: deps.secrets.open(row.authTokenSealed) },
    row.fromNumber,
    `${deps.config.appUrl}${routePath(integrationEndpoints.twilioStatus)}`,
  );
}

/** The activity feed's replies: SMS contacts sent to the location's number. */
export const inboundActivitySource: ActivitySource = {
  key: 'sms-inbound',
  area: 'sms-center',
  read: async (deps, accountId, window) =>
    (await repo.inboundActivity(deps.db, accountId, window)).map((row) => ({
      id: row.id,
      kind: 'sms_received',
      at: row.createdAt,
      contactId: row.contactId,
      detail: row.detail,
    })),
};
