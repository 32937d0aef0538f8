import type { Paginated } from '@coachline/contract/api';
import type { PipelineCard, PipelineStage } from '@coachline/contract/pipelines';
import { arrayMove } from '@dnd-kit/sortable';
import type { InfiniteData } from '@tanstack/react-query';

// The board's arithmetic, apart from React so tests pin it: a column's pages of cards, where a
// dropped card goes, and what a move sends.

/** One page of a column as the `stageInfo` endpoint answers it. */
export type ColumnPage = Paginated<PipelineCard> & { stage: PipelineStage };
export type ColumnData = InfiniteData<ColumnPage>;

/** The contact ids of each loaded column, top first, by stage id. */
export type ColumnIds = ReadonlyMap<number, readonly number[]>;

/**
 * The cards of a column's pages in order, each contact once: a move shifts where the server
 * cuts its pages, so the next page may repeat the last card loaded.
 */
export function cardsOf(data: ColumnData | undefined): PipelineCard[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.data.filter((card) => {
      if (seen.has(card.contact.id)) return false;
      seen.add(card.contact.id);
      return true;
    }),
  );
}

/** The column holding `update(cards)` instead: each page keeps its size, the last takes the rest. */
export function withCards(
  data: ColumnData,
  update: (cards: PipelineCard[]) => PipelineCard[],
): ColumnData {
  const cards = update(cardsOf(data));
  let from = 0;
  const pages = data.pages.map((page, i) => {
    const last = i === data.pages.length - 1;
    const slice = last ? cards.slice(from) : cards.slice(from, from + page.data.length);
    from += slice.length;
    return { ...page, data: slice };
  });
  return { ...data, pages };
}

/** A card's move: from one stage to another at an index, or to another place in its own. */
export type Move = {
  contactId: number;
  from: number;
  to: number;
  /** Its place among the cards of `to` once moved (0 on top). */
  index: number;
  /** Within a stage: the cards that change place, in their new order (they take the places they held). */
  sorting: number[];
};

const stageHolding = (columns: ColumnIds, contactId: number): number | undefined =>
  [...columns].find(([, ids]) => ids.includes(contactId))?.[0];

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));

/** The move that puts a card at `index` of stage `to`; null when it stays where it is. */
export function planMove(
  columns: ColumnIds,
  contactId: number,
  to: number,
  index: number,
): Move | null {
  const from = stageHolding(columns, contactId);
  const ids = from === undefined ? undefined : columns.get(from);
  if (from === undefined || !ids) return null;
  if (from !== to) {
    const target = clamp(index, columns.get(to)?.length ?? 0);
    return { contactId, from, to, index: target, sorting: [] };
  }
  const was = ids.indexOf(contactId);
  const target = clamp(index, ids.length - 1);
  if (target === was) return null;
  const next = arrayMove([...ids], was, target);
  const sorting = next.slice(Math.min(was, target), Math.max(was, target) + 1);
  return { contactId, from, to, index: target, sorting };
}

/** What a card was dropped on: another card (its upper or lower half), or a column. */
export type DropTarget =
  | { kind: 'card'; contactId: number; below: boolean }
  | { kind: 'stage'; stageId: number };

/**
 * Where a dropped card goes. On a card of its own column it takes that card's place; on a card
 * of another column it goes before it, or after it when dropped on its lower half; on a column
 * it goes under the column's loaded cards.
 */
export function dropMove(columns: ColumnIds, contactId: number, target: DropTarget): Move | null {
  const from = stageHolding(columns, contactId);
  if (target.kind === 'stage') {
    if (target.stageId === from) return null;
    return planMove(columns, contactId, target.stageId, columns.get(target.stageId)?.length ?? 0);
  }
  const to = stageHolding(columns, target.contactId);
  if (to === undefined) return null;
  const at = columns.get(to)?.indexOf(target.contactId) ?? 0;
  return planMove(columns, contactId, to, to === from || !target.below ? at : at + 1);
}

/** The cards of a column once the move is shown: the card taken out, or put in at its place. */
export function movedCards(
  cards: PipelineCard[],
  stageId: number,
  move: Move,
  card: PipelineCard,
): PipelineCard[] {
  const others = cards.filter((c) => c.contact.id !== move.contactId);
  if (stageId !== move.to) return others;
  return [...others.slice(0, move.index), card, ...others.slice(move.index)];
}

/** The pipelines' whole order once the ones of a page are put in a new order among themselves. */
export function placeInOrder(all: readonly number[], page: readonly number[]): number[] {
  const reordered = new Set(page);
  let next = 0;
  return all.map((id) => (reordered.has(id) ? (page[next++] ?? id) : id));
}

const hour = 3_600_000;

/** How long a card has been in its stage: "under an hour", "5 hours", "3 days". */
export function timeInStage(enteredAt: string, now: Date): string {
  const hours = Math.max(0, now.getTime() - new Date(enteredAt).getTime()) / hour;
  if (hours < 1) return 'under an hour';
  if (hours < 24) return Math.floor(hours) === 1 ? '1 hour' : `${Math.floor(hours)} hours`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${days.toLocaleString('en-US')} days`;
}

/** Mean hours as words for the analytics: "5.5 hours", "2.3 days"; a dash before any left. */
export function hoursText(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 24) return `${Number(hours.toFixed(1))} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Number((hours / 24).toFixed(1));
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

// The ids the board's drag and drop knows cards and columns by.

export const cardDragId = (contactId: number) => `card:${contactId}`;
export const stageDragId = (stageId: number) => `stage:${stageId}`;

/** The contact of a card's drag id; null for a column's. */
export function contactOfDragId(id: string | number): number | null {
  const match = /^card:(\d+)$/.exec(String(id));
  return match ? Number(match[1]) : null;
}

/** What a drag id names as a drop target; `below` for the lower half of a card. */
export function dropTargetOf(id: string | number, below: boolean): DropTarget | null {
  const contactId = contactOfDragId(id);
  if (contactId !== null) return { kind: 'card', contactId, below };
  const match = /^stage:(\d+)$/.exec(String(id));
  return match ? { kind: 'stage', stageId: Number(match[1]) } : null;
}
