import {
  contactSources,
  type Gender,
  type Temperature,
  temperatures,
} from '@coachline/contract/constants';
import { importableFields } from '@coachline/contract/contact-import';
import { type PhoneCountry, parsePhone, phoneMessages } from '@coachline/contract/phones';
import { z } from 'zod';
import type { FieldErrors } from '../../platform/errors';
import type { ImportMapping } from './contact-import.tables';

// Pure rules of a contact import: which column feeds which field, and what a row becomes.

export type ImportableField = (typeof importableFields)[number];
export type CustomFieldRef = { key: string; name: string };

/** Lower-case letters and digits only: 'E-mail Address' and 'email_address' compare equal. */
export const normalizeHeader = (header: string) =>
  header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

// Headers that hold a whole name: mapped to first_name and split when no last name column exists.
const fullNameHeaders = new Set([
  'name',
  'fullname',
  'contactname',
  'clientname',
  'membername',
  'customername',
  'displayname',
]);

const synonyms: Record<ImportableField, readonly string[]> = {
  first_name: [
    'firstname',
    'fname',
    'first',
    'givenname',
    'forename',
    'christianname',
    ...fullNameHeaders,
  ],
  last_name: ['lastname', 'lname', 'last', 'surname', 'familyname', 'secondname'],
  email: [
    'email',
    'emailaddress',
    'mail',
    'emailid',
    'primaryemail',
    'email1',
    'workemail',
    'personalemail',
  ],
  number: [
    'number',
    'phone',
    'phonenumber',
    'phoneno',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'cellnumber',
    'telephone',
    'tel',
    'contactnumber',
    'phone1',
    'primaryphone',
    'whatsapp',
  ],
  status: ['status', 'contactstatus', 'stage', 'leadstatus'],
  source: ['source', 'leadsource', 'contactsource', 'origin', 'referralsource'],
  gender: ['gender', 'sex'],
  birthday: ['birthday', 'birthdate', 'dateofbirth', 'dob', 'bday', 'birthdaydate'],
  tags: ['tags', 'tag', 'labels', 'label', 'segments', 'segment'],
  temperature: ['temperature', 'temp', 'leadtemperature', 'heat'],
  member_id: ['memberid', 'membershipid', 'membernumber', 'memberno', 'membershipnumber'],
};

const fieldBySynonym = new Map<string, ImportableField>();
for (const field of importableFields)
  for (const word of synonyms[field]) fieldBySynonym.set(word, field);

/**
 * The suggested target of each header: a contact field, `custom:<key>` for a custom field of
 * the location (by name or key), or null to ignore. Each target is suggested once, to the
 * first header that matches it.
 */
export function suggestMapping(
  headers: readonly string[],
  customFields: readonly CustomFieldRef[],
): ImportMapping {
  const custom = new Map<string, string>();
  for (const field of customFields) {
    custom.set(normalizeHeader(field.key), field.key);
    custom.set(normalizeHeader(field.name), field.key);
  }
  const taken = new Set<string>();
  const mapping: ImportMapping = {};
  for (const header of headers) {
    const word = normalizeHeader(header);
    const field = fieldBySynonym.get(word);
    const customKey = custom.get(word);
    const target = field ?? (customKey ? `custom:${customKey}` : null);
    if (target && !taken.has(target)) {
      taken.add(target);
      mapping[header] = target;
    } else {
      mapping[header] = null;
    }
  }
  return mapping;
}

export type ImportPlan = {
  /** Column index → target, for the mapped columns only. */
  columns: { index: number; target: ImportableField | `custom:${string}` }[];
  /** A full-name column feeds first_name and there is no last name column: split it. */
  splitName: boolean;
};

