import { describe, expect, it } from 'vitest';
import {
  compileMapping,
  mapRow,
  normalizeEmail,
  normalizeGender,
  normalizePhone,
  parseBirthday,
  RepeatTracker,
  splitTags,
  suggestMapping,
} from './contact-import.mapping';
import { sniffDelimiter, uniqueHeaders } from './contact-import.parsers';

describe('suggestMapping', () => {
  it('recognises common column names in any case and spelling', () => {
    const headers = [
      'First Name',
      'fname',
      'Surname',
      'E-mail',
      'Mobile',
      'Phone Number',
      'Labels',
      'DOB',
      'Sex',
      'Lead Source',
      'Membership ID',
      'Temp',
      'Stage',
      'ip_address',
    ];
    expect(suggestMapping(headers, [])).toEqual({
      'First Name': 'first_name',
      // Each target once: the first matching column wins.
      fname: null,
      Surname: 'last_name',
      'E-mail': 'email',
      Mobile: 'number',
      'Phone Number': null,
      Labels: 'tags',
      DOB: 'birthday',
      Sex: 'gender',
      'Lead Source': 'source',
      'Membership ID': 'member_id',
      Temp: 'temperature',
      Stage: 'status',
      ip_address: null,
    });
  });

  it.each(['Name', 'Full Name', 'given name', 'phone_number', 'Tags', 'email address'])(
    'maps %s',
    (header) => {
      expect(suggestMapping([header], [])[header]).not.toBeNull();
    },
  );

  it('maps custom fields of the location by name or key', () => {
    const fields = [
      { key: 'shirt_size', name: 'Shirt Size' },
      { key: 'goal', name: 'Main Goal' },
    ];
    expect(suggestMapping(['shirt size', 'GOAL', 'Other'], fields)).toEqual({
      'shirt size': 'custom:shirt_size',
      GOAL: 'custom:goal',
      Other: null,
    });
  });
});

describe('compileMapping', () => {
  it('splits a full-name column only when no column is mapped to last_name', () => {
    const split = compileMapping(['Name', 'Email'], { Name: 'first_name', Email: 'email' }, []);
    expect('plan' in split && split.plan.splitName).toBe(true);
    const kept = compileMapping(
      ['Name', 'Last', 'Email'],
      { Name: 'first_name', Last: 'last_name', Email: 'email' },
      [],
    );
    expect('plan' in kept && kept.plan.splitName).toBe(false);
    const first = compileMapping(
      ['First Name', 'Email'],
      { 'First Name': 'first_name', Email: 'email' },
      [],
    );
    expect('plan' in first && first.plan.splitName).toBe(false);
  });

  it('allows several tag columns', () => {
    const result = compileMapping(
      ['Email', 'Tags', 'More tags'],
      { Email: 'email', Tags: 'tags', 'More tags': 'tags' },
      [],
    );
    expect('plan' in result).toBe(true);
  });
});

