import type { PlanListQuery } from '@coachline/contract/workout-plans';
import type { ExerciseListQuery, WorkoutListQuery } from '@coachline/contract/workouts';

// Query keys of workouts, their plans and the exercise library, apart from the hooks so the
// contact profile can name them. A workout's write refreshes plans too (their days name
// workouts), and a plan's refreshes workouts (a contact's workouts come from their plans).

export const workoutKeys = {
  all: ['workouts'] as const,
  list: (query: WorkoutListQuery) => ['workouts', 'list', query] as const,
  pickable: ['workouts', 'pickable'] as const,
  categories: ['workouts', 'categories'] as const,
  detail: (id: number) => ['workouts', 'detail', id] as const,
  smartBlocks: ['workouts', 'smart-blocks'] as const,
  contacts: (id: number, query: object) => ['workouts', 'contacts', id, query] as const,
  analytics: (id: number) => ['workouts', 'analytics', id] as const,
  sessions: (id: number, kind: 'activity' | 'notes', page: number) =>
    ['workouts', 'sessions', id, kind, page] as const,
  report: (id: number, contactId: number) => ['workouts', 'report', id, contactId] as const,
  history: (id: number, contactId: number) => ['workouts', 'history', id, contactId] as const,
  contact: (contactId: number) => ['workouts', 'contact', contactId] as const,
  clientView: (contactId: number) => ['workouts', 'client-view', contactId] as const,
};

export const exerciseKeys = {
  all: ['exercises'] as const,
  list: (query: ExerciseListQuery) => ['exercises', 'list', query] as const,
  types: ['exercises', 'attribute-types'] as const,
  attributes: ['exercises', 'attributes'] as const,
};

export const planKeys = {
  all: ['workout-plans'] as const,
  list: (query: PlanListQuery) => ['workout-plans', 'list', query] as const,
  detail: (id: number) => ['workout-plans', 'detail', id] as const,
  smartWeeks: ['workout-plans', 'smart-weeks'] as const,
  contacts: (id: number, query: object) => ['workout-plans', 'contacts', id, query] as const,
  analytics: (id: number) => ['workout-plans', 'analytics', id] as const,
  activity: (id: number, page: number) => ['workout-plans', 'activity', id, page] as const,
  report: (id: number, contactId: number) => ['workout-plans', 'report', id, contactId] as const,
  history: (id: number, contactId: number) => ['workout-plans', 'history', id, contactId] as const,
  contact: (contactId: number) => ['workout-plans', 'contact', contactId] as const,
};
