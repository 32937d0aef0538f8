import { z } from 'zod';

// What the email renderers (signature-html.ts, email-buttons.ts) share: text made safe for HTML,
// and values a live preview may hold half-typed (a colour of three digits, an empty size) read
// as something an email can carry. Mail clients drop <style> blocks and classes, so every style
// is inline, and every link and image is an absolute web address.

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML shows it, in an element or an attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** An absolute http or https address with a host, as a mail client can open it. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value) || !URL.canParse(value)) return false;
  const { hostname } = new URL(value);
  return hostname === 'localhost' || hostname.includes('.');
}

export const webAddressMessage = 'Enter a web address starting with http:// or https://';

/** An optional web address in a body: empty, or absolute http(s). */
export const webAddressField = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || isWebAddress(value), webAddressMessage);

/** A required web address in a body. */
export const requiredWebAddress = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${field} field is required`)
    .max(2048)
    .refine(isWebAddress, webAddressMessage);

/** The address escaped for an attribute, or null when it is not one a mail client may open. */
export const safeHref = (value: string | undefined): string | null =>
  value && isWebAddress(value.trim()) ? escapeHtml(value.trim()) : null;

/** `#RRGGBB`, or the fallback while the value is not one. */
export const colorOr = (value: string | undefined, fallback: string): string =>
  value && /^#[0-9a-fA-F]{6}$/.test(value.trim()) ? value.trim().toUpperCase() : fallback;

/** A whole number within bounds, or the fallback while the value is not a number. */
export const sizeOr = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.round(value)))
    : fallback;

/** Inline CSS from property pairs, leaving out the ones without a value. */
export const inlineStyle = (pairs: Record<string, string | number | null>): string =>
  Object.entries(pairs)
    .filter(([, value]) => value !== null && value !== '')
    .map(([property, value]) => `${property}:${value}`)
    .join(';');

/** The font stack every mail client has. */
export const emailFont = 'Arial,Helvetica,sans-serif';
