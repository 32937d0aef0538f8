import type { ImportLog } from '@coachline/contract/contact-import';
import { write } from '@e965/xlsx';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  buildContact,
  buildOrganization,
  buildStaff,
  buildTag,
  tokenFor,
} from '../../test/factories';
import { createTestApp } from '../../test/server';
import { resolveContext } from '../auth/auth.service';
import { contactLifecycle, contacts, customFields } from '../contacts/contacts.tables';
import { contactTags, tags } from '../tags/tags.tables';
import { contactImportChanges, contactImports } from './contact-import.tables';
import { importFile, importLog, startImport, upload } from './contact-import.testing';
import { undoImport } from './contact-import.undo';

// The duplicate choices, the result lists, the undo, the kept upload, a malformed CSV and .xls.

const { app, deps } = await createTestApp();

async function owner() {
  const organization = await buildOrganization(deps, { locations: ['Second Studio'] });
  return { ...organization, token: await tokenFor(deps, organization.owner.id) };
}

const contactOf = async (id: number) =>
  (await deps.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;

const liveContactsOf = (accountId: number) =>
  deps.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), isNull(contacts.deletedAt)))
    .orderBy(asc(contacts.id));

async function tagNamesOf(contactId: number) {
  const rows = await deps.db
    .select({ name: tags.name })
    .from(contactTags)
    .innerJoin(tags, eq(tags.id, contactTags.tagId))
    .where(eq(contactTags.contactId, contactId));
  return rows.map((r) => r.name).sort();
}

const undo = (token: string, importId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/v3/contact/import-log/${importId}/undo`,
    headers: bearer(token),
  });

const importedList = (token: string, importId: number, kind: 'created' | 'updated') =>
  app.inject({
    method: 'GET',
    url: `/api/v3/contact/import-log/${importId}/contacts?kind=${kind}`,
    headers: bearer(token),
  });

// Ada matches an existing contact by email; Bea is new.
const matching = [
  'First Name,Last Name,Email,Phone,Temperature,Shirt Size,Tags',
  'Ada,Lovelace,ada@example.test,+12125550111,hot,M,"Returning, VIP"',
  'Bea,Newcomer,bea@example.test,,cold,S,VIP',
].join('\n');

async function withAda() {
  const organization = await owner();
  const { account } = organization;
  await deps.db
    .insert(customFields)
    .values({ accountId: account.id, name: 'Shirt Size', key: 'shirt_size' });
  const vip = await buildTag(deps, { accountId: account.id, name: 'VIP' });
  const ada = await buildContact(deps, {
    accountId: account.id,
    firstName: 'Ada',
    lastName: '',
    email: 'ada@example.test',
    number: null,
    temperature: 'warm',
    customFields: { shirt_size: 'L' },
    tags: [vip.id],
  });
  return { ...organization, ada };
}

describe('a row that matches an existing contact', () => {
  it('refuses an import without a choice, with the field error', async () => {
    const { token } = await withAda();
    const uploaded = (await upload(app, token, 'm.csv', matching)).json();
    const response = await startImport(app, token, uploaded.import_id, {
      mapping: uploaded.mapping,
      duplicate_policy: undefined,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.duplicate_policy).toEqual([
      'Choose what happens to a row that matches an existing contact.',
    ]);
  });

  it('skip: leaves the contact as it was and counts it as processed only', async () => {
    const { token, ada } = await withAda();
    const { log } = await importFile(app, token, 'm.csv', matching, { duplicate_policy: 'skip' });
    expect(log).toMatchObject({ imported_count: 1, updated_count: 0, duplicate_policy: 'skip' });
    expect(await contactOf(ada.id)).toMatchObject({
      lastName: '',
      number: null,
      temperature: 'warm',
      customFields: { shirt_size: 'L' },
    });
    expect(await tagNamesOf(ada.id)).toEqual(['VIP']);
  });

  it('fill_empty: fills only the empty fields and keeps every value the contact had', async () => {
    const { token, ada } = await withAda();
    const { log } = await importFile(app, token, 'm.csv', matching, {
      duplicate_policy: 'fill_empty',
    });
    expect(log).toMatchObject({ imported_count: 1, updated_count: 1 });
    expect(await contactOf(ada.id)).toMatchObject({
      lastName: 'Lovelace',
      number: '+12125550111',
      temperature: 'warm',
      customFields: { shirt_size: 'L' },
    });
    expect(await tagNamesOf(ada.id)).toEqual(['Returning', 'VIP']);
  });

  it('fill_empty: a matching row with nothing to fill changes nothing and is not counted as updated', async () => {
    const { token, ada } = await withAda();
    const { log } = await importFile(
      app,
      token,
      'same.csv',
      'First Name,Email,Temperature\nZed,ada@example.test,hot\n',
      { duplicate_policy: 'fill_empty' },
    );
    expect(log).toMatchObject({ count: 1, imported_count: 0, updated_count: 0 });
    expect(await contactOf(ada.id)).toMatchObject({ firstName: 'Ada', temperature: 'warm' });
  });

  it('update: overwrites the fields the row has and keeps the ones it leaves blank', async () => {
    const { token, ada } = await withAda();
    await importFile(app, token, 'm.csv', matching, { duplicate_policy: 'update' });
    expect(await contactOf(ada.id)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      temperature: 'hot',
      customFields: { shirt_size: 'M' },
    });
  });
});

describe('the result of an import', () => {
  it('lists the created and the updated contacts, in file order, for the profiles', async () => {
    const { token, ada } = await withAda();
    const { log } = await importFile(app, token, 'm.csv', matching);
    const created = await importedList(token, log.id, 'created');
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      total: 1,
      data: [{ first_name: 'Bea', last_name: 'Newcomer', email: 'bea@example.test', live: true }],
    });
    const updated = (await importedList(token, log.id, 'updated')).json();
    expect(updated).toMatchObject({ total: 1, data: [{ id: ada.id, first_name: 'Ada' }] });
  });

  it('answers 404 for an import of another location', async () => {
    const { token } = await withAda();
    const theirs = await owner();
    const { log } = await importFile(app, theirs.token, 'm.csv', matching);
    expect((await importedList(token, log.id, 'created')).statusCode).toBe(404);
    expect((await undo(token, log.id)).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v3/contact/import-log/${log.id}/file`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);
    expect(await liveContactsOf(theirs.account.id)).toHaveLength(2);
  });
});

