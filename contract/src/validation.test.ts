import { describe, expect, it } from 'vitest';
import { fieldLabel, humanizeMessage, joinFieldErrors } from './validation';

describe('field labels and server errors', () => {
  it('shows businessname as business name and underscores as spaces', () => {
    expect(fieldLabel('businessname')).toBe('business name');
    expect(fieldLabel('first_name')).toBe('first name');
  });

  it('renames businessname inside a message', () => {
    expect(humanizeMessage('The businessname field is required')).toBe(
      'The business name field is required',
    );
  });

  it('joins several messages for one field with commas', () => {
    expect(joinFieldErrors(['The email is taken', 'must be a valid email'])).toBe(
      'The email is taken, must be a valid email',
    );
  });
});
