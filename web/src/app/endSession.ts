import { sessionExpiredAfterMs } from '@coachline/contract/constants';
import { goTo } from './navigation';
import { queryClient } from './queryClient';
import { stopRealtime } from './realtime';
import { clearSession, useSession } from './session';

/** Local half of a logout (000 §4.5): clear what the spec lists. */
export function resetSession(): void {
  stopRealtime();
  clearSession();
  queryClient.clear();
}

/** resetSession, then Login. */
export function endSession(): void {
  resetSession();
  goTo('Login', undefined, undefined, true);
}

/**
 * 401 (or the realtime 'session-expired' event), 000 §8: log out and reset; when the last
 * logout was more than 2 minutes ago, say the session expired. Returns whether to say so.
 */
export function expireSession(now = Date.now()): boolean {
  const { isUserLoggedIn, loggedOutAt } = useSession.getState();
  const tell =
    isUserLoggedIn && (loggedOutAt === null || now - loggedOutAt > sessionExpiredAfterMs);
  endSession();
  return tell;
}
