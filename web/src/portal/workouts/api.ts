import type { EndpointInput } from '@coachline/contract/endpoint';
import { contactCall } from '../api';

// The contact's workout calls (contract `workouts.ts` and `workout-plans.ts`), as `portalCall`
// makes the portal's others: with the contact's token, the contract loaded with the first call.
// A network failure is a PortalError of status 0, which the offline queue waits out.

const workoutApi = () =>
  Promise.all([
    import('@coachline/contract/workouts'),
    import('@coachline/contract/workout-plans'),
  ]).then(([w, p]) => ({ ...w.portalWorkoutEndpoints, ...p.portalPlanEndpoints }));
type WorkoutEndpoints = Awaited<ReturnType<typeof workoutApi>>;

export const workoutCall = <K extends keyof WorkoutEndpoints>(
  name: K,
  input: EndpointInput<WorkoutEndpoints[K]> | undefined,
  session: { account: number; token: string },
) => contactCall(() => workoutApi().then((api) => api[name]), input, session);
