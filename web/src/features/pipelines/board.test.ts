import type { PipelineCard } from '@coachline/contract/pipelines';
import { describe, expect, it } from 'vitest';
import {
  type ColumnData,
  type ColumnPage,
  cardsOf,
  dropMove,
  dropTargetOf,
  hoursText,
  movedCards,
  placeInOrder,
  planMove,
  timeInStage,
  withCards,
} from './board';

const card = (contactId: number, stageId = 1): PipelineCard => ({
  id: contactId * 10,
  pipeline_id: 7,
  stage_id: stageId,
  contact: {
    id: contactId,
    full_name: `Contact ${contactId}`,
    email: null,
    number: null,
    status: 'lead',
    photo: null,
  },
  notes: '',
  sort: contactId,
  added_at: '2026-11-01T09:00:00.000Z',
  entered_at: '2026-11-01T09:00:00.000Z',
});

const page = (cards: PipelineCard[], n: number): ColumnPage => ({
  data: cards,
  current_page: n,
  last_page: 3,
  per_page: 2,
  total: 6,
  stage: { id: 1, pipeline_id: 7, name: 'New lead', position: 0, contacts_count: 6 },
});

const data = (...pages: PipelineCard[][]): ColumnData => ({
  pages: pages.map((cards, i) => page(cards, i + 1)),
  pageParams: pages.map((_, i) => i + 1),
});

const ids = (cards: PipelineCard[]) => cards.map((c) => c.contact.id);

// Stage 1 holds contacts 1, 2, 3; stage 2 holds 4, 5; stage 3 is empty.
const columns = new Map([
  [1, [1, 2, 3]],
  [2, [4, 5]],
  [3, []],
]);

describe('a column’s pages', () => {
  it('reads the cards in order, a card repeated by a shifted page once', () => {
    expect(ids(cardsOf(data([card(1), card(2)], [card(2), card(3)])))).toEqual([1, 2, 3]);
    expect(cardsOf(undefined)).toEqual([]);
  });

  it('keeps each page’s size when cards change, the last page taking the rest', () => {
    const column = data([card(1), card(2)], [card(3)]);
    const added = withCards(column, (cards) => [card(9), ...cards]);
    expect(added.pages.map((p) => ids(p.data))).toEqual([
      [9, 1],
      [2, 3],
    ]);
    const removed = withCards(column, (cards) => cards.filter((c) => c.contact.id !== 1));
    expect(removed.pages.map((p) => ids(p.data))).toEqual([[2, 3], []]);
    expect(removed.pageParams).toEqual(column.pageParams);
  });
});

describe('where a card goes', () => {
  it('moves to another stage at the index asked, within its bounds', () => {
    expect(planMove(columns, 1, 2, 1)).toEqual({
      contactId: 1,
      from: 1,
      to: 2,
      index: 1,
      sorting: [],
    });
    expect(planMove(columns, 1, 2, 9)?.index).toBe(2);
    expect(planMove(columns, 1, 3, 0)?.index).toBe(0);
  });

  it('reorders within its stage, sending the cards that change place in their new order', () => {
    expect(planMove(columns, 3, 1, 0)).toEqual({
      contactId: 3,
      from: 1,
      to: 1,
      index: 0,
      sorting: [3, 1, 2],
    });
    expect(planMove(columns, 1, 1, 1)?.sorting).toEqual([2, 1]);
    expect(planMove(columns, 2, 1, 1)).toBeNull();
    expect(planMove(columns, 99, 1, 0)).toBeNull();
  });

  it('goes before a card of another column, or after it when dropped on its lower half', () => {
    expect(dropMove(columns, 1, { kind: 'card', contactId: 5, below: false })?.index).toBe(1);
    expect(dropMove(columns, 1, { kind: 'card', contactId: 5, below: true })?.index).toBe(2);
    expect(dropMove(columns, 1, { kind: 'card', contactId: 4, below: false })).toMatchObject({
      to: 2,
      index: 0,
    });
  });

  it('takes the place of a card of its own column', () => {
    expect(dropMove(columns, 1, { kind: 'card', contactId: 3, below: true })).toMatchObject({
      to: 1,
      index: 2,
      sorting: [2, 3, 1],
    });
  });

  it('goes under the loaded cards of a column dropped on, and nowhere on its own', () => {
    expect(dropMove(columns, 1, { kind: 'stage', stageId: 2 })?.index).toBe(2);
    expect(dropMove(columns, 1, { kind: 'stage', stageId: 3 })?.index).toBe(0);
    expect(dropMove(columns, 1, { kind: 'stage', stageId: 1 })).toBeNull();
  });

  it('reads drop targets from drag ids', () => {
    expect(dropTargetOf('card:12', true)).toEqual({ kind: 'card', contactId: 12, below: true });
    expect(dropTargetOf('stage:4', false)).toEqual({ kind: 'stage', stageId: 4 });
    expect(dropTargetOf('other', false)).toBeNull();
  });

  it('shows the move in both columns', () => {
    const move = planMove(columns, 1, 2, 1);
    if (!move) throw new Error('no move');
    const moved = card(1, 2);
    expect(ids(movedCards([card(1), card(2), card(3)], 1, move, moved))).toEqual([2, 3]);
    expect(ids(movedCards([card(4), card(5)], 2, move, moved))).toEqual([4, 1, 5]);
  });
});

describe('the pipelines’ order', () => {
  it('puts a page’s pipelines in their new order among themselves, the others in place', () => {
    expect(placeInOrder([9, 8, 7, 6, 5], [6, 8, 7])).toEqual([9, 6, 8, 7, 5]);
  });
});

describe('times', () => {
  const now = new Date('2026-11-10T12:00:00.000Z');
  it('says how long a card has been in its stage', () => {
    expect(timeInStage('2026-11-10T11:30:00.000Z', now)).toBe('under an hour');
    expect(timeInStage('2026-11-10T07:00:00.000Z', now)).toBe('5 hours');
    expect(timeInStage('2026-11-09T11:00:00.000Z', now)).toBe('1 day');
    expect(timeInStage('2026-11-01T12:00:00.000Z', now)).toBe('9 days');
  });

  it('says mean hours in hours, then days', () => {
    expect(hoursText(null)).toBe('—');
    expect(hoursText(5.25)).toBe('5.3 hours');
    expect(hoursText(60)).toBe('2.5 days');
  });
});
