import type { EndpointInput } from '@coachline/contract/endpoint';
import { contactCall } from '../api';

// The contact's habit calls (contract `habit-tracking.ts`), as `portalCall` makes the portal's
// others: with the contact's token, the contract loaded with the first call.

const habitApi = () =>
  import('@coachline/contract/habit-tracking').then((m) => m.portalHabitEndpoints);
type HabitEndpoints = Awaited<ReturnType<typeof habitApi>>;

export const habitCall = <K extends keyof HabitEndpoints>(
  name: K,
  input: EndpointInput<HabitEndpoints[K]> | undefined,
  session: { account: number; token: string },
  form?: FormData,
) => contactCall(() => habitApi().then((api) => api[name]), input, session, form);
