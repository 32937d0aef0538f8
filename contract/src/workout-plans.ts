import { z } from 'zod';
import { dashboardPageQuery, pageQuery, paginated } from './api';
import { requiredString } from './auth';
import { endpoint } from './endpoint';
import { contactIdText, dbId, dbIdText, requiredId } from './ids';
import {
  contactReport,
  contactReportQuery,
  exerciseHistory,
  exerciseHistoryQuery,
  programContact,
  programContactStatuses,
  programContactsBody,
  programContactsQuery,
  resendReminderBody,
  workoutAnalytics,
  workoutDetail,
  workoutSession,
} from './workouts';

// Workout plans (002 §3 Workout plan, §7 Workout plans; issue 16 §2): weeks of days, each day
// holding workouts. A plan given to a contact from a start date schedules its days in the
// location's calendar: week 1 is the Monday-to-Sunday week of the start date (days before the
// start are skipped), week n the n-th such week after it.

export const workoutPlanMessages = {
  created: 'Workout plan has been created successfully!',
  updated: 'Workout plan has been updated successfully!',
  renamed: 'Workout plan has been renamed successfully!',
  duplicated: 'Workout plan has been duplicated successfully!',
  deleted: 'Workout plan has been deleted successfully!',
  weekCreated: 'Week has been added successfully!',
  weekUpdated: 'Week has been updated successfully!',
  weekDuplicated: 'Week has been duplicated successfully!',
  weekDeleted: 'Week has been deleted successfully!',
  weeksSorted: 'Weeks have been sorted successfully!',
  smartWeekCreated: 'Week has been saved as a smart week!',
  smartWeekAdded: 'Smart week has been added to the plan!',
  smartWeekDeleted: 'Smart week has been deleted successfully!',
  dayUpdated: 'Day has been updated successfully!',
  contactsAdded: 'Contacts have been successfully added to the workout plan!',
  contactsRemoved: 'Contacts have been successfully removed from the workout plan!',
  emptyPlan: 'Add a workout to a day of the plan before assigning it',
  sortIncomplete: 'Send every item, each once, in the new order',
} as const;

/** Days of a week, 1 Monday to 7 Sunday. */
export const planDays = [1, 2, 3, 4, 5, 6, 7] as const;
export const maxPlanWeeks = 52;
export const maxDayWorkouts = 10;

const name = requiredString('name').trim().min(1, 'The name field is required').max(150);
const day = z
  .number({ error: 'The day must be 1 (Monday) to 7 (Sunday)' })
  .int()
  .min(1, 'The day must be 1 (Monday) to 7 (Sunday)')
  .max(7, 'The day must be 1 (Monday) to 7 (Sunday)');

// Entities -------------------------------------------------------------------------------------

export const weekWorkout = z.object({
  id: z.number().int(),
  day: z.number().int(),
  position: z.number().int(),
  workout: z.object({
    id: z.number().int(),
    name: z.string(),
    exercises_count: z.number().int(),
    estimated_minutes: z.number().int(),
  }),
});
export type WeekWorkout = z.output<typeof weekWorkout>;

export const planWeek = z.object({
  id: z.number().int(),
  /** Null for a smart week: one kept to add to any plan. */
  workout_plan_id: z.number().int().nullable(),
  position: z.number().int(),
  name: z.string(),
  notes: z.string(),
  /** The seven days, Monday first, each with its workouts in order. */
  days: z.array(z.object({ day: z.number().int(), workouts: z.array(weekWorkout) })),
});
export type PlanWeek = z.output<typeof planWeek>;

export const workoutPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  ordering: z.number().int(),
  weeks_count: z.number().int(),
  workouts_count: z.number().int(),
  active_count: z.number().int(),
  completed_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkoutPlan = z.output<typeof workoutPlan>;

export const workoutPlanDetail = workoutPlan.extend({ weeks: z.array(planWeek) });
export type WorkoutPlanDetail = z.output<typeof workoutPlanDetail>;

/** One scheduled day of a contact's plan. */
export const scheduledDay = z.object({
  date: z.string(),
  week: z.number().int(),
  day: z.number().int(),
  workouts: z.array(
    z.object({
      workout: z.object({ id: z.number().int(), name: z.string() }),
      done: z.boolean(),
      session_id: z.number().int().nullable(),
    }),
  ),
});
export type ScheduledDay = z.output<typeof scheduledDay>;

