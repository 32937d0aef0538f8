import { randomBytes } from 'node:crypto';
import { maxImageBytes } from '@coachline/contract/constants';
import {
  bulkUploadFields,
  type ImageListQuery,
  type ImageSizeName,
  type ImageUploadFields,
  imageLibraryMessages,
  imageUploadFields,
  librarySizeFilters,
  logoSize,
  maxImagesPerBulkUpload,
  namedImageTypes,
  pixelsOf,
  squareLogoSize,
} from '@coachline/contract/image-library';
import type { Multipart } from '@fastify/multipart';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound, validationError, zodFieldErrors } from '../../platform/errors';
import { removeFile, storeFile } from '../../platform/files';
import { openImage, readImageHeader } from '../../platform/images';
import { offsetOf, presentPage } from '../../platform/pagination';
import { fileStorageQuota } from '../accounts/limits';
import { assetFolder } from '../folders/folders.service';
import * as repo from './image-library.repository';

// The image library (000 §2.5, §7.6): every picture is read by sharp, cut and sized here, and
// written anew (its metadata, camera location included, never kept) under
// `public/media/{user}/{size}/`, which /uploads serves, inside the organization's quota.

const present = (deps: Deps, row: repo.ImageRow) => ({
  id: row.id,
  img_src: deps.storage.publicUrl(row.storageKey),
  is_cropped: (row.isCropped ? 1 : 0) as 0 | 1,
  type: row.type,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  folder_id: row.folderId,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
});

/** GET image-library/image-types. */
export function types(deps: Deps) {
  return {
    status: 1 as const,
    types: namedImageTypes(),
    library_filters: [...librarySizeFilters],
    free_images: Boolean(deps.config.pexelsApiKey),
  };
}

/** The sizes a size filter shows: the logo's also shows square logos (000 §9). */
const sizesShownFor = (type: ImageSizeName) =>
  type === logoSize ? [logoSize, squareLogoSize] : [type];

/** GET image-library/list. */
export async function list(deps: Deps, ctx: RequestContext, query: ImageListQuery) {
  const { rows, total } = await repo.listImages(
    deps.db,
    ctx.accountId,
    {
      folderId: query.folder_id === 0 ? null : query.folder_id,
      types: query.selected_size_only && query.type ? sizesShownFor(query.type) : undefined,
    },
    { limit: query.per_page, offset: offsetOf(query) },
  );
  return presentPage(
    rows.map((row) => present(deps, row)),
    total,
    query.page,
    query.per_page,
  );
}

type Crop = { left: number; top: number; width: number; height: number };
type Plan = { size: ImageSizeName; crop?: Crop; flipHorizontal: boolean; flipVertical: boolean };
type Written = {
  data: Buffer;
  extension: string;
  width: number;
  height: number;
  cropped: boolean;
};

/**
 * The longest side of a picture of size `all`: the widest size any page shows (the public
 * cover's 2,560 px). A camera's 4,000 px would cost storage and every visitor's bandwidth.
 */
const longestSideKept = 2560;

const extensions = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'png' } as const;

/** The picture as the library keeps it, or a 422 on `image` saying why it cannot be. */
async function write(buffer: Buffer, plan: Plan): Promise<Written> {
  const header = await readImageHeader(buffer);
  if (header === null) throw fieldError('image', imageLibraryMessages.notImage);
  if (header === 'tooManyPixels') throw fieldError('image', imageLibraryMessages.tooManyPixels);
  const { crop, flipHorizontal, flipVertical } = plan;
  const target = pixelsOf(plan.size);
  // A gif kept whole keeps its frames, byte for byte.
  if (header.format === 'gif' && !crop && !flipHorizontal && !flipVertical)
    return { data: buffer, extension: 'gif', ...header, cropped: false };
  let image = openImage(buffer).autoOrient();
  if (crop) {
    const inside =
      crop.width > 0 &&
      crop.height > 0 &&
      crop.left + crop.width <= header.width &&
      crop.top + crop.height <= header.height;
    if (!inside) throw fieldError('image', imageLibraryMessages.cropOutside);
    // The box is where the cropper showed it, on the flipped picture; sharp cuts before it
    // flips, so the box is mirrored onto the unflipped one.
    image = image.extract({
      left: flipHorizontal ? header.width - crop.left - crop.width : crop.left,
      top: flipVertical ? header.height - crop.top - crop.height : crop.top,
      width: crop.width,
      height: crop.height,
    });
  }
  image = image.flop(flipHorizontal).flip(flipVertical);
  const bound = target ?? { width: longestSideKept, height: longestSideKept };
  image =
    target && crop
      ? image.resize(target.width, target.height, { fit: 'fill' })
      : image.resize(bound.width, bound.height, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    header.format === 'jpeg'
      ? image.jpeg({ quality: 85 })
      : header.format === 'webp'
        ? image.webp({ quality: 85 })
        : image.png();
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      extension: extensions[header.format],
      width: info.width,
      height: info.height,
      cropped: Boolean(crop),
    };
  } catch {
    throw fieldError('image', imageLibraryMessages.notImage);
  }
}

