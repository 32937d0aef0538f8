import { realtimeEvents } from '@coachline/contract/api';
import type { ImportLog, MapCsvFieldResponse } from '@coachline/contract/contact-import';
import { parse } from 'csv-parse/sync';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildOrganization, buildStaff, tokenFor } from '../../test/factories';
import { createTestApp, recordRealtime } from '../../test/server';
import { storedNames } from '../../test/storage';
import { memberships } from '../accounts/accounts.tables';
import { contactLifecycle, contacts, customFields } from '../contacts/contacts.tables';
import { contactTags, tags } from '../tags/tags.tables';
import { fixture, importFile, importLog, startImport, upload } from './contact-import.testing';

const { app, deps } = await createTestApp();

async function owner() {
  const organization = await buildOrganization(deps, { locations: ['Second Studio'] });
  return { ...organization, token: await tokenFor(deps, organization.owner.id) };
}

const contactsOf = (accountId: number) =>
  deps.db
    .select()
    .from(contacts)
    .where(eq(contacts.accountId, accountId))
    .orderBy(asc(contacts.id));

async function tagNamesOf(contactId: number) {
  const rows = await deps.db
    .select({ name: tags.name })
    .from(contactTags)
    .innerJoin(tags, eq(tags.id, contactTags.tagId))
    .where(eq(contactTags.contactId, contactId));
  return rows.map((r) => r.name).sort();
}

async function addContact(accountId: number, values: Partial<typeof contacts.$inferInsert>) {
  const [row] = await deps.db
    .insert(contacts)
    .values({ accountId, status: 'client', firstName: 'Existing', ...values })
    .returning();
  return row!;
}

const expectCounts = (log: ImportLog, counts: Partial<ImportLog>) =>
  expect(log).toMatchObject(counts);

