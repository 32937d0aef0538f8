import { crc32 } from 'node:zlib';
import { imageLibraryMessages as msg } from '@coachline/contract/image-library';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../platform/files.tables';
import { bearer, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { type FormPart, formData } from '../../test/multipart';
import { caller, createTestApp } from '../../test/server';

const { app, deps } = await createTestApp();
const call = caller(app);

const fields = (values: Record<string, string | number>): FormPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, content: String(value) }));

function post(token: string, path: string, parts: FormPart[]) {
  const body = formData(parts);
  return app.inject({
    method: 'POST',
    url: `/api/v3/image-library/${path}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const upload = (token: string, values: Record<string, string | number>, image: Buffer) =>
  post(token, 'upload', [...fields(values), { name: 'image', content: image, filename: 'a.jpg' }]);

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } });

/** A jpeg with a camera's EXIF (orientation, make) and a location comment. */
const photo = (width: number, height: number) =>
  picture(width, height)
    .jpeg()
    .withExif({ IFD0: { Make: 'Coachcam', Copyright: 'Gym floor, 51.5N 0.1W' } })
    .toBuffer();

/** The bytes served at the image's address. */
async function served(src: string) {
  const res = await app.inject({ method: 'GET', url: src });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** A tiny png whose header declares `width` × `height` pixels: a decompression bomb. */
async function bomb(width: number, height: number) {
  const png = await picture(1, 1).png().toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function org() {
  const signed = await buildSignedIn(deps);
  const list = async (query = '') => {
    const res = await call('GET', `/image-library/list${query}`, signed.token);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: { id: number; type: string; folder_id: number | null }[];
      total: number;
      last_page: number;
      current_page: number;
    };
  };
  const folder = async (title: string) => {
    const res = await call('POST', '/folder/create', signed.token, { asset_type: 'images', title });
    expect(res.statusCode).toBe(200);
    return res.json().folder.id as number;
  };
  const ledger = () =>
    deps.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(eq(storedFiles.accountId, signed.accountId));
  return { ...signed, list, folder, ledger };
}

describe('POST image-library/upload', () => {
  it('crops a photo to exactly 180x60 without its EXIF, under media/{user}/{size}', async () => {
    const { token, owner, accountId, ledger } = await org();
    const res = await upload(
      token,
      {
        size: '180x60',
        type: '180x60',
        crop_x: 100,
        crop_y: 50,
        crop_width: 600,
        crop_height: 200,
      },
      await photo(1000, 800),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 1,
      message: 'Image successfully uploaded!',
      response: { is_cropped: 1, type: '180x60', width: 180, height: 60, folder_id: null },
    });
    expect(body.response.img_src).toMatch(
      new RegExp(`^/uploads/media/${owner.id}/180x60/[0-9a-f]{32}\\.jpg$`),
    );
    const meta = await sharp(await served(body.response.img_src)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 180, 60, undefined]);
    const [record] = await deps.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.accountId, accountId));
    expect(record).toMatchObject({ purpose: 'library-image', bytes: body.response.bytes });
    expect(await ledger()).toHaveLength(1);
  });

  it('cuts the box from the picture as shown: oriented, then flipped', async () => {
    const { token } = await org();
    // 200 × 100 stored on its side (orientation 6 turns it to 100 × 200 when shown): the left
    // half red, the right half green as stored, so the top half is red once oriented.
    const sideways = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#00ff00' },
    })
      .composite([
        { input: await picture(100, 100).tint('#ff0000').png().toBuffer(), left: 0, top: 0 },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const colourOf = async (values: Record<string, string | number>) => {
      const res = await upload(token, { size: '10x10', ...values }, sideways);
      expect(res.statusCode).toBe(200);
      const { data } = await sharp(await served(res.json().response.img_src))
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data[0]! > data[1]! ? 'red' : 'green';
    };
    const top = { crop_x: 0, crop_y: 0, crop_width: 100, crop_height: 80 };
    expect(await colourOf(top)).toBe('red');
    expect(await colourOf({ ...top, flip_vertical: '1' })).toBe('green');
    expect(await colourOf({ ...top, flip_horizontal: 'true' })).toBe('red');
  });

  it('keeps an uncropped picture whole within the size, and a gif as uploaded', async () => {
    const { token } = await org();
    const whole = await upload(
      token,
      { size: '600x350' },
      await picture(1200, 1200).png().toBuffer(),
    );
    expect(whole.json().response).toMatchObject({ is_cropped: 0, width: 350, height: 350 });
    const camera = await upload(token, { size: 'all' }, await picture(3000, 1500).png().toBuffer());
    expect(camera.json().response).toMatchObject({ type: 'all', width: 2560, height: 1280 });
    const gif = await picture(40, 30).gif().toBuffer();
    const kept = await upload(token, { size: 'all' }, gif);
    expect(kept.json().response).toMatchObject({ type: 'all', width: 40, height: 30 });
    expect(kept.json().response.img_src).toMatch(/\.gif$/);
    expect(await served(kept.json().response.img_src)).toEqual(gif);
  });

  it('answers 422 on image for nothing, a non-image, over 15 MB, a bomb and a box outside', async () => {
    const { token, ledger } = await org();
    const errorsOf = async (res: Awaited<ReturnType<typeof upload>>) => {
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    expect(await errorsOf(await post(token, 'upload', fields({ size: 'all' })))).toEqual({
      image: [msg.selectImage],
    });
    expect(await errorsOf(await upload(token, { size: 'all' }, Buffer.alloc(0)))).toEqual({
      image: [msg.selectImage],
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const content of [Buffer.from('not an image'), svg])
      expect(await errorsOf(await upload(token, { size: 'all' }, content))).toEqual({
        image: [msg.notImage],
      });
    expect(
      await errorsOf(await upload(token, { size: 'all' }, Buffer.alloc(15 * 1024 * 1024 + 1))),
    ).toEqual({ image: [msg.tooLarge] });
    expect(
      await errorsOf(await upload(token, { size: 'all' }, await bomb(20_000, 20_000))),
    ).toEqual({ image: [msg.tooManyPixels] });
    const outside = { size: '180x60', crop_x: 500, crop_y: 0, crop_width: 600, crop_height: 200 };
    expect(await errorsOf(await upload(token, outside, await photo(1000, 800)))).toEqual({
      image: [msg.cropOutside],
    });
    expect(
      await errorsOf(await upload(token, { size: 'huge' }, await photo(10, 10))),
    ).toHaveProperty('size');
    expect(await ledger()).toEqual([]);
  });

  it('replaces the picture of a record by original_id, removing the old bytes', async () => {
    const { token, list, ledger } = await org();
    const first = (await upload(token, { size: 'all' }, await photo(30, 20))).json().response;
    const second = await upload(
      token,
      {
        size: '20x20',
        original_id: first.id,
        crop_x: 0,
        crop_y: 0,
        crop_width: 20,
        crop_height: 20,
      },
      await photo(30, 20),
    );
    expect(second.json().response).toMatchObject({ id: first.id, type: '20x20', width: 20 });
    expect((await app.inject({ method: 'GET', url: first.img_src })).statusCode).toBe(404);
    expect((await list()).total).toBe(1);
    expect(await ledger()).toEqual([{ key: `public${second.json().response.img_src.slice(8)}` }]);
  });
});

describe('folders, bulk upload, list and delete', () => {
  it('uploads into a folder; the registry moves images and a deleted folder returns them', async () => {
    const { token, list, folder } = await org();
    const logos = await folder('Logos');
    const up = await upload(token, { size: 'all', folder_id: logos }, await photo(10, 10));
    expect(up.json().response.folder_id).toBe(logos);
    const loose = (await upload(token, { size: 'all' }, await photo(10, 10))).json().response;
    expect((await list(`?folder_id=${logos}`)).total).toBe(1);
    const moved = await call('POST', '/folder/add-assets', token, {
      asset_type: 'images',
      assets_id: [loose.id],
      folder_id: logos,
    });
    expect(moved.statusCode).toBe(200);
    expect((await call('GET', '/folder/images/list', token)).json().folders[0].items_count).toBe(2);
    const archived = await folder('Old');
    await call('PATCH', '/folder/archive', token, { id: archived, archived: 1 });
    const refused = await upload(token, { size: 'all', folder_id: archived }, await photo(10, 10));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ folder_id: [msg.archivedFolder] });
    await call('DELETE', '/folder/delete', token, { id: logos });
    expect((await list('?folder_id=0')).total).toBe(2);
  });

  it('bulk-uploads every image whole, or none when one is refused', async () => {
    const { token, list, folder, ledger } = await org();
    const batch = await folder('Batch');
    const images = async (count: number) =>
      Promise.all(
        Array.from({ length: count }, async (_, i) => ({
          name: 'images',
          filename: `${i}.png`,
          content: await picture(20 + i, 10)
            .png()
            .toBuffer(),
        })),
      );
    const res = await post(token, 'bulk-upload', [
      ...fields({ type: 'all', size: 'all', folder_id: batch }),
      ...(await images(3)),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().response.map((i: { width: number }) => i.width)).toEqual([20, 21, 22]);
    expect((await list(`?folder_id=${batch}`)).total).toBe(3);
    const refused = await post(token, 'bulk-upload', [
      ...fields({ size: 'all' }),
      ...(await images(2)),
      { name: 'images', filename: 'x.png', content: 'not an image' },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ image: [msg.notImage] });
    const tooMany = await post(token, 'bulk-upload', [
      ...fields({ size: 'all' }),
      ...(await images(21)),
    ]);
    expect(tooMany.statusCode).toBe(422);
    expect((await list()).total).toBe(3);
    expect(await ledger()).toHaveLength(3);
  });

  it('lists newest first, paged, by size where 180x60 also shows 180x180', async () => {
    const { token, list } = await org();
    for (const size of ['180x60', '180x180', '1200x630', '180x60'])
      await upload(token, { size }, await photo(200, 200));
    const sizes = async (query: string) => (await list(query)).data.map((i) => i.type);
    expect(await sizes('?type=180x60&selected_size_only=1')).toEqual([
      '180x60',
      '180x180',
      '180x60',
    ]);
    expect(await sizes('?type=1200x630&selected_size_only=1')).toEqual(['1200x630']);
    expect(await sizes('?type=180x60&selected_size_only=0')).toHaveLength(4);
    const second = await list('?per_page=3&page=2');
    expect(second).toMatchObject({ total: 4, last_page: 2, current_page: 2 });
    expect(second.data.map((i) => i.type)).toEqual(['180x60']);
  });

  it('deletes an image and its bytes; only a member with files delete may', async () => {
    const { token, accountId, list, ledger } = await org();
    const image = (await upload(token, { size: 'all' }, await photo(10, 10))).json().response;
    const staff = await tokenFor(deps, (await buildStaff(deps, accountId)).id);
    expect((await call('GET', '/image-library/list', staff)).statusCode).toBe(200);
    expect((await call('DELETE', `/image-library/${image.id}`, staff)).statusCode).toBe(403);
    const res = await call('DELETE', `/image-library/${image.id}`, token);
    expect(res.json()).toEqual({ status: 1, message: msg.deleted });
    expect((await app.inject({ method: 'GET', url: image.img_src })).statusCode).toBe(404);
    expect((await list()).total).toBe(0);
    expect(await ledger()).toEqual([]);
  });

  it("answers 404 for another organization's folder, image and original", async () => {
    const north = await org();
    const south = await org();
    const theirFolder = await south.folder('Private');
    const theirs = (await upload(south.token, { size: 'all' }, await photo(10, 10))).json()
      .response;
    const image = await photo(10, 10);
    const refused: Record<string, string | number>[] = [
      { size: 'all', folder_id: theirFolder },
      { size: 'all', original_id: theirs.id },
      { size: 'all', location: south.accountId },
    ];
    for (const values of refused)
      expect((await upload(north.token, values, image)).statusCode).toBe(404);
    const bulk = await post(north.token, 'bulk-upload', [
      ...fields({ folder_id: theirFolder }),
      { name: 'images', filename: 'a.jpg', content: image },
    ]);
    expect(bulk.statusCode).toBe(404);
    expect((await call('DELETE', `/image-library/${theirs.id}`, north.token)).statusCode).toBe(404);
    expect((await north.list()).total).toBe(0);
    expect(await north.ledger()).toEqual([]);
    expect((await south.list()).data.map((i) => i.id)).toEqual([theirs.id]);
  });

  it('offers the named sizes, the library filters and whether free images are on', async () => {
    const { token } = await org();
    const res = (await call('GET', '/image-library/image-types', token)).json();
    expect(res.types).toContainEqual({
      value: '180x60',
      name: 'public-logo',
      width: 180,
      height: 60,
    });
    expect(res.library_filters).toContain('2560x600');
    expect(res.free_images).toBe(Boolean(deps.config.pexelsApiKey));
  });
});