/** A live image folder of the account (404 otherwise); 0 is the main folder (null). */
async function imageFolder(deps: Deps, ctx: RequestContext, folderId: number) {
  if (folderId === 0) return null;
  const folder = await assetFolder(deps, ctx, 'images', folderId);
  if (folder.archived) throw fieldError('folder_id', imageLibraryMessages.archivedFolder);
  return folder.id;
}

/** The location named by an upload must be the one the caller is in. */
function assertLocation(ctx: RequestContext, location: number | undefined) {
  if (location !== undefined && location !== ctx.accountId) throw notFound();
}

/** Stores the written picture under the user's folder of its size, inside the quota. */
async function store(deps: Deps, ctx: RequestContext, size: ImageSizeName, written: Written) {
  const key = `public/media/${ctx.user.id}/${size}/${randomBytes(16).toString('hex')}.${written.extension}`;
  const { bytes } = await storeFile(deps, ctx.accountId, fileStorageQuota(ctx.primaryAccountId), {
    key,
    body: written.data,
    purpose: 'library-image',
  });
  return {
    type: size,
    width: written.width,
    height: written.height,
    bytes,
    isCropped: written.cropped,
    storageKey: key,
  } satisfies repo.Picture;
}

/** The bytes of an image part: 422 on `image` when empty or over 15 MB. */
async function bytesOf(part: Multipart & { type: 'file' }): Promise<Buffer> {
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('image', imageLibraryMessages.tooLarge);
    throw error;
  }
  if (buffer.length === 0) throw fieldError('image', imageLibraryMessages.selectImage);
  if (buffer.length > maxImageBytes) throw fieldError('image', imageLibraryMessages.tooLarge);
  return buffer;
}

/**
 * Reads the fields up to the first file part named `name`, then hands each such part to
 * `onFile` (other parts are drained). The fields must come first, as 000 §7.6 sends them.
 */
async function readUpload<S extends z.ZodType>(
  parts: AsyncIterable<Multipart>,
  schema: S,
  name: string,
  onFile: (fields: z.output<S>, part: Multipart & { type: 'file' }) => Promise<void>,
): Promise<z.output<S> | undefined> {
  const raw: Record<string, string> = {};
  let fields: z.output<S> | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (fields === undefined) raw[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== name) {
      part.file.resume();
      continue;
    }
    if (fields === undefined) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        // Read to its end first: a body cut short answers as such, not as a missing field.
        for await (const _ of part.file);
        throw validationError(zodFieldErrors(parsed.error.issues));
      }
      fields = parsed.data;
    }
    try {
      await onFile(fields as z.output<S>, part);
    } catch (error) {
      // Drained, so the request's body still reaches its end and the refusal goes out.
      part.file.resume();
      throw error;
    }
  }
  return fields;
}

/** The crop box of the fields: all four, or none. */
function cropOf(fields: ImageUploadFields): Crop | undefined {
  const { crop_x, crop_y, crop_width, crop_height } = fields;
  if (
    crop_x === undefined ||
    crop_y === undefined ||
    crop_width === undefined ||
    crop_height === undefined
  ) {
    if ([crop_x, crop_y, crop_width, crop_height].some((v) => v !== undefined))
      throw fieldError('image', imageLibraryMessages.cropOutside);
    return undefined;
  }
  return { left: crop_x, top: crop_y, width: crop_width, height: crop_height };
}

