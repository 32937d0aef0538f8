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
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText } from './ids';

// Progress tracking (002 §3 Progress tracking scenario, §4, §7 Progress tracking, §9; issue 16
// §4): a check-in. A scenario holds metric categories (weight, waist, body fat… each with a unit
// and whether it should go down or up), question sections of custom questions (number with a
// unit, text, photo, scale 1–10), contacts on it (active, or deleted: taken off and kept), each
// contact's goals per category (start, target, relation), and the contacts' submissions (their
// answers at a time; photos are the proofs). Current progress compares the latest value with
// the start and the goal; the leaderboard ranks contacts by their percent toward their goals.
// Reminders go on a weekly schedule in the location's time zone, by email (type 1) or SMS, each
// with the contact's personal submission link. 002 §7 names the calls (methods as written); the
// shapes are designed here.

export const progressMessages = {
  created: 'Progress tracking has been created successfully!',
  updated: 'Progress tracking has been updated successfully!',
  renamed: 'Progress tracking has been renamed successfully!',
  duplicated: 'Progress tracking has been duplicated successfully!',
  deleted: 'Progress tracking has been deleted successfully!',
  contactAdded: 'Contact has been added to the progress tracking',
  contactRemoved: 'Contact has been removed from the progress tracking',
  reminderEnabled: 'Reminder has been enabled',
  reminderDisabled: 'Reminder has been disabled',
  reminderRestarted: 'Reminder has been restarted',
  reminderResent: 'Reminder has been sent',
  sectionSaved: 'Question section has been saved successfully!',
  sectionDeleted: 'Question section has been deleted successfully!',
  questionSaved: 'Question has been saved successfully!',
  questionDeleted: 'Question has been deleted successfully!',
  categorySaved: 'Category has been saved successfully!',
  categoryDeleted: 'Category has been deleted successfully!',
  progressSaved: 'Progress has been saved successfully!',
  goalsUpdated: 'Goals have been updated successfully!',
  relationUpdated: 'Relation has been updated successfully!',
  sorted: 'The order has been saved successfully!',
  submitted: 'Thank you! Your progress has been submitted.',
  sectionsIncomplete: 'Send every question section of the progress tracking, each once',
  questionsIncomplete: 'Send every question of the section, each once',
  categoriesIncomplete: 'Send every category of the progress tracking, each once',
  notOnTracking: 'The contact is not active on this progress tracking',
  noReminder: 'Set a reminder schedule first',
  answerNumber: 'Enter a number',
  answerScale: 'Choose a value from 1 to 10',
  answerText: 'Enter an answer',
  answerPhoto: 'Upload a photo',
  proofInvalid: 'Please upload the photo again',
  proofTooLarge: 'The photo is larger than 10 MB',
  proofEmpty: 'The photo is empty',
  notPhotoQuestion: 'This question does not take a photo',
  noSpace: 'Photos cannot be saved right now. Please contact your coach.',
  answerRequired: 'This question is required',
  linkInvalid: 'This link is no longer valid',
  reminderSubject: 'Time to submit your progress',
  reminderText: (name: string, url: string) =>
    `Hi! It's time to submit your progress for ${name}: ${url}`,
} as const;

/** The web's path of a contact's personal submission page (reminders link to it). */
export const progressSubmitPath = '/progress/:token';

export const progressPageSize = 6;
export const maxProgressProofBytes = 10 * 1024 * 1024;
export const maxProgressSections = 30;
export const maxSectionQuestions = 50;
export const maxProgressCategories = 30;
export const progressQuestionTypes = ['number', 'text', 'photo', 'scale'] as const;
export type ProgressQuestionType = (typeof progressQuestionTypes)[number];
export const progressRelations = ['decrease', 'increase'] as const;
export type ProgressRelation = (typeof progressRelations)[number];
export const progressContactStatuses = ['active', 'deleted'] as const;

/** 002 §3: the public page's defaults (saved style content type 4, 001 §3). */
export const progressSettingsDefaults = checkInPageDefaults(
  'Time To Submit Your Progress',
  'Submit Progress',
);

/** The categories a new scenario starts with (default-categories). */
export const defaultProgressCategories = [
  { name: 'Weight', unit: 'kg', relation: 'decrease' },
  { name: 'Waist', unit: 'cm', relation: 'decrease' },
  { name: 'Body fat', unit: '%', relation: 'decrease' },
] as const satisfies readonly { name: string; unit: string; relation: ProgressRelation }[];

