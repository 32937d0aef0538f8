import { describe, expect, it } from 'vitest';
import { initialMapping, mappingErrors, serverMappingErrors, targetOptions } from './importMapping';

describe('import mapping', () => {
  it('starts from the server suggestions and ignores the rest', () => {
    expect(
      initialMapping(['Name', 'E-mail', 'Notes'], { Name: 'first_name', 'E-mail': 'email' }),
    ).toEqual({
      Name: 'first_name',
      'E-mail': 'email',
      Notes: null,
    });
  });

  it('offers contact fields, custom fields and Ignore', () => {
    const groups = targetOptions([
      { id: 1, name: 'Goal', key: 'goal', type: 'text', options: [], position: 0 },
    ]);
    expect(groups.map((g) => g.group)).toEqual(['Contact fields', 'Custom fields', 'Skip']);
    expect(groups[1]?.items).toEqual([{ value: 'custom:goal', label: 'Goal' }]);
  });

  it('refuses a field mapped twice, except tags', () => {
    const headers = ['Email', 'Work email', 'Tag 1', 'Tag 2'];
    expect(
      mappingErrors(headers, {
        Email: 'email',
        'Work email': 'email',
        'Tag 1': 'tags',
        'Tag 2': 'tags',
      }),
    ).toEqual({ 'Work email': '“Email” is already mapped to this field.' });
  });

  it('needs Email or Phone', () => {
    expect(mappingErrors(['Name'], { Name: 'first_name' }).mapping).toMatch(/Email or Phone/);
    expect(mappingErrors(['Phone'], { Phone: 'number' })).toEqual({});
  });

  it('reads the server keys back onto the headers', () => {
    expect(
      serverMappingErrors({
        'mapping.Work email': 'taken',
        mapping: 'Map a column',
        import_id: 'gone',
      }),
    ).toEqual({ 'Work email': 'taken', mapping: 'Map a column, gone' });
  });
});
