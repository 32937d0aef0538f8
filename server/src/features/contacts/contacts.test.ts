import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { storedFiles } from '../../platform/files.tables';
import {
  bearer,
  buildContact,
  buildGroup,
  buildSignedIn,
  buildStaff,
  buildTag,
  tokenFor,
} from '../../test/factories';
import { formData } from '../../test/multipart';
import { caller, createTestApp } from '../../test/server';
import { memberships } from '../accounts/accounts.tables';
import { groupMembers } from '../groups/groups.tables';
import { contactTags } from '../tags/tags.tables';
import { contactLifecycle, contactNotes, contactRewards, contacts } from './contacts.tables';

const { app, deps } = await createTestApp();

const call = caller(app);
/** An organization (with a Downtown location) and its owner's token. */
const setup = () => buildSignedIn(deps, { locations: ['Downtown'] });

const main = await setup();
const outsider = await setup();
const foreignContact = await buildContact(deps, { accountId: outsider.accountId });
const viewer = await buildStaff(deps, main.accountId, {
  permissions: { 'contacts-center': { view: true } },
});
const viewerToken = await tokenFor(deps, viewer.id);
const editor = await buildStaff(deps, main.accountId, {
  permissions: { 'contacts-center': { view: true, update: true, delete: true, create: true } },
});
const editorToken = await tokenFor(deps, editor.id);
const nobody = await buildStaff(deps, main.accountId, { permissions: {} });
const nobodyToken = await tokenFor(deps, nobody.id);

const lifecycleOf = (contactId: number) =>
  deps.db.select().from(contactLifecycle).where(eq(contactLifecycle.contactId, contactId));

