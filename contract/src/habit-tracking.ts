import { z } from 'zod';
import { dashboardPageQuery, paginated } from './api';
import {
  checkInPageDefaults,
  checkInPageSettings,
  checkInProgramEndpoints,
  checkInScenario,
  checkInTokenParams,
  checkInUploadResponse,
  done,
  listOf,
  orderedIds,
  programAccess,
  scenarioBodies,
  scenarioContactFields,
  scenarioListQuery,
  scenarioName,
  scenarioSearch,
} from './check-in-programs';
import { boundedDay } from './dates';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText } from './ids';
import { progressContactStatuses, progressReminder } from './progress-tracking';
import { hexColor } from './styles';

// Habit tracking (002 §3 Habit tracking, §4, §5, §7 Habit tracking, §9; issue 16 §5): a daily
// check-in. A scenario holds categories of habits (drink water, sleep 8 hours…, each worth
// points and asking for a photo proof or not), contacts on it (active, or deleted: taken off and
// kept), and each contact's check-ins: per habit and day of the location's calendar, done or
// not, with a note and a photo proof. A contact's score is the points of the habits done, their
// streak the run of days up to today (or yesterday) with at least one habit done; scores are
// kept as check-ins arrive, so the leaderboard reads them ranked, and the refresh calls count
// them again from the check-ins. Reminders go as progress tracking's do (type 1 email, else
// SMS), each with the contact's personal check-in link. 002 §7 names the calls (methods as
// written; the scenario's id travels in the query or the body, as the paths carry none); the
// shapes are designed here.

export const habitMessages = {
  created: 'Habit tracking has been created successfully!',
  updated: 'Habit tracking has been updated successfully!',
  renamed: 'Habit tracking has been renamed successfully!',
  duplicated: 'Habit tracking has been duplicated successfully!',
  deleted: 'Habit tracking has been deleted successfully!',
  contactAdded: 'Contact has been added to the habit tracking',
  contactRemoved: 'Contact has been removed from the habit tracking',
  reminderEnabled: 'Reminder has been enabled',
  reminderDisabled: 'Reminder has been disabled',
  reminderRestarted: 'Reminder has been restarted',
  reminderResent: 'Reminder has been sent',
  categoriesSaved: 'Categories have been saved successfully!',
  categoryDeleted: 'Category has been deleted successfully!',
  habitCreated: 'Habit has been created successfully!',
  habitsUpdated: 'Habits have been updated successfully!',
  habitDeleted: 'Habit has been deleted successfully!',
  sorted: 'The order has been saved successfully!',
  habitScoresRefreshed: 'Habit scores have been refreshed',
  contactScoresRefreshed: 'Contact scores have been refreshed',
  submitted: 'Great job! Your habits have been saved.',
  categoryNameRequired: 'The category name is required',
  categoryNameTooLong: 'The category name may not be greater than 150 characters',
  categoryNameTaken: 'Another category already has this name',
  categoriesIncomplete: 'Send every category of the habit tracking, each once',
  habitsIncomplete: 'Send every habit of the category, each once',
  notOnTracking: 'The contact is not active on this habit tracking',
  noReminder: 'Set a reminder schedule first',
  notAHabit: 'This habit is not part of the habit tracking',
  proofRequired: 'Upload a photo',
  proofInvalid: 'Please upload the photo again',
  proofTooLarge: 'The photo is larger than 10 MB',
  proofEmpty: 'The photo is empty',
  noSpace: 'Photos cannot be saved right now. Please contact your coach.',
  dayOutOfRange: 'Check-ins can be made for today and the 6 days before',
  linkInvalid: 'This link is no longer valid',
  reminderSubject: 'Time to check in your habits',
  reminderText: (name: string, url: string) =>
    `Hi! Did you keep your habits today? Check in for ${name}: ${url}`,
} as const;

/** The web's path of a contact's personal check-in page (reminders link to it). */
export const habitCheckInPath = '/habits/:token';

