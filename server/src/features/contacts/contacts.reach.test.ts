import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineMailDomains } from '../../platform/mail-domains';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { accounts } from '../accounts/accounts.tables';
import { contacts } from './contacts.tables';

const { app, deps } = await createTestApp();
const call = caller(app);
const setup = () => buildSignedIn(deps, { locations: ['Downtown'] });

const main = await setup();
const outsider = await setup();
const foreign = await buildContact(deps, { accountId: outsider.accountId });
const viewer = await buildStaff(deps, main.accountId, {
  permissions: { 'contacts-center': { view: true } },
});
const viewerToken = await tokenFor(deps, viewer.id);

const rowOf = async (id: number) =>
  (await deps.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;

/** Domains as a resolver would answer them; any other domain cannot be asked. */
function answerDomains(answers: Record<string, boolean>) {
  const asked: string[] = [];
  deps.mailDomains = {
    acceptsMail: async (domain) => {
      asked.push(domain);
      return answers[domain];
    },
  };
  return asked;
}

afterEach(() => {
  deps.mailDomains = offlineMailDomains;
});

describe('PATCH /api/v3/contact/validate-email', () => {
  it('marks emails valid or invalid by their domain, once per domain, leaving the unknown', async () => {
    const { accountId, token } = await setup();
    const good = await buildContact(deps, { accountId, email: 'ada@mail.test' });
    const alsoGood = await buildContact(deps, { accountId, email: 'bob@mail.test' });
    const bad = await buildContact(deps, { accountId, email: 'cy@nowhere.test' });
    const unknown = await buildContact(deps, { accountId, email: 'dee@offline.test' });
    const noEmail = await buildContact(deps, { accountId, email: null, number: '+15550100' });
    const asked = answerDomains({ 'mail.test': true, 'nowhere.test': false });

    const ids = [good.id, alsoGood.id, bad.id, unknown.id, noEmail.id];
    const res = await call('PATCH', '/contact/validate-email', token, { selection: { ids } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      message: 'Emails have been checked: 2 valid, 1 invalid, 1 could not be checked.',
      affected: 3,
      valid: 2,
      invalid: 1,
      unknown: 1,
    });
    expect(asked.sort()).toEqual(['mail.test', 'nowhere.test', 'offline.test']);
    expect((await rowOf(good.id)).emailStatus).toBe('valid');
    expect((await rowOf(alsoGood.id)).emailStatus).toBe('valid');
    expect((await rowOf(bad.id)).emailStatus).toBe('invalid');
    expect((await rowOf(unknown.id)).emailStatus).toBeNull();
    expect((await rowOf(noEmail.id)).emailStatus).toBeNull();

    const fetched = (await call('GET', `/contact/${bad.id}/fetch`, token)).json().contact;
    expect(fetched).toMatchObject({ email_status: 'invalid', email_confirmation: 'requested' });
  });

  it('checks a whole filter, touches only this location, needs update', async () => {
    const { accountId, token } = await setup();
    const mine = await buildContact(deps, { accountId, email: 'x@gone.test' });
    const theirs = await buildContact(deps, {
      accountId: outsider.accountId,
      email: 'y@gone.test',
    });
    answerDomains({ 'gone.test': false });
    const res = await call('PATCH', '/contact/validate-email', token, {
      selection: { filter: { search: 'gone.test' } },
    });
    expect(res.json()).toMatchObject({ invalid: 1, valid: 0 });
    expect((await rowOf(mine.id)).emailStatus).toBe('invalid');
    expect((await rowOf(theirs.id)).emailStatus).toBeNull();

    const other = await call('PATCH', '/contact/validate-email', token, {
      selection: { ids: [foreign.id] },
    });
    expect(other.statusCode).toBe(404);
    const denied = await call('PATCH', '/contact/validate-email', viewerToken, {
      selection: { ids: [mine.id] },
    });
    expect(denied.statusCode).toBe(403);
    const empty = await call('PATCH', '/contact/validate-email', token, { selection: {} });
    expect(empty.statusCode).toBe(422);
  });

  it('offline, changes nothing and says so', async () => {
    const { accountId, token } = await setup();
    const c = await buildContact(deps, { accountId, email: 'z@somewhere.test' });
    const res = await call('PATCH', '/contact/validate-email', token, {
      selection: { ids: [c.id] },
    });
    expect(res.json()).toMatchObject({ valid: 0, invalid: 0, unknown: 1, affected: 0 });
    expect((await rowOf(c.id)).emailStatus).toBeNull();
  });
});

describe('PUT /api/v3/contact/{id}/mark-email-valid', () => {
  it('marks the email valid; a new email is unchecked again', async () => {
    const { accountId, token } = await setup();
    const c = await buildContact(deps, { accountId, emailStatus: 'invalid' });
    const res = await call('PUT', `/contact/${c.id}/mark-email-valid`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Email has been marked as valid successfully!',
      contact: { id: c.id, email_status: 'valid' },
    });

    // The same email sent again keeps its mark; another one starts unchecked.
    await call('PATCH', `/contact/${c.id}/update`, token, { email: c.email });
    expect((await rowOf(c.id)).emailStatus).toBe('valid');
    await call('PATCH', `/contact/${c.id}/update`, token, { email: 'new@example.test' });
    expect((await rowOf(c.id)).emailStatus).toBeNull();
  });

  it('answers 422 without an email, 404 for another tenant, 403 without update', async () => {
    const { accountId, token } = await setup();
    const c = await buildContact(deps, { accountId, email: null, number: '+15550101' });
    const res = await call('PUT', `/contact/${c.id}/mark-email-valid`, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The contact has no email address.'] });
    expect((await call('PUT', `/contact/${foreign.id}/mark-email-valid`, token)).statusCode).toBe(
      404,
    );
    const mine = await buildContact(deps, { accountId: main.accountId });
    const denied = await call('PUT', `/contact/${mine.id}/mark-email-valid`, viewerToken);
    expect(denied.statusCode).toBe(403);
  });
});

describe('PATCH /api/v3/contact/disable-confirmation', () => {
  it('disables email confirmation for a selection, and requests it again', async () => {
    const { accountId, token } = await setup();
    const a = await buildContact(deps, { accountId });
    const b = await buildContact(deps, { accountId });
    const selection = { ids: [a.id, b.id] };
    const off = await call('PATCH', '/contact/disable-confirmation', token, { selection });
    expect(off.json()).toEqual({
      status: 1,
      message: 'Email confirmation has been disabled for 2 contacts successfully!',
      affected: 2,
    });
    expect((await rowOf(a.id)).emailConfirmation).toBe('disabled');
    const on = await call('PATCH', '/contact/disable-confirmation', token, {
      selection: { ids: [a.id] },
      disabled: false,
    });
    expect(on.json().message).toBe(
      'Email confirmation has been requested for 1 contact successfully!',
    );
    expect((await rowOf(a.id)).emailConfirmation).toBe('requested');
    expect((await rowOf(b.id)).emailConfirmation).toBe('disabled');

    const other = await call('PATCH', '/contact/disable-confirmation', token, {
      selection: { ids: [foreign.id] },
    });
    expect(other.statusCode).toBe(404);
    const denied = await call('PATCH', '/contact/disable-confirmation', viewerToken, {
      selection: { ids: [a.id] },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('the location’s default phone country', () => {
  it('starts as US, is changed per location with an ISO code, and needs update to change', async () => {
    const { token, accountId } = await setup();
    expect((await call('GET', '/contact/phone-country-code', token)).json()).toEqual({
      status: 1,
      phone_country_code: 'US',
    });
    const res = await call('PATCH', '/contact/update-phone-country-code', token, {
      phone_country_code: 'GB',
    });
    expect(res.json()).toEqual({
      status: 1,
      message: 'Default phone country has been updated successfully!',
      phone_country_code: 'GB',
    });
    const [row] = await deps.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(row?.phoneCountryCode).toBe('GB');
    // Another location keeps its own.
    expect((await call('GET', '/contact/phone-country-code', outsider.token)).json()).toMatchObject(
      { phone_country_code: 'US' },
    );

    for (const wrong of ['gb', 'XX', 'GBR', '']) {
      const bad = await call('PATCH', '/contact/update-phone-country-code', token, {
        phone_country_code: wrong,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ phone_country_code: ['Please choose a country'] });
    }
    const denied = await call('PATCH', '/contact/update-phone-country-code', viewerToken, {
      phone_country_code: 'FR',
    });
    expect(denied.statusCode).toBe(403);
    expect((await call('GET', '/contact/phone-country-code', viewerToken)).statusCode).toBe(200);
  });
});

describe('PATCH /api/v3/contact/custom-field/list-sort', () => {
  it('re-orders the location’s custom fields; 404 for another tenant’s field', async () => {
    const { token } = await setup();
    const save = async (name: string) =>
      (await call('POST', '/contact/custom-field/save', token, { name })).json().custom_field.id;
    const goal = await save('Goal');
    const injury = await save('Injury');
    const shirt = await save('Shirt size');
    const res = await call('PATCH', '/contact/custom-field/list-sort', token, {
      ids: [shirt, goal, injury],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Custom fields have been sorted successfully!');
    const names = (await call('GET', '/contact/custom-field/list', token))
      .json()
      .data.map((f: { name: string }) => f.name);
    expect(names).toEqual(['Shirt size', 'Goal', 'Injury']);

    const theirs = (
      await call('POST', '/contact/custom-field/save', outsider.token, { name: 'Theirs' })
    ).json().custom_field.id;
    const foreignSort = await call('PATCH', '/contact/custom-field/list-sort', token, {
      ids: [theirs, goal],
    });
    expect(foreignSort.statusCode).toBe(404);
    const denied = await call('PATCH', '/contact/custom-field/list-sort', viewerToken, {
      ids: [goal],
    });
    expect(denied.statusCode).toBe(403);
  });
});
