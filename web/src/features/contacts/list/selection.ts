import type { exportQuery } from '@coachline/contract/contact-import';
import type { ContactFilterInput, ContactSelectionInput } from '@coachline/contract/contacts';
import type { z } from 'zod';

// Row selection of the contact table. Picking rows collects ids; "Select all N matching"
// switches to the filter, so the server applies the action to every match (not just the page).

export type Selection =
  | { kind: 'ids'; ids: readonly number[] }
  | { kind: 'matching'; filter: ContactFilterInput; total: number };

export const emptySelection: Selection = { kind: 'ids', ids: [] };

export function selectedCount(selection: Selection): number {
  return selection.kind === 'ids' ? selection.ids.length : selection.total;
}

export function isSelected(selection: Selection, id: number): boolean {
  return selection.kind === 'matching' || selection.ids.includes(id);
}

/** Toggling a row; from "all matching" a toggle goes back to the rows of the page. */
export function toggleRow(selection: Selection, id: number, pageIds: readonly number[]): Selection {
  const ids = selection.kind === 'ids' ? selection.ids : pageIds;
  return {
    kind: 'ids',
    ids: ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id],
  };
}

/** The header checkbox: selects the page's rows, or clears them when all are selected. */
export function togglePage(selection: Selection, pageIds: readonly number[]): Selection {
  if (selection.kind === 'matching') return emptySelection;
  const all = pageIds.length > 0 && pageIds.every((id) => selection.ids.includes(id));
  if (all) return { kind: 'ids', ids: selection.ids.filter((id) => !pageIds.includes(id)) };
  return { kind: 'ids', ids: [...new Set([...selection.ids, ...pageIds])] };
}

export function pageCheckState(
  selection: Selection,
  pageIds: readonly number[],
): 'all' | 'some' | 'none' {
  if (pageIds.length === 0) return 'none';
  if (selection.kind === 'matching') return 'all';
  const picked = pageIds.filter((id) => selection.ids.includes(id)).length;
  if (picked === 0) return 'none';
  return picked === pageIds.length ? 'all' : 'some';
}

export function selectAllMatching(filter: ContactFilterInput, total: number): Selection {
  return { kind: 'matching', filter, total };
}

/** The body part every bulk action takes (contactSelection): ids, or the filter. */
export function selectionBody(selection: Selection): ContactSelectionInput {
  if (selection.kind === 'matching') return { filter: selection.filter };
  return { ids: [...selection.ids] };
}

/** GET contact/export parameters for a selection: ids joined by commas, or the filter. */
export function exportParams(selection: Selection): z.input<typeof exportQuery> {
  if (selection.kind === 'ids') return { ids: selection.ids.join(',') };
  const f = selection.filter;
  return { ...f, tags: f.tags ? (f.tags as number[]).join(',') : undefined };
}