const isSet = (flag: string | undefined) => flag === '1' || flag === 'true';

type Kept = { picture: repo.Picture; folderId: number | null; originalId: number | undefined };

/**
 * POST image-library/upload: the fields, then `image`. With `original_id` the record keeps its
 * id and folder and takes the new picture; the old one's bytes go.
 */
export async function upload(deps: Deps, ctx: RequestContext, parts: AsyncIterable<Multipart>) {
  let kept = undefined as Kept | undefined;
  try {
    await readUpload(parts, imageUploadFields, 'image', async (fields, part) => {
      if (kept) {
        part.file.resume();
        return;
      }
      assertLocation(ctx, fields.location);
      const folderId = await imageFolder(deps, ctx, fields.folder_id);
      const originalId = fields.original_id;
      if (originalId !== undefined && !(await repo.findImage(deps.db, ctx.accountId, originalId)))
        throw notFound();
      const written = await write(await bytesOf(part), {
        size: fields.size,
        crop: cropOf(fields),
        flipHorizontal: isSet(fields.flip_horizontal),
        flipVertical: isSet(fields.flip_vertical),
      });
      kept = { picture: await store(deps, ctx, fields.size, written), folderId, originalId };
    });
    if (!kept) throw fieldError('image', imageLibraryMessages.selectImage);
    const { picture, folderId, originalId } = kept;
    const row =
      originalId === undefined
        ? (
            await repo.insertImages(deps.db, ctx.accountId, [
              { ...picture, folderId, createdBy: ctx.user.id },
            ])
          )[0]!
        : await replace(deps, ctx, originalId, picture);
    return {
      status: 1 as const,
      message: imageLibraryMessages.uploaded,
      response: present(deps, row),
    };
  } catch (error) {
    if (kept) await removeFile(deps, ctx.accountId, kept.picture.storageKey);
    throw error;
  }
}

/** Gives the record the new picture and removes the old one's bytes. */
async function replace(deps: Deps, ctx: RequestContext, id: number, picture: repo.Picture) {
  const before = await repo.findImage(deps.db, ctx.accountId, id);
  const row = await repo.replacePicture(deps.db, ctx.accountId, id, picture);
  if (!before || !row) throw notFound();
  await removeFile(deps, ctx.accountId, before.storageKey);
  return row;
}

/** POST image-library/bulk-upload: each `images` part kept whole at its size; all or none. */
export async function bulkUpload(deps: Deps, ctx: RequestContext, parts: AsyncIterable<Multipart>) {
  const stored: repo.Picture[] = [];
  let folderId: number | null = null;
  try {
    const fields = await readUpload(parts, bulkUploadFields, 'images', async (read, part) => {
      if (stored.length === 0) {
        assertLocation(ctx, read.location);
        folderId = await imageFolder(deps, ctx, read.folder_id);
      }
      if (stored.length === maxImagesPerBulkUpload) {
        part.file.resume();
        throw fieldError('images', imageLibraryMessages.tooMany);
      }
      const written = await write(await bytesOf(part), {
        size: read.size,
        flipHorizontal: false,
        flipVertical: false,
      });
      stored.push(await store(deps, ctx, read.size, written));
    });
    if (!fields || stored.length === 0) throw fieldError('image', imageLibraryMessages.selectImage);
    const rows = await repo.insertImages(
      deps.db,
      ctx.accountId,
      stored.map((picture) => ({ ...picture, folderId, createdBy: ctx.user.id })),
    );
    return {
      status: 1 as const,
      message: imageLibraryMessages.uploaded,
      response: rows.map((row) => present(deps, row)),
    };
  } catch (error) {
    for (const picture of stored) await removeFile(deps, ctx.accountId, picture.storageKey);
    throw error;
  }
}

/** DELETE image-library/:image: the record and its bytes, for good. */
export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.deleteImage(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  await removeFile(deps, ctx.accountId, row.storageKey);
  return { status: 1 as const, message: imageLibraryMessages.deleted };
}
