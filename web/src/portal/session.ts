import { useSyncExternalStore } from 'react';

// A contact's portal sign-in, one per location, kept in this browser: the token of a contact
// session (never a coach's) under a key of its own, so a coach signed in to the app on the same
// browser stays signed in beside it.

const keyOf = (account: number) => `coachline.portal.${account}`;
const listeners = new Set<() => void>();

export function portalToken(account: number): string | null {
  try {
    return localStorage.getItem(keyOf(account));
  } catch {
    return null;
  }
}

/** The location whose portal was signed in to last: where the installed app opens. */
const lastKey = 'coachline.portal.last';
export function lastPortal(): number | null {
  try {
    const account = Number(localStorage.getItem(lastKey));
    return Number.isSafeInteger(account) && account > 0 ? account : null;
  } catch {
    return null;
  }
}

export function setPortalToken(account: number, token: string | null): void {
  try {
    if (token) {
      localStorage.setItem(keyOf(account), token);
      localStorage.setItem(lastKey, String(account));
    } else localStorage.removeItem(keyOf(account));
  } catch {
    // Private windows without storage keep the portal for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The location's portal token, following sign-in and sign-out in this and other tabs. */
export const usePortalToken = (account: number) =>
  useSyncExternalStore(subscribe, () => portalToken(account));
