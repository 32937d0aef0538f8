import { z } from 'zod';
import { folderTitleMax, maxImageBytes, passwordMin } from './constants';
import { messages } from './messages';

// The shared client rules of 000 §5.1 and §5.2 with their exact messages. Validators return
// the error message, or null when the value passes. As in the original form library, every
// rule but the required ones lets an empty value through: pair them with a required check.

type Value = string | number | null | undefined;

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** 'businessname' → 'business name', 'first_name' → 'first name'. */
export function fieldLabel(field: string): string {
  return field.replace(/businessname/gi, 'business name').replace(/_/g, ' ');
}

/** Server messages name fields by key; businessname reads as two words (000 §5.1). */
export function humanizeMessage(message: string): string {
  return message.replace(/businessname/gi, 'business name');
}

/** Several server messages for one field are shown joined with commas. */
export function joinFieldErrors(list: readonly string[]): string {
  return list.map(humanizeMessage).join(', ');
}

/** A 422 errors map turned into one line per field. */
export function formatFieldErrors(
  errors: Readonly<Record<string, readonly string[]>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, joinFieldErrors(list)]),
  );
}

/** The first message of a 422 errors map, for the toast shown on an invalid submit. */
export function firstFieldError(
  errors: Readonly<Record<string, readonly string[]>>,
): string | null {
  for (const list of Object.values(errors)) {
    const first = list[0];
    if (first) return humanizeMessage(first);
  }
  return null;
}

export const validationMessages = {
  required: (field: string) => `The ${fieldLabel(field)} field is required`,
  min: (min: number) => `must be at least ${min} characters`,
  email: 'must be a valid email',
  url: 'must be a valid URL',
  numeric: 'must be a numeric value',
  between: (field: string) => `The ${fieldLabel(field)} is not valid`,
  minValue: (min: number) => `must be greater than or equal to ${min}`,
  maxValue: (max: number) => `must be less than or equal to ${max}`,
  validateUrl: (field: string) => `The ${field} URL is not a valid ${field} URL`,
  urlBar: (field: string) => `The ${field} URL is not a valid URL`,
  lowercase: (field: string) => `The ${fieldLabel(field)} must be in lowercase`,
  fbPixel:
    'You entry does not reflect the character structure of a facebook pixel code. Please make sure you are putting your pixel code in the correct input area.',
  folderTitleTooLong: `The title must be shorter than ${folderTitleMax} characters`,
  imageTooLarge: 'The image may not be greater than 15MB.',
  notAnImage: 'Please select an image file',
  notAGif: 'Please select a gif image file',
} as const;

/** The required message of 000 §5.1: 'The {field} field is required'. */
export function required(field: string): string {
  return validationMessages.required(field);
}

export function requiredValue(value: unknown, field: string): string | null {
  if (Array.isArray(value)) return value.length > 0 ? null : required(field);
  return isEmpty(value) ? required(field) : null;
}

export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .trim();
}

/** Rich-text fields: markup alone does not count as content. */
export function requiredEditor(value: string | null | undefined, field: string): string | null {
  return stripTags(value ?? '') === '' ? required(field) : null;
}

/** Select boxes of ids: 0 means nothing chosen. */
export function requiredInt(value: Value, field: string): string | null {
  return Number(value) > 0 ? null : required(field);
}

/** The URL must point at the named service, e.g. validateUrl(v, 'facebook', 'facebook.com'). */
export function validateUrl(value: Value, field: string, substring: string): string | null {
  if (isEmpty(value)) return null;
  const ok = String(value).toLowerCase().includes(substring.toLowerCase());
  return ok ? null : validationMessages.validateUrl(field);
}

export function urlBar(value: Value, field: string, host: string): string | null {
  if (isEmpty(value)) return null;
  const text = String(value);
  return text.startsWith('http://') || text.startsWith(host)
    ? null
    : validationMessages.urlBar(field);
}

export function lowercase(value: Value, field: string): string | null {
  if (isEmpty(value)) return null;
  const text = String(value);
  return text === text.toLowerCase() ? null : validationMessages.lowercase(field);
}

/** Optional; a pasted pixel must be a script that loads from the social network. */
export function fbPixel(value: Value): string | null {
  if (isEmpty(value)) return null;
  const text = String(value).toLowerCase();
  return text.includes('<script') && text.includes('facebook') ? null : validationMessages.fbPixel;
}