const unit = z.string().trim().max(20);
const time = z
  .string()
  .max(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM');
const measure = z.number().finite().min(-1e9).max(1e9);

export const progressSettings = checkInPageSettings;
export type ProgressSettings = z.output<typeof progressSettings>;

/** When reminders go: weekdays (0 Sunday … 6 Saturday) at a time of the location's clock. */
export const progressReminder = z.object({
  /** 1 email, otherwise SMS. */
  type: z.union([z.literal(1), z.literal(2)]),
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1, 'Choose at least one day')
    .max(7)
    .transform((days) => [...new Set(days)].sort()),
  time,
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().max(1_000).optional(),
});
export type ProgressReminder = z.output<typeof progressReminder>;

// Entities -------------------------------------------------------------------------------------

export const progressTracking = checkInScenario(progressReminder, progressSettings, {
  contacts_count: z.number().int(),
});
export type ProgressTracking = z.output<typeof progressTracking>;

export const progressCategory = z.object({
  id: z.number().int(),
  progress_tracking_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  relation: z.enum(progressRelations),
  order: z.number().int(),
});

export const progressQuestion = z.object({
  id: z.number().int(),
  section_id: z.number().int(),
  type: z.enum(progressQuestionTypes),
  label: z.string(),
  unit: z.string(),
  required: z.boolean(),
  order: z.number().int(),
});

export const progressSection = z.object({
  id: z.number().int(),
  progress_tracking_id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  questions: z.array(progressQuestion),
});

export const progressContact = z.object({
  ...scenarioContactFields(progressContactStatuses),
  submissions_count: z.number().int(),
  last_submitted_at: z.string().nullable(),
});

export const progressGoal = z.object({
  category_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  relation: z.enum(progressRelations),
  start: z.number().nullable(),
  target: z.number().nullable(),
});

/** One category's progress for a contact: start, latest and goal, and the percent toward it. */
export const metricProgress = progressGoal.extend({
  latest: z.number().nullable(),
  latest_at: z.string().nullable(),
  /** 0–100, null without a start, a target and a latest value. */
  percent: z.number().nullable(),
});
export type MetricProgress = z.output<typeof metricProgress>;

export const contactCurrentProgress = z.object({
  contact_id: z.number().int(),
  full_name: z.string(),
  metrics: z.array(metricProgress),
  /** The mean percent over the metrics that have one. */
  percent: z.number().nullable(),
});
export type ContactCurrentProgress = z.output<typeof contactCurrentProgress>;

export const leaderboardEntry = contactCurrentProgress
  .omit({ metrics: true })
  .extend({ rank: z.number().int() });

export const progressProof = z.object({
  id: z.number().int(),
  submission_id: z.number().int(),
  question_id: z.number().int().nullable(),
  name: z.string(),
  size: z.number().int(),
  /** The address the photo is shown from. */
  url: z.string(),
  created_at: z.string(),
});

export const progressAnswerValue = z.union([z.number(), z.string()]);
export const progressSubmission = z.object({
  id: z.number().int(),
  contact_id: z.number().int(),
  submitted_at: z.string(),
  /** Values by category id. */
  metrics: z.array(z.object({ category_id: z.number().int(), value: z.number() })),
  answers: z.array(z.object({ question_id: z.number().int(), value: progressAnswerValue })),
  proofs: z.array(progressProof),
});

/** A category's values over time, for the contact's charts. */
export const progressSeries = z.object({
  category_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  points: z.array(z.object({ at: z.string(), value: z.number() })),
});

export const contactProgressView = z.object({
  status: z.literal(1),
  contact: z.object({ id: z.number().int(), full_name: z.string() }),
  progress: contactCurrentProgress,
  charts: z.array(progressSeries),
  submissions: z.array(progressSubmission),
});

// Bodies and queries ---------------------------------------------------------------------------

const bodies = scenarioBodies('progress_tracking_id');
const { trackingId } = bodies;
export const progressListQuery = scenarioListQuery(progressPageSize);
export const progressContactsQuery = dashboardPageQuery.extend({
  status: z.enum(progressContactStatuses).default('active'),
  search: scenarioSearch,
});
export const contactQuery = z.object({ contact_id: contactIdText });
export const optionalContactQuery = z.object({ contact_id: contactIdText.optional() });
export const proofQuery = dashboardPageQuery.extend({ contact_id: contactIdText.optional() });
export const updateGoalsQuery = z.object({
  progress_category_id: dbIdText,
  start: z.coerce.number().finite().min(-1e9).max(1e9).optional(),
  target: z.coerce.number().finite().min(-1e9).max(1e9).optional(),
});
export const relationQuery = z.object({
  progress_category_id: dbIdText,
  relation: z.enum(progressRelations),
});

