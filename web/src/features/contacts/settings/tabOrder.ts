import { tabGroups } from '@coachline/contract/auth';
import type { ContactTab } from '@coachline/contract/contacts';

// Re-ordering status tabs: tabs move within their group; the order is sent as one id list
// (contact/tabs/list-sort), groups in spec order.

/** Moves a tab one place up (-1) or down (1) among the tabs of its group. */
export function moveTab(tabs: readonly ContactTab[], id: number, delta: -1 | 1): ContactTab[] {
  const tab = tabs.find((t) => t.id === id);
  if (!tab) return [...tabs];
  const siblings = tabs.filter((t) => t.group === tab.group);
  const target = siblings[siblings.indexOf(tab) + delta];
  return target ? moveTabTo(tabs, id, target.id) : [...tabs];
}

/** Puts `id` where `targetId` is (drag and drop), when both are in the same group. */
export function moveTabTo(tabs: readonly ContactTab[], id: number, targetId: number): ContactTab[] {
  const from = tabs.findIndex((t) => t.id === id);
  const to = tabs.findIndex((t) => t.id === targetId);
  const moving = tabs[from];
  const target = tabs[to];
  if (!moving || !target || from === to || moving.group !== target.group) return [...tabs];
  const next = tabs.filter((t) => t.id !== id);
  next.splice(to, 0, moving);
  return next;
}

/** The ids in display order: groups in spec order, tabs in their order within each group. */
export function orderedIds(tabs: readonly ContactTab[]): number[] {
  return tabGroups.flatMap((g) => tabs.filter((t) => t.group === g).map((t) => t.id));
}
