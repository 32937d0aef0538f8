import { z } from 'zod';

// The currencies list of 000 §3, as the session refresh answers it: the fields of the common
// currency data (name, symbol, native symbol, decimal digits, rounding, ISO code, plural name).
// The server serves it from a maintained package; the codes listed first lead the list.

export const currency = z.object({
  name: z.string(),
  symbol: z.string(),
  symbolNative: z.string(),
  decimalDigits: z.number().int(),
  rounding: z.number(),
  code: z.string(),
  namePlural: z.string(),
});
export type Currency = z.infer<typeof currency>;

/** 000 §3: "first three USD, CAD, EUR". */
export const leadingCurrencies = ['USD', 'CAD', 'EUR'] as const;

/** An ISO 4217 code as a field takes it; the server checks it against the list. */
export const currencyCode = z
  .string()
  .trim()
  .max(3, 'The currency must be a three-letter code, like USD')
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'The currency must be a three-letter code, like USD');
