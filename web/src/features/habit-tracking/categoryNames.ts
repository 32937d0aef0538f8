import { saveHabitCategoriesBody } from '@coachline/contract/habit-tracking';
import { isApiError } from '../../api/client';

// The category names the Habits tab saves at once (`save-category`), checked as the server
// checks them: each error keyed `category_{index}`, the index being the category's place in the
// list sent (002 §5). These turn the keys of the contract's check and of a 422 into indexes.

export type CategoryErrors = Record<number, string>;

const keyed = /(?:^|\.)category_(\d+)$/;

/** The errors of keys named `category_{i}` (or `categories.category_{i}`), by index. */
export function categoryErrorsOf(errors: Record<string, string>): CategoryErrors {
  const out: CategoryErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = keyed.exec(key);
    if (match?.[1] !== undefined) out[Number(match[1])] = message;
  }
  return out;
}

/** The contract's check of the names about to be sent; null when they pass. */
export function checkCategoryNames(
  trackingId: number,
  categories: { id?: number; name: string }[],
): CategoryErrors | null {
  const checked = saveHabitCategoriesBody.safeParse({ habit_tracking_id: trackingId, categories });
  if (checked.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return categoryErrorsOf(errors);
}

/** A 422's category errors, by index; empty for any other failure. */
export function categoryErrorsOfFailure(error: unknown): CategoryErrors {
  return isApiError(error) ? categoryErrorsOf(error.fieldErrors) : {};
}

/** The input name of the category sent at `index` (the page scrolls to the first error). */
export const categoryField = (index: number) => `category_${index}`;
