import { signatureHtml } from '@coachline/contract/signature-html';
import {
  maxSignatures,
  type SignatureDesign,
  signatureDefaults,
} from '@coachline/contract/signatures';
import { describe, expect, it } from 'vitest';
import { buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { signatureForEmail } from './signatures.service';
import { signatures } from './signatures.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

const design = (changes: Partial<SignatureDesign> = {}): SignatureDesign => ({
  ...signatureDefaults,
  full_name: 'Ada Coach',
  credentials: 'CSCS',
  company_name: 'Iron Gym',
  slogan: 'Stronger every week',
  phone: '+1 212 555 0123',
  email: 'ada@example.com',
  website: 'https://irongym.example.com',
  has_ig: true,
  ig_url: 'https://instagram.com/irongym',
  ...changes,
});
const body = (changes: Record<string, unknown> = {}) => ({
  ...design(),
  is_default: false,
  apply_to_all: false,
  ...changes,
});

describe('signatures', () => {
  it('lists none at first, then every signature with the default and apply_to_all', async () => {
    const { token } = await buildSignedIn(deps);
    expect((await call('GET', '/signature/list', token)).json()).toEqual({
      status: 1,
      signatures: [],
      default: null,
      apply_to_all: false,
    });
    const first = await call('POST', '/signature/store', token, body({ link_color: '#0b7285' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 1,
      message: 'Signature has been saved successfully!',
      signature: { ...design(), link_color: '#0B7285', is_default: false },
      default: null,
      apply_to_all: false,
    });
    const second = await call(
      'POST',
      '/signature/store',
      token,
      body({ full_name: 'Bo Trainer', is_default: true, apply_to_all: true }),
    );
    const secondId = second.json().signature.id;
    expect(second.json()).toMatchObject({ default: secondId, apply_to_all: true });

    const list = (await call('GET', '/signature/list', token)).json();
    expect(list.signatures.map((s: { full_name: string }) => s.full_name)).toEqual([
      'Ada Coach',
      'Bo Trainer',
    ]);
    expect(list).toMatchObject({ default: secondId, apply_to_all: true });
    expect(list.signatures[1].is_default).toBe(true);
  });

  it('moves the default, keeps apply_to_all with it, and drops it when unset', async () => {
    const { token } = await buildSignedIn(deps);
    const store = async (changes: Record<string, unknown>) =>
      (await call('POST', '/signature/store', token, body(changes))).json();
    const a = (await store({ is_default: true, apply_to_all: true })).signature.id;
    const b = (await store({ full_name: 'Bo' })).signature.id;
    // An apply_to_all without the default is not kept.
    expect(await store({ id: b, full_name: 'Bo', apply_to_all: true })).toMatchObject({
      default: a,
      apply_to_all: true,
    });
    expect(await store({ id: b, full_name: 'Bo', is_default: true })).toMatchObject({
      default: b,
      apply_to_all: false,
    });
    const listed = (await call('GET', '/signature/list', token)).json();
    expect(listed.signatures.map((s: { is_default: boolean }) => s.is_default)).toEqual([
      false,
      true,
    ]);
    // Saved without is_default, the default is no longer one.
    expect(await store({ id: b, full_name: 'Bo' })).toMatchObject({
      default: null,
      apply_to_all: false,
    });
  });

  it('answers one signature with its HTML, or the default without an id', async () => {
    const { token } = await buildSignedIn(deps);
    expect((await call('GET', '/signature/get-signature', token)).json()).toEqual({
      status: 1,
      signature: null,
      html: null,
    });
    const saved = (await call('POST', '/signature/store', token, body({ is_default: true }))).json()
      .signature;
    const byDefault = (await call('GET', '/signature/get-signature', token)).json();
    expect(byDefault).toEqual({ status: 1, signature: saved, html: signatureHtml(design()) });
    const byId = await call('GET', `/signature/get-signature?signature_id=${saved.id}`, token);
    expect(byId.json().signature.id).toBe(saved.id);
    expect(byId.json().html).toContain('Ada Coach');
  });

  it('keeps each location’s signatures to itself: another’s id is 404 everywhere', async () => {
    const mine = await buildSignedIn(deps);
    const theirs = await buildSignedIn(deps);
    const id = (await call('POST', '/signature/store', theirs.token, body())).json().signature.id;
    expect(
      (await call('GET', `/signature/get-signature?signature_id=${id}`, mine.token)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/signature/store', mine.token, body({ id }))).statusCode).toBe(404);
    expect((await call('DELETE', `/signature/${id}/delete`, mine.token)).statusCode).toBe(404);
    expect((await call('GET', '/signature/list', mine.token)).json().signatures).toEqual([]);
    expect((await call('GET', '/signature/list', theirs.token)).json().signatures).toHaveLength(1);
  });

  it('deletes a signature; deleting the default leaves none', async () => {
    const { token } = await buildSignedIn(deps);
    const id = (
      await call('POST', '/signature/store', token, body({ is_default: true, apply_to_all: true }))
    ).json().signature.id;
    expect((await call('DELETE', `/signature/${id}/delete`, token)).json()).toEqual({
      status: 1,
      message: 'Signature has been deleted successfully!',
    });
    expect((await call('DELETE', `/signature/${id}/delete`, token)).statusCode).toBe(404);
    expect((await call('GET', '/signature/list', token)).json()).toMatchObject({
      default: null,
      apply_to_all: false,
    });
  });

  it('refuses a missing name, bad colours and addresses, per field', async () => {
    const { token } = await buildSignedIn(deps);
    const res = await call(
      'POST',
      '/signature/store',
      token,
      body({
        full_name: '',
        bar_color: 'navy',
        author_image: '/uploads/me.png',
        facebook_url: 'javascript:alert(1)',
        email: 'ada',
        line_width: 11,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'author_image',
      'bar_color',
      'email',
      'facebook_url',
      'full_name',
      'line_width',
    ]);
  });

  it('keeps at most 50 per location, and says so', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    await deps.db
      .insert(signatures)
      .values(Array.from({ length: maxSignatures }, () => ({ accountId, design: design() })));
    const full = await call('POST', '/signature/store', token, body());
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.full_name).toEqual([
      'A location can keep up to 50 signatures. Delete one to add another.',
    ]);
  });

  it('follows the templates permissions: view to read, create or update to store, delete', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const id = (await call('POST', '/signature/store', token, body())).json().signature.id;
    const staff = async (permissions: Record<string, boolean>) =>
      tokenFor(
        deps,
        (await buildStaff(deps, accountId, { permissions: { templates: permissions } })).id,
      );
    const none = await staff({});
    expect((await call('GET', '/signature/list', none)).statusCode).toBe(403);
    expect((await call('GET', '/signature/get-signature', none)).statusCode).toBe(403);
    const creator = await staff({ view: true, create: true });
    expect((await call('GET', '/signature/list', creator)).statusCode).toBe(200);
    expect((await call('POST', '/signature/store', creator, body())).statusCode).toBe(200);
    expect((await call('POST', '/signature/store', creator, body({ id }))).statusCode).toBe(403);
    expect((await call('DELETE', `/signature/${id}/delete`, creator)).statusCode).toBe(403);
    const editor = await staff({ view: true, update: true, delete: true });
    expect((await call('POST', '/signature/store', editor, body())).statusCode).toBe(403);
    expect((await call('POST', '/signature/store', editor, body({ id }))).statusCode).toBe(200);
    expect((await call('DELETE', `/signature/${id}/delete`, editor)).statusCode).toBe(200);
  });
});

describe('signatureForEmail, for the send', () => {
  it('answers the chosen signature, none, or the default (automated only with apply_to_all)', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const store = async (changes: Record<string, unknown>) =>
      (await call('POST', '/signature/store', token, body(changes))).json().signature.id as number;

    expect(await signatureForEmail(deps, accountId, undefined, false)).toBeNull();
    const chosen = await store({ full_name: 'Chosen One' });
    const byDefault = await store({ full_name: 'Default Dee', is_default: true });
    expect(await signatureForEmail(deps, accountId, chosen, false)).toBe(
      signatureHtml(design({ full_name: 'Chosen One' })),
    );
    expect(await signatureForEmail(deps, accountId, null, false)).toBeNull();
    expect(await signatureForEmail(deps, accountId, undefined, false)).toContain('Default Dee');
    expect(await signatureForEmail(deps, accountId, undefined, true)).toBeNull();

    await store({ id: byDefault, full_name: 'Default Dee', is_default: true, apply_to_all: true });
    expect(await signatureForEmail(deps, accountId, undefined, true)).toContain('Default Dee');
    // An automated email that names a signature gets it, default or not.
    expect(await signatureForEmail(deps, accountId, chosen, true)).toContain('Chosen One');

    await expect(signatureForEmail(deps, other.accountId, chosen, false)).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(await signatureForEmail(deps, other.accountId, undefined, false)).toBeNull();
  });
});
