import { phoneMessages } from '@coachline/contract/phones';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContact, buildSignedIn } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { updateAccount } from '../accounts/accounts.repository';
import { normalizeStoredPhones } from './contacts.phones';
import { contacts } from './contacts.tables';

// One phone format: numbers in, stored in E.164 with the location's country; found however typed.

const { app, deps } = await createTestApp();
const call = caller(app);

const setup = () => buildSignedIn(deps);

describe('numbers written to a contact', () => {
  it('are stored in E.164 on create and inline edit, read with the location’s country', async () => {
    const { token } = await setup();
    const created = await call('POST', '/contact/save', token, { number: '(212) 555-0142' });
    expect(created.statusCode).toBe(200);
    const { contact } = created.json();
    expect(contact.number).toBe('+12125550142');
    const edited = await call('PATCH', `/contact/${contact.id}/update`, token, {
      number: '+44 20 7946 0958',
    });
    expect(edited.json().contact.number).toBe('+442079460958');
  });

  it('follow the location’s country for numbers without a country code', async () => {
    const { token, accountId } = await setup();
    await updateAccount(deps.db, accountId, { phoneCountryCode: 'GB' });
    const created = await call('POST', '/contact/save', token, { number: '020 7946 0959' });
    expect(created.json().contact.number).toBe('+442079460959');
  });

  it('answer 422 on number for a number no one can dial, on create and on edit', async () => {
    const { token, accountId } = await setup();
    for (const number of ['(555) 123-4567', '+1 212 155 0123', '12345']) {
      const created = await call('POST', '/contact/save', token, { number });
      expect(created.statusCode).toBe(422);
      expect(created.json().errors).toEqual({ number: [phoneMessages.invalid] });
    }
    const withExtension = await call('POST', '/contact/save', token, {
      email: 'ext@example.test',
      number: '212-555-0100 ext. 7',
    });
    expect(withExtension.json().errors).toEqual({ number: [phoneMessages.invalid] });
    const c = await buildContact(deps, { accountId, number: '+12125550100' });
    const edited = await call('PATCH', `/contact/${c.id}/update`, token, { number: '555 0100' });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({ number: [phoneMessages.invalid] });
    const [row] = await deps.db.select().from(contacts).where(eq(contacts.id, c.id));
    expect(row?.number).toBe('+12125550100');
  });

  it('may be cleared', async () => {
    const { token, accountId } = await setup();
    const c = await buildContact(deps, { accountId, number: '+12125550100' });
    const cleared = await call('PATCH', `/contact/${c.id}/update`, token, { number: '' });
    expect(cleared.json().contact.number).toBeNull();
  });
});

describe('searching a number', () => {
  it('finds the contact however the number is typed, in the list, pickers and deleted list', async () => {
    const { token, accountId } = await setup();
    const wanted = await buildContact(deps, { accountId, number: '+12125550123' });
    await buildContact(deps, { accountId, number: '+13125550124' });
    const listed = async (q: string) =>
      (await call('GET', `/contact/list?search=${encodeURIComponent(q)}`, token))
        .json()
        .data.map((c: { id: number }) => c.id);
    for (const typed of [
      '(212) 555-0123',
      '+1 212 555 0123',
      '212.555.0123',
      '1-212-555-0123',
      '555-0123',
    ]) {
      expect(await listed(typed)).toEqual([wanted.id]);
    }
    const picked = await call(
      'GET',
      `/contact/all?search=${encodeURIComponent('(212) 555-0123')}`,
      token,
    );
    expect(picked.json().data.map((c: { id: number }) => c.id)).toEqual([wanted.id]);
    await call('POST', '/contact/delete', token, { selection: { ids: [wanted.id] } });
    const deleted = await call(
      'GET',
      `/contact/deleted/list?search=${encodeURIComponent('+1 (212) 555 0123')}`,
      token,
    );
    expect(deleted.json().data.map((c: { id: number }) => c.id)).toEqual([wanted.id]);
  });

  it('reads a national number with the location’s country, trunk prefix and all', async () => {
    const { token, accountId } = await setup();
    await updateAccount(deps.db, accountId, { phoneCountryCode: 'GB' });
    const london = await buildContact(deps, { accountId, number: '+442079460958' });
    const response = await call(
      'GET',
      `/contact/list?search=${encodeURIComponent('020 7946 0958')}`,
      token,
    );
    expect(response.json().data.map((c: { id: number }) => c.id)).toEqual([london.id]);
  });

  it('selects by number for "Select all N matching" as the list does', async () => {
    const { token, accountId } = await setup();
    const wanted = await buildContact(deps, { accountId, number: '+12125550123' });
    const other = await buildContact(deps, { accountId, number: '+13125550124' });
    const changed = await call('PATCH', '/contact/change-gender', token, {
      selection: { filter: { search: '(212) 555-0123' } },
      gender: 'Female',
    });
    expect(changed.json()).toMatchObject({ affected: 1 });
    const rows = await deps.db.select().from(contacts).where(eq(contacts.accountId, accountId));
    expect(rows.find((r) => r.id === wanted.id)?.gender).toBe('Female');
    expect(rows.find((r) => r.id === other.id)?.gender).toBe('Unassigned');
  });

  it('still finds a number stored as written before numbers were checked', async () => {
    const { token, accountId } = await setup();
    const old = await buildContact(deps, { accountId, number: '555-0100 (home)' });
    const response = await call(
      'GET',
      `/contact/list?search=${encodeURIComponent('555-0100')}`,
      token,
    );
    expect(response.json().data.map((c: { id: number }) => c.id)).toEqual([old.id]);
  });
});

describe('normalizeStoredPhones', () => {
  it('rewrites stored numbers that parse, in batches, leaves and reports the others, and can run again', async () => {
    const us = await setup();
    const gb = await setup();
    await updateAccount(deps.db, gb.accountId, { phoneCountryCode: 'GB' });
    const local = await buildContact(deps, { accountId: us.accountId, number: '(212) 555-0101' });
    const spaced = await buildContact(deps, { accountId: us.accountId, number: '+1 312 555 0102' });
    const london = await buildContact(deps, { accountId: gb.accountId, number: '020 7946 0103' });
    const junk = await buildContact(deps, { accountId: us.accountId, number: '555-CALL-NOW' });
    const done = await buildContact(deps, { accountId: us.accountId, number: '+12125550104' });
    const batches: number[] = [];
    const report = await normalizeStoredPhones(deps.db, {
      batchSize: 2,
      onBatch: (r) => batches.push(r.normalized),
    });
    const mine = new Set([local.id, spaced.id, london.id, junk.id, done.id]);
    expect(report.unparsed.filter((r) => mine.has(r.id))).toEqual([
      { id: junk.id, accountId: us.accountId, number: '555-CALL-NOW' },
    ]);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    const numberOf = async (id: number) =>
      (await deps.db.select().from(contacts).where(eq(contacts.id, id)))[0]?.number;
    expect(await numberOf(local.id)).toBe('+12125550101');
    expect(await numberOf(spaced.id)).toBe('+13125550102');
    expect(await numberOf(london.id)).toBe('+442079460103');
    expect(await numberOf(junk.id)).toBe('555-CALL-NOW');
    expect(await numberOf(done.id)).toBe('+12125550104');
    // A second run finds only what it could not read.
    const again = await normalizeStoredPhones(deps.db);
    expect(again.normalized).toBe(0);
    expect(again.unparsed.map((r) => r.id)).toContain(junk.id);
    expect(again.unparsed.map((r) => r.id)).not.toContain(local.id);
  });
});
