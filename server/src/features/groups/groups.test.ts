import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildContact,
  buildGroup,
  buildSignedIn,
  buildStaff,
  tokenFor,
} from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { groupMembers, groupUsers } from './groups.tables';

const { app, deps } = await createTestApp();

const call = caller(app);
const setup = () => buildSignedIn(deps);

const main = await setup();
const outsider = await setup();
const foreignGroup = await buildGroup(deps, { accountId: outsider.accountId });
const foreignContact = await buildContact(deps, { accountId: outsider.accountId });
const foreignStaff = await buildStaff(deps, outsider.accountId);

describe('GET /api/v3/group/lists', () => {
  it('pages the location’s groups with live contact counts and searches by name', async () => {
    const { accountId, token } = await setup();
    const a = await buildContact(deps, { accountId });
    const gone = await buildContact(deps, { accountId, deletedAt: new Date() });
    await buildGroup(deps, { accountId, name: 'Morning Crew', contactIds: [a.id, gone.id] });
    await buildGroup(deps, { accountId, name: 'Evening Crew' });
    const res = (await call('GET', '/group/lists', token)).json();
    expect(res).toMatchObject({ total: 2, current_page: 1, last_page: 1, per_page: 25 });
    const search = (await call('GET', '/group/lists?search=MORN', token)).json();
    expect(search.data).toEqual([
      expect.objectContaining({ name: 'Morning Crew', description: '', contacts_count: 1 }),
    ]);
    expect((await call('GET', '/group/lists?per_page=1&page=2', token)).json()).toMatchObject({
      last_page: 2,
      total: 2,
    });
  });

  it('answers 401 without a token and 403 for staff without view', async () => {
    expect((await call('GET', '/group/lists', null)).statusCode).toBe(401);
    const staff = await buildStaff(deps, main.accountId, { permissions: {} });
    expect((await call('GET', '/group/lists', await tokenFor(deps, staff.id))).statusCode).toBe(
      403,
    );
  });
});

