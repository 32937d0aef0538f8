import type { RouteMeta } from '@coachline/contract/routes';
import { createContext, useContext } from 'react';

/** Protected areas that need an active account, and AccessDenied, render inside the shell. */
export function inShell(route: RouteMeta): boolean {
  return (route.login && route.active) || route.name === 'AccessDenied';
}

/** True below the shell: a page there is inside the app frame, not a screen of its own. */
export const InShellContext = createContext(false);

export const useInShell = () => useContext(InShellContext);
