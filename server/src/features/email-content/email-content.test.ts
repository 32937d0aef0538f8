import {
  type EmailButtonDesign,
  emailButtonDefaults,
  emailButtonHtml,
  maxEmailButtons,
} from '@coachline/contract/email-buttons';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../platform/files.tables';
import { bearer, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { formData } from '../../test/multipart';
import { caller, createTestApp } from '../../test/server';
import { memberships } from '../accounts/accounts.tables';
import { emailButtons } from './email-content.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

const button = (changes: Partial<EmailButtonDesign> = {}): EmailButtonDesign => ({
  ...emailButtonDefaults,
  text: 'Book a session',
  url: 'https://irongym.example.com/book',
  ...changes,
});

describe('email buttons', () => {
  it('creates, edits, lists, offers to the editors and deletes a location’s buttons', async () => {
    const { token } = await buildSignedIn(deps);
    expect((await call('GET', '/content-setting/get-button-list', token)).json()).toEqual({
      status: 1,
      buttons: [],
    });
    const created = await call(
      'POST',
      '/content-setting/update-button',
      token,
      button({ background_color: '#2b8a3e' }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      status: 1,
      message: 'Email button has been saved successfully!',
      button: { ...button(), background_color: '#2B8A3E', id: expect.any(Number) },
    });
    const id = created.json().button.id;
    const edited = await call(
      'POST',
      '/content-setting/update-button',
      token,
      button({ id, text: 'Join now', size: 'large' } as Partial<EmailButtonDesign>),
    );
    expect(edited.json().button).toMatchObject({ id, text: 'Join now', size: 'large' });

    const list = (await call('GET', '/content-setting/get-button-list', token)).json().buttons;
    expect(list.map((b: { text: string }) => b.text)).toEqual(['Join now']);
    expect((await call('GET', '/email-buttons', token)).json()).toEqual({
      status: 1,
      buttons: [
        {
          id,
          text: 'Join now',
          html: emailButtonHtml(button({ text: 'Join now', size: 'large' })),
        },
      ],
    });

    expect((await call('DELETE', `/content-setting/${id}/delete-button`, token)).json()).toEqual({
      status: 1,
      message: 'Email button has been deleted successfully!',
    });
    expect((await call('DELETE', `/content-setting/${id}/delete-button`, token)).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for another location’s button and 422 per field', async () => {
    const mine = await buildSignedIn(deps);
    const theirs = await buildSignedIn(deps);
    const id = (await call('POST', '/content-setting/update-button', theirs.token, button())).json()
      .button.id;
    const foreign = await call(
      'POST',
      '/content-setting/update-button',
      mine.token,
      button({ id } as Partial<EmailButtonDesign>),
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('DELETE', `/content-setting/${id}/delete-button`, mine.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/email-buttons', mine.token)).json().buttons).toEqual([]);
    const bad = await call(
      'POST',
      '/content-setting/update-button',
      mine.token,
      button({ text: '', url: 'javascript:alert(1)', border_radius: 41 }),
    );
    expect(Object.keys(bad.json().errors).sort()).toEqual(['border_radius', 'text', 'url']);
  });

  it('keeps at most 50 per location, under the templates permissions', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    await deps.db
      .insert(emailButtons)
      .values(Array.from({ length: maxEmailButtons }, () => ({ accountId, design: button() })));
    const full = await call('POST', '/content-setting/update-button', token, button());
    expect(full.json().errors.text).toEqual([
      'A location can keep up to 50 email buttons. Delete one to add another.',
    ]);
    const viewer = await buildStaff(deps, accountId, {
      permissions: { templates: { view: true } },
    });
    const viewerToken = await tokenFor(deps, viewer.id);
    expect((await call('GET', '/content-setting/get-button-list', viewerToken)).statusCode).toBe(
      200,
    );
    expect(
      (await call('POST', '/content-setting/update-button', viewerToken, button())).statusCode,
    ).toBe(403);
    const nobody = await tokenFor(deps, (await buildStaff(deps, accountId)).id);
    expect((await call('GET', '/content-setting/get-button-list', nobody)).statusCode).toBe(403);
    // Whoever writes an email may insert the buttons.
    expect((await call('GET', '/email-buttons', nobody)).json().buttons).toHaveLength(50);
  });
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } });

describe('POST file-upload and content-setting/file-upload', () => {
  const upload = (token: string, path: string, body: ReturnType<typeof formData>) =>
    app.inject({
      method: 'POST',
      url: `/api/v3/${path}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  const keyOf = (url: string) => `public${new URL(url).pathname.slice('/uploads'.length)}`;

  it('keeps an image up to 1,200 px wide under public/, served at its absolute address', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const jpeg = await picture(2400, 1200)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Somewhere secret' } } })
      .toBuffer();
    const res = await upload(
      token,
      'file-upload',
      formData([{ name: 'image', content: jpeg, filename: 'a.jpg' }]),
    );
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      status: 1,
      message: 'Image successfully uploaded!',
      width: 1200,
      height: 600,
    });
    expect(answer.url).toMatch(
      new RegExp(`^${deps.config.appUrl}/uploads/email/${accountId}/[0-9a-f]{32}\\.jpg$`),
    );
    const served = await app.inject({ method: 'GET', url: new URL(answer.url).pathname });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 600 });
    expect(meta.exif).toBeUndefined();
    const [record] = await deps.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, keyOf(answer.url)));
    expect(record).toMatchObject({ accountId, purpose: 'email-image', temporaryUntil: null });
  });

  it('crops an author image to 180 × 180, turns webp into png and keeps a gif’s frames', async () => {
    const { token } = await buildSignedIn(deps);
    const webp = await picture(600, 300).webp().toBuffer();
    const author = await upload(
      token,
      'content-setting/file-upload',
      formData([
        { name: 'size', content: 'author-image' },
        { name: 'image', content: webp, filename: 'me.webp' },
      ]),
    );
    expect(author.json()).toMatchObject({ width: 180, height: 180 });
    expect(author.json().url).toMatch(/\.png$/);

    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 4, background } })
        .png()
        .toBuffer();
    const animated = await sharp(
      [await frame('#ff0000'), await frame('#00ff00'), await frame('#0000ff')],
      { join: { animated: true } },
    )
      .gif()
      .toBuffer();
    const gif = await upload(
      token,
      'file-upload',
      formData([{ name: 'image', content: animated, filename: 'spin.gif' }]),
    );
    expect(gif.json()).toMatchObject({ width: 40, height: 30 });
    expect(gif.json().url).toMatch(/\.gif$/);
    const served = await app.inject({ method: 'GET', url: new URL(gif.json().url).pathname });
    expect((await sharp(served.rawPayload).metadata()).pages).toBe(3);
  });

  it('answers 422 on image for no file, a file that is not an image, and one over 15 MB', async () => {
    const { token } = await buildSignedIn(deps);
    const none = await call('POST', '/file-upload', token, {});
    expect(none.json()).toEqual({
      message: 'Please select an image file',
      errors: { image: ['Please select an image file'] },
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const content of [
      Buffer.from('not an image'),
      svg,
      (await picture(8, 8).png().toBuffer()).subarray(0, 40),
    ]) {
      const res = await upload(
        token,
        'file-upload',
        formData([{ name: 'image', content, filename: 'a.png' }]),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        image: ['The image must be a jpeg, png, gif or webp picture.'],
      });
    }
    const huge = await upload(
      token,
      'content-setting/file-upload',
      formData([
        { name: 'image', content: Buffer.alloc(15 * 1024 * 1024 + 10), filename: 'big.png' },
      ]),
    );
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ image: ['The image may not be greater than 15MB.'] });
    expect(
      await deps.db.select().from(storedFiles).where(eq(storedFiles.purpose, 'email-image')),
    ).not.toContainEqual(expect.objectContaining({ bytes: 15 * 1024 * 1024 + 10 }));
  });

  it('counts against the organization’s file storage and keeps nothing it refuses', async () => {
    const { token, account } = await buildSignedIn(deps);
    await deps.db
      .update(memberships)
      .set({ fileStorageLimit: 10 })
      .where(eq(memberships.accountId, account.id));
    const png = await picture(64, 64).png().toBuffer();
    const refused = await upload(
      token,
      'file-upload',
      formData([{ name: 'image', content: png, filename: 'a.png' }]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().limit_exceed).toBe(true);
    const kept = await deps.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.accountId, account.id));
    expect(kept).toEqual([]);
  });
});