export const habitPageSize = 6;
export const leaderboardPageSize = 25;
export const maxHabitCategories = 30;
export const maxCategoryHabits = 50;
export const maxHabitProofBytes = 10 * 1024 * 1024;
/** How many days back a check-in may be made or changed: today and the 6 days before. */
export const habitCheckInDaysBack = 6;
/** The days a contact's view covers (their calendar and charts). */
export const habitHistoryDays = 90;
export const habitProofKinds = ['none', 'optional', 'required'] as const;
export type HabitProofKind = (typeof habitProofKinds)[number];
export const habitContactStatuses = progressContactStatuses;

/**
 * The reserved template variables of a reminder's message (002 §3 "reserved template variables
 * for name and links"): the scenario's name and the contact's personal link. A message without
 * the link gets it on a line of its own.
 */
export const habitReminderVariables = {
  name: '{{habit_tracking_name}}',
  link: '{{habit_tracking_url}}',
} as const;

/** 002 §3: the public page's defaults (saved style content type 5, 001 §3). */
export const habitSettingsDefaults = {
  ...checkInPageDefaults('Time To Submit Your Habits', 'Submit'),
  cover_image: null,
  overlay_color: '#000000',
  overlay_opacity: 50,
} as const;

/** What `create` starts a scenario with. */
export const defaultHabitCategories = [
  {
    name: 'Daily habits',
    habits: [
      { name: 'Drink 8 glasses of water', points: 1, proof: 'none' },
      { name: 'Sleep 7 hours or more', points: 1, proof: 'none' },
      { name: 'Walk 10,000 steps', points: 2, proof: 'optional' },
    ],
  },
] as const satisfies readonly {
  name: string;
  habits: readonly { name: string; points: number; proof: HabitProofKind }[];
}[];

const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|\/)[^\s]*$/, 'The image must be an address, like https://… or /uploads/…')
  .nullable();

export const habitSettings = checkInPageSettings.extend({
  /** The page's cover, under the overlay. */
  cover_image: imageUrl,
  overlay_color: hexColor,
  /** 0–100, default 50 (002 §3). */
  overlay_opacity: z.number().int().min(0).max(100),
});
export type HabitSettings = z.output<typeof habitSettings>;

export const habitReminder = progressReminder;
export type HabitReminder = z.output<typeof habitReminder>;

// Entities -------------------------------------------------------------------------------------

export const habitTracking = checkInScenario(habitReminder, habitSettings, {
  contacts_count: z.number().int(),
  habits_count: z.number().int(),
});
export type HabitTracking = z.output<typeof habitTracking>;

export const habit = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** What a day done is worth toward the contact's score, 1–100. */
  points: z.number().int(),
  proof: z.enum(habitProofKinds),
  order: z.number().int(),
});
export type Habit = z.output<typeof habit>;

export const habitCategory = z.object({
  id: z.number().int(),
  habit_tracking_id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  habits: z.array(habit),
});
export type HabitCategory = z.output<typeof habitCategory>;

/** A contact's standing on a scenario: kept as check-ins arrive. */
export const habitScore = z.object({
  score: z.number().int(),
  /** Days in a row, up to today or yesterday, with at least one habit done. */
  current_streak: z.number().int(),
  best_streak: z.number().int(),
  /** Days with at least one habit done. */
  days_done: z.number().int(),
  last_checkin_on: z.string().nullable(),
});
export type HabitScore = z.output<typeof habitScore>;

export const habitContact = habitScore.extend(scenarioContactFields(habitContactStatuses));

export const habitLeaderboardEntry = habitScore.extend({
  rank: z.number().int(),
  contact_id: z.number().int(),
  full_name: z.string(),
});

export const habitProof = z.object({
  id: z.number().int(),
  habit_id: z.number().int(),
  habit_name: z.string(),
  contact_id: z.number().int(),
  full_name: z.string(),
  /** The day checked in. */
  date: z.string(),
  name: z.string(),
  size: z.number().int(),
  /** The address the photo is shown from. */
  url: z.string(),
  created_at: z.string(),
});

