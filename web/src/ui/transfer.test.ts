import { describe, expect, it } from 'vitest';
import { fileNameOf } from './transfer';

describe('download file names', () => {
  it('reads the plain and the encoded Content-Disposition name', () => {
    expect(fileNameOf('attachment; filename="contacts-2026-11-21.csv"', 'x.csv')).toBe(
      'contacts-2026-11-21.csv',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''Kund%C3%A9n.xlsx", 'x.xlsx')).toBe(
      'Kundén.xlsx',
    );
  });

  it('falls back when the header is missing', () => {
    expect(fileNameOf(null, 'contacts.csv')).toBe('contacts.csv');
  });
});
