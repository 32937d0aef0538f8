import sharp from 'sharp';

// Pictures people upload: a file is an image only if sharp reads it as one of the formats every
// browser shows, whatever its name or type says (an svg, which can carry script, is refused).
// Its pixels are counted from the header before any is decoded, so a small file declaring a huge
// picture (a decompression bomb) is refused without being unpacked.

/** The most pixels an uploaded picture may have (about 10,000 × 10,000). */
export const maxImagePixels = 100_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';
const readable = new Set<string>(['jpeg', 'png', 'gif', 'webp']);

export type ImageHeader = {
  format: ImageFormat;
  /** As shown, its orientation flag applied. */
  width: number;
  height: number;
  /** A gif of more than one frame. */
  animated: boolean;
};

/**
 * What the header says, `tooManyPixels` for a picture over `limit`, or null when it is not an
 * image of a readable format.
 */
export async function readImageHeader(
  buffer: Buffer,
  limit = maxImagePixels,
): Promise<ImageHeader | 'tooManyPixels' | null> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  if (!meta.format || !readable.has(meta.format) || !meta.width || !meta.height) return null;
  const height = meta.pageHeight ?? meta.height;
  if (meta.width * height > limit) return 'tooManyPixels';
  return {
    format: meta.format as ImageFormat,
    width: meta.autoOrient?.width ?? meta.width,
    height: meta.autoOrient?.height ?? height,
    animated: meta.format === 'gif' && (meta.pages ?? 1) > 1,
  };
}

/** A sharp pipeline of an upload already read by readImageHeader, within the same limit. */
export const openImage = (buffer: Buffer, animated = false, limit = maxImagePixels) =>
  sharp(buffer, { animated, limitInputPixels: limit });
