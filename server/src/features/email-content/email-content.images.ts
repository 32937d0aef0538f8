import { randomBytes } from 'node:crypto';
import { imageSizes, maxImageBytes } from '@coachline/contract/constants';
import { type EmailImageResponse, emailImageMaxWidth } from '@coachline/contract/email-buttons';
import { messages } from '@coachline/contract/messages';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError } from '../../platform/errors';
import { storeFile } from '../../platform/files';
import { openImage, readImageHeader } from '../../platform/images';
import { fileStorageQuota } from '../accounts/limits';

// Images inside emails (POST file-upload and content-setting/file-upload, one service): an
// upload is an image only if sharp reads it as one, whatever its name or type says. It is
// written anew (which drops its metadata, camera location included), at most 1,200 px wide, in
// a format every mail client shows (webp becomes png; a gif keeps its animation), under
// `public/` so /uploads serves it, inside the organization's storage quota. The answer is its
// absolute address: an email is read far from the app.

export type UploadedImage = {
  buffer: Buffer;
  /** `author-image` crops to the author image's 180 × 180 (000 §9). */
  size: string | undefined;
};

async function prepare(file: UploadedImage) {
  const header = await readImageHeader(file.buffer);
  if (header === null || header === 'tooManyPixels') return null;
  const { animated, format } = header;
  let image = openImage(file.buffer, animated);
  // A photo's orientation flag is applied before it is dropped; frames of a gif have none.
  if (!animated) image = image.rotate();
  if (file.size === 'author-image') {
    const { width, height } = imageSizes['author-image'];
    image = image.resize(width, height, {
      fit: 'cover',
      position: animated ? 'centre' : 'attention',
    });
  } else {
    image = image.resize({ width: emailImageMaxWidth, withoutEnlargement: true });
  }
  if (format === 'gif') return { extension: 'gif', output: image.gif() };
  if (format === 'jpeg') return { extension: 'jpg', output: image.jpeg({ quality: 85 }) };
  return { extension: 'png', output: image.png() };
}

/** The image written anew, or null when it is not an image sharp reads whole. */
async function rewritten(file: UploadedImage) {
  try {
    const prepared = await prepare(file);
    if (!prepared) return null;
    const { data, info } = await prepared.output.toBuffer({ resolveWithObject: true });
    return {
      extension: prepared.extension,
      data,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch {
    return null;
  }
}

export async function uploadImage(
  deps: Deps,
  ctx: RequestContext,
  file: UploadedImage | undefined,
): Promise<EmailImageResponse> {
  if (!file || file.buffer.length === 0) throw fieldError('image', messages.selectImageFile);
  if (file.buffer.length > maxImageBytes) throw fieldError('image', messages.imageTooLarge);
  const written = await rewritten(file);
  if (!written) throw fieldError('image', messages.emailImageInvalid);
  const key = `public/email/${ctx.accountId}/${randomBytes(16).toString('hex')}.${written.extension}`;
  await storeFile(deps, ctx.accountId, fileStorageQuota(ctx.primaryAccountId), {
    key,
    body: written.data,
    purpose: 'email-image',
  });
  return {
    status: 1,
    message: messages.imageUploaded,
    url: `${deps.config.appUrl}${deps.storage.publicUrl(key)}`,
    width: written.width,
    height: written.height,
  };
}