/** One habit's day for a contact. */
export const habitCheckIn = z.object({
  habit_id: z.number().int(),
  date: z.string(),
  done: z.boolean(),
  note: z.string(),
  has_proof: z.boolean(),
});

/** A habit's figures for one contact, or over every contact (refresh-habit-scores). */
export const habitStats = z.object({
  habit_id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  points: z.number().int(),
  /** Days done. */
  completions: z.number().int(),
  /** Points earned: completions × points. */
  score: z.number().int(),
  /** Days done over the days since the contact(s) joined, within the history window, 0–100. */
  completion_rate: z.number(),
  current_streak: z.number().int(),
  best_streak: z.number().int(),
});

/** Today and this week (Monday to Sunday of the location's calendar) for one contact. */
export const habitCurrentProgress = z.object({
  contact_id: z.number().int(),
  full_name: z.string(),
  today: z.object({ done: z.number().int(), total: z.number().int() }),
  week: z.object({ done: z.number().int(), total: z.number().int(), percent: z.number() }),
  score: z.number().int(),
  current_streak: z.number().int(),
});

/** contact-habit-tracking: the coach's view of one contact on a scenario. */
export const contactHabitView = z.object({
  status: z.literal(1),
  contact: z.object({ id: z.number().int(), full_name: z.string() }),
  score: habitScore.extend({ rank: z.number().int().nullable() }),
  habits: z.array(habitStats),
  /** Each day of the window with the habits done, oldest first (the calendar and charts). */
  days: z.array(z.object({ date: z.string(), done: z.array(z.number().int()) })),
  checkins: z.array(habitCheckIn),
  proofs: z.array(habitProof),
});

// Bodies and queries ---------------------------------------------------------------------------

const bodies = scenarioBodies('habit_tracking_id');
const { trackingId, trackingQuery } = bodies;
export const habitListQuery = scenarioListQuery(habitPageSize);
export const habitContactsQuery = dashboardPageQuery.extend({
  habit_tracking_id: dbIdText,
  status: z.enum(habitContactStatuses).default('active'),
  search: scenarioSearch,
});
export const habitContactQuery = z.object({ contact_id: contactIdText });
export const habitCurrentQuery = trackingQuery.extend({ contact_id: contactIdText.optional() });
export const habitProofQuery = dashboardPageQuery.extend({
  habit_tracking_id: dbIdText,
  contact_id: contactIdText.optional(),
});
export const habitLeaderboardQuery = dashboardPageQuery.extend({
  habit_tracking_id: dbIdText,
  per_page: z.coerce.number().int().min(1).max(100).default(leaderboardPageSize),
});

const habitFields = z.object({
  name: scenarioName('name'),
  description: z.string().trim().max(1_000).default(''),
  points: z.number().int().min(1).max(100).default(1),
  proof: z.enum(habitProofKinds).default('none'),
});

/**
 * Category names checked with their errors on `category_{index}` (002 §5), the index being the
 * category's place in the list sent. Checked on the body (not the list), so the key is the
 * field's name itself and not `categories.category_{index}`.
 */
