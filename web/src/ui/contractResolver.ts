import { humanizeMessage } from '@coachline/contract/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Messages name fields by key; the form shows them as people read them (000 §5.1). */
function humanize(errors: FieldErrors): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    if ('message' in value && typeof value.message === 'string')
      value.message = humanizeMessage(value.message);
    humanize(value as FieldErrors);
  }
}

/** Validates a form with the contract body of the call it sends, as the server will. */
export function contractResolver<Input extends FieldValues, Output>(
  body: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(body);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    humanize(result.errors);
    return result;
  };
}
