import { describe, expect, it } from 'vitest';
import { inlineBody, inlineKey, keyInlineErrors, mergeInlineErrors } from './inlineErrors';

describe('inline update errors (001 §5)', () => {
  it('keys each field with the contact id appended', () => {
    expect(inlineKey('email', 42)).toBe('email_42');
  });

  it('joins several messages for one field with commas', () => {
    expect(
      keyInlineErrors(
        {
          email: ['must be a valid email', 'The email has already been taken.'],
          first_name: ['The first name may not be greater than 100 characters.'],
        },
        7,
      ),
    ).toEqual({
      email_7: 'must be a valid email, The email has already been taken.',
      first_name_7: 'The first name may not be greater than 100 characters.',
    });
  });

  it('accepts a single message and ignores empty ones or a missing map', () => {
    expect(keyInlineErrors({ number: 'The number is not valid', x: [] }, 1)).toEqual({
      number_1: 'The number is not valid',
    });
    expect(keyInlineErrors(undefined, 1)).toEqual({});
  });

  it("replaces one row's errors without touching another row's", () => {
    const current = { email_1: 'a', email_12: 'b', number_1: 'c' };
    expect(mergeInlineErrors(current, 1, { first_name_1: 'd' })).toEqual({
      email_12: 'b',
      first_name_1: 'd',
    });
    expect(mergeInlineErrors(current, 12, {})).toEqual({ email_1: 'a', number_1: 'c' });
  });

  it('an emptied email or number is sent as null, names are trimmed', () => {
    expect(inlineBody({ email: '  ' })).toEqual({ email: null });
    expect(inlineBody({ number: ' +1 555 0100 ' })).toEqual({ number: '+1 555 0100' });
    expect(inlineBody({ first_name: ' Ann ', last_name: ' Lee ' })).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
    });
  });
});