const checkCategoryNames = (categories: readonly { name: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  categories.forEach((category, index) => {
    const given = category.name.trim();
    const message = !given
      ? habitMessages.categoryNameRequired
      : given.length > 150
        ? habitMessages.categoryNameTooLong
        : seen.has(given.toLowerCase())
          ? habitMessages.categoryNameTaken
          : null;
    seen.add(given.toLowerCase());
    if (message) ctx.addIssue({ code: 'custom', path: [`category_${index}`], message });
  });
};
const categoryName = z.string().max(1_000);

export const createHabitTrackingBody = bodies.create;
export const storeHabitTrackingBody = z
  .object({
    name: scenarioName('name'),
    settings: habitSettings.partial().optional(),
    reminder: habitReminder.nullable().optional(),
    has_reminder: z.boolean().optional(),
    categories: z
      .array(
        z.object({
          name: categoryName,
          habits: z.array(habitFields).max(maxCategoryHabits).default([]),
        }),
      )
      .max(maxHabitCategories)
      .optional(),
  })
  .superRefine((body, ctx) => checkCategoryNames(body.categories ?? [], ctx));
export const duplicateHabitTrackingBody = bodies.duplicate;
export const renameHabitTrackingBody = bodies.rename;
export const habitReminderSwitchBody = bodies.reminderSwitch;
export const habitResendReminderBody = trackingId.extend({ contact_id: contactDbId });
export const updateHabitTrackingBody = trackingId.extend({
  name: scenarioName('name').optional(),
  settings: habitSettings.partial().optional(),
  reminder: habitReminder.nullable().optional(),
});
/** The categories to add (no id) or rename (with an id); categories not sent stay. */
export const saveHabitCategoriesBody = trackingId
  .extend({
    categories: z
      .array(z.object({ id: dbId.optional(), name: categoryName }))
      .min(1, 'Add at least one category')
      .max(maxHabitCategories),
  })
  .superRefine((body, ctx) => checkCategoryNames(body.categories, ctx));
export const createHabitBody = habitFields.extend({ category_id: dbId });
export const updateHabitsBody = z.object({
  habits: z
    .array(habitFields.extend({ id: dbId }))
    .min(1)
    .max(maxCategoryHabits),
});
export const sortHabitCategoriesBody = trackingId.extend({
  categories: orderedIds(maxHabitCategories),
});
export const sortCategoryHabitsBody = z.object({
  category_id: dbId,
  habits: orderedIds(maxCategoryHabits),
});
export const deleteHabitTrackingBody = bodies.remove;

/**
 * A day's check-in: each habit sent done or not, with a note and a photo proof (the token an
 * upload answered). Habits not sent keep what they had. Errors on `habits.<habit_id>`.
 */
export const habitCheckInBody = z.object({
  /** The location's today when absent; at most `habitCheckInDaysBack` days back. */
  date: boundedDay('date').optional(),
  habits: z
    .array(
      z.object({
        habit_id: dbId,
        done: z.boolean(),
        note: z.string().trim().max(500).default(''),
        proof: z.string().min(1).max(500).optional(),
      }),
    )
    .min(1, 'Check in at least one habit')
    .max(maxHabitCategories * maxCategoryHabits),
});
export type HabitCheckInBody = z.output<typeof habitCheckInBody>;

/** The fields a proof upload sends before its one file part, `file` (multipart). */
export const habitProofUploadFields = z.object({ habit_id: dbIdText });
export const habitProofUploadResponse = checkInUploadResponse;

const trackingParams = z.object({ habit_tracking: dbIdText });
const categoryParams = z.object({ habit_category: dbIdText });
const habitParams = z.object({ habit: dbIdText });
const proofParams = z.object({ habit_proof: dbIdText });
const dayQuery = z.object({ date: boundedDay('date').optional() });

// Responses ------------------------------------------------------------------------------------

const trackingResponse = done.extend({ habit_tracking: habitTracking });
const categoriesResponse = listOf(habitCategory);

/** A contact's day on a scenario: the habits by category and what they checked in. */
export const habitDay = z.object({
  id: z.number().int(),
  name: z.string(),
  settings: habitSettings,
  categories: z.array(habitCategory),
  /** The day shown (the location's today unless asked), and the days that may be checked in. */
  date: z.string(),
  today: z.string(),
  checkins: z.array(habitCheckIn),
  score: habitScore,
  /** The last 7 days, oldest first: how many habits were done of how many. */
  week: z.array(z.object({ date: z.string(), done: z.number().int(), total: z.number().int() })),
});
export type HabitDay = z.output<typeof habitDay>;

export const publicHabitDay = habitDay.extend({
  status: z.literal(1),
  contact_name: z.string(),
});

const checkInResponse = done.extend({ score: habitScore });

// Endpoints ------------------------------------------------------------------------------------

const { tag, may } = programAccess('habit-tracking');

export const habitTrackingEndpoints = {
  ...checkInProgramEndpoints({
    area: 'habit-tracking',
    noun: 'habit tracking',
    nouns: 'Habit trackings',
    kept: 'check-ins',
    tracking: habitTracking,
    listQuery: habitListQuery,
    trackingResponse,
    bodies,
    describe: {
      create: 'A new tracking by name with the default category and habits, first in the order.',
      duplicate: 'A copy with categories, habits, settings and reminder; no contacts.',
    },
  }),
  contactHabits: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'habit-tracking/:habit_tracking/contact-habit-tracking',
    description:
      'One contact on the tracking: score, rank, streaks, each habit’s figures, the last 90 days and the proofs.',
    params: trackingParams,
    query: habitContactQuery,
    response: contactHabitView,
  }),
  currentProgress: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'habit-tracking/current-progress',
    description: 'Today and this week per active contact (or one), with score and streak.',
    query: habitCurrentQuery,
    response: listOf(habitCurrentProgress),
  }),
  contacts: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'habit-tracking/contacts',
    description: 'The contacts, active or deleted, latest first, with their scores.',
    query: habitContactsQuery,
    response: paginated(habitContact),
  }),
  categories: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'habit-tracking/habit-categories',
    description: 'The categories by order with their habits by order.',
    query: trackingQuery,
    response: categoriesResponse,
  }),
  proofs: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'habit-tracking/contact-habit-proofs',
    description: 'Photos checked in, latest first, of one contact or all.',
    query: habitProofQuery,
    response: paginated(habitProof),
  }),
  proof: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'habit-tracking/proofs/:habit_proof',
    description: 'The photo itself (the `url` of a proof).',
    params: proofParams,
    produces: ['image/*'],
  }),
  leaderboard: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'habit-tracking/leaderboard',
    description:
      'Active contacts ranked by score, then current streak (ties share a rank; the earliest contact first), 25 a page.',
    query: habitLeaderboardQuery,
    response: paginated(habitLeaderboardEntry),
  }),
  refresh: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'habit-tracking/refresh',
    description: 'The tracking as it stands, with its categories and habits.',
    query: trackingQuery,
    response: trackingResponse.extend({ categories: z.array(habitCategory) }),
  }),
  refreshHabitScores: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'habit-tracking/refresh-habit-scores',
    description: 'Counts each habit’s completions and score again from the check-ins.',
    query: trackingQuery,
    response: done.extend({ habits: z.array(habitStats) }),
  }),
  refreshContactScores: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'habit-tracking/refresh-contact-scores',
    description: 'Counts every contact’s score and streaks again from the check-ins.',
    query: trackingQuery,
    response: done.extend({ contacts: z.number().int() }),
  }),
  store: endpoint({
    ...tag,
    ...may('create'),
    method: 'POST',
    path: 'habit-tracking/store',
    description:
      'A new tracking with settings, reminder and categories of habits (category name errors on `category_{index}`).',
    body: storeHabitTrackingBody,
    response: trackingResponse,
  }),
  saveCategories: endpoint({
    ...tag,
    ...may('update'),
    method: 'POST',
    path: 'habit-tracking/save-category',
    description:
      'Adds categories (no id) and renames others; name errors on `category_{index}` (002 §5).',
    body: saveHabitCategoriesBody,
    response: categoriesResponse.extend({ message: z.string() }),
  }),
  createHabit: endpoint({
    ...tag,
    ...may('update'),
    method: 'POST',
    path: 'habit-tracking/create-habit',
    description: 'A habit, last in its category.',
    body: createHabitBody,
    response: done.extend({ habit }),
  }),
  resendReminder: endpoint({
    ...tag,
    ...may('update'),
    method: 'PATCH',
    path: 'habit-tracking/resend-reminder',
    description: 'Sends the reminder to one active contact now (type 1 email, else SMS).',
    body: habitResendReminderBody,
    response: done,
  }),
  update: endpoint({
    ...tag,
    ...may('update'),
    method: 'PATCH',
    path: 'habit-tracking/update',
    description: 'Name, public settings (the names sent) and reminder.',
    body: updateHabitTrackingBody,
    response: trackingResponse,
  }),
  sortCategories: endpoint({
    ...tag,
    ...may('update'),
    method: 'PATCH',
    path: 'habit-tracking/sort-category',
    description: 'Every category of the tracking, each once, with its order.',
    body: sortHabitCategoriesBody,
    response: categoriesResponse,
  }),
  sortHabits: endpoint({
    ...tag,
    ...may('update'),
    method: 'PATCH',
    path: 'habit-tracking/sort-category-habits',
    description: 'Every habit of the category, each once, with its order.',
    body: sortCategoryHabitsBody,
    response: listOf(habit),
  }),
  updateHabits: endpoint({
    ...tag,
    ...may('update'),
    method: 'PATCH',
    path: 'habit-tracking/update-habits',
    description: 'Changes habits (name, description, points, proof) of one tracking.',
    body: updateHabitsBody,
    response: listOf(habit).extend({ message: z.string() }),
  }),
  deleteCategory: endpoint({
    ...tag,
    ...may('update'),
    method: 'DELETE',
    path: 'habit-tracking/category/:habit_category/delete',
    description:
      'Deletes the category with its habits and their check-ins; scores are counted again.',
    params: categoryParams,
    response: done,
  }),
  deleteHabit: endpoint({
    ...tag,
    ...may('update'),
    method: 'DELETE',
    path: 'habit-tracking/:habit/delete-habit',
    description: 'Deletes the habit with its check-ins; scores are counted again.',
    params: habitParams,
    response: done,
  }),
};

