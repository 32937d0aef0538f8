import { buildPath } from '@coachline/contract/routes';

// Code outside React (the API client, realtime, the session actions) navigates through
// this hook point; the router registers its navigate function on mount.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => {
  window.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigator = fn;
}

export function goToPath(path: string, replace = false): void {
  navigator(path, { replace });
}

export function goTo(
  name: string,
  params?: Record<string, string | number>,
  query?: Record<string, string | number | undefined>,
  replace = false,
): void {
  goToPath(buildPath(name, params, query), replace);
}

export function reloadPage(): void {
  window.location.reload();
}

export function reloadAfter(ms: number): void {
  window.setTimeout(reloadPage, ms);
}

/** Loads `path` afresh `ms` from now, as a reload does, the app's state and all. */
export function loadAfter(path: string, ms: number): void {
  window.setTimeout(() => window.location.assign(path), ms);
}