describe('POST /api/v3/contact/map-csv-field', () => {
  it('stores the file and answers its columns, a suggested mapping, the row count and a preview', async () => {
    const { token, account } = await owner();
    await deps.db
      .insert(customFields)
      .values({ accountId: account.id, name: 'Shirt Size', key: 'shirt_size' });
    const response = await upload(app, token, 'fields.csv', fixture('fields.csv'));
    expect(response.statusCode).toBe(200);
    const body = response.json() as MapCsvFieldResponse;
    expect(body).toMatchObject({
      status: 1,
      headers: [
        'Email',
        'Gender',
        'Birthday',
        'Temperature',
        'Status',
        'Source',
        'Member ID',
        'Shirt Size',
      ],
      mapping: {
        Email: 'email',
        Gender: 'gender',
        Birthday: 'birthday',
        Temperature: 'temperature',
        Status: 'status',
        Source: 'source',
        'Member ID': 'member_id',
        'Shirt Size': 'custom:shirt_size',
      },
      total_rows: 4,
    });
    expect(body.preview).toHaveLength(4);
    expect(body.preview[0]).toMatchObject({ Email: 'f1@example.test', 'Shirt Size': 'L' });
    const files = await storedNames(deps.storage, `imports/${account.id}/`);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.csv$/);
  });

  it('strips a UTF-8 byte order mark from the first column name', async () => {
    const { token } = await owner();
    const body = (
      await upload(app, token, 'bom.csv', fixture('bom.csv'))
    ).json() as MapCsvFieldResponse;
    expect(body.headers).toEqual(['First Name', 'Last Name', 'Email']);
    expect(body.mapping).toEqual({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      Email: 'email',
    });
  });

  it('reads semicolon-separated files', async () => {
    const { token } = await owner();
    const body = (
      await upload(app, token, 'semicolon.csv', fixture('semicolon.csv'))
    ).json() as MapCsvFieldResponse;
    expect(body.headers).toEqual(['First Name', 'Last Name', 'Email', 'Phone']);
    expect(body.preview[0]).toEqual({
      'First Name': 'Jürgen',
      'Last Name': 'Müller',
      Email: 'j@example.test',
      Phone: '+49 30 123456',
    });
  });

  it.each([
    ['empty.csv', Buffer.alloc(0), 'The file is empty.'],
    ['blank.csv', '\n\n  \n', 'The file is empty.'],
    ['header-only.csv', 'Email,Phone\n', 'The file has column names but no rows to import.'],
    ['headerless.csv', fixture('headerless.csv'), 'it looks like data: “ada@example.test”'],
    [
      'photo.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      'Please upload a CSV or Excel (.xlsx, .xls) file.',
    ],
    ['report.pdf', '%PDF-1.4\nsome text\n', 'Please upload a CSV or Excel (.xlsx, .xls) file.'],
    [
      'broken.xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      'The file could not be read: the Excel 97-2003 workbook is damaged or protected',
    ],
    ['broken.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'The file could not be read'],
  ])('refuses %s with 422 errors.file', async (name, content, message) => {
    const { token, account } = await owner();
    const response = await upload(app, token, name, content);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toContain(message);
    // Nothing is kept of a refused upload.
    const files = await storedNames(deps.storage, `imports/${account.id}/`);
    expect(files).toEqual([]);
  });

  it('answers 422 without a file part', async () => {
    const { token } = await owner();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/contact/map-csv-field',
      headers: bearer(token),
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toBeDefined();
  });

  it('is refused (403) to a company user, who may not create contacts', async () => {
    const { account } = await owner();
    const staff = await buildStaff(deps, account.id, {
      permissions: { 'contacts-center': { view: true, create: true } },
    });
    const response = await upload(
      app,
      await tokenFor(deps, staff.id),
      'bom.csv',
      fixture('bom.csv'),
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/v3/contact/import', () => {
  it('imports every row and reports the counts', async () => {
    const { token, account, owner: user } = await owner();
    const { log } = await importFile(app, token, 'bom.csv', fixture('bom.csv'));
    expectCounts(log, {
      status: 'completed',
      total_count: 1,
      count: 1,
      imported_count: 1,
      failed_count: 0,
      errors: [],
    });
    const [ada] = await contactsOf(account.id);
    expect(ada).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      status: 'lead',
      createdBy: user.id,
    });
    // Its lifecycle starts with its creation, by the importing user, in the status it got.
    expect(
      await deps.db
        .select({
          kind: contactLifecycle.kind,
          toValue: contactLifecycle.toValue,
          userId: contactLifecycle.userId,
        })
        .from(contactLifecycle)
        .where(eq(contactLifecycle.contactId, ada!.id)),
    ).toEqual([{ kind: 'created', toValue: 'lead', userId: user.id }]);
  });

  it('never crashes on invalid UTF-8: the bytes become replacement characters', async () => {
    const { token, account } = await owner();
    const { log } = await importFile(app, token, 'invalid-utf8.csv', fixture('invalid-utf8.csv'));
    expectCounts(log, { status: 'completed', imported_count: 2 });
    const rows = await contactsOf(account.id);
    expect(rows.map((r) => [r.firstName, r.lastName])).toEqual([
      ['Jos\ufffd', 'Garc\ufffda'],
      ['Ana', '\ufffd\ufffd Lima'],
    ]);
  });

  it('keeps emoji in names and tags', async () => {
    const { token, account } = await owner();
    const { log } = await importFile(app, token, 'emoji.csv', fixture('emoji.csv'));
    expectCounts(log, { status: 'completed', imported_count: 1 });
    const [zoe] = await contactsOf(account.id);
    expect(`${zoe!.firstName} ${zoe!.lastName}`).toBe('Zoë 🌟 Star');
    expect(await tagNamesOf(zoe!.id)).toEqual(['VIP', '🔥 Hot Lead']);
  });

  it('fails a malformed CSV whole, with the reason, and imports nothing', async () => {
    const { token, account } = await owner();
    const { log } = await importFile(app, token, 'malformed.csv', fixture('malformed.csv'));
    expect(log.status).toBe('failed');
    expect(log.reason).toMatch(
      /^The file could not be read: .*Quote Not Closed.*Nothing was imported/,
    );
    expect(log.imported_count).toBe(0);
    expect(await contactsOf(account.id)).toEqual([]);
  });

  it('updates a contact matched by email with duplicate_policy update', async () => {
    const { token, account } = await owner();
    const ada = await addContact(account.id, {
      email: 'Ada@Example.test',
      firstName: 'Old',
      lastName: 'Name',
      number: '+12125550001',
    });
    const { log } = await importFile(app, token, 'duplicates.csv', fixture('duplicates.csv'));
    expectCounts(log, {
      status: 'completed',
      count: 2,
      imported_count: 1,
      updated_count: 1,
      failed_count: 0,
    });
    const rows = await contactsOf(account.id);
    expect(rows).toHaveLength(2);
    // What the row says changes; what it leaves blank (last name, phone, status) stays.
    expect(rows[0]).toMatchObject({
      id: ada.id,
      firstName: 'Ada',
      lastName: 'Name',
      number: '+12125550001',
      temperature: 'hot',
      status: 'client',
    });
    expect(await tagNamesOf(ada.id)).toEqual(['Returning']);
  });

  it('leaves a matched contact alone with duplicate_policy skip', async () => {
    const { token, account } = await owner();
    const ada = await addContact(account.id, { email: 'ada@example.test', firstName: 'Old' });
    const { log } = await importFile(app, token, 'duplicates.csv', fixture('duplicates.csv'), {
      duplicate_policy: 'skip',
    });
    expectCounts(log, {
      status: 'completed',
      count: 2,
      imported_count: 1,
      updated_count: 0,
      failed_count: 0,
    });
    const rows = await contactsOf(account.id);
    expect(rows[0]).toMatchObject({ id: ada.id, firstName: 'Old', temperature: null });
    expect(await tagNamesOf(ada.id)).toEqual([]);
  });

  it('fails a row whose email and phone match two different contacts', async () => {
    const { token, account } = await owner();
    const byEmail = await addContact(account.id, { email: 'ada@example.test' });
    // Stored in E.164, written in the file as a local number: matched all the same.
    const byPhone = await addContact(account.id, { number: '+12125550111' });
    const { log } = await importFile(app, token, 'two-contacts.csv', fixture('two-contacts.csv'));
    expectCounts(log, {
      status: 'completed',
      count: 2,
      imported_count: 1,
      updated_count: 0,
      failed_count: 1,
    });
    expect(log.errors).toEqual([
      {
        row: 1,
        message: `The row matches 2 existing contacts (#${byEmail.id}, #${byPhone.id}) by email or phone number; merge them or correct the row.`,
      },
    ]);
  });

  it('fails rows repeating an email or phone number of an earlier row, naming both rows', async () => {
    const { token, account } = await owner();
    const { log } = await importFile(app, token, 'repeated.csv', fixture('repeated.csv'));
    expectCounts(log, {
      status: 'completed',
      total_count: 5,
      count: 5,
      imported_count: 3,
      failed_count: 2,
    });
    expect(log.errors).toEqual([
      { row: 3, message: 'The email “a@example.test” repeats row 1.' },
      { row: 4, message: 'The phone number “(212) 555 0122” repeats row 2.' },
    ]);
    expect((await contactsOf(account.id)).map((c) => c.email)).toEqual([
      'a@example.test',
      'b@example.test',
      'd@example.test',
    ]);
  });

  it('fails a row with neither email nor phone, never dropping it silently', async () => {
    const { token } = await owner();
    const { log } = await importFile(
      app,
      token,
      'missing-contact.csv',
      fixture('missing-contact.csv'),
    );
    expectCounts(log, { count: 2, imported_count: 1, failed_count: 1 });
    expect(log.errors).toEqual([
      { row: 1, message: 'The row has no email and no phone number: one of them is needed.' },
    ]);
  });

  it('fails a row with an invalid email', async () => {
    const { token, account } = await owner();
    const { log } = await importFile(app, token, 'invalid-email.csv', fixture('invalid-email.csv'));
    expectCounts(log, { count: 2, imported_count: 1, failed_count: 1 });
    expect(log.errors).toEqual([
      { row: 1, message: 'The email “not-an-email” is not a valid email address.' },
    ]);
    expect((await contactsOf(account.id)).map((c) => [c.firstName, c.lastName])).toEqual([
      ['Good', 'Email'],
    ]);
  });

  it('creates the tags of a tags column (System tags, one per name in any case) and applies the chosen tags to all', async () => {
    const { token, account } = await owner();
    await deps.db.insert(tags).values({ accountId: account.id, name: 'yoga', tagType: 2 });
    const { log } = await importFile(app, token, 'tags.csv', fixture('tags.csv'), {
      tags: ['Imported'],
    });
    expectCounts(log, { imported_count: 3 });
    const [a, b, c] = await contactsOf(account.id);
    expect(await tagNamesOf(a!.id)).toEqual(['Imported', 'VIP', 'yoga']);
    expect(await tagNamesOf(b!.id)).toEqual(['Imported', 'VIP']);
    expect(await tagNamesOf(c!.id)).toEqual(['Imported']);
    const all = await deps.db
      .select()
      .from(tags)
      .where(eq(tags.accountId, account.id))
      .orderBy(asc(tags.id));
    expect(all.map((t) => [t.name, t.tagType])).toEqual([
      ['yoga', 2],
      ['Imported', 1],
      ['VIP', 1],
    ]);
  });

  it('maps gender, birthday, temperature, status, source, member ID and custom fields', async () => {
    const { token, account } = await owner();
    await deps.db
      .insert(customFields)
      .values({ accountId: account.id, name: 'Shirt Size', key: 'shirt_size' });
    const { log } = await importFile(app, token, 'fields.csv', fixture('fields.csv'), {
      status: 'trial',
    });
    expectCounts(log, { count: 4, imported_count: 3, failed_count: 1 });
    expect(log.errors).toEqual([
      {
        row: 4,
        message: 'The birthday “31/12/1985” is not a date (use YYYY-MM-DD or MM/DD/YYYY).',
      },
    ]);
    const rows = await contactsOf(account.id);
    expect(
      rows.map((r) => [
        r.email,
        r.gender,
        r.birthday,
        r.temperature,
        r.status,
        r.source,
        r.memberId,
        r.customFields,
      ]),
    ).toEqual([
      [
        'f1@example.test',
        'Female',
        '1990-02-28',
        'warm',
        'client',
        'Facebook Ads',
        'M-1',
        { shirt_size: 'L' },
      ],
      ['f2@example.test', 'Unassigned', '1992-02-29', null, 'trial', 'Other', null, {}],
      ['f3@example.test', 'Male', '1985-12-31', null, 'trial', null, null, { shirt_size: 'XL' }],
    ]);
  });

  it('reads the first sheet of an XLSX workbook: rich text, links, numbers, dates and formulas', async () => {
    const { token, account } = await owner();
    const { mapped, log } = await importFile(app, token, 'contacts.xlsx', fixture('contacts.xlsx'));
    expect(mapped.mapping).toEqual({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      'E-mail': 'email',
      Mobile: 'number',
      Birthday: 'birthday',
      Tags: 'tags',
    });
    expect(mapped.total_rows).toBe(3);
    expectCounts(log, { status: 'completed', count: 3, imported_count: 3, failed_count: 0 });
    const rows = await contactsOf(account.id);
    expect(rows.map((r) => [r.firstName, r.lastName, r.email, r.number, r.birthday])).toEqual([
      ['Grace B.', 'Hopper', 'grace@example.test', '+12125550123', '1906-12-09'],
      ['Alan', 'Turing', 'alan@example.test', '+442079460000', '1912-06-23'],
      ['Émile', 'ZOLA', 'emile@example.test', null, null],
    ]);
    expect(await tagNamesOf(rows[0]!.id)).toEqual(['Navy', 'Pioneers']);
  });

  it('publishes progress to the importing user, ending with count equal to the total', async () => {
    const { token, owner: user } = await owner();
    const { events, stop } = recordRealtime(deps);
    try {
      const { mapped } = await importFile(app, token, 'repeated.csv', fixture('repeated.csv'));
      expect(events.at(-1)).toEqual({
        userId: user.id,
        event: realtimeEvents.importProgress,
        payload: {
          user_id: user.id,
          import_id: mapped.import_id,
          count: 5,
          total_count: 5,
          status: 'completed',
        },
      });
    } finally {
      stop();
    }
  });

  it('answers 422 with limit_exceed when the rows would pass the plan limit, and imports nothing', async () => {
    const { token, account, locations } = await owner();
    await deps.db
      .update(memberships)
      .set({ contactsSpace: 6 })
      .where(eq(memberships.accountId, account.id));
    // Contacts of every location count against the organization's space.
    await addContact(locations[0]!.id, { email: 'elsewhere@example.test' });
    await addContact(account.id, { email: 'here@example.test' });
    const uploaded = (
      await upload(app, token, 'repeated.csv', fixture('repeated.csv'))
    ).json() as MapCsvFieldResponse;
    const response = await startImport(app, token, uploaded.import_id, {
      mapping: uploaded.mapping,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ limit_exceed: true });
    expect(response.json().message).toContain("plan's limit of 6 contacts (2 used)");
    expect(await contactsOf(account.id)).toHaveLength(1);
  });

  it('validates the mapping and the status', async () => {
    const { token } = await owner();
    const uploaded = (
      await upload(app, token, 'fields.csv', fixture('fields.csv'))
    ).json() as MapCsvFieldResponse;
    const cases: [object, string][] = [
      [{ mapping: { Gender: 'gender' } }, 'mapping'],
      [{ mapping: { Email: 'email', Nope: 'first_name' } }, 'mapping.Nope'],
      [{ mapping: { Email: 'email', Gender: 'shoe_size' } }, 'mapping.Gender'],
      [{ mapping: { Email: 'email', Gender: 'custom:missing' } }, 'mapping.Gender'],
      [{ mapping: { Email: 'email', Status: 'email' } }, 'mapping.Status'],
      [{ mapping: { Email: 'email' }, status: 'not-a-tab' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const response = await startImport(app, token, uploaded.import_id, body);
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });

  it('runs an upload only once', async () => {
    const { token } = await owner();
    const { mapped } = await importFile(app, token, 'bom.csv', fixture('bom.csv'));
    const again = await startImport(app, token, mapped.import_id, { mapping: mapped.mapping });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.import_id).toBeDefined();
  });

  it('imports into the accessed location', async () => {
    const { owner: user, locations } = await owner();
    const token = await tokenFor(deps, user.id, locations[0]!.id);
    const { log } = await importFile(app, token, 'bom.csv', fixture('bom.csv'));
    expect(log.imported_count).toBe(1);
    expect(await contactsOf(locations[0]!.id)).toHaveLength(1);
  });
});

describe('import log', () => {
  it('lists the location’s imports newest first, and deletes an entry', async () => {
    const { token } = await owner();
    const first = await importFile(app, token, 'bom.csv', fixture('bom.csv'));
    const second = await importFile(app, token, 'tags.csv', fixture('tags.csv'));
    // An upload never imported is not part of the log.
    await upload(app, token, 'emoji.csv', fixture('emoji.csv'));
    const list = await app.inject({
      method: 'GET',
      url: '/api/v3/contact/import-log',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((l: ImportLog) => [l.id, l.file_name])).toEqual([
      [second.mapped.import_id, 'tags.csv'],
      [first.mapped.import_id, 'bom.csv'],
    ]);

    const deleted = await app.inject({
      method: 'POST',
      url: '/api/v3/contact/delete-csv-import-log',
      headers: bearer(token),
      payload: { id: first.mapped.import_id },
    });
    expect(deleted.json()).toEqual({ status: 1 });
    const after = await app.inject({
      method: 'GET',
      url: '/api/v3/contact/import-log',
      headers: bearer(token),
    });
    expect(after.json().data.map((l: ImportLog) => l.id)).toEqual([second.mapped.import_id]);
  });

  it('downloads the failed rows as CSV: original columns, then row and error, ready to fix and re-import', async () => {
    const { token } = await owner();
    const { mapped } = await importFile(app, token, 'repeated.csv', fixture('repeated.csv'));
    const response = await app.inject({
      method: 'GET',
      url: `/api/v3/contact/import-log/${mapped.import_id}/failed-rows`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="repeated-failed-rows.csv"',
    );
    expect(parse(response.body)).toEqual([
      ['Email', 'Phone', 'row', 'error'],
      ['A@Example.test', '', '3', 'The email “a@example.test” repeats row 1.'],
      ['c@example.test', '(212) 555 0122', '4', 'The phone number “(212) 555 0122” repeats row 2.'],
    ]);
    // The downloaded file goes straight back in.
    const fixed = response.body
      .replace('A@Example.test', 'e@example.test')
      .replace('(212) 555 0122', '212 555 0199');
    const again = await importFile(app, token, 'fixed.csv', fixed);
    expect(again.mapped.mapping).toEqual({
      Email: 'email',
      Phone: 'number',
      row: null,
      error: null,
    });
    expectCounts(again.log, { imported_count: 2, failed_count: 0 });
  });
});

describe('another tenant', () => {
  it('answers 404 for another organization’s import, in every call', async () => {
    const mine = await owner();
    const theirs = await owner();
    const { mapped } = await importFile(app, theirs.token, 'repeated.csv', fixture('repeated.csv'));
    const uploaded = (
      await upload(app, theirs.token, 'bom.csv', fixture('bom.csv'))
    ).json() as MapCsvFieldResponse;

    const failed = await app.inject({
      method: 'GET',
      url: `/api/v3/contact/import-log/${mapped.import_id}/failed-rows`,
      headers: bearer(mine.token),
    });
    expect(failed.statusCode).toBe(404);
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/v3/contact/delete-csv-import-log',
      headers: bearer(mine.token),
      payload: { id: mapped.import_id },
    });
    expect(deleted.statusCode).toBe(404);
    const started = await startImport(app, mine.token, uploaded.import_id, {
      mapping: uploaded.mapping,
    });
    expect(started.statusCode).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v3/contact/import-log',
      headers: bearer(mine.token),
    });
    expect(list.json().data).toEqual([]);
    // Nothing changed on their side.
    expect((await importLog(app, theirs.token, mapped.import_id)).status).toBe('completed');
    const [theirUpload] = await deps.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.accountId, mine.account.id)));
    expect(theirUpload).toBeUndefined();
  });
});
