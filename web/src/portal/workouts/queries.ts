import { useQuery } from '@tanstack/react-query';
import { portalKeys, usePortalSession } from '../queries';
import { workoutCall } from './api';

// The contact's workout reads, each kept under the signed-in session like the portal's others.

/** Today's workouts from the plans, the workouts given, and the recent sessions. */
export function usePortalWorkouts() {
  const session = usePortalSession();
  return useQuery({
    queryKey: portalKeys.workouts(session),
    queryFn: () => workoutCall('workouts', {}, session),
  });
}

/** The contact's plans with their scheduled days. */
export function usePortalPlans() {
  const session = usePortalSession();
  return useQuery({
    queryKey: portalKeys.workoutPlans(session),
    queryFn: () => workoutCall('plans', {}, session),
  });
}

/** One workout with the sets logged last time; not read again while a session is under way. */
export function usePortalWorkout(
  id: number,
  plan: number | null,
  day: string | null,
  enabled = true,
) {
  const session = usePortalSession();
  return useQuery({
    queryKey: portalKeys.workout(session, id, plan, day),
    queryFn: () =>
      workoutCall(
        'workout',
        {
          params: { workout: id },
          query: {
            ...(plan !== null ? { workout_plan_id: String(plan) } : {}),
            ...(day !== null ? { scheduled_on: day } : {}),
          },
        },
        session,
      ).then((r) => r.data),
    enabled,
  });
}

/** The contact's progress on each exercise of a workout. */
export function useWorkoutHistory(id: number) {
  const session = usePortalSession();
  return useQuery({
    queryKey: portalKeys.workoutHistory(session, id),
    queryFn: () => workoutCall('history', { params: { workout: id } }, session).then((r) => r.data),
  });
}
