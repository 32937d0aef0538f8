import { type PhoneCountry, parsePhone } from '@coachline/contract/phones';
import { fieldError } from './errors';

/**
 * A number from a request in E.164, read with the location's country when it has no country
 * code of its own; a number that cannot be dialled is a 422 on its field. Blank is no number.
 */
export function phoneOfField(
  field: string,
  text: string | null,
  country: PhoneCountry,
): string | null {
  if (text === null) return null;
  const parsed = parsePhone(text, country);
  if (!parsed) return null;
  if ('error' in parsed) throw fieldError(field, parsed.error);
  return parsed.e164;
}
