import { messages } from '@coachline/contract/messages';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  buildOrganization,
  buildSignedIn,
  buildStaff,
  tokenFor,
} from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import * as accountsRepo from '../accounts/accounts.repository';

const { app, deps, database } = await createTestApp();
const call = caller(app);

type Access = { access_token: string; accessed_location_id: number; company_admin_id: number };

/** Opens account or location access with `token`, answering the new session's headers. */
async function access(token: string, kind: 'account' | 'location', id: number): Promise<Access> {
  const response = await call('POST', `/${kind}/${id}/access`, token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A request made the way the web app makes it in an accessed session: with both headers. */
const asAccessed = (
  session: Access,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v3${url}`,
    headers: bearer(session.access_token, {
      'accessed-location-id': session.accessed_location_id,
      'company-admin-id': session.company_admin_id,
    }),
    ...(payload ? { payload } : {}),
  });

const readLog = async (token: string, query = '') => {
  const response = await call('GET', `/organization/audit-log${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('recording', () => {
  it('records every change a company admin makes inside a location, and nothing else', async () => {
    const { owner, token, locations } = await buildSignedIn(deps, { locations: ['West'] });
    const west = locations[0]!;
    const session = await access(token, 'location', west.id);
    expect(session.company_admin_id).toBe(owner.id);

    const created = await asAccessed(session, 'POST', '/tag/create', { name: 'Audited' });
    expect(created.statusCode).toBe(200);
    // Refused input is recorded too, with its answer.
    expect((await asAccessed(session, 'POST', '/tag/create', { name: '' })).statusCode).toBe(422);
    // Reading changes nothing and is not recorded.
    expect((await asAccessed(session, 'GET', '/tag/list')).statusCode).toBe(200);

    const log = await readLog(session.access_token);
    expect(log.total).toBe(3);
    // The access itself comes first.
    expect(log.data[2]).toMatchObject({
      admin: { id: owner.id },
      account: { id: west.id },
      method: 'POST',
      path: `/api/v3/location/${west.id}/access`,
      status_code: 200,
    });
    expect(log.data[1]).toMatchObject({
      admin: { id: owner.id, email: owner.email, name: 'Test Owner' },
      user: { id: owner.id },
      account: { id: west.id, businessname: 'West' },
      method: 'POST',
      path: '/api/v3/tag/create',
      status_code: 200,
      ip: '127.0.0.1',
    });
    expect(log.data[0]).toMatchObject({ status_code: 422 });
    expect(log.admins).toEqual([{ id: owner.id, name: 'Test Owner' }]);
  });

  it('refuses to act when the entry cannot be written: nothing is done unrecorded', async () => {
    const { token, locations } = await buildSignedIn(deps, { locations: ['West'] });
    const session = await access(token, 'location', locations[0]!.id);
    await database.raw.query('alter table access_audit_log rename to access_audit_log_away');
    try {
      const response = await asAccessed(session, 'POST', '/tag/create', { name: 'Unrecorded' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).not.toHaveProperty('stack');
    } finally {
      await database.raw.query('alter table access_audit_log_away rename to access_audit_log');
    }
    const tags = (await asAccessed(session, 'GET', '/tag/list')).json();
    expect(JSON.stringify(tags)).not.toContain('Unrecorded');
  });

  it('records nothing of an ordinary session', async () => {
    const { token } = await buildSignedIn(deps, { locations: ['West'] });
    expect((await call('POST', '/tag/create', token, { name: 'Mine' })).statusCode).toBe(200);
    expect((await readLog(token)).total).toBe(0);
  });

  it('records a platform administrator’s actions in the organization they access', async () => {
    const target = await buildSignedIn(deps);
    const admins = await buildSignedIn(deps);
    await accountsRepo.updateUser(deps.db, admins.owner.id, { isAdmin: true });
    const session = await access(admins.token, 'account', target.account.id);
    expect(session.company_admin_id).toBe(admins.owner.id);
    expect(
      (await asAccessed(session, 'POST', '/tag/create', { name: 'From support' })).statusCode,
    ).toBe(200);
    // Without the company-admin-id header too: the session says who acts.
    const bare = await call('POST', '/tag/create', session.access_token, { name: 'Again' });
    expect(bare.statusCode).toBe(200);

    const log = await readLog(target.token);
    expect(log.total).toBe(3);
    expect(log.data[0]).toMatchObject({
      admin: { id: admins.owner.id, email: admins.owner.email },
      account: { id: target.account.id },
    });
    expect(log.data[2]).toMatchObject({ path: `/api/v3/account/${target.account.id}/access` });
    // Their own organization's log holds none of it (the access spent their first token), and
    // they cannot read the one they act in.
    expect((await readLog(await tokenFor(deps, admins.owner.id))).total).toBe(0);
    expect((await call('GET', '/organization/audit-log', session.access_token)).statusCode).toBe(
      403,
    );
  });

  it('records a platform administrator naming another organization in the header alone', async () => {
    const target = await buildSignedIn(deps);
    const admins = await buildSignedIn(deps);
    await accountsRepo.updateUser(deps.db, admins.owner.id, { isAdmin: true });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/tag/create',
      headers: bearer(admins.token, { 'accessed-location-id': target.account.id }),
      payload: { name: 'Header only' },
    });
    expect(response.statusCode).toBe(200);
    const log = await readLog(target.token);
    expect(log.data).toEqual([
      expect.objectContaining({ admin: expect.objectContaining({ id: admins.owner.id }) }),
    ]);
  });
});

describe('GET /api/v3/organization/audit-log', () => {
  it('filters by administrator and by day, and pages', async () => {
    const { account, owner, token, locations } = await buildSignedIn(deps, {
      locations: ['West'],
    });
    const staff = await buildStaff(deps, account.id);
    const ownerSession = await access(token, 'location', locations[0]!.id);
    // With the access itself, four entries.
    for (const name of ['a', 'b', 'c'])
      await asAccessed(ownerSession, 'POST', '/tag/create', { name });

    const page = await readLog(ownerSession.access_token, '?per_page=2&page=2');
    expect(page).toMatchObject({ total: 4, current_page: 2, last_page: 2, per_page: 2 });
    expect(page.data).toHaveLength(2);
    expect((await readLog(ownerSession.access_token, `?user_id=${owner.id}`)).total).toBe(4);
    expect((await readLog(ownerSession.access_token, `?user_id=${staff.id}`)).total).toBe(0);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(
      (await readLog(ownerSession.access_token, `?start_date=${yesterday}&end_date=${tomorrow}`))
        .total,
    ).toBe(4);
    expect((await readLog(ownerSession.access_token, `?start_date=${tomorrow}`)).total).toBe(0);
    expect((await readLog(ownerSession.access_token, `?end_date=${yesterday}`)).total).toBe(0);
  });

  it('answers 422 for a bad date or user', async () => {
    const { token } = await buildSignedIn(deps);
    const response = await call('GET', '/organization/audit-log?start_date=soon&user_id=x', token);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['start_date', 'user_id']);
  });

  it('is for the organization’s administrators: 403 to staff without admin settings and to a location user', async () => {
    const { account, locations } = await buildOrganization(deps, { locations: ['West'] });
    const plain = await buildStaff(deps, account.id);
    const locationUser = await buildStaff(deps, account.id, { locationId: locations[0]!.id });
    const admin = await buildStaff(deps, account.id, {
      permissions: { 'admin-settings': { view: true } },
    });
    for (const user of [plain, locationUser]) {
      const response = await call('GET', '/organization/audit-log', await tokenFor(deps, user.id));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.forbidden });
    }
    expect(
      (await call('GET', '/organization/audit-log', await tokenFor(deps, admin.id))).statusCode,
    ).toBe(200);
    expect((await call('GET', '/organization/audit-log')).statusCode).toBe(401);
  });
});
