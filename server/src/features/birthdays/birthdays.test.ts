import { birthdaySettingDefaults } from '@coachline/contract/birthdays';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localClock } from '../../platform/clock';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { updateAccount } from '../accounts/accounts.service';
import { messageSends } from '../messaging/messaging.tables';
import { greetDueBirthdays, upcoming } from './birthdays.service';
import { birthdaySettings } from './birthdays.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

const settingBody = (changes: Record<string, unknown> = {}) => ({
  ...birthdaySettingDefaults,
  status: 1,
  ...changes,
});

const greetingsOf = (accountId: number) =>
  deps.db
    .select()
    .from(messageSends)
    .where(and(eq(messageSends.accountId, accountId), eq(messageSends.source, 'birthday')))
    .orderBy(messageSends.id);

/** YYYY-MM-DD of the UTC day `days` after `from`. */
const dayAfter = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** An organization whose greeting is on (UTC, from 09:00 unless said). */
async function greetingOn(changes: Record<string, unknown> = {}) {
  const org = await buildSignedIn(deps);
  const res = await call(
    'PATCH',
    '/birthday/update-birthday-setting',
    org.token,
    settingBody(changes),
  );
  expect(res.statusCode).toBe(200);
  return org;
}

/** Only this location greets: the job visits every location of the test database. */
async function turnOffOthers(accountId: number) {
  await deps.db.update(birthdaySettings).set({ status: 0 }).where(eq(birthdaySettings.status, 1));
  await deps.db
    .update(birthdaySettings)
    .set({ status: 1 })
    .where(eq(birthdaySettings.accountId, accountId));
}

