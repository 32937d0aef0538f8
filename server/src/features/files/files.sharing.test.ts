import { fileMessages } from '@coachline/contract/files';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { contacts } from '../contacts/contacts.tables';
import { insertFiles } from './files.repository';
import { fileContacts } from './files.tables';

// Who sees a file (001 §6: update-permission, change-permission, file users) and files sent to
// contacts (send-to-contact, remove-from-contact, a contact's files, list-all).

const { app, deps } = await createTestApp();
const call = caller(app);

type Listed = { id: number; name: string; permission: string; status: string };

const viewer = { files: { view: true }, 'contacts-center': { view: true } };
const editor = {
  files: { view: true, update: true, create: true },
  'contacts-center': { view: true },
};

/** An organization with an owner, staff who view files, and a helper to make files. */
async function org() {
  const signed = await buildSignedIn(deps);
  const staffToken = async (permissions: Record<string, Record<string, boolean>> = viewer) =>
    buildStaff(deps, signed.accountId, { permissions }).then(async (user) => ({
      user,
      token: await tokenFor(deps, user.id),
    }));
  /** A file with bytes in storage, uploaded by `createdBy`. */
  const file = async (name: string, createdBy: number = signed.owner.id, archived = false) => {
    const key = `files/${signed.accountId}/${name}-${Math.random().toString(36).slice(2)}`;
    await deps.storage.put(key, Buffer.from(`bytes of ${name}`));
    const [row] = await insertFiles(deps.db, signed.accountId, [
      { name, ext: 'pdf', class: 'pdf', size: 5, storageKey: key, createdBy, archived },
    ]);
    return row!.id;
  };
  const contact = () => buildContact(deps, { accountId: signed.accountId });
  const listed = async (token: string, query = '') =>
    ((await call('GET', `/file/lists${query}`, token)).json().data as Listed[]).map((f) => f.name);
  return { ...signed, staffToken, file, contact, listed };
}