describe('GET /api/v3/contact/list', () => {
  it('reads a page in one statement on connections that price index reads as cached', async () => {
    // Set per connection rather than per statement in a transaction of its own (three more
    // round trips for every page): the planner walks the index holding the page order.
    const settings = await Promise.all(
      [1, 2, 3].map(() =>
        rowsOf<{ random_page_cost: string }>(deps.db, sql`show random_page_cost`),
      ),
    );
    for (const [row] of settings) expect(row?.random_page_cost).toBe('1.1');
  });

  it('answers 401 without a token and 403 for staff without view', async () => {
    expect((await call('GET', '/contact/list', null)).statusCode).toBe(401);
    const res = await call('GET', '/contact/list', nobodyToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('answers the list shape with counts per tab under the filters except status', async () => {
    const { accountId, token } = await setup();
    await buildContact(deps, { accountId, firstName: 'Alice', status: 'lead' });
    await buildContact(deps, { accountId, firstName: 'Alina', status: 'client' });
    await buildContact(deps, { accountId, firstName: 'Bob', status: 'client' });
    await buildContact(deps, {
      accountId,
      firstName: 'Gone',
      status: 'client',
      deletedAt: new Date(),
    });
    const res = await call('GET', '/contact/list?status=client&search=ali', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 25, total: 1 });
    expect(body.data.map((c: { first_name: string }) => c.first_name)).toEqual(['Alina']);
    expect(body.counts).toEqual({ lead: 1, trial: 0, client: 1, staff: 0, lost: 0, all: 2 });
    expect(body.data[0]).toMatchObject({
      location_id: accountId,
      status: 'client',
      tags: [],
      gender: 'Unassigned',
      can: { update: true, delete: true, assign: true },
    });
    expect(body.data[0]).not.toHaveProperty('portal_password_hash');
  });

  it('searches names, emails and phones as case-insensitive substrings, even one character', async () => {
    const { accountId, token } = await setup();
    const a = await buildContact(deps, {
      accountId,
      firstName: 'Zoë',
      lastName: 'McKay',
      email: 'zoe@Gym.test',
      number: '+1 555 0101',
    });
    const b = await buildContact(deps, {
      accountId,
      firstName: 'Tom',
      lastName: 'Ford',
      email: 'tom_ford@mail.test',
      number: '0202',
    });
    const search = async (q: string) =>
      (await call('GET', `/contact/list?search=${encodeURIComponent(q)}`, token))
        .json()
        .data.map((c: { id: number }) => c.id);
    expect(await search('mck')).toEqual([a.id]);
    expect(await search('GYM.T')).toEqual([a.id]);
    expect(await search('555 01')).toEqual([a.id]);
    expect(await search('0202')).toEqual([b.id]);
    expect(await search('z')).toEqual([a.id]);
    // LIKE wildcards match themselves.
    expect(await search('_')).toEqual([b.id]);
    expect(await search('%')).toEqual([]);
  });

  it('filters by tags (any or all), temperature, starred, flagged, source and dates', async () => {
    const { accountId, token } = await setup();
    const [t1, t2] = [await buildTag(deps, { accountId }), await buildTag(deps, { accountId })];
    const both = await buildContact(deps, {
      accountId,
      tags: [t1.id, t2.id],
      temperature: 'hot',
      starred: true,
    });
    const one = await buildContact(deps, {
      accountId,
      tags: [t1.id],
      flagged: true,
      source: 'Referral',
    });
    const old = await buildContact(deps, {
      accountId,
      createdAt: new Date('2020-03-15T12:00:00Z'),
    });
    const ids = async (query: string) =>
      (await call('GET', `/contact/list?${query}`, token))
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort((x: number, y: number) => x - y);
    expect(await ids(`tags=${t1.id},${t2.id}`)).toEqual([both.id, one.id]);
    expect(await ids(`tags=${t1.id},${t2.id}&tag_match=all`)).toEqual([both.id]);
    expect(await ids(`tags=${t2.id}&tags=${t1.id}&tag_match=all`)).toEqual([both.id]);
    expect(await ids('temperature=hot')).toEqual([both.id]);
    expect(await ids('starred=1')).toEqual([both.id]);
    expect(await ids('flagged=true')).toEqual([one.id]);
    expect(await ids('source=Referral')).toEqual([one.id]);
    expect(await ids('start_date=2020-03-15&end_date=2020-03-15')).toEqual([old.id]);
    expect(await ids('end_date=2020-12-31')).toEqual([old.id]);
    expect(await ids('date_preset=Today')).toEqual([both.id, one.id]);
    expect(await ids('date_preset=All%20Time')).toEqual([both.id, one.id, old.id]);
  });

  it('sorts by every column in both directions, ties broken by id', async () => {
    const { accountId, token } = await setup();
    const made = [];
    for (let i = 0; i < 8; i++) {
      made.push(
        await buildContact(deps, {
          accountId,
          firstName: ['ann', 'Bea', 'cal', 'Dan'][i % 4]!,
          lastName: `L${7 - i}`,
          email: i === 3 ? null : `E${i % 3}@x.test`,
          number: `0${i % 5}`,
          status: ['lead', 'client', 'trial'][i % 3]!,
          lastAction: i % 2 ? 'Trial Started' : 'Consult Booked',
          temperature: (['hot', 'cold', 'warm', null] as const)[i % 4],
          starred: i % 2 === 0,
          flagged: i % 3 === 0,
          source: ['Email', 'Phone', null][i % 3],
          loginCount: i % 4,
          lastEmailActivity: i % 2 ? new Date(Date.UTC(2024, 0, i + 1)) : null,
          lastChat: new Date(Date.UTC(2024, 1, (i % 3) + 1)),
          createdAt: new Date(Date.UTC(2024, 2, 1 + (i % 4))),
        }),
      );
    }
    const rank = { cold: 1, warm: 2, hot: 3 } as const;
    type Row = (typeof made)[number];
    const keyOf: Record<string, (c: Row) => string | number | boolean | null> = {
      first_name: (c) => c.firstName.toLowerCase(),
      last_name: (c) => c.lastName.toLowerCase(),
      email: (c) => c.email?.toLowerCase() ?? null,
      number: (c) => c.number,
      status: (c) => c.status,
      last_action: (c) => c.lastAction,
      temperature: (c) => (c.temperature ? rank[c.temperature] : null),
      date_created: (c) => c.createdAt.getTime(),
      starred: (c) => c.starred,
      flagged: (c) => c.flagged,
      source: (c) => c.source,
      login_count: (c) => c.loginCount,
      last_email_activity: (c) => c.lastEmailActivity?.getTime() ?? null,
      last_chat: (c) => c.lastChat?.getTime() ?? null,
    };
    // PostgreSQL order: nulls are the largest value; names and emails compare lower-cased. The
    // data sorts the same under the C and en_US collations.
    const compare = (a: unknown, b: unknown) => {
      if (a === b) return 0;
      if (a === null) return 1;
      if (b === null) return -1;
      return (a as number) < (b as number) ? -1 : 1;
    };
    for (const [column, key] of Object.entries(keyOf)) {
      for (const dir of ['asc', 'desc'] as const) {
        const expected = [...made]
          .sort((x, y) => compare(key(x), key(y)) || x.id - y.id)
          .map((c) => c.id);
        if (dir === 'desc') expected.reverse();
        const res = await call('GET', `/contact/list?sort_by=${column}&sort_dir=${dir}`, token);
        expect(res.statusCode).toBe(200);
        expect([column, dir, res.json().data.map((c: { id: number }) => c.id)]).toEqual([
          column,
          dir,
          expected,
        ]);
      }
    }
  });

  it('pages deep without repeating or skipping a row', async () => {
    const { accountId, token } = await setup();
    const sameTime = new Date('2024-05-01T00:00:00Z');
    const values = Array.from({ length: 130 }, (_, i) => ({
      accountId,
      firstName: `P${String(i).padStart(3, '0')}`,
      status: 'lead',
      // Many equal timestamps: the id must break ties.
      createdAt: i % 3 === 0 ? sameTime : new Date(sameTime.getTime() + i * 1000),
    }));
    await deps.db.insert(contacts).values(values);
    const seen: number[] = [];
    for (let page = 1; page <= 6; page++) {
      const body = (await call('GET', `/contact/list?per_page=25&page=${page}`, token)).json();
      expect(body).toMatchObject({ total: 130, last_page: 6, current_page: page });
      seen.push(...body.data.map((c: { id: number }) => c.id));
    }
    expect(seen).toHaveLength(130);
    expect(new Set(seen).size).toBe(130);
    const all = (await call('GET', '/contact/list?per_page=100&page=2', token)).json();
    expect(all.data.map((c: { id: number }) => c.id)).toEqual(seen.slice(100));
    expect((await call('GET', '/contact/list?per_page=25&page=9', token)).json().data).toEqual([]);
  });

  it('answers 422 for a page size other than 25, 50 or 100', async () => {
    const res = await call('GET', '/contact/list?per_page=30', main.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { per_page: ['must be 25, 50 or 100'] },
    });
  });
});

describe('POST /api/v3/contact/save', () => {
  it('creates a contact with its tags and a created lifecycle entry', async () => {
    const { token, accountId } = await setup();
    const res = await call('POST', '/contact/save', token, {
      first_name: ' Maya ',
      last_name: 'Lopez',
      email: 'MAYA@Example.test',
      status: 'trial',
      last_action: 'Trial Started',
      tags: ['VIP', 'vip', 'Morning'],
    });
    expect(res.statusCode).toBe(200);
    const { contact } = res.json();
    expect(contact).toMatchObject({
      first_name: 'Maya',
      full_name: 'Maya Lopez',
      email: 'maya@example.test',
      status: 'trial',
      location_id: accountId,
    });
    expect(contact.tags.map((t: { name: string }) => t.name)).toEqual(['Morning', 'VIP']);
    const kinds = (await lifecycleOf(contact.id)).map((e) => e.kind).sort();
    expect(kinds).toEqual(['created', 'last_action']);
  });

  it('answers 422 with field errors', async () => {
    const res = await call('POST', '/contact/save', main.token, { first_name: 'X', email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['must be a valid email'] },
    });
    const none = await call('POST', '/contact/save', main.token, { first_name: 'X' });
    expect(none.json().errors).toEqual({ email: ['An email or a phone number is required'] });
    const status = await call('POST', '/contact/save', main.token, {
      email: 'a@b.test',
      status: 'nope',
    });
    expect(status.json().errors).toEqual({ status: ['The selected status is invalid.'] });
  });

  it('puts a new contact in the first leads tab when no status is given', async () => {
    const { token } = await setup();
    const res = await call('POST', '/contact/save', token, { number: '212 555 0199' });
    expect(res.json().contact).toMatchObject({
      status: 'lead',
      email: null,
      number: '+12125550199',
    });
  });

  it('refuses a second contact with the same email in the location', async () => {
    const { token } = await setup();
    expect((await call('POST', '/contact/save', token, { email: 'dup@x.test' })).statusCode).toBe(
      200,
    );
    const res = await call('POST', '/contact/save', token, { email: 'DUP@x.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('refuses a second contact with the same member ID in the location', async () => {
    const { accountId, token } = await setup();
    await buildContact(deps, { accountId, memberId: 'M-100' });
    await buildContact(deps, { accountId, memberId: 'M-200', deletedAt: new Date() });
    const res = await call('POST', '/contact/save', token, {
      email: 'm@x.test',
      member_id: 'M-100',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ member_id: ['The member id has already been taken.'] });
    // A deleted contact's member ID is free again.
    const free = await call('POST', '/contact/save', token, {
      email: 'n@x.test',
      member_id: 'M-200',
    });
    expect(free.statusCode).toBe(200);
  });

  it('denies create to company users and allows it to company location users (001 §6)', async () => {
    const res = await call('POST', '/contact/save', editorToken, { email: 'staff@x.test' });
    expect(res.statusCode).toBe(403);
    const locationUser = await buildStaff(deps, main.accountId, {
      locationId: main.locations[0]!.id,
    });
    const locationToken = await tokenFor(deps, locationUser.id);
    const ok = await call('POST', '/contact/save', locationToken, { email: 'loc@x.test' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().contact.location_id).toBe(main.locations[0]!.id);
  });

  it('answers limit_exceed when the organization is at its contacts space', async () => {
    const org = await setup();
    await deps.db
      .update(memberships)
      .set({ contactsSpace: 2 })
      .where(eq(memberships.accountId, org.accountId));
    await buildContact(deps, { accountId: org.accountId });
    // Contacts of every location count.
    await buildContact(deps, { accountId: org.locations[0]!.id });
    const res = await call('POST', '/contact/save', org.token, { email: 'over@x.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message:
        'You have reached the contacts limit of your plan (2 contacts). Upgrade your plan to add more contacts.',
      errors: {},
      limit_exceed: true,
    });
    const refresh = await call('POST', '/auth/refresh', org.token);
    expect(refresh.json().membership).toEqual({
      contacts_space: 2,
      contacts_count: 2,
      contacts_used: 100,
    });
    const plan = await call('GET', '/membership/plan-limit', org.token);
    expect(plan.json().membership.contacts_count).toBe(2);
  });
});

describe('one contact', () => {
  it('fetches a contact; 404 for another tenant, a missing or a deleted one', async () => {
    const mine = await buildContact(deps, { accountId: main.accountId });
    const res = await call('GET', `/contact/${mine.id}/fetch`, main.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().contact.id).toBe(mine.id);
    expect((await call('GET', `/contact/${foreignContact.id}/fetch`, main.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/contact/999999999/fetch', main.token)).json()).toEqual({
      message: 'Not found.',
    });
    const gone = await buildContact(deps, { accountId: main.accountId, deletedAt: new Date() });
    expect((await call('GET', `/contact/${gone.id}/fetch`, main.token)).statusCode).toBe(404);
  });

  it('answers 404 for a path id no row can have, and 422 for such an id in a body or query', async () => {
    const { token } = main;
    const tooBig = 2_147_483_648;
    // Contact ids are bigint: past 2^53 they cannot be read exactly, so they name no contact.
    for (const url of [
      '/contact/9007199254740993/fetch',
      '/contact/abc/fetch',
      `/contact/import-log/${tooBig}/failed-rows`,
    ])
      expect((await call('GET', url, token)).statusCode, url).toBe(404);
    expect((await call('DELETE', `/tag/${tooBig}/delete`, token)).statusCode).toBe(404);
    expect((await call('DELETE', `/contact/custom-field/${tooBig}/delete`, token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/group/${tooBig}/edit-group`, token, { name: 'G' })).statusCode,
    ).toBe(404);

    const edit = await call('PATCH', '/tag/edit-tag', token, { id: tooBig, name: 'T' });
    expect(edit.statusCode).toBe(422);
    expect(Object.keys(edit.json().errors)).toEqual(['id']);
    const tagged = await call('PATCH', '/tag/add-contact', token, {
      tag_ids: [tooBig],
      selection: { ids: [1] },
    });
    expect(tagged.statusCode).toBe(422);
    expect(Object.keys(tagged.json().errors)).toEqual(['tag_ids.0']);
    const note = await call('PATCH', '/contact/1/update-note', token, {
      note_id: tooBig,
      body: 'x',
    });
    expect(note.statusCode).toBe(422);
    const listed = await call('GET', `/tag/contact-list?tag_id=${tooBig}`, token);
    expect(listed.statusCode).toBe(422);
    const filtered = await call('GET', `/contact/list?tags=1,${tooBig}`, token);
    expect(filtered.statusCode).toBe(422);
  });

  it('updates inline, recording status and last-action changes with who', async () => {
    const c = await buildContact(deps, { accountId: main.accountId, status: 'lead' });
    const res = await call('PATCH', `/contact/${c.id}/update`, editorToken, {
      status: 'client',
      last_action: 'Commitment Started',
      gender: 'Female',
      number: '+1 (212) 555-2020',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().contact).toMatchObject({
      number: '+12125552020',
      status: 'client',
      gender: 'Female',
      last_action: 'Commitment Started',
    });
    const lifecycles = (await call('GET', `/contact/${c.id}/lifecycles`, main.token)).json();
    expect(lifecycles.total).toBe(2);
    expect(lifecycles.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'status', from: 'lead', to: 'client', by: 'Test Staff' }),
        expect.objectContaining({ kind: 'last_action', from: null, to: 'Commitment Started' }),
      ]),
    );
  });

  it('keys update errors by field; 403 without update; 404 for a foreign id', async () => {
    const c = await buildContact(deps, { accountId: main.accountId });
    const bad = await call('PATCH', `/contact/${c.id}/update`, main.token, {
      email: 'x',
      number: 'abc',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['must be a valid email'],
      number: ['The number is not valid'],
    });
    expect(
      (await call('PATCH', `/contact/${c.id}/update`, viewerToken, { first_name: 'A' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/contact/${foreignContact.id}/update`, main.token, { first_name: 'A' }))
        .statusCode,
    ).toBe(404);
  });

  it('sets starred, flagged, temperature, birthday and member ID', async () => {
    const c = await buildContact(deps, { accountId: main.accountId });
    const patch = (path: string, body: object) =>
      call('PATCH', `/contact/${c.id}/${path}`, main.token, body);
    expect((await patch('update-starred', { starred: true })).json().contact.starred).toBe(true);
    expect((await patch('update-flagged', { flagged: true })).json().contact.flagged).toBe(true);
    expect(
      (await patch('change-temperature', { temperature: 'warm' })).json().contact.temperature,
    ).toBe('warm');
    expect(
      (await patch('update-birthday', { birthday: '1990-02-28' })).json().contact.birthday,
    ).toBe('1990-02-28');
    expect((await patch('update-birthday', { birthday: '1990-02-31' })).json().errors).toEqual({
      birthday: ['The birthday is not a valid date'],
    });
    expect((await patch('update-member-id', { member_id: 'M-100' })).json().contact.member_id).toBe(
      'M-100',
    );
    const other = await buildContact(deps, { accountId: main.accountId });
    const taken = await call('PATCH', `/contact/${other.id}/update-member-id`, main.token, {
      member_id: 'M-100',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ member_id: ['The member id has already been taken.'] });
  });

  it('stores the portal password as an argon2id hash', async () => {
    const c = await buildContact(deps, { accountId: main.accountId });
    const mismatch = await call('POST', `/contact/${c.id}/update-portal-password`, main.token, {
      password: 'secret123',
      password_confirmation: 'other',
    });
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    const res = await call('POST', `/contact/${c.id}/update-portal-password`, main.token, {
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await deps.db.select().from(contacts).where(eq(contacts.id, c.id));
    expect(row?.portalPasswordHash).toMatch(/^\$argon2id\$/);
    expect(
      (await call('GET', `/contact/${c.id}/fetch`, main.token)).json().contact.has_portal_password,
    ).toBe(true);
  });

  it('lists pickers with id and name, 50 at most', async () => {
    const { accountId, token } = await setup();
    await deps.db.insert(contacts).values(
      Array.from({ length: 60 }, (_, i) => ({
        accountId,
        firstName: `Pick${i}`,
        status: 'lead',
      })),
    );
    await buildContact(deps, { accountId, firstName: 'Zed', lastName: 'Unique' });
    expect((await call('GET', '/contact/all', token)).json().data).toHaveLength(50);
    const res = await call('GET', '/contact/all?search=zed', token);
    expect(res.json().data).toEqual([
      { id: expect.any(Number), full_name: 'Zed Unique', email: expect.any(String) },
    ]);
  });
});

const photoForm = (filename: string, content: Buffer) =>
  formData([{ name: 'photo', filename, type: 'image/png', content }]);

describe('PATCH /api/v3/contact/{id}/update-photo', () => {
  it('crops the image to 160x160 webp under public/contacts/<account>/, recorded in storage', async () => {
    const c = await buildContact(deps, { accountId: main.accountId });
    const png = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#3366ff' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = photoForm('me.png', png);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v3/contact/${c.id}/update-photo`,
      headers: { ...bearer(main.token), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const { photo } = res.json();
    expect(photo).toMatch(new RegExp(`^/uploads/contacts/${main.accountId}/[0-9a-f]{32}\\.webp$`));
    const served = await app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-disposition': expect.stringMatching(/^inline; /),
    });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160, height: 160 });
    const [record] = await deps.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, `public${photo.slice('/uploads'.length)}`));
    expect(record).toMatchObject({
      accountId: main.accountId,
      purpose: 'contact-photo',
      bytes: served.rawPayload.length,
      temporaryUntil: null,
    });
  });

  it('answers 422 for a missing file, a non-image and a file over 15 MB', async () => {
    const c = await buildContact(deps, { accountId: main.accountId });
    const send = (body: { payload: Buffer; headers: Record<string, string> }) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v3/contact/${c.id}/update-photo`,
        headers: { ...bearer(main.token), ...body.headers },
        payload: body.payload,
      });
    const none = await call('PATCH', `/contact/${c.id}/update-photo`, main.token, {});
    expect(none.json()).toEqual({
      message: 'Please select an image file',
      errors: { photo: ['Please select an image file'] },
    });
    const text = await send(photoForm('a.png', Buffer.from('not an image')));
    expect(text.json().errors).toEqual({
      photo: ['The photo must be an image (jpeg, png, gif, webp or bmp).'],
    });
    const huge = await send(photoForm('big.png', Buffer.alloc(15 * 1024 * 1024 + 10)));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ photo: ['The image may not be greater than 15MB.'] });
    expect(
      (await call('PATCH', `/contact/${foreignContact.id}/update-photo`, main.token, {}))
        .statusCode,
    ).toBe(404);
  });
});

describe('bulk actions', () => {
  it('soft-deletes a selection (needs delete), lists the deleted and restores them', async () => {
    const { accountId, token } = await setup();
    const [a, b] = [
      await buildContact(deps, { accountId }),
      await buildContact(deps, { accountId }),
    ];
    const viewerOf = await buildStaff(deps, accountId, {
      permissions: { 'contacts-center': { view: true, update: true } },
    });
    const denied = await call('POST', '/contact/delete', await tokenFor(deps, viewerOf.id), {
      selection: { ids: [a.id] },
    });
    expect(denied.statusCode).toBe(403);
    const res = await call('POST', '/contact/delete', token, {
      selection: { ids: [a.id, b.id, foreignContact.id] },
    });
    expect(res.json()).toEqual({
      status: 1,
      message: '2 contacts deleted successfully!',
      affected: 2,
    });
    const [foreign] = await deps.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, foreignContact.id));
    expect(foreign?.deletedAt).toBeNull();
    const deleted = (await call('GET', '/contact/deleted/list', token)).json();
    expect(deleted).toMatchObject({ total: 2, current_page: 1 });
    expect(deleted.data[0].deleted_at).not.toBeNull();
    expect((await call('GET', '/contact/list', token)).json().total).toBe(0);
    const restored = await call('POST', '/contact/restore', token, { ids: [a.id] });
    expect(restored.json()).toEqual({
      status: 1,
      message: '1 contact restored successfully!',
      affected: 1,
    });
    expect((await lifecycleOf(a.id)).map((e) => e.kind).sort()).toEqual(['deleted', 'restored']);
    expect(
      (await call('POST', '/contact/restore', token, { ids: [foreignContact.id] })).statusCode,
    ).toBe(404);
  });

  it('refuses to restore a contact whose email a live contact now has, or two with one email', async () => {
    const { accountId, token } = await setup();
    const old = await buildContact(deps, {
      accountId,
      email: 'back@x.test',
      deletedAt: new Date(),
    });
    await buildContact(deps, { accountId, email: 'BACK@x.test' });
    const res = await call('POST', '/contact/restore', token, { ids: [old.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      ids: [
        'These emails are already used by other contacts: back@x.test. Change or delete those contacts, then restore again.',
      ],
    });
    const twinA = await buildContact(deps, {
      accountId,
      email: 'twin@x.test',
      deletedAt: new Date(),
    });
    const twinB = await buildContact(deps, {
      accountId,
      email: 'twin@x.test',
      deletedAt: new Date(),
    });
    const twins = await call('POST', '/contact/restore', token, { ids: [twinA.id, twinB.id] });
    expect(twins.statusCode).toBe(422);
    expect(twins.json().errors.ids[0]).toContain('twin@x.test');
    const rows = await deps.db
      .select({ deletedAt: contacts.deletedAt })
      .from(contacts)
      .where(eq(contacts.accountId, accountId));
    expect(rows.filter((r) => r.deletedAt !== null)).toHaveLength(3);
    // One of the twins alone comes back.
    expect(
      (await call('POST', '/contact/restore', token, { ids: [twinA.id] })).json(),
    ).toMatchObject({
      affected: 1,
    });
  });

  it('answers 404 when none of the ids is a contact here, and 422 for an empty selection', async () => {
    const res = await call('PATCH', '/contact/change-gender', main.token, {
      selection: { ids: [foreignContact.id] },
      gender: 'Male',
    });
    expect(res.statusCode).toBe(404);
    const empty = await call('PATCH', '/contact/change-gender', main.token, {
      selection: { ids: [] },
      gender: 'Male',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      'selection.ids': ['Please select at least one contact'],
    });
  });

  it('applies to every contact matching the filter ("Select all N matching")', async () => {
    const { accountId, token } = await setup();
    const matching = [];
    for (let i = 0; i < 30; i++)
      matching.push(await buildContact(deps, { accountId, firstName: `Match${i}` }));
    const other = await buildContact(deps, { accountId, firstName: 'Other' });
    const trialBefore = await buildContact(deps, {
      accountId,
      firstName: 'Matchtrial',
      status: 'trial',
    });
    const res = await call('PATCH', '/contact/change-status', token, {
      selection: { filter: { search: 'match', status: 'lead' } },
      status: 'client',
    });
    expect(res.json()).toMatchObject({ status: 1, affected: 30 });
    const body = (await call('GET', '/contact/list?status=client&per_page=50', token)).json();
    expect(body.total).toBe(30);
    expect(body.counts).toMatchObject({ lead: 1, trial: 1, client: 30, all: 32 });
    expect(
      (await lifecycleOf(matching[0]!.id)).map((e) => [e.kind, e.fromValue, e.toValue]),
    ).toEqual([['status', 'lead', 'client']]);
    expect(await lifecycleOf(other.id)).toEqual([]);
    expect(await lifecycleOf(trialBefore.id)).toEqual([]);
    const invalid = await call('PATCH', '/contact/change-status', token, {
      selection: { filter: {} },
      status: 'nope',
    });
    expect(invalid.json().errors).toEqual({ status: ['The selected status is invalid.'] });
  });

  it('changes gender, last action, delivery switches and portal accounts of a selection', async () => {
    const { accountId, token } = await setup();
    const c = await buildContact(deps, { accountId });
    const selection = { ids: [c.id] };
    expect(
      (await call('PATCH', '/contact/change-gender', token, { selection, gender: 'Male' })).json()
        .affected,
    ).toBe(1);
    expect(
      (
        await call('PATCH', '/contact/update-last-action', token, {
          selection,
          last_action: 'Pre-qualifiaction Sent',
        })
      ).json().affected,
    ).toBe(1);
    expect(
      (
        await call('PATCH', '/contact/update-last-action', token, {
          selection,
          last_action: 'Made Up',
        })
      ).statusCode,
    ).toBe(422);
    await call('PATCH', '/contact/update-delivery-status', token, {
      selection,
      sms_enabled: false,
    });
    await call('PATCH', '/contact/portal-account-activate-suspend', token, {
      selection,
      portal_active: false,
    });
    const { contact } = (await call('GET', `/contact/${c.id}/fetch`, token)).json();
    expect(contact).toMatchObject({
      gender: 'Male',
      last_action: 'Pre-qualifiaction Sent',
      sms_enabled: false,
      email_enabled: true,
      portal_active: false,
    });
    expect((await lifecycleOf(c.id)).map((e) => [e.kind, e.toValue])).toEqual([
      ['last_action', 'Pre-qualifiaction Sent'],
    ]);
    const neither = await call('PATCH', '/contact/update-delivery-status', token, { selection });
    expect(neither.json().errors).toEqual({
      email_enabled: ['Please choose the email or SMS delivery status'],
    });
  });

  it('merges: notes, tags, lifecycle, rewards and groups move to the survivor', async () => {
    const { accountId, token } = await setup();
    const tag = await buildTag(deps, { accountId });
    const shared = await buildTag(deps, { accountId });
    const survivor = await buildContact(deps, {
      accountId,
      email: null,
      number: '0101',
      tags: [shared.id],
    });
    const dupe = await buildContact(deps, {
      accountId,
      email: 'dupe@x.test',
      tags: [tag.id, shared.id],
    });
    const group = await buildGroup(deps, { accountId, contactIds: [dupe.id] });
    await deps.db.insert(contactNotes).values({ accountId, contactId: dupe.id, body: 'Called' });
    await deps.db.insert(contactRewards).values({ accountId, contactId: dupe.id, points: 40 });
    await deps.db
      .insert(contactLifecycle)
      .values({ accountId, contactId: dupe.id, kind: 'created', toValue: 'lead' });
    const wrong = await call('POST', '/contact/merge', token, {
      contact_ids: [survivor.id, dupe.id],
      survivor_id: 1,
    });
    expect(wrong.json().errors).toEqual({
      survivor_id: ['The contact to keep must be one of the selected contacts.'],
    });
    const foreign = await call('POST', '/contact/merge', token, {
      contact_ids: [survivor.id, foreignContact.id],
      survivor_id: survivor.id,
    });
    expect(foreign.statusCode).toBe(404);
    const res = await call('POST', '/contact/merge', token, {
      contact_ids: [survivor.id, dupe.id],
      survivor_id: survivor.id,
    });
    expect(res.statusCode).toBe(200);
    const merged = res.json().contact;
    expect(merged).toMatchObject({ id: survivor.id, email: 'dupe@x.test', number: '0101' });
    expect(merged.tags.map((t: { id: number }) => t.id).sort()).toEqual([tag.id, shared.id].sort());
    expect(
      await deps.db.select().from(contactNotes).where(eq(contactNotes.contactId, survivor.id)),
    ).toHaveLength(1);
    expect((await call('GET', `/contact/${survivor.id}/reward-points`, token)).json()).toEqual({
      status: 1,
      points: 40,
      total_points: 40,
    });
    expect(
      await deps.db
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.contactId, survivor.id))),
    ).toHaveLength(1);
    expect(
      await deps.db.select().from(contactTags).where(eq(contactTags.contactId, dupe.id)),
    ).toEqual([]);
    const survivorHistory = (await lifecycleOf(survivor.id)).map((e) => e.kind).sort();
    expect(survivorHistory).toEqual(['created', 'merged']);
    expect((await lifecycleOf(dupe.id)).map((e) => e.kind)).toEqual(['merged']);
    expect((await call('GET', `/contact/${dupe.id}/fetch`, token)).statusCode).toBe(404);
  });

  it('merges two contacts with each field’s value picked from either of them', async () => {
    const { accountId, token } = await setup();
    const kept = await buildContact(deps, {
      accountId,
      firstName: 'Dana',
      lastName: 'Kept',
      email: 'kept@x.test',
      number: '+15550000001',
      status: 'lead',
      gender: 'Female',
      source: 'Email',
      memberId: 'M-KEPT',
      birthday: '1990-01-01',
      temperature: 'cold',
      customFields: { shirt: 'S', goal: 'Strength' },
    });
    const other = await buildContact(deps, {
      accountId,
      firstName: 'Danielle',
      lastName: 'Other',
      email: 'other@x.test',
      number: null,
      status: 'client',
      gender: 'Unassigned',
      source: 'Referral',
      memberId: 'M-OTHER',
      birthday: '1991-02-02',
      temperature: 'hot',
      lastAction: 'Consult Booked',
      customFields: { shirt: 'L' },
    });
    const res = await call('POST', '/contact/merge', token, {
      contact_ids: [kept.id, other.id],
      survivor_id: kept.id,
      values: {
        first_name: other.id,
        last_name: kept.id,
        email: other.id,
        number: other.id,
        status: other.id,
        temperature: other.id,
        source: other.id,
        member_id: other.id,
        birthday: other.id,
        last_action: kept.id,
      },
      custom_fields: { shirt: other.id, goal: other.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().contact).toMatchObject({
      id: kept.id,
      first_name: 'Danielle',
      last_name: 'Kept',
      email: 'other@x.test',
      // Picked even though empty: the kept contact's number is dropped.
      number: null,
      status: 'client',
      temperature: 'hot',
      source: 'Referral',
      member_id: 'M-OTHER',
      birthday: '1991-02-02',
      last_action: null,
      // Not picked: the kept contact's own value stays.
      gender: 'Female',
      custom_fields: { shirt: 'L' },
    });
    const [row] = await deps.db.select().from(contacts).where(eq(contacts.id, kept.id));
    expect(row).toMatchObject({
      firstName: 'Danielle',
      status: 'client',
      customFields: { shirt: 'L' },
    });
    expect((await lifecycleOf(kept.id)).map((e) => [e.kind, e.fromValue, e.toValue])).toEqual(
      expect.arrayContaining([['status', 'lead', 'client']]),
    );
  });

  it('refuses a merge pick of a contact that is not merged (422 on the field)', async () => {
    const { accountId, token } = await setup();
    const a = await buildContact(deps, { accountId });
    const b = await buildContact(deps, { accountId });
    const c = await buildContact(deps, { accountId });
    const res = await call('POST', '/contact/merge', token, {
      contact_ids: [a.id, b.id],
      survivor_id: a.id,
      values: { email: c.id },
      custom_fields: { shirt: c.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'values.email': ['The value must come from one of the selected contacts.'],
      'custom_fields.shirt': ['The value must come from one of the selected contacts.'],
    });
    const unknown = await call('POST', '/contact/merge', token, {
      contact_ids: [a.id, b.id],
      survivor_id: a.id,
      values: { password: b.id },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('refuses merge (403) to a user who may update but not delete contacts', async () => {
    const { accountId } = await setup();
    const a = await buildContact(deps, { accountId });
    const b = await buildContact(deps, { accountId });
    const updater = await buildStaff(deps, accountId, {
      permissions: { 'contacts-center': { view: true, update: true } },
    });
    const res = await call('POST', '/contact/merge', await tokenFor(deps, updater.id), {
      contact_ids: [a.id, b.id],
      survivor_id: a.id,
    });
    expect(res.statusCode).toBe(403);
    const rows = await deps.db
      .select({ deletedAt: contacts.deletedAt })
      .from(contacts)
      .where(eq(contacts.accountId, accountId));
    expect(rows).toEqual([{ deletedAt: null }, { deletedAt: null }]);
  });

  it('moves contacts with their data to another location of the organization', async () => {
    const org = await setup();
    const downtown = org.locations[0]!;
    const tag = await buildTag(deps, { accountId: org.accountId, name: 'Moved Tag' });
    const c = await buildContact(deps, {
      accountId: org.accountId,
      status: 'client',
      tags: [tag.id],
    });
    await deps.db
      .insert(contactNotes)
      .values({ accountId: org.accountId, contactId: c.id, body: 'note' });
    const group = await buildGroup(deps, { accountId: org.accountId, contactIds: [c.id] });
    const same = await call('POST', '/contact/move', org.token, {
      selection: { ids: [c.id] },
      location_id: org.accountId,
    });
    expect(same.json().errors).toEqual({ location_id: ['Please choose another location.'] });
    const foreign = await call('POST', '/contact/move', org.token, {
      selection: { ids: [c.id] },
      location_id: outsider.accountId,
    });
    expect(foreign.statusCode).toBe(404);
    const res = await call('POST', '/contact/move', org.token, {
      selection: { ids: [c.id] },
      location_id: downtown.id,
    });
    expect(res.json()).toEqual({
      status: 1,
      message: '1 contact moved successfully!',
      affected: 1,
    });
    const there = await call('GET', `/contact/${c.id}/fetch`, org.token, undefined);
    expect(there.statusCode).toBe(404);
    const locationToken = await tokenFor(deps, org.owner.id, downtown.id);
    const moved = (await call('GET', `/contact/${c.id}/fetch`, locationToken)).json().contact;
    expect(moved).toMatchObject({ location_id: downtown.id, status: 'client' });
    expect(moved.tags.map((t: { name: string }) => t.name)).toEqual(['Moved Tag']);
    expect(moved.tags[0].id).not.toBe(tag.id);
    expect((await call('GET', `/contact/${c.id}/notes`, locationToken)).json().total).toBe(1);
    expect((await lifecycleOf(c.id)).map((e) => [e.kind, e.accountId])).toEqual([
      ['moved', downtown.id],
    ]);
    expect(
      (await call('GET', `/group/contact-list?group_id=${group.id}`, org.token)).json().total,
    ).toBe(0);
    // A tab the target lacks maps to the first tab of the same group there.
    const tab = (
      await call('POST', '/contact/tabs/create', org.token, { group: 'trials', title: 'Week Pass' })
    ).json().tab;
    const passHolder = await buildContact(deps, { accountId: org.accountId, status: tab.value });
    await call('POST', '/contact/move', org.token, {
      selection: { ids: [passHolder.id] },
      location_id: downtown.id,
    });
    const [row] = await deps.db.select().from(contacts).where(eq(contacts.id, passHolder.id));
    expect(row).toMatchObject({ accountId: downtown.id, status: 'trial' });
    expect(
      (await lifecycleOf(passHolder.id)).map((e) => [e.kind, e.fromValue, e.toValue]).sort(),
    ).toEqual([
      ['moved', org.account.businessname, 'Downtown'],
      ['status', 'week-pass', 'trial'],
    ]);
  });

  it('moves only contacts whose email is not already live in the target, as a copy does', async () => {
    const org = await setup();
    const downtown = org.locations[0]!;
    const tag = await buildTag(deps, { accountId: org.accountId });
    const a = await buildContact(deps, { accountId: org.accountId, email: 'a@move.test' });
    const b = await buildContact(deps, {
      accountId: org.accountId,
      email: 'b@move.test',
      tags: [tag.id],
    });
    const noEmail = await buildContact(deps, {
      accountId: org.accountId,
      email: null,
      number: '0102',
    });
    await buildContact(deps, { accountId: downtown.id, email: 'B@move.test' });
    // A deleted contact there does not hold its email.
    await buildContact(deps, {
      accountId: downtown.id,
      email: 'a@move.test',
      deletedAt: new Date(),
    });
    const res = await call('POST', '/contact/move', org.token, {
      selection: { ids: [a.id, b.id, noEmail.id] },
      location_id: downtown.id,
    });
    expect(res.json()).toEqual({
      status: 1,
      message: '2 contacts moved successfully!',
      affected: 2,
    });
    const rows = await deps.db
      .select({ id: contacts.id, accountId: contacts.accountId })
      .from(contacts)
      .where(eq(contacts.email, 'b@move.test'));
    expect(rows).toEqual([{ id: b.id, accountId: org.accountId }]);
    // The skipped contact keeps its tags and gets no lifecycle entry.
    const fetched = (await call('GET', `/contact/${b.id}/fetch`, org.token)).json().contact;
    expect(fetched.tags.map((t: { id: number }) => t.id)).toEqual([tag.id]);
    expect(await lifecycleOf(b.id)).toEqual([]);
    const [movedA] = await deps.db.select().from(contacts).where(eq(contacts.id, a.id));
    expect(movedA?.accountId).toBe(downtown.id);
  });

  it('copies to a location (needs assign), skipping emails already there and keeping the limit', async () => {
    const org = await setup();
    const downtown = org.locations[0]!;
    const tag = await buildTag(deps, { accountId: org.accountId, name: 'Copied' });
    const a = await buildContact(deps, {
      accountId: org.accountId,
      email: 'a@copy.test',
      tags: [tag.id],
    });
    const b = await buildContact(deps, { accountId: org.accountId, email: 'b@copy.test' });
    await buildContact(deps, { accountId: downtown.id, email: 'B@copy.test' });
    const staff = await buildStaff(deps, org.accountId, {
      permissions: { 'contacts-center': { view: true, update: true } },
    });
    const denied = await call('POST', '/contact/copy-to-location', await tokenFor(deps, staff.id), {
      selection: { ids: [a.id] },
      location_id: downtown.id,
    });
    expect(denied.statusCode).toBe(403);
    const res = await call('POST', '/contact/copy-to-location', org.token, {
      selection: { ids: [a.id, b.id] },
      location_id: downtown.id,
    });
    expect(res.json()).toEqual({
      status: 1,
      message: '1 contact copied successfully!',
      affected: 1,
    });
    const locationToken = await tokenFor(deps, org.owner.id, downtown.id);
    const list = (await call('GET', '/contact/list?search=a@copy', locationToken)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0].id).not.toBe(a.id);
    expect(list.data[0].tags.map((t: { name: string }) => t.name)).toEqual(['Copied']);
    expect((await lifecycleOf(list.data[0].id)).map((e) => e.kind)).toEqual(['created']);
    expect((await call('GET', `/contact/${a.id}/fetch`, org.token)).statusCode).toBe(200);
    await deps.db
      .update(memberships)
      .set({ contactsSpace: 4 })
      .where(eq(memberships.accountId, org.accountId));
    const c = await buildContact(deps, { accountId: org.accountId, email: 'c@copy.test' });
    const over = await call('POST', '/contact/copy-to-location', org.token, {
      selection: { ids: [c.id] },
      location_id: downtown.id,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().limit_exceed).toBe(true);
  });
});

describe('custom fields', () => {
  it('lists, saves and deletes fields; values live on contacts', async () => {
    const { accountId, token } = await setup();
    const saved = await call('POST', '/contact/custom-field/save', token, {
      name: 'T-Shirt Size',
      type: 'select',
      options: ['S', 'M'],
    });
    expect(saved.json().custom_field).toMatchObject({
      key: 't_shirt_size',
      type: 'select',
      options: ['S', 'M'],
    });
    const dup = await call('POST', '/contact/custom-field/save', token, { name: 't-shirt size' });
    expect(dup.json().errors).toEqual({ name: ['The name has already been taken.'] });
    const c = await buildContact(deps, { accountId });
    const unknown = await call('PATCH', `/contact/${c.id}/update`, token, {
      custom_fields: { nope: 'x' },
    });
    expect(unknown.json().errors).toEqual({
      'custom_fields.nope': ['The custom field does not exist.'],
    });
    const set = await call('PATCH', `/contact/${c.id}/update`, token, {
      custom_fields: { t_shirt_size: 'M' },
    });
    expect(set.json().contact.custom_fields).toEqual({ t_shirt_size: 'M' });
    const id = saved.json().custom_field.id;
    const renamed = await call('POST', '/contact/custom-field/save', token, { id, name: 'Shirt' });
    expect(renamed.json().custom_field).toMatchObject({
      id,
      name: 'Shirt',
      key: 't_shirt_size',
      options: [],
    });
    expect((await call('GET', '/contact/custom-field/list', token)).json().data).toHaveLength(1);
    expect(
      (await call('DELETE', `/contact/custom-field/${id}/delete`, main.token)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/contact/custom-field/${id}/delete`, token)).json().status).toBe(
      1,
    );
    expect(
      (await call('GET', `/contact/${c.id}/fetch`, token)).json().contact.custom_fields,
    ).toEqual({});
  });
});