/** The contact's personal check-in page (the link reminders carry). */
export const habitPublicEndpoints = {
  day: endpoint({
    ...tag,
    access: 'public',
    method: 'GET',
    path: 'habit-tracking/public/:token',
    description: 'The habits and the day’s check-in for the contact the signed link names.',
    params: checkInTokenParams,
    query: dayQuery,
    response: publicHabitDay,
  }),
  checkIn: endpoint({
    ...tag,
    access: 'public',
    method: 'POST',
    path: 'habit-tracking/public/:token/check-in',
    description: 'A day’s check-in (422 with `habits.<habit_id>` messages). Throttled.',
    params: checkInTokenParams,
    body: habitCheckInBody,
    response: checkInResponse,
  }),
  upload: endpoint({
    ...tag,
    access: 'public',
    method: 'POST',
    path: 'habit-tracking/public/:token/upload',
    description: `Multipart: \`habit_id\` first, then one image part named \`file\` (at most ${maxHabitProofBytes / 1024 / 1024} MB). Answers the token to send as the habit’s proof.`,
    params: checkInTokenParams,
    upload: true,
    response: habitProofUploadResponse,
  }),
};

const contactAccess = { tag: 'portal', access: 'contact' } as const;

/** The signed-in contact's habits in their portal. */
export const portalHabitEndpoints = {
  list: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/habits',
    description: 'The contact’s active habit trackings with today’s check-in, score and week.',
    query: dayQuery,
    response: listOf(habitDay),
  }),
  checkIn: endpoint({
    ...contactAccess,
    method: 'POST',
    path: 'portal/habits/:habit_tracking/check-in',
    params: trackingParams,
    body: habitCheckInBody,
    response: checkInResponse,
  }),
  upload: endpoint({
    ...contactAccess,
    method: 'POST',
    path: 'portal/habits/:habit_tracking/upload',
    description: 'Multipart: `habit_id` first, then one image part named `file`.',
    params: trackingParams,
    upload: true,
    response: habitProofUploadResponse,
  }),
};
