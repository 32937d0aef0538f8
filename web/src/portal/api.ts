import type { Endpoint, EndpointInput, EndpointOutput } from '@coachline/contract/endpoint';
import { endpointUrl } from '@coachline/contract/endpoint';
import { setPortalToken } from './session';

// The portal's HTTP client: a contact's calls with their portal token. The contract's schemas
// (and zod with them) load with the first call, so the first paint carries none of them. The
// coach app's error catalogue is not used here: a contact has no session to expire into the
// app, only their own sign-in, and the portal says its failures in its own words.

export const portalApi = () => import('@coachline/contract/portal').then((m) => m.portalEndpoints);
export type PortalEndpoints = Awaited<ReturnType<typeof portalApi>>;

export class PortalError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'PortalError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export const genericFailure = 'Something went wrong. Please try again.';

type RawInput = { params?: Record<string, string | number>; query?: object; body?: unknown };

function failure(status: number, body: unknown): PortalError {
  const b = (typeof body === 'object' && body ? body : {}) as {
    message?: unknown;
    errors?: Record<string, unknown>;
  };
  const fieldErrors: Record<string, string> = {};
  for (const [field, list] of Object.entries(b.errors ?? {})) {
    const first = Array.isArray(list) ? list[0] : list;
    if (typeof first === 'string') fieldErrors[field] = first;
  }
  const message =
    status === 0
      ? 'You seem to be offline. Check your connection and try again.'
      : typeof b.message === 'string' && b.message
        ? b.message
        : genericFailure;
  return new PortalError(status, message, fieldErrors);
}

async function send(
  e: Endpoint,
  input: RawInput | undefined,
  token: string | null,
  form?: FormData,
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: e.method, headers };
  if (form) init.body = form;
  else if (input?.body !== undefined) {
    init.body = JSON.stringify(input.body);
    headers['Content-Type'] = 'application/json';
  }
  const url = endpointUrl(e, input?.params, input?.query as Record<string, unknown> | undefined);
  try {
    return await fetch(url, init);
  } catch {
    return null;
  }
}

/**
 * Calls an endpoint as the location's signed-in contact (or anonymously for the sign-in calls).
 * A 401 on a signed-in call ends the sign-in, which shows the sign-in screen again; an endpoint
 * whose contract chunk can't be fetched, or no answer at all, is a failure of status 0 (offline).
 * An upload's parts go as `form` (multipart).
 */
export async function contactCall<E extends Endpoint>(
  load: () => Promise<E>,
  input: EndpointInput<E> | undefined,
  session?: { account: number; token: string | null },
  form?: FormData,
): Promise<EndpointOutput<E>> {
  let e: Endpoint;
  try {
    e = await load();
  } catch {
    throw failure(0, {});
  }
  const res = await send(e, input as RawInput | undefined, session?.token ?? null, form);
  if (!res) throw failure(0, {});
  const raw = await res.text();
  let body: unknown = {};
  try {
    body = raw ? JSON.parse(raw) : {};
  } catch {
    body = { message: raw };
  }
  if (!res.ok) {
    if (res.status === 401 && session?.token) setPortalToken(session.account, null);
    throw failure(res.status, body);
  }
  return body as EndpointOutput<E>;
}

/** Calls one of the portal's own endpoints (contract `portal.ts`). */
export const portalCall = <K extends keyof PortalEndpoints>(
  name: K,
  input: EndpointInput<PortalEndpoints[K]> | undefined,
  session?: { account: number; token: string | null },
) => contactCall(() => portalApi().then((api) => api[name]), input, session);

/** A file the contact may download, fetched with their token and saved under its name. */
export async function portalDownload(
  name: 'fileDownload' | 'pageDownload',
  params: Record<string, string | number>,
  token: string,
  fileName: string,
): Promise<void> {
  const url = endpointUrl((await portalApi())[name], params);
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw failure(res.status, {});
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
