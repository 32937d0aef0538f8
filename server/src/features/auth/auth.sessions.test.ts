import { messages } from '@coachline/contract/messages';
import { describe, expect, it } from 'vitest';
import { bearer, buildSignedIn, buildStaff, testPassword, tokenFor } from '../../test/factories';
import { caller, createTestApp, recordRealtime } from '../../test/server';
import { deviceOf } from './auth.sessions';

const { app, deps } = await createTestApp();
const call = caller(app);

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Signs in from a browser, answering the session's token. */
async function signInFrom(email: string, userAgent: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password: testPassword },
  });
  return response.json().access_token as string;
}
const listOf = async (token: string) => (await call('GET', '/auth/sessions', token)).json();
const alive = async (token: string) =>
  (await call('GET', '/notification/unread-count', token)).statusCode === 200;

describe('deviceOf', () => {
  it.each([
    [chromeOnMac, 'Chrome 120 on macOS'],
    [safariOnIphone, 'Safari 17 on iOS'],
    ['curl/8.4.0', 'Unknown device'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
  ])('reads %s as %s', (agent, device) => {
    expect(deviceOf(agent)).toBe(device);
  });
});

describe('GET /api/v3/auth/sessions', () => {
  it('lists the live sessions of the user with device and last use, the current one marked', async () => {
    const { owner } = await buildSignedIn(deps);
    const mac = await signInFrom(owner.email, chromeOnMac);
    const phone = await signInFrom(owner.email, safariOnIphone);
    await call('POST', '/auth/logout', phone);
    const { status, sessions } = await listOf(mac);
    expect(status).toBe(1);
    // The factory's session and the Mac's; the phone signed out.
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ device: 'Chrome 120 on macOS', ip: '127.0.0.1' });
    expect(Number.isNaN(Date.parse(current.last_used_at))).toBe(false);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it('shows no other user’s sessions', async () => {
    const { token, account } = await buildSignedIn(deps);
    const staff = await buildStaff(deps, account.id);
    await tokenFor(deps, staff.id);
    expect((await listOf(token)).sessions).toHaveLength(1);
  });
});

describe('revoking sessions', () => {
  it('signs one session out, and tells its open tabs', async () => {
    const { owner, token } = await buildSignedIn(deps);
    const other = await signInFrom(owner.email, safariOnIphone);
    const realtime = recordRealtime(deps);
    const ended: number[] = [];
    deps.realtime!.endSession = (id) => {
      ended.push(id);
    };
    const otherId = (await listOf(token)).sessions.find((s: { current: boolean }) => !s.current).id;
    const response = await call('DELETE', `/auth/session/${otherId}/revoke`, token);
    expect(response.json()).toEqual({ status: 1, message: messages.sessionRevoked });
    expect(ended).toEqual([otherId]);
    expect(await alive(other)).toBe(false);
    expect(await alive(token)).toBe(true);
    // Gone already: nothing to revoke.
    expect((await call('DELETE', `/auth/session/${otherId}/revoke`, token)).statusCode).toBe(404);
    realtime.stop();
  });

  it('answers 404 for another user’s session, and leaves it alone', async () => {
    const { token, account } = await buildSignedIn(deps);
    const staff = await buildStaff(deps, account.id);
    const staffToken = await tokenFor(deps, staff.id);
    const staffSession = (await listOf(staffToken)).sessions[0].id;
    const response = await call('DELETE', `/auth/session/${staffSession}/revoke`, token);
    expect(response.statusCode).toBe(404);
    expect(await alive(staffToken)).toBe(true);
  });

  it('revoking the current session signs the caller out', async () => {
    const { token } = await buildSignedIn(deps);
    const id = (await listOf(token)).sessions[0].id;
    expect((await call('DELETE', `/auth/session/${id}/revoke`, token)).statusCode).toBe(200);
    expect(await alive(token)).toBe(false);
  });

  it('signs out everywhere else, or everywhere', async () => {
    const { owner, token } = await buildSignedIn(deps);
    const a = await signInFrom(owner.email, chromeOnMac);
    const b = await signInFrom(owner.email, safariOnIphone);
    const others = await call('POST', '/auth/sessions/revoke', token, { scope: 'others' });
    expect(others.json()).toEqual({ status: 1, message: messages.sessionsRevoked(2), revoked: 2 });
    expect([await alive(a), await alive(b), await alive(token)]).toEqual([false, false, true]);
    const all = await call('POST', '/auth/sessions/revoke', token, { scope: 'all' });
    expect(all.json()).toMatchObject({ revoked: 1, message: messages.sessionsRevoked(1) });
    expect(await alive(token)).toBe(false);
  });

  it('answers 422 for an unknown scope and 401 without a session', async () => {
    const { token } = await buildSignedIn(deps);
    const bad = await call('POST', '/auth/sessions/revoke', token, { scope: 'mine' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['scope']);
    expect((await call('GET', '/auth/sessions')).statusCode).toBe(401);
    expect((await call('POST', '/auth/sessions/revoke', null, { scope: 'all' })).statusCode).toBe(
      401,
    );
  });

  it('is open to every signed-in user, staff without any permission included', async () => {
    const { account } = await buildSignedIn(deps);
    const staff = await buildStaff(deps, account.id);
    const staffToken = await tokenFor(deps, staff.id);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v3/auth/sessions',
      headers: bearer(staffToken),
    });
    expect(response.statusCode).toBe(200);
  });
});
