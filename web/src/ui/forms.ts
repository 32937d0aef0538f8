import { messages } from '@coachline/contract/messages';
import type {
  FieldValues,
  FieldErrors as FormErrors,
  Path,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';
import { isApiError } from '../api/client';
import type { FieldErrors } from '../api/failures';
import { toastError } from './toast';

// 000 §5.1 on forms: server 422 errors next to their fields (comma-joined, readable names),
// an invalid submit toasts its first error, and the first errored field scrolls into view.
// A form of the contract's calls: useContractForm(<the call's body>) (./useContractForm, which
// brings zod, so it is not here; the sign-in path's pages use ./lazyResolver instead),
// handleSubmit(send, onInvalidSubmit), and serverErrorsTo(form) as the onError of the mutation
// it sends.

/** The element of a named field, if it is on the page. */
function fieldElement(name: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const [el] = Array.from(document.getElementsByName(name));
  return el ?? document.getElementById(name);
}

/** Of several field names, the one that comes first on the page (else the first given). */
export function firstOnPage(names: readonly string[]): string | null {
  const present = names
    .map((name) => ({ name, el: fieldElement(name) }))
    .filter((x): x is { name: string; el: HTMLElement } => x.el !== null);
  present.sort((a, b) =>
    a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return present[0]?.name ?? names[0] ?? null;
}

export function scrollToField(name: string): void {
  const el = fieldElement(name);
  if (!el) return;
  if (typeof el.scrollIntoView === 'function')
    el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  el.focus({ preventScroll: true });
}

/**
 * Puts server field errors on a react-hook-form form. Errors for fields the form does not
 * have go to `root.server`. Returns the first errored field, scrolled into view.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: FieldErrors,
  knownFields: readonly string[],
): string | null {
  const stray: string[] = [];
  const placed: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (knownFields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed.push(field);
    } else {
      stray.push(message);
    }
  }
  if (stray.length > 0) {
    setError('root.server' as Path<T>, { type: 'server', message: stray.join(', ') });
  }
  const first = firstOnPage(placed);
  if (first) scrollToField(first);
  return first;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The names of a form's fields, nested ones dotted as the server names them (recipients.tags). */
function fieldPaths(values: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    return isPlainObject(value) ? [path, ...fieldPaths(value, `${path}.`)] : [path];
  });
}

/**
 * The onError of a mutation behind a form: a 422's field errors land on the form's fields
 * (the others under the form, in root.server) and the form says it needs correcting.
 */
export function serverErrorsTo<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
): (error: unknown) => void {
  return (error) => {
    if (!isApiError(error)) return;
    const fields = error.fieldErrors;
    if (Object.keys(fields).length === 0) return;
    applyFieldErrors(form.setError, fields, fieldPaths(form.getValues()));
    // The catalogue toasts a 422 it handled; a call that opted out of it is told here.
    if (!error.reported) toastError(messages.unableToSubmitForm);
  };
}

function messageOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const m = (error as { message?: unknown }).message;
  return typeof m === 'string' && m.length > 0 ? m : null;
}

/** The first client-side error of a form, in page order. */
export function firstFormError(errors: FormErrors): { field: string; message: string } | null {
  const fields = Object.keys(errors).filter((k) => k !== 'root' && messageOf(errors[k]));
  const field = firstOnPage(fields);
  if (!field) return null;
  return { field, message: messageOf(errors[field]) ?? '' };
}

/** handleSubmit's onInvalid: toast the first error and scroll to its field (000 §5.1). */
export function onInvalidSubmit(errors: FormErrors): void {
  const first = firstFormError(errors);
  if (!first) return;
  toastError(first.message);
  scrollToField(first.field);
}