describe('POST /api/v3/contact/import-log/{importId}/undo', () => {
  it('deletes the created contacts and gives the updated ones their values and tags back', async () => {
    const { token, account, ada } = await withAda();
    const before = await contactOf(ada.id);
    const { log } = await importFile(app, token, 'm.csv', matching);
    expect(log.undo_until).not.toBeNull();

    const response = await undo(token, log.id);
    expect(response.statusCode).toBe(200);
    const undone = response.json().data as ImportLog;
    expect(undone).toMatchObject({ undo_status: 'undone', undo_until: null });
    expect(undone.undone_at).not.toBeNull();

    const after = await contactOf(ada.id);
    for (const field of [
      'firstName',
      'lastName',
      'email',
      'number',
      'status',
      'source',
      'gender',
      'birthday',
      'temperature',
      'memberId',
      'customFields',
    ] as const)
      expect(after[field]).toEqual(before[field]);
    expect(await tagNamesOf(ada.id)).toEqual(['VIP']);
    expect((await liveContactsOf(account.id)).map((c) => c.id)).toEqual([ada.id]);
    // The deletion is the contact's last lifecycle entry, as a delete by hand is.
    const [bea] = (await importedList(token, log.id, 'created')).json().data;
    expect(bea.live).toBe(false);
    const lifecycle = await deps.db
      .select()
      .from(contactLifecycle)
      .where(eq(contactLifecycle.contactId, bea.id));
    expect(lifecycle.map((e) => e.kind)).toContain('deleted');
  });

  it('keeps a value changed since the import, and refuses a second undo', async () => {
    const { token, ada } = await withAda();
    const { log } = await importFile(app, token, 'm.csv', matching);
    await deps.db.update(contacts).set({ temperature: 'cold' }).where(eq(contacts.id, ada.id));

    expect((await undo(token, log.id)).statusCode).toBe(200);
    expect(await contactOf(ada.id)).toMatchObject({
      temperature: 'cold',
      lastName: '',
      number: null,
      customFields: { shirt_size: 'L' },
    });
    const again = await undo(token, log.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.import_id).toEqual(['This import has already been undone.']);
  });

  it('is refused 7 days after the import ended', async () => {
    const { token } = await withAda();
    const { log } = await importFile(app, token, 'm.csv', matching);
    await deps.db
      .update(contactImports)
      .set({ finishedAt: new Date(Date.now() - 7 * 24 * 3600 * 1000 - 60_000) })
      .where(eq(contactImports.id, log.id));
    expect((await importLog(app, token, log.id)).undo_until).toBeNull();
    const response = await undo(token, log.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.import_id).toEqual([
      'An import can be undone for 7 days after it ends; this one is older.',
    ]);
  });

  it('needs the delete permission, and the update permission when the import changed contacts', async () => {
    const { account, token } = await withAda();
    const { log } = await importFile(app, token, 'm.csv', matching);
    const staffWith = async (rights: Record<string, boolean>) => {
      const staff = await buildStaff(deps, account.id, {
        permissions: { 'contacts-center': { view: true, ...rights } },
      });
      return tokenFor(deps, staff.id);
    };
    expect((await undo(await staffWith({ update: true }), log.id)).statusCode).toBe(403);
    expect((await undo(await staffWith({ delete: true }), log.id)).statusCode).toBe(403);
    expect((await importLog(app, token, log.id)).undo_status).toBeNull();
    const both = await undo(await staffWith({ update: true, delete: true }), log.id);
    expect(both.statusCode).toBe(200);
  });

  it('resumes an undo cut short by a crash, doing nothing twice', async () => {
    const organization = await withAda();
    const { token, account } = organization;
    const others = await Promise.all(
      [1, 2, 3].map((n) =>
        buildContact(deps, {
          accountId: account.id,
          email: `old${n}@example.test`,
          temperature: 'cold',
        }),
      ),
    );
    const csv = [
      'Email,Temperature',
      ...others.map((c) => `${c.email},hot`),
      ...[1, 2, 3, 4, 5].map((n) => `new${n}@example.test,warm`),
    ].join('\n');
    const { log } = await importFile(app, token, 'many.csv', csv);
    expect(log).toMatchObject({ imported_count: 5, updated_count: 3 });

    const crash = new Error('the process died');
    let batches = 0;
    const request = await requestContext(token);
    await expect(
      undoImport(deps, request, log.id, {
        batchSize: 2,
        afterBatch: () => {
          batches += 1;
          if (batches === 3) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    expect((await importLog(app, token, log.id)).undo_status).toBe('undoing');
    const changes = await deps.db
      .select()
      .from(contactImportChanges)
      .where(eq(contactImportChanges.importId, log.id));
    expect(changes.filter((c) => c.restored)).toHaveLength(3);

    expect((await undo(token, log.id)).statusCode).toBe(200);
    const live = await liveContactsOf(account.id);
    expect(live.map((c) => c.email).sort()).toEqual(
      ['ada@example.test', ...others.map((c) => c.email)].sort(),
    );
    expect(live.every((c) => c.email === 'ada@example.test' || c.temperature === 'cold')).toBe(
      true,
    );
    const deletions = await deps.db
      .select()
      .from(contactLifecycle)
      .where(and(eq(contactLifecycle.accountId, account.id), eq(contactLifecycle.kind, 'deleted')));
    expect(deletions).toHaveLength(5);
  });
});

/** The request context of a token, as the auth hook builds it. */
const requestContext = (token: string) =>
  resolveContext(deps, token, { accessedLocationId: undefined, companyAdminId: undefined });

describe('the uploaded file and unreadable files', () => {
  it('fails a CSV with a quote closed in the middle of a cell whole, naming the line, and keeps the file for download', async () => {
    const { token, account } = await owner();
    const csv = 'First Name,Email\nAda,ada@example.test\n"Smith"son,bob@example.test\n';
    const { log } = await importFile(app, token, 'broken.csv', csv);
    expect(log.status).toBe('failed');
    expect(log.reason).toBe(
      'The file could not be read: a quoted cell is closed in the middle at line 3 ("Smith"s…); put the whole cell in quotes and double the quotes inside it. Nothing was imported; fix the file and upload it again.',
    );
    expect(log.imported_count).toBe(0);
    expect(await liveContactsOf(account.id)).toEqual([]);
    expect(log.has_file).toBe(true);
    const file = await app.inject({
      method: 'GET',
      url: `/api/v3/contact/import-log/${log.id}/file`,
      headers: bearer(token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('broken.csv');
    expect(file.body).toBe(csv);
  });

  it('reads quotes inside unquoted cells and doubled quotes inside quoted ones as text', async () => {
    const { token, account } = await owner();
    const csv = 'First Name,Email\n5\'11" Al,al@example.test\n"Bo ""B"", Jr",bo@example.test\n';
    const { log } = await importFile(app, token, 'quotes.csv', csv);
    expect(log).toMatchObject({ status: 'completed', imported_count: 2 });
    expect((await liveContactsOf(account.id)).map((c) => c.firstName)).toEqual([
      '5\'11" Al',
      'Bo "B", Jr',
    ]);
  });

  it('imports an Excel 97-2003 (.xls) workbook, dates included', async () => {
    const { token, account } = await owner();
    const { utils } = await import('@e965/xlsx');
    const sheet = utils.aoa_to_sheet([
      ['First Name', 'Email', 'Phone', 'Birthday'],
      ['Ada', 'ada@example.test', '+12125550111', new Date(Date.UTC(1990, 4, 17))],
      ['Bea', 'bea@example.test', 12125550122, ''],
    ]);
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, 'Contacts');
    const xls = write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const { mapped, log } = await importFile(app, token, 'contacts.xls', xls);
    expect(mapped.mapping).toMatchObject({ Email: 'email', Phone: 'number', Birthday: 'birthday' });
    expect(log).toMatchObject({ status: 'completed', imported_count: 2, failed_count: 0 });
    expect(
      (await liveContactsOf(account.id)).map((c) => [c.firstName, c.number, c.birthday]),
    ).toEqual([
      ['Ada', '+12125550111', '1990-05-17'],
      ['Bea', '+12125550122', null],
    ]);
  });
});
