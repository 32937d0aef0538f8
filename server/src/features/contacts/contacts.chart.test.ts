import { describe, expect, it } from 'vitest';
import { dayIn } from '../../platform/clock';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { updateAccount } from '../accounts/accounts.service';
import { weekOf } from './contacts.chart';

const { app, deps } = await createTestApp();
const call = caller(app);

const at = (iso: string) => new Date(iso);
const none = { leads: 0, trials: 0, clients: 0, staff: 0, lost: 0 };

describe('weekOf and dayIn', () => {
  it('runs weeks Monday to Sunday, across months and years', () => {
    expect(weekOf('2025-03-12')).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
      '2025-03-16',
    ]);
    expect(weekOf('2025-03-10')[0]).toBe('2025-03-10');
    expect(weekOf('2025-03-16')[0]).toBe('2025-03-10');
    expect(weekOf('2026-01-01')).toEqual(expect.arrayContaining(['2025-12-29', '2026-01-04']));
  });

  it('reads the day in the time zone', () => {
    const instant = at('2025-03-10T03:30:00Z');
    expect(dayIn('UTC', instant)).toBe('2025-03-10');
    expect(dayIn('America/New_York', instant)).toBe('2025-03-09');
    expect(dayIn('Asia/Tokyo', at('2025-03-09T20:00:00Z'))).toBe('2025-03-10');
  });
});

describe('GET /api/v3/contact/chart-data', () => {
  it('answers 401 without a token, 403 to staff without view, 200 to staff with view', async () => {
    const { accountId } = await buildSignedIn(deps);
    const nobody = await buildStaff(deps, accountId, { permissions: {} });
    const viewer = await buildStaff(deps, accountId, {
      permissions: { 'contacts-center': { view: true } },
    });
    expect((await call('GET', '/contact/chart-data', null)).statusCode).toBe(401);
    const refused = await call('GET', '/contact/chart-data', await tokenFor(deps, nobody.id));
    expect(refused.statusCode).toBe(403);
    const allowed = await call('GET', '/contact/chart-data', await tokenFor(deps, viewer.id));
    expect(allowed.statusCode).toBe(200);
  });

  it('counts the live contacts added each day of the week, in the account’s time zone, by tab group', async () => {
    const { account, accountId, token, owner, locations } = await buildSignedIn(deps, {
      locations: ['Uptown'],
    });
    await updateAccount(deps.db, account.id, { timezone: 'America/New_York' });
    const added = (status: string, iso: string, extra: { deletedAt?: Date } = {}) =>
      buildContact(deps, { accountId, status, createdAt: at(iso), ...extra });
    // New York keeps daylight time from 9 March 2025: local midnight is 04:00 UTC.
    await added('lead', '2025-03-10T03:30:00Z'); // Sunday 23:30 of the week before
    await added('lead', '2025-03-10T04:00:00Z'); // Monday 00:00
    await added('lead', '2025-03-12T15:00:00Z'); // Wednesday
    await added('lead', '2025-03-12T16:00:00Z', { deletedAt: new Date() }); // deleted
    await added('client', '2025-03-16T23:00:00Z'); // Sunday 19:00
    await added('trial', '2025-03-17T03:59:59Z'); // Sunday 23:59:59
    await added('lost', '2025-03-17T04:00:00Z'); // Monday of the next week
    // The organization's other location and another organization count apart.
    await buildContact(deps, {
      accountId: locations[0]!.id,
      status: 'lead',
      createdAt: at('2025-03-12T15:00:00Z'),
    });
    const other = await buildSignedIn(deps);
    await buildContact(deps, {
      accountId: other.accountId,
      status: 'lead',
      createdAt: at('2025-03-12T15:00:00Z'),
    });

    const res = await call('GET', '/contact/chart-data?date=2025-03-14', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 1, start_date: '2025-03-10', end_date: '2025-03-16' });
    expect(body.days.map((d: { day: string; date: string }) => `${d.day} ${d.date}`)).toEqual([
      'Mon 2025-03-10',
      'Tue 2025-03-11',
      'Wed 2025-03-12',
      'Thu 2025-03-13',
      'Fri 2025-03-14',
      'Sat 2025-03-15',
      'Sun 2025-03-16',
    ]);
    expect(body.days[0]).toMatchObject({ ...none, leads: 1 });
    expect(body.days[2]).toMatchObject({ ...none, leads: 1 });
    expect(body.days[6]).toMatchObject({ ...none, clients: 1, trials: 1 });
    expect(body.totals).toEqual({ ...none, leads: 2, trials: 1, clients: 1 });

    const uptown = await tokenFor(deps, owner.id, locations[0]!.id);
    const there = (await call('GET', '/contact/chart-data?date=2025-03-12', uptown)).json();
    expect(there.totals).toEqual({ ...none, leads: 1 });
  });

  it('groups by the tab of the contact’s status, renamed or added tabs included', async () => {
    const { accountId, token } = await buildSignedIn(deps);
    const tab = await call('POST', '/contact/tabs/create', token, {
      group: 'clients',
      title: 'VIP',
    });
    expect(tab.statusCode).toBe(200);
    const value = tab.json().tab.value as string;
    await buildContact(deps, { accountId, status: value, createdAt: at('2025-06-04T12:00:00Z') });
    const body = (await call('GET', '/contact/chart-data?date=2025-06-04', token)).json();
    expect(body.totals).toEqual({ ...none, clients: 1 });
  });

  it('shows this week when no date is given', async () => {
    const { accountId, token } = await buildSignedIn(deps);
    await buildContact(deps, { accountId, status: 'lead' });
    const body = (await call('GET', '/contact/chart-data', token)).json();
    expect(body.start_date).toBe(weekOf(dayIn('UTC', new Date()))[0]);
    expect(body.totals.leads).toBe(1);
  });

  it('answers 422 for a date that is not one', async () => {
    const { token } = await buildSignedIn(deps);
    const res = await call('GET', '/contact/chart-data?date=2025-02-30', token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('date');
  });
});
