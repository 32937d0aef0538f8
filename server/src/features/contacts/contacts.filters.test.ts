import { contactFilter } from '@coachline/contract/contacts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  contactFilterWhere,
  contactOrderBy,
  createdRange,
  escapeLike,
  resolveSelection,
} from './contacts.filters';

const dialect = new PgDialect();
const render = (query: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(query);
const filter = (input: object) => contactFilter.parse(input);
const now = new Date('2024-03-10T15:00:00Z');

describe('contactFilterWhere', () => {
  it('always scopes by account and live rows', () => {
    const { sql, params } = render(contactFilterWhere(7, filter({}), 'US'));
    expect(sql).toBe('("contacts"."account_id" = $1 and "contacts"."deleted_at" is null)');
    expect(params).toEqual([7]);
  });

  it('searches the lower-cased search column with LIKE wildcards escaped', () => {
    const { sql, params } = render(contactFilterWhere(7, filter({ search: ' 50%_Off ' }), 'US'));
    expect(sql).toContain(`"contacts"."search" like '%' || lower($2) || '%'`);
    expect(params).toEqual([7, '50\\%\\_Off']);
  });

  it('also searches a number in its stored E.164 form, however it was typed', () => {
    const { sql, params } = render(
      contactFilterWhere(7, filter({ search: '(212) 555-0123' }), 'US'),
    );
    expect(sql).toContain(
      `("contacts"."search" like '%' || lower($2) || '%' or "contacts"."search" like '%' || lower($3) || '%')`,
    );
    expect(params).toEqual([7, '(212) 555-0123', '+12125550123']);
    const national = render(contactFilterWhere(7, filter({ search: '020 7946 0958' }), 'GB'));
    expect(national.params).toEqual([7, '020 7946 0958', '+442079460958']);
  });

  it('ignores the status "all" and matches any or all tags', () => {
    expect(render(contactFilterWhere(7, filter({ status: 'all' }), 'US')).params).toEqual([7]);
    const any = render(contactFilterWhere(7, filter({ tags: '3,4,3' }), 'US'));
    expect(any.sql.match(/exists/g)).toHaveLength(1);
    expect(any.params).toEqual([7, [3, 4]]);
    const all = render(contactFilterWhere(7, filter({ tags: '3,4', tag_match: 'all' }), 'US'));
    expect(all.sql).toContain('having count(*) = $3::int');
    expect(all.params).toEqual([7, [3, 4], 2]);
  });

  it('keeps the statement the same size for the most tags allowed, matched any or all', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    for (const tag_match of ['any', 'all'] as const) {
      const { sql, params } = render(
        contactFilterWhere(7, filter({ tags: hundred, tag_match }), 'US'),
      );
      expect(sql.match(/select/g)).toHaveLength(1);
      expect(params.length).toBeLessThanOrEqual(3);
    }
  });

  it('turns presets into UTC day ranges, end day included', () => {
    expect(createdRange(filter({ date_preset: 'Last 7 Days' }), now)).toEqual({
      from: new Date('2024-03-04T00:00:00Z'),
      to: new Date('2024-03-11T00:00:00Z'),
    });
    expect(
      createdRange(filter({ date_preset: 'All Time', start_date: '2024-01-01' }), now),
    ).toBeUndefined();
    expect(createdRange(filter({ start_date: '2024-01-01' }), now)).toEqual({
      from: new Date('2024-01-01T00:00:00Z'),
      to: undefined,
    });
    const { sql, params } = render(
      contactFilterWhere(7, filter({ date_preset: 'Today' }), 'US', now),
    );
    expect(sql).toContain('"contacts"."created_at" >= $2::timestamptz');
    expect(params).toEqual([7, '2024-03-10T00:00:00.000Z', '2024-03-11T00:00:00.000Z']);
  });
});

describe('contactOrderBy', () => {
  it('ends with the id in the same direction, so pages are stable and one index serves both ways', () => {
    const order = contactOrderBy('first_name', 'desc').map((s) => render(s).sql);
    expect(order).toEqual(['lower("contacts"."first_name") desc', '"contacts"."id" desc']);
    expect(render(contactOrderBy('date_created', 'asc').at(-1)!).sql).toBe('"contacts"."id" asc');
  });
});

describe('resolveSelection', () => {
  it('scopes ids by account, or falls back to the filter', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => i + 1);
    const ids = render(resolveSelection(undefined as never, 7, { ids: many }, 'US'));
    expect(ids.sql).toContain('"contacts"."id" = any($2::bigint[])');
    expect(ids.params).toEqual([7, many]);
    const all = render(
      resolveSelection(undefined as never, 7, { filter: filter({ status: 'lead' }) }, 'US'),
    );
    expect(all.params).toEqual([7, 'lead']);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE metacharacters', () => {
    expect(escapeLike('a\\b%c_d')).toBe('a\\\\b\\%c\\_d');
  });
});