export const createProgressBody = bodies.create;
export const storeProgressBody = z.object({
  name: scenarioName('name'),
  settings: progressSettings.partial().optional(),
  reminder: progressReminder.nullable().optional(),
  has_reminder: z.boolean().optional(),
  categories: z
    .array(z.object({ name: scenarioName('name'), unit, relation: z.enum(progressRelations) }))
    .max(maxProgressCategories)
    .optional(),
});
export const duplicateProgressBody = bodies.duplicate;
export const renameProgressBody = bodies.rename;
export const reminderSwitchBody = bodies.reminderSwitch;
export const resendReminderBody = z.object({ contact_id: contactDbId });
export const updateProgressBody = z.object({
  name: scenarioName('name').optional(),
  settings: progressSettings.partial().optional(),
  reminder: progressReminder.nullable().optional(),
});
export const saveSectionBody = trackingId.extend({
  /** Present: rename that section. */
  id: dbId.optional(),
  name: scenarioName('name'),
});
export const saveQuestionBody = z.object({
  section_id: dbId,
  id: dbId.optional(),
  type: z.enum(progressQuestionTypes),
  label: scenarioName('label'),
  unit: unit.default(''),
  required: z.boolean().default(false),
});
export const saveCategoryBody = trackingId.extend({
  /** Present: change that category; absent: a new (custom) category. */
  id: dbId.optional(),
  name: scenarioName('name'),
  unit,
  relation: z.enum(progressRelations),
});
export const createCategoryProgressBody = z.object({
  progress_tracking_id: dbId,
  contact_id: contactDbId,
  category_id: dbId,
  value: measure,
  recorded_at: z.iso.datetime({ offset: true }).max(40).optional(),
});
export const updateCategoryProgressBody = z.object({
  progress_entry_id: dbId,
  value: measure,
});
export const sortSectionsBody = trackingId.extend({ sections: orderedIds(maxProgressSections) });
export const sortQuestionsBody = z.object({
  section_id: dbId,
  questions: orderedIds(maxSectionQuestions),
});
export const sortCategoriesBody = trackingId.extend({
  categories: orderedIds(maxProgressCategories),
});
export const deleteProgressBody = bodies.remove;

/** A submission: values by category, answers by question (photos by upload token). */
export const progressSubmitBody = z.object({
  metrics: z
    .array(z.object({ category_id: dbId, value: measure }))
    .max(maxProgressCategories)
    .default([]),
  answers: z
    .array(
      z.object({
        question_id: dbId,
        value: z.union([measure, z.string().max(5_000)]),
      }),
    )
    .max(maxProgressSections * maxSectionQuestions)
    .default([]),
});
export type ProgressSubmitBody = z.output<typeof progressSubmitBody>;

/** The fields a photo upload sends before its one file part, `file` (multipart). */
export const progressUploadFields = z.object({ question_id: dbIdText });
export const progressUploadResponse = checkInUploadResponse;

const trackingParams = z.object({ progress_tracking: dbIdText });
const goalParams = z.object({ progress_tracking: dbIdText, contact: contactIdText });
const sectionParams = z.object({ progress_section: dbIdText });
const questionParams = z.object({ progress_question: dbIdText });
const categoryParams = z.object({ progress_category: dbIdText });
const proofParams = z.object({ progress_proof: dbIdText });
const uploadNote = `Multipart: \`question_id\` of a photo question first, then one image part named \`file\` (at most ${maxProgressProofBytes / 1024 / 1024} MB). Answers the token to send as the question's answer.`;

// Responses ------------------------------------------------------------------------------------

const trackingResponse = done.extend({ progress_tracking: progressTracking });
const sectionsResponse = listOf(progressSection);
const categoriesResponse = listOf(progressCategory);
const goalsResponse = listOf(progressGoal);

/** The public page: the scenario's settings, categories and sections, for one contact. */
export const publicProgressForm = z.object({
  status: z.literal(1),
  name: z.string(),
  contact_name: z.string(),
  settings: progressSettings,
  categories: z.array(progressCategory),
  sections: z.array(progressSection),
});

export const portalProgress = z.object({
  id: z.number().int(),
  name: z.string(),
  settings: progressSettings,
  categories: z.array(progressCategory),
  sections: z.array(progressSection),
  progress: contactCurrentProgress,
  /** Each category's values over time, for the contact's charts. */
  charts: z.array(progressSeries),
  last_submitted_at: z.string().nullable(),
});
export type PortalProgress = z.output<typeof portalProgress>;

