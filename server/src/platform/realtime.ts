import type { Server as HttpServer } from 'node:http';
import { realtimeEvents } from '@coachline/contract/api';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { Database } from '../db/client';

/** A coach's socket (their user and session) or a contact's, from their client portal. */
export type SocketIdentity =
  | { kind: 'user'; userId: number; sessionId: number }
  | { kind: 'contact'; contactId: number; portalSessionId: number };
export type Realtime = {
  /** Publishes on the per-user channel: every tab of that user, on any server process. */
  toUser: (userId: number, event: string, payload: unknown) => void;
  toSession: (sessionId: number, event: string, payload: unknown) => void;
  /** Publishes to every open portal of a contact. */
  toContact: (contactId: number, event: string, payload: unknown) => void;
  /** Tells a session's sockets it ended, then drops them: a revoked token hears nothing more. */
  endSession: (sessionId: number) => void;
  close: () => Promise<void>;
};

/** How long a revoked session's sockets stay connected after hearing that it ended. */
const sessionEndGraceMs = 250;
const userRoom = (id: number) => `user:${id}`;
const sessionRoom = (id: number) => `session:${id}`;
const contactRoom = (id: number) => `contact:${id}`;

/**
 * Socket.IO at /realtime, authenticated by the access token. With a PostgreSQL server the
 * postgres adapter carries events between processes over LISTEN/NOTIFY.
 */
export async function startRealtime(options: {
  server: HttpServer;
  database: Database;
  log: FastifyBaseLogger;
  appVersion: string;
  authenticate: (token: string) => Promise<SocketIdentity | null>;
}): Promise<Realtime> {
  const io = new Server(options.server, { path: '/realtime', serveClient: false });
  const pool = options.database.pool;
  if (pool) {
    // Two processes creating the table at once can collide; they take turns.
    await options.database.exclusively(() =>
      pool.query(
        'CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)',
      ),
    );
    io.adapter(
      createAdapter(pool, {
        errorHandler: (err) => options.log.error({ err }, 'realtime adapter'),
      }),
    );
  }
  io.use(async (socket, next) => {
    const token =
      typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    const identity = token ? await options.authenticate(token).catch(() => null) : null;
    if (!identity) return next(new Error('Unauthenticated.'));
    socket.data.identity = identity;
    next();
  });
  io.on('connection', (socket) => {
    const identity = socket.data.identity as SocketIdentity;
    if (identity.kind === 'contact') {
      socket.join(contactRoom(identity.contactId));
      return;
    }
    socket.join([userRoom(identity.userId), sessionRoom(identity.sessionId)]);
    // The client compares this with its own build to show the version banner.
    socket.emit(realtimeEvents.appVersion, { version: options.appVersion });
  });
  return {
    toUser: (userId, event, payload) => io.to(userRoom(userId)).emit(event, payload),
    toSession: (sessionId, event, payload) => io.to(sessionRoom(sessionId)).emit(event, payload),
    toContact: (contactId, event, payload) => io.to(contactRoom(contactId)).emit(event, payload),
    endSession: (sessionId) => {
      io.to(sessionRoom(sessionId)).emit(realtimeEvents.sessionExpired, {});
      // Across processes the event and the disconnect are separate notifications whose order
      // is not kept: the disconnect waits a moment so the tabs hear why first. The token is
      // already revoked, so the API refuses them meanwhile.
      setTimeout(
        () => io.in(sessionRoom(sessionId)).disconnectSockets(true),
        sessionEndGraceMs,
      ).unref();
    },
    // Leaves the HTTP server to Fastify's close; releases the adapter's LISTEN connection.
    close: async () => {
      io.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
    },
  };
}
