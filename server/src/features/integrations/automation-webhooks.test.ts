import {
  apiTokenMessages,
  automationWebhookLastAction,
  automationWebhookMessages,
} from '@coachline/contract/integrations';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContact, buildSignedIn, buildStaff, buildTag, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { contacts } from '../contacts/contacts.tables';
import { journeyEnrolments } from '../journeys/journeys.tables';
import { contactTags } from '../tags/tags.tables';
import { apiTokens } from './integrations.tables';

const { app, deps } = await createTestApp({ APP_URL: 'https://coachline.test' });
const call = caller(app);

async function newWebhook(token: string, body: object) {
  const res = await call('POST', '/integration/save-fit-funnel-webhook', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().webhook as { id: number; url: string; received_count: number };
}

/** A post to a webhook's secret address, as a funnel sends it. */
const post = (url: string, payload: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: url.replace('https://coachline.test', ''),
    headers: { 'content-type': contentType },
    payload,
  });

describe('automation webhooks', () => {
  it('makes a lead from a JSON post, tags it and starts the journey waiting for the webhook', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const tag = await buildTag(deps, { accountId, name: 'Funnel' });
    const hook = await newWebhook(token, { name: 'Spring funnel', tab: 'lead', tag_ids: [tag.id] });
    expect(hook.url).toMatch(
      /^https:\/\/coachline\.test\/api\/v3\/webhooks\/automation\/[\w-]{32}$/,
    );

    const journey = (await call('POST', '/journey/create', token, { name: 'Funnel leads' })).json()
      .journey;
    await call('POST', `/journey/${journey.id}/create-trigger`, token, {
      type: 'webhook_received',
      settings: { webhook_id: hook.id },
    });
    await call('POST', `/journey/${journey.id}/create-action`, token, {
      type: 'wait',
      settings: { mode: 'duration', amount: 1, unit: 'days' },
    });
    expect(
      (await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' }))
        .statusCode,
    ).toBe(200);

    const res = await post(
      hook.url,
      JSON.stringify({ Email: 'Kim@Example.test', first_name: 'Kim', 'Last Name': 'Park' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const contactId = res.json().contact_id as number;
    const [kim] = await deps.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(kim).toMatchObject({
      accountId,
      email: 'kim@example.test',
      firstName: 'Kim',
      lastName: 'Park',
      status: 'lead',
      lastAction: automationWebhookLastAction,
    });
    const tagged = await deps.db
      .select()
      .from(contactTags)
      .where(and(eq(contactTags.contactId, contactId), eq(contactTags.tagId, tag.id)));
    expect(tagged).toHaveLength(1);
    const walks = await deps.db
      .select()
      .from(journeyEnrolments)
      .where(eq(journeyEnrolments.contactId, contactId));
    expect(walks.map((w) => [w.journeyId, w.status])).toEqual([[journey.id, 'active']]);

    const listed = (await call('GET', '/integration/fit-funnel-webhooks', token)).json().data;
    expect(listed[0]).toMatchObject({ id: hook.id, received_count: 1 });
    expect(listed[0].last_received_at).toEqual(expect.any(String));
  });

  it('finds a contact by email from a form post and changes only its last action', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const ann = await buildContact(deps, {
      accountId,
      firstName: 'Ann',
      email: 'ann@example.test',
    });
    const hook = await newWebhook(token, { name: 'Form' });
    const res = await post(
      hook.url,
      'email=ann%40example.test&first_name=Someone',
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contact_id).toBe(ann.id);
    const [row] = await deps.db.select().from(contacts).where(eq(contacts.id, ann.id));
    expect(row).toMatchObject({ firstName: 'Ann', lastAction: automationWebhookLastAction });
  });

  it('answers 422 without an email, 404 to an unknown or deleted address', async () => {
    const { token } = await buildSignedIn(deps);
    const hook = await newWebhook(token, { name: 'Strict' });
    const missing = await post(hook.url, JSON.stringify({ first_name: 'Nobody' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual([automationWebhookMessages.emailRequired]);
    expect((await post(hook.url, JSON.stringify({ email: 'not an email' }))).statusCode).toBe(422);
    expect(
      (await post(`${hook.url.slice(0, -4)}XXXX`, JSON.stringify({ email: 'a@b.test' })))
        .statusCode,
    ).toBe(404);
    const deleted = await call('DELETE', '/integration/delete-fit-funnel-webhook', token, {
      id: hook.id,
    });
    expect(deleted.json().message).toBe(automationWebhookMessages.deleted);
    expect((await post(hook.url, JSON.stringify({ email: 'a@b.test' }))).statusCode).toBe(404);
  });

  it('keeps webhooks to their location and to those who may change its settings', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const hook = await newWebhook(token, { name: 'Mine' });
    const theirTag = await buildTag(deps, { accountId: other.accountId });
    const foreign = await call('POST', '/integration/save-fit-funnel-webhook', token, {
      name: 'Sneaky',
      tag_ids: [theirTag.id],
    });
    expect(foreign.statusCode).toBe(422);
    const renamed = await call('POST', '/integration/save-fit-funnel-webhook', other.token, {
      id: hook.id,
      name: 'Taken',
    });
    expect(renamed.statusCode).toBe(404);
    const staff = await buildStaff(deps, accountId, {});
    const denied = await call(
      'GET',
      '/integration/fit-funnel-webhooks',
      await tokenFor(deps, staff.id),
    );
    expect(denied.statusCode).toBe(403);
  });
});

describe('the API token for automation platforms', () => {
  it('is shown once, hashed at rest, calls the automation API as the owner, and is revocable', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    expect((await call('GET', '/integration/zapier-token', token)).json().api_token).toBeNull();
    const made = (await call('POST', '/integration/generate-zapier-token', token)).json();
    expect(made.message).toBe(apiTokenMessages.generated);
    expect(made.token).toMatch(/^cl_api_[\w-]{43}$/);
    expect(made.api_token.hint).toBe(made.token.slice(-4));
    const [kept] = await deps.db.select().from(apiTokens).where(eq(apiTokens.accountId, accountId));
    expect(kept!.tokenHash).not.toContain(made.token);

    // The automation API: make a contact, tag it; anything else is refused.
    const saved = await call('POST', '/contact/save', made.token, {
      first_name: 'Zed',
      email: 'zed@example.test',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [zed] = await deps.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, saved.json().contact.id));
    expect(zed!.accountId).toBe(accountId);
    const outside = await call('GET', '/integration/fit-funnel-webhooks', made.token);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(apiTokenMessages.outsideApi);
    expect((await call('GET', '/journey/list-all', made.token)).statusCode).toBe(200);
    expect(
      (await call('GET', '/integration/zapier-token', token)).json().api_token.last_used_at,
    ).toEqual(expect.any(String));

    // A new token replaces it; a revoked one answers 401.
    const second = (await call('POST', '/integration/generate-zapier-token', token)).json();
    expect((await call('GET', '/journey/list-all', made.token)).statusCode).toBe(401);
    expect((await call('GET', '/journey/list-all', second.token)).statusCode).toBe(200);
    await call('DELETE', '/integration/revoke-zapier-token', token);
    expect((await call('GET', '/journey/list-all', second.token)).statusCode).toBe(401);
    expect((await call('GET', '/integration/zapier-token', token)).json().api_token).toBeNull();
  });
});
