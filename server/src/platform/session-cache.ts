/**
 * A short-lived cache of resolved sessions (session + user + accessed account), so an
 * authenticated request costs no more than a light query. Entries live 2 seconds at most and
 * every write to a session, user or account through its repository forgets the entries that
 * hold it, so a change is seen at once in this process and within 2 seconds in others.
 */
const ttlMs = 2_000;
const maxEntries = 10_000;

type Entry = {
  value: unknown;
  sessionId: number;
  userId: number;
  accountIds: number[];
  expiresAt: number;
};
const entries = new Map<string, Entry>();

export const sessionCache = {
  get<T>(key: string): T | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  },
  set(
    key: string,
    value: unknown,
    owners: { sessionId: number; userId: number; accountIds: number[] },
  ) {
    // Oldest first: a Map iterates in insertion order.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, { value, ...owners, expiresAt: Date.now() + ttlMs });
  },
  forget(match: (entry: Entry) => boolean) {
    for (const [key, entry] of entries) if (match(entry)) entries.delete(key);
  },
  forgetSession(sessionId: number) {
    this.forget((e) => e.sessionId === sessionId);
  },
  forgetUser(userId: number) {
    this.forget((e) => e.userId === userId);
  },
  forgetAccount(accountId: number) {
    this.forget((e) => e.accountIds.includes(accountId));
  },
};
