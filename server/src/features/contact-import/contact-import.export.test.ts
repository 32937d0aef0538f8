import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bearer, buildOrganization, buildStaff, tokenFor } from '../../test/factories';
import { createTestApp } from '../../test/server';
import { memberships, users } from '../accounts/accounts.tables';
import { contacts, customFields } from '../contacts/contacts.tables';
import { contactTags, tags } from '../tags/tags.tables';
import { csvCell } from './contact-import.csv';
import { exportColumnsFor } from './contact-import.export';
import { importFile } from './contact-import.testing';

const { app, deps } = await createTestApp();

async function owner() {
  const organization = await buildOrganization(deps);
  return { ...organization, token: await tokenFor(deps, organization.owner.id) };
}

type Seed = Partial<typeof contacts.$inferInsert> & { tags?: string[] };

async function seed(accountId: number, rows: Seed[]) {
  const ids: number[] = [];
  const tagIds = new Map<string, number>();
  for (const { tags: names = [], ...values } of rows) {
    const [contact] = await deps.db
      .insert(contacts)
      .values({ accountId, status: 'lead', ...values })
      .returning();
    ids.push(contact!.id);
    for (const name of names) {
      if (!tagIds.has(name)) {
        const [tag] = await deps.db.insert(tags).values({ accountId, name }).returning();
        tagIds.set(name, tag!.id);
      }
      await deps.db
        .insert(contactTags)
        .values({ accountId, contactId: contact!.id, tagId: tagIds.get(name)! });
    }
  }
  return ids;
}

const exportUrl = (query: string) => `/api/v3/contact/export?${query}`;

