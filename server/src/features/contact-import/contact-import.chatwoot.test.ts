import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOrganization, tokenFor } from '../../test/factories';
import { createTestApp } from '../../test/server';
import { contacts } from '../contacts/contacts.tables';
import { importFile } from './contact-import.testing';

// Chatwoot's own contact-import fixtures (fixtures/chatwoot/README.md): what its import spec
// expects of them, Coachline must do too, except where Coachline checks more: a phone number
// must be one that can be dialled (libphonenumber), where Chatwoot takes any "+digits".

const peers = new URL('./fixtures/chatwoot/', import.meta.url);

const { app, deps } = await createTestApp();

async function importPeer(name: string) {
  const organization = await buildOrganization(deps);
  const token = await tokenFor(deps, organization.owner.id);
  const result = await importFile(app, token, name, readFileSync(new URL(name, peers)));
  const rows = await deps.db
    .select()
    .from(contacts)
    .where(eq(contacts.accountId, organization.account.id))
    .orderBy(asc(contacts.importRow));
  return { ...result, rows };
}

describe('Chatwoot peer fixtures', () => {
  it('contacts.csv: all 25 rows become contacts; unknown columns are ignored, other genders Unassigned', async () => {
    const { mapped, log, rows } = await importPeer('contacts.csv');
    expect(mapped.mapping).toEqual({
      id: null,
      first_name: 'first_name',
      last_name: 'last_name',
      email: 'email',
      gender: 'gender',
      ip_address: null,
      identifier: null,
    });
    expect(log).toMatchObject({
      status: 'completed',
      total_count: 25,
      count: 25,
      imported_count: 25,
      failed_count: 0,
    });
    expect(rows).toHaveLength(25);
    expect(rows[0]).toMatchObject({
      firstName: 'Clarice',
      lastName: 'Uzzell',
      email: 'cuzzell0@mozilla.org',
      gender: 'Unassigned',
    });
    expect(rows[4]).toMatchObject({ lastName: "O'Lunney" });
    expect(rows[10]).toMatchObject({ firstName: 'Jillian', gender: 'Female' });
    expect(rows[24]).toMatchObject({ firstName: 'Adrienne', gender: 'Male' });
  });

  it('invalid_contacts.csv: row 3 (its email repeats row 1, its number is a digit short) fails with its row number; the other 24 import', async () => {
    const { log, rows } = await importPeer('invalid_contacts.csv');
    expect(log).toMatchObject({
      status: 'completed',
      total_count: 25,
      count: 25,
      imported_count: 24,
      failed_count: 1,
    });
    expect(log.errors).toEqual([
      { row: 3, message: 'The phone number “+91848484848” is not valid.' },
    ]);
    expect(rows).toHaveLength(24);
    expect(rows.map((r) => r.importRow)).not.toContain(3);
    expect(rows[0]).toMatchObject({ email: 'cuzzell0@mozilla.org', number: '+918484848484' });
    expect(rows[1]).toMatchObject({ email: 'mcreegan1@cornell.edu', number: '+918484848485' });
  });

  it('with_emoji.csv: the row fails on its number, which no country has, and says so', async () => {
    const { mapped, log, rows } = await importPeer('with_emoji.csv');
    expect(mapped.mapping).toEqual({ phone_number: 'number', name: 'first_name' });
    expect(log).toMatchObject({ status: 'completed', imported_count: 0, failed_count: 1 });
    expect(log.errors).toEqual([{ row: 1, message: 'The phone number “+123456” is not valid.' }]);
    expect(rows).toEqual([]);
  });
});
