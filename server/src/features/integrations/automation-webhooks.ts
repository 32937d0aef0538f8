import { randomBytes } from 'node:crypto';
import { endpointUrl } from '@coachline/contract/endpoint';
import {
  type AutomationWebhook,
  automationWebhookLastAction,
  automationWebhookMessages,
  integrationEndpoints,
  type saveAutomationWebhookBody,
} from '@coachline/contract/integrations';
import { parsePhone } from '@coachline/contract/phones';
import { z } from 'zod';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { type ThrottleRule, takeAttempts } from '../../platform/throttle';
import { ownerContext } from '../accounts/accounts.service';
import * as contacts from '../contacts/contacts.service';
import * as tags from '../tags/tags.service';
import * as repo from './integrations.repository';
import type { AutomationWebhookRow } from './integrations.tables';

// Automation webhooks (issue 15 §6; 002 §7's fit-funnel webhooks): a secret address per
// webhook that a funnel or an automation platform posts a lead to. The post finds the contact
// by email or makes it (on the webhook's tab, last action "Became A Lead: Fit Funnels"), tags
// it, and starts the journeys whose trigger is this webhook, in one transaction.

/** A funnel's busy hour, and a client that posts to many addresses. */
const perWebhook: ThrottleRule = { attempts: 1_000, windowSeconds: 3600, lockSeconds: 600 };
const perClient: ThrottleRule = { attempts: 300, windowSeconds: 600, lockSeconds: 600 };

const emailShape = z.email();

const present = (deps: Deps, row: AutomationWebhookRow): AutomationWebhook => ({
  id: row.id,
  name: row.name,
  url: `${deps.config.appUrl}${endpointUrl(integrationEndpoints.automationWebhookPost, { key: row.key })}`,
  tab: row.tab,
  tag_ids: row.tagIds,
  received_count: row.receivedCount,
  last_received_at: row.lastReceivedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function listWebhooks(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'admin-settings');
  const rows = await repo.listWebhooks(deps.db, ctx.accountId);
  return { status: 1 as const, data: rows.map((row) => present(deps, row)) };
}

export async function saveWebhook(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof saveAutomationWebhookBody>,
) {
  authorize(ctx, 'update', 'admin-settings');
  if (
    body.tab !== null &&
    !(await contacts.tabsOf(deps.db, ctx.accountId)).some((t) => t.value === body.tab)
  )
    throw fieldError('tab', 'Choose one of the location’s tabs');
  const tagIds = [...new Set(body.tag_ids)];
  if ((await tags.countOfTags(deps.db, ctx.accountId, tagIds)) !== tagIds.length)
    throw fieldError('tag_ids', 'Choose tags of this location');
  const values = { name: body.name, tab: body.tab, tagIds };
  const row =
    body.id === undefined
      ? await repo.insertWebhook(deps.db, ctx.accountId, {
          ...values,
          key: randomBytes(24).toString('base64url'),
        })
      : await repo.updateWebhook(deps.db, ctx.accountId, body.id, values);
  if (!row) throw notFound();
  return {
    status: 1 as const,
    message: automationWebhookMessages.saved,
    webhook: present(deps, row),
  };
}

export async function deleteWebhook(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', 'admin-settings');
  if (!(await repo.findWebhook(deps.db, ctx.accountId, id))) throw notFound();
  await repo.deleteWebhook(deps.db, ctx.accountId, id);
  return { status: 1 as const, message: automationWebhookMessages.deleted };
}

/** A post's field by any of its names, in any case: funnels name them their own way. */
function fieldOf(post: Record<string, unknown>, ...names: string[]): string {
  const wanted = new Set(names);
  for (const [key, value] of Object.entries(post))
    if (wanted.has(key.toLowerCase().replace(/[\s-]/g, '_')) && value !== null)
      return String(value).trim();
  return '';
}

/** POST webhooks/automation/{key}. */
export async function receivePost(
  deps: Deps,
  key: string,
  post: Record<string, unknown>,
  client: string,
) {
  const hook = await repo.webhookOfKey(deps.db, key);
  if (!hook) throw notFound();
  await takeAttempts(
    deps.db,
    [
      [`automation-webhook:${hook.id}`, perWebhook],
      [`automation-webhook-client:${client}`, perClient],
    ],
    () => automationWebhookMessages.tooMany,
  );
  const owner = await ownerContext(deps.db, hook.accountId);
  if (!owner) throw notFound();
  const email = fieldOf(post, 'email', 'email_address').toLowerCase();
  if (!email) throw fieldError('email', automationWebhookMessages.emailRequired);
  if (email.length > 254 || !emailShape.safeParse(email).success)
    throw fieldError('email', automationWebhookMessages.emailInvalid);
  const phone = parsePhone(fieldOf(post, 'phone', 'number', 'phone_number'), owner.phoneCountry);
  const tabs = await contacts.tabsOf(deps.db, hook.accountId);

  return deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    let contactId = await contacts.liveContactIdWith(tx, hook.accountId, 'email', email);
    if (contactId)
      await contacts.patch(inTx, owner, contactId, { lastAction: automationWebhookLastAction });
    else {
      const { contact } = await contacts.save(
        inTx,
        owner,
        {
          first_name: fieldOf(post, 'first_name', 'firstname', 'fname', 'name').slice(0, 100),
          last_name: fieldOf(post, 'last_name', 'lastname', 'lname').slice(0, 100),
          email,
          number: phone && 'e164' in phone ? phone.e164 : null,
          // A tab deleted since the webhook was saved: the location's first, as for anyone.
          ...(hook.tab && tabs.some((t) => t.value === hook.tab) ? { status: hook.tab } : {}),
          source: 'Internet',
          last_action: automationWebhookLastAction,
        },
        'webhook',
      );
      contactId = contact.id;
    }
    // Tags deleted since the webhook was saved are left out.
    const tagIds: number[] = [];
    for (const id of hook.tagIds) if (await tags.findTag(tx, hook.accountId, id)) tagIds.push(id);
    if (tagIds.length > 0)
      await tags.changeContactTags(inTx, owner, 'add', tagIds, { ids: [contactId] });
    await repo.countReceived(tx, hook.accountId, hook.id);
    await deps.automation.fire(tx, {
      type: 'webhook_received',
      accountId: hook.accountId,
      contacts: [contactId],
      webhookId: hook.id,
    });
    return { status: 1 as const, contact_id: contactId };
  });
}
