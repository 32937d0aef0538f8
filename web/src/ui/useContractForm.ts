import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from './contractResolver';

// Apart from ./forms, which the sign-in page loads: this one brings zod.

/**
 * A form that validates with the contract's body of the call it sends, so its messages are
 * the server's, and submits what that body parses to (trimmed, defaults filled in).
 */
export function useContractForm<Input extends FieldValues, Output>(
  body: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({ resolver: contractResolver(body), defaultValues });
}
