import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Currency, leadingCurrencies } from '@coachline/contract/currencies';

// The currencies of 000 §3 from the currency-list package, the maintained copy of the common
// currency data (name, symbols, decimal digits, rounding, plural name). It holds every locale
// (11 MB of JSON): the file is read once and only its English list kept, so the rest is freed
// rather than held by the module cache as an import of the package would.

type Entry = {
  name: string;
  symbol: string;
  symbol_native: string;
  decimal_digits: number;
  rounding: number;
  code: string;
  name_plural: string;
};

const require = createRequire(import.meta.url);

function load(): Currency[] {
  const file = require.resolve('currency-list/lib/currency-list.json');
  const byLocale = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, Entry>>;
  const list = Object.values(byLocale.en_US ?? {}).map((c) => ({
    name: c.name,
    symbol: c.symbol,
    symbolNative: c.symbol_native,
    decimalDigits: c.decimal_digits,
    rounding: c.rounding,
    code: c.code,
    namePlural: c.name_plural,
  }));
  const rank = (code: string) => {
    const at = (leadingCurrencies as readonly string[]).indexOf(code);
    return at === -1 ? leadingCurrencies.length : at;
  };
  // Stable: past the leading three, the package's order (by name) stays.
  return list.sort((a, b) => rank(a.code) - rank(b.code));
}

let cached: readonly Currency[] | undefined;

/** Every currency, USD, CAD and EUR first. */
export const currencies = (): readonly Currency[] => {
  cached ??= load();
  return cached;
};

export const isCurrency = (code: string) => currencies().some((c) => c.code === code);
