import { tipsCookieExpiry } from '@coachline/contract/constants';
import { create } from 'zustand';
import { readCookie, readJson, readString, storageKeys, write, writeCookie } from './storage';

export const tipsCookie = 'show_tips';

// Client-only shell state: banners, one-off alerts and sidebar preferences.

export type NoticeKind = 'card-expiring' | 'payment-failed' | 'email-off';

type UiState = {
  /** The version this page runs, as first announced over realtime. */
  runningVersion: string | null;
  /** A newer app version announced by the realtime 'app-version' event. */
  newVersion: string | null;
  /** Auto login with params legacy=true (000 §2.2). */
  specialPlanAlert: boolean;
  /** Auto login with params popup=false: no automatic pop-ups this session. */
  popupsDisabled: boolean;
  dismissedNotices: NoticeKind[];
  dnsWarningDismissed: boolean;
  sidebarExpanded: boolean;
  /** A location or account switch is under way; the app reloads when it is done. */
  switchingLocation: boolean;
  /** The sidebar's meta groups the user closed. */
  collapsedGroups: string[];
  /** The tooltips switch; null until chosen (then the user's has_tooltip applies). */
  tips: boolean | null;
};

export const useUi = create<UiState>()(() => ({
  runningVersion: null,
  newVersion: null,
  specialPlanAlert: false,
  popupsDisabled: false,
  dismissedNotices: [],
  dnsWarningDismissed: false,
  sidebarExpanded: readString(storageKeys.sidebarExpanded) !== 'false',
  collapsedGroups: readCollapsedGroups(),
  switchingLocation: false,
  tips: readTipsCookie(),
}));

function readCollapsedGroups(): string[] {
  const value = readJson(storageKeys.sidebarCollapsedGroups);
  return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : [];
}

function readTipsCookie(): boolean | null {
  const value = readCookie(tipsCookie);
  return value === null ? null : value === '1';
}

/** The tips preference lives in a cookie that expires at the end of the next day (000 §9). */
export function setTips(on: boolean, now = new Date()): void {
  writeCookie(tipsCookie, on ? '1' : '0', tipsCookieExpiry(now));
  useUi.setState({ tips: on });
}

/**
 * The realtime 'app-version' event: the first version heard is the one this page runs (the
 * server announces it on connect); a different one later means a new release is out.
 */
export function announceVersion(version: string): void {
  const { runningVersion } = useUi.getState();
  if (runningVersion === null) useUi.setState({ runningVersion: version });
  else if (version !== runningVersion) useUi.setState({ newVersion: version });
}

export function dismissNotice(kind: NoticeKind): void {
  useUi.setState((s) => ({ dismissedNotices: [...s.dismissedNotices, kind] }));
}

export function setSidebarExpanded(expanded: boolean): void {
  write(storageKeys.sidebarExpanded, expanded ? 'true' : 'false');
  useUi.setState({ sidebarExpanded: expanded });
}

export function setSwitchingLocation(switching: boolean): void {
  useUi.setState({ switchingLocation: switching });
}

/** Opens or closes one of the sidebar's meta groups, for this and later visits. */
export function toggleSidebarGroup(group: string): void {
  const { collapsedGroups } = useUi.getState();
  const next = collapsedGroups.includes(group)
    ? collapsedGroups.filter((g) => g !== group)
    : [...collapsedGroups, group];
  write(storageKeys.sidebarCollapsedGroups, next.length > 0 ? next : null);
  useUi.setState({ collapsedGroups: next });
}

export function showSpecialPlanAlert(show: boolean): void {
  useUi.setState({ specialPlanAlert: show });
}

export function disablePopups(): void {
  useUi.setState({ popupsDisabled: true });
}

export function dismissDnsWarning(): void {
  useUi.setState({ dnsWarningDismissed: true });
}
