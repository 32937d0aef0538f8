import { messages } from '@coachline/contract/messages';
import { toastError, toastSuccess } from './toast';

/** Copies text and says so with the 000 §8 wording; the label defaults to Link. */
export async function copyToClipboard(text: string, label = 'Link'): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(messages.copied(label));
    return true;
  } catch {
    toastError(messages.copyFailed(label));
    return false;
  }
}