export const contactPlan = z.object({
  assignment_id: z.number().int(),
  workout_plan: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(programContactStatuses),
  start_date: z.string(),
  end_date: z.string(),
  scheduled: z.number().int(),
  done: z.number().int(),
  assigned_at: z.string(),
});
export type ContactPlan = z.output<typeof contactPlan>;

export const planContactReport = contactReport.extend({
  plan: contactPlan,
  schedule: z.array(scheduledDay),
});
export type PlanContactReport = z.output<typeof planContactReport>;

// Bodies and queries ---------------------------------------------------------------------------

export const planListQuery = dashboardPageQuery.extend({
  search: z.string().trim().max(200).optional(),
});
export type PlanListQuery = z.input<typeof planListQuery>;
export const createPlanBody = z.object({
  name,
  description: z.string().trim().max(2_000).default(''),
  /** Empty weeks it starts with. */
  weeks: z.number().int().min(0).max(maxPlanWeeks).default(1),
});
export type CreatePlanBody = z.input<typeof createPlanBody>;
/** `store`: a whole plan at once, its weeks and days. */
export const storePlanBody = z.object({
  name,
  description: z.string().trim().max(2_000).default(''),
  weeks: z
    .array(
      z.object({
        name: z.string().trim().max(150).default(''),
        days: z.array(z.object({ day, workout_ids: z.array(dbId).max(maxDayWorkouts) })).max(7),
      }),
    )
    .max(maxPlanWeeks),
});
export type StorePlanBody = z.input<typeof storePlanBody>;
export const planIdBody = z.object({ workout_plan_id: requiredId('workout_plan_id') });
export const planIdsBody = z.object({
  ids: z.array(dbId).min(1, 'Please select at least one workout plan').max(100),
});
export const renamePlanBody = z.object({
  name,
  description: z.string().trim().max(2_000).optional(),
});
export const updateWeekBody = z.object({
  name: z.string().trim().max(150).optional(),
  notes: z.string().trim().max(5_000).optional(),
});
export const smartWeekBody = z.object({ name });
export const addSmartWeekBody = z.object({ smart_week_id: requiredId('smart_week_id') });
export const saveDayWorkoutBody = z.object({ day, workout_id: requiredId('workout_id') });
export const storeWeekWorkoutsBody = z.object({
  days: z.array(z.object({ day, workout_ids: z.array(dbId).max(maxDayWorkouts) })).max(7),
});
export type StoreWeekWorkoutsBody = z.input<typeof storeWeekWorkoutsBody>;
export const sortWeekWorkoutBody = z.object({
  day,
  ids: z.array(dbId).min(1, 'Send the workouts in their new order').max(maxDayWorkouts),
});
export const sortWeeksBody = z.object({
  ids: z.array(dbId).min(1, 'Send the weeks in their new order').max(maxPlanWeeks),
});
export const dayDetailQuery = z.object({
  week_id: dbIdText,
  day: z.coerce.number().int().min(1).max(7),
});

export const planParams = z.object({ workout_plan: dbIdText });
export const weekParams = z.object({ week: dbIdText });
const contactParams = z.object({ contact: contactIdText });

const done = z.object({ status: z.literal(1), message: z.string() });
const planResponse = done.extend({ workout_plan: workoutPlan });
const weekResponse = done.extend({ week: planWeek });
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(1), data: z.array(item) });
const bulkResponse = done.extend({ affected: z.number().int() });

const plans = { tag: 'workout-plans' } as const;
const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'workouts', action } }) as const;

