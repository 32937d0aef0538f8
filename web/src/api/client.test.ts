import { authEndpoints } from '@coachline/contract/auth';
import { billingEndpoints } from '@coachline/contract/billing';
import { endpoint } from '@coachline/contract/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSession } from '../app/session';
import { api, fileNameOf, isApiError } from './client';

const applied = vi.hoisted(() => ({ failures: [] as unknown[] }));
vi.mock('./effects', () => ({
  applyFailure: (failure: unknown) => applied.failures.push(failure),
}));

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];

function answer(status: number, body: unknown, responseHeaders?: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text, { status, headers: responseHeaders });
    }),
  );
}

beforeEach(() => {
  calls = [];
  applied.failures = [];
  useSession.setState({
    auth: { access_token: 'tok', accessed_location_id: 7, company_admin_id: 3 },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const okLogin = {
  status: 1,
  access_token: 't',
  is_2fa_enabled: false,
  hibernated: false,
  is_account_active: true,
  is_account_suspended: false,
  module: 'contacts',
  accessed_location_id: 1,
  company_admin_id: 0,
};

// Endpoints of the shapes the file transfers have: the client knows nothing of their areas.
const status = z.object({ status: z.literal(1) });
const files = { tag: 'files', permission: 'member' } as const;
const upload = endpoint({
  ...files,
  method: 'POST',
  path: 'file/upload',
  upload: true,
  response: status,
});
const photo = endpoint({
  ...files,
  method: 'PATCH',
  path: 'file/:file/photo',
  params: z.object({ file: z.string() }),
  upload: true,
  response: status,
});
const exportFile = endpoint({
  ...files,
  method: 'GET',
  path: 'file/export',
  query: z.object({ format: z.enum(['csv', 'xlsx']), search: z.string().optional() }),
  produces: ['text/csv'],
});
const failedRows = endpoint({
  ...files,
  method: 'GET',
  path: 'file/:file/failed-rows',
  params: z.object({ file: z.string() }),
  produces: ['text/csv'],
});

describe('api client', () => {
  it('sends the 000 §7 headers and parses with the endpoint’s schema', async () => {
    answer(200, { ...okLogin, extra: 'dropped' });
    const res = await api.call(authEndpoints.login, {
      body: { email: 'a@b.co', password: 'x' },
    });
    expect(res).toEqual(okLogin);
    const { url, init } = calls[0] as Call;
    expect(url).toBe('/api/v3/auth/login');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'accessed-location-id': '7',
      'company-admin-id': '3',
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'x' }));
  });

  it('accepts an endpoint loader and fills the path parameters', async () => {
    answer(200, okLogin);
    const res = await api.call(
      () => import('@coachline/contract/auth').then((m) => m.authEndpoints.developerLogin),
      { params: { user: 12, token: 'a b/c' } },
    );
    expect(res).toEqual(okLogin);
    const { url, init } = calls[0] as Call;
    expect(url).toBe('/api/v3/developer/12/a%20b%2Fc/login');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('applies the catalogue once and rejects with the field errors', async () => {
    answer(422, { message: 'invalid', errors: { email: ['bad', 'worse'] } });
    const error = await api
      .call(authEndpoints.login, { body: { email: '', password: '' } })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ email: 'bad, worse' });
    expect(applied.failures).toEqual([error.failure]);
  });

  it('only rejects for the legacy API (000 §8)', async () => {
    answer(500, { message: 'boom' });
    const error = await api.call(billingEndpoints.billingNotifications).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(calls[0]?.url).toBe('/api/v2/stripe/billing-notifications');
    expect(applied.failures).toEqual([]);
  });

  it('uses the billing base and treats a mismatched answer as a failure', async () => {
    answer(200, { unexpected: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await api
      .call(billingEndpoints.skipTrial, { body: { password: 'password123' } })
      .catch((e: unknown) => e);
    expect(calls[0]?.url).toBe('/api/billing/stripe/skip-trial');
    expect(isApiError(error) && error.failure.kind).toBe('generic');
    expect(applied.failures).toHaveLength(1);
  });

  it('reports a network failure with the generic message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await api.call(authEndpoints.refresh).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(0);
    expect(applied.failures).toHaveLength(1);
  });

  it('lets an aborted call reject as aborted, without the catalogue', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        init.signal?.throwIfAborted();
        return new Response('{}');
      }),
    );
    const controller = new AbortController();
    controller.abort();
    const error = await api
      .call(authEndpoints.locations, {}, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect(error).toBeInstanceOf(DOMException);
    expect(applied.failures).toEqual([]);
  });
});

describe('file transfers', () => {
  it('sends a multipart body with the 000 §7 headers and lets the browser set its type', async () => {
    answer(200, { status: 1 });
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'contacts.csv');
    const res = await api.call(upload, {}, { form });
    expect(res).toEqual({ status: 1 });
    const { url, init } = calls[0] as Call;
    expect(url).toBe('/api/v3/file/upload');
    expect(init.body).toBe(form);
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'accessed-location-id': '7',
      Accept: 'application/json',
    });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('leaves a failed upload to the caller when asked', async () => {
    answer(422, { message: 'invalid', errors: { photo: ['too big'] } });
    const error = await api
      .call(photo, { params: { file: 1 } }, { form: new FormData(), handleErrors: false })
      .catch((e: unknown) => e);
    expect(calls[0]?.url).toBe('/api/v3/file/1/photo');
    expect(isApiError(error) && error.fieldErrors).toEqual({ photo: 'too big' });
    expect(applied.failures).toEqual([]);
  });

  it('downloads a file under the name the server gives it', async () => {
    answer(200, 'first_name\nAda\n', {
      'Content-Disposition': 'attachment; filename="contacts-2026-11-21.csv"',
    });
    const file = await api.download(exportFile, 'contacts.csv', {
      query: { format: 'csv', search: undefined },
    });
    expect(file.fileName).toBe('contacts-2026-11-21.csv');
    expect(await file.blob.text()).toBe('first_name\nAda\n');
    const { url, init } = calls[0] as Call;
    expect(url).toBe('/api/v3/file/export?format=csv');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', Accept: '*/*' });
  });

  it('applies the catalogue to a failed download', async () => {
    answer(404, { message: 'Not found' });
    const error = await api
      .download(failedRows, 'x.csv', { params: { file: 9 } })
      .catch((e: unknown) => e);
    expect(calls[0]?.url).toBe('/api/v3/file/9/failed-rows');
    expect(isApiError(error) && error.status).toBe(404);
    expect(applied.failures).toHaveLength(1);
  });

  it('reads the plain and the encoded Content-Disposition name', () => {
    expect(fileNameOf('attachment; filename="contacts-2026-11-21.csv"', 'x.csv')).toBe(
      'contacts-2026-11-21.csv',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''Kund%C3%A9n.xlsx", 'x.xlsx')).toBe(
      'Kundén.xlsx',
    );
  });

  it('falls back when the header is missing', () => {
    expect(fileNameOf(null, 'contacts.csv')).toBe('contacts.csv');
  });
});
