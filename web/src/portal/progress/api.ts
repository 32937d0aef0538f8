import type { EndpointInput } from '@coachline/contract/endpoint';
import { contactCall, genericFailure, PortalError } from '../api';
import type { CheckInFailure } from './types';

// The contact's check-in calls (contract `progress-tracking.ts`), as `portalCall` makes the
// portal's others: with the contact's token, the contract loaded with the first call.

const progressApi = () =>
  import('@coachline/contract/progress-tracking').then((m) => m.portalProgressEndpoints);
type ProgressEndpoints = Awaited<ReturnType<typeof progressApi>>;

export const progressCall = <K extends keyof ProgressEndpoints>(
  name: K,
  input: EndpointInput<ProgressEndpoints[K]> | undefined,
  session: { account: number; token: string },
  form?: FormData,
) => contactCall(() => progressApi().then((api) => api[name]), input, session, form);

/** A photo upload's parts: the question (or habit) first, then the file. */
export function photoForm(field: 'question_id' | 'habit_id', id: number, file: File) {
  const form = new FormData();
  form.append(field, String(id));
  form.append('file', file);
  return form;
}

/** A portal call's failure as the check-in pieces show it. */
export const portalFailure = (error: unknown): CheckInFailure =>
  error instanceof PortalError
    ? { status: error.status, message: error.message, fields: error.fieldErrors }
    : { status: 0, message: genericFailure, fields: {} };