describe('file permissions per file and per user', () => {
  it('hides a selected file from staff not listed, everywhere a file is reached', async () => {
    const { token, staffToken, file, listed, contact } = await org();
    const shared = await staffToken();
    const outsider = await staffToken(editor);
    const secret = await file('Secret');
    await file('Open');
    const res = await call('PATCH', `/file/${secret}/change-permission`, token, {
      permission: 'selected',
      user_ids: [shared.user.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: fileMessages.permissionUpdated,
      file: { id: secret, permission: 'selected' },
    });

    expect(await listed(token)).toEqual(['Open', 'Secret']);
    expect(await listed(shared.token)).toEqual(['Open', 'Secret']);
    expect(await listed(outsider.token)).toEqual(['Open']);
    const all = await call('GET', '/file/list-all', outsider.token);
    expect(all.json().data.map((f: Listed) => f.name)).toEqual(['Open']);
    expect((await call('GET', `/file/${secret}/download`, shared.token)).statusCode).toBe(200);
    const c = await contact();
    for (const [method, url, body] of [
      ['GET', `/file/${secret}/download`, undefined],
      ['GET', `/file/download-zip?ids=${secret}`, undefined],
      ['GET', `/file/${secret}/users`, undefined],
      ['PATCH', '/file/update-stats', { id: secret }],
      ['PATCH', `/file/${secret}/rename`, { name: 'Mine' }],
      ['PATCH', '/file/archive-unarchive', { ids: [secret], status: 'archived' }],
      ['PUT', '/file/validate-name', { id: secret, name: 'Mine' }],
      ['POST', '/file/send-to-contact', { file_ids: [secret], contact_ids: [c.id] }],
    ] as const)
      expect((await call(method, url, outsider.token, body)).statusCode, url).toBe(404);

    // Sent to a contact, it still shows only to those who see it.
    await call('POST', '/file/send-to-contact', token, { file_ids: [secret], contact_ids: [c.id] });
    const theirs = await call('GET', `/file/${c.id}/list`, outsider.token);
    expect(theirs.json().total).toBe(0);
    expect((await call('GET', `/file/${c.id}/list`, shared.token)).json().total).toBe(1);

    // Everyone again: the outsider sees it.
    await call('PATCH', '/file/update-permission', token, {
      ids: [secret],
      permission: 'everyone',
    });
    expect(await listed(outsider.token)).toEqual(['Open', 'Secret']);
    // Selected again without user_ids: the list kept under everyone applies again.
    await call('PATCH', `/file/${secret}/change-permission`, token, { permission: 'selected' });
    expect(await listed(outsider.token)).toEqual(['Open']);
    expect(await listed(shared.token)).toEqual(['Open', 'Secret']);
  });

  it('lists the users who may view files with whether each sees the file', async () => {
    const { token, owner, staffToken, file } = await org();
    const shared = await staffToken();
    const other = await staffToken();
    const uploader = await staffToken(editor);
    await buildStaff(deps, (await buildSignedIn(deps)).accountId, { permissions: viewer });
    const id = await file('Plan', uploader.user.id);
    await call('PATCH', `/file/${id}/change-permission`, token, {
      permission: 'selected',
      user_ids: [shared.user.id],
    });
    const res = await call('GET', `/file/${id}/users`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().permission).toBe('selected');
    const byId = new Map(res.json().users.map((u: { id: number }) => [u.id, u]));
    expect(byId.size).toBe(4);
    expect(byId.get(owner.id)).toMatchObject({ has_access: true, always: true });
    expect(byId.get(uploader.user.id)).toMatchObject({ has_access: true, always: true });
    expect(byId.get(shared.user.id)).toMatchObject({
      has_access: true,
      always: false,
      name: 'Test Staff',
      email: shared.user.email,
    });
    expect(byId.get(other.user.id)).toMatchObject({ has_access: false, always: false });
    // The uploader sees their own file, whatever the list.
    const mine = await call('GET', '/file/lists', uploader.token);
    expect(mine.json().data.map((f: Listed) => f.id)).toEqual([id]);
  });

  it('lets only an admin or the uploader see and decide who sees a file', async () => {
    const { staffToken, file } = await org();
    const uploader = await staffToken(editor);
    const colleague = await staffToken(editor);
    const id = await file('Plan', uploader.user.id);
    const body = { permission: 'selected', user_ids: [] };
    const refused = await call('PATCH', `/file/${id}/change-permission`, colleague.token, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(fileMessages.notYours);
    // Nor see who may: the list names the staff and their emails.
    expect((await call('GET', `/file/${id}/users`, colleague.token)).statusCode).toBe(403);
    expect((await call('GET', `/file/${id}/users`, uploader.token)).statusCode).toBe(200);
    const bulk = await call('PATCH', '/file/update-permission', colleague.token, {
      ids: [id],
      permission: 'selected',
    });
    expect(bulk.statusCode).toBe(403);
    const own = await call('PATCH', `/file/${id}/change-permission`, uploader.token, body);
    expect(own.statusCode).toBe(200);
    // A viewer may not change permissions at all.
    const reader = await staffToken(viewer);
    expect(
      (await call('PATCH', `/file/${id}/change-permission`, reader.token, body)).statusCode,
    ).toBe(403);
  });

  it('sets several files at once and refuses bad input and foreign ids', async () => {
    const { token, file, listed, staffToken } = await org();
    const a = await file('A');
    const b = await file('B');
    const bulk = await call('PATCH', '/file/update-permission', token, {
      ids: [a, b],
      permission: 'selected',
    });
    expect(bulk.json()).toEqual({
      status: 1,
      message: fileMessages.permissionUpdated,
      updated: 2,
    });
    expect(await listed((await staffToken()).token)).toEqual([]);

    const bad = await call('PATCH', '/file/update-permission', token, { ids: [], permission: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['ids', 'permission']);
    expect(bad.json().errors.permission).toEqual([fileMessages.permissionRequired]);
    const badUsers = await call('PATCH', `/file/${a}/change-permission`, token, {
      permission: 'selected',
      user_ids: ['x'],
    });
    expect(badUsers.statusCode).toBe(422);
    expect(Object.keys(badUsers.json().errors)).toEqual(['user_ids.0']);

    const elsewhere = await org();
    const theirFile = await elsewhere.file('Theirs');
    const theirStaff = await elsewhere.staffToken();
    expect(
      (
        await call('PATCH', '/file/update-permission', token, {
          ids: [a, theirFile],
          permission: 'everyone',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `/file/${a}/change-permission`, token, {
          permission: 'selected',
          user_ids: [theirStaff.user.id],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/file/${theirFile}/users`, token)).statusCode).toBe(404);
    expect(
      (
        await call('PATCH', `/file/${theirFile}/change-permission`, token, {
          permission: 'everyone',
        })
      ).statusCode,
    ).toBe(404);
    // Nothing of theirs changed.
    expect(await elsewhere.listed(elsewhere.token)).toEqual(['Theirs']);
  });
});

describe('files sent to contacts', () => {
  it('sends files to contacts once, lists them per contact and takes them back', async () => {
    const { token, file, contact, owner } = await org();
    const a = await file('Alpha');
    const b = await file('Beta');
    const ann = await contact();
    const bob = await contact();
    const sent = await call('POST', '/file/send-to-contact', token, {
      file_ids: [a, b],
      contact_ids: [ann.id, bob.id],
    });
    expect(sent.json()).toEqual({ status: 1, message: fileMessages.sent, sent: 4 });
    const again = await call('POST', '/file/send-to-contact', token, {
      file_ids: [a],
      contact_ids: [ann.id],
    });
    expect(again.json().sent).toBe(0);

    const list = await call('GET', `/file/${ann.id}/list?per_page=1`, token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, last_page: 2, per_page: 1 });
    expect(list.json().data[0]).toMatchObject({ sent_by: owner.id, permission: 'everyone' });
    const searched = await call('GET', `/file/${ann.id}/list?search=alp`, token);
    expect(searched.json().data.map((f: Listed) => f.name)).toEqual(['Alpha']);

    const removed = await call('DELETE', '/file/remove-from-contact', token, {
      contact_id: ann.id,
      file_ids: [a],
    });
    expect(removed.json()).toEqual({
      status: 1,
      message: fileMessages.removedFromContact,
      removed: 1,
    });
    const left = await call('GET', `/file/${ann.id}/list`, token);
    expect(left.json().data.map((f: Listed) => f.name)).toEqual(['Beta']);
    expect((await call('GET', `/file/${bob.id}/list`, token)).json().total).toBe(2);
    // Deleting a file takes it from every contact.
    await call('DELETE', '/file/delete', token, { ids: [b], confirmation: 'DELETE' });
    expect((await call('GET', `/file/${bob.id}/list`, token)).json().total).toBe(1);
  });

  it('refuses archived files, deleted or foreign contacts and foreign files', async () => {
    const { token, file, contact, accountId } = await org();
    const a = await file('Alpha');
    const old = await file('Old', undefined, true);
    const ann = await contact();
    const gone = await contact();
    await deps.db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, gone.id));
    const elsewhere = await org();
    const theirFile = await elsewhere.file('Theirs');
    const theirContact = await elsewhere.contact();
    await call('POST', '/file/send-to-contact', elsewhere.token, {
      file_ids: [theirFile],
      contact_ids: [theirContact.id],
    });

    const archived = await call('POST', '/file/send-to-contact', token, {
      file_ids: [old],
      contact_ids: [ann.id],
    });
    expect(archived.statusCode).toBe(422);
    expect(archived.json().errors.file_ids).toEqual([fileMessages.archivedSend]);
    for (const body of [
      { file_ids: [a], contact_ids: [ann.id, theirContact.id] },
      { file_ids: [a, theirFile], contact_ids: [ann.id] },
      { file_ids: [a], contact_ids: [gone.id] },
    ])
      expect((await call('POST', '/file/send-to-contact', token, body)).statusCode).toBe(404);
    expect((await call('GET', `/file/${theirContact.id}/list`, token)).statusCode).toBe(404);
    expect(
      (
        await call('DELETE', '/file/remove-from-contact', token, {
          contact_id: theirContact.id,
          file_ids: [theirFile],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('DELETE', '/file/remove-from-contact', token, {
          contact_id: ann.id,
          file_ids: [theirFile],
        })
      ).statusCode,
    ).toBe(404);
    const empty = await call('POST', '/file/send-to-contact', token, {
      file_ids: [],
      contact_ids: [],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      file_ids: [fileMessages.chooseFile],
      contact_ids: [fileMessages.chooseContact],
    });
    // Nothing was sent here, and theirs is as it was.
    const pairs = await deps.db.select().from(fileContacts);
    expect(pairs.filter((p) => p.accountId === accountId)).toEqual([]);
    expect(pairs.filter((p) => p.accountId === elsewhere.accountId)).toHaveLength(1);
  });

  it('needs the files area to send and the contact centre to see the contact', async () => {
    const { file, contact, staffToken } = await org();
    const a = await file('Alpha');
    const ann = await contact();
    const body = { file_ids: [a], contact_ids: [ann.id] };
    const reader = await staffToken(viewer);
    expect((await call('POST', '/file/send-to-contact', reader.token, body)).statusCode).toBe(403);
    const noContacts = await staffToken({ files: { view: true, update: true } });
    expect((await call('POST', '/file/send-to-contact', noContacts.token, body)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/file/${ann.id}/list`, noContacts.token)).statusCode).toBe(403);
    const sender = await staffToken(editor);
    expect((await call('POST', '/file/send-to-contact', sender.token, body)).statusCode).toBe(200);
    expect((await call('GET', `/file/${ann.id}/list`, reader.token)).json().total).toBe(1);
  });

  it('takes a contact moving to another location off its files, and merges give them on', async () => {
    const signed = await buildSignedIn(deps, { locations: ['North'] });
    const { token, accountId } = signed;
    const key = `files/${accountId}/moving`;
    await deps.storage.put(key, Buffer.from('x'));
    const [row] = await insertFiles(deps.db, accountId, [
      { name: 'Plan', ext: 'pdf', class: 'pdf', size: 1, storageKey: key },
    ]);
    const [ann, bob, cat] = [
      await buildContact(deps, { accountId }),
      await buildContact(deps, { accountId }),
      await buildContact(deps, { accountId }),
    ];
    await call('POST', '/file/send-to-contact', token, {
      file_ids: [row!.id],
      contact_ids: [ann!.id, bob!.id],
    });
    const moved = await app.inject({
      method: 'POST',
      url: '/api/v3/contact/move',
      headers: bearer(token),
      payload: { selection: { ids: [ann!.id] }, location_id: signed.locations[0]!.id },
    });
    expect(moved.statusCode).toBe(200);
    const merged = await call('POST', '/contact/merge', token, {
      contact_ids: [cat!.id, bob!.id],
      survivor_id: cat!.id,
    });
    expect(merged.statusCode).toBe(200);
    const pairs = await deps.db
      .select({ contactId: fileContacts.contactId })
      .from(fileContacts)
      .where(eq(fileContacts.fileId, row!.id));
    expect(pairs.map((p) => p.contactId)).toEqual([cat!.id]);
  });
});
