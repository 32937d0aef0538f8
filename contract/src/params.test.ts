import { describe, expect, it } from 'vitest';
import {
  autoLoginTarget,
  parseAutoLoginQuery,
  parsePairs,
  parsePlaybookLogin,
  parseSmsCenterAutoLogin,
  referralCookieExpiry,
  shouldCountReferralClick,
} from './params';

describe('parsePairs', () => {
  it('splits pairs on | and key from value on :', () => {
    expect(parsePairs('a:1|b:2')).toEqual({ a: '1', b: '2' });
  });

  it('tolerates empty and missing input', () => {
    expect(parsePairs('')).toEqual({});
    expect(parsePairs(null)).toEqual({});
    expect(parsePairs(undefined)).toEqual({});
    expect(parsePairs('a:1||')).toEqual({ a: '1' });
  });

  it('gives a pair without a colon an empty value and skips empty keys', () => {
    expect(parsePairs('flag|:orphan')).toEqual({ flag: '' });
  });

  it('keeps extra colons in the value', () => {
    expect(parsePairs('url:https://x.test/a|t:1')).toEqual({ url: 'https://x.test/a', t: '1' });
  });
});

describe('parseAutoLoginQuery', () => {
  it('reads redirect, query and params from URLSearchParams', () => {
    const parsed = parseAutoLoginQuery(
      new URLSearchParams('redirect=ContactProfile&query=tab:leads|contact:9&params=id:9'),
    );
    expect(parsed).toEqual({
      redirect: 'ContactProfile',
      query: { tab: 'leads', contact: '9' },
      params: { id: '9' },
      legacy: false,
      popup: true,
    });
  });

  it('reads legacy=true and popup=false from params', () => {
    const parsed = parseAutoLoginQuery({ params: 'legacy:true|popup:false' });
    expect(parsed.legacy).toBe(true);
    expect(parsed.popup).toBe(false);
    expect(parsed.redirect).toBeUndefined();
  });

  it('gives empty maps for a bare query', () => {
    expect(parseAutoLoginQuery({})).toEqual({ query: {}, params: {}, legacy: false, popup: true });
  });
});

describe('autoLoginTarget', () => {
  it('goes to ContactIndex without a redirect, carrying the query', () => {
    const target = autoLoginTarget(parseAutoLoginQuery({ query: 'tab:clients|contact:4' }));
    expect(target).toEqual({
      name: 'ContactIndex',
      params: {},
      query: { tab: 'clients', contact: '4' },
    });
  });

  it('goes to a known named route and drops the legacy and popup flags from params', () => {
    const target = autoLoginTarget(
      parseAutoLoginQuery({ redirect: 'ContactProfile', params: 'id:5|legacy:true' }),
    );
    expect(target).toEqual({ name: 'ContactProfile', params: { id: '5' }, query: {} });
  });

  it('ignores an unknown redirect name', () => {
    expect(autoLoginTarget(parseAutoLoginQuery({ redirect: 'Nope' })).name).toBe('ContactIndex');
  });
});

describe('parsePlaybookLogin', () => {
  it('reads token and playbook_id', () => {
    expect(parsePlaybookLogin({ token: 'abc', playbook_id: '12' })).toEqual({
      token: 'abc',
      playbookId: '12',
    });
  });

  it('is null without a token', () => {
    expect(parsePlaybookLogin({ playbook_id: '12' })).toBeNull();
  });
});

describe('parseSmsCenterAutoLogin', () => {
  it('reads user and access_token when auto_login=true', () => {
    expect(
      parseSmsCenterAutoLogin(new URLSearchParams('auto_login=true&user=3&access_token=t')),
    ).toEqual({ user: '3', accessToken: 't' });
  });

  it('is null without auto_login=true or without credentials', () => {
    expect(parseSmsCenterAutoLogin({ user: '3', access_token: 't' })).toBeNull();
    expect(parseSmsCenterAutoLogin({ auto_login: 'true', user: '3' })).toBeNull();
  });
});

describe('referral rules', () => {
  const minute = 60_000;

  it('counts the first click', () => {
    expect(shouldCountReferralClick(null, 1_000)).toBe(true);
  });

  it('counts a click again only after more than 3 minutes', () => {
    expect(shouldCountReferralClick(0, 3 * minute)).toBe(false);
    expect(shouldCountReferralClick(0, 3 * minute + 1)).toBe(true);
  });

  it('keeps the referral cookie for 15 days', () => {
    const now = new Date('2024-05-01T10:00:00Z');
    expect(referralCookieExpiry(now).toISOString()).toBe('2024-05-16T10:00:00.000Z');
  });
});
