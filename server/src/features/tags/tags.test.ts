import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContact, buildSignedIn, buildStaff, buildTag, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { contactTags } from './tags.tables';

const { app, deps } = await createTestApp();

const call = caller(app);
const setup = () => buildSignedIn(deps);

const main = await setup();
const outsider = await setup();
const foreignTag = await buildTag(deps, { accountId: outsider.accountId });
const foreignContact = await buildContact(deps, { accountId: outsider.accountId });

describe('GET /api/v3/tag/list', () => {
  it('groups tags as system, id and trigger with live contact counts, plus the flat original', async () => {
    const { accountId, token } = await setup();
    const system = await buildTag(deps, { accountId, name: 'Members', tagType: 1 });
    const idTag = await buildTag(deps, { accountId, name: 'Kiosk', tagType: 2 });
    await buildTag(deps, { accountId, name: 'Welcome', tagType: 3 });
    await buildContact(deps, { accountId, tags: [system.id, idTag.id] });
    await buildContact(deps, { accountId, tags: [system.id], deletedAt: new Date() });
    const res = await call('GET', '/tag/list', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    expect(
      body.tags.system.map((t: { name: string; contacts_count: number }) => [
        t.name,
        t.contacts_count,
      ]),
    ).toEqual([['Members', 1]]);
    expect(body.tags.id.map((t: { name: string }) => t.name)).toEqual(['Kiosk']);
    expect(body.tags.trigger.map((t: { name: string }) => t.name)).toEqual(['Welcome']);
    expect(body.original).toHaveLength(3);
    expect(body.original.map((t: { id: number }) => t.id)).not.toContain(foreignTag.id);
  });

  it('answers 401 without a token and 403 for staff who may view neither tags nor contacts', async () => {
    expect((await call('GET', '/tag/list', null)).statusCode).toBe(401);
    const staff = await buildStaff(deps, main.accountId, { permissions: {} });
    expect((await call('GET', '/tag/list', await tokenFor(deps, staff.id))).statusCode).toBe(403);
    const contactsOnly = await buildStaff(deps, main.accountId, {
      permissions: { 'contacts-center': { view: true } },
    });
    expect((await call('GET', '/tag/list', await tokenFor(deps, contactsOnly.id))).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/v3/tag/create and PATCH /api/v3/tag/edit-tag', () => {
  it('creates a tag and refuses a duplicate name, case-insensitively', async () => {
    const res = await call('POST', '/tag/create', main.token, { name: 'Early Birds', tag_type: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().tag).toMatchObject({ name: 'Early Birds', tag_type: 3, contacts_count: 0 });
    const dup = await call('POST', '/tag/create', main.token, { name: 'early birds' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({
      message: 'The name has already been taken.',
      errors: { name: ['The name has already been taken.'] },
    });
    const empty = await call('POST', '/tag/create', main.token, { name: ' ', tag_type: 4 });
    expect(empty.json().errors).toEqual({
      name: ['The name field is required'],
      tag_type: expect.any(Array),
    });
    // The same name in another tenant is fine.
    expect(
      (await call('POST', '/tag/create', outsider.token, { name: 'Early Birds' })).statusCode,
    ).toBe(200);
  });

  it('edits name and type; 422 for a taken name, 404 for another tenant, 403 without update', async () => {
    const a = await buildTag(deps, { accountId: main.accountId, name: 'Alpha' });
    await buildTag(deps, { accountId: main.accountId, name: 'Beta' });
    const res = await call('PATCH', '/tag/edit-tag', main.token, {
      id: a.id,
      name: 'Alpha 2',
      tag_type: 2,
    });
    expect(res.json().tag).toMatchObject({ id: a.id, name: 'Alpha 2', tag_type: 2 });
    const taken = await call('PATCH', '/tag/edit-tag', main.token, {
      id: a.id,
      name: 'BETA',
      tag_type: 1,
    });
    expect(taken.json().errors).toEqual({ name: ['The name has already been taken.'] });
    const foreign = await call('PATCH', '/tag/edit-tag', main.token, {
      id: foreignTag.id,
      name: 'Mine',
      tag_type: 1,
    });
    expect(foreign.statusCode).toBe(404);
    const staff = await buildStaff(deps, main.accountId, { permissions: { tags: { view: true } } });
    const denied = await call('PATCH', '/tag/edit-tag', await tokenFor(deps, staff.id), {
      id: a.id,
      name: 'x',
      tag_type: 1,
    });
    expect(denied.statusCode).toBe(403);
    const creator = await call('POST', '/tag/create', await tokenFor(deps, staff.id), {
      name: 'Nope',
    });
    expect(creator.statusCode).toBe(403);
  });
});

describe('DELETE /api/v3/tag/{id}/delete', () => {
  it('deletes the tag and its contact links; 404 for another tenant', async () => {
    const tag = await buildTag(deps, { accountId: main.accountId });
    const c = await buildContact(deps, { accountId: main.accountId, tags: [tag.id] });
    expect((await call('DELETE', `/tag/${foreignTag.id}/delete`, main.token)).statusCode).toBe(404);
    const res = await call('DELETE', `/tag/${tag.id}/delete`, main.token);
    expect(res.json()).toEqual({ status: 1, message: 'Tag has been deleted successfully!' });
    expect(await deps.db.select().from(contactTags).where(eq(contactTags.contactId, c.id))).toEqual(
      [],
    );
  });
});

describe('PATCH /api/v3/tag/add-contact and remove-contact', () => {
  it('tags a selection of ids in bulk, idempotently, and removes them', async () => {
    const { accountId, token } = await setup();
    const [t1, t2] = [await buildTag(deps, { accountId }), await buildTag(deps, { accountId })];
    const a = await buildContact(deps, { accountId, tags: [t1.id] });
    const b = await buildContact(deps, { accountId });
    const add = { tag_ids: [t1.id, t2.id], selection: { ids: [a.id, b.id] } };
    expect((await call('PATCH', '/tag/add-contact', token, add)).json()).toEqual({
      status: 1,
      message: 'Tags have been added to 2 contacts successfully!',
      affected: 2,
    });
    expect((await call('PATCH', '/tag/add-contact', token, add)).json().affected).toBe(0);
    expect(
      await deps.db.select().from(contactTags).where(eq(contactTags.tagId, t2.id)),
    ).toHaveLength(2);
    const removed = await call('PATCH', '/tag/remove-contact', token, {
      tag_ids: [t1.id],
      selection: { ids: [a.id] },
    });
    expect(removed.json().affected).toBe(1);
    const list = (await call('GET', `/tag/contact-list?tag_id=${t1.id}`, token)).json();
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([b.id]);
  });

  it('tags every contact matching the filter ("Select all N matching")', async () => {
    const { accountId, token } = await setup();
    const tag = await buildTag(deps, { accountId });
    for (let i = 0; i < 40; i++)
      await buildContact(deps, {
        accountId,
        firstName: i % 2 ? 'Runner' : 'Walker',
        status: 'client',
      });
    await buildContact(deps, { accountId, firstName: 'Runner', status: 'lead' });
    const res = await call('PATCH', '/tag/add-contact', token, {
      tag_ids: [tag.id],
      selection: { filter: { search: 'runner', status: 'client' } },
    });
    expect(res.json().affected).toBe(20);
    const list = (
      await call('GET', `/tag/contact-list?tag_id=${tag.id}&per_page=10&page=2`, token)
    ).json();
    expect(list).toMatchObject({ total: 20, current_page: 2, last_page: 2, per_page: 10 });
    const removed = await call('PATCH', '/tag/remove-contact', token, {
      tag_ids: [tag.id],
      selection: { filter: {} },
    });
    expect(removed.json().affected).toBe(20);
  });

  it('answers 404 for another tenant’s tag or contacts, 403 without update, 422 without tags', async () => {
    const tag = await buildTag(deps, { accountId: main.accountId });
    const c = await buildContact(deps, { accountId: main.accountId });
    const foreignTagRes = await call('PATCH', '/tag/add-contact', main.token, {
      tag_ids: [foreignTag.id],
      selection: { ids: [c.id] },
    });
    expect(foreignTagRes.statusCode).toBe(404);
    const foreignContactRes = await call('PATCH', '/tag/add-contact', main.token, {
      tag_ids: [tag.id],
      selection: { ids: [foreignContact.id] },
    });
    expect(foreignContactRes.statusCode).toBe(404);
    expect(
      await deps.db.select().from(contactTags).where(eq(contactTags.contactId, foreignContact.id)),
    ).toEqual([]);
    const viewer = await buildStaff(deps, main.accountId, {
      permissions: { 'contacts-center': { view: true } },
    });
    const denied = await call('PATCH', '/tag/remove-contact', await tokenFor(deps, viewer.id), {
      tag_ids: [tag.id],
      selection: { ids: [c.id] },
    });
    expect(denied.statusCode).toBe(403);
    const none = await call('PATCH', '/tag/add-contact', main.token, {
      tag_ids: [],
      selection: { ids: [c.id] },
    });
    expect(none.json().errors).toEqual({ tag_ids: ['Please select at least one tag'] });
  });
});

describe('GET /api/v3/tag/contact-list', () => {
  it('lists the live contacts of a tag; 404 for another tenant’s tag; 422 without tag_id', async () => {
    const tag = await buildTag(deps, { accountId: main.accountId });
    const c = await buildContact(deps, { accountId: main.accountId, tags: [tag.id] });
    await buildContact(deps, { accountId: main.accountId, tags: [tag.id], deletedAt: new Date() });
    const res = (await call('GET', `/tag/contact-list?tag_id=${tag.id}`, main.token)).json();
    expect(res).toMatchObject({ total: 1, current_page: 1, last_page: 1, per_page: 25 });
    expect(res.data[0]).toMatchObject({ id: c.id, tags: [{ id: tag.id }] });
    expect(
      (await call('GET', `/tag/contact-list?tag_id=${foreignTag.id}`, main.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/tag/contact-list', main.token)).json().errors).toEqual({
      tag_id: ['The tag id field is required'],
    });
  });
});
