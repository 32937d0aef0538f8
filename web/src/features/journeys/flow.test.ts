import type { JourneyAction } from '@coachline/contract/journeys';
import { describe, expect, it } from 'vitest';
import { actionsAt, mainPath, movedCard } from './flow';

const action = (id: number, position: number, parent: Partial<JourneyAction> = {}) =>
  ({
    id,
    automation_id: 1,
    parent_id: null,
    branch: null,
    position,
    type: 'wait',
    title: 'Wait',
    settings: {},
    incomplete: null,
    ...parent,
  }) satisfies JourneyAction;

describe('actionsAt', () => {
  it('keeps one list, by position', () => {
    const actions = [
      action(1, 2),
      action(2, 0),
      action(3, 0, { parent_id: 2, branch: 'yes' }),
      action(4, 1),
    ];
    expect(actionsAt(actions, mainPath).map((a) => a.id)).toEqual([2, 4, 1]);
    expect(actionsAt(actions, { parent_id: 2, branch: 'yes' }).map((a) => a.id)).toEqual([3]);
    expect(actionsAt(actions, { parent_id: 2, branch: 'no' })).toEqual([]);
  });
});

describe('movedCard', () => {
  it('finds a card moved down', () => {
    expect(movedCard([1, 2, 3, 4], [2, 3, 1, 4])).toEqual({ id: 1, index: 2 });
  });

  it('finds a card moved up', () => {
    expect(movedCard([1, 2, 3, 4], [1, 4, 2, 3])).toEqual({ id: 4, index: 1 });
  });

  it('reads a swap of neighbours as the lower one moving up', () => {
    expect(movedCard([1, 2, 3], [2, 1, 3])).toEqual({ id: 2, index: 0 });
  });

  it('is null when the order is the same', () => {
    expect(movedCard([1, 2], [1, 2])).toBeNull();
  });
});
