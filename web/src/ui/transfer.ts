import type { z } from 'zod';
import { ApiError, headers, type RequestOptions } from '../api/client';

// File transfers through the API client's headers and error catalogue: multipart uploads
// (CSV imports, photos) and blob downloads (exports, failed rows). api/client.ts sends JSON
// only; these add the two body kinds it lacks and fail exactly as it does (000 §8).

type Query = RequestOptions['query'];

function url(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return `/api/v3/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

async function bodyOf(res: Response): Promise<unknown> {
  const raw = await res.text();
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return { message: raw };
  }
}

async function fail(status: number, body: unknown, handle: boolean): Promise<never> {
  const { classifyFailure } = await import('../api/failures');
  const failure = classifyFailure(status, body);
  if (handle) {
    const { applyFailure } = await import('../api/effects');
    applyFailure(failure);
  }
  throw new ApiError(status, body, failure);
}

async function send(method: string, path: string, init: RequestInit, handle: boolean) {
  try {
    return await fetch(path, { ...init, method, headers: { ...headers(), ...init.headers } });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    return fail(0, {}, handle);
  }
}

/** A multipart request (the browser sets the boundary); the answer is parsed with `schema`. */
export async function upload<S extends z.ZodType>(
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  schema: S,
  form: FormData,
  options: { handleErrors?: boolean; signal?: AbortSignal } = {},
): Promise<z.output<S>> {
  const handle = options.handleErrors ?? true;
  const init: RequestInit = { body: form };
  if (options.signal) init.signal = options.signal;
  const res = await send(method, url(path, undefined), init, handle);
  const body = await bodyOf(res);
  if (!res.ok) return fail(res.status, body, handle);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
    return fail(500, {}, handle);
  }
  return parsed.data;
}

export type DownloadedFile = { blob: Blob; fileName: string };

/** The file name of a Content-Disposition header, else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** GET a file as a blob (000 §7.6 generic download). */
export async function downloadBlob(
  path: string,
  query: Query,
  fallbackName: string,
): Promise<DownloadedFile> {
  const res = await send('GET', url(path, query), { headers: { Accept: '*/*' } }, true);
  if (!res.ok) return fail(res.status, await bodyOf(res), true);
  const blob = await res.blob();
  return { blob, fileName: fileNameOf(res.headers.get('Content-Disposition'), fallbackName) };
}

/** Hands a downloaded blob to the browser under its name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
