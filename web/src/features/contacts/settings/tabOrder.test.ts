import type { ContactTab } from '@coachline/contract/contacts';
import { describe, expect, it } from 'vitest';
import { moveTab, moveTabTo, orderedIds } from './tabOrder';

const tab = (id: number, group: ContactTab['group']): ContactTab => ({
  id,
  group,
  title: `Tab ${id}`,
  value: `tab-${id}`,
  position: id,
  count: 0,
});
const tabs = [
  tab(1, 'leads'),
  tab(2, 'leads'),
  tab(3, 'leads'),
  tab(4, 'clients'),
  tab(5, 'trials'),
];
const ids = (list: ContactTab[]) => list.map((t) => t.id);

describe('tab order', () => {
  it('moves a tab up or down within its group', () => {
    expect(ids(moveTab(tabs, 3, -1))).toEqual([1, 3, 2, 4, 5]);
    expect(ids(moveTab(tabs, 1, 1))).toEqual([2, 1, 3, 4, 5]);
  });

  it('does not move past the ends of its group', () => {
    expect(ids(moveTab(tabs, 1, -1))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(moveTab(tabs, 3, 1))).toEqual([1, 2, 3, 4, 5]);
  });

  it('drops onto another tab of the same group only', () => {
    expect(ids(moveTabTo(tabs, 1, 3))).toEqual([2, 3, 1, 4, 5]);
    expect(ids(moveTabTo(tabs, 1, 4))).toEqual([1, 2, 3, 4, 5]);
  });

  it('sends ids with groups in spec order', () => {
    expect(orderedIds(tabs)).toEqual([1, 2, 3, 5, 4]);
  });
});
