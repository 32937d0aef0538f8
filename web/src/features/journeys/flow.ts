import type { Branch, JourneyAction } from '@coachline/contract/journeys';

// The shape of a journey's actions as the builder draws them: the main path (no parent) and,
// under each if/else, its yes and no branches, each a list ordered by position.

/** Where a list of actions lives: the main path, or one branch of an if/else. */
export type ActionPlace = { parent_id: number | null; branch: Branch | null };

export const mainPath: ActionPlace = { parent_id: null, branch: null };

/** The actions of one list, in order. */
export function actionsAt(actions: readonly JourneyAction[], place: ActionPlace): JourneyAction[] {
  return actions
    .filter((a) => a.parent_id === place.parent_id && a.branch === place.branch)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * The one card a reorder moved and its new index, from the list's order before and after
 * (a drag moves one card; swapping two neighbours reads as the lower one moving up, which
 * leaves the same order). Null when nothing moved.
 */
export function movedCard(
  before: readonly number[],
  after: readonly number[],
): { id: number; index: number } | null {
  const first = before.findIndex((id, i) => after[i] !== id);
  if (first === -1) return null;
  const last = before.findLastIndex((id, i) => after[i] !== id);
  const raised = before[last];
  if (raised !== undefined && after[first] === raised) return { id: raised, index: first };
  const lowered = before[first];
  return lowered === undefined ? null : { id: lowered, index: last };
}

/** The name of a list for the screen reader and the tests ("Yes branch of If / else"). */
export function placeLabel(place: ActionPlace, parentTitle: string | null): string {
  if (place.parent_id === null) return 'Actions';
  return `${place.branch === 'yes' ? 'Yes' : 'No'} branch of ${parentTitle ?? 'the condition'}`;
}