/** Checks a mapping against the file's headers and the location's custom fields. */
export function compileMapping(
  headers: readonly string[],
  mapping: ImportMapping,
  customFields: readonly CustomFieldRef[],
): { plan: ImportPlan } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const customKeys = new Set(customFields.map((f) => f.key));
  const used = new Map<string, string>();
  const columns: ImportPlan['columns'] = [];
  let fullNameColumn = false;
  for (const [header, target] of Object.entries(mapping)) {
    if (!target) continue;
    const index = headers.indexOf(header);
    if (index < 0) {
      add(`mapping.${header}`, `The file has no column named “${header}”.`);
      continue;
    }
    const isField = (importableFields as readonly string[]).includes(target);
    const isCustom = target.startsWith('custom:') && customKeys.has(target.slice('custom:'.length));
    if (!isField && !isCustom) {
      add(`mapping.${header}`, `“${target}” is not a contact field.`);
      continue;
    }
    // Several tag columns add up; any other field takes one column.
    const previous = used.get(target);
    if (previous !== undefined && target !== 'tags') {
      add(`mapping.${header}`, `“${previous}” is already mapped to ${target}.`);
      continue;
    }
    used.set(target, header);
    columns.push({ index, target: target as ImportPlan['columns'][number]['target'] });
    if (target === 'first_name' && fullNameHeaders.has(normalizeHeader(header)))
      fullNameColumn = true;
  }
  if (!used.has('email') && !used.has('number')) {
    add('mapping', 'Map a column to Email or Phone: contacts are matched and kept apart by them.');
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { plan: { columns, splitName: fullNameColumn && !used.has('last_name') } };
}

/** A number in E.164, read with the location's country; undefined when the cell holds none. */
export function normalizePhone(
  raw: string,
  country: PhoneCountry,
): { value: string } | { error: string } | undefined {
  const parsed = parsePhone(raw, country);
  if (!parsed) return undefined;
  if ('error' in parsed) {
    return {
      error:
        parsed.error === phoneMessages.extension
          ? `The phone number “${raw.trim()}” has an extension, which cannot be kept: import it without one.`
          : `The phone number “${raw.trim()}” is not valid.`,
    };
  }
  return { value: parsed.e164 };
}

const emailSchema = z.email();

export function normalizeEmail(raw: string): { value: string } | { error: string } | undefined {
  const text = raw
    .trim()
    .replace(/^mailto:/i, '')
    .replace(/^<(.*)>$/, '$1')
    .toLowerCase();
  if (!text) return undefined;
  if (text.length > 191 || !emailSchema.safeParse(text).success) {
    return { error: `The email “${raw.trim()}” is not a valid email address.` };
  }
  return { value: text };
}

const currentYear = () => new Date().getUTCFullYear();

/** YYYY-MM-DD or MM/DD/YYYY (also M/D/YYYY), checked to be a real past date. */
export function parseBirthday(raw: string): { value: string } | { error: string } | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T[\d:.]+Z?)?$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1900 &&
    year <= currentYear() &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!real)
    return { error: `The birthday “${text}” is not a date (use YYYY-MM-DD or MM/DD/YYYY).` };
  return { value: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

export function normalizeGender(raw: string): Gender {
  const word = raw.trim().toLowerCase();
  if (word === 'male' || word === 'm' || word === 'man') return 'Male';
  if (word === 'female' || word === 'f' || word === 'woman') return 'Female';
  return 'Unassigned';
}

export function normalizeTemperature(raw: string): Temperature | undefined {
  const word = raw.trim().toLowerCase();
  return (temperatures as readonly string[]).includes(word) ? (word as Temperature) : undefined;
}

/** One of the source options (001 §3), any case; anything else is Other. */
export function normalizeSource(raw: string): string | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  return contactSources.find((s) => s.toLowerCase() === text.toLowerCase()) ?? 'Other';
}

/** The names of a comma-separated cell; "a name, with a comma" is quoted (quotes doubled). */
function tagNames(raw: string): string[] {
  const names: string[] = [];
  let name = '';
  let quoted = false;
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i]!;
    if (quoted) {
      if (char === '"' && raw[i + 1] === '"') {
        name += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else name += char;
    } else if (char === '"' && name.trim() === '') {
      quoted = true;
      name = '';
    } else if (char === ',') {
      names.push(name);
      name = '';
    } else name += char;
  }
  names.push(name);
  return names;
}

export function splitTags(raw: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of tagNames(raw)) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      tags.push(name);
    }
  }
  return tags;
}

/** The fields a row sets: only what its mapped, non-blank cells say. */
export type RowContact = {
  firstName?: string;
  lastName?: string;
  email?: string;
  number?: string;
  /** The cell as written, to also match contacts saved with a formatted number. */
  rawNumber?: string;
  status?: string;
  source?: string;
  gender?: Gender;
  birthday?: string;
  temperature?: Temperature;
  memberId?: string;
  tags: string[];
  custom: Record<string, string>;
};