// Endpoints ------------------------------------------------------------------------------------

const { tag, may } = programAccess('progress-tracking');

export const progressTrackingEndpoints = {
  ...checkInProgramEndpoints({
    area: 'progress-tracking',
    noun: 'progress tracking',
    nouns: 'Progress trackings',
    kept: 'submissions',
    tracking: progressTracking,
    listQuery: progressListQuery,
    trackingResponse,
    bodies,
    describe: {
      create: 'A new tracking by name, with the default categories, first in the order.',
      duplicate: 'A copy with categories, sections, questions, settings and reminder; no contacts.',
    },
  }),
  contactProgress: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'progress-tracking/:progress_tracking/contact-progress-tracking',
    description:
      'One contact on the tracking: current progress, each category over time, submissions with answers and proofs (the view-response page).',
    params: trackingParams,
    query: contactQuery,
    response: contactProgressView,
  }),
  currentProgress: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'progress-tracking/:progress_tracking/current-progress',
    description: 'Latest against start and goal per category, for one contact or every active one.',
    params: trackingParams,
    query: optionalContactQuery,
    response: listOf(contactCurrentProgress),
  }),
  contacts: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'progress-tracking/:progress_tracking/contacts',
    description: 'The contacts, active or deleted, latest first.',
    params: trackingParams,
    query: progressContactsQuery,
    response: paginated(progressContact),
  }),
  leaderboard: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'progress-tracking/:progress_tracking/leaderboard',
    description: 'Active contacts ranked by percent toward their goals.',
    params: trackingParams,
    response: listOf(leaderboardEntry),
  }),
  proofs: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'progress-tracking/:progress_tracking/contact-progress-proof',
    description: 'Photos submitted, latest first, of one contact or all.',
    params: trackingParams,
    query: proofQuery,
    response: paginated(progressProof),
  }),
  proof: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'progress-tracking/proofs/:progress_proof',
    description: 'The photo itself (the `url` of a proof).',
    params: proofParams,
    produces: ['image/*'],
  }),
  questionSections: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'progress-tracking/:progress_tracking/question-sections',
    params: trackingParams,
    response: sectionsResponse,
  }),
  defaultCategories: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'progress-tracking/default-categories',
    response: z.object({
      status: z.literal(1),
      data: z.array(
        z.object({ name: z.string(), unit: z.string(), relation: z.enum(progressRelations) }),
      ),
    }),
  }),
  refresh: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'progress-tracking/:progress_tracking/refresh',
    description: 'The tracking as it stands, with its categories.',
    params: trackingParams,
    response: trackingResponse.extend({ categories: z.array(progressCategory) }),
  }),
  goals: endpoint({
    ...tag,
    ...may('view'),
    method: 'GET',
    path: 'progress-tracking/:progress_tracking/contact/:contact/goals',
    description: 'The contact’s goal per category (start, target, relation).',
    params: goalParams,
    response: goalsResponse,
  }),
  updateGoals: endpoint({
    ...tag,
    ...may('update'),
    method: 'GET',
    path: 'progress-tracking/:progress_tracking/contact/:contact/update-goals',
    description: 'Sets a category’s start and target for the contact. GET as 002 writes.',
    params: goalParams,
    query: updateGoalsQuery,
    response: goalsResponse.extend({ message: z.string() }),
  }),
  relation: endpoint({
    ...tag,
    ...may('update'),
    method: 'GET',
    path: 'progress-tracking/:progress_tracking/contact/:contact/relation',
    description:
      'Whether the contact’s goal on a category is to decrease or increase. GET as written.',
    params: goalParams,
    query: relationQuery,
    response: goalsResponse.extend({ message: z.string() }),
  }),
  store: endpoint({
    ...tag,
    ...may('create'),
    method: 'POST',
    path: 'progress-tracking/store',
    description:
      'A new tracking with its settings, reminder and categories (the defaults if none).',
    body: storeProgressBody,
    response: trackingResponse,
  }),
  saveSection: endpoint({
    ...tag,
    ...may('update'),
    method: 'POST',
    path: 'progress-tracking/save-question-section',
    body: saveSectionBody,
    response: done.extend({ section: progressSection }),
  }),
  saveQuestion: endpoint({
    ...tag,
    ...may('update'),
    method: 'POST',
    path: 'progress-tracking/save-custom-question',
    body: saveQuestionBody,
    response: done.extend({ question: progressQuestion }),
  }),
  createCategoryProgress: endpoint({
    ...tag,
    ...may('update'),
    method: 'POST',
    path: 'progress-tracking/create-category-progress',
    description: 'A value of a category recorded for a contact by the coach.',
    body: createCategoryProgressBody,
    response: done.extend({ id: z.number().int() }),
  }),
  updateCategoryProgress: endpoint({
    ...tag,
    ...may('update'),
    method: 'POST',
    path: 'progress-tracking/update-category-progress',
    body: updateCategoryProgressBody,
    response: done,
  }),
  updateCategory: endpoint({
    ...tag,
    ...may('update'),
    method: 'POST',
    path: 'progress-tracking/update-category',
    description: 'Changes a category, or without an id adds a custom one last.',
    body: saveCategoryBody,
    response: done.extend({ category: progressCategory }),
  }),
  resendReminder: endpoint({
    ...tag,
    ...may('update'),
    method: 'PATCH',
    path: 'progress-tracking/:progress_tracking/resend-reminder',
    description: 'Sends the reminder to one active contact now (type 1 email, else SMS).',
    params: trackingParams,
    body: resendReminderBody,
    response: done,
  }),
  update: endpoint({
    ...tag,
    ...may('update'),
    method: 'PATCH',
    path: 'progress-tracking/:progress_tracking/update',
    description: 'Name, public settings (the names sent) and reminder.',
    params: trackingParams,
    body: updateProgressBody,
    response: trackingResponse,
  }),
  sortSections: endpoint({
    ...tag,
    ...may('update'),
    method: 'PATCH',
    path: 'progress-tracking/short-question-section',
    description: 'Every section of the tracking, each once, with its order ("short" as written).',
    body: sortSectionsBody,
    response: sectionsResponse,
  }),
  sortCategories: endpoint({
    ...tag,
    ...may('update'),
    method: 'PATCH',
    path: 'progress-tracking/short-categories',
    body: sortCategoriesBody,
    response: categoriesResponse,
  }),
  sortQuestions: endpoint({
    ...tag,
    ...may('update'),
    method: 'PATCH',
    path: 'progress-tracking/short-custom-question',
    body: sortQuestionsBody,
    response: sectionsResponse,
  }),
  deleteSection: endpoint({
    ...tag,
    ...may('update'),
    method: 'DELETE',
    path: 'progress-tracking/:progress_section/delete-question-section',
    description: 'Deletes the section with its questions.',
    params: sectionParams,
    response: done,
  }),
  deleteQuestion: endpoint({
    ...tag,
    ...may('update'),
    method: 'DELETE',
    path: 'progress-tracking/:progress_question/delete-question',
    params: questionParams,
    response: done,
  }),
  deleteCategory: endpoint({
    ...tag,
    ...may('update'),
    method: 'DELETE',
    path: 'progress-tracking/custom/:progress_category/delete',
    description: 'Deletes a category with its goals and values.',
    params: categoryParams,
    response: done,
  }),
};

