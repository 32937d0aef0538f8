import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('messages', () => {
  it('keeps the shared error texts word for word', () => {
    expect(messages.unableToSubmitForm).toBe(
      'Unable to submit form, Please correct all the errors!',
    );
    expect(messages.genericFailure).toBe(
      'We are unable to process your request, Please try again!',
    );
    expect(messages.sessionExpiredText).toBe(
      'Your session has expired. Please refresh page to continue.',
    );
    expect(messages.selectAccount).toBe('Please select a account to proceed');
    expect(messages.credentialsSent).toBe('The login credentials has been send successfully!');
  });

  it('fills the parameterised messages', () => {
    expect(messages.alreadyRegistered('a@b.test')).toBe(
      "Looks like you're already registered with a@b.test, click here to login",
    );
    expect(messages.copied()).toBe('Link copied successfully!');
    expect(messages.copied('Coupon')).toBe('Coupon copied successfully!');
    expect(messages.copyFailed()).toBe('Failed to copy Link!');
    expect(messages.smsNotice('Ann', 'Hi')).toBe('New message from Ann: Hi');
    expect(messages.tooManyLoginAttempts(30)).toBe(
      'Too many login attempts. Please try again in 30 seconds.',
    );
    expect(messages.tooManyAttempts(30)).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(messages.itemsImported(3, 3)).toBe('3/3 Items Imported');
    expect(messages.minimumImageSize('180x60')).toBe('MINIMUM IMAGE SIZE IS 180x60');
  });

  it('says day or days on the card notice', () => {
    expect(messages.cardExpires(1)).toContain('1 day.');
    expect(messages.cardExpires(5)).toContain('5 days.');
  });
});
