import { randomBytes, timingSafeEqual } from 'node:crypto';
import { emailTrackingEndpoints as api } from '@coachline/contract/email-tracking';
import { type Endpoint, routePath } from '@coachline/contract/endpoint';
import type { Deps } from '../../platform/deps';
import type { SecretBox } from '../../platform/secrets';

// The links of a tracked email (docs/architecture.md §8, Tracked email). Each names one send
// record by a token: the send's id in base 36, a dot, and 16 characters (96 bits) of an HMAC
// of it with a key derived from the app key, so no one can make or alter a token; one that
// does not verify names nothing (404). A click link carries its target and an HMAC of the
// target, so it redirects only where an email we sent pointed: never an open redirect.
//
// A broadcast sends one HTML to many: `compileTrackedEmail` does the parsing once (every link
// rewritten, the pixel and the unsubscribe link placed, around a marker where the token goes)
// and answers a function that only joins the parts around each recipient's token.

export type TrackingDeps = Pick<Deps, 'config' | 'secrets'>;

const macChars = 16;

type Signers = { send: (data: string) => Buffer; link: (data: string) => Buffer };
const signersByBox = new WeakMap<SecretBox, Signers>();
function signers(deps: TrackingDeps): Signers {
  let found = signersByBox.get(deps.secrets);
  if (!found) {
    found = {
      send: deps.secrets.signerFor('email-tracking:send'),
      link: deps.secrets.signerFor('email-tracking:link'),
    };
    signersByBox.set(deps.secrets, found);
  }
  return found;
}

const macOf = (sign: (data: string) => Buffer, data: string) =>
  sign(data).toString('base64url').slice(0, macChars);

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The token of a send: `<id in base 36>.<mac>`, about 20 URL-safe characters. */
export function sendTokenOf(deps: TrackingDeps, sendId: number): string {
  const id = sendId.toString(36);
  return `${id}.${macOf(signers(deps).send, id)}`;
}

const tokenShape = /^([0-9a-z]{1,7})\.([\w-]{16})$/;
const maxSendId = 2_147_483_647;

/** The send a token names, or null for a token we did not make (forged, altered, malformed). */
export function sendIdOfToken(deps: TrackingDeps, token: string): number | null {
  const match = tokenShape.exec(token);
  if (!match) return null;
  const [, idText = '', mac = ''] = match;
  const id = Number.parseInt(idText, 36);
  // One spelling per send: "0a" is not another token of send 10.
  if (!(id > 0 && id <= maxSendId) || id.toString(36) !== idText) return null;
  return sameText(mac, macOf(signers(deps).send, idText)) ? id : null;
}

/** The signature of a link's target, made once per link of a compiled email. */
export const linkSignature = (deps: TrackingDeps, url: string) => macOf(signers(deps).link, url);

export const linkSignatureMatches = (deps: TrackingDeps, url: string, signature: string) =>
  sameText(signature, linkSignature(deps, url));

/** The paths of the tracking endpoints, from the contract, split where the token goes. */
const pathAround = (endpoint: Endpoint) => {
  const [before = '', after = ''] = routePath(endpoint).split(':token');
  return { before, after };
};
const paths = {
  open: pathAround(api.open),
  click: pathAround(api.click),
  unsubscribe: pathAround(api.unsubscribe),
};
const urlOf = (appUrl: string, path: keyof typeof paths, token: string) =>
  `${appUrl}${paths[path].before}${token}${paths[path].after}`;

/** The personal unsubscribe link of a send's recipient. */
export const unsubscribeUrl = (appUrl: string, token: string) =>
  urlOf(appUrl, 'unsubscribe', token);

/** A tracked link to `url`, its signature given. */
export const clickUrl = (appUrl: string, token: string, url: string, signature: string) =>
  `${urlOf(appUrl, 'click', token)}?u=${encodeURIComponent(url)}&s=${signature}`;

/**
 * RFC 2369 and RFC 8058 headers of a send: mail clients show their own Unsubscribe button and
 * unsubscribe with one POST, without opening the page.
 */
export function listUnsubscribeHeaders(
  deps: TrackingDeps,
  sendId: number,
): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(deps.config.appUrl, sendTokenOf(deps, sendId))}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The token editors offer for the unsubscribe link; where it stands, no footer is added. */
const unsubscribeToken = /\{\{\s*unsubscribe_url\s*\}\}/g;
export const carriesUnsubscribeToken = (text: string) => /\{\{\s*unsubscribe_url\s*\}\}/.test(text);

// An <a …href="…"> of sanitized HTML (docs/architecture.md §8): attributes quoted.
const linkPattern = /(<a\b[^>]*?\shref\s*=\s*)(["'])(.*?)\2/gis;
const httpLink = /^https?:\/\//i;

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decodeAttribute = (value: string) =>
  value.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (entity) => entities[entity]!);
const encodeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const pixelHtml = (src: string) =>
  `<img src="${src}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`;
const footerHtml = (href: string) =>
  `<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#5c5f66;text-align:center"><a href="${href}" style="color:#5c5f66">Unsubscribe</a></p>`;

/** Puts `addition` before the document's `</body>`, or at the end of a fragment. */
function beforeBodyEnd(html: string, addition: string) {
  const end = html.toLowerCase().lastIndexOf('</body>');
  return end < 0 ? html + addition : html.slice(0, end) + addition + html.slice(end);
}

export type TrackedEmail = { html: string; text: string };

/**
 * Compiles an email for tracking, once per message whatever the number of recipients: every
 * http(s) link of the HTML goes through the click redirect (a link whose address holds a token,
 * which differs per recipient, is left as it is), a 1×1 open pixel is appended, and the
 * unsubscribe link is put where `{{unsubscribe_url}}` stands, else as a footer (and a line of
 * the text part). The answer makes one recipient's email from their send's id: one HMAC and
 * two joins.
 */
export function compileTrackedEmail(
  deps: TrackingDeps,
  email: { html: string; text: string; appUrl?: string },
): (sendId: number) => TrackedEmail {
  const appUrl = email.appUrl ?? deps.config.appUrl;
  // Where each recipient's token goes; NUL never stands in text the database keeps.
  const marker = `\u0000${randomBytes(6).toString('hex')}\u0000`;
  const unsubscribe = unsubscribeUrl(appUrl, marker);
  const hasToken = carriesUnsubscribeToken(email.html);
  let html = email.html.replace(linkPattern, (whole, start: string, _quote, href) => {
    const url = decodeAttribute(String(href)).trim();
    if (!httpLink.test(url) || url.includes('{{')) return whole;
    const tracked = clickUrl(appUrl, marker, url, linkSignature(deps, url));
    return `${start}"${encodeAttribute(tracked)}"`;
  });
  html = html.replace(unsubscribeToken, unsubscribe);
  html = beforeBodyEnd(
    html,
    (hasToken ? '' : footerHtml(unsubscribe)) + pixelHtml(urlOf(appUrl, 'open', marker)),
  );
  let text = email.text.replace(unsubscribeToken, unsubscribe);
  if (!hasToken && !carriesUnsubscribeToken(email.text))
    text = `${text.trimEnd()}\n\nUnsubscribe: ${unsubscribe}`;
  const htmlParts = html.split(marker);
  const textParts = text.split(marker);
  return (sendId) => {
    const token = sendTokenOf(deps, sendId);
    return { html: htmlParts.join(token), text: textParts.join(token) };
  };
}
