import { fileMessages } from '@coachline/contract/files';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../platform/files.tables';
import { bearer, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { formData } from '../../test/multipart';
import { caller, createTestApp } from '../../test/server';
import { memberships } from '../accounts/accounts.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

type Part = { name: string; content: string | Buffer; field?: string };

/** A multipart upload of the parts, with `folder_id` first when given. */
function multipart(parts: Part[], folderId?: number | string) {
  return formData([
    ...(folderId === undefined ? [] : [{ name: 'folder_id', content: String(folderId) }]),
    ...parts.map((part) => ({
      name: part.field ?? 'files',
      filename: part.name,
      content: part.content,
    })),
  ]);
}

const upload = (token: string, parts: Part[], folderId?: number | string) => {
  const body = multipart(parts, folderId);
  return app.inject({
    method: 'POST',
    url: '/api/v3/file/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

type Listed = { id: number; name: string; ext: string; class: string; folder_id: number | null };

async function org() {
  const signed = await buildSignedIn(deps);
  const list = async (query = '') => {
    const res = await call('GET', `/file/lists${query}`, signed.token);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Listed[]; total: number; last_page: number };
  };
  const folder = async (title: string) => {
    const res = await call('POST', '/folder/create', signed.token, { asset_type: 'files', title });
    expect(res.statusCode).toBe(200);
    return res.json().folder.id as number;
  };
  const ledger = () =>
    deps.db.select().from(storedFiles).where(eq(storedFiles.accountId, signed.accountId));
  return { ...signed, list, folder, ledger };
}

describe('file upload and list', () => {
  it('uploads several files at once, classes them and lists them newest first', async () => {
    const { token, list, ledger } = await org();
    const res = await upload(token, [
      { name: 'Plan.pdf', content: '%PDF-1.4 plan' },
      { name: 'photo.JPG', content: 'jpeg bytes' },
      { name: 'budget.xlsx', content: 'xlsx bytes' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(fileMessages.added);
    expect(res.json().files.map((f: Listed) => [f.name, f.ext, f.class])).toEqual([
      ['Plan', 'pdf', 'pdf'],
      ['photo', 'jpg', 'image'],
      ['budget', 'xlsx', 'sheet'],
    ]);
    const all = await list();
    expect(all.total).toBe(3);
    expect((await list('?class=image')).data.map((f) => f.name)).toEqual(['photo']);
    expect((await list('?search=BUDG')).data.map((f) => f.name)).toEqual(['budget']);
    expect((await list('?per_page=2')).last_page).toBe(2);
    // The bytes are in storage under keys of ours, recorded against the quota.
    const records = await ledger();
    expect(records).toHaveLength(3);
    for (const r of records) expect(r.key).toMatch(/^files\/\d+\/[0-9a-f-]{36}$/);
    expect(records.reduce((n, r) => n + r.bytes, 0)).toBe(13 + 10 + 10);
  });

  it('names a repeated upload name (2) in the same folder', async () => {
    const { token } = await org();
    await upload(token, [{ name: 'notes.txt', content: 'a' }]);
    const res = await upload(token, [
      { name: 'notes.txt', content: 'b' },
      { name: 'Notes.txt', content: 'c' },
      { name: 'notes.pdf', content: 'd' },
    ]);
    expect(res.json().files.map((f: Listed) => `${f.name}.${f.ext}`)).toEqual([
      'notes (2).txt',
      'Notes (3).txt',
      'notes.pdf',
    ]);
  });

  it('uploads into a folder, filters by it, and the folder registry moves files', async () => {
    const { token, list, folder } = await org();
    const reports = await folder('Reports');
    const up = await upload(token, [{ name: 'q1.pdf', content: 'q1' }], reports);
    expect(up.json().files[0].folder_id).toBe(reports);
    const main = await upload(token, [{ name: 'loose.pdf', content: 'x' }]);
    expect((await list(`?folder_id=${reports}`)).data.map((f) => f.name)).toEqual(['q1']);
    expect((await list('?folder_id=0')).data.map((f) => f.name)).toEqual(['loose']);
    const moved = await call('POST', '/folder/add-assets', token, {
      asset_type: 'files',
      assets_id: [main.json().files[0].id],
      folder_id: reports,
    });
    expect(moved.statusCode).toBe(200);
    expect((await list(`?folder_id=${reports}`)).total).toBe(2);
    const folders = await call('GET', '/folder/files/list', token);
    expect(folders.json().folders[0].items_count).toBe(2);
    // Deleting the folder puts its files back in the main folder.
    await call('DELETE', '/folder/delete', token, { id: reports });
    expect((await list('?folder_id=0')).total).toBe(2);
  });
});

describe('bad uploads (issue 12 §5)', () => {
  it.each([
    ['an executable', 'setup.exe', 'MZ', fileMessages.refusedType('setup.exe', 'exe')],
    ['a page', 'page.html', '<p>', fileMessages.refusedType('page.html', 'html')],
    ['no extension', 'README', 'text', fileMessages.refusedType('README', '')],
    ['an empty file', 'empty.pdf', '', fileMessages.empty('empty.pdf')],
    ['a path', '../../etc.pdf', 'x', `“../../etc.pdf”: ${fileMessages.namePath}`],
  ])(
    'refuses %s with a 422 naming it and stores nothing of the upload',
    async (_, name, content, message) => {
      const { token, list, ledger } = await org();
      const res = await upload(token, [
        { name: 'fine.pdf', content: 'ok' },
        { name, content },
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.files).toEqual([message]);
      expect((await list()).total).toBe(0);
      expect(await ledger()).toEqual([]);
    },
  );

  it('refuses an upload without files (parts named files)', async () => {
    const { token } = await org();
    const res = await upload(token, []);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.files).toEqual([fileMessages.noFiles]);
    // A file under another field is not one of the upload's.
    const elsewhere = await upload(token, [{ name: 'a.pdf', content: 'a', field: 'photo' }]);
    expect(elsewhere.json().errors.files).toEqual([fileMessages.noFiles]);
  });

  it('refuses what passes the storage limit, keeping nothing', async () => {
    const { token, account, list, ledger } = await org();
    await deps.db
      .update(memberships)
      .set({ fileStorageLimit: 10 })
      .where(eq(memberships.accountId, account.id));
    const res = await upload(token, [
      { name: 'a.txt', content: '123456' },
      { name: 'b.txt', content: '123456' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().limit_exceed).toBe(true);
    expect((await list()).total).toBe(0);
    expect(await ledger()).toEqual([]);
  });

  it("answers 404 for another organization's folder or file, storing nothing", async () => {
    const north = await org();
    const south = await org();
    const theirs = await south.folder('Private');
    const res = await upload(north.token, [{ name: 'a.pdf', content: 'a' }], theirs);
    expect(res.statusCode).toBe(404);
    expect(await north.ledger()).toEqual([]);
    const file = (await upload(south.token, [{ name: 's.pdf', content: 's' }])).json().files[0];
    for (const [method, url, body] of [
      ['PATCH', `/file/${file.id}/rename`, { name: 'mine' }],
      ['GET', `/file/${file.id}/download`, undefined],
      ['GET', `/file/download-zip?ids=${file.id}`, undefined],
      ['PATCH', '/file/archive-unarchive', { ids: [file.id], status: 'archived' }],
      ['PATCH', '/file/update-stats', { id: file.id }],
      ['PUT', '/file/validate-name', { id: file.id, name: 'x' }],
      ['DELETE', '/file/delete', { ids: [file.id], confirmation: 'DELETE' }],
    ] as const)
      expect((await call(method, url, north.token, body)).statusCode, url).toBe(404);
    expect((await south.list()).total).toBe(1);
  });
});

describe('rename, archive, download, delete', () => {
  it('validates and renames within the folder, keeping the extension', async () => {
    const { token } = await org();
    const [a, b] = (
      await upload(token, [
        { name: 'a.pdf', content: 'a' },
        { name: 'b.pdf', content: 'b' },
      ])
    ).json().files;
    const valid = await call('PUT', '/file/validate-name', token, { id: a.id, name: 'Contract' });
    expect(valid.json()).toEqual({ status: 1, valid: true });
    const taken = await call('PUT', '/file/validate-name', token, { id: a.id, name: 'B' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual([fileMessages.nameTaken]);
    for (const name of ['../x', 'a/b', 'a\\b', 'tab\there', ' '])
      expect((await call('PATCH', `/file/${a.id}/rename`, token, { name })).statusCode, name).toBe(
        422,
      );
    expect((await call('PATCH', `/file/${a.id}/rename`, token, { name: 'b' })).statusCode).toBe(
      422,
    );
    const renamed = await call('PATCH', `/file/${a.id}/rename`, token, { name: ' Contract ' });
    expect(renamed.json().file).toMatchObject({ name: 'Contract', ext: 'pdf' });
    // Its own name is its own.
    expect((await call('PATCH', `/file/${b.id}/rename`, token, { name: 'b' })).statusCode).toBe(
      200,
    );
  });

  it('archives and enables files by ids and status', async () => {
    const { token, list } = await org();
    const ids = (
      await upload(token, [
        { name: 'a.pdf', content: 'a' },
        { name: 'b.pdf', content: 'b' },
      ])
    )
      .json()
      .files.map((f: Listed) => f.id);
    const res = await call('PATCH', '/file/archive-unarchive', token, { ids, status: 'archived' });
    expect(res.json().message).toBe(fileMessages.archived);
    expect((await list()).total).toBe(0);
    expect((await list('?status=archived')).total).toBe(2);
    await call('PATCH', '/file/archive-unarchive', token, { ids: [ids[0]], status: 'enabled' });
    expect((await list()).data.map((f) => f.id)).toEqual([ids[0]]);
  });

  it('downloads with a random prefix, counts downloads and zips several files', async () => {
    const { token, list, folder } = await org();
    const [a, b] = (
      await upload(token, [
        { name: 'same.txt', content: 'first' },
        { name: 'other.csv', content: 'x,y' },
      ])
    ).json().files;
    // The same name in another folder: the zip names the older one (2).
    const [c] = (
      await upload(token, [{ name: 'Same.txt', content: 'z' }], await folder('F'))
    ).json().files;
    const one = await call('GET', `/file/${a.id}/download`, token);
    expect(one.statusCode).toBe(200);
    expect(one.body).toBe('first');
    expect(one.headers['content-disposition']).toMatch(
      /^attachment; filename="[0-9a-f]{6}_same\.txt"/,
    );
    expect(one.headers['x-content-type-options']).toBe('nosniff');
    expect((await call('PATCH', '/file/update-stats', token, { id: a.id })).json().downloads).toBe(
      1,
    );
    expect((await call('PATCH', '/file/update-stats', token, { id: a.id })).json().downloads).toBe(
      2,
    );
    expect((await list()).data.find((f) => f.id === a.id)).toMatchObject({ downloads: 2 });

    const zip = await call('GET', `/file/download-zip?ids=${a.id},${b.id},${c.id}`, token);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/filename="files\.zip"/);
    const bytes = zip.rawPayload;
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    // Stored entries: each file's name and bytes are in the archive as they are.
    for (const text of ['Same.txt', 'other.csv', 'same (2).txt', 'first', 'x,y'])
      expect(bytes.includes(Buffer.from(text)), text).toBe(true);
  });

  it('deletes only with DELETE typed in capitals, removing the stored bytes', async () => {
    const { token, list, ledger } = await org();
    const ids = (
      await upload(token, [
        { name: 'a.pdf', content: 'a' },
        { name: 'b.pdf', content: 'b' },
      ])
    )
      .json()
      .files.map((f: Listed) => f.id);
    const keys = (await ledger()).map((r) => r.key);
    const lower = await call('DELETE', '/file/delete', token, { ids, confirmation: 'delete' });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors.confirmation).toEqual([fileMessages.capitals]);
    const other = await call('DELETE', '/file/delete', token, { ids, confirmation: 'yes' });
    expect(other.json().errors.confirmation).toEqual([fileMessages.typeDelete]);
    expect((await list()).total).toBe(2);
    const res = await call('DELETE', '/file/delete', token, { ids, confirmation: 'DELETE' });
    expect(res.json()).toEqual({ status: 1, message: fileMessages.deleted, deleted: 2 });
    expect((await list()).total).toBe(0);
    expect(await ledger()).toEqual([]);
    for (const key of keys) expect(await deps.storage.exists(key)).toBe(false);
  });
});

describe('file permissions', () => {
  it('lets a user with view only list and download, not upload, rename or delete', async () => {
    const { token, account } = await org();
    const file = (await upload(token, [{ name: 'a.pdf', content: 'a' }])).json().files[0];
    const viewer = await buildStaff(deps, account.id, { permissions: { files: { view: true } } });
    const viewerToken = await tokenFor(deps, viewer.id);
    expect((await call('GET', '/file/lists', viewerToken)).statusCode).toBe(200);
    expect((await call('GET', `/file/${file.id}/download`, viewerToken)).statusCode).toBe(200);
    expect((await upload(viewerToken, [{ name: 'b.pdf', content: 'b' }])).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/file/${file.id}/rename`, viewerToken, { name: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('DELETE', '/file/delete', viewerToken, {
          ids: [file.id],
          confirmation: 'DELETE',
        })
      ).statusCode,
    ).toBe(403);
  });
});
