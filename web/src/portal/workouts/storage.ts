import type { LogSessionBody } from '@coachline/contract/workouts';
import { useEffect, useSyncExternalStore } from 'react';
import type { Progress } from './logic';

// What a workout keeps on the phone, in localStorage: the session in progress (after every
// change, so a reload or a lost network loses nothing) and the finished sessions not sent yet
// (the outbox, sent when the phone is back online). Both are kept per location and contact.

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // A full or private storage keeps the workout for this page only.
  }
  changed();
};

const prefix = (account: number, contact: number) => `coachline.portal.${account}.${contact}`;

/** A workout as opened: the plan's day it is for, or none for a workout given on its own. */
export type WorkoutTarget = {
  account: number;
  contact: number;
  workout: number;
  planId: number | null;
  scheduledOn: string | null;
};

export const progressKey = (t: WorkoutTarget) =>
  `${prefix(t.account, t.contact)}.workout.${t.workout}.${t.planId ?? 0}.${t.scheduledOn ?? 'any'}`;

/** A done screen left open longer than this is not shown again. */
const finishedShownFor = 12 * 3600_000;

export function loadProgress(t: WorkoutTarget): Progress | null {
  const text = read(progressKey(t));
  if (!text) return null;
  try {
    const progress = JSON.parse(text) as Progress;
    if (progress.version !== 1 || !progress.workout?.blocks) return null;
    if (progress.finishedAt && Date.now() - Date.parse(progress.finishedAt) > finishedShownFor)
      return null;
    return progress;
  } catch {
    return null;
  }
}

export function saveProgress(t: WorkoutTarget, progress: Progress | null) {
  write(progressKey(t), progress ? JSON.stringify(progress) : null);
}

/** The workout in progress, following every save (of this tab and others). */
export function useProgress(t: WorkoutTarget | null): Progress | null {
  const text = useSyncExternalStore(subscribe, () => (t ? read(progressKey(t)) : null));
  // Parsed per text: the same text is the same progress.
  return text && t ? parsedOnce(text, t) : null;
}
let lastParsed: { text: string; progress: Progress | null } | null = null;
function parsedOnce(text: string, t: WorkoutTarget) {
  if (lastParsed?.text !== text) lastParsed = { text, progress: loadProgress(t) };
  return lastParsed.progress;
}

// The outbox --------------------------------------------------------------------------------

export type QueuedSession = {
  workout: { id: number; name: string };
  body: LogSessionBody;
  queuedAt: string;
  /** The server's refusal (a 4xx other than 401): kept to show, not sent again. */
  refused: string | null;
};

const outboxKey = (account: number, contact: number) => `${prefix(account, contact)}.outbox`;

export function loadOutbox(account: number, contact: number): QueuedSession[] {
  try {
    const list = JSON.parse(read(outboxKey(account, contact)) ?? '[]');
    return Array.isArray(list) ? (list as QueuedSession[]) : [];
  } catch {
    return [];
  }
}

function saveOutbox(account: number, contact: number, list: QueuedSession[]) {
  write(outboxKey(account, contact), list.length ? JSON.stringify(list) : null);
}

/** Queues a finished session; queuing the same `client_id` again replaces it. */
export function enqueue(account: number, contact: number, item: QueuedSession) {
  const list = loadOutbox(account, contact).filter((q) => q.body.client_id !== item.body.client_id);
  saveOutbox(account, contact, [...list, item]);
}

export function dequeue(account: number, contact: number, clientId: string) {
  saveOutbox(
    account,
    contact,
    loadOutbox(account, contact).filter((q) => q.body.client_id !== clientId),
  );
}

export function markRefused(account: number, contact: number, clientId: string, message: string) {
  saveOutbox(
    account,
    contact,
    loadOutbox(account, contact).map((q) =>
      q.body.client_id === clientId ? { ...q, refused: message } : q,
    ),
  );
}

/** The sessions waiting to be sent, following every change. */
export function useOutbox(account: number, contact: number | null): QueuedSession[] {
  const text = useSyncExternalStore(subscribe, () =>
    contact === null ? null : read(outboxKey(account, contact)),
  );
  return text && contact !== null ? outboxOnce(text, account, contact) : [];
}
let lastOutbox: { text: string; list: QueuedSession[] } | null = null;
function outboxOnce(text: string, account: number, contact: number) {
  if (lastOutbox?.text !== text) lastOutbox = { text, list: loadOutbox(account, contact) };
  return lastOutbox.list;
}

// The contact, known offline too ------------------------------------------------------------

const contactKey = (account: number) => `coachline.portal.${account}.contact`;

/**
 * The signed-in contact's id: from `me` when it loaded, else the one it last answered on this
 * phone (a reload without network still finds the workout in progress).
 */
export function useContactId(account: number, fromMe: number | undefined): number | null {
  const stored = useSyncExternalStore(subscribe, () => read(contactKey(account)));
  useEffect(() => {
    if (fromMe !== undefined && String(fromMe) !== stored)
      write(contactKey(account), String(fromMe));
  }, [account, fromMe, stored]);
  if (fromMe !== undefined) return fromMe;
  const id = Number(stored);
  return stored && Number.isSafeInteger(id) && id > 0 ? id : null;
}

// The network ----------------------------------------------------------------------------------

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is online. */
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);
