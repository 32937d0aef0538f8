import type { DuplicatePolicy } from '@coachline/contract/contact-import';
import type { RowContact } from './contact-import.mapping';
import type { FieldValues } from './contact-import.tables';

// Pure rules of what an import changes on a contact that already exists, and of what its undo
// puts back. Values are by column name (custom fields as `custom.<key>`), as text.

/** The fields a row sets, by column name: only what its mapped, non-blank cells say. */
export function rowValues(contact: RowContact): FieldValues {
  const fields: Record<string, string | undefined> = {
    first_name: contact.firstName,
    last_name: contact.lastName,
    email: contact.email,
    number: contact.number,
    status: contact.status,
    source: contact.source,
    gender: contact.gender,
    birthday: contact.birthday,
    temperature: contact.temperature,
    member_id: contact.memberId,
  };
  const values: FieldValues = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) values[key] = value;
  for (const [key, value] of Object.entries(contact.custom)) values[`custom.${key}`] = value;
  return values;
}

// A contact's gender is never null: Unassigned is its empty value.
const isEmpty = (key: string, value: string | null | undefined) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (key === 'gender' && value === 'Unassigned');

export type FieldChange = { before: FieldValues; after: FieldValues };

/**
 * What a matching row changes: with `update` every field it has that differs, with `fill_empty`
 * only the contact's empty ones; `before` holds the values they had.
 */
export function changeOf(
  policy: Exclude<DuplicatePolicy, 'skip'>,
  current: FieldValues,
  incoming: FieldValues,
): FieldChange {
  const change: FieldChange = { before: {}, after: {} };
  for (const [key, value] of Object.entries(incoming)) {
    const now = current[key] ?? null;
    if (value === now) continue;
    if (policy === 'fill_empty' && !isEmpty(key, now)) continue;
    change.before[key] = now;
    change.after[key] = value;
  }
  return change;
}

/**
 * What an undo writes: each changed field goes back to its value before the import, unless it
 * was changed again since (it no longer holds what the import wrote), when the newer value stays.
 */
export function restoreOf(current: FieldValues, change: FieldChange): FieldValues {
  const values: FieldValues = {};
  for (const [key, written] of Object.entries(change.after)) {
    if ((current[key] ?? null) !== written) continue;
    values[key] = change.before[key] ?? null;
  }
  return values;
}
