import { pageMessages } from '@coachline/contract/pages';
import { isApiError } from '../../api/client';

/**
 * 001 §5: a page-disable failure's errors under `disable_content.*` fall on the one page field
 * (the message); a failure without such an error says 001 §8's words.
 */
export function pageDisableError(error: unknown): string {
  if (isApiError(error)) {
    const [message] = Object.entries(error.fieldErrors)
      .filter(([field]) => field === 'disable_content' || field.startsWith('disable_content.'))
      .flatMap(([, list]) => list);
    if (message) return message;
  }
  return pageMessages.disableFailed;
}