describe('profile sections', () => {
  it('adds, lists, updates and deletes notes', async () => {
    const c = await buildContact(deps, { accountId: main.accountId });
    const added = await call('POST', '/contact/add-note', main.token, {
      contact_id: c.id,
      body: 'First call',
    });
    expect(added.json().note).toMatchObject({ body: 'First call', author: 'Test Owner' });
    const noteId = added.json().note.id;
    expect(
      (await call('POST', '/contact/add-note', main.token, { contact_id: c.id, body: ' ' })).json()
        .errors,
    ).toEqual({
      body: ['The note field is required'],
    });
    const updated = await call('PATCH', `/contact/${c.id}/update-note`, main.token, {
      note_id: noteId,
      body: 'Edited',
    });
    expect(updated.json().note).toMatchObject({ body: 'Edited', author: 'Test Owner' });
    expect((await call('GET', `/contact/${c.id}/notes`, main.token)).json()).toMatchObject({
      total: 1,
      data: [{ body: 'Edited' }],
    });
    expect(
      (await call('POST', '/contact/add-note', outsider.token, { contact_id: c.id, body: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/contact/add-note', viewerToken, { contact_id: c.id, body: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/contact/delete-notes', main.token, {
          contact_id: c.id,
          note_ids: [noteId],
        })
      ).json(),
    ).toMatchObject({
      affected: 1,
    });
    expect((await call('GET', `/contact/${c.id}/notes`, main.token)).json().total).toBe(0);
  });

  it('sends, edits, redeems and deletes rewards; never redeems more than the balance', async () => {
    const c = await buildContact(deps, { accountId: main.accountId });
    const sent = await call('POST', '/contact/send-reward', main.token, {
      contact_id: c.id,
      points: 50,
      reason: 'Check-in',
    });
    expect(sent.json()).toMatchObject({
      status: 1,
      points: 50,
      total_points: 50,
      data: [{ points: 50, reason: 'Check-in' }],
    });
    const over = await call('POST', '/contact/redeemed-reward-points', main.token, {
      contact_id: c.id,
      points: 51,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ points: ['The contact has only 50 points to redeem.'] });
    const redeemed = await call('POST', '/contact/redeemed-reward-points', main.token, {
      contact_id: c.id,
      points: 20,
    });
    expect(redeemed.json()).toMatchObject({ points: 30, total_points: 50 });
    const rewardId = sent.json().data[0].id;
    const edited = await call('POST', '/contact/edit-rewards', main.token, {
      contact_id: c.id,
      reward_id: rewardId,
      points: 10,
      reason: 'Fix',
    });
    expect(edited.statusCode).toBe(422);
    const ok = await call('POST', '/contact/edit-rewards', main.token, {
      contact_id: c.id,
      reward_id: rewardId,
      points: 25,
      reason: 'Fix',
    });
    expect(ok.json()).toMatchObject({ points: 5, total_points: 25 });
    expect((await call('GET', `/contact/${c.id}/rewards`, main.token)).json().data).toHaveLength(2);
    const deleted = await call('POST', '/contact/delete-rewards', main.token, {
      contact_id: c.id,
      reward_ids: [rewardId],
    });
    expect(deleted.json()).toMatchObject({ points: -20, total_points: 0 });
    expect(
      (await call('GET', `/contact/${foreignContact.id}/rewards`, main.token)).statusCode,
    ).toBe(404);
  });

  it('answers stats and only the features really used', async () => {
    const c = await buildContact(deps, { accountId: main.accountId, loginCount: 3 });
    expect((await call('GET', `/contact/${c.id}/features-used`, main.token)).json()).toEqual({
      status: 1,
      features: [],
    });
    await call('POST', '/contact/add-note', main.token, { contact_id: c.id, body: 'n' });
    await buildGroup(deps, { accountId: main.accountId, contactIds: [c.id] });
    expect(
      (await call('GET', `/contact/${c.id}/features-used`, main.token)).json().features,
    ).toEqual([
      { feature: 'groups', label: 'Groups', count: 1 },
      { feature: 'notes', label: 'Notes', count: 1 },
    ]);
    const stats = (await call('GET', `/contact/${c.id}/stats`, main.token)).json().stats;
    expect(stats).toMatchObject({
      notes: 1,
      groups: 1,
      tags: 0,
      reward_points: 0,
      login_count: 3,
      days_as_contact: 0,
    });
  });

  it('serves no profile sections for areas not built yet (they come with their areas)', async () => {
    const c = await buildContact(deps, { accountId: main.accountId });
    for (const section of ['pages', 'sequences', 'playbooks', 'journeys']) {
      const res = await call('GET', `/contact/${section}?contact_id=${c.id}`, main.token);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('tabs', () => {
  it('lists tabs with counts; creates, renames and re-orders them', async () => {
    const { accountId, token } = await setup();
    await buildContact(deps, { accountId, status: 'lead' });
    const list = (await call('GET', '/contact/tabs/list', token)).json();
    expect(list.tabs.map((t: { value: string; count: number }) => [t.value, t.count])).toEqual([
      ['lead', 1],
      ['trial', 0],
      ['client', 0],
      ['staff', 0],
      ['lost', 0],
    ]);
    const created = await call('POST', '/contact/tabs/create', token, {
      group: 'leads',
      title: 'Hot Leads',
    });
    expect(created.json().tab).toMatchObject({
      group: 'leads',
      title: 'Hot Leads',
      value: 'hot-leads',
      position: 1,
      count: 0,
    });
    const again = await call('POST', '/contact/tabs/create', token, {
      group: 'leads',
      title: 'Hot leads!',
    });
    expect(again.json().tab.value).toBe('hot-leads-2');
    const leadTab = list.tabs.find((t: { value: string }) => t.value === 'lead');
    const renamed = await call('PATCH', '/contact/tabs/update', token, {
      id: leadTab.id,
      title: 'New Leads',
    });
    expect(renamed.json().tab).toMatchObject({ title: 'New Leads', value: 'lead', count: 1 });
    const sorted = await call('PATCH', '/contact/tabs/list-sort', token, {
      ids: [again.json().tab.id, created.json().tab.id, leadTab.id],
    });
    const leads = sorted.json().tabs.filter((t: { group: string }) => t.group === 'leads');
    expect(leads.map((t: { value: string }) => t.value)).toEqual([
      'hot-leads-2',
      'hot-leads',
      'lead',
    ]);
    const tabs = (await call('GET', `/auth/location/${accountId}/tabs`, token)).json().tabs;
    expect(tabs.leads).toEqual([
      { title: 'Hot leads!', value: 'hot-leads-2' },
      { title: 'Hot Leads', value: 'hot-leads' },
      { title: 'New Leads', value: 'lead' },
    ]);
    expect(
      (await call('PATCH', '/contact/tabs/list-sort', token, { ids: [list.tabs[0].id, 999999] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/contact/tabs/update', outsider.token, { id: leadTab.id, title: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('never gives a tab the value `all`, which the list uses for every tab', async () => {
    const { accountId, token } = await setup();
    const res = await call('POST', '/contact/tabs/create', token, { group: 'leads', title: 'All' });
    expect(res.json().tab).toMatchObject({ title: 'All', value: 'all-2' });
    await buildContact(deps, { accountId, status: 'all-2' });
    await buildContact(deps, { accountId, status: 'lead' });
    const list = (await call('GET', '/contact/list?status=all-2', token)).json();
    expect(list.total).toBe(1);
    expect(list.counts).toMatchObject({ all: 2, 'all-2': 1, lead: 1 });
  });

  it('deletes a tab and moves its contacts (deleted ones too) to move_to', async () => {
    const { accountId, token } = await setup();
    const tab = (
      await call('POST', '/contact/tabs/create', token, { group: 'trials', title: 'Week Pass' })
    ).json().tab;
    const live = await buildContact(deps, { accountId, status: tab.value });
    const gone = await buildContact(deps, { accountId, status: tab.value, deletedAt: new Date() });
    const same = await call('DELETE', '/contact/tabs/delete', token, {
      id: tab.id,
      move_to: tab.value,
    });
    expect(same.json().errors).toEqual({
      move_to: ['Please choose another tab for its contacts.'],
    });
    const missing = await call('DELETE', '/contact/tabs/delete', token, {
      id: tab.id,
      move_to: 'nowhere',
    });
    expect(missing.json().errors).toEqual({ move_to: ['The selected status is invalid.'] });
    const res = await call('DELETE', '/contact/tabs/delete', token, {
      id: tab.id,
      move_to: 'trial',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tabs.find((t: { value: string }) => t.value === 'trial').count).toBe(1);
    for (const c of [live, gone]) {
      const [row] = await deps.db.select().from(contacts).where(eq(contacts.id, c.id));
      expect(row?.status).toBe('trial');
    }
    expect((await lifecycleOf(live.id)).map((e) => [e.kind, e.fromValue, e.toValue])).toEqual([
      ['status', 'week-pass', 'trial'],
    ]);
    expect(
      (await call('DELETE', '/contact/tabs/delete', token, { id: tab.id, move_to: 'trial' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', '/contact/tabs/delete', viewerToken, { id: tab.id, move_to: 'trial' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('column preferences and options', () => {
  it('answers the contract defaults until the user saves, then the merged preferences', async () => {
    const org = await setup();
    const defaults = (await call('GET', '/user/contact-preferences', org.token)).json();
    expect(defaults.preferences).toMatchObject({ photo: true, tags: false, table_header: true });
    const saved = await call('POST', '/user/update-contact-preferences', org.token, {
      tags: true,
      photo: false,
    });
    expect(saved.json().preferences).toMatchObject({ tags: true, photo: false, email: true });
    expect(
      (await call('GET', '/user/contact-preferences', org.token)).json().preferences,
    ).toMatchObject({
      tags: true,
      photo: false,
    });
    expect(
      (await call('POST', '/user/update-contact-preferences', org.token, { tags: 'yes' }))
        .statusCode,
    ).toBe(422);
  });

  it('answers the source and last-action options with the spec spellings', async () => {
    const res = (await call('GET', '/contact/source-options', main.token)).json();
    expect(res.sources).toContainEqual({ value: 'OM Offers', label: 'OM Offers' });
    expect(res.last_actions).toContainEqual({
      value: 'Pre-qualifiaction Completed',
      label: 'Pre-qualifiaction Completed',
    });
  });
});
