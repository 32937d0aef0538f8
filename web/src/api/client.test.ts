import { loginResponse } from '@coachline/contract/auth';
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

describe('api client', () => {
  it('sends the 000 §7 headers and parses with the contract schema', async () => {
    answer(200, { ...okLogin, extra: 'dropped' });
    const res = await api.post('auth/login', loginResponse, {
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

  it('accepts a schema loader', async () => {
    answer(200, { status: 1 });
    const res = await api.get('x', async () => z.object({ status: z.literal(1) }), {
      query: { page: 2, q: undefined },
    });
    expect(res).toEqual({ status: 1 });
    expect(calls[0]?.url).toBe('/api/v3/x?page=2');
  });

  it('applies the catalogue once and rejects with the field errors', async () => {
    answer(422, { message: 'invalid', errors: { email: ['bad', 'worse'] } });
    const error = await api.post('auth/login', loginResponse).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ email: 'bad, worse' });
    expect(applied.failures).toEqual([error.failure]);
  });

  it('only rejects for the legacy API (000 §8)', async () => {
    answer(500, { message: 'boom' });
    const error = await api
      .get('stripe/billing-notifications', z.object({}), { base: 'v2' })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(calls[0]?.url).toBe('/api/v2/stripe/billing-notifications');
    expect(applied.failures).toEqual([]);
  });

  it('uses the billing base and treats a mismatched answer as a failure', async () => {
    answer(200, { unexpected: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await api
      .post('stripe/skip-trial', z.object({ status: z.literal(1) }), { base: 'billing' })
      .catch((e: unknown) => e);
    expect(calls[0]?.url).toBe('/api/billing/stripe/skip-trial');
    expect(isApiError(error) && error.failure.kind).toBe('generic');
  });

  it('reports a network failure with the generic message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await api.get('x', z.object({})).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(0);
    expect(applied.failures).toHaveLength(1);
  });
});

describe('file transfers', () => {
  it('sends a multipart body with the 000 §7 headers and lets the browser set its type', async () => {
    answer(200, { status: 1 });
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'contacts.csv');
    const res = await api.post('contact/map-csv-field', z.object({ status: z.literal(1) }), {
      form,
    });
    expect(res).toEqual({ status: 1 });
    const { url, init } = calls[0] as Call;
    expect(url).toBe('/api/v3/contact/map-csv-field');
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
      .patch('contact/1/update-photo', z.object({}), { form: new FormData(), handleErrors: false })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.fieldErrors).toEqual({ photo: 'too big' });
    expect(applied.failures).toEqual([]);
  });

  it('downloads a file under the name the server gives it', async () => {
    answer(200, 'first_name\nAda\n', {
      'Content-Disposition': 'attachment; filename="contacts-2026-11-21.csv"',
    });
    const file = await api.download('contact/export', 'contacts.csv', {
      query: { export_method: 'csv', search: undefined },
    });
    expect(file.fileName).toBe('contacts-2026-11-21.csv');
    expect(await file.blob.text()).toBe('first_name\nAda\n');
    const { url, init } = calls[0] as Call;
    expect(url).toBe('/api/v3/contact/export?export_method=csv');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', Accept: '*/*' });
  });

  it('applies the catalogue to a failed download', async () => {
    answer(404, { message: 'Not found' });
    const error = await api.download('contact/import-log/9/failed-rows', 'x.csv').catch((e) => e);
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
