import { contactSelection } from '@coachline/contract/contacts';
import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  exportParams,
  isSelected,
  pageCheckState,
  selectAllMatching,
  selectedCount,
  selectionBody,
  togglePage,
  toggleRow,
} from './selection';

const page = [11, 12, 13];

describe('row selection', () => {
  it('toggles single rows', () => {
    let s = toggleRow(emptySelection, 12, page);
    s = toggleRow(s, 13, page);
    expect(selectedCount(s)).toBe(2);
    expect(isSelected(s, 12)).toBe(true);
    s = toggleRow(s, 12, page);
    expect(s).toEqual({ kind: 'ids', ids: [13] });
  });

  it('the header checkbox selects the page, then clears it', () => {
    const some = toggleRow(emptySelection, 11, page);
    expect(pageCheckState(some, page)).toBe('some');
    const all = togglePage(some, page);
    expect(pageCheckState(all, page)).toBe('all');
    expect(selectedCount(all)).toBe(3);
    expect(pageCheckState(togglePage(all, page), page)).toBe('none');
  });

  it('keeps rows picked on other pages when the page is toggled', () => {
    const other = toggleRow(emptySelection, 99, [99]);
    expect(togglePage(other, page)).toEqual({ kind: 'ids', ids: [99, 11, 12, 13] });
  });

  it('"Select all N matching" counts every match; a row toggle returns to page rows', () => {
    const all = selectAllMatching({ status: 'leads', tag_match: 'any' }, 240);
    expect(selectedCount(all)).toBe(240);
    expect(isSelected(all, 12345)).toBe(true);
    expect(pageCheckState(all, page)).toBe('all');
    expect(toggleRow(all, 12, page)).toEqual({ kind: 'ids', ids: [11, 13] });
    expect(togglePage(all, page)).toEqual(emptySelection);
  });
});

describe('selection → request body', () => {
  it('picked rows send ids', () => {
    const body = selectionBody({ kind: 'ids', ids: [4, 5] });
    expect(body).toEqual({ ids: [4, 5] });
    expect(contactSelection.safeParse(body).success).toBe(true);
  });

  it('all matching sends the filter instead of ids', () => {
    const filter = { status: 'clients', search: 'ann', tags: [1, 2], tag_match: 'all' as const };
    const body = selectionBody(selectAllMatching(filter, 10));
    expect(body).toEqual({ filter });
    expect(body.ids).toBeUndefined();
    const parsed = contactSelection.parse(body);
    expect(parsed.filter).toMatchObject({ status: 'clients', tags: [1, 2], tag_match: 'all' });
  });

  it('no selection is refused by the contract', () => {
    expect(contactSelection.safeParse(selectionBody(emptySelection)).success).toBe(false);
  });

  it('export parameters join ids and tags with commas', () => {
    expect(exportParams({ kind: 'ids', ids: [1, 2, 3] })).toEqual({ ids: '1,2,3' });
    expect(
      exportParams(selectAllMatching({ tags: [4, 5], starred: true, tag_match: 'any' }, 3)),
    ).toEqual({ tags: '4,5', starred: true, tag_match: 'any' });
  });
});