export type RowResult = { ok: true; contact: RowContact } | { ok: false; message: string };

/** Status tab values of the location, found by value or title in any case. */
export type StatusLookup = (text: string) => string | undefined;

const limits = { name: 100, memberId: 64, tag: 100, custom: 2000 };

/** Turns a row's cells into contact fields, or the reasons it cannot be imported. */
export function mapRow(
  cells: readonly string[],
  plan: ImportPlan,
  statusOf: StatusLookup,
  phoneCountry: PhoneCountry,
): RowResult {
  const contact: RowContact = { tags: [], custom: {} };
  const problems: string[] = [];
  const tooLong = (label: string, value: string, max: number) => {
    if (value.length <= max) return false;
    problems.push(`The ${label} is longer than ${max} characters.`);
    return true;
  };
  for (const { index, target } of plan.columns) {
    const value = (cells[index] ?? '').trim();
    if (!value) continue;
    if (target.startsWith('custom:')) {
      if (!tooLong(target.slice(7), value, limits.custom)) contact.custom[target.slice(7)] = value;
      continue;
    }
    switch (target as ImportableField) {
      case 'first_name': {
        const split = plan.splitName ? /^(\S+)\s+([\s\S]+)$/.exec(value) : null;
        const [first, last] = split ? [split[1]!, split[2]!] : [value, undefined];
        if (!tooLong('first name', first, limits.name)) contact.firstName = first;
        if (last !== undefined && !tooLong('last name', last, limits.name)) contact.lastName = last;
        break;
      }
      case 'last_name':
        if (!tooLong('last name', value, limits.name)) contact.lastName = value;
        break;
      case 'email': {
        const email = normalizeEmail(value);
        if (email && 'error' in email) problems.push(email.error);
        else if (email) contact.email = email.value;
        break;
      }
      case 'number': {
        const phone = normalizePhone(value, phoneCountry);
        if (phone && 'error' in phone) problems.push(phone.error);
        else if (phone) {
          contact.number = phone.value;
          contact.rawNumber = value;
        }
        break;
      }
      case 'status':
        contact.status = statusOf(value);
        break;
      case 'source':
        contact.source = normalizeSource(value);
        break;
      case 'gender':
        contact.gender = normalizeGender(value);
        break;
      case 'birthday': {
        const birthday = parseBirthday(value);
        if (birthday && 'error' in birthday) problems.push(birthday.error);
        else if (birthday) contact.birthday = birthday.value;
        break;
      }
      case 'temperature':
        contact.temperature = normalizeTemperature(value);
        break;
      case 'member_id':
        if (!tooLong('member ID', value, limits.memberId)) contact.memberId = value;
        break;
      case 'tags':
        for (const tag of splitTags(value)) {
          if (tooLong(`tag “${tag.slice(0, 20)}…”`, tag, limits.tag)) continue;
          if (!contact.tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
            contact.tags.push(tag);
        }
        break;
    }
  }
  if (problems.length === 0 && !contact.email && !contact.number) {
    problems.push('The row has no email and no phone number: one of them is needed.');
  }
  if (problems.length > 0) return { ok: false, message: problems.join(' ') };
  return { ok: true, contact };
}

/**
 * Remembers the emails and phone numbers of earlier rows of the file: a row repeating one is
 * refused, since the first row already creates or updates that contact.
 */
export class RepeatTracker {
  private readonly emails = new Map<string, number>();
  private readonly numbers = new Map<string, number>();

  check(row: number, contact: RowContact): string | undefined {
    const emailRow = contact.email ? this.emails.get(contact.email) : undefined;
    const numberRow = contact.number ? this.numbers.get(contact.number) : undefined;
    if (emailRow !== undefined) return `The email “${contact.email}” repeats row ${emailRow}.`;
    if (numberRow !== undefined)
      return `The phone number “${contact.rawNumber}” repeats row ${numberRow}.`;
    if (contact.email) this.emails.set(contact.email, row);
    if (contact.number) this.numbers.set(contact.number, row);
    return undefined;
  }
}
