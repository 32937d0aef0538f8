import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  endpointKey,
  endpointUrl,
} from '@coachline/contract/endpoint';
import { currentAuth } from '../app/session';
import type { Failure, FieldErrors } from './failures';

// The one HTTP client (ARCHITECTURE §4): `api.call(endpoint, input)` for every endpoint of the
// contract, with the headers of 000 §7, JSON or multipart bodies, answers parsed by the
// endpoint's schema or downloaded files, and the 000 §8 catalogue applied in one place. Nothing
// else in the app calls fetch, and no path is written here: it comes from the endpoint.
//
// The sign-in page must stay light, so this module holds no zod and no UI: the catalogue
// (./failures, ./effects) loads on the first failure, and a caller may pass its endpoint as a
// loader, so the contract module with its schemas loads only when the call is made.

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly failure: Failure;
  /** The error catalogue already showed this failure to the user (its toast, dialog or page). */
  readonly reported: boolean;

  constructor(status: number, body: unknown, failure: Failure, reported = false) {
    super('message' in failure ? failure.message : `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.failure = failure;
    this.reported = reported;
  }

  /** Server field errors, one joined message per field (empty unless a 422 with errors). */
  get fieldErrors(): FieldErrors {
    return this.failure.kind === 'field-errors' ? this.failure.fieldErrors : {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type CallOptions = {
  /** A multipart body instead of JSON (imports, photos); the browser sets its boundary. */
  form?: FormData;
  /** Apply the error catalogue (default). The legacy API only rejects to the caller (000 §8). */
  handleErrors?: boolean;
  signal?: AbortSignal;
};

/** An endpoint, or a loader for one (keeps zod off pages that have not sent anything). */
export type EndpointSource<E extends Endpoint> = E | (() => Promise<E>);

type Arguments<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

function headers(accept: string): Record<string, string> {
  const auth = currentAuth();
  const h: Record<string, string> = { Accept: accept, 'X-Requested-With': 'XMLHttpRequest' };
  if (auth) {
    h.Authorization = `Bearer ${auth.access_token}`;
    // A token handed over alone (SMS-center auto login) has no ids until the refresh answers.
    if (auth.accessed_location_id) h['accessed-location-id'] = String(auth.accessed_location_id);
    if (auth.company_admin_id) h['company-admin-id'] = String(auth.company_admin_id);
  }
  return h;
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

const resolve = async <E extends Endpoint>(source: EndpointSource<E>): Promise<E> =>
  typeof source === 'function' ? source() : source;

/** The input of any endpoint, as the transport sees it. */
type RawInput = { params?: Record<string, string | number>; query?: object; body?: unknown };

/** Sends with the 000 §7 headers; a network failure fails as status 0. */
async function send(
  e: Endpoint,
  input: RawInput | undefined,
  options: CallOptions,
  accept: string,
): Promise<Response> {
  const h = headers(accept);
  const init: RequestInit = { method: e.method, headers: h };
  if (options.signal) init.signal = options.signal;
  if (options.form) {
    init.body = options.form;
  } else if (input?.body !== undefined) {
    init.body = JSON.stringify(input.body);
    h['Content-Type'] = 'application/json';
  }
  try {
    return await fetch(
      endpointUrl(e, input?.params, input?.query as Record<string, unknown> | undefined),
      init,
    );
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail(e, 0, {}, input, options);
  }
}

/** Calls a JSON endpoint of the contract and parses its answer with the endpoint's schema. */
async function call<E extends Endpoint>(
  source: EndpointSource<E>,
  ...[given, options = {}]: Arguments<E>
): Promise<EndpointOutput<E>> {
  const e = await resolve(source);
  const input = given as RawInput | undefined;
  const res = await send(e, input, options, 'application/json');
  const body = await readBody(res);
  if (!res.ok) return fail(e, res.status, body, input, options);
  return parsed(e, body, input, options);
}

/** A successful answer read by the endpoint's schema. */
async function parsed<E extends Endpoint>(
  e: E,
  body: unknown,
  input: RawInput | undefined,
  options: CallOptions,
): Promise<EndpointOutput<E>> {
  const result = e.response?.safeParse(body);
  if (!result?.success) {
    // A contract mismatch is a bug, not a user error; say the generic thing and log the detail.
    console.error(`Unexpected response from ${endpointKey(e)}`, result?.error.issues);
    return fail(e, 500, {}, input, options);
  }
  return result.data as EndpointOutput<E>;
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

/** Downloads the file an endpoint answers (000 §7.6), named as the server names it. */
async function download<E extends Endpoint>(
  e: E,
  fallbackName: string,
  ...[given, options = {}]: Arguments<E>
): Promise<DownloadedFile> {
  const input = given as RawInput | undefined;
  const res = await send(e, input, options, '*/*');
  if (!res.ok) return fail(e, res.status, await readBody(res), input, options);
  const blob = await res.blob();
  return { blob, fileName: fileNameOf(res.headers.get('Content-Disposition'), fallbackName) };
}

/**
 * Sends a multipart body to an upload endpoint, reporting the bytes sent so far: fetch tells
 * nothing of an upload's progress, XMLHttpRequest does. The answer is parsed as `call` does.
 */
async function upload<E extends Endpoint>(
  e: E,
  form: FormData,
  onProgress: (sent: number, total: number) => void,
  options: Pick<CallOptions, 'handleErrors'> & {
    /** The path's parameters, for an upload to one row (a page's download). */
    params?: Record<string, string | number>;
  } = {},
): Promise<EndpointOutput<E>> {
  const xhr = new XMLHttpRequest();
  xhr.open(e.method, endpointUrl(e, options.params));
  for (const [name, value] of Object.entries(headers('application/json')))
    xhr.setRequestHeader(name, value);
  xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
  const status = await new Promise<number>((done) => {
    xhr.onload = () => done(xhr.status);
    xhr.onerror = () => done(0);
    xhr.send(form);
  });
  const body = await readBody(new Response(status === 0 ? '' : xhr.responseText));
  if (status < 200 || status > 299) return fail(e, status, body, undefined, options);
  return parsed(e, body, undefined, {});
}

async function fail(
  e: Endpoint,
  status: number,
  body: unknown,
  input: RawInput | undefined,
  options: CallOptions,
): Promise<never> {
  const { classifyFailure } = await import('./failures');
  const failure = classifyFailure(status, body, input?.body);
  const report = options.handleErrors ?? e.base !== 'v2';
  if (report) {
    const { applyFailure } = await import('./effects');
    applyFailure(failure);
  }
  throw new ApiError(status, body, failure, report);
}

export const api = { call, download, upload };
