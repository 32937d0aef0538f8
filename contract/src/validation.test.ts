import { describe, expect, it } from 'vitest';
import {
  between,
  domainVerifyResult,
  fbPixel,
  fieldLabel,
  firstFieldError,
  folderSelection,
  folderTitle,
  formatFieldErrors,
  imageFileError,
  importTargets,
  isEmail,
  isImportFile,
  isUrl,
  joinFieldErrors,
  lowercase,
  maxValue,
  minLength,
  minValue,
  numeric,
  required,
  requiredEditor,
  requiredInt,
  requiredValue,
  skipTrialPassword,
  urlBar,
  validateUrl,
  zFolderTitle,
  zSkipTrialBody,
} from './validation';

describe('field labels and server errors', () => {
  it('shows businessname as business name and underscores as spaces', () => {
    expect(fieldLabel('businessname')).toBe('business name');
    expect(fieldLabel('first_name')).toBe('first name');
  });

  it('joins several messages for one field with commas', () => {
    expect(joinFieldErrors(['The email is taken', 'must be a valid email'])).toBe(
      'The email is taken, must be a valid email',
    );
  });

  it('formats a 422 errors map per field, renaming businessname in the text', () => {
    expect(
      formatFieldErrors({ businessname: ['The businessname field is required'], a: ['x', 'y'] }),
    ).toEqual({ businessname: 'The business name field is required', a: 'x, y' });
    expect(firstFieldError({ a: [], b: ['second', 'third'] })).toBe('second');
    expect(firstFieldError({})).toBeNull();
  });
});

describe('required rules', () => {
  it('builds the required message', () => {
    expect(required('email')).toBe('The email field is required');
    expect(required('businessname')).toBe('The business name field is required');
  });

  it('requiredValue fails on empty strings, null and empty lists', () => {
    expect(requiredValue('  ', 'title')).toBe('The title field is required');
    expect(requiredValue(null, 'title')).toBe('The title field is required');
    expect(requiredValue([], 'tags')).toBe('The tags field is required');
    expect(requiredValue('x', 'title')).toBeNull();
    expect(requiredValue(0, 'count')).toBeNull();
  });

  it('requiredEditor strips HTML tags before checking', () => {
    expect(requiredEditor('<p><br></p>', 'content')).toBe('The content field is required');
    expect(requiredEditor('<p>&nbsp;</p>', 'content')).toBe('The content field is required');
    expect(requiredEditor('<p>Hi</p>', 'content')).toBeNull();
  });

  it('requiredInt needs a value greater than 0', () => {
    expect(requiredInt(0, 'category')).toBe('The category field is required');
    expect(requiredInt('', 'category')).toBe('The category field is required');
    expect(requiredInt('3', 'category')).toBeNull();
  });
});

describe('URL rules', () => {
  it('validateUrl needs the given substring', () => {
    expect(validateUrl('https://example.com/me', 'facebook', 'facebook.com')).toBe(
      'The facebook URL is not a valid facebook URL',
    );
    expect(validateUrl('https://www.Facebook.com/me', 'facebook', 'facebook.com')).toBeNull();
  });

  it('urlBar needs http:// or the host at the start', () => {
    expect(urlBar('example.com', 'website', 'https://')).toBe('The website URL is not a valid URL');
    expect(urlBar('http://example.com', 'website', 'https://')).toBeNull();
    expect(urlBar('https://example.com', 'website', 'https://')).toBeNull();
  });

  it('isUrl accepts web addresses', () => {
    expect(isUrl('https://coachline.test/a?b=1')).toBeNull();
    expect(isUrl('coachline.test')).toBeNull();
    expect(isUrl('not a url')).toBe('must be a valid URL');
  });
});

