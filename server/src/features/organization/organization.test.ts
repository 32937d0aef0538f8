import { realtimeEvents } from '@coachline/contract/api';
import { messages } from '@coachline/contract/messages';
import { organizationMessages as orgMessages } from '@coachline/contract/organization';
import { permissionActions, permissionAreas } from '@coachline/contract/permissions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/outbox.tables';
import {
  buildContact,
  buildOrganization,
  buildSignedIn,
  buildStaff,
  testPassword,
  tokenFor,
} from '../../test/factories';
import { caller, createTestApp, recordRealtime } from '../../test/server';
import { findUserByEmail, updateAccount } from '../accounts/accounts.service';

const { app, deps } = await createTestApp();
const call = caller(app);
const mailTo = (to: string) =>
  deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);

const locationNames = async (token: string) =>
  (
    (await call('GET', '/auth/locations', token)).json().company_user_locations as {
      businessname: string;
    }[]
  ).map((l) => l.businessname);

/** An admin-settings staff user of the organization, with extra grants. */
const adminStaff = (primaryId: number, more: Record<string, Record<string, boolean>> = {}) =>
  buildStaff(deps, primaryId, {
    permissions: {
      'admin-settings': { view: true, create: true, update: true, delete: true },
      ...more,
    },
  });

const invite = (token: string, body: Record<string, unknown>) =>
  call('POST', '/organization/user/save', token, {
    fname: 'Sam',
    lname: 'Staff',
    email: `sam-${Math.random().toString(36).slice(2, 8)}@example.test`,
    ...body,
  });

