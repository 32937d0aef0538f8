import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { createSecretBox } from '../../platform/secrets';
import {
  compileTrackedEmail,
  linkSignatureMatches,
  listUnsubscribeHeaders,
  sendIdOfToken,
  sendTokenOf,
  type TrackingDeps,
} from './tracking';

const appUrl = 'https://app.coachline.test';
const deps: TrackingDeps = {
  config: { appUrl } as Config,
  secrets: createSecretBox(Buffer.alloc(32, 7)),
};
const otherKey: TrackingDeps = { ...deps, secrets: createSecretBox(Buffer.alloc(32, 8)) };

const email = {
  html: '<!doctype html><html><body><p>Hi {{first_name}},</p><p><a href="https://example.com/a?x=1&amp;y=2">Read</a> <a href="mailto:me@example.com">Mail</a> <a href="https://example.com/p?e={{email}}">Yours</a> <a href=\'http://example.com/b\'>B</a></p></body></html>',
  text: 'Hi {{first_name}},\n\nRead [https://example.com/a?x=1&y=2]',
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
const decoded = (href: string) => href.replace(/&amp;/g, '&');

describe('a send’s token', () => {
  it('names its send, short and URL-safe', () => {
    const token = sendTokenOf(deps, 123_456);
    expect(token).toMatch(/^[0-9a-z]+\.[\w-]{16}$/);
    expect(token.length).toBeLessThanOrEqual(24);
    expect(sendIdOfToken(deps, token)).toBe(123_456);
  });

  it('is refused forged, altered, spelt otherwise or under another key', () => {
    const token = sendTokenOf(deps, 10);
    const [id, mac] = token.split('.') as [string, string];
    expect(sendIdOfToken(deps, `${(11).toString(36)}.${mac}`)).toBeNull();
    expect(sendIdOfToken(deps, `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).toBe(
      null,
    );
    expect(sendIdOfToken(deps, `0${id}.${mac}`)).toBeNull();
    expect(sendIdOfToken(otherKey, token)).toBeNull();
    expect(sendIdOfToken(deps, 'zzzzzzz.AAAAAAAAAAAAAAAA')).toBeNull();
    expect(sendIdOfToken(deps, '')).toBeNull();
  });
});

describe('a compiled email', () => {
  const tracked = compileTrackedEmail(deps, email);

  it('sends every http(s) link through the click redirect, with its target signed', () => {
    const { html } = tracked(42);
    const token = sendTokenOf(deps, 42);
    const links = hrefs(html);
    const clicks = links.filter((href) => href.includes('/click?'));
    expect(clicks).toHaveLength(2);
    for (const [href, target] of [
      [clicks[0]!, 'https://example.com/a?x=1&y=2'],
      [clicks[1]!, 'http://example.com/b'],
    ] as const) {
      const url = new URL(decoded(href));
      expect(url.origin + url.pathname).toBe(`${appUrl}/api/v3/mail/${token}/click`);
      expect(url.searchParams.get('u')).toBe(target);
      expect(linkSignatureMatches(deps, target, url.searchParams.get('s')!)).toBe(true);
      expect(linkSignatureMatches(deps, 'https://evil.example', url.searchParams.get('s')!)).toBe(
        false,
      );
    }
    // Not http(s), or different for each recipient: left as they are.
    expect(links).toContain('mailto:me@example.com');
    expect(links).toContain('https://example.com/p?e={{email}}');
    expect(html).toContain('{{first_name}}');
  });

  it('appends the open pixel and an Unsubscribe footer inside the body, and a text line', () => {
    const { html, text } = tracked(42);
    const token = sendTokenOf(deps, 42);
    const unsubscribe = `${appUrl}/api/v3/mail/${token}/unsubscribe`;
    expect(html).toMatch(
      new RegExp(
        `<img src="${appUrl}/api/v3/mail/${token.replace('.', '\\.')}/open" width="1" height="1"[^>]*></body>`,
      ),
    );
    expect(html).toContain(`<a href="${unsubscribe}" style="color:#5c5f66">Unsubscribe</a>`);
    expect(text).toBe(`${email.text}\n\nUnsubscribe: ${unsubscribe}`);
  });

  it('puts the unsubscribe link where {{unsubscribe_url}} stands, without a footer', () => {
    const own = compileTrackedEmail(deps, {
      html: '<p>Bye? <a href="{{ unsubscribe_url }}">Leave</a></p>',
      text: 'Bye? {{unsubscribe_url}}',
    })(7);
    const unsubscribe = `${appUrl}/api/v3/mail/${sendTokenOf(deps, 7)}/unsubscribe`;
    expect(own.html).toContain(`<a href="${unsubscribe}">Leave</a>`);
    expect(own.html).not.toContain('>Unsubscribe</a>');
    expect(own.text).toBe(`Bye? ${unsubscribe}`);
  });

  it('differs between recipients by their token alone', () => {
    const a = tracked(1);
    const b = tracked(2);
    const tokenA = sendTokenOf(deps, 1);
    const tokenB = sendTokenOf(deps, 2);
    expect(a.html.split(tokenA).join(tokenB)).toBe(b.html);
    expect(a.text.split(tokenA).join(tokenB)).toBe(b.text);
    expect(a.html).not.toContain('\u0000');
  });
});

describe('List-Unsubscribe', () => {
  it('names the send’s one-click address (RFC 8058)', () => {
    expect(listUnsubscribeHeaders(deps, 42)).toEqual({
      'List-Unsubscribe': `<${appUrl}/api/v3/mail/${sendTokenOf(deps, 42)}/unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
