import { createAccountBody } from '@coachline/contract/registration';

/** The phone rule of account/create, with the server's own message. */
export function phoneRule(value: string): string | null {
  const parsed = createAccountBody.shape.phone.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The phone is not valid');
}

/** A 6-digit verification code. */
export function codeRule(value: string): string | null {
  return /^\d{6}$/.test(value.trim()) ? null : 'The code must be 6 digits';
}
