import type { z } from 'zod';
import { currentAuth } from '../app/session';
import type { Failure, FieldErrors } from './failures';

// The one HTTP client (ARCHITECTURE §4): headers of 000 §7, JSON or multipart bodies, zod-parsed
// answers or downloaded files, and the 000 §8 catalogue applied in one place. Nothing else in
// the app calls fetch.
//
// The sign-in page must stay light, so this module holds no zod and no UI: the catalogue
// (./failures, ./effects) loads on the first failure, and a caller may pass its schema as a
// loader that is imported once the answer is in.

export type ApiBase = 'v3' | 'billing' | 'v2';

const bases: Record<ApiBase, string> = {
  v3: '/api/v3/',
  billing: '/api/billing/',
  v2: '/api/v2/',
};

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly failure: Failure;

  constructor(status: number, body: unknown, failure: Failure) {
    super('message' in failure ? failure.message : `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.failure = failure;
  }

  /** Server field errors, one joined message per field (empty unless a 422 with errors). */
  get fieldErrors(): FieldErrors {
    return this.failure.kind === 'field-errors' ? this.failure.fieldErrors : {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RequestOptions = {
  base?: ApiBase;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body instead (CSV imports, photos); the browser sets its boundary. */
  form?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Apply the error catalogue (default). The legacy API only rejects to the caller (000 §8). */
  handleErrors?: boolean;
  signal?: AbortSignal;
};

function headers(): Record<string, string> {
  const auth = currentAuth();
  const h: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (auth) {
    h.Authorization = `Bearer ${auth.access_token}`;
    // A token handed over alone (SMS-center auto login) has no ids until the refresh answers.
    if (auth.accessed_location_id) h['accessed-location-id'] = String(auth.accessed_location_id);
    if (auth.company_admin_id) h['company-admin-id'] = String(auth.company_admin_id);
  }
  return h;
}

function url(base: ApiBase, path: string, query: RequestOptions['query']): string {
  const clean = path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) params.set(k, String(v));
  }
  const qs = params.toString();
  return `${bases[base]}${clean}${qs ? `?${qs}` : ''}`;
}

async function readBody(res: Response): Promise<unknown> {
  const raw = await res.text();
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return { message: raw };
  }
}

/** A response schema, or a loader for one (keeps zod off pages that have not sent anything). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

async function resolveSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? source() : source;
}

/** Sends with the 000 §7 headers; a network failure fails as status 0. */
async function send(
  method: Method,
  path: string,
  options: RequestOptions,
  accept?: string,
): Promise<Response> {
  const h = headers();
  if (accept) h.Accept = accept;
  const init: RequestInit = { method, headers: h };
  if (options.signal) init.signal = options.signal;
  if (options.form) {
    init.body = options.form;
  } else if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    h['Content-Type'] = 'application/json';
  }
  try {
    return await fetch(url(options.base ?? 'v3', path, options.query), init);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail(0, {}, options);
  }
}

export async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  schemaSource: SchemaSource<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const res = await send(method, path, options);
  const body = await readBody(res);
  if (!res.ok) return fail(res.status, body, options);

  const schema = await resolveSchema(schemaSource);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // A contract mismatch is a bug, not a user error; say the generic thing and log the detail.
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
    return fail(500, {}, options);
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

/** GET a file as a blob (000 §7.6 generic download), named as the server names it. */
async function download(
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  const res = await send('GET', path, options, '*/*');
  if (!res.ok) return fail(res.status, await readBody(res), options);
  const blob = await res.blob();
  return { blob, fileName: fileNameOf(res.headers.get('Content-Disposition'), fallbackName) };
}

async function fail(status: number, body: unknown, options: RequestOptions): Promise<never> {
  const { classifyFailure } = await import('./failures');
  const failure = classifyFailure(status, body, options.body);
  if (options.handleErrors ?? options.base !== 'v2') {
    const { applyFailure } = await import('./effects');
    applyFailure(failure);
  }
  throw new ApiError(status, body, failure);
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: RequestOptions) =>
    request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: RequestOptions) =>
    request('POST', path, schema, options),
  patch: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: RequestOptions) =>
    request('PATCH', path, schema, options),
  put: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: RequestOptions) =>
    request('PUT', path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: RequestOptions) =>
    request('DELETE', path, schema, options),
  download,
};
