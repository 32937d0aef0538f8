import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  defaultListState,
  filterOf,
  hasFilters,
  type ListState,
  listQueryOf,
  parseListState,
  toggleSort,
  toSearchParams,
  withFilters,
} from './listState';

const parse = (qs: string) => parseListState(new URLSearchParams(qs));

describe('list state ↔ URL query', () => {
  it('a plain list has a plain URL and parses back to the defaults', () => {
    expect(toSearchParams(defaultListState).toString()).toBe('');
    expect(parse('')).toEqual(defaultListState);
  });

  it('round-trips every filter, paging and sort', () => {
    const state: ListState = {
      tab: 'new-leads',
      search: 'ann smith',
      tags: [3, 7],
      tagMatch: 'all',
      group: 12,
      temperature: 'hot',
      starred: true,
      flagged: false,
      source: 'Referral',
      datePreset: null,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      page: 3,
      perPage: 100,
      sortBy: 'email',
      sortDir: 'asc',
    };
    const qs = toSearchParams(state).toString();
    expect(qs).toBe(
      'tab=new-leads&search=ann+smith&tags=3%2C7&tag_match=all&group_id=12&temperature=hot&starred=1&flagged=0&source=Referral&start_date=2026-01-01&end_date=2026-01-31&page=3&per_page=100&sort_by=email&sort_dir=asc',
    );
    expect(parse(qs)).toEqual(state);
  });

  it('a date preset wins over a custom range', () => {
    const s = parse('date_preset=Last+7+Days&start_date=2026-01-01');
    expect(s.datePreset).toBe('Last 7 Days');
    expect(s.startDate).toBeNull();
    expect(toSearchParams(s).toString()).toBe('date_preset=Last+7+Days');
  });

  it('ignores malformed or unknown values', () => {
    const s = parse(
      'group_id=x&page=-2&per_page=30&sort_by=password&sort_dir=up&temperature=boiling&source=Nowhere&tags=a,0,5,5&starred=maybe&start_date=2026-13-45&date_preset=Someday',
    );
    expect(s).toEqual({ ...defaultListState, tags: [5] });
  });

  it('a group filter is a filter that Clear filters removes', () => {
    const s = parse('group_id=9&tab=trials');
    expect(s.group).toBe(9);
    expect(hasFilters(s)).toBe(true);
    expect(clearFilters(s)).toMatchObject({ group: null, tab: 'trials' });
  });

  it('tag_match only appears with tags', () => {
    expect(toSearchParams({ ...defaultListState, tagMatch: 'all' }).toString()).toBe('');
  });
});

describe('changing the state', () => {
  it('a filter change goes back to page 1', () => {
    const s = withFilters({ ...defaultListState, page: 4 }, { temperature: 'warm' });
    expect(s.page).toBe(1);
    expect(s.temperature).toBe('warm');
  });

  it('sorting a new column starts ascending, the same column flips', () => {
    const byName = toggleSort(defaultListState, 'first_name');
    expect([byName.sortBy, byName.sortDir]).toEqual(['first_name', 'asc']);
    expect(toggleSort(byName, 'first_name').sortDir).toBe('desc');
  });

  it('clearing filters keeps the tab, page size and sort', () => {
    const s: ListState = {
      ...defaultListState,
      tab: 'clients',
      search: 'x',
      starred: true,
      perPage: 50,
      sortBy: 'email',
      page: 2,
    };
    expect(hasFilters(s)).toBe(true);
    const cleared = clearFilters(s);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared).toMatchObject({ tab: 'clients', perPage: 50, sortBy: 'email', page: 1 });
  });
});

describe('the API forms of the state', () => {
  const state: ListState = {
    ...defaultListState,
    tab: 'trials',
    search: '  ann ',
    tags: [1, 2],
    group: 4,
    starred: false,
    datePreset: 'This Month',
  };

  it('filterOf is the contactFilter body (the tab as status)', () => {
    expect(filterOf(state)).toEqual({
      tag_match: 'any',
      search: 'ann',
      status: 'trials',
      tags: [1, 2],
      group_id: 4,
      starred: false,
      date_preset: 'This Month',
    });
  });

  it('listQueryOf adds paging and sort and joins tags with commas', () => {
    expect(listQueryOf(state)).toMatchObject({
      status: 'trials',
      tags: '1,2',
      page: 1,
      per_page: 25,
      sort_by: 'date_created',
      sort_dir: 'desc',
    });
    expect(listQueryOf(defaultListState).tags).toBeUndefined();
  });
});
