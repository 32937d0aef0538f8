import { importableFields } from '@coachline/contract/contact-import';
import type { CustomField } from '@coachline/contract/contacts';

// The mapping step of a contact import: each CSV header goes to a contact field, a custom field
// (`custom:<key>`) or nowhere (null). The checks mirror the server's so mistakes show at once.

export type ImportMapping = Record<string, string | null>;
export const ignoreValue = '__ignore';

export const importFieldLabels: Record<(typeof importableFields)[number], string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  number: 'Phone',
  status: 'Status',
  source: 'Source',
  gender: 'Gender',
  birthday: 'Birthday',
  tags: 'Tags',
  temperature: 'Temperature',
  member_id: 'Member ID',
};

/** Select options: contact fields, the location's custom fields, and Ignore. */
export function targetOptions(customFields: readonly CustomField[]) {
  const groups: { group: string; items: { value: string; label: string }[] }[] = [
    {
      group: 'Contact fields',
      items: importableFields.map((f) => ({ value: f, label: importFieldLabels[f] })),
    },
  ];
  if (customFields.length > 0) {
    groups.push({
      group: 'Custom fields',
      items: customFields.map((f) => ({ value: `custom:${f.key}`, label: f.name })),
    });
  }
  groups.push({ group: 'Skip', items: [{ value: ignoreValue, label: 'Ignore this column' }] });
  return groups;
}

/** The server's suggestions for the file's headers; headers without one are ignored. */
export function initialMapping(
  headers: readonly string[],
  suggested: ImportMapping,
): ImportMapping {
  return Object.fromEntries(headers.map((h) => [h, suggested[h] ?? null]));
}

/**
 * Problems of a mapping, keyed by header (or 'mapping' for the whole): a field mapped twice
 * (tags may take several columns), or neither Email nor Phone mapped.
 */
export function mappingErrors(
  headers: readonly string[],
  mapping: ImportMapping,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const used = new Map<string, string>();
  for (const header of headers) {
    const target = mapping[header];
    if (!target) continue;
    const previous = used.get(target);
    if (previous !== undefined && target !== 'tags') {
      errors[header] = `“${previous}” is already mapped to this field.`;
      continue;
    }
    used.set(target, header);
  }
  if (!used.has('email') && !used.has('number')) {
    errors.mapping = 'Map a column to Email or Phone: contacts are matched and kept apart by them.';
  }
  return errors;
}

/** Server 422 keys (`mapping.<header>`, `mapping`) as mapping errors. */
export function serverMappingErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (key === 'mapping') out.mapping = message;
    else if (key.startsWith('mapping.')) out[key.slice('mapping.'.length)] = message;
    else out.mapping = out.mapping ? `${out.mapping}, ${message}` : message;
  }
  return out;
}