describe('row rules', () => {
  const plan = (mapping: Record<string, string>) => {
    const compiled = compileMapping(Object.keys(mapping), mapping, []);
    if (!('plan' in compiled)) throw new Error('bad mapping');
    return compiled.plan;
  };
  const statusOf = (text: string) => ({ lead: 'lead', clients: 'client' })[text.toLowerCase()];

  it('keeps every part of a full name', () => {
    const result = mapRow(
      ['Mary  Ann Smith', 'm@example.test'],
      plan({ Name: 'first_name', Email: 'email' }),
      statusOf,
      'US',
    );
    expect(result).toEqual({
      ok: true,
      contact: {
        firstName: 'Mary',
        lastName: 'Ann Smith',
        email: 'm@example.test',
        tags: [],
        custom: {},
      },
    });
  });

  it('collects every problem of a row in one message', () => {
    const result = mapRow(
      ['bad@', '12', '1990-13-01'],
      plan({ Email: 'email', Phone: 'number', Birthday: 'birthday' }),
      statusOf,
      'US',
    );
    expect(result).toEqual({
      ok: false,
      message:
        'The email “bad@” is not a valid email address. The phone number “12” is not valid. The birthday “1990-13-01” is not a date (use YYYY-MM-DD or MM/DD/YYYY).',
    });
  });

  it('reads phone numbers into E.164 with the location’s country, a number without digits as none', () => {
    expect(normalizePhone('+1 (212) 555-0100', 'US')).toEqual({ value: '+12125550100' });
    expect(normalizePhone('212.555.0100', 'US')).toEqual({ value: '+12125550100' });
    expect(normalizePhone('020 7946 0958', 'GB')).toEqual({ value: '+442079460958' });
    expect(normalizePhone('+44 20 7946 0958', 'US')).toEqual({ value: '+442079460958' });
    expect(normalizePhone('N/A', 'US')).toBeUndefined();
    expect(normalizePhone('call me', 'US')).toBeUndefined();
    expect(normalizePhone('555-CALL-NOW', 'US')).toEqual({
      error: 'The phone number “555-CALL-NOW” is not valid.',
    });
    expect(normalizePhone('(555) 010-0200', 'US')).toEqual({
      error: 'The phone number “(555) 010-0200” is not valid.',
    });
    expect(normalizePhone('1234567890123456', 'US')).toEqual({
      error: 'The phone number “1234567890123456” is not valid.',
    });
    expect(normalizePhone('212-555-0100 x7', 'US')).toEqual({
      error:
        'The phone number “212-555-0100 x7” has an extension, which cannot be kept: import it without one.',
    });
  });

  it('finds a repeat of a number written another way in the same file', () => {
    const p = plan({ Phone: 'number' });
    const tracker = new RepeatTracker();
    const first = mapRow(['(212) 555-0100'], p, statusOf, 'US');
    const second = mapRow(['+1 212 555 0100'], p, statusOf, 'US');
    if (!first.ok || !second.ok) throw new Error('rows should map');
    expect(tracker.check(2, first.contact)).toBeUndefined();
    expect(tracker.check(3, second.contact)).toBe(
      'The phone number “+1 212 555 0100” repeats row 2.',
    );
  });

  it('lower-cases emails and accepts mailto links', () => {
    expect(normalizeEmail(' Ada@Example.TEST ')).toEqual({ value: 'ada@example.test' });
    expect(normalizeEmail('mailto:ada@example.test')).toEqual({ value: 'ada@example.test' });
    expect(normalizeEmail('ada at example')).toEqual({
      error: 'The email “ada at example” is not a valid email address.',
    });
  });

  it('reads birthdays as YYYY-MM-DD or MM/DD/YYYY, real dates only', () => {
    expect(parseBirthday('1990-2-3')).toEqual({ value: '1990-02-03' });
    expect(parseBirthday('12/31/1985')).toEqual({ value: '1985-12-31' });
    expect(parseBirthday('2/29/1992')).toEqual({ value: '1992-02-29' });
    expect(parseBirthday('2/29/1991')).toHaveProperty('error');
    expect(parseBirthday('31/12/1985')).toHaveProperty('error');
    expect(parseBirthday('1850-01-01')).toHaveProperty('error');
    expect(parseBirthday(' ')).toBeUndefined();
  });

  it('keeps Male and Female, anything else is Unassigned', () => {
    expect(['male', 'F', 'Woman', 'Agender', 'Non-binary', ''].map(normalizeGender)).toEqual([
      'Male',
      'Female',
      'Female',
      'Unassigned',
      'Unassigned',
      'Unassigned',
    ]);
  });

  it('splits tags on commas, once per name in any case', () => {
    expect(splitTags(' VIP, yoga ,vip,,  Morning   Class ')).toEqual([
      'VIP',
      'yoga',
      'Morning Class',
    ]);
  });

  it('takes the status from a tab value or title, else leaves it to the import options', () => {
    const p = plan({ Email: 'email', Status: 'status' });
    expect(mapRow(['a@example.test', 'Clients'], p, statusOf, 'US')).toMatchObject({
      contact: { status: 'client' },
    });
    expect(mapRow(['a@example.test', 'Unknown'], p, statusOf, 'US')).toMatchObject({
      contact: { status: undefined },
    });
  });

  it('remembers emails and phone numbers of earlier rows', () => {
    const tracker = new RepeatTracker();
    expect(tracker.check(1, { email: 'a@example.test', tags: [], custom: {} })).toBeUndefined();
    expect(
      tracker.check(2, { number: '+1555', rawNumber: '+1 555', tags: [], custom: {} }),
    ).toBeUndefined();
    expect(tracker.check(3, { email: 'a@example.test', tags: [], custom: {} })).toBe(
      'The email “a@example.test” repeats row 1.',
    );
    expect(
      tracker.check(4, {
        email: 'b@example.test',
        number: '+1555',
        rawNumber: '(+1) 555',
        tags: [],
        custom: {},
      }),
    ).toBe('The phone number “(+1) 555” repeats row 2.');
  });
});

describe('file reading helpers', () => {
  it('guesses the delimiter from the header line, ignoring quoted text', () => {
    expect(sniffDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(sniffDelimiter('Vorname;Nachname;E-Mail\n')).toBe(';');
    expect(sniffDelimiter('"a, b, c";d;e\n')).toBe(';');
    expect(sniffDelimiter('name\temail\n')).toBe('\t');
    expect(sniffDelimiter('email\n')).toBe(',');
  });

  it('names blank and repeated columns so every column is a key', () => {
    expect(uniqueHeaders([' Email ', '', 'email', 'Email'])).toEqual([
      'Email',
      'Column 2',
      'email (2)',
      'Email (3)',
    ]);
  });
});
