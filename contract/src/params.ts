import { referralCookieDays, referralRecountMs } from './constants';
import { isRouteName } from './routes';

// Query parsing of the redirect-style routes of 000 §2.2 and the referral rules.

export type QueryInput = URLSearchParams | Readonly<Record<string, string | undefined>>;

function read(query: QueryInput, key: string): string | undefined {
  const value = query instanceof URLSearchParams ? query.get(key) : query[key];
  return value ?? undefined;
}

/** 'a:1|b:2' → { a: '1', b: '2' }; a pair without ':' has an empty value, extra ':' stay. */
export function parsePairs(text: string | null | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const pair of (text ?? '').split('|')) {
    const at = pair.indexOf(':');
    const key = (at === -1 ? pair : pair.slice(0, at)).trim();
    if (!key) continue;
    pairs[key] = at === -1 ? '' : pair.slice(at + 1).trim();
  }
  return pairs;
}

export type AutoLoginQuery = {
  redirect?: string;
  query: Record<string, string>;
  params: Record<string, string>;
  /** params legacy=true: show the special-plan alert. */
  legacy: boolean;
  /** params popup=false: skip the popups after sign-in. */
  popup: boolean;
};

/** The query of /user/{token}/auto-login: redirect, query and params. */
export function parseAutoLoginQuery(input: QueryInput): AutoLoginQuery {
  const redirect = read(input, 'redirect')?.trim();
  const params = parsePairs(read(input, 'params'));
  return {
    ...(redirect ? { redirect } : {}),
    query: parsePairs(read(input, 'query')),
    params,
    legacy: params.legacy === 'true',
    popup: params.popup !== 'false',
  };
}

/** After an auto login: the named redirect route when it exists, else ContactIndex. */
export function autoLoginTarget(parsed: AutoLoginQuery): {
  name: string;
  params: Record<string, string>;
  query: Record<string, string>;
} {
  const name = parsed.redirect && isRouteName(parsed.redirect) ? parsed.redirect : 'ContactIndex';
  const { legacy: _legacy, popup: _popup, ...params } = parsed.params;
  return { name, params, query: parsed.query };
}

/** /playbook/{playbook}/auto-login?token=…&playbook_id=…; null without a token. */
export function parsePlaybookLogin(
  input: QueryInput,
): { token: string; playbookId: string | null } | null {
  const token = read(input, 'token');
  if (!token) return null;
  return { token, playbookId: read(input, 'playbook_id') || null };
}

/** SmsCenterIndex?auto_login=true&user=…&access_token=… signs the user in; null otherwise. */
export function parseSmsCenterAutoLogin(
  input: QueryInput,
): { user: string; accessToken: string } | null {
  if (read(input, 'auto_login') !== 'true') return null;
  const user = read(input, 'user');
  const accessToken = read(input, 'access_token');
  return user && accessToken ? { user, accessToken } : null;
}

/** A referral click counts again only after more than 3 minutes. */
export function shouldCountReferralClick(lastClickAt: number | null, now: number): boolean {
  return lastClickAt === null || now - lastClickAt > referralRecountMs;
}

export function referralCookieExpiry(now: Date): Date {
  return new Date(now.getTime() + referralCookieDays * 24 * 60 * 60 * 1000);
}
