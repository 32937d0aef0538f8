// Browser storage in one place: the keys of 000 §3 and §4.5 and a tiny cookie helper.

export const storageKeys = {
  authToken: 'authToken',
  membership: 'membership',
  isLoggedIn: 'isLoggedIn',
  authFlags: 'authFlags',
  loggedOutAt: 'loggedOutAt',
  checkoutToken: 'checkoutToken',
  contactParams: 'contactParams',
  sidebarExpanded: 'sidebarExpanded',
  sidebarCollapsedGroups: 'sidebarCollapsedGroups',
  referralToken: 'referralToken',
  referralClickedAt: 'referralClickedAt',
  folderState: 'folderState',
} as const;
/** The referral token cookie (000 §2.2: 15 days), read by registration. */
export const referralCookie = 'referral_token';

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  return store()?.getItem(key) ?? null;
}

export function readJson(key: StorageKey): unknown {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function write(key: StorageKey, value: unknown): void {
  const s = store();
  if (!s) return;
  if (value === null || value === undefined) {
    s.removeItem(key);
    return;
  }
  s.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}

export function remove(...keys: StorageKey[]): void {
  const s = store();
  for (const key of keys) s?.removeItem(key);
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, expires: Date): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}
