import {
  usePlanActivity,
  usePlanAnalytics,
  usePlanContacts,
  usePlanContactsWrite,
  useResendPlanReminder,
} from './plans/queries';
import {
  useResendWorkoutReminder,
  useWorkoutAnalytics,
  useWorkoutContacts,
  useWorkoutContactsWrite,
  useWorkoutSessions,
} from './queries';

// What the panels a workout and a plan share (contacts, analytics, sessions) call for each:
// the same shapes from the workout's endpoints or the plan's.

export type ProgramKind = 'workout' | 'plan';

export type ProgramSource = {
  kind: ProgramKind;
  /** "workout", "workout plan": in sentences. */
  noun: string;
  useContacts: typeof useWorkoutContacts;
  useContactsWrite: typeof useWorkoutContactsWrite;
  useResend: typeof useResendWorkoutReminder;
  useAnalytics: (
    id: number,
  ) => ReturnType<typeof usePlanAnalytics> | ReturnType<typeof useWorkoutAnalytics>;
  /** The sessions logged, or those with what contacts wrote (a plan's show with its activity). */
  useSessions: (
    id: number,
    kind: 'activity' | 'notes',
    page: number,
  ) => ReturnType<typeof usePlanActivity>;
};

export const workoutSource: ProgramSource = {
  kind: 'workout',
  noun: 'workout',
  useContacts: useWorkoutContacts,
  useContactsWrite: useWorkoutContactsWrite,
  useResend: useResendWorkoutReminder,
  useAnalytics: useWorkoutAnalytics,
  useSessions: useWorkoutSessions,
};

export const planSource: ProgramSource = {
  kind: 'plan',
  noun: 'workout plan',
  useContacts: usePlanContacts,
  useContactsWrite: usePlanContactsWrite,
  useResend: useResendPlanReminder,
  useAnalytics: usePlanAnalytics,
  useSessions: (id, _kind, page) => usePlanActivity(id, page),
};
