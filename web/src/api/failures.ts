import { messages } from '@coachline/contract/messages';
import { fieldLabel, joinFieldErrors } from '@coachline/contract/validation';

// The error catalogue of 000 §8 as a pure function: (status, body) → what the app does.
// The client applies the answer in one place (api/effects.ts); tests pin every row.

export type FieldErrors = Record<string, string>;

export type Failure =
  | { kind: 'unauthorized' }
  | { kind: 'already-registered'; email: string }
  | { kind: 'forbidden' }
  | { kind: 'field-errors'; fieldErrors: FieldErrors; toast: string }
  | { kind: 'limit-exceeded'; message: string }
  | { kind: 'message'; message: string }
  | { kind: 'generic'; message: string };

type Body = {
  message?: unknown;
  errors?: unknown;
  limit_exceed?: unknown;
  email_exists?: unknown;
  email?: unknown;
  error?: unknown;
};

function asBody(body: unknown): Body {
  return typeof body === 'object' && body !== null ? (body as Body) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value : null;
}

/**
 * Server field errors as one message per field (000 §5.1): several messages joined with
 * commas, the field's raw name (businessname) shown as its label (business name).
 */
export function formatFieldErrors(errors: unknown): FieldErrors {
  if (typeof errors !== 'object' || errors === null) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string' && m.length > 0,
    );
    if (list.length === 0) continue;
    const label = fieldLabel(field);
    const readable = label === field ? list : list.map((m) => m.split(field).join(label));
    out[field] = joinFieldErrors(readable);
  }
  return out;
}

/** The 000 §8 row that applies to a failed main-API call. status 0 means no answer at all. */
export function classifyFailure(status: number, body: unknown, requestBody?: unknown): Failure {
  const b = asBody(body);
  const message = text(b.message);
  const generic: Failure = { kind: 'generic', message: messages.genericFailure };

  if (status === 401) return { kind: 'unauthorized' };

  if (status === 403) {
    if (b.email_exists === true) {
      const email = text(b.email) ?? text(asBody(requestBody).email) ?? '';
      return { kind: 'already-registered', email };
    }
    return { kind: 'forbidden' };
  }

  if (status === 422) {
    if (b.limit_exceed === true) {
      return { kind: 'limit-exceeded', message: message ?? messages.genericFailure };
    }
    const fieldErrors = formatFieldErrors(b.errors);
    if (Object.keys(fieldErrors).length > 0) {
      return { kind: 'field-errors', fieldErrors, toast: messages.unableToSubmitForm };
    }
    const nested = text(asBody(b.error).message);
    if (nested) return { kind: 'message', message: nested };
    if (message) return { kind: 'message', message };
    return generic;
  }

  if (status >= 500 && message?.toLowerCase().includes('subscription')) {
    return { kind: 'message', message };
  }

  // Not in the catalogue: a throttled sign-in says how long to wait, which beats "try again".
  if (status === 429 && message) return { kind: 'message', message };

  return generic;
}