describe('group create, edit and delete', () => {
  it('creates a group with contacts and staff users; refuses a duplicate name', async () => {
    const { accountId, token } = await setup();
    const c = await buildContact(deps, { accountId });
    const staff = await buildStaff(deps, accountId);
    const res = await call('POST', '/group/create-group', token, {
      name: 'VIP',
      description: 'Top members',
      contact_ids: [c.id, foreignContact.id],
      user_ids: [staff.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().group).toMatchObject({
      name: 'VIP',
      description: 'Top members',
      contacts_count: 1,
    });
    const dup = await call('POST', '/group/create-group', token, { name: 'vip' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({
      message: 'The name has already been taken.',
      errors: { name: ['The name has already been taken.'] },
    });
    // Another organization's user, or only another tenant's contacts, name nothing here.
    const badUser = await call('POST', '/group/create-group', token, {
      name: 'Other',
      user_ids: [foreignStaff.id],
    });
    expect(badUser.statusCode).toBe(404);
    const foreignOnly = await call('POST', '/group/create-group', token, {
      name: 'Other',
      contact_ids: [foreignContact.id],
    });
    expect(foreignOnly.statusCode).toBe(404);
    const userGroups = (await call('GET', '/group/user-groups', token)).json();
    expect(userGroups.data).toEqual([
      expect.objectContaining({
        name: 'VIP',
        users: [{ id: staff.id, full_name: 'Test Staff', email: staff.email }],
      }),
    ]);
  });

  it('edits name, members and users; 404 for another tenant', async () => {
    const { accountId, token } = await setup();
    const [a, b] = [
      await buildContact(deps, { accountId }),
      await buildContact(deps, { accountId }),
    ];
    const group = await buildGroup(deps, { accountId, name: 'Old', contactIds: [a.id] });
    const res = await call('POST', `/group/${group.id}/edit-group`, token, {
      name: 'New',
      description: 'd',
      contact_ids: [b.id],
      user_ids: [],
    });
    expect(res.json().group).toMatchObject({
      id: group.id,
      name: 'New',
      description: 'd',
      contacts_count: 1,
    });
    const members = await deps.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.groupId, group.id));
    expect(members.map((m) => m.contactId)).toEqual([b.id]);
    // Without contact_ids the members stay.
    await call('POST', `/group/${group.id}/edit-group`, token, { name: 'Newer' });
    expect(
      await deps.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id)),
    ).toHaveLength(1);
    expect(
      (await call('POST', `/group/${foreignGroup.id}/edit-group`, token, { name: 'Mine' }))
        .statusCode,
    ).toBe(404);
    // Another tenant's contacts never replace the members.
    const foreignOnly = await call('POST', `/group/${group.id}/edit-group`, token, {
      name: 'Newest',
      contact_ids: [foreignContact.id],
    });
    expect(foreignOnly.statusCode).toBe(404);
    expect(
      await deps.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id)),
    ).toHaveLength(1);
  });

  it('deletes a group with its links; 404 for another tenant; 403 without delete', async () => {
    const c = await buildContact(deps, { accountId: main.accountId });
    const group = await buildGroup(deps, { accountId: main.accountId, contactIds: [c.id] });
    const staff = await buildStaff(deps, main.accountId, {
      permissions: { groups: { view: true, update: true } },
    });
    expect(
      (await call('DELETE', `/group/${group.id}/delete`, await tokenFor(deps, staff.id)))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/group/${foreignGroup.id}/delete`, main.token)).statusCode).toBe(
      404,
    );
    const res = await call('DELETE', `/group/${group.id}/delete`, main.token);
    expect(res.json()).toEqual({ status: 1, message: 'Group has been deleted successfully!' });
    expect(
      await deps.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id)),
    ).toEqual([]);
    expect(await deps.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id))).toEqual(
      [],
    );
  });
});

describe('GET /api/v3/group/contact-list and PATCH /api/v3/group/add-contacts', () => {
  it('adds a filtered selection in bulk, idempotently, and lists the members', async () => {
    const { accountId, token } = await setup();
    const group = await buildGroup(deps, { accountId });
    for (let i = 0; i < 12; i++)
      await buildContact(deps, { accountId, status: i < 7 ? 'trial' : 'lead' });
    const body = { group_id: group.id, selection: { filter: { status: 'trial' } } };
    expect((await call('PATCH', '/group/add-contacts', token, body)).json()).toEqual({
      status: 1,
      message: '7 contacts added to the group successfully!',
      affected: 7,
    });
    expect((await call('PATCH', '/group/add-contacts', token, body)).json().affected).toBe(0);
    const list = (
      await call('GET', `/group/contact-list?group_id=${group.id}&per_page=5`, token)
    ).json();
    expect(list).toMatchObject({ total: 7, last_page: 2, per_page: 5 });
    expect(list.data.every((c: { status: string }) => c.status === 'trial')).toBe(true);
  });

  it('lists only live members: a deleted contact is left out of the page and its total', async () => {
    const { accountId, token } = await setup();
    const kept = await buildContact(deps, { accountId });
    const gone = await buildContact(deps, { accountId, deletedAt: new Date() });
    const group = await buildGroup(deps, { accountId, contactIds: [kept.id, gone.id] });
    const list = (await call('GET', `/group/contact-list?group_id=${group.id}`, token)).json();
    expect(list).toMatchObject({ total: 1 });
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([kept.id]);
  });

  it('answers 404 for another tenant’s group or contacts and 403 without update on contacts', async () => {
    const c = await buildContact(deps, { accountId: main.accountId });
    const group = await buildGroup(deps, { accountId: main.accountId });
    expect(
      (
        await call('PATCH', '/group/add-contacts', main.token, {
          group_id: foreignGroup.id,
          selection: { ids: [c.id] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', '/group/add-contacts', main.token, {
          group_id: group.id,
          selection: { ids: [foreignContact.id] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/group/contact-list?group_id=${foreignGroup.id}`, main.token)).statusCode,
    ).toBe(404);
    const viewer = await buildStaff(deps, main.accountId, {
      permissions: { 'contacts-center': { view: true } },
    });
    const denied = await call('PATCH', '/group/add-contacts', await tokenFor(deps, viewer.id), {
      group_id: group.id,
      selection: { ids: [c.id] },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('PATCH /api/v3/group/remove-contacts', () => {
  it('removes picked members, or every member by the group filter, and no one else', async () => {
    const { accountId, token } = await setup();
    const members = [];
    for (let i = 0; i < 6; i++) members.push(await buildContact(deps, { accountId }));
    const outside = await buildContact(deps, { accountId });
    const group = await buildGroup(deps, { accountId, contactIds: members.map((c) => c.id) });
    const other = await buildGroup(deps, { accountId, contactIds: [members[0]!.id, outside.id] });
    const picked = await call('PATCH', '/group/remove-contacts', token, {
      group_id: group.id,
      selection: { ids: [members[0]!.id, outside.id] },
    });
    expect(picked.json()).toEqual({
      status: 1,
      message: '1 contact removed from the group successfully!',
      affected: 1,
    });
    // "Select all N matching" on the list filtered by the group: no ids are sent.
    const all = await call('PATCH', '/group/remove-contacts', token, {
      group_id: group.id,
      selection: { filter: { group_id: group.id } },
    });
    expect(all.json().affected).toBe(5);
    expect(
      await deps.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id)),
    ).toEqual([]);
    const kept = await deps.db
      .select({ contactId: groupMembers.contactId })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, other.id));
    expect(kept.map((m) => m.contactId).sort()).toEqual([members[0]!.id, outside.id].sort());
  });

  it('answers 404 for another tenant’s group or contacts and 403 without update on contacts', async () => {
    const c = await buildContact(deps, { accountId: main.accountId });
    const group = await buildGroup(deps, { accountId: main.accountId, contactIds: [c.id] });
    const remove = (token: string, body: object) =>
      call('PATCH', '/group/remove-contacts', token, body);
    expect(
      (await remove(main.token, { group_id: foreignGroup.id, selection: { ids: [c.id] } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await remove(main.token, { group_id: group.id, selection: { ids: [foreignContact.id] } }))
        .statusCode,
    ).toBe(404);
    const viewer = await buildStaff(deps, main.accountId, {
      permissions: { 'contacts-center': { view: true } },
    });
    expect(
      (
        await remove(await tokenFor(deps, viewer.id), {
          group_id: group.id,
          selection: { ids: [c.id] },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      await deps.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id)),
    ).toHaveLength(1);
  });
});

describe('the group filter of the contact list and a contact’s groups', () => {
  it('lists only the group’s members, with tab counts of them; another tenant’s group matches nothing', async () => {
    const { accountId, token } = await setup();
    const a = await buildContact(deps, { accountId, status: 'trial' });
    const b = await buildContact(deps, { accountId, status: 'lead' });
    await buildContact(deps, { accountId, status: 'trial' });
    const group = await buildGroup(deps, { accountId, contactIds: [a.id, b.id] });
    const list = (await call('GET', `/contact/list?group_id=${group.id}`, token)).json();
    expect(list.total).toBe(2);
    expect(list.data.map((c: { id: number }) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.counts).toMatchObject({ trial: 1, lead: 1 });
    const trials = (
      await call('GET', `/contact/list?group_id=${group.id}&status=trial`, token)
    ).json();
    expect(trials.data.map((c: { id: number }) => c.id)).toEqual([a.id]);
    const foreign = await call('GET', `/contact/list?group_id=${foreignGroup.id}`, token);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().total).toBe(0);
  });

  it('GET group/lists?contact_id= answers the groups the contact is in', async () => {
    const { accountId, token } = await setup();
    const c = await buildContact(deps, { accountId });
    const inIt = await buildGroup(deps, { accountId, name: 'Morning', contactIds: [c.id] });
    await buildGroup(deps, { accountId, name: 'Evening' });
    const res = (await call('GET', `/group/lists?contact_id=${c.id}`, token)).json();
    expect(res.data.map((g: { id: number }) => g.id)).toEqual([inIt.id]);
    expect(res.total).toBe(1);
    const foreign = (
      await call('GET', `/group/lists?contact_id=${foreignContact.id}`, token)
    ).json();
    expect(foreign.total).toBe(0);
  });
});
