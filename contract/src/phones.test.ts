import { describe, expect, it } from 'vitest';
import {
  countryOfNumber,
  formatPhone,
  isPhoneCountry,
  parsePhone,
  phoneCountries,
  phoneMessages,
  phoneSearchTerm,
} from './phones';

describe('parsePhone', () => {
  it('reads a local number of the default country in any punctuation', () => {
    for (const typed of ['(212) 555-0123', '212.555.0123', '212 555 0123', '1-212-555-0123']) {
      expect(parsePhone(typed, 'US')).toEqual({ e164: '+12125550123' });
    }
  });

  it('takes the country code of an international number over the default country', () => {
    expect(parsePhone('+44 20 7946 0958', 'US')).toEqual({ e164: '+442079460958' });
    expect(parsePhone('011 44 20 7946 0958', 'US')).toEqual({ e164: '+442079460958' });
    expect(parsePhone('0044 20 7946 0958', 'FR')).toEqual({ e164: '+442079460958' });
  });

  it('drops the trunk prefix of a national number', () => {
    expect(parsePhone('020 7946 0958', 'GB')).toEqual({ e164: '+442079460958' });
    expect(parsePhone('06 12 34 56 78', 'FR')).toEqual({ e164: '+33612345678' });
    expect(parsePhone('8 (912) 345-67-89', 'RU')).toEqual({ e164: '+79123456789' });
  });

  it('refuses numbers no one can dial, checking each country’s patterns', () => {
    const invalid = { error: phoneMessages.invalid };
    expect(parsePhone('(555) 123-4567', 'US')).toEqual(invalid);
    expect(parsePhone('+1 212 155 0123', 'US')).toEqual(invalid);
    // Right length and leading digits, but no German number looks like this.
    expect(parsePhone('+49 1234 567890', 'US')).toEqual(invalid);
    expect(parsePhone('12345', 'US')).toEqual(invalid);
    expect(parsePhone('1-800-FLOWERS', 'US')).toEqual(invalid);
  });

  it('refuses an extension rather than lose it', () => {
    expect(parsePhone('(212) 555-0123 ext. 5', 'US')).toEqual({
      error: phoneMessages.extension,
    });
  });

  it('reads blank or digitless text as no number', () => {
    expect(parsePhone('', 'US')).toBeUndefined();
    expect(parsePhone('  ', 'US')).toBeUndefined();
    expect(parsePhone('N/A', 'US')).toBeUndefined();
  });
});

describe('formatPhone', () => {
  it('shows a stored number in the international format', () => {
    expect(formatPhone('+12125550123')).toBe('+1 212 555 0123');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('shows a number that never parsed as it was written, and nothing as nothing', () => {
    expect(formatPhone('555-0100 (home)')).toBe('555-0100 (home)');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
  });

  it('formats what parsePhone stores, whatever was typed', () => {
    const typed = ['(212) 555-0123', '+1 212-555-0123', '12125550123'];
    const shown = typed.map((t) => {
      const parsed = parsePhone(t, 'US');
      return parsed && 'e164' in parsed ? formatPhone(parsed.e164) : t;
    });
    expect(new Set(shown)).toEqual(new Set(['+1 212 555 0123']));
  });
});

describe('phoneSearchTerm', () => {
  it('turns a whole number, typed in any way, into its E.164 form', () => {
    expect(phoneSearchTerm('(212) 555-0123', 'US')).toBe('+12125550123');
    expect(phoneSearchTerm('+1 212 555 0123', 'US')).toBe('+12125550123');
    expect(phoneSearchTerm('020 7946 0958', 'GB')).toBe('+442079460958');
  });

  it('keeps the digits of a part of a number', () => {
    expect(phoneSearchTerm('555-01', 'US')).toBe('55501');
    expect(phoneSearchTerm('+1 212', 'US')).toBe('+1212');
  });

  it('leaves names and emails as typed', () => {
    expect(phoneSearchTerm('  Ada ', 'US')).toBe('Ada');
    expect(phoneSearchTerm('ada99@example.com', 'US')).toBe('ada99@example.com');
    expect(phoneSearchTerm('()', 'US')).toBe('()');
  });
});

describe('countryOfNumber', () => {
  it('tells the country of a number, also inside a shared country code', () => {
    expect(countryOfNumber('+442079460958')).toBe('GB');
    expect(countryOfNumber('+12125550123')).toBe('US');
    expect(countryOfNumber('+14165550123')).toBe('CA');
    expect(countryOfNumber('555-0100')).toBeUndefined();
  });
});

describe('phone countries', () => {
  it('knows the ISO 3166 alpha-2 codes the metadata covers', () => {
    expect(phoneCountries).toContain('US');
    expect(phoneCountries).toContain('GB');
    expect(isPhoneCountry('FR')).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
    expect(isPhoneCountry('us')).toBe(false);
  });
});