describe('birthday settings', () => {
  it('answers the defaults (terminated), then what was saved', async () => {
    const { token } = await buildSignedIn(deps);
    const first = await call('GET', '/birthday/get-birthday-setting', token);
    expect(first.json()).toMatchObject({
      status: 1,
      setting: { ...birthdaySettingDefaults, updated_at: null },
    });
    const saved = await call(
      'PATCH',
      '/birthday/update-birthday-setting',
      token,
      settingBody({ send_sms: true, send_hour: 7 }),
    );
    expect(saved.json()).toMatchObject({
      status: 1,
      message: 'Birthday settings have been updated successfully!',
      setting: { status: 1, send_email: true, send_sms: true, send_hour: 7 },
    });
    expect((await call('GET', '/birthday/get-birthday-setting', token)).json().setting.status).toBe(
      1,
    );
  });

  it('refuses a greeting with no channel, an unknown token or an hour past 23', async () => {
    const { token } = await buildSignedIn(deps);
    const res = await call(
      'PATCH',
      '/birthday/update-birthday-setting',
      token,
      settingBody({
        send_email: false,
        send_sms: false,
        sms_message: 'Hi {{shoe_size}}',
        send_hour: 24,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'send_email',
      'send_hour',
      'sms_message',
    ]);
    const none = await call(
      'PATCH',
      '/birthday/update-birthday-setting',
      token,
      settingBody({ send_email: false, send_sms: false }),
    );
    expect(none.json().errors).toEqual({
      send_email: ['Send the greeting by email, by SMS or both'],
    });
  });

  it('is for users who may change Admin Settings', async () => {
    const org = await buildSignedIn(deps);
    const staff = await buildStaff(deps, org.accountId, {
      permissions: { 'admin-settings': { view: true } },
    });
    const token = await tokenFor(deps, staff.id);
    expect((await call('GET', '/birthday/get-birthday-setting', token)).statusCode).toBe(200);
    expect(
      (await call('PATCH', '/birthday/update-birthday-setting', token, settingBody())).statusCode,
    ).toBe(403);
  });
});

describe('birthday greetings', () => {
  const now = new Date('2026-06-15T10:30:00Z');

  it('greets a contact on their birthday once, whatever runs it again', async () => {
    const org = await greetingOn({ send_sms: true });
    await turnOffOthers(org.accountId);
    const today = await buildContact(deps, {
      accountId: org.accountId,
      firstName: 'Ines',
      birthday: '1990-06-15',
      number: '+16175550177',
    });
    await buildContact(deps, { accountId: org.accountId, birthday: '1990-06-16' });
    await buildContact(deps, { accountId: org.accountId, birthday: null });

    expect(await greetDueBirthdays(deps, now)).toBe(1);
    expect(await greetDueBirthdays(deps, now)).toBe(0);
    expect(await greetDueBirthdays(deps, new Date('2026-06-15T22:00:00Z'))).toBe(0);
    const sent = await greetingsOf(org.accountId);
    expect(sent.map((s) => [s.contactId, s.channel])).toEqual([
      [today.id, 'email'],
      [today.id, 'sms'],
    ]);
    expect(sent[0]).toMatchObject({ subject: 'Happy birthday, Ines!' });
    expect(sent[1]!.body).toContain('Happy birthday, Ines!');
    // Next year it is their birthday again.
    expect(await greetDueBirthdays(deps, new Date('2027-06-15T10:30:00Z'))).toBe(1);
  });

  it('waits for the location’s hour in its own time zone, and never greets while terminated', async () => {
    const org = await greetingOn({ send_hour: 9 });
    await turnOffOthers(org.accountId);
    await updateAccount(deps.db, org.accountId, { timezone: 'America/New_York' });
    await buildContact(deps, { accountId: org.accountId, birthday: '1985-06-15' });
    // 10:30 UTC is 06:30 in New York: too early.
    expect(await greetDueBirthdays(deps, now)).toBe(0);
    // 13:30 UTC is 09:30 there.
    expect(await greetDueBirthdays(deps, new Date('2026-06-15T13:30:00Z'))).toBe(1);

    const off = await greetingOn({ status: 0 });
    await turnOffOthers(off.accountId);
    await deps.db
      .update(birthdaySettings)
      .set({ status: 0 })
      .where(eq(birthdaySettings.accountId, off.accountId));
    await buildContact(deps, { accountId: off.accountId, birthday: '1985-06-15' });
    expect(await greetDueBirthdays(deps, now)).toBe(0);
  });

  it('greets a 29th of February birthday on the 28th in other years', async () => {
    const org = await greetingOn();
    await turnOffOthers(org.accountId);
    await buildContact(deps, { accountId: org.accountId, birthday: '2000-02-29' });
    expect(await greetDueBirthdays(deps, new Date('2027-02-28T12:00:00Z'))).toBe(1);
    expect(await greetDueBirthdays(deps, new Date('2028-02-28T12:00:00Z'))).toBe(0);
    expect(await greetDueBirthdays(deps, new Date('2028-02-29T12:00:00Z'))).toBe(1);
  });

  it('reads the calendar day and hour in a time zone', () => {
    expect(localClock('Asia/Tokyo', new Date('2026-12-31T16:00:00Z'))).toEqual({
      today: '2027-01-01',
      hour: 1,
    });
    expect(localClock('Not/AZone', new Date('2026-12-31T16:00:00Z'))).toEqual({
      today: '2026-12-31',
      hour: 16,
    });
  });
});

describe('upcoming birthdays', () => {
  it('lists the coming birthdays soonest first, with the age they turn, and marks celebrations', async () => {
    const org = await buildSignedIn(deps);
    const start = new Date();
    const soon = await buildContact(deps, {
      accountId: org.accountId,
      firstName: 'Soon',
      lastName: 'Ada',
      birthday: `1990-${dayAfter(start, 3).slice(5)}`,
    });
    const today = await buildContact(deps, {
      accountId: org.accountId,
      firstName: 'Today',
      lastName: 'Bo',
      birthday: `2000-${dayAfter(start, 0).slice(5)}`,
    });
    await buildContact(deps, {
      accountId: org.accountId,
      birthday: `1990-${dayAfter(start, 60).slice(5)}`,
    });
    const res = await call('GET', '/birthday/get-upcoming-birthdays?days=30', org.token);
    expect(res.statusCode).toBe(200);
    const list = res.json().birthdays as { contact_id: number; days_until: number }[];
    expect(list.map((b) => [b.contact_id, b.days_until])).toEqual([
      [today.id, 0],
      [soon.id, 3],
    ]);
    expect(list[0]).toMatchObject({
      full_name: 'Today Bo',
      turning: Number(dayAfter(start, 0).slice(0, 4)) - 2000,
      celebrated: false,
      greeted_at: null,
    });

    const mark = await call('POST', '/birthday/update-celebrate-birthday', org.token, {
      contact_id: soon.id,
      celebrated: true,
    });
    expect(mark.json()).toEqual({ status: 1, message: 'Birthday marked as celebrated.' });
    const after = (await call('GET', '/birthday/get-upcoming-birthdays', org.token)).json();
    expect(
      after.birthdays.find((b: { contact_id: number }) => b.contact_id === soon.id),
    ).toMatchObject({ celebrated: true });
    const none = await buildContact(deps, { accountId: org.accountId, birthday: null });
    const refused = await call('POST', '/birthday/update-celebrate-birthday', org.token, {
      contact_id: none.id,
      celebrated: true,
    });
    expect(refused.json().errors).toEqual({ contact_id: ['This contact has no birthday.'] });
    const other = await buildSignedIn(deps);
    expect(
      (
        await call('POST', '/birthday/update-celebrate-birthday', other.token, {
          contact_id: soon.id,
          celebrated: true,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('crosses the year end', async () => {
    const org = await buildSignedIn(deps);
    const ctx = { accountId: org.accountId } as Parameters<typeof upcoming>[1];
    const january = await buildContact(deps, { accountId: org.accountId, birthday: '1995-01-02' });
    const answer = await upcoming(
      deps,
      {
        ...ctx,
        subject: {
          company_id: null,
          location_id: null,
          is_company_location: false,
          permissions: {},
        },
      },
      10,
      new Date('2026-12-28T12:00:00Z'),
    );
    expect(answer.birthdays).toMatchObject([
      { contact_id: january.id, next_birthday: '2027-01-02', days_until: 5, turning: 32 },
    ]);
  });
});
