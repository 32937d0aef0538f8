import { maxImageBytes } from '@coachline/contract/constants';
import { imageLibraryMessages } from '@coachline/contract/image-library';
import { type ApiError, isApiError } from '../../api/client';
import { toastError } from '../../ui/toast';

// What the uploader checks before anything is sent (000 §5 Image upload), and reads back.

/** The types the server reads (sharp): what the file pickers offer. */
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** Why the file cannot be uploaded, or null when it may be. */
export function imageFileProblem(file: File, gifOnly = false): string | null {
  if (file.size === 0) return imageLibraryMessages.selectImage;
  if (file.size > maxImageBytes) return imageLibraryMessages.tooLarge;
  if (gifOnly && file.type !== 'image/gif') return imageLibraryMessages.gifOnly;
  if (!imageMimeTypes.includes(file.type)) return imageLibraryMessages.selectImage;
  return null;
}

/** The messages of a refused upload: the server's `errors.image` (or any field's). */
function uploadErrors(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const errors = (error as ApiError & { body: { errors?: Record<string, string[]> } }).body?.errors;
  return errors ? Object.values(errors).flat() : [];
}

/**
 * Tells of a failed upload (000 §6): a refusal (422) is the uploader's to show, one toast and
 * the returned messages in red; any other failure (session, permission) goes through the error
 * catalogue as everywhere.
 */
export async function reportUploadFailure(error: unknown): Promise<string[]> {
  if (isApiError(error) && error.status !== 422) {
    const { applyFailure } = await import('../../api/effects');
    applyFailure(error.failure);
    return [];
  }
  toastError(imageLibraryMessages.uploadFailed);
  return uploadErrors(error);
}
