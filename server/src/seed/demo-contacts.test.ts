import { describe, expect, it } from 'vitest';
import * as accountsRepo from '../features/accounts/accounts.repository';
import { bearer, tokenFor } from '../test/factories';
import { createTestApp } from '../test/server';
import { seedDemo } from './demo';

const { app, deps } = await createTestApp();

describe('demo contacts', () => {
  it('fills Demo Fitness with about 200 contacts across its tabs, and Downtown with a few', async () => {
    expect(await seedDemo(deps.db)).toBe(true);
    const owner = await accountsRepo.findUserByEmail(deps.db, 'owner@example.com');
    const token = await tokenFor(deps, owner!.id);
    const list = (
      await app.inject({ method: 'GET', url: '/api/v3/contact/list', headers: bearer(token) })
    ).json();
    expect(list.total).toBe(200);
    for (const tab of ['lead', 'trial', 'client', 'staff', 'lost'])
      expect(list.counts[tab]).toBeGreaterThan(0);
    const tags = (
      await app.inject({ method: 'GET', url: '/api/v3/tag/list', headers: bearer(token) })
    ).json();
    expect(tags.tags.system.length).toBeGreaterThan(0);
    expect(tags.tags.id.length).toBeGreaterThan(0);
    expect(tags.tags.trigger.length).toBeGreaterThan(0);
    const groups = (
      await app.inject({ method: 'GET', url: '/api/v3/group/user-groups', headers: bearer(token) })
    ).json();
    expect(groups.data.some((g: { users: unknown[] }) => g.users.length > 0)).toBe(true);
    const downtown = (await accountsRepo.listOrganization(deps.db, owner!.accountId)).find(
      (a) => a.businessname === 'Downtown',
    );
    const there = await app.inject({
      method: 'GET',
      url: '/api/v3/contact/list',
      headers: bearer(token, { 'accessed-location-id': downtown!.id }),
    });
    expect(there.json().total).toBe(12);
    const plan = (
      await app.inject({
        method: 'GET',
        url: '/api/v3/membership/plan-limit',
        headers: bearer(token),
      })
    ).json();
    expect(plan.membership.contacts_count).toBe(212);
    expect(await seedDemo(deps.db)).toBe(false);
  });
});