export const workoutPlanEndpoints = {
  list: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/list',
    description: 'Plans by ordering, highest first.',
    query: planListQuery,
    response: paginated(workoutPlan),
  }),
  all: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/all',
    description: 'Every plan by name, for pickers.',
    response: listOf(workoutPlan),
  }),
  details: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/:workout_plan/details',
    description: 'The plan with its counts.',
    params: planParams,
    response: z.object({ status: z.literal(1), data: workoutPlan }),
  }),
  weeks: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/:workout_plan/weeks',
    description: 'The plan’s weeks in order, each day with its workouts.',
    params: planParams,
    response: listOf(planWeek),
  }),
  fetchPlan: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/:workout_plan/fetch-plan',
    description: 'The plan and its weeks in one answer, as the builder opens it.',
    params: planParams,
    response: z.object({ status: z.literal(1), data: workoutPlanDetail }),
  }),
  smartWeeks: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/smart-weeks',
    description: 'Weeks kept to add to any plan.',
    response: listOf(planWeek),
  }),
  dayDetail: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/:workout_plan/day-detail',
    description: 'A day of a week, with its workouts’ blocks and exercises.',
    params: planParams,
    query: dayDetailQuery,
    response: z.object({
      status: z.literal(1),
      data: z.object({ week: planWeek, day: z.number().int(), workouts: z.array(workoutDetail) }),
    }),
  }),
  analytics: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/:workout_plan/analytics',
    params: planParams,
    response: z.object({
      status: z.literal(1),
      data: workoutAnalytics.extend({
        /** Of the days scheduled so far, the share done (percent, one decimal). */
        adherence: z.number().nullable(),
      }),
    }),
  }),
  activity: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/:workout_plan/activity',
    description: 'Sessions logged for the plan’s days, latest first.',
    params: planParams,
    query: pageQuery,
    response: paginated(workoutSession),
  }),
  contacts: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/:workout_plan/contacts',
    description: 'The plan’s contacts by status: active, deleted, optins, completed (002 §4).',
    params: planParams,
    query: programContactsQuery,
    response: paginated(programContact),
  }),
  contactWorkoutPlans: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/:contact/contact-workout-plans',
    description: 'The plans a contact has been given, with their days done.',
    params: contactParams,
    response: listOf(contactPlan),
  }),
  contactReport: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/:workout_plan/contact-report',
    description: 'A contact’s schedule of the plan, each day done or not, and their sessions.',
    params: planParams,
    query: contactReportQuery,
    response: z.object({ status: z.literal(1), data: planContactReport }),
  }),
  contactExerciseHistory: endpoint({
    ...plans,
    ...may('view'),
    method: 'GET',
    path: 'workout-plan/:workout_plan/contact-exercise-history',
    description: 'Each exercise the contact logged on the plan, over time.',
    params: planParams,
    query: exerciseHistoryQuery,
    response: listOf(exerciseHistory),
  }),
  create: endpoint({
    ...plans,
    ...may('create'),
    method: 'POST',
    path: 'workout-plan/create',
    description: 'A plan with empty weeks, on top of the list.',
    body: createPlanBody,
    response: planResponse,
  }),
  store: endpoint({
    ...plans,
    ...may('create'),
    method: 'POST',
    path: 'workout-plan/store',
    description: 'A whole plan at once: its weeks and each day’s workouts.',
    body: storePlanBody,
    response: planResponse,
  }),
  createWeek: endpoint({
    ...plans,
    ...may('update'),
    method: 'POST',
    path: 'workout-plan/:workout_plan/create-week',
    description: 'An empty week at the end.',
    params: planParams,
    response: weekResponse,
  }),
  duplicate: endpoint({
    ...plans,
    ...may('create'),
    method: 'POST',
    path: 'workout-plan/duplicate',
    description: 'A copy with its weeks and days, none of its contacts.',
    body: planIdBody,
    response: planResponse,
  }),
  createSmartWeek: endpoint({
    ...plans,
    ...may('update'),
    method: 'POST',
    path: 'workout-plan/week/:week/create-smart-week',
    description: 'Keeps a copy of the week, named, to add to any plan.',
    params: weekParams,
    body: smartWeekBody,
    response: weekResponse,
  }),
  savePlanWeekWorkout: endpoint({
    ...plans,
    ...may('update'),
    method: 'POST',
    path: 'workout-plan/week/:week/save-plan-week-workout',
    description: 'Adds a workout at the end of a day.',
    params: weekParams,
    body: saveDayWorkoutBody,
    response: weekResponse,
  }),
  storeWeekWorkouts: endpoint({
    ...plans,
    ...may('update'),
    method: 'POST',
    path: 'workout-plan/week/:week/store-week-workouts',
    description: 'Sets the workouts of the days named, in order (the other days stay).',
    params: weekParams,
    body: storeWeekWorkoutsBody,
    response: weekResponse,
  }),
  duplicateWeek: endpoint({
    ...plans,
    ...may('update'),
    method: 'POST',
    path: 'workout-plan/week/:week/duplicate',
    description: 'A copy of the week right after it.',
    params: weekParams,
    response: weekResponse,
  }),
  addSmartWeek: endpoint({
    ...plans,
    ...may('update'),
    method: 'POST',
    path: 'workout-plan/:workout_plan/add-smart-week',
    description: 'A copy of a smart week at the end of the plan.',
    params: planParams,
    body: addSmartWeekBody,
    response: weekResponse,
  }),
  addContact: endpoint({
    ...plans,
    ...may('update'),
    method: 'POST',
    path: 'workout-plan/add-contact',
    description:
      'Gives the plan to the selected contacts from a start date; their days are scheduled from it.',
    body: programContactsBody,
    response: bulkResponse,
  }),
  removeContact: endpoint({
    ...plans,
    ...may('update'),
    method: 'POST',
    path: 'workout-plan/remove-contact',
    description: 'Takes the plan back (status deleted); what they logged stays.',
    body: programContactsBody,
    response: bulkResponse,
  }),
  resendReminder: endpoint({
    ...plans,
    ...may('update'),
    method: 'PATCH',
    path: 'workout-plan/:workout_plan/resend-reminder',
    description: 'Emails the contact a reminder of the plan, with the link to their portal.',
    params: planParams,
    body: resendReminderBody,
    response: done,
  }),
  rename: endpoint({
    ...plans,
    ...may('update'),
    method: 'PATCH',
    path: 'workout-plan/:workout_plan/rename',
    params: planParams,
    body: renamePlanBody,
    response: planResponse,
  }),
  updateWeek: endpoint({
    ...plans,
    ...may('update'),
    method: 'PATCH',
    path: 'workout-plan/week/:week/update',
    params: weekParams,
    body: updateWeekBody,
    response: weekResponse,
  }),
  sortWeekWorkout: endpoint({
    ...plans,
    ...may('update'),
    method: 'PATCH',
    path: 'workout-plan/week/:week/sort-week-workout',
    description: 'Puts a day’s workouts in the order of the ids (every one, each once).',
    params: weekParams,
    body: sortWeekWorkoutBody,
    response: weekResponse,
  }),
  sortWeeks: endpoint({
    ...plans,
    ...may('update'),
    method: 'PATCH',
    path: 'workout-plan/:workout_plan/sort-week',
    description: 'Puts the weeks in the order of the ids (every week, each once).',
    params: planParams,
    body: sortWeeksBody,
    response: listOf(planWeek),
  }),
  delete: endpoint({
    ...plans,
    ...may('delete'),
    method: 'DELETE',
    path: 'workout-plan/delete',
    description: 'Deletes plans; their contacts’ sessions stay with the workouts.',
    body: planIdsBody,
    response: bulkResponse,
  }),
  deleteWeek: endpoint({
    ...plans,
    ...may('update'),
    method: 'DELETE',
    path: 'workout-plan/week/:week/delete',
    params: weekParams,
    response: done,
  }),
  deleteSmartWeek: endpoint({
    ...plans,
    ...may('update'),
    method: 'DELETE',
    path: 'workout-plan/week/:week/delete-smart-week',
    params: weekParams,
    response: done,
  }),
};

/** The coach's view of one contact's portal (001 §7 Client portal). */
export const clientPortalPlanEndpoints = {
  workoutPlans: endpoint({
    tag: 'client-portal',
    method: 'GET',
    path: 'client-portal/workout-plans',
    permission: { area: 'client-portal', action: 'view' },
    description: 'The plans the contact sees in their portal, with their schedule.',
    query: z.object({ contact_id: contactIdText }),
    response: listOf(contactPlan.extend({ schedule: z.array(scheduledDay) })),
  }),
};

/** The contact's plans, as their phone shows them. */
export const portalPlanEndpoints = {
  plans: endpoint({
    tag: 'portal',
    access: 'contact',
    method: 'GET',
    path: 'portal/workout-plans',
    description: 'The contact’s plans, each with its calendar of days done and to come.',
    response: listOf(contactPlan.extend({ schedule: z.array(scheduledDay) })),
  }),
};
