import {
  clientPortalPlanEndpoints,
  workoutPlanEndpoints as plan,
  portalPlanEndpoints,
} from '@coachline/contract/workout-plans';
import {
  clientPortalWorkoutEndpoints,
  portalWorkoutEndpoints as portal,
  workoutEndpoints as workout,
} from '@coachline/contract/workouts';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as plans from './plans.service';
import * as programs from './programs.service';
import * as sessions from './sessions.service';

/**
 * The coach's calls on plans, on the contacts of workouts and plans, and on what those contacts
 * logged (inside the data scope).
 */
export const workoutProgramsRoutes = (deps: Deps) =>
  routesPlugin([
    // Workouts: their plans, contacts and reports.
    handle(workout.assignedPlans, ({ ctx, params }) =>
      plans.assignedPlans(deps, ctx, params.workout),
    ),
    handle(workout.analytics, ({ ctx, params }) =>
      sessions.workoutAnalytics(deps, ctx, params.workout),
    ),
    handle(workout.activity, ({ ctx, params, query }) =>
      sessions.activity(deps, ctx, 'workout', params.workout, query),
    ),
    handle(workout.notes, ({ ctx, params, query }) =>
      sessions.activity(deps, ctx, 'workout', params.workout, query, true),
    ),
    handle(workout.blockStats, ({ ctx, params }) => sessions.blockStats(deps, ctx, params.block)),
    handle(workout.contactWorkouts, ({ ctx, params }) =>
      sessions.contactWorkouts(deps, ctx, params.contact),
    ),
    handle(workout.contactReport, ({ ctx, params, query }) =>
      sessions.contactReport(deps, ctx, params.workout, query.contact_id),
    ),
    handle(workout.contactExerciseHistory, ({ ctx, params, query }) =>
      sessions.contactExerciseHistory(deps, ctx, 'workout', params.workout, query),
    ),
    handle(workout.contacts, ({ ctx, params, query }) =>
      programs.programContacts(deps, ctx, 'workout', params.workout, query),
    ),
    handle(workout.addContact, ({ ctx, body }) => programs.addContacts(deps, ctx, 'workout', body)),
    handle(workout.removeContact, ({ ctx, body }) =>
      programs.removeContacts(deps, ctx, 'workout', body),
    ),
    handle(workout.resendReminder, ({ ctx, params, body }) =>
      programs.resendReminder(deps, ctx, 'workout', params.workout, body.contact_id),
    ),
    // Plans.
    handle(plan.list, ({ ctx, query }) => plans.list(deps, ctx, query)),
    handle(plan.all, ({ ctx }) => plans.all(deps, ctx)),
    handle(plan.details, ({ ctx, params }) => plans.details(deps, ctx, params.workout_plan)),
    handle(plan.weeks, ({ ctx, params }) => plans.weeks(deps, ctx, params.workout_plan)),
    handle(plan.fetchPlan, ({ ctx, params }) => plans.fetchPlan(deps, ctx, params.workout_plan)),
    handle(plan.smartWeeks, ({ ctx }) => plans.smartWeeks(deps, ctx)),
    handle(plan.dayDetail, ({ ctx, params, query }) =>
      plans.dayDetail(deps, ctx, params.workout_plan, query),
    ),
    handle(plan.analytics, ({ ctx, params }) =>
      sessions.planAnalytics(deps, ctx, params.workout_plan),
    ),
    handle(plan.activity, ({ ctx, params, query }) =>
      sessions.activity(deps, ctx, 'plan', params.workout_plan, query),
    ),
    handle(plan.contacts, ({ ctx, params, query }) =>
      programs.programContacts(deps, ctx, 'plan', params.workout_plan, query),
    ),
    handle(plan.contactWorkoutPlans, ({ ctx, params }) =>
      sessions.contactWorkoutPlans(deps, ctx, params.contact),
    ),
    handle(plan.contactReport, ({ ctx, params, query }) =>
      sessions.planContactReport(deps, ctx, params.workout_plan, query.contact_id),
    ),
    handle(plan.contactExerciseHistory, ({ ctx, params, query }) =>
      sessions.contactExerciseHistory(deps, ctx, 'plan', params.workout_plan, query),
    ),
    handle(plan.create, ({ ctx, body }) => plans.create(deps, ctx, body)),
    handle(plan.store, ({ ctx, body }) => plans.store(deps, ctx, body)),
    handle(plan.createWeek, ({ ctx, params }) => plans.createWeek(deps, ctx, params.workout_plan)),
    handle(plan.duplicate, ({ ctx, body }) => plans.duplicate(deps, ctx, body.workout_plan_id)),
    handle(plan.createSmartWeek, ({ ctx, params, body }) =>
      plans.createSmartWeek(deps, ctx, params.week, body.name),
    ),
    handle(plan.savePlanWeekWorkout, ({ ctx, params, body }) =>
      plans.savePlanWeekWorkout(deps, ctx, params.week, body),
    ),
    handle(plan.storeWeekWorkouts, ({ ctx, params, body }) =>
      plans.storeWeekWorkouts(deps, ctx, params.week, body),
    ),
    handle(plan.duplicateWeek, ({ ctx, params }) => plans.duplicateWeek(deps, ctx, params.week)),
    handle(plan.addSmartWeek, ({ ctx, params, body }) =>
      plans.addSmartWeek(deps, ctx, params.workout_plan, body.smart_week_id),
    ),
    handle(plan.addContact, ({ ctx, body }) => programs.addContacts(deps, ctx, 'plan', body)),
    handle(plan.removeContact, ({ ctx, body }) => programs.removeContacts(deps, ctx, 'plan', body)),
    handle(plan.resendReminder, ({ ctx, params, body }) =>
      programs.resendReminder(deps, ctx, 'plan', params.workout_plan, body.contact_id),
    ),
    handle(plan.rename, ({ ctx, params, body }) =>
      plans.rename(deps, ctx, params.workout_plan, body),
    ),
    handle(plan.updateWeek, ({ ctx, params, body }) =>
      plans.updateWeek(deps, ctx, params.week, body),
    ),
    handle(plan.sortWeekWorkout, ({ ctx, params, body }) =>
      plans.sortWeekWorkout(deps, ctx, params.week, body),
    ),
    handle(plan.sortWeeks, ({ ctx, params, body }) =>
      plans.sortWeeks(deps, ctx, params.workout_plan, body.ids),
    ),
    handle(plan.delete, ({ ctx, body }) => plans.remove(deps, ctx, body.ids)),
    handle(plan.deleteWeek, ({ ctx, params }) => plans.deleteWeek(deps, ctx, params.week)),
    handle(plan.deleteSmartWeek, ({ ctx, params }) =>
      plans.deleteSmartWeek(deps, ctx, params.week),
    ),
    // What one contact's portal holds, as the coach previews it.
    handle(clientPortalWorkoutEndpoints.workouts, ({ ctx, query }) =>
      sessions.previewWorkouts(deps, ctx, query.contact_id),
    ),
    handle(clientPortalPlanEndpoints.workoutPlans, ({ ctx, query }) =>
      sessions.previewPlans(deps, ctx, query.contact_id),
    ),
  ]);

/** The signed-in contact's calls (beside portalRoutes). */
export const workoutPortalRoutes = (deps: Deps) =>
  routesPlugin([
    handle(portal.workouts, ({ ctx }) => sessions.portalWorkouts(deps, ctx)),
    handle(portal.workout, ({ ctx, params, query }) =>
      sessions.portalWorkout(deps, ctx, params.workout, query),
    ),
    handle(portal.log, ({ ctx, params, body }) =>
      sessions.logSession(deps, ctx, params.workout, body),
    ),
    handle(portal.history, ({ ctx, params }) => sessions.portalHistory(deps, ctx, params.workout)),
    handle(portalPlanEndpoints.plans, ({ ctx }) => sessions.portalPlans(deps, ctx)),
  ]);
