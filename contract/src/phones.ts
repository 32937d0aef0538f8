import {
  type CountryCode,
  getCountries,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';

// One phone format for the whole app: numbers are stored in E.164 (+12125550123), shown in the
// international format (+1 212 555 0123) and read in whatever way people write them, a number
// without its country code being taken as one of the location's country (`phone_country_code`).
//
// The 'max' metadata checks each country's number patterns; 'min' checks only lengths and
// leading digits, so it takes numbers no one can dial (+49 1234 567890) as valid. It costs
// about 20 KB more gzipped, in the chunks that handle phones only.

export type PhoneCountry = CountryCode;

/** The country a location's numbers default to until it picks one. */
export const defaultPhoneCountry: PhoneCountry = 'US';

/** Every country the phone metadata knows, as ISO 3166 alpha-2 codes. */
export const phoneCountries: readonly PhoneCountry[] = getCountries();

export const isPhoneCountry = (code: string): code is PhoneCountry => isSupportedCountry(code);

export const phoneMessages = {
  invalid: 'The number is not valid',
  extension: 'The number cannot keep an extension: enter it without one',
} as const;

export type PhoneParse = { e164: string } | { error: string };

/**
 * A number as typed (any spacing, brackets, dashes, a leading + or 00 / 011 exit code) to E.164,
 * or why it cannot be one. Blank text is no number (undefined).
 */
export function parsePhone(text: string, country: PhoneCountry): PhoneParse | undefined {
  const trimmed = text.trim();
  if (!/\d/.test(trimmed)) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, country);
  if (!parsed?.isValid()) return { error: phoneMessages.invalid };
  // E.164 has no room for an extension, and dropping it would lose what was typed.
  if (parsed.ext) return { error: phoneMessages.extension };
  return { e164: parsed.number };
}

/** The country of an E.164 number, when its digits tell one (+1 is shared by many). */
export const countryOfNumber = (e164: string): PhoneCountry | undefined =>
  parsePhoneNumberFromString(e164)?.country;

/**
 * A stored number as people read it, in the international format; a number stored before
 * numbers were checked, which does not parse, is shown as it was written.
 */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/** Only digits and what people write between them: spaces, brackets, dashes, dots, a leading +. */
const phoneLike = /^\+?[\d\s().\-/]+$/;

/**
 * What a search for a number looks for in the stored E.164 form: "(212) 555-0123",
 * "212.555.0123" and "+1 212 555 0123" all become "+12125550123"; a part of a number
 * ("555 01") its digits ("55501"). Anything else (names, emails) is searched as typed.
 */
export function phoneSearchTerm(search: string, country: PhoneCountry): string {
  const trimmed = search.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!phoneLike.test(trimmed) || digits.length === 0) return trimmed;
  const parsed = parsePhoneNumberFromString(trimmed, country);
  if (parsed?.isPossible()) return parsed.number;
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}
