import { pageMessages } from '@coachline/contract/pages';
import { defaultHeadline } from '@coachline/contract/styles';
import { describe, expect, it } from 'vitest';
import { bearer, buildContact, buildSignedIn } from '../../test/factories';
import { formData } from '../../test/multipart';
import { caller, createTestApp } from '../../test/server';
import { copyToAccount, describeForSharing } from './pages.service';

const { app, deps } = await createTestApp();
const call = caller(app);

async function studio(locations?: string[]) {
  const signed = await buildSignedIn(deps, { locations });
  const { token } = signed;
  const create = async (title: string, folder_id?: number) => {
    const res = await call('POST', '/page/create', token, { title, folder_id });
    expect(res.statusCode).toBe(200);
    return res.json().page as { id: number; title: string; settings: { headline: string } };
  };
  const upload = (pageId: number, name: string, content: string) => {
    const body = formData([{ name: 'file', filename: name, content }]);
    return app.inject({
      method: 'POST',
      url: `/api/v3/page/${pageId}/upload-download`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const contact = () => buildContact(deps, { accountId: signed.accountId });
  return { ...signed, create, upload, contact };
}

describe('pages', () => {
  it('creates pages on top of the list, 6 a page, by folder, title and mode', async () => {
    const { token, create } = await studio();
    const folder = await call('POST', '/folder/create', token, {
      asset_type: 'pages',
      title: 'Lessons',
    });
    const folderId = folder.json().folder.id as number;
    for (let i = 1; i <= 6; i++) await create(`Lesson ${i}`);
    const filed = await create('Filed lesson', folderId);
    expect(filed.settings.headline).toBe('Filed lesson');

    const first = (await call('GET', '/page/list', token)).json();
    expect(first.per_page).toBe(6);
    expect(first.total).toBe(7);
    expect(first.data.map((p: { title: string }) => p.title).slice(0, 2)).toEqual([
      'Filed lesson',
      'Lesson 6',
    ]);
    const inFolder = (await call('GET', `/page/list?folder_id=${folderId}`, token)).json();
    expect(inFolder.data.map((p: { id: number }) => p.id)).toEqual([filed.id]);
    expect((await call('GET', '/page/list?folder_id=0', token)).json().total).toBe(6);
    expect((await call('GET', '/page/list?search=FILED', token)).json().total).toBe(1);

    await call('PATCH', '/page/page-disable', token, {
      page_id: filed.id,
      is_disabled: true,
      disable_content: { message: 'Back soon' },
    });
    expect((await call('GET', '/page/list?mode=disabled', token)).json().data).toMatchObject([
      { id: filed.id, is_disabled: true, disable_message: 'Back soon' },
    ]);
    expect((await call('GET', '/page/list?mode=enabled', token)).json().total).toBe(6);
    expect((await call('GET', '/page/list?mode=all', token)).json().total).toBe(7);
    const all = (await call('GET', '/page/list-all?search=lesson', token)).json();
    expect(all.data).toHaveLength(7);
    expect(all.truncated).toBe(false);
    expect((await call('POST', '/page/create', token, { title: ' ' })).json().errors.title).toEqual(
      [pageMessages.titleRequired],
    );
  });

  it('renames, updates with sanitized content, duplicates and deletes', async () => {
    const { token, create, upload } = await studio();
    const page = await create('Welcome');
    const details = (await call('GET', `/page/${page.id}/details`, token)).json().page;
    expect(details.asset_type).toBe('pages');
    expect(details.settings.headline_style).toEqual(defaultHeadline);

    const renamed = await call('PATCH', '/page/rename', token, {
      page_id: page.id,
      title: 'Start here',
    });
    expect(renamed.json()).toMatchObject({
      message: pageMessages.renamed,
      page: { title: 'Start here' },
    });

    const content =
      '<h2>Week 1</h2><script>alert(1)</script><p onclick="x()">Hi <a href="javascript:alert(1)">bad</a></p>' +
      '<img src="/uploads/images/1/cover.png" onerror="x()"><div data-type="video"><iframe src="https://www.youtube.com/embed/abc"></iframe></div>' +
      '<iframe src="https://evil.example/embed"></iframe><a data-type="button" href="https://example.com">Book</a>';
    const updated = await call('PATCH', `/page/${page.id}/update`, token, {
      headline: 'Week one',
      subheadline: 'Start slow',
      cover_image: '/uploads/images/1/cover.png',
      content,
    });
    expect(updated.statusCode).toBe(200);
    const stored = updated.json().page.settings.content as string;
    expect(stored).toContain('<h2>Week 1</h2>');
    expect(stored).toContain('<img src="/uploads/images/1/cover.png" />');
    expect(stored).toContain('src="https://www.youtube.com/embed/abc"');
    expect(stored).toContain('data-type="button"');
    expect(stored).not.toMatch(/script|onclick|onerror|javascript|evil\.example/);
    const bad = await call('PATCH', `/page/${page.id}/update`, token, {
      cover_image: 'javascript:x',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.cover_image).toBeDefined();

    expect((await upload(page.id, 'plan.pdf', 'PDF')).statusCode).toBe(200);
    const copy = (await call('POST', '/page/duplicate', token, { page_id: page.id })).json().page;
    expect(copy).toMatchObject({ title: 'Start here (copy)', downloads_count: 1 });
    expect(copy.settings).toMatchObject({ headline: 'Week one', content: stored });

    const [original] = (await call('GET', `/page/${page.id}/downloads`, token)).json().downloads;
    const keyOf = async (id: number) =>
      (await deps.db.query.pageDownloads.findFirst({ where: (d, { eq }) => eq(d.id, id) }))!
        .storageKey;
    const [copied] = (await call('GET', `/page/${copy.id}/downloads`, token)).json().downloads;
    expect(await keyOf(copied.id)).not.toBe(await keyOf(original.id));
    const key = await keyOf(original.id);

    const removed = await call('DELETE', '/page/delete', token, { page_id: page.id });
    expect(removed.json().message).toBe(pageMessages.deleted);
    expect(await deps.storage.exists(key)).toBe(false);
    expect((await call('GET', `/page/${page.id}/details`, token)).statusCode).toBe(404);
    // The copy keeps its own file.
    expect((await call('GET', `/page/download/${copied.id}/file`, token)).body).toBe('PDF');
  });

  it('hides a page from contacts with a message; the message is one field', async () => {
    const { token, create } = await studio();
    const page = await create('Closed');
    const missing = await call('PATCH', '/page/page-disable', token, {
      page_id: page.id,
      is_disabled: true,
      disable_content: { message: '' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors['disable_content.message']).toEqual([
      pageMessages.disableMessageRequired,
    ]);
    const shown = await call('PATCH', '/page/page-disable', token, {
      page_id: page.id,
      is_disabled: false,
    });
    expect(shown.json()).toMatchObject({
      message: pageMessages.enabled,
      page: { is_disabled: false },
    });
  });

  it('attaches downloads, renames and deletes them', async () => {
    const { token, create, upload } = await studio();
    const page = await create('Resources');
    const added = await upload(page.id, 'Meal plan.pdf', 'plan bytes');
    expect(added.json()).toMatchObject({
      message: pageMessages.downloadAdded,
      download: { name: 'Meal plan', ext: 'pdf', size: 10 },
    });
    const id = added.json().download.id as number;
    expect((await upload(page.id, 'run.exe', 'MZ')).statusCode).toBe(422);
    expect((await upload(page.id, 'empty.pdf', '')).json().errors.file).toEqual([
      pageMessages.emptyFile,
    ]);

    const file = await call('GET', `/page/download/${id}/file`, token);
    expect(file.body).toBe('plan bytes');
    expect(file.headers['content-disposition']).toContain('Meal plan.pdf');
    const renamed = await call('PATCH', `/page/download/${id}/rename`, token, { name: 'Plan' });
    expect(renamed.json().download.name).toBe('Plan');
    expect((await call('GET', `/page/${page.id}/downloads`, token)).json().downloads).toHaveLength(
      1,
    );
    expect(
      (await call('DELETE', '/page/delete-download', token, { download_id: id })).json().message,
    ).toBe(pageMessages.downloadDeleted);
    expect((await call('GET', `/page/${page.id}/downloads`, token)).json().downloads).toEqual([]);
  });

  it('sends pages to contacts, switches them per contact and takes them back', async () => {
    const { token, create, contact } = await studio();
    const page = await create('Lesson');
    const [ann, bob] = [await contact(), await contact()];
    const sent = await call('POST', '/page/send-to-contact', token, {
      page_ids: [page.id],
      contact_ids: [ann.id, bob.id],
    });
    expect(sent.json()).toMatchObject({ message: pageMessages.sent, sent: 2 });
    expect(
      (
        await call('POST', '/page/send-to-contact', token, {
          page_ids: [page.id],
          contact_ids: [ann.id],
        })
      ).json().sent,
    ).toBe(0);

    const members = (await call('GET', `/page/${page.id}/assigned-members`, token)).json();
    expect(members.total).toBe(2);
    expect(members.data.map((m: { id: number }) => m.id).sort()).toEqual([ann.id, bob.id].sort());
    expect(members.data[0]).toMatchObject({ enabled: true, client_portal: true });

    const off = await call('PATCH', '/page/enable-disable', token, {
      page_id: page.id,
      contact_ids: [bob.id],
      enabled: false,
    });
    expect(off.json()).toMatchObject({ message: pageMessages.disabled, updated: 1 });
    const ofBob = (await call('GET', `/contact/${bob.id}/pages`, token)).json();
    expect(ofBob.data).toMatchObject([{ id: page.id, enabled: false, client_portal: true }]);

    const portal = await call('PATCH', '/contact/enable-disable-page', token, {
      contact_id: ann.id,
      page_id: page.id,
      client_portal: false,
    });
    expect(portal.json()).toMatchObject({
      message: pageMessages.enabled,
      page: { client_portal: false, enabled: true },
    });
    const neither = await call('PATCH', '/contact/enable-disable-page', token, {
      contact_id: ann.id,
      page_id: page.id,
    });
    expect(neither.statusCode).toBe(422);

    const removed = await call('DELETE', '/page/delete-assigned-members', token, {
      page_id: page.id,
      contact_ids: [bob.id],
    });
    expect(removed.json()).toMatchObject({ message: pageMessages.membersRemoved, removed: 1 });
    expect((await call('GET', `/contact/${bob.id}/pages`, token)).json().total).toBe(0);
    // A page no longer sent to the contact cannot be switched for them.
    const gone = await call('PATCH', '/contact/enable-disable-page', token, {
      contact_id: bob.id,
      page_id: page.id,
      enabled: true,
    });
    expect(gone.statusCode).toBe(404);
    const restricted = await call('POST', '/page/restrict-from-contact', token, {
      page_ids: [page.id],
      contact_ids: [ann.id],
    });
    expect(restricted.json()).toMatchObject({ message: pageMessages.restricted, restricted: 1 });
    expect((await call('GET', `/page/${page.id}/assigned-members`, token)).json().total).toBe(0);
  });

  it('gives a merge’s survivor the merged contacts’ pages; a contact that moves leaves them', async () => {
    const { token, create, contact, locations } = await studio(['Annex']);
    const page = await create('Lesson');
    const [kept, merged] = [await contact(), await contact()];
    await call('POST', '/page/send-to-contact', token, {
      page_ids: [page.id],
      contact_ids: [merged.id],
    });
    const merge = await call('POST', '/contact/merge', token, {
      contact_ids: [kept.id, merged.id],
      survivor_id: kept.id,
    });
    expect(merge.statusCode).toBe(200);
    expect((await call('GET', `/contact/${kept.id}/pages`, token)).json().data).toMatchObject([
      { id: page.id, enabled: true },
    ]);

    const move = await call('POST', '/contact/move', token, {
      selection: { ids: [kept.id] },
      location_id: locations[0]!.id,
    });
    expect(move.statusCode).toBe(200);
    expect((await call('GET', `/page/${page.id}/assigned-members`, token)).json().total).toBe(0);
  });

  it('answers 404 to outsiders for every page, download and contact', async () => {
    const mine = await studio();
    const page = await mine.create('Mine');
    const download = (await mine.upload(page.id, 'a.pdf', 'A')).json().download.id as number;
    const contact = await mine.contact();
    await call('POST', '/page/send-to-contact', mine.token, {
      page_ids: [page.id],
      contact_ids: [contact.id],
    });
    const other = await studio();
    const theirContact = await other.contact();
    const theirPage = await other.create('Theirs');
    const t = other.token;
    const requests: [string, string, object?][] = [
      ['GET', `/page/${page.id}/details`],
      ['GET', `/page/${page.id}/downloads`],
      ['GET', `/page/${page.id}/assigned-members`],
      ['GET', `/page/download/${download}/file`],
      ['GET', `/contact/${contact.id}/pages`],
      ['PATCH', '/page/rename', { page_id: page.id, title: 'X' }],
      ['POST', '/page/duplicate', { page_id: page.id }],
      ['PATCH', `/page/${page.id}/update`, { title: 'X' }],
      ['PATCH', '/page/page-disable', { page_id: page.id, is_disabled: true }],
      ['POST', '/page/send-to-contact', { page_ids: [page.id], contact_ids: [theirContact.id] }],
      ['POST', '/page/send-to-contact', { page_ids: [theirPage.id], contact_ids: [contact.id] }],
      [
        'POST',
        '/page/restrict-from-contact',
        { page_ids: [page.id], contact_ids: [theirContact.id] },
      ],
      [
        'PATCH',
        '/page/enable-disable',
        { page_id: page.id, contact_ids: [theirContact.id], enabled: false },
      ],
      ['DELETE', '/page/delete-assigned-members', { page_id: page.id, contact_ids: [contact.id] }],
      ['PATCH', `/page/download/${download}/rename`, { name: 'X' }],
      ['DELETE', '/page/delete-download', { download_id: download }],
      [
        'PATCH',
        '/contact/enable-disable-page',
        { contact_id: contact.id, page_id: theirPage.id, enabled: false },
      ],
      [
        'PATCH',
        '/contact/enable-disable-page',
        { contact_id: theirContact.id, page_id: page.id, enabled: false },
      ],
      ['DELETE', '/page/delete', { page_id: page.id }],
    ];
    for (const [method, url, body] of requests) {
      const res = await call(method as 'GET', url, t, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await other.upload(page.id, 'b.pdf', 'B')).statusCode).toBe(404);
    expect((await call('GET', `/page/${page.id}/details`, mine.token)).json().page).toMatchObject({
      title: 'Mine',
      downloads_count: 1,
      members_count: 1,
    });
  });

  it('copies a page into another account deeply, mapping its own uploads', async () => {
    const from = await studio();
    const to = await studio();
    const page = await from.create('Shared lesson');
    await call('PATCH', `/page/${page.id}/update`, from.token, {
      cover_image: '/uploads/images/cover.png',
      content:
        '<p>Hi</p><img src="/uploads/images/a.png" /><img src="https://cdn.example/b.png" />',
    });
    await from.upload(page.id, 'guide.pdf', 'G');
    const contact = await from.contact();
    await call('POST', '/page/send-to-contact', from.token, {
      page_ids: [page.id],
      contact_ids: [contact.id],
    });
    const copied: string[] = [];
    const copyFile = (k: string) => {
      copied.push(k);
      return Promise.resolve(`${k}-copy`);
    };
    const copy = {
      fromAccountId: from.accountId,
      toAccountId: to.accountId,
      userId: to.owner.id,
      copyFile,
    };
    expect(await copyToAccount(deps, page.id, { ...copy, fromAccountId: to.accountId })).toBeNull();
    const id = await copyToAccount(deps, page.id, copy);
    expect(id).not.toBeNull();
    const details = (await call('GET', `/page/${id}/details`, to.token)).json().page;
    expect(details).toMatchObject({
      title: 'Shared lesson',
      folder_id: null,
      members_count: 0,
      downloads_count: 1,
      cover_image: '/uploads/images/cover.png-copy',
    });
    expect(details.settings.content).toBe(
      '<p>Hi</p><img src="/uploads/images/a.png-copy" /><img src="https://cdn.example/b.png" />',
    );
    const [download] = (await call('GET', `/page/${id}/downloads`, to.token)).json().downloads;
    expect(download.name).toBe('guide');
    expect(copied).toHaveLength(3);
    expect(copied[2]).toMatch(/^pages\//);
    expect(await describeForSharing(deps, from.accountId, page.id)).toEqual({
      title: 'Shared lesson',
      thumbnail: '/uploads/images/cover.png',
    });
    expect(await describeForSharing(deps, to.accountId, page.id)).toBeNull();
  });
});