describe('GET /api/v3/contact/export', () => {
  it('streams the filtered list as CSV in the visible columns and the list order', async () => {
    const { token, account } = await owner();
    const [, , zed] = await seed(account.id, [
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        number: '+15550001',
        tags: ['VIP', 'Yoga'],
      },
      { firstName: 'Bob', lastName: 'Client', email: 'bob@example.test', status: 'client' },
      { firstName: 'Zed', lastName: 'Quote, "Comma"', email: 'zed@example.test', starred: true },
    ]);
    await deps.db
      .update(contacts)
      .set({ createdAt: new Date('2024-05-01T10:20:30Z') })
      .where(eq(contacts.id, zed!));
    const response = await app.inject({
      method: 'GET',
      url: exportUrl('status=lead&sort_by=first_name&sort_dir=desc'),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    const rows = parse(response.body) as string[][];
    expect(rows[0]).toEqual([
      'Photo',
      'Temperature',
      'Starred',
      'First Name',
      'Last Name',
      'Date Created',
      'Email',
      'Phone',
      'Status',
      'Last Action',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        '',
        '',
        'Yes',
        'Zed',
        'Quote, "Comma"',
        '2024-05-01 10:20:30',
        'zed@example.test',
        '',
        'Leads',
        '',
      ],
      [
        '',
        '',
        'No',
        'Ada',
        'Lovelace',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        'ada@example.test',
        '+15550001',
        'Leads',
        '',
      ],
    ]);
  });

  it('exports the selected ids only, with the tags column as a comma list when the user shows it', async () => {
    const { token, account, owner: user } = await owner();
    const [ada, , cy] = await seed(account.id, [
      { firstName: 'Ada', email: 'ada@example.test', tags: ['Yoga', 'VIP'] },
      { firstName: 'Bob', email: 'bob@example.test' },
      { firstName: 'Cy', email: 'cy@example.test' },
    ]);
    await deps.db
      .update(users)
      .set({
        contactPreferences: {
          photo: false,
          temperature: false,
          starred: false,
          date_created: false,
          last_action: false,
          status: false,
          tags: true,
        },
      })
      .where(eq(users.id, user.id));
    const response = await app.inject({
      method: 'GET',
      url: exportUrl(`ids=${ada},${cy}&sort_by=first_name&sort_dir=asc`),
      headers: bearer(token),
    });
    expect(parse(response.body)).toEqual([
      ['First Name', 'Last Name', 'Email', 'Phone', 'Tags'],
      ['Ada', '', 'ada@example.test', '', 'VIP, Yoga'],
      ['Cy', '', 'cy@example.test', '', ''],
    ]);
  });

  it('streams XLSX that reads back with the same rows', async () => {
    const { token, account } = await owner();
    await seed(account.id, [
      { firstName: 'Émile', lastName: 'Zola 🌟', email: 'emile@example.test', loginCount: 3 },
      { firstName: 'Ada', email: 'ada@example.test' },
    ]);
    const response = await app.inject({
      method: 'GET',
      url: exportUrl('export_method=xlsx&sort_by=first_name&sort_dir=asc'),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /filename="contacts-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(3);
    expect(values(1)).toEqual([
      'Photo',
      'Temperature',
      'Starred',
      'First Name',
      'Last Name',
      'Date Created',
      'Email',
      'Phone',
      'Status',
      'Last Action',
    ]);
    expect(values(2)[3]).toBe('Ada');
    expect([values(3)[3], values(3)[4], values(3)[6], values(3)[8]]).toEqual([
      'Émile',
      'Zola 🌟',
      'emile@example.test',
      'Leads',
    ]);
  });

  it('reads big lists batch by batch, in order, without repeating or losing a row', async () => {
    const { token, account } = await owner();
    await deps.db
      .update(memberships)
      .set({ contactsSpace: 50_000 })
      .where(eq(memberships.accountId, account.id));
    const { log } = await importFile(
      app,
      token,
      'many.csv',
      [
        'First Name,Email',
        ...Array.from(
          { length: 12_000 },
          (_, i) => `P${String(i).padStart(5, '0')},p${i}@example.test`,
        ),
      ].join('\n'),
    );
    expect(log.imported_count).toBe(12_000);
    const response = await app.inject({
      method: 'GET',
      url: exportUrl('sort_by=first_name&sort_dir=asc'),
      headers: bearer(token),
    });
    const rows = (parse(response.body) as string[][]).slice(1);
    expect(rows).toHaveLength(12_000);
    expect(rows.map((r) => r[3])).toEqual(
      Array.from({ length: 12_000 }, (_, i) => `P${String(i).padStart(5, '0')}`),
    );
  });

  it('never exports another tenant’s contacts, even by id', async () => {
    const mine = await owner();
    const theirs = await owner();
    const [foreign] = await seed(theirs.account.id, [
      { firstName: 'Secret', email: 'secret@example.test' },
    ]);
    const byIds = await app.inject({
      method: 'GET',
      url: exportUrl(`ids=${foreign}`),
      headers: bearer(mine.token),
    });
    // Ids none of which is a contact here name nothing: 404, as a single foreign id would.
    expect(byIds.statusCode).toBe(404);
    expect(byIds.body).not.toContain('secret@example.test');
    const [own] = await seed(mine.account.id, [{ firstName: 'Own', email: 'own@example.test' }]);
    const mixed = await app.inject({
      method: 'GET',
      url: exportUrl(`ids=${own},${foreign}`),
      headers: bearer(mine.token),
    });
    expect(parse(mixed.body)).toHaveLength(2);
    expect(mixed.body).toContain('own@example.test');
    expect(mixed.body).not.toContain('secret@example.test');
    const all = await app.inject({
      method: 'GET',
      url: exportUrl(''),
      headers: bearer(mine.token),
    });
    expect(all.body).not.toContain('secret@example.test');
  });

  it('needs the view permission on contacts-center', async () => {
    const { account } = await owner();
    const staff = await buildStaff(deps, account.id, { permissions: {} });
    const response = await app.inject({
      method: 'GET',
      url: exportUrl(''),
      headers: bearer(await tokenFor(deps, staff.id)),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('export helpers', () => {
  it('quotes CSV cells only where needed and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+15551234')).toBe('+15551234');
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('+1 (555) 010-0199')).toBe('+1 (555) 010-0199');
    expect(csvCell(-2.5)).toBe('-2.5');
    expect(csvCell(null)).toBe('');
  });

  it('defuses formulas that start like a number', () => {
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('+1+HYPERLINK("http://evil")')).toBe(`"'+1+HYPERLINK(""http://evil"")"`);
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('+')).toBe("'+");
  });

  it('uses the defaults for columns the user never chose, and never an empty set', () => {
    expect(exportColumnsFor(null)).toEqual([
      'photo',
      'temperature',
      'starred',
      'first_name',
      'last_name',
      'date_created',
      'email',
      'number',
      'status',
      'last_action',
    ]);
    expect(exportColumnsFor({ photo: false, last_chat: true })).toContain('last_chat');
    const none = Object.fromEntries(exportColumnsFor(null).map((c) => [c, false]));
    expect(exportColumnsFor(none)).toEqual(exportColumnsFor(null));
  });
});

describe('an export of all fields, imported into a fresh location', () => {
  it.each(['csv', 'xlsx'] as const)(
    'reproduces every field, tag, custom field and member ID of the contacts (%s)',
    async (method) => {
      const source = await buildOrganization(deps);
      const target = await buildOrganization(deps);
      for (const { account } of [source, target]) {
        await deps.db.insert(customFields).values([
          { accountId: account.id, name: 'Shirt Size', key: 'shirt_size' },
          { accountId: account.id, name: 'Goal', key: 'goal' },
        ]);
      }
      await seed(source.account.id, [
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.test',
          number: '+12125550111',
          status: 'client',
          source: 'Referral',
          gender: 'Female',
          birthday: '1990-05-17',
          temperature: 'hot',
          memberId: '000123',
          customFields: { shirt_size: 'M', goal: '=Run, "fast"' },
          tags: ['VIP', 'Smith, Jones', '"Quoted"'],
        },
        {
          firstName: 'Bo',
          lastName: '',
          email: null,
          number: '+442079460123',
          gender: 'Unassigned',
          customFields: {},
        },
        { firstName: 'Cy', lastName: 'Only Email', email: 'cy@example.test', tags: ['VIP'] },
      ]);
      const exported = await app.inject({
        method: 'GET',
        url: exportUrl(`fields=all&export_method=${method}&sort_by=first_name&sort_dir=asc`),
        headers: bearer(await tokenFor(deps, source.owner.id)),
      });
      expect(exported.statusCode).toBe(200);
      const { log } = await importFile(
        app,
        await tokenFor(deps, target.owner.id),
        `contacts.${method}`,
        exported.rawPayload,
        { duplicate_policy: 'skip' },
      );
      expect(log).toMatchObject({ status: 'completed', imported_count: 3, failed_count: 0 });

      const snapshot = async (accountId: number) => {
        const rows = await deps.db
          .select()
          .from(contacts)
          .where(eq(contacts.accountId, accountId))
          .orderBy(contacts.firstName);
        return Promise.all(
          rows.map(async (c) => ({
            firstName: c.firstName,
            lastName: c.lastName,
            email: c.email,
            number: c.number,
            status: c.status,
            source: c.source,
            gender: c.gender,
            birthday: c.birthday,
            temperature: c.temperature,
            memberId: c.memberId,
            customFields: c.customFields,
            tags: (
              await deps.db
                .select({ name: tags.name })
                .from(contactTags)
                .innerJoin(tags, eq(tags.id, contactTags.tagId))
                .where(eq(contactTags.contactId, c.id))
            )
              .map((t) => t.name)
              .sort(),
          })),
        );
      };
      const original = await snapshot(source.account.id);
      expect(original).toHaveLength(3);
      expect(await snapshot(target.account.id)).toEqual(original);
    },
  );
});