/** The contact's personal submission page (the link reminders carry). */
export const progressPublicEndpoints = {
  form: endpoint({
    ...tag,
    access: 'public',
    method: 'GET',
    path: 'progress-tracking/public/:token',
    description: 'The submission form for the contact the signed link names.',
    params: checkInTokenParams,
    response: publicProgressForm,
  }),
  submit: endpoint({
    ...tag,
    access: 'public',
    method: 'POST',
    path: 'progress-tracking/public/:token/submit',
    description: 'A submission (422 with `metrics`/`answers.<question_id>` messages). Throttled.',
    params: checkInTokenParams,
    body: progressSubmitBody,
    response: done.extend({ submission_id: z.number().int() }),
  }),
  upload: endpoint({
    ...tag,
    access: 'public',
    method: 'POST',
    path: 'progress-tracking/public/:token/upload',
    description: `${uploadNote} Throttled.`,
    params: checkInTokenParams,
    upload: true,
    response: progressUploadResponse,
  }),
};

const contactAccess = { tag: 'portal', access: 'contact' } as const;

/** The signed-in contact's check-ins in their portal. */
export const portalProgressEndpoints = {
  list: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/progress',
    description: 'The contact’s active check-ins with their current progress.',
    response: listOf(portalProgress),
  }),
  submit: endpoint({
    ...contactAccess,
    method: 'POST',
    path: 'portal/progress/:progress_tracking/submit',
    params: trackingParams,
    body: progressSubmitBody,
    response: done.extend({ submission_id: z.number().int() }),
  }),
  upload: endpoint({
    ...contactAccess,
    method: 'POST',
    path: 'portal/progress/:progress_tracking/upload',
    description: uploadNote,
    params: trackingParams,
    upload: true,
    response: progressUploadResponse,
  }),
};