export function minLength(value: Value, min: number): string | null {
  if (isEmpty(value)) return null;
  return String(value).length >= min ? null : validationMessages.min(min);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const urlPattern = /^(https?:\/\/)?(localhost|([a-z0-9-]+\.)+[a-z]{2,})(:\d+)?([/?#]\S*)?$/i;
const numericPattern = /^[+-]?(\d+\.?\d*|\.\d+)$/;

export function isEmail(value: Value): string | null {
  if (isEmpty(value)) return null;
  return emailPattern.test(String(value).trim()) ? null : validationMessages.email;
}

/** The email of the sign-in, reset, registration and profile forms: required and valid. */
export function emailError(value: Value): string | null {
  return requiredValue(value, 'email') ?? isEmail(value);
}

export function isUrl(value: Value): string | null {
  if (isEmpty(value)) return null;
  return urlPattern.test(String(value).trim()) ? null : validationMessages.url;
}

export function numeric(value: Value): string | null {
  if (isEmpty(value)) return null;
  return numericPattern.test(String(value).trim()) ? null : validationMessages.numeric;
}

export function between(value: Value, min: number, max: number, field: string): string | null {
  if (isEmpty(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? null : validationMessages.between(field);
}

export function minValue(value: Value, min: number): string | null {
  if (isEmpty(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min ? null : validationMessages.minValue(min);
}

export function maxValue(value: Value, max: number): string | null {
  if (isEmpty(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) && n <= max ? null : validationMessages.maxValue(max);
}

/** Folder rename (000 §5.2): non-empty and shorter than 25 characters. */
export function folderTitle(value: string | null | undefined): string | null {
  const title = (value ?? '').trim();
  if (title === '') return required('title');
  return title.length < folderTitleMax ? null : validationMessages.folderTitleTooLong;
}

/** Skip-trial password (000 §5.2, 002 §5): required, at least 8 characters. */
export function skipTrialPassword(value: string | null | undefined): string | null {
  return requiredValue(value, 'password') ?? minLength(value, passwordMin);
}

export type ImageFileLike = { size: number; type: string; name?: string };

const isGif = (file: ImageFileLike) =>
  file.type === 'image/gif' || (file.name ?? '').toLowerCase().endsWith('.gif');

/** Image uploader checks (000 §5.2): an image, a gif in gif-only mode, and at most 15 MB. */
export function imageFileError(
  file: ImageFileLike,
  options: { gifOnly?: boolean } = {},
): string | null {
  if (!file.type.startsWith('image/')) return validationMessages.notAnImage;
  if (options.gifOnly && !isGif(file)) return validationMessages.notAGif;
  if (file.size > maxImageBytes) return validationMessages.imageTooLarge;
  return null;
}

/** Adding files to a folder needs at least one selection. */
export function folderSelection(ids: readonly unknown[]): string | null {
  return ids.length > 0 ? null : messages.selectFilesForFolder;
}

/** Content import needs at least one target account. */
export function importTargets(ids: readonly unknown[]): string | null {
  return ids.length > 0 ? null : messages.selectAccount;
}

export const importFileExtensions = ['csv', 'xlsx', 'xls'] as const;

/** Import file: one .csv or spreadsheet file. */
export function isImportFile(name: string): boolean {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return (importFileExtensions as readonly string[]).includes(ext);
}

export type DomainVerifyResult =
  | { status: 'failed'; message: string }
  | { status: 'not-verified' }
  | { status: 'verified' };

/** Email-domain verify (000 §5.2, 002 §5): errors fail, an unverified flag is not verified. */
export function domainVerifyResult(response: {
  errors?: readonly string[] | Readonly<Record<string, string | readonly string[]>> | null;
  is_verified?: boolean | number | null;
}): DomainVerifyResult {
  const errors = response.errors
    ? Array.isArray(response.errors)
      ? response.errors
      : Object.values(response.errors).flat()
    : [];
  if (errors.length > 0) return { status: 'failed', message: errors.join(', ') };
  if (!response.is_verified) return { status: 'not-verified' };
  return { status: 'verified' };
}

// zod helpers, so forms and request schemas share the same messages

export const zRequiredString = (field: string) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field));

export const zSkipTrialBody = z.object({
  password: zRequiredString('password').min(passwordMin, validationMessages.min(passwordMin)),
});

export const zFolderTitle = zRequiredString('title').max(
  folderTitleMax - 1,
  validationMessages.folderTitleTooLong,
);