describe('format rules', () => {
  it('lowercase rejects capitals', () => {
    expect(lowercase('Slug', 'slug')).toBe('The slug must be in lowercase');
    expect(lowercase('slug-1', 'slug')).toBeNull();
  });

  it('fbPixel is optional and needs a script tag referencing facebook', () => {
    expect(fbPixel('')).toBeNull();
    expect(fbPixel("<script>fbq('init')</script>")).toBe(
      'You entry does not reflect the character structure of a facebook pixel code. Please make sure you are putting your pixel code in the correct input area.',
    );
    expect(fbPixel('<script src="https://connect.facebook.net/x.js"></script>')).toBeNull();
  });

  it('minLength counts characters', () => {
    expect(minLength('abc', 8)).toBe('must be at least 8 characters');
    expect(minLength('abcdefgh', 8)).toBeNull();
  });

  it('isEmail checks the shape of an address', () => {
    expect(isEmail('coach@example.com')).toBeNull();
    expect(isEmail('coach@')).toBe('must be a valid email');
  });

  it('numeric accepts numbers only', () => {
    expect(numeric('12.5')).toBeNull();
    expect(numeric('-3')).toBeNull();
    expect(numeric('12a')).toBe('must be a numeric value');
  });

  it('between, minValue and maxValue bound numbers inclusively', () => {
    expect(between(5, 1, 10, 'score')).toBeNull();
    expect(between(11, 1, 10, 'score')).toBe('The score is not valid');
    expect(minValue(1, 1)).toBeNull();
    expect(minValue(0, 1)).toBe('must be greater than or equal to 1');
    expect(maxValue(10, 10)).toBeNull();
    expect(maxValue(11, 10)).toBe('must be less than or equal to 10');
  });

  it('lets empty values through every rule but the required ones', () => {
    for (const check of [
      isEmail(''),
      isUrl(null),
      numeric(undefined),
      minLength('', 8),
      between('', 1, 2, 'x'),
      lowercase('', 'x'),
      validateUrl('', 'x', 'y'),
      urlBar('', 'x', 'y'),
    ]) {
      expect(check).toBeNull();
    }
  });
});

describe('specific rules of 000 §5.2', () => {
  it('skip-trial password is required and at least 8 characters', () => {
    expect(skipTrialPassword('')).toBe('The password field is required');
    expect(skipTrialPassword('short')).toBe('must be at least 8 characters');
    expect(skipTrialPassword('long enough')).toBeNull();
    expect(zSkipTrialBody.safeParse({ password: 'short' }).success).toBe(false);
    expect(zSkipTrialBody.safeParse({ password: '12345678' }).success).toBe(true);
  });

  it('folder title is non-empty and shorter than 25 characters', () => {
    expect(folderTitle('  ')).toBe('The title field is required');
    expect(folderTitle('a'.repeat(24))).toBeNull();
    expect(folderTitle('a'.repeat(25))).toBe('The title must be shorter than 25 characters');
    expect(zFolderTitle.safeParse('a'.repeat(24)).success).toBe(true);
    expect(zFolderTitle.safeParse('a'.repeat(25)).success).toBe(false);
  });

  it('image uploads must be images of at most 15 MB', () => {
    const mb = 1024 * 1024;
    expect(imageFileError({ type: 'application/pdf', size: 1 })).toBe(
      'Please select an image file',
    );
    expect(imageFileError({ type: 'image/png', size: 15 * mb + 1 })).toBe(
      'The image may not be greater than 15MB.',
    );
    expect(imageFileError({ type: 'image/png', size: 15 * mb })).toBeNull();
  });

  it('gif-only mode accepts only gifs', () => {
    expect(imageFileError({ type: 'image/png', size: 1 }, { gifOnly: true })).toBe(
      'Please select a gif image file',
    );
    expect(imageFileError({ type: 'image/gif', size: 1 }, { gifOnly: true })).toBeNull();
  });

  it('needs a selection to add files to a folder and a target account to import', () => {
    expect(folderSelection([])).toBe('Please select at least one file to add to this folder.');
    expect(folderSelection([1])).toBeNull();
    expect(importTargets([])).toBe('Please select a account to proceed');
    expect(importTargets([2])).toBeNull();
  });

  it('accepts .csv, .xlsx and .xls import files', () => {
    expect(isImportFile('contacts.CSV')).toBe(true);
    expect(isImportFile('contacts.xls')).toBe(true);
    expect(isImportFile('contacts.pdf')).toBe(false);
  });

  it('reads an email-domain verify response', () => {
    expect(domainVerifyResult({ errors: ['SPF missing', 'DKIM missing'] })).toEqual({
      status: 'failed',
      message: 'SPF missing, DKIM missing',
    });
    expect(domainVerifyResult({ errors: { spf: ['SPF missing'] } })).toEqual({
      status: 'failed',
      message: 'SPF missing',
    });
    expect(domainVerifyResult({ errors: [], is_verified: false })).toEqual({
      status: 'not-verified',
    });
    expect(domainVerifyResult({ is_verified: true })).toEqual({ status: 'verified' });
  });
});
