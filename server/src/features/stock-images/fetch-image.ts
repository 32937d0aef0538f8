import type { LookupAddress } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import { imageLibraryMessages as say } from '@coachline/contract/image-library';
import { AppError, fieldError } from '../../platform/errors';
import {
  AddressRefused,
  type OutboundLimits,
  requestVetted,
  vetAddress,
} from '../../platform/outbound';

export type FetchLimits = OutboundLimits & {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
};

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
export type FetchedImage = { bytes: Buffer; type: ImageType };

const refused = () => fieldError('url', say.urlRefused);
const failed = () => fieldError('url', say.urlFailed);
const tooLarge = () => fieldError('url', say.tooLarge);
const redirects = new Set([301, 302, 303, 307, 308]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes are, from their first bytes alone: a Content-Type header can say anything. */
export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(png)) return 'image/png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** The vetted address of `url`, refused or failed as the image uploader says it. */
async function vet(url: URL, limits: FetchLimits) {
  try {
    return await vetAddress(url, limits);
  } catch (error) {
    throw error instanceof AddressRefused ? refused() : failed();
  }
}

const get = (url: URL, target: LookupAddress, signal: AbortSignal) =>
  requestVetted(url, target, signal, {
    method: 'GET',
    headers: { accept: 'image/*', 'user-agent': 'Coachline image fetch' },
  });

/** The body, refused as soon as it is longer than `maxBytes`. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * An image from a public address (000 §2.5 "fetch an image from a URL"): every hop of at most
 * `maxRedirects` redirects is vetted and pinned to the address vetted, the whole within
 * `timeoutMs`, the body within `maxBytes`, and the bytes must be an image.
 */
export async function fetchImageByAddress(
  address: string,
  limits: FetchLimits,
): Promise<FetchedImage> {
  if (!URL.canParse(address)) throw refused();
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  try {
    for (let hop = 0; ; hop++) {
      const response = await get(url, await vet(url, limits), signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (redirects.has(status) && location) {
        response.resume();
        if (hop === limits.maxRedirects || !URL.canParse(location, url.href)) throw failed();
        url = new URL(location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw failed();
      }
      const bytes = await readCapped(response, limits.maxBytes);
      const type = imageTypeOf(bytes);
      if (!type) throw failed();
      return { bytes, type };
    }
  } catch (error) {
    // A refused connection, a TLS error, the deadline: the address did not give an image.
    throw error instanceof AppError ? error : failed();
  }
}