describe('locations', () => {
  it('creates a location: the exact answer, in the switcher, a 422 for a missing name', async () => {
    const { token } = await buildSignedIn(deps);
    const created = await call('POST', '/organization/location/create', token, {
      businessname: 'Northside',
      timezone: 'Europe/Paris',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().location.id;
    expect(created.json()).toEqual({ status: 1, location: { id, businessname: 'Northside' } });
    expect(await locationNames(token)).toContain('Northside');
    const list = (await call('GET', '/organization/locations', token)).json().locations;
    expect(list.find((l: { id: number }) => l.id === id)).toMatchObject({
      timezone: 'Europe/Paris',
      is_primary: false,
      is_suspended: false,
      deleted_at: null,
    });

    const bad = await call('POST', '/organization/location/create', token, {
      businessname: ' ',
      timezone: 'Mars/Olympus',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['businessname', 'timezone']);
  });

  it('renames a secondary location; the primary one and other organizations’ are 404', async () => {
    const { token, account, locations } = await buildSignedIn(deps, { locations: ['Old'] });
    const other = await buildOrganization(deps, { locations: ['Theirs'] });
    const renamed = await call(
      'PATCH',
      `/organization/location/${locations[0]!.id}/update`,
      token,
      {
        businessname: 'New',
      },
    );
    expect(renamed.json()).toEqual({ status: 1, message: messages.secondaryLocationSaved });
    expect(await locationNames(token)).toContain('New');
    for (const id of [account.id, other.locations[0]!.id, other.account.id]) {
      const res = await call('PATCH', `/organization/location/${id}/update`, token, {
        businessname: 'Mine now',
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('suspends and activates: its users are refused on their next request, it leaves the switcher', async () => {
    const { token, account, locations } = await buildSignedIn(deps, { locations: ['Studio'] });
    const studio = locations[0]!;
    const staff = await buildStaff(deps, account.id, {
      permissions: { 'contacts-center': { view: true } },
    });
    await call('POST', `/organization/location/${studio.id}/add-users`, token, {
      user_ids: [staff.id],
    });
    const inside = await tokenFor(deps, staff.id, studio.id);
    // The session is cached by this request; the suspension must still be seen by the next.
    expect((await call('GET', '/contact/list', inside)).statusCode).toBe(200);

    const suspended = await call('PATCH', `/organization/location/${studio.id}/suspend`, token, {
      status: 1,
    });
    expect(suspended.json()).toEqual({ status: 1, message: messages.secondaryLocationSuspended });
    const refused = await call('GET', '/contact/list', inside);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.locationSuspended);
    expect(await locationNames(token)).not.toContain('Studio');
    // Nothing is deleted: the owner still lists it, suspended.
    const listed = (await call('GET', '/organization/locations', token)).json().locations;
    expect(listed.find((l: { id: number }) => l.id === studio.id).is_suspended).toBe(true);

    const activated = await call('PATCH', `/organization/location/${studio.id}/suspend`, token, {
      status: 0,
    });
    expect(activated.json()).toEqual({ status: 1, message: messages.secondaryLocationActivated });
    expect((await call('GET', '/contact/list', inside)).statusCode).toBe(200);
    expect(await locationNames(token)).toContain('Studio');
  });

  it('refuses to suspend or delete the location the caller acts from, and a bad status', async () => {
    const { owner, locations } = await buildOrganization(deps, { locations: ['Here'] });
    const here = locations[0]!;
    const inside = await tokenFor(deps, owner.id, here.id);
    const suspend = await call('PATCH', `/organization/location/${here.id}/suspend`, inside, {
      status: 1,
    });
    expect(suspend.statusCode).toBe(422);
    expect(suspend.json().errors).toEqual({ status: [orgMessages.cannotSuspendCurrent] });
    const remove = await call('DELETE', `/organization/location/${here.id}/delete`, inside, {
      confirm: 'Here',
    });
    expect(remove.json().errors).toEqual({ confirm: [orgMessages.cannotDeleteCurrent] });
    const bad = await call('PATCH', `/organization/location/${here.id}/suspend`, inside, {
      status: 2,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
  });

  it('deletes softly with the typed name, and restores for 30 days', async () => {
    const { token, owner, locations } = await buildSignedIn(deps, { locations: ['Annex'] });
    const annex = locations[0]!;
    const contact = await buildContact(deps, { accountId: annex.id });
    const inside = await tokenFor(deps, owner.id, annex.id);
    const url = `/organization/location/${annex.id}/delete`;

    const mistyped = await call('DELETE', url, token, { confirm: 'annex ' });
    expect(mistyped.statusCode).toBe(422);
    expect(mistyped.json().errors).toEqual({ confirm: [orgMessages.confirmMismatch] });

    const deleted = await call('DELETE', url, token, { confirm: 'Annex' });
    expect(deleted.json()).toEqual({ status: 1, message: messages.secondaryLocationDeleted });
    expect(await locationNames(token)).not.toContain('Annex');
    // A session inside it acts nowhere any more.
    expect((await call('GET', '/contact/list', inside)).statusCode).toBe(401);
    const listed = (await call('GET', '/organization/locations', token)).json().locations;
    const row = listed.find((l: { id: number }) => l.id === annex.id);
    expect(row.deleted_at).not.toBeNull();
    expect(new Date(row.restorable_until).getTime() - new Date(row.deleted_at).getTime()).toBe(
      30 * 86_400_000,
    );
    expect((await call('DELETE', url, token, { confirm: 'Annex' })).statusCode).toBe(404);

    const restored = await call('PATCH', `/organization/location/${annex.id}/restore`, token);
    expect(restored.json()).toEqual({ status: 1, message: orgMessages.locationRestored });
    expect(await locationNames(token)).toContain('Annex');
    const back = await tokenFor(deps, owner.id, annex.id);
    const contacts = (await call('GET', '/contact/list', back)).json().data as { id: number }[];
    expect(contacts.map((c) => c.id)).toEqual([contact.id]);
    // A live location has nothing to restore.
    expect(
      (await call('PATCH', `/organization/location/${annex.id}/restore`, token)).statusCode,
    ).toBe(404);

    await call('DELETE', url, token, { confirm: 'Annex' });
    await updateAccount(deps.db, annex.id, { deletedAt: new Date(Date.now() - 31 * 86_400_000) });
    const late = await call('PATCH', `/organization/location/${annex.id}/restore`, token);
    expect(late.json().errors).toEqual({ location: [orgMessages.restoreExpired] });
  });

  it('adds users to a location; other organizations’ users are 404', async () => {
    const { token, account, locations } = await buildSignedIn(deps, { locations: ['Gym B'] });
    const other = await buildOrganization(deps);
    const staff = await buildStaff(deps, account.id);
    const staffToken = await tokenFor(deps, staff.id);
    expect(await locationNames(staffToken)).not.toContain('Gym B');
    const url = `/organization/location/${locations[0]!.id}/add-users`;
    const added = await call('POST', url, token, { user_ids: [staff.id] });
    expect(added.json()).toEqual({ status: 1, message: messages.usersAdded });
    expect(await locationNames(staffToken)).toContain('Gym B');
    expect((await call('POST', url, token, { user_ids: [other.owner.id] })).statusCode).toBe(404);
    const empty = await call('POST', url, token, { user_ids: [] });
    expect(empty.statusCode).toBe(422);
  });
});

describe('users and permissions', () => {
  it('lists every area with every action', async () => {
    const { token } = await buildSignedIn(deps);
    const res = await call('GET', '/organization/permissions', token);
    expect(res.json()).toEqual({
      status: 1,
      permissions: permissionAreas.map((area) => ({ area, actions: [...permissionActions] })),
    });
  });

  it('lists users with search and paging, and the super users', async () => {
    const { token, account, owner } = await buildSignedIn(deps);
    for (const name of ['Alice', 'Bob', 'Carol']) {
      await invite(token, { fname: name, location_ids: [account.id] });
    }
    const page = await call('GET', '/organization/users?per_page=2&page=2', token);
    expect(page.json()).toMatchObject({ current_page: 2, per_page: 2, total: 4, last_page: 2 });
    expect(page.json().data).toHaveLength(2);
    const found = await call('GET', '/organization/users?search=car', token);
    expect(found.json().data.map((u: { fname: string }) => u.fname)).toEqual(['Carol']);
    expect(found.json().data[0]).toMatchObject({ role: 'staff', location_ids: [account.id] });

    const supers = await call('GET', `/organization/${account.id}/super-users`, token);
    expect(supers.json().users.map((u: { id: number }) => u.id)).toEqual([owner.id]);
    const other = await buildOrganization(deps);
    expect(
      (await call('GET', `/organization/${other.account.id}/super-users`, token)).statusCode,
    ).toBe(404);
  });

  it('invites a staff user: the exact answer, a mail whose link sets their password', async () => {
    const { token, account, locations } = await buildSignedIn(deps, { locations: ['Branch'] });
    const email = 'new.coach@example.test';
    const res = await invite(token, {
      email: 'New.Coach@Example.test',
      location_ids: [locations[0]!.id],
      permissions: { 'contacts-center': { view: true }, tags: { update: true } },
    });
    expect(res.statusCode).toBe(200);
    const user = (await findUserByEmail(deps.db, email))!;
    expect(res.json()).toEqual({ status: 1, user: { id: user.id, email } });
    expect(user).toMatchObject({ companyId: account.id, isCompanyLocation: false });

    const perms = await call('GET', `/organization/user/${user.id}/permissions`, token);
    expect(perms.json().user).toMatchObject({ role: 'staff', location_ids: [locations[0]!.id] });
    expect(perms.json().permissions['contacts-center']).toEqual({
      view: true,
      create: false,
      update: false,
      delete: false,
      assign: false,
    });
    // Any other action implies view.
    expect(perms.json().permissions.tags).toMatchObject({ view: true, update: true });

    const [mail] = await mailTo(email);
    const link = /\/password\/([^/\s]+)\/reset\?email=([^\s]+)/.exec(mail!.text)!;
    expect(link).not.toBeNull();
    expect(decodeURIComponent(link[2]!)).toBe(email);
    // Not signed in until the password is chosen.
    const early = await call('POST', '/auth/login', undefined, { email, password: testPassword });
    expect(early.statusCode).toBe(422);
    const reset = await call('POST', '/auth/reset-password', undefined, {
      token: link[1],
      email,
      password: 'chosen-password',
      password_confirmation: 'chosen-password',
    });
    expect(reset.statusCode).toBe(200);
    const login = await call('POST', '/auth/login', undefined, {
      email,
      password: 'chosen-password',
    });
    expect(login.json().accessed_location_id).toBe(locations[0]!.id);
    const staffToken = login.json().access_token;
    expect(await locationNames(staffToken)).toEqual(['Branch']);
    expect((await call('GET', '/contact/list', staffToken)).statusCode).toBe(200);
    // Only what was granted: no templates, no admin settings.
    expect((await call('GET', '/template/lists', staffToken)).statusCode).toBe(403);
    expect((await call('GET', '/organization/users', staffToken)).statusCode).toBe(403);
  });

  it('makes no user when the invitation cannot be mailed', async () => {
    const { token, account } = await buildSignedIn(deps);
    const send = deps.mailer.send;
    deps.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await invite(token, {
        email: 'unmailed@example.test',
        location_ids: [account.id],
      });
      expect(res.statusCode).toBe(500);
    } finally {
      deps.mailer.send = send;
    }
    expect(await findUserByEmail(deps.db, 'unmailed@example.test')).toBeUndefined();
    const again = await invite(token, {
      email: 'unmailed@example.test',
      location_ids: [account.id],
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers field errors for bad input and a taken email', async () => {
    const { token, owner } = await buildSignedIn(deps);
    const bad = await call('POST', '/organization/user/save', token, {
      fname: '',
      email: 'nope',
      location_ids: ['x'],
      permissions: { 'no-such-area': { view: true }, tags: { fly: true } },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['email', 'fname', 'lname', 'location_ids.0', 'permissions', 'permissions.tags'].sort(),
    );
    const taken = await invite(token, { email: owner.email, location_ids: [owner.accountId] });
    expect(taken.json().errors).toEqual({ email: [messages.emailTaken] });
    const nowhere = await invite(token, { location_ids: [] });
    expect(nowhere.json().errors).toEqual({ location_ids: [orgMessages.locationRequired] });
  });

  it('checks every id against the organization: other users and locations are 404', async () => {
    const { token, account } = await buildSignedIn(deps);
    const other = await buildOrganization(deps, { locations: ['Far'] });
    const theirStaff = await buildStaff(deps, other.account.id);
    expect((await invite(token, { location_ids: [other.locations[0]!.id] })).statusCode).toBe(404);
    expect(
      (await invite(token, { id: theirStaff.id, location_ids: [account.id] })).statusCode,
    ).toBe(404);
    for (const [method, url] of [
      ['GET', `/organization/user/${theirStaff.id}/permissions`],
      ['DELETE', `/organization/user/${theirStaff.id}/delete`],
      ['POST', `/organization/user/${theirStaff.id}/resend-credentials`],
    ] as const) {
      expect((await call(method, url, token)).statusCode).toBe(404);
    }
  });

  it('a user cannot grant more than they hold, nor a location they lack, nor an owner', async () => {
    const { account, locations } = await buildOrganization(deps, { locations: ['Elsewhere'] });
    const admin = await adminStaff(account.id, { tags: { view: true } });
    const adminToken = await tokenFor(deps, admin.id);
    const more = await invite(adminToken, {
      location_ids: [account.id],
      permissions: { tags: { view: true, delete: true }, groups: { update: true } },
    });
    expect(more.statusCode).toBe(422);
    expect(more.json().errors).toEqual({
      'permissions.tags.delete': [orgMessages.cannotGrant],
      'permissions.groups.view': [orgMessages.cannotGrant],
      'permissions.groups.update': [orgMessages.cannotGrant],
    });
    const elsewhere = await invite(adminToken, { location_ids: [locations[0]!.id] });
    expect(elsewhere.json().errors).toEqual({ location_ids: [orgMessages.cannotGrantLocation] });
    const owner = await invite(adminToken, { role: 'owner', location_ids: [account.id] });
    expect(owner.json().errors).toEqual({ role: [orgMessages.ownerOnly] });
    const fine = await invite(adminToken, {
      location_ids: [account.id],
      permissions: { tags: { view: true } },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('edits users with update only, and invites only with create', async () => {
    const { account } = await buildOrganization(deps);
    const staff = await buildStaff(deps, account.id);
    const editor = await buildStaff(deps, account.id, {
      permissions: { 'admin-settings': { view: true, update: true } },
    });
    const editorToken = await tokenFor(deps, editor.id);
    const edited = await call('POST', '/organization/user/save', editorToken, {
      id: staff.id,
      fname: 'Renamed',
      lname: 'Staff',
      email: staff.email,
      location_ids: [account.id],
    });
    expect(edited.statusCode).toBe(200);
    const invited = await invite(editorToken, { location_ids: [account.id] });
    expect(invited.statusCode).toBe(403);
  });

  it('nobody changes or deletes themselves, and staff cannot touch an owner', async () => {
    const { token, owner, account } = await buildSignedIn(deps);
    const self = await call('POST', '/organization/user/save', token, {
      id: owner.id,
      fname: 'Me',
      lname: 'Myself',
      email: owner.email,
      role: 'staff',
      location_ids: [account.id],
    });
    expect(self.json().errors).toEqual({ id: [orgMessages.cannotChangeSelf] });
    const deleteSelf = await call('DELETE', `/organization/user/${owner.id}/delete`, token);
    expect(deleteSelf.json().errors).toEqual({ user: [orgMessages.cannotDeleteSelf] });
    const admin = await adminStaff(account.id);
    const adminToken = await tokenFor(deps, admin.id);
    const removeOwner = await call('DELETE', `/organization/user/${owner.id}/delete`, adminToken);
    expect(removeOwner.json().errors).toEqual({ role: [orgMessages.ownerOnly] });
  });

  it('makes a second owner, who acts everywhere; owners delete each other, the record passes on', async () => {
    const { token, owner, account, locations } = await buildSignedIn(deps, {
      locations: ['One', 'Two'],
    });
    const res = await invite(token, { role: 'owner', email: 'co-owner@example.test' });
    expect(res.statusCode).toBe(200);
    const coOwnerToken = await tokenFor(deps, res.json().user.id);
    expect(await locationNames(coOwnerToken)).toEqual([
      account.businessname,
      locations[0]!.businessname,
      locations[1]!.businessname,
    ]);
    const removed = await call('DELETE', `/organization/user/${owner.id}/delete`, coOwnerToken);
    expect(removed.json()).toEqual({ status: 1, message: messages.userDeleted });
    expect((await call('GET', '/auth/locations', token)).statusCode).toBe(401);
  });

  it('a permission removed takes effect on the next request, and the user’s tabs are told', async () => {
    const { token, account } = await buildSignedIn(deps);
    const staff = await buildStaff(deps, account.id, {
      permissions: { 'contacts-center': { view: true } },
    });
    const staffToken = await tokenFor(deps, staff.id);
    expect((await call('GET', '/contact/list', staffToken)).statusCode).toBe(200);
    const realtime = recordRealtime(deps);
    try {
      const saved = await invite(token, {
        id: staff.id,
        email: staff.email,
        location_ids: [account.id],
        permissions: {},
      });
      expect(saved.statusCode).toBe(200);
      expect(realtime.events).toEqual([
        { userId: staff.id, event: realtimeEvents.permissionsChanged, payload: {} },
      ]);
    } finally {
      realtime.stop();
    }
    expect((await call('GET', '/contact/list', staffToken)).statusCode).toBe(403);
    const refreshed = (await call('POST', '/auth/refresh', staffToken)).json();
    expect(refreshed.permissions['contacts-center'].view).toBe(false);
  });

  it('taking a location away ends the user’s sessions in it', async () => {
    const { token, account, locations } = await buildSignedIn(deps, { locations: ['Gone'] });
    const saved = await invite(token, { location_ids: [account.id, locations[0]!.id] });
    const staffId = saved.json().user.id;
    const inside = await tokenFor(deps, staffId, locations[0]!.id);
    expect((await call('POST', '/auth/refresh', inside)).statusCode).toBe(200);
    await invite(token, {
      id: staffId,
      email: saved.json().user.email,
      location_ids: [account.id],
    });
    expect((await call('POST', '/auth/refresh', inside)).statusCode).toBe(401);
  });

  it('deletes a user: the message, and their sessions end', async () => {
    const { token, account } = await buildSignedIn(deps);
    const staff = await buildStaff(deps, account.id);
    const staffToken = await tokenFor(deps, staff.id);
    const res = await call('DELETE', `/organization/user/${staff.id}/delete`, token);
    expect(res.json()).toEqual({ status: 1, message: messages.userDeleted });
    expect((await call('POST', '/auth/refresh', staffToken)).statusCode).toBe(401);
    expect(await findUserByEmail(deps.db, staff.email)).toBeUndefined();
  });

  it('resends the credentials, or says the mail could not go', async () => {
    const { token, account } = await buildSignedIn(deps);
    const staff = await buildStaff(deps, account.id);
    const url = `/organization/user/${staff.id}/resend-credentials`;
    const sent = await call('POST', url, token);
    expect(sent.json()).toEqual({ status: 1, message: messages.credentialsSent });
    expect((await mailTo(staff.email)).at(-1)?.text).toMatch(/\/password\/[^/]+\/reset/);

    const send = deps.mailer.send;
    deps.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const failed = await call('POST', url, token);
      expect(failed.json()).toEqual({ status: 0, message: messages.genericFailure });
    } finally {
      deps.mailer.send = send;
    }
  });

  it('is closed to users without admin settings and to company location users', async () => {
    const { account, locations } = await buildOrganization(deps, { locations: ['Desk'] });
    const plain = await buildStaff(deps, account.id, {
      permissions: { 'contacts-center': { view: true } },
    });
    const desk = await buildStaff(deps, account.id, { locationId: locations[0]!.id });
    for (const user of [plain, desk]) {
      const userToken = await tokenFor(deps, user.id);
      expect((await call('GET', '/organization/users', userToken)).statusCode).toBe(403);
      const create = await call('POST', '/organization/location/create', userToken, {
        businessname: 'Mine',
      });
      expect(create.statusCode).toBe(403);
    }
  });
});
