import { describe, expect, it } from 'vitest';
import { classifyFailure, formatFieldErrors } from './failures';

// One case per row of the 000 §8 catalogue (main API).

const generic = 'We are unable to process your request, Please try again!';

describe('classifyFailure', () => {
  it('401 logs out', () => {
    expect(classifyFailure(401, { message: 'Unauthenticated.' })).toEqual({ kind: 'unauthorized' });
  });

  it('403 with email_exists opens the already-registered dialog with the email', () => {
    expect(
      classifyFailure(403, { message: 'taken', email_exists: true }, { email: 'a@b.co' }),
    ).toEqual({ kind: 'already-registered', email: 'a@b.co' });
    expect(
      classifyFailure(403, { message: 'taken', email_exists: true, email: 'x@y.co' }, {}),
    ).toEqual({ kind: 'already-registered', email: 'x@y.co' });
  });

  it('other 403 goes to Error-403 without a toast', () => {
    expect(classifyFailure(403, { message: 'This action is unauthorized.' })).toEqual({
      kind: 'forbidden',
    });
  });

  it('422 with an errors map gives field errors and the shared toast', () => {
    const failure = classifyFailure(422, {
      message: 'The given data was invalid.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    expect(failure).toEqual({
      kind: 'field-errors',
      fieldErrors: { email: 'These credentials do not match our records.' },
      toast: 'Unable to submit form, Please correct all the errors!',
    });
  });

  it('422 with error.message toasts that message', () => {
    expect(classifyFailure(422, { error: { message: 'Card declined' } })).toEqual({
      kind: 'message',
      message: 'Card declined',
    });
  });

  it('422 with limit_exceed opens the limit dialog with the server message', () => {
    expect(
      classifyFailure(422, {
        message: 'You have reached your contacts limit.',
        errors: {},
        limit_exceed: true,
      }),
    ).toEqual({ kind: 'limit-exceeded', message: 'You have reached your contacts limit.' });
  });

  it('422 with only a message toasts it', () => {
    expect(classifyFailure(422, { message: 'Nope', errors: {} })).toEqual({
      kind: 'message',
      message: 'Nope',
    });
  });

  it('500 mentioning a subscription toasts its message', () => {
    expect(
      classifyFailure(500, { message: 'Your subscription has ended', request_id: 'r1' }),
    ).toEqual({
      kind: 'message',
      message: 'Your subscription has ended',
    });
  });

  it('any other failure gets the generic message', () => {
    expect(classifyFailure(500, { message: 'Internal Server Error', request_id: 'r1' })).toEqual({
      kind: 'generic',
      message: generic,
    });
    expect(classifyFailure(404, { message: 'Not found.' })).toEqual({
      kind: 'generic',
      message: generic,
    });
    expect(classifyFailure(0, {})).toEqual({ kind: 'generic', message: generic });
    expect(classifyFailure(422, 'not json')).toEqual({ kind: 'generic', message: generic });
  });

  it('a throttled sign-in shows how long to wait', () => {
    expect(classifyFailure(429, { message: 'Too many login attempts.' })).toEqual({
      kind: 'message',
      message: 'Too many login attempts.',
    });
  });
});

describe('formatFieldErrors', () => {
  it('joins several messages with commas', () => {
    expect(
      formatFieldErrors({ password: ['must be at least 8 characters', 'too common'] }),
    ).toEqual({
      password: 'must be at least 8 characters, too common',
    });
  });

  it("shows businessname as 'business name'", () => {
    expect(formatFieldErrors({ businessname: ['The businessname field is required'] })).toEqual({
      businessname: 'The business name field is required',
    });
  });

  it('reads field keys as words and skips empty entries', () => {
    expect(
      formatFieldErrors({ first_name: ['The first_name field is required'], other: [], bad: 3 }),
    ).toEqual({ first_name: 'The first name field is required' });
    expect(formatFieldErrors(null)).toEqual({});
  });
});
