import { sharingMessages } from '@coachline/contract/sharing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { copyStoredFile, removeFile, storedBytes, storeFile } from '../../platform/files';
import { storedFiles } from '../../platform/files.tables';
import { bearer, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { formData } from '../../test/multipart';
import { createTestApp } from '../../test/server';
import { organizationAccountIds } from '../accounts/accounts.repository';
import { memberships } from '../accounts/accounts.tables';
import { fileStorageQuota } from '../accounts/limits';
import { copyToAccount } from '../forms/forms.service';

const { app, deps } = await createTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls as the token's user in the given location (the landing account without one). */
const as =
  (token: string, locationId?: number) => (method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v3${url}`,
      headers: bearer(token, locationId ? { 'accessed-location-id': locationId } : {}),
      ...(payload === undefined ? {} : { payload }),
    });

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An organization with two locations, signed in as its owner, with a form in Main. */
async function organization() {
  const signed = await buildSignedIn(deps, { locations: ['Uptown', 'Downtown'] });
  const uptown = signed.locations[0]!;
  const downtown = signed.locations[1]!;
  const main = as(signed.token);
  const inUptown = as(signed.token, uptown.id);
  const created = await main('PATCH', '/form/create', { title: 'Intake' });
  const formId = created.json().form.id as number;
  for (const title of ['Goal', 'Age'])
    await main('POST', `/form/${formId}/save-question`, { type: 'short_text', title });
  const key = `public/media/${signed.owner.id}/1200x700/cover-${formId}.png`;
  await storeFile(deps, signed.accountId, fileStorageQuota(signed.accountId), {
    key,
    body: png,
    purpose: 'library-image',
  });
  const cover = `/uploads/${key.slice('public/'.length)}`;
  await main('POST', `/form/${formId}/update`, { cover_image: cover });
  const share = async () => {
    const res = await main('GET', `/asset/generate-share-link?type=forms&id=${formId}`);
    expect(res.statusCode).toBe(200);
    return res.json().share as {
      id: number;
      share_link: string;
      permission: string;
      thumbnail: string | null;
    };
  };
  return { ...signed, uptown, downtown, main, inUptown, formId, key, cover, share };
}

const formsOf = async (call: ReturnType<typeof as>) =>
  (await call('GET', '/form/list?per_page=100')).json().data as { id: number; title: string }[];

describe('share links', () => {
  it('makes one limited share per asset, with a link and a short address that redirects to it', async () => {
    const { main, formId, cover, share } = await organization();
    const first = await share();
    expect(first).toMatchObject({
      permission: 'limited',
      asset_type: 'forms',
      asset_id: formId,
      title: 'Intake',
      thumbnail: cover,
      imports_count: 0,
    });
    expect(first.share_link).toMatch(/\/forms\?import=[\w-]{32}$/);
    expect((await share()).id).toBe(first.id);

    const short = await main('GET', `/asset/get-short-url?id=${first.id}`);
    expect(short.statusCode).toBe(200);
    const url = new URL(short.json().url as string);
    expect(url.pathname).toMatch(/^\/s\/[\w-]{8}$/);
    const redirect = await app.inject({ method: 'GET', url: url.pathname });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(first.share_link);
    expect((await app.inject({ method: 'GET', url: '/s/nothing-here' })).statusCode).toBe(404);

    const shares = await main('GET', `/sharing/${formId}/shares?type=forms`);
    expect(shares.json().data.map((s: { id: number }) => s.id)).toEqual([first.id]);
  });

  it('answers 404 for another account’s assets and shares', async () => {
    const mine = await organization();
    const theirs = await organization();
    const theirShare = await theirs.share();
    for (const [method, url, body] of [
      ['GET', `/asset/generate-share-link?type=forms&id=${theirs.formId}`],
      ['GET', `/asset/get-short-url?id=${theirShare.id}`],
      ['POST', '/asset/update-permission', { id: theirShare.id, permission: 'unlimited' }],
      ['POST', '/asset/delete-assets', { ids: [theirShare.id] }],
      ['GET', `/sharing/${theirShare.id}/imports`],
      ['POST', `/sharing/${theirShare.id}/locations`, { location_ids: [mine.uptown.id] }],
      ['GET', `/sharing/${theirs.formId}/shares?type=forms`],
      ['POST', '/form/update-thumbnail', { id: theirs.formId, thumbnail: '/uploads/x.png' }],
    ] as const)
      expect((await mine.main(method, url, body)).statusCode, url).toBe(404);
    expect((await theirs.main('GET', `/asset/get-short-url?id=${theirShare.id}`)).statusCode).toBe(
      200,
    );
  });
});

describe('importing a share link', () => {
  it('deep-copies the form with its questions and a real copy of its cover into the location', async () => {
    const { main, inUptown, formId, key, accountId, uptown, share } = await organization();
    const { share_link } = await share();
    const res = await inUptown('POST', '/asset/import-share-link', { link: share_link });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'The form has been imported successfully!',
      import: { asset_type: 'forms', title: 'Intake', to_location: 'Uptown' },
    });
    const copyId = res.json().import.asset_id as number;
    expect(copyId).not.toBe(formId);

    const [copied] = await formsOf(inUptown);
    expect(copied).toMatchObject({ id: copyId, title: 'Intake', folder_id: null });
    const questions = (await inUptown('GET', `/form/${copyId}/questions`)).json().questions;
    expect(questions.map((q: { title: string }) => q.title)).toEqual(['Goal', 'Age']);
    const details = (await inUptown('GET', `/form/${copyId}/details`)).json().form;
    const copiedCover = details.settings.cover_image as string;
    expect(copiedCover).toMatch(new RegExp(`^/uploads/shared/${uptown.id}/[0-9a-f]{32}\\.png$`));
    const [record] = await deps.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, `public/${copiedCover.slice('/uploads/'.length)}`));
    expect(record).toMatchObject({ accountId: uptown.id, purpose: 'library-image' });

    // The copy is not a reference: deleting the source's file and form leaves it whole.
    await removeFile(deps, accountId, key);
    await main('DELETE', '/form/delete', { form_id: formId });
    const served = await app.inject({ method: 'GET', url: copiedCover });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await inUptown('GET', `/form/${copyId}/questions`)).json().questions).toHaveLength(2);

    // The share's asset is gone now: its link no longer imports.
    const again = await inUptown('POST', '/asset/import-share-link', { link: share_link });
    expect(again.statusCode).toBe(422);
  });

  it('imports by short address or token, and logs the import on both sides', async () => {
    const { main, inUptown, share } = await organization();
    const { id, share_link } = await share();
    const short = (await main('GET', `/asset/get-short-url?id=${id}`)).json().url as string;
    expect((await inUptown('POST', '/asset/import-share-link', { link: short })).statusCode).toBe(
      200,
    );
    const token = new URL(share_link).searchParams.get('import')!;
    expect((await inUptown('POST', '/asset/import-share-link', { link: token })).statusCode).toBe(
      200,
    );
    const bad = await inUptown('POST', '/asset/import-share-link', {
      link: 'https://x.test/?import=nope',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.link).toEqual([sharingMessages.linkInvalid]);
    expect((await inUptown('POST', '/asset/import-share-link', {})).statusCode).toBe(422);

    const log = (await inUptown('GET', '/asset/get-import-logs')).json();
    expect(log.total).toBe(2);
    expect(log.data[0]).toMatchObject({ title: 'Intake', imported_by: 'Test Owner' });
    expect((await main('GET', '/asset/get-import-logs')).json().total).toBe(0);

    const theirs = (await main('POST', '/sharing/imports', { page: 1 })).json();
    expect(theirs.total).toBe(2);
    expect(theirs.data[0].to_location).toBe('Uptown');
    const ofShare = (await main('GET', `/sharing/${id}/imports?page=1&perPage=1`)).json();
    expect([ofShare.total, ofShare.data.length, ofShare.last_page]).toEqual([2, 1, 2]);
    const [listed] = (await main('GET', '/asset/get-sorted-assets')).json().data;
    expect(listed.imports_count).toBe(2);

    // An import is updated with the shared asset as it is now: a fresh copy.
    const importId = log.data[0].id as number;
    const before = log.data[0].asset_id as number;
    const updated = await inUptown('POST', `/sharing/imports/${importId}/update`);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().import.asset_id).not.toBe(before);
    expect((await main('POST', `/sharing/imports/${importId}/update`)).statusCode).toBe(404);
  });

  it('imports a limited share only inside its organization, an unlimited one anywhere', async () => {
    const { main, share, account } = await organization();
    const other = await organization();
    const { id, share_link } = await share();
    const refused = await other.main('POST', '/asset/import-share-link', { link: share_link });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.link).toEqual([sharingMessages.limited]);

    const changed = await main('POST', '/asset/update-permission', { id, permission: 'unlimited' });
    expect(changed.json()).toMatchObject({
      message: sharingMessages.permissionUpdated,
      share: { permission: 'unlimited' },
    });
    const accepted = await other.main('POST', '/asset/import-share-link', { link: share_link });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().import.from_location).toBe(account.businessname);
    expect(
      (await main('POST', '/asset/update-permission', { id, permission: 'all' })).statusCode,
    ).toBe(422);

    // Deleting the share stops the link; the copies stay.
    expect((await main('POST', '/asset/delete-assets', { ids: [id] })).statusCode).toBe(200);
    const gone = await other.main('POST', '/asset/import-share-link', { link: share_link });
    expect(gone.statusCode).toBe(422);
    expect((await formsOf(other.main)).length).toBe(2);
  });

  it('needs the asset’s area: a user without forms create cannot import', async () => {
    const { accountId, share } = await organization();
    const { share_link } = await share();
    const staff = await buildStaff(deps, accountId, { permissions: { forms: { view: true } } });
    const token = await tokenFor(deps, staff.id);
    const res = await as(token)('POST', '/asset/import-share-link', { link: share_link });
    expect(res.statusCode).toBe(403);
  });
});

describe('sharing to locations', () => {
  it('copies assets from the primary account into chosen locations, only its own', async () => {
    const { main, inUptown, uptown, downtown, formId } = await organization();
    const other = await organization();
    const res = await main('POST', '/organization/share-to-location', {
      type: 'forms',
      asset_ids: [formId],
      location_ids: [uptown.id, downtown.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().imports.map((i: { to_location: string }) => i.to_location)).toEqual([
      'Uptown',
      'Downtown',
    ]);
    expect((await formsOf(inUptown)).map((f) => f.title)).toEqual(['Intake']);

    const foreign = await main('POST', '/organization/share-to-location', {
      type: 'forms',
      asset_ids: [formId],
      location_ids: [other.uptown.id],
    });
    expect(foreign.statusCode).toBe(422);
    const fromLocation = await inUptown('POST', '/organization/share-to-location', {
      type: 'forms',
      asset_ids: [(await formsOf(inUptown))[0]!.id],
      location_ids: [downtown.id],
    });
    expect(fromLocation.statusCode).toBe(403);
  });

  it('shares pages and playbooks too: a link imported into a location copies them whole', async () => {
    const { main, inUptown } = await organization();
    const page = (await main('POST', '/page/create', { title: 'Lesson one' })).json().page;
    await main('PATCH', `/page/${page.id}/update`, { content: '<h2>Breathe</h2>' });
    const playbook = (await main('POST', '/playbook/create', { title: 'Start here' })).json()
      .playbook;
    await main('POST', '/playbook/blank-step', { playbook_id: playbook.id, title: 'Day one' });
    for (const [type, id] of [
      ['pages', page.id],
      ['playbooks', playbook.id],
    ] as const) {
      const share = await main('GET', `/asset/generate-share-link?type=${type}&id=${id}`);
      expect(share.statusCode).toBe(200);
      const imported = await inUptown('POST', '/asset/import-share-link', {
        link: share.json().share.share_link,
      });
      expect(imported.statusCode).toBe(200);
    }
    const pages = (await inUptown('GET', '/page/list')).json().data as {
      id: number;
      title: string;
    }[];
    expect(pages.map((p) => p.title)).toEqual(['Lesson one']);
    const copied = (await inUptown('GET', `/page/${pages[0]!.id}/details`)).json().page;
    expect(copied.settings.content).toContain('Breathe');
    const playbooks = (await inUptown('GET', '/playbook/list')).json().data as {
      id: number;
      title: string;
    }[];
    expect(playbooks.map((p) => p.title)).toEqual(['Start here']);
    const details = (await inUptown('GET', `/playbook/${playbooks[0]!.id}/details`)).json()
      .playbook;
    expect(details.steps.map((step: { title: string }) => step.title)).toEqual(['Day one']);
  });

  it('leaves no copied file behind when an import stops part-way (the quota full)', async () => {
    const { main, inUptown, uptown, accountId, token } = await organization();
    const page = (await main('POST', '/page/create', { title: 'Handouts' })).json().page;
    const content = 'x'.repeat(1000);
    for (const filename of ['one.pdf', 'two.pdf']) {
      const body = formData([{ name: 'file', filename, content }]);
      const uploaded = await app.inject({
        method: 'POST',
        url: `/api/v3/page/${page.id}/upload-download`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(200);
    }
    const uptownFiles = () =>
      deps.db.select().from(storedFiles).where(eq(storedFiles.accountId, uptown.id));
    const used = await storedBytes(deps.db, organizationAccountIds(accountId));
    // Room for one more download, not two.
    await deps.db
      .update(memberships)
      .set({ fileStorageLimit: Math.ceil(used + content.length * 1.5) })
      .where(eq(memberships.accountId, accountId));
    const share = await main('GET', `/asset/generate-share-link?type=pages&id=${page.id}`);
    const imported = await inUptown('POST', '/asset/import-share-link', {
      link: share.json().share.share_link,
    });
    expect(imported.statusCode).toBe(422);
    expect(await uptownFiles()).toEqual([]);
    expect((await inUptown('GET', '/page/list')).json().data).toEqual([]);
  });

  it('copies one share into locations (sharing/{id}/locations)', async () => {
    const { main, share, downtown } = await organization();
    const { id } = await share();
    const res = await main('POST', `/sharing/${id}/locations`, { location_ids: [downtown.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(sharingMessages.sharedToLocations);
  });
});

describe('ordering and thumbnails', () => {
  it('sorts the shared assets, all of them, and back to the default order', async () => {
    const { main, share } = await organization();
    const first = await share();
    const other = (await main('PATCH', '/form/create', { title: 'Second' })).json().form.id;
    const second = (await main('GET', `/asset/generate-share-link?type=forms&id=${other}`)).json()
      .share.id as number;
    const order = async () =>
      (await main('GET', '/asset/get-sorted-assets?type=forms'))
        .json()
        .data.map((s: { id: number }) => s.id);
    expect(await order()).toEqual([second, first.id]);
    expect((await main('POST', '/asset/sort-assets', { ids: [first.id, second] })).statusCode).toBe(
      200,
    );
    expect(await order()).toEqual([first.id, second]);
    expect((await main('POST', '/asset/sort-assets', { ids: [first.id] })).statusCode).toBe(422);
    expect((await main('POST', '/asset/sort-default-assets')).statusCode).toBe(200);
    expect(await order()).toEqual([second, first.id]);
  });

  it('sets a thumbnail that the share shows and an import copies', async () => {
    const { main, inUptown, formId, share } = await organization();
    const res = await main('POST', '/form/update-thumbnail', {
      id: formId,
      thumbnail: 'https://images.example.test/thumb.png',
    });
    expect(res.json().message).toBe(sharingMessages.thumbnailUpdated);
    const { share_link, thumbnail } = await share();
    expect(thumbnail).toBe('https://images.example.test/thumb.png');
    const imported = await inUptown('POST', '/asset/import-share-link', { link: share_link });
    const copyId = imported.json().import.asset_id as number;
    const uptownShare = await inUptown('GET', `/asset/generate-share-link?type=forms&id=${copyId}`);
    expect(uptownShare.json().share.thumbnail).toBe('https://images.example.test/thumb.png');
    expect(
      (await main('POST', '/page/update-thumbnail', { id: formId, thumbnail: null })).statusCode,
    ).toBe(404);
  });
});

describe('copyStoredFile and the forms’ copyToAccount', () => {
  it('copies only the source account’s own files, inside the target’s quota', async () => {
    const { accountId, uptown, key, cover, formId } = await organization();
    const other = await organization();
    const quota = fileStorageQuota(accountId);
    expect(await copyStoredFile(deps, uptown.id, accountId, quota, cover)).toBe(cover);
    expect(await copyStoredFile(deps, accountId, uptown.id, quota, 'https://x.test/a.png')).toBe(
      'https://x.test/a.png',
    );
    const copiedKey = await copyStoredFile(deps, accountId, uptown.id, quota, key);
    expect(copiedKey).toMatch(new RegExp(`^public/shared/${uptown.id}/`));
    expect(await copyStoredFile(deps, accountId, uptown.id, quota, other.key)).toBe(other.key);

    const mapped: string[] = [];
    const id = await copyToAccount(deps, formId, {
      fromAccountId: accountId,
      toAccountId: uptown.id,
      userId: 1,
      copyFile: (k) => {
        mapped.push(k);
        return Promise.resolve(`${k}-copy`);
      },
    });
    expect(mapped).toEqual([cover]);
    expect(id).not.toBeNull();
    expect(
      await copyToAccount(deps, formId, {
        fromAccountId: other.accountId,
        toAccountId: uptown.id,
        userId: 1,
        copyFile: (k) => Promise.resolve(k),
      }),
    ).toBeNull();
  });
});
