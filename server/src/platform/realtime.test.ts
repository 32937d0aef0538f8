import type { AddressInfo } from 'node:net';
import { realtimeEvents } from '@coachline/contract/api';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { findUserById, updateUser } from '../features/accounts/accounts.repository';
import { openSession, socketIdentity } from '../features/auth/auth.service';
import { bearer, buildOrganization, tokenFor } from '../test/factories';
import { createTestApp } from '../test/server';
import { startRealtime } from './realtime';

const { app, deps, database } = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
deps.realtime = await startRealtime({
  server: app.server,
  database,
  log: app.log,
  appVersion: '9.9.9',
  authenticate: (token) => socketIdentity(deps, token),
});
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const sockets: Socket[] = [];
afterAll(() => {
  for (const s of sockets) s.close();
});

const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));
/** Connects, listening for the version before the connection can deliver it. */
const open = (token: string) => {
  const socket = connect(url, {
    path: '/realtime',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return Object.assign(socket, {
    version: next<{ version: string }>(socket, realtimeEvents.appVersion),
  });
};

describe('realtime', () => {
  it('refuses a connection without a valid token', async () => {
    const socket = open('nope');
    const error = await next<Error>(socket, 'connect_error');
    expect(error.message).toBe('Unauthenticated.');
  });

  it('sends the app version on connect and delivers events on the per-user channel only', async () => {
    const a = await buildOrganization(deps);
    const b = await buildOrganization(deps);
    const mine = open(await tokenFor(deps, a.owner.id));
    const theirs = open(await tokenFor(deps, b.owner.id));
    expect(await mine.version).toEqual({ version: '9.9.9' });
    await theirs.version;
    const received: unknown[] = [];
    theirs.on(realtimeEvents.importProgress, (p) => received.push(p));
    const progress = next(mine, realtimeEvents.importProgress);
    deps.realtime!.toUser(a.owner.id, realtimeEvents.importProgress, { count: 1 });
    expect(await progress).toEqual({ count: 1 });
    expect(received).toEqual([]);
  });

  it('tells the other tabs of a session that it expired at logout', async () => {
    const a = await buildOrganization(deps);
    const token = await tokenFor(deps, a.owner.id);
    const tab = open(token);
    await tab.version;
    const expired = next(tab, realtimeEvents.sessionExpired);
    await app.inject({ method: 'POST', url: '/api/v3/auth/logout', headers: bearer(token) });
    await expect(expired).resolves.toEqual({});
  });
});

describe('realtime and the session', () => {
  it('refuses a session still waiting for its second factor', async () => {
    const a = await buildOrganization(deps);
    await updateUser(deps.db, a.owner.id, { twofaEnabled: true, twofaSecret: 'JBSWY3DPEHPK3PXP' });
    const user = await findUserById(deps.db, a.owner.id);
    const pending = await openSession(deps, user!, { ip: '127.0.0.1', userAgent: 'test' });
    const socket = open(pending.access_token);
    expect((await next<Error>(socket, 'connect_error')).message).toBe('Unauthenticated.');
  });

  it('drops the sockets of a session at logout', async () => {
    const a = await buildOrganization(deps);
    const token = await tokenFor(deps, a.owner.id);
    const tab = open(token);
    await tab.version;
    const gone = next<string>(tab, 'disconnect');
    await app.inject({ method: 'POST', url: '/api/v3/auth/logout', headers: bearer(token) });
    await expect(gone).resolves.toBe('io server disconnect');
  });
});
