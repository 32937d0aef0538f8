import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * A short-lived cache of resolved sessions (session + user + accessed account), so an
 * authenticated request costs no more than a light query. Entries live 2 seconds at most and
 * every write to a session, user or account through its repository forgets the entries that
 * hold it: at once in this process, and in every other process on the same PostgreSQL when the
 * write commits (a NOTIFY on `sessionCacheChannel`, heard by each process's cluster connection).
 * While a process cannot hear (its connection dropped), it caches nothing.
 */
const ttlMs = 2_000;
const maxEntries = 10_000;

/** The channel other processes are told on which session, user or account changed. */
export const sessionCacheChannel = 'session_cache';

type Owners = { sessionId: number; userId: number; accountIds: number[] };
type Entry = Owners & { value: unknown; expiresAt: number };
type Holder = 'session' | 'user' | 'account';

const entries = new Map<string, Entry>();
// Counts forgets, so a value read before one is not cached after it (see `mark`).
let generation = 0;
// alone: one process (PGlite, tests); listening: other processes are told and heard;
// deaf: others are told, but this process would not hear them, so it caches nothing.
let sharing: 'alone' | 'listening' | 'deaf' = 'alone';

const holds: Record<Holder, (entry: Entry, id: number) => boolean> = {
  session: (entry, id) => entry.sessionId === id,
  user: (entry, id) => entry.userId === id,
  account: (entry, id) => entry.accountIds.includes(id),
};

function forgetHere(holder: Holder, id: number) {
  generation += 1;
  for (const [key, entry] of entries) if (holds[holder](entry, id)) entries.delete(key);
}

async function forget(db: Executor, holder: Holder, id: number) {
  forgetHere(holder, id);
  if (sharing === 'alone') return;
  // Through the writer's executor: inside a transaction, the others hear it when it commits.
  await db.execute(sql`select pg_notify(${sessionCacheChannel}, ${`${holder}:${id}`})`);
}

function forgetAll() {
  generation += 1;
  entries.clear();
}

export const sessionCache = {
  /** Taken before reading what is to be cached; `set` drops the value if anything was forgotten since. */
  mark: (): number => generation,
  get<T>(key: string): T | undefined {
    if (sharing === 'deaf') return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  },
  set(key: string, value: unknown, owners: Owners, mark: number) {
    if (sharing === 'deaf' || mark !== generation) return;
    // Oldest first: a Map iterates in insertion order.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, { value, ...owners, expiresAt: Date.now() + ttlMs });
  },
  forgetSession: (db: Executor, sessionId: number) => forget(db, 'session', sessionId),
  forgetUser: (db: Executor, userId: number) => forget(db, 'user', userId),
  forgetAccount: (db: Executor, accountId: number) => forget(db, 'account', accountId),
};

/** How the cluster connection (platform/cluster.ts) drives the cache. */
export const sessionCacheSharing = {
  /** Other processes share the database, and this one cannot hear them (yet, or any more). */
  deaf() {
    sharing = 'deaf';
    forgetAll();
  },
  /** Listening again: what was missed meanwhile is not in the cache, which deaf emptied. */
  listening() {
    sharing = 'listening';
    forgetAll();
  },
  alone() {
    sharing = 'alone';
    forgetAll();
  },
  /** A notification of `sessionCacheChannel`: `session:<id>`, `user:<id>` or `account:<id>`. */
  heard(payload: string) {
    const [holder, id] = payload.split(':');
    if (holder !== 'session' && holder !== 'user' && holder !== 'account') return;
    forgetHere(holder, Number(id));
  },
};
