import type { ContactUpdateBody } from '@coachline/contract/contacts';
import { joinFieldErrors } from '@coachline/contract/validation';

// Inline edits of table cells (001 §5): a server error's field key gets the contact id
// appended, so two rows editing the same field never share an error, and several messages
// for one field are joined with commas.

export const inlineFields = ['first_name', 'last_name', 'email', 'number'] as const;
export type InlineField = (typeof inlineFields)[number];

export type InlineErrors = Readonly<Record<string, string>>;

/** 'email' of contact 42 → 'email_42'. */
export function inlineKey(field: string, contactId: number): string {
  return `${field}_${contactId}`;
}

/** A 422 errors map (field → messages) keyed for one contact's row. */
export function keyInlineErrors(errors: unknown, contactId: number): Record<string, string> {
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string' && m.length > 0,
    );
    if (list.length > 0) out[inlineKey(field, contactId)] = joinFieldErrors(list);
  }
  return out;
}

/** Replaces the row's previous errors with new ones (an empty map clears them). */
export function mergeInlineErrors(
  current: InlineErrors,
  contactId: number,
  next: Record<string, string>,
): Record<string, string> {
  const suffix = `_${contactId}`;
  const kept = Object.fromEntries(Object.entries(current).filter(([k]) => !k.endsWith(suffix)));
  return { ...kept, ...next };
}

/** The body of PATCH contact/{id}/update for the fields edited in place (a cell, or the name). */
export function inlineBody(values: Partial<Record<InlineField, string>>): ContactUpdateBody {
  const body: ContactUpdateBody = {};
  for (const [field, value] of Object.entries(values) as [InlineField, string][]) {
    const trimmed = value.trim();
    if (field === 'email' || field === 'number') body[field] = trimmed === '' ? null : trimmed;
    else body[field] = trimmed;
  }
  return body;
}
