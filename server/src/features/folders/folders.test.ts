import { folderMessages } from '@coachline/contract/folders';
import { describe, expect, it } from 'vitest';
import { buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';

const { app, deps } = await createTestApp();
const call = caller(app);

type FolderJson = {
  id: number;
  title: string;
  parent_id: number | null;
  archived: 0 | 1;
  breadcrumb: { id: number; title: string }[];
  subfolders_count: number;
  items_count: number | null;
};

async function studio() {
  const org = await buildSignedIn(deps);
  const folder = async (title: string, parent_id?: number, asset_type = 'templates') => {
    const res = await call('POST', '/folder/create', org.token, { asset_type, title, parent_id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(folderMessages.created);
    return res.json().folder as FolderJson;
  };
  const list = async (query = '', asset_type = 'templates') => {
    const res = await call('GET', `/folder/${asset_type}/list${query}`, org.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { folders: FolderJson[]; breadcrumb: { id: number; title: string }[] };
  };
  const category = (
    await call('POST', '/template/create-category', org.token, { name: 'Mail', is_content: 1 })
  ).json().category.id as number;
  const template = async (name: string) =>
    (await call('POST', '/template/create', org.token, { category_id: category, name })).json()
      .template.id as number;
  const templatesIn = async (folder: number) =>
    (await call('GET', `/template/lists?folder_id=${folder}&per_page=100`, org.token))
      .json()
      .data.map((t: { name: string }) => t.name)
      .sort();
  const move = (assets_id: number[], folder_id: number, asset_type = 'templates') =>
    call('POST', '/folder/add-assets', org.token, { asset_type, assets_id, folder_id });
  return { ...org, folder, list, template, templatesIn, move };
}

describe('folders', () => {
  it('nests folders with their breadcrumb, newest on top, and keeps titles unique per place', async () => {
    const { token, folder, list } = await studio();
    const clients = await folder('Clients');
    const leads = await folder('Leads');
    const vip = await folder('VIP', clients.id);
    expect(vip.breadcrumb).toEqual([
      { id: clients.id, title: 'Clients' },
      { id: vip.id, title: 'VIP' },
    ]);
    expect(vip.parent_id).toBe(clients.id);

    const top = await list();
    expect(top.folders.map((f) => f.title)).toEqual(['Leads', 'Clients']);
    expect(top.folders[1]).toMatchObject({ subfolders_count: 1, items_count: 0 });
    const inside = await list(`?parent_id=${clients.id}`);
    expect(inside.breadcrumb).toEqual([{ id: clients.id, title: 'Clients' }]);
    expect(inside.folders.map((f) => f.id)).toEqual([vip.id]);

    // Same title: taken at the same place (case aside), free under another parent or type.
    const again = await call('POST', '/folder/create', token, {
      asset_type: 'templates',
      title: 'clients',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.title).toEqual([folderMessages.nameTaken]);
    await folder('Clients', leads.id);
    await folder('Clients', undefined, 'newsletters');
    expect((await list('', 'newsletters')).folders[0]).toMatchObject({ items_count: null });
  });

  it('refuses empty and long titles, too deep nesting and archived parents', async () => {
    const { token, folder } = await studio();
    const create = (body: object) =>
      call('POST', '/folder/create', token, { asset_type: 'templates', ...body });
    expect((await create({ title: '  ' })).json().errors.title).toBeDefined();
    expect((await create({ title: 'x'.repeat(25) })).statusCode).toBe(422);
    expect((await create({ title: 'x'.repeat(24) })).statusCode).toBe(200);
    const bad = await call('POST', '/folder/create', token, { asset_type: 'recipes', title: 'A' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.asset_type).toBeDefined();

    let parent = await folder('Level 1');
    for (const level of [2, 3, 4, 5]) parent = await folder(`Level ${level}`, parent.id);
    expect(parent.breadcrumb).toHaveLength(5);
    const deeper = await create({ title: 'Level 6', parent_id: parent.id });
    expect(deeper.statusCode).toBe(422);
    expect(deeper.json().errors.parent_id).toEqual([folderMessages.tooDeep]);

    const old = await folder('Old');
    await call('PATCH', '/folder/archive', token, { id: old.id, archived: 1 });
    const under = await create({ title: 'New', parent_id: old.id });
    expect(under.json().errors.parent_id).toEqual([folderMessages.archivedParent]);
    // A parent of another asset type is no parent of this one.
    const form = await folder('Forms', undefined, 'forms');
    expect((await create({ title: 'Mixed', parent_id: form.id })).statusCode).toBe(404);
  });

  it('renames, keeping the title rule; the asset type must be the folder’s', async () => {
    const { token, folder } = await studio();
    const a = await folder('Alpha');
    await folder('Beta');
    const rename = (body: object) => call('PATCH', '/folder/update', token, body);
    const ok = await rename({ id: a.id, title: 'Gamma', asset_type: 'templates' });
    expect(ok.json()).toMatchObject({
      message: folderMessages.updated,
      folder: { title: 'Gamma', breadcrumb: [{ id: a.id, title: 'Gamma' }] },
    });
    const clash = await rename({ id: a.id, title: 'BETA', asset_type: 'templates' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.title).toEqual([folderMessages.nameTaken]);
    expect((await rename({ id: a.id, title: 'Gamma', asset_type: 'templates' })).statusCode).toBe(
      200,
    );
    expect((await rename({ id: a.id, title: '', asset_type: 'templates' })).statusCode).toBe(422);
    expect((await rename({ id: a.id, title: 'Delta', asset_type: 'pages' })).statusCode).toBe(404);
  });

  it('archives and restores a folder with its subfolders', async () => {
    const { token, folder, list } = await studio();
    const parent = await folder('Parent');
    const child = await folder('Child', parent.id);
    const archive = (id: number, archived: 0 | 1) =>
      call('PATCH', '/folder/archive', token, { id, archived });

    const archived = await archive(parent.id, 1);
    expect(archived.json()).toMatchObject({
      message: folderMessages.archived,
      folder: { archived: 1 },
    });
    expect((await list()).folders).toEqual([]);
    const shelf = await list('?archived=1');
    expect(shelf.folders.map((f) => f.title)).toEqual(['Parent']);
    expect((await list(`?archived=1&parent_id=${parent.id}`)).folders.map((f) => f.id)).toEqual([
      child.id,
    ]);

    // A subfolder restored on its own comes back at the top, where it can be seen.
    const alone = await archive(child.id, 0);
    expect(alone.json()).toMatchObject({
      message: folderMessages.restored,
      folder: { archived: 0, parent_id: null, breadcrumb: [{ id: child.id, title: 'Child' }] },
    });
    expect((await list()).folders.map((f) => f.title)).toEqual(['Child']);

    // Restoring next to a live folder of the same title is refused.
    await folder('Parent');
    const clash = await archive(parent.id, 0);
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.title).toEqual([folderMessages.nameTaken]);
  });

  it('sorts a list by the order of its ids', async () => {
    const { token, folder, list } = await studio();
    const a = await folder('A');
    const b = await folder('B');
    const c = await folder('C');
    const sorted = await call('PATCH', '/folder/sort', token, {
      asset_type: 'templates',
      ids: [a.id, c.id, b.id],
    });
    expect(sorted.json()).toEqual({ status: 1, message: folderMessages.sorted });
    expect((await list()).folders.map((f) => f.title)).toEqual(['A', 'C', 'B']);
    const mixed = await call('PATCH', '/folder/sort', token, { asset_type: 'forms', ids: [a.id] });
    expect(mixed.statusCode).toBe(404);
    const empty = await call('PATCH', '/folder/sort', token, { asset_type: 'templates', ids: [] });
    expect(empty.statusCode).toBe(422);
  });

  it('moves templates into folders and back, and counts them', async () => {
    const { folder, list, template, templatesIn, move } = await studio();
    const box = await folder('Box');
    const one = await template('One');
    const two = await template('Two');
    await template('Three');

    const moved = await move([one, two], box.id);
    expect(moved.json()).toEqual({ status: 1, message: folderMessages.assetsAdded, moved: 2 });
    expect(await templatesIn(box.id)).toEqual(['One', 'Two']);
    expect(await templatesIn(0)).toEqual(['Three']);
    expect((await list()).folders[0]).toMatchObject({ items_count: 2 });

    await move([two], 0);
    expect(await templatesIn(0)).toEqual(['Three', 'Two']);

    const none = await move([], box.id);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.assets_id).toEqual([folderMessages.selectAssets]);
    const unbuilt = await move([one], 0, 'newsletters');
    expect(unbuilt.statusCode).toBe(422);
    expect(unbuilt.json().errors.asset_type).toEqual([folderMessages.notFolderable('newsletters')]);
    expect((await move([one, 2_000_000_000], box.id)).statusCode).toBe(404);
    expect((await move([one], 2_000_000_000)).statusCode).toBe(404);
  });

  it('deletes a folder with its subfolders; their templates go back to the main folder', async () => {
    const { token, folder, list, template, templatesIn, move } = await studio();
    const outer = await folder('Outer');
    const inner = await folder('Inner', outer.id);
    const a = await template('A');
    const b = await template('B');
    await move([a], outer.id);
    await move([b], inner.id);

    const res = await call('DELETE', '/folder/delete', token, { id: outer.id });
    expect(res.json()).toEqual({ status: 1, message: folderMessages.deleted, deleted_folders: 2 });
    expect((await list()).folders).toEqual([]);
    expect(await templatesIn(0)).toEqual(['A', 'B']);
    expect((await call('DELETE', '/folder/delete', token, { id: inner.id })).statusCode).toBe(404);
  });

  it('answers 404 for another organization’s folders and templates', async () => {
    const mine = await studio();
    const theirs = await studio();
    const their = await theirs.folder('Theirs');
    const theirTemplate = await theirs.template('Theirs');
    const own = await mine.folder('Mine');
    const ownTemplate = await mine.template('Mine');
    const t = mine.token;
    expect((await call('GET', `/folder/templates/list?parent_id=${their.id}`, t)).statusCode).toBe(
      404,
    );
    for (const [method, url, body] of [
      ['PATCH', '/folder/update', { id: their.id, title: 'X', asset_type: 'templates' }],
      ['PATCH', '/folder/archive', { id: their.id, archived: 1 }],
      ['DELETE', '/folder/delete', { id: their.id }],
      ['PATCH', '/folder/sort', { asset_type: 'templates', ids: [own.id, their.id] }],
      ['POST', '/folder/create', { asset_type: 'templates', title: 'X', parent_id: their.id }],
      [
        'POST',
        '/folder/add-assets',
        { asset_type: 'templates', assets_id: [ownTemplate], folder_id: their.id },
      ],
      [
        'POST',
        '/folder/add-assets',
        { asset_type: 'templates', assets_id: [theirTemplate], folder_id: own.id },
      ],
    ] as const) {
      expect((await call(method, url, t, body)).statusCode, url).toBe(404);
    }
    expect(await theirs.templatesIn(0)).toEqual(['Theirs']);
  });

  it('checks the permission area of each asset type', async () => {
    const { account, folder } = await studio();
    const form = await folder('Forms', undefined, 'forms');
    const staff = await buildStaff(deps, account.id, {
      permissions: { templates: { view: true, create: true, update: true } },
    });
    const token = await tokenFor(deps, staff.id);
    expect((await call('GET', '/folder/templates/list', token)).statusCode).toBe(200);
    expect((await call('GET', '/folder/forms/list', token)).statusCode).toBe(403);
    expect((await call('GET', '/folder/images/list', token)).statusCode).toBe(403);
    const create = (asset_type: string) =>
      call('POST', '/folder/create', token, { asset_type, title: 'Staff' });
    expect((await create('templates')).statusCode).toBe(200);
    expect((await create('pages')).statusCode).toBe(403);
    const archive = await call('PATCH', '/folder/archive', token, { id: form.id, archived: 1 });
    expect(archive.statusCode).toBe(403);
    // Deleting needs delete on the area, which this user lacks everywhere: the route refuses.
    const own = (await call('GET', '/folder/templates/list', token)).json().folders[0];
    expect((await call('DELETE', '/folder/delete', token, { id: own.id })).statusCode).toBe(403);

    const none = await buildStaff(deps, account.id);
    const noneToken = await tokenFor(deps, none.id);
    expect((await call('GET', '/folder/templates/list', noneToken)).statusCode).toBe(403);
  });
});
