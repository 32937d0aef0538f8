import { contactSources, type Temperature, temperatures } from '@coachline/contract/constants';
import {
  type ContactFilterInput,
  type ContactSortColumn,
  type contactListQuery,
  contactPageSizes,
  contactSortColumns,
} from '@coachline/contract/contacts';
import { type DatePreset, datePresets } from '@coachline/contract/dates';
import type { z } from 'zod';

// The contact centre's list state (tab, filters, paging, sort) and its URL form. The URL is
// the source of truth, so a filtered list can be bookmarked, shared and restored with Back.

export type PageSize = (typeof contactPageSizes)[number];
export type SortDir = 'asc' | 'desc';

export type ListState = {
  /** The status tab's value; '' is all contacts. */
  tab: string;
  search: string;
  tags: number[];
  tagMatch: 'any' | 'all';
  /** Only the members of this group. */
  group: number | null;
  temperature: Temperature | null;
  /** null: either; true or false: only (not) starred. */
  starred: boolean | null;
  flagged: boolean | null;
  source: string | null;
  datePreset: DatePreset | null;
  /** A custom created-date range (YYYY-MM-DD), used when no preset is chosen. */
  startDate: string | null;
  endDate: string | null;
  page: number;
  perPage: PageSize;
  sortBy: ContactSortColumn;
  sortDir: SortDir;
};

export const defaultListState: ListState = {
  tab: '',
  search: '',
  tags: [],
  tagMatch: 'any',
  group: null,
  temperature: null,
  starred: null,
  flagged: null,
  source: null,
  datePreset: null,
  startDate: null,
  endDate: null,
  page: 1,
  perPage: 25,
  sortBy: 'date_created',
  sortDir: 'desc',
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string | number>(list: readonly T[], value: unknown): T | null {
  return (list as readonly unknown[]).includes(value) ? (value as T) : null;
}

function flag(value: string | null): boolean | null {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

function day(value: string | null): string | null {
  return value && isoDay.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** Reads the list state from the URL; anything unknown or malformed falls back to the default. */
export function parseListState(params: URLSearchParams): ListState {
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((s) => Number.parseInt(s, 10))
    .filter((n) => Number.isInteger(n) && n > 0);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const group = Number.parseInt(params.get('group_id') ?? '', 10);
  const datePreset = oneOf(datePresets, params.get('date_preset'));
  return {
    tab: (params.get('tab') ?? '').trim(),
    search: params.get('search') ?? '',
    tags: [...new Set(tags)],
    tagMatch: params.get('tag_match') === 'all' ? 'all' : 'any',
    group: Number.isInteger(group) && group > 0 ? group : null,
    temperature: oneOf(temperatures, params.get('temperature')),
    starred: flag(params.get('starred')),
    flagged: flag(params.get('flagged')),
    source: oneOf(contactSources, params.get('source')),
    datePreset,
    startDate: datePreset ? null : day(params.get('start_date')),
    endDate: datePreset ? null : day(params.get('end_date')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: oneOf(contactPageSizes, Number(params.get('per_page'))) ?? defaultListState.perPage,
    sortBy: oneOf(contactSortColumns, params.get('sort_by')) ?? defaultListState.sortBy,
    sortDir:
      params.get('sort_dir') === 'asc'
        ? 'asc'
        : params.get('sort_dir') === 'desc'
          ? 'desc'
          : defaultListState.sortDir,
  };
}

/** The URL form of a list state; defaults are left out so a plain list has a plain URL. */
export function toSearchParams(state: ListState): URLSearchParams {
  const p = new URLSearchParams();
  const d = defaultListState;
  if (state.tab) p.set('tab', state.tab);
  if (state.search.trim()) p.set('search', state.search);
  if (state.tags.length > 0) p.set('tags', state.tags.join(','));
  if (state.tags.length > 0 && state.tagMatch !== d.tagMatch) p.set('tag_match', state.tagMatch);
  if (state.group !== null) p.set('group_id', String(state.group));
  if (state.temperature) p.set('temperature', state.temperature);
  if (state.starred !== null) p.set('starred', state.starred ? '1' : '0');
  if (state.flagged !== null) p.set('flagged', state.flagged ? '1' : '0');
  if (state.source) p.set('source', state.source);
  if (state.datePreset) p.set('date_preset', state.datePreset);
  else {
    if (state.startDate) p.set('start_date', state.startDate);
    if (state.endDate) p.set('end_date', state.endDate);
  }
  if (state.page !== d.page) p.set('page', String(state.page));
  if (state.perPage !== d.perPage) p.set('per_page', String(state.perPage));
  if (state.sortBy !== d.sortBy) p.set('sort_by', state.sortBy);
  if (state.sortDir !== d.sortDir) p.set('sort_dir', state.sortDir);
  return p;
}

/** A change of filters starts again at page 1; paging and sorting keep the rest. */
export function withFilters(state: ListState, change: Partial<ListState>): ListState {
  return { ...state, ...change, page: 1 };
}

/** Sorting by a column: a new column starts ascending, the same column flips. */
export function toggleSort(state: ListState, column: ContactSortColumn): ListState {
  if (state.sortBy === column) {
    return { ...state, sortDir: state.sortDir === 'asc' ? 'desc' : 'asc', page: 1 };
  }
  return { ...state, sortBy: column, sortDir: 'asc', page: 1 };
}

/** The filter part of the state, as the API's contactFilter reads it (bulk actions, export). */
export function filterOf(state: ListState): ContactFilterInput {
  const f: ContactFilterInput = { tag_match: state.tagMatch };
  const search = state.search.trim();
  if (search) f.search = search;
  if (state.tab) f.status = state.tab;
  if (state.tags.length > 0) f.tags = state.tags;
  if (state.group !== null) f.group_id = state.group;
  if (state.temperature) f.temperature = state.temperature;
  if (state.starred !== null) f.starred = state.starred;
  if (state.flagged !== null) f.flagged = state.flagged;
  if (state.source) f.source = state.source;
  if (state.datePreset) f.date_preset = state.datePreset;
  else {
    if (state.startDate) f.start_date = state.startDate;
    if (state.endDate) f.end_date = state.endDate;
  }
  return f;
}

/** GET contact/list parameters: the filter plus paging and sort. */
export function listQueryOf(state: ListState): z.input<typeof contactListQuery> {
  const f = filterOf(state);
  return {
    ...f,
    tags: f.tags ? (f.tags as number[]).join(',') : undefined,
    page: state.page,
    per_page: state.perPage,
    sort_by: state.sortBy,
    sort_dir: state.sortDir,
  };
}

/** Any filter beyond the tab (the empty state then offers to clear them). */
export function hasFilters(state: ListState): boolean {
  return (
    state.search.trim() !== '' ||
    state.tags.length > 0 ||
    state.group !== null ||
    state.temperature !== null ||
    state.starred !== null ||
    state.flagged !== null ||
    state.source !== null ||
    state.datePreset !== null ||
    state.startDate !== null ||
    state.endDate !== null
  );
}

export function clearFilters(state: ListState): ListState {
  return {
    ...defaultListState,
    tab: state.tab,
    perPage: state.perPage,
    sortBy: state.sortBy,
    sortDir: state.sortDir,
  };
}
