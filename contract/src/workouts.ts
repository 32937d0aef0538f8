import { z } from 'zod';
import { dashboardPageQuery, pageQuery, paginated } from './api';
import { requiredString } from './auth';
import { contactSelection } from './contacts';
import { boundedDay } from './dates';
import { endpoint } from './endpoint';
import { contactIdText, dbId, dbIdText, idList, maxDbId, requiredId } from './ids';

// Workouts (002 §3 Workout, §4, §7 Workouts; issue 16 §1, §3): the exercise library, workouts
// built of blocks of exercises, their contacts, and what the contacts log. Every location starts
// with the library of the Free Exercise DB (public domain), its fields mapped onto the attribute
// types 1–11 of 002 §3; coaches add their own exercises, attributes and attribute types. 002 §7
// names the calls; their shapes are designed here.

export const workoutMessages = {
  created: 'Workout has been created successfully!',
  updated: 'Workout has been updated successfully!',
  renamed: 'Workout has been renamed successfully!',
  duplicated: 'Workout has been duplicated successfully!',
  deleted: 'Workout has been deleted successfully!',
  blockCreated: 'Block has been created successfully!',
  blockUpdated: 'Block has been updated successfully!',
  blockDuplicated: 'Block has been duplicated successfully!',
  blockDeleted: 'Block has been deleted successfully!',
  blocksSorted: 'Blocks have been sorted successfully!',
  smartBlockCreated: 'Block has been saved as a smart block!',
  smartBlockDeleted: 'Smart block has been deleted successfully!',
  exerciseAdded: 'Exercise has been added successfully!',
  exerciseUpdated: 'Exercise has been updated successfully!',
  exerciseDuplicated: 'Exercise has been duplicated successfully!',
  exerciseRemoved: 'Exercise has been removed successfully!',
  exercisesSorted: 'Exercises have been sorted successfully!',
  exerciseCreated: 'Exercise has been created successfully!',
  exerciseDeleted: 'Exercise has been deleted successfully!',
  favouriteAdded: 'Exercise has been added to favourites',
  favouriteRemoved: 'Exercise has been removed from favourites',
  attributeCreated: 'Attribute has been created successfully!',
  attributeDeleted: 'Attribute has been deleted successfully!',
  attributeTypeCreated: 'Attribute type has been created successfully!',
  pinned: 'Attribute type has been pinned',
  unpinned: 'Attribute type has been unpinned',
  categoryCreated: 'Category has been created successfully!',
  categoryDeleted: 'Category has been deleted successfully!',
  contactsAdded: 'Contacts have been successfully added to the workout!',
  contactsRemoved: 'Contacts have been successfully removed from the workout!',
  reminderSent: 'Reminder has been sent successfully!',
  logged: 'Workout has been logged. Great work!',
  sortIncomplete: 'Send every item, each once, in the new order',
  systemAttribute: 'The library’s attributes can’t be deleted',
  exerciseInUse: 'The exercise is in workouts: remove it from them first',
  emptyWorkout: 'Add an exercise to the workout before assigning it',
} as const;

/**
 * The attribute types of 002 §3, ids 1–11, in order (3 and 4 both muscles: the target and
 * those it also works). Ids above 11 are a location's own types.
 */
export const systemAttributeTypes = [
  { id: 1, key: 'exercise', name: 'Exercise Type' },
  { id: 2, key: 'part', name: 'Body Part' },
  { id: 3, key: 'muscle', name: 'Muscle Target' },
  { id: 4, key: 'muscle', name: 'Secondary Muscles' },
  { id: 5, key: 'equipment', name: 'Equipment' },
  { id: 6, key: 'skeletal', name: 'Skeletal' },
  { id: 7, key: 'movement', name: 'Movement' },
  { id: 8, key: 'position', name: 'Position' },
  { id: 9, key: 'contraction', name: 'Contraction' },
  { id: 10, key: 'difficulty', name: 'Difficulty' },
  { id: 11, key: 'avatar', name: 'Avatar' },
] as const;
export const maxSystemAttributeTypeId = 11;

/** Straight sets, a superset (exercises back to back, then rest), or a circuit of rounds. */
export const blockTypes = ['straight', 'superset', 'circuit'] as const;
export type BlockType = (typeof blockTypes)[number];
export const blockTypeLabels: Record<BlockType, string> = {
  straight: 'Straight sets',
  superset: 'Superset',
  circuit: 'Circuit',
};
export const weightUnits = ['kg', 'lb'] as const;
export type WeightUnit = (typeof weightUnits)[number];
/** Workout and plan contacts by status (002 §4). */
export const programContactStatuses = ['active', 'deleted', 'optins', 'completed'] as const;
export type ProgramContactStatus = (typeof programContactStatuses)[number];

/** The most blocks of a workout, and exercises of a block. */
export const maxWorkoutBlocks = 50;
export const maxBlockExercises = 20;
export const maxSetsLogged = 500;

const name = requiredString('name').trim().min(1, 'The name field is required').max(150);
const notes = z.string().trim().max(5_000);
const url = z
  .string()
  .trim()
  .max(2_000)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'The link must start with https://');
/** An image's address: on the web, or an upload of the image library (`/uploads/…`); none when empty. */
const imageAddress = z
  .string()
  .trim()
  .max(2_048)
  .regex(/^((https?:\/\/|\/)\S*|)$/, 'The image must be an address, like https://… or /uploads/…')
  .nullable()
  .transform((v) => v ?? '');
const colour = z
  .string()
  .trim()
  .max(30)
  .regex(/^(#[0-9a-fA-F]{3,8}|)$/, 'The colour must be a hex colour such as #1f6feb');
const search = z.string().trim().max(200).optional();
const amount = (field: string, max: number) =>
  z
    .number({ error: `The ${field} must be a number` })
    .min(0, `The ${field} must be 0 or more`)
    .max(max, `The ${field} must be at most ${max}`)
    .nullable();

// Entities -------------------------------------------------------------------------------------

export const attributeType = z.object({
  id: z.number().int(),
  name: z.string(),
  /** One of 002 §3's types (ids 1–11), or the location's own. */
  custom: z.boolean(),
  pinned: z.boolean(),
  attributes_count: z.number().int(),
});
export type AttributeType = z.output<typeof attributeType>;

export const exerciseAttribute = z.object({
  id: z.number().int(),
  attribute_type_id: z.number().int(),
  name: z.string(),
  custom: z.boolean(),
  exercises_count: z.number().int(),
});
export type ExerciseAttribute = z.output<typeof exerciseAttribute>;

export const exercise = z.object({
  id: z.number().int(),
  name: z.string(),
  /** From the library every location starts with; the location's own otherwise. */
  library: z.boolean(),
  attributes: z.array(
    z.object({ id: z.number().int(), attribute_type_id: z.number().int(), name: z.string() }),
  ),
  video_url: z.string(),
  cover_image_url: z.string(),
  notes: z.string(),
  favourite: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Exercise = z.output<typeof exercise>;

export const workoutCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  workouts_count: z.number().int(),
});
export type WorkoutCategory = z.output<typeof workoutCategory>;

/** A workout's page for people it is shared with (002 §3 public settings). */
export const workoutPublicSettings = z.object({
  explainer_video_url: url.default(''),
  show_branding: z.boolean().default(true),
  cover_image_url: url.default(''),
  headline: z.string().trim().max(200).default(''),
  sub_headline: z.string().trim().max(500).default(''),
  headline_color: colour.default('#1a1b1e'),
  background_color: colour.default('#ffffff'),
  button_color: colour.default('#1f6feb'),
  button_text_color: colour.default('#ffffff'),
  submit_btn_text: z.string().trim().max(60).default('Start Workout'),
  seo_title: z.string().trim().max(200).default(''),
  seo_description: z.string().trim().max(500).default(''),
  show_facebook: z.boolean().default(false),
  show_instagram: z.boolean().default(false),
  show_twitter: z.boolean().default(false),
  show_youtube: z.boolean().default(false),
  thank_you_background_color: colour.default('#ffffff'),
  thank_you_text_color: colour.default('#1a1b1e'),
  overlay_color: colour.default('#000000'),
  overlay_opacity: z.number().int().min(0).max(100).default(50),
});
export type WorkoutPublicSettings = z.output<typeof workoutPublicSettings>;

export const workout = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ordering: z.number().int(),
  blocks_count: z.number().int(),
  exercises_count: z.number().int(),
  /** Minutes the sets, work times and rests add up to, roughly. */
  estimated_minutes: z.number().int(),
  active_count: z.number().int(),
  completed_count: z.number().int(),
  public_settings: workoutPublicSettings,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Workout = z.output<typeof workout>;

/** One exercise of a block, with what each of its sets asks for. */
export const blockExercise = z.object({
  id: z.number().int(),
  block_id: z.number().int(),
  position: z.number().int(),
  exercise: z.object({
    id: z.number().int(),
    name: z.string(),
    video_url: z.string(),
    cover_image_url: z.string(),
  }),
  sets: z.number().int(),
  /** Text, so ranges and "AMRAP" read as the coach wrote them: "8-12". */
  reps: z.string(),
  weight: z.number().nullable(),
  weight_unit: z.enum(weightUnits),
  time_seconds: z.number().int().nullable(),
  distance_meters: z.number().nullable(),
  tempo: z.string(),
  rest_seconds: z.number().int().nullable(),
  notes: z.string(),
});
export type BlockExercise = z.output<typeof blockExercise>;

export const workoutBlock = z.object({
  id: z.number().int(),
  /** Null for a smart block: one kept to add to any workout. */
  workout_id: z.number().int().nullable(),
  position: z.number().int(),
  type: z.enum(blockTypes),
  name: z.string(),
  /** Rounds of a circuit; 1 otherwise. */
  rounds: z.number().int(),
  /** Rest after the block (a superset's or circuit's round). */
  rest_seconds: z.number().int().nullable(),
  notes: z.string(),
  exercises: z.array(blockExercise),
});
export type WorkoutBlock = z.output<typeof workoutBlock>;

const person = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
});

/** A contact on a workout or a plan (002 §4 statuses). */
export const programContact = z.object({
  id: z.number().int(),
  contact: person,
  status: z.enum(programContactStatuses),
  /** A plan's first day, in the location's calendar; null for a workout. */
  start_date: z.string().nullable(),
  sessions_count: z.number().int(),
  last_session_at: z.string().nullable(),
  assigned_at: z.string(),
  completed_at: z.string().nullable(),
  reminded_at: z.string().nullable(),
});
export type ProgramContact = z.output<typeof programContact>;

/** One set as logged. */
export const loggedSet = z.object({
  exercise_id: z.number().int(),
  block_exercise_id: z.number().int().nullable(),
  set_number: z.number().int(),
  reps: z.number().int().nullable(),
  weight: z.number().nullable(),
  weight_unit: z.enum(weightUnits),
  time_seconds: z.number().int().nullable(),
  distance_meters: z.number().nullable(),
});
export type LoggedSet = z.output<typeof loggedSet>;

/** A workout as a contact did it. */
export const workoutSession = z.object({
  id: z.number().int(),
  workout: z.object({ id: z.number().int(), name: z.string() }),
  contact: person,
  workout_plan_id: z.number().int().nullable(),
  scheduled_on: z.string().nullable(),
  started_at: z.string(),
  completed_at: z.string(),
  duration_seconds: z.number().int(),
  /** Rate of perceived exertion, 1–10. */
  rpe: z.number().int().nullable(),
  note: z.string(),
  sets_count: z.number().int(),
  /** Sum of reps × weight (in kg) over the sets. */
  volume_kg: z.number(),
});
export type WorkoutSession = z.output<typeof workoutSession>;

/** An exercise over time for one contact: volume and the best set of each session. */
export const exerciseHistory = z.object({
  exercise: z.object({ id: z.number().int(), name: z.string() }),
  points: z.array(
    z.object({
      session_id: z.number().int(),
      date: z.string(),
      volume_kg: z.number(),
      best_weight_kg: z.number().nullable(),
      best_reps: z.number().int().nullable(),
      /** Estimated one-rep max of the best set (Epley). */
      estimated_1rm_kg: z.number().nullable(),
      time_seconds: z.number().int().nullable(),
      distance_meters: z.number().nullable(),
    }),
  ),
  personal_bests: z.object({
    weight_kg: z.number().nullable(),
    reps: z.number().int().nullable(),
    volume_kg: z.number().nullable(),
    estimated_1rm_kg: z.number().nullable(),
  }),
});
export type ExerciseHistory = z.output<typeof exerciseHistory>;

export const contactReport = z.object({
  contact: person,
  sessions: z.array(workoutSession),
  /** One point per session, oldest first. */
  volume: z.array(
    z.object({ date: z.string(), volume_kg: z.number(), rpe: z.number().nullable() }),
  ),
  totals: z.object({
    sessions: z.number().int(),
    volume_kg: z.number(),
    duration_seconds: z.number().int(),
    average_rpe: z.number().nullable(),
  }),
});
export type ContactReport = z.output<typeof contactReport>;

export const workoutAnalytics = z.object({
  assigned: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  sessions: z.number().int(),
  average_rpe: z.number().nullable(),
  average_duration_seconds: z.number().int().nullable(),
  /** Sessions per day over the last 30 days of the location's calendar, oldest first. */
  daily: z.array(z.object({ date: z.string(), sessions: z.number().int() })),
});
export type WorkoutAnalytics = z.output<typeof workoutAnalytics>;

export const blockStats = z.object({
  block_id: z.number().int(),
  exercises: z.array(
    z.object({
      block_exercise_id: z.number().int(),
      exercise: z.object({ id: z.number().int(), name: z.string() }),
      sessions: z.number().int(),
      sets: z.number().int(),
      average_reps: z.number().nullable(),
      average_weight_kg: z.number().nullable(),
      top_weight_kg: z.number().nullable(),
    }),
  ),
});
export type BlockStats = z.output<typeof blockStats>;

// Bodies and queries ---------------------------------------------------------------------------

const idOrZeroText = z.coerce.number().int().min(0).max(maxDbId);
export const workoutListQuery = dashboardPageQuery.extend({
  search,
  category_id: idOrZeroText.optional(),
});
export type WorkoutListQuery = z.input<typeof workoutListQuery>;
export const exerciseListQuery = pageQuery.extend({
  search,
  /** Exercises with every one of these attributes. */
  attribute_ids: idList(dbIdText, 50).optional(),
  favourites: z.enum(['0', '1']).optional(),
  /** `library` the seeded ones, `own` the location's. */
  source: z.enum(['library', 'own']).optional(),
});
export type ExerciseListQuery = z.input<typeof exerciseListQuery>;
export const attributeTypeQuery = z.object({
  /** The attributes of one type; every type's when absent. */
  attribute_type_id: dbIdText.optional(),
});

export const createWorkoutBody = z.object({
  name,
  description: z.string().trim().max(2_000).default(''),
  category_id: dbId.nullable().optional(),
});
export type CreateWorkoutBody = z.input<typeof createWorkoutBody>;
export const updateWorkoutBody = z.object({
  name: name.optional(),
  description: z.string().trim().max(2_000).optional(),
  category_id: dbId.nullable().optional(),
  public_settings: workoutPublicSettings.partial().optional(),
});
export type UpdateWorkoutBody = z.input<typeof updateWorkoutBody>;
export const renameWorkoutBody = z.object({ name });
export const workoutIdBody = z.object({ workout_id: requiredId('workout_id') });
export const workoutIdsBody = z.object({
  ids: z.array(dbId).min(1, 'Please select at least one workout').max(100),
});

const blockFields = {
  type: z.enum(blockTypes, { error: 'Choose straight sets, a superset or a circuit' }),
  name: z.string().trim().max(150),
  rounds: z.number().int().min(1, 'A block has at least 1 round').max(50),
  rest_seconds: z.number().int().min(0).max(3_600).nullable(),
  notes,
};
export const createBlockBody = z.object({
  type: blockFields.type.default('straight'),
  name: blockFields.name.default(''),
  rounds: blockFields.rounds.default(1),
  rest_seconds: blockFields.rest_seconds.default(60),
  notes: notes.default(''),
  /** Copies a smart block's exercises in. */
  smart_block_id: dbId.optional(),
  /** Where it goes among the blocks (0 first); the end when absent. */
  index: z.number().int().min(0).max(maxWorkoutBlocks).optional(),
});
export type CreateBlockBody = z.input<typeof createBlockBody>;
export const updateBlockBody = z.object({
  type: blockFields.type.optional(),
  name: blockFields.name.optional(),
  rounds: blockFields.rounds.optional(),
  rest_seconds: blockFields.rest_seconds.optional(),
  notes: notes.optional(),
});
export type UpdateBlockBody = z.input<typeof updateBlockBody>;
export const smartBlockBody = z.object({ name });
export const sortIdsBody = z.object({
  ids: z.array(dbId).min(1, 'Send the items in their new order').max(100),
});

const setFields = {
  sets: z.number().int().min(1, 'At least 1 set').max(50, 'At most 50 sets'),
  reps: z.string().trim().max(20),
  weight: amount('weight', 2_000),
  weight_unit: z.enum(weightUnits),
  time_seconds: z.number().int().min(0).max(86_400).nullable(),
  distance_meters: amount('distance', 1_000_000),
  tempo: z
    .string()
    .trim()
    .max(12)
    .regex(/^([0-9xX]{1,2}(-[0-9xX]{1,2}){0,3}|)$/, 'The tempo reads like 3-1-1-0'),
  rest_seconds: z.number().int().min(0).max(3_600).nullable(),
  notes,
};
export const addBlockExerciseBody = z.object({
  block_id: requiredId('block_id'),
  exercise_id: requiredId('exercise_id'),
  sets: setFields.sets.default(3),
  reps: setFields.reps.default('10'),
  weight: setFields.weight.default(null),
  weight_unit: setFields.weight_unit.default('kg'),
  time_seconds: setFields.time_seconds.default(null),
  distance_meters: setFields.distance_meters.default(null),
  tempo: setFields.tempo.default(''),
  rest_seconds: setFields.rest_seconds.default(60),
  notes: notes.default(''),
  index: z.number().int().min(0).max(maxBlockExercises).optional(),
});
export type AddBlockExerciseBody = z.input<typeof addBlockExerciseBody>;
export const updateBlockExerciseBody = z.object({
  exercise_id: dbId.optional(),
  sets: setFields.sets.optional(),
  reps: setFields.reps.optional(),
  weight: setFields.weight.optional(),
  weight_unit: setFields.weight_unit.optional(),
  time_seconds: setFields.time_seconds.optional(),
  distance_meters: setFields.distance_meters.optional(),
  tempo: setFields.tempo.optional(),
  rest_seconds: setFields.rest_seconds.optional(),
  notes: notes.optional(),
});
export type UpdateBlockExerciseBody = z.input<typeof updateBlockExerciseBody>;
/** `block/{id}/update-exercise`: moves one of the block's exercises to another block. */
export const moveBlockExerciseBody = z.object({
  block_exercise_id: requiredId('block_exercise_id'),
  to_block_id: requiredId('to_block_id'),
  index: z.number().int().min(0).max(maxBlockExercises).optional(),
});
export const blockExerciseIdBody = z.object({ block_exercise_id: requiredId('block_exercise_id') });

const exerciseFields = {
  name,
  attribute_ids: z.array(dbId).max(50).default([]),
  video_url: url.default(''),
  cover_image_url: imageAddress.default(''),
  notes: notes.default(''),
};
export const createExerciseBody = z.object(exerciseFields);
export type CreateExerciseBody = z.input<typeof createExerciseBody>;
export const updateExerciseBody = z.object({
  exercise_id: requiredId('exercise_id'),
  ...exerciseFields,
});
export type UpdateExerciseBody = z.input<typeof updateExerciseBody>;
export const exerciseIdBody = z.object({ exercise_id: requiredId('exercise_id') });
export const favouriteBody = z.object({
  exercise_id: requiredId('exercise_id'),
  favourite: z.boolean(),
});
/** An attribute of a type, or a new type of the location's (with no `attribute_type_id`). */
export const createAttributeBody = z
  .object({
    name,
    attribute_type_id: dbId.optional(),
    /** The new type's name, when `attribute_type_id` is absent. */
    type_name: z.string().trim().max(100).optional(),
  })
  .superRefine((b, issue) => {
    if (!b.attribute_type_id && !b.type_name)
      issue.addIssue({
        code: 'custom',
        path: ['attribute_type_id'],
        message: 'Choose the attribute type, or name a new one',
      });
  });
export type CreateAttributeBody = z.input<typeof createAttributeBody>;
export const attributeIdBody = z.object({ attribute_id: requiredId('attribute_id') });
export const pinAttributeTypeBody = z.object({
  attribute_type_id: requiredId('attribute_type_id'),
  pinned: z.boolean(),
});
export const categoryBody = z.object({ name });

/** Contacts added to or removed from a workout or a plan; a plan's with their first day. */
export const programContactsBody = z.object({
  id: requiredId('id'),
  selection: contactSelection,
  /** A plan's first day (YYYY-MM-DD, the location's calendar); today when absent. */
  start_date: boundedDay('start date').optional(),
});
export type ProgramContactsBody = z.input<typeof programContactsBody>;
export const programContactsQuery = pageQuery.extend({
  status: z.enum(programContactStatuses).default('active'),
  search,
});
export const contactReportQuery = z.object({ contact_id: contactIdText });
export const exerciseHistoryQuery = z.object({
  contact_id: contactIdText,
  /** One exercise's history; every exercise the contact logged when absent. */
  exercise_id: dbIdText.optional(),
});
export const resendReminderBody = z.object({
  contact_id: requiredId('contact_id', Number.MAX_SAFE_INTEGER),
});

/** A finished workout as the contact's phone sends it; `client_id` makes a resend harmless. */
export const logSessionBody = z.object({
  client_id: z.uuid({ error: 'The session id must be a UUID' }).max(36),
  /** The plan day it was done for, when it came from a plan. */
  workout_plan_id: dbId.nullable().default(null),
  scheduled_on: boundedDay('scheduled day').nullable().default(null),
  started_at: z.iso.datetime({ offset: true, error: 'The start must be a date and time' }).max(40),
  completed_at: z.iso.datetime({ offset: true, error: 'The end must be a date and time' }).max(40),
  rpe: z.number().int().min(1, 'RPE is 1 to 10').max(10, 'RPE is 1 to 10').nullable().default(null),
  note: z.string().trim().max(2_000).default(''),
  sets: z
    .array(
      z.object({
        block_exercise_id: dbId.nullable().default(null),
        exercise_id: dbId,
        set_number: z.number().int().min(1).max(100),
        reps: z.number().int().min(0).max(1_000).nullable().default(null),
        weight: amount('weight', 2_000).default(null),
        weight_unit: z.enum(weightUnits).default('kg'),
        time_seconds: z.number().int().min(0).max(86_400).nullable().default(null),
        distance_meters: amount('distance', 1_000_000).default(null),
      }),
    )
    .max(maxSetsLogged),
});
export type LogSessionBody = z.input<typeof logSessionBody>;

export const workoutParams = z.object({ workout: dbIdText });
export const blockParams = z.object({ block: dbIdText });
export const blockExerciseParams = z.object({ block_exercise: dbIdText });
export const categoryParams = z.object({ workout_category: dbIdText });
export const contactParams = z.object({ contact: contactIdText });

// Responses ------------------------------------------------------------------------------------

const done = z.object({ status: z.literal(1), message: z.string() });
const workoutResponse = done.extend({ workout });
const blockResponse = done.extend({ block: workoutBlock });
const blockExerciseResponse = done.extend({ block_exercise: blockExercise });
const exerciseResponse = done.extend({ exercise });
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(1), data: z.array(item) });
const bulkResponse = done.extend({ affected: z.number().int() });

/** The workout with its blocks, as the builder and the contact's phone show it. */
export const workoutDetail = workout.extend({ blocks: z.array(workoutBlock) });
export type WorkoutDetail = z.output<typeof workoutDetail>;

/** A contact's workouts: those assigned, and those a plan of theirs holds. */
export const contactWorkout = z.object({
  assignment_id: z.number().int(),
  workout: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(programContactStatuses),
  sessions_count: z.number().int(),
  last_session_at: z.string().nullable(),
  assigned_at: z.string(),
});
export type ContactWorkout = z.output<typeof contactWorkout>;

const workouts = { tag: 'workouts' } as const;
const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'workouts', action } }) as const;

export const workoutEndpoints = {
  list: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/list',
    description: 'Workouts by ordering, highest first (002 §9); by category and name.',
    query: workoutListQuery,
    response: paginated(workout),
  }),
  all: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/all',
    description: 'Every workout by name, for pickers (a plan’s days).',
    response: listOf(workout),
  }),
  attributeTypes: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/attribute-types',
    description: 'The attribute types (002 §3 ids 1–11, then the location’s), pinned first.',
    response: listOf(attributeType),
  }),
  customAttributeTypes: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/custom-attribute-types',
    description: 'The attributes of a type (or of every type), with how many exercises have each.',
    query: attributeTypeQuery,
    response: listOf(exerciseAttribute),
  }),
  exercises: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/exercises',
    description:
      'The exercise library: search by name, filter by attributes (all of them), favourites or source.',
    query: exerciseListQuery,
    response: paginated(exercise),
  }),
  blocks: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/:workout/blocks',
    description: 'The workout with its blocks and their exercises, in order.',
    params: workoutParams,
    response: z.object({ status: z.literal(1), data: workoutDetail }),
  }),
  smartBlocks: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/smart-blocks',
    description: 'Blocks kept to add to any workout.',
    response: listOf(workoutBlock),
  }),
  assignedPlans: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/:workout/assigned-plans',
    description: 'The plans whose days hold the workout.',
    params: workoutParams,
    response: listOf(z.object({ id: z.number().int(), name: z.string(), days: z.number().int() })),
  }),
  analytics: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/:workout/analytics',
    params: workoutParams,
    response: z.object({ status: z.literal(1), data: workoutAnalytics }),
  }),
  activity: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/:workout/activity',
    description: 'The sessions contacts logged, latest first.',
    params: workoutParams,
    query: pageQuery,
    response: paginated(workoutSession),
  }),
  notes: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/:workout/notes',
    description: 'What contacts wrote when they finished the workout, latest first.',
    params: workoutParams,
    query: pageQuery,
    response: paginated(workoutSession),
  }),
  blockStats: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/:block/block-stats',
    description: 'What contacts logged for each exercise of a block.',
    params: blockParams,
    response: z.object({ status: z.literal(1), data: blockStats }),
  }),
  contactWorkouts: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/:contact/contact-workouts',
    description: 'The workouts a contact has been given, with their sessions.',
    params: contactParams,
    response: listOf(contactWorkout),
  }),
  contactReport: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/:workout/contact-report',
    description: 'A contact’s sessions of the workout, with volume and RPE over time.',
    params: workoutParams,
    query: contactReportQuery,
    response: z.object({ status: z.literal(1), data: contactReport }),
  }),
  contactExerciseHistory: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/:workout/contact-exercise-history',
    description:
      'Each exercise of the workout over time for a contact: volume, best sets and personal bests.',
    params: workoutParams,
    query: exerciseHistoryQuery,
    response: listOf(exerciseHistory),
  }),
  categories: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/category/lists',
    response: listOf(workoutCategory),
  }),
  contacts: endpoint({
    ...workouts,
    ...may('view'),
    method: 'GET',
    path: 'workout/:workout/contacts',
    description: 'The workout’s contacts by status: active, deleted, optins, completed (002 §4).',
    params: workoutParams,
    query: programContactsQuery,
    response: paginated(programContact),
  }),
  create: endpoint({
    ...workouts,
    ...may('create'),
    method: 'POST',
    path: 'workout/create',
    description: 'An empty workout on top of the list.',
    body: createWorkoutBody,
    response: workoutResponse,
  }),
  createBlock: endpoint({
    ...workouts,
    ...may('update'),
    method: 'POST',
    path: 'workout/:workout/create-block',
    description: 'A block at an index or at the end; a copy of a smart block when one is named.',
    params: workoutParams,
    body: createBlockBody,
    response: blockResponse,
  }),
  addExercise: endpoint({
    ...workouts,
    ...may('update'),
    method: 'POST',
    path: 'workout/block/add-exercise',
    description: 'An exercise of the library into a block, with its sets.',
    body: addBlockExerciseBody,
    response: blockExerciseResponse,
  }),
  duplicateBlock: endpoint({
    ...workouts,
    ...may('update'),
    method: 'POST',
    path: 'workout/block/:block/duplicate',
    description: 'A copy of the block, with its exercises, right after it.',
    params: blockParams,
    response: blockResponse,
  }),
  createSmartBlock: endpoint({
    ...workouts,
    ...may('update'),
    method: 'POST',
    path: 'workout/block/:block/create-smart-block',
    description: 'Keeps a copy of the block, named, to add to any workout.',
    params: blockParams,
    body: smartBlockBody,
    response: blockResponse,
  }),
  createAttribute: endpoint({
    ...workouts,
    ...may('create'),
    method: 'POST',
    path: 'workout/create-attribute',
    description: 'An attribute of a type, or of a new type of the location’s own.',
    body: createAttributeBody,
    response: done.extend({ attribute: exerciseAttribute, attribute_type: attributeType }),
  }),
  duplicate: endpoint({
    ...workouts,
    ...may('create'),
    method: 'POST',
    path: 'workout/duplicate',
    description: 'A copy with its blocks and exercises, none of its contacts.',
    body: workoutIdBody,
    response: workoutResponse,
  }),
  createExercise: endpoint({
    ...workouts,
    ...may('create'),
    method: 'POST',
    path: 'workout/create-exercise',
    body: createExerciseBody,
    response: exerciseResponse,
  }),
  updateExercise: endpoint({
    ...workouts,
    ...may('update'),
    method: 'POST',
    path: 'workout/update-exercise',
    description: 'One of the location’s own exercises; the library’s are duplicated instead.',
    body: updateExerciseBody,
    response: exerciseResponse,
  }),
  createCategory: endpoint({
    ...workouts,
    ...may('create'),
    method: 'POST',
    path: 'workout/category/create',
    body: categoryBody,
    response: done.extend({ category: workoutCategory }),
  }),
  addContact: endpoint({
    ...workouts,
    ...may('update'),
    method: 'POST',
    path: 'workout/add-contact',
    description:
      'Gives the workout to the selected contacts (ids or all matching a filter); they see it in their portal.',
    body: programContactsBody,
    response: bulkResponse,
  }),
  removeContact: endpoint({
    ...workouts,
    ...may('update'),
    method: 'POST',
    path: 'workout/remove-contact',
    description: 'Takes the workout back (status deleted); what they logged stays.',
    body: programContactsBody,
    response: bulkResponse,
  }),
  update: endpoint({
    ...workouts,
    ...may('update'),
    method: 'PATCH',
    path: 'workout/:workout/update',
    description: 'Its name, description, category or public settings.',
    params: workoutParams,
    body: updateWorkoutBody,
    response: workoutResponse,
  }),
  updateBlock: endpoint({
    ...workouts,
    ...may('update'),
    method: 'PATCH',
    path: 'workout/block/:block/update',
    params: blockParams,
    body: updateBlockBody,
    response: blockResponse,
  }),
  sortBlocks: endpoint({
    ...workouts,
    ...may('update'),
    method: 'PATCH',
    path: 'workout/:workout/sort-block',
    description: 'Puts the blocks in the order of the ids (every block, each once).',
    params: workoutParams,
    body: sortIdsBody,
    response: listOf(workoutBlock),
  }),
  sortBlockExercises: endpoint({
    ...workouts,
    ...may('update'),
    method: 'PATCH',
    path: 'workout/block/:block/sort-block-exercise',
    description: 'Puts the block’s exercises in the order of the ids (every one, each once).',
    params: blockParams,
    body: sortIdsBody,
    response: blockResponse,
  }),
  moveBlockExercise: endpoint({
    ...workouts,
    ...may('update'),
    method: 'PATCH',
    path: 'workout/block/:block/update-exercise',
    description: 'Moves one of the block’s exercises into another block of the workout.',
    params: blockParams,
    body: moveBlockExerciseBody,
    response: listOf(workoutBlock),
  }),
  rename: endpoint({
    ...workouts,
    ...may('update'),
    method: 'PATCH',
    path: 'workout/:workout/rename',
    params: workoutParams,
    body: renameWorkoutBody,
    response: workoutResponse,
  }),
  favouriteExercise: endpoint({
    ...workouts,
    ...may('view'),
    method: 'PATCH',
    path: 'workout/update-favourite-exercise',
    body: favouriteBody,
    response: exerciseResponse,
  }),
  pinAttributeType: endpoint({
    ...workouts,
    ...may('update'),
    method: 'PATCH',
    path: 'workout/pin-attribute-type',
    description: 'Pinned types come first in the library’s filters.',
    body: pinAttributeTypeBody,
    response: done.extend({ attribute_type: attributeType }),
  }),
  updateBlockExercise: endpoint({
    ...workouts,
    ...may('update'),
    method: 'PATCH',
    path: 'workout/block-exercise/:block_exercise/update',
    description: 'Its sets, reps, weight, time, distance, tempo, rest and notes, or its exercise.',
    params: blockExerciseParams,
    body: updateBlockExerciseBody,
    response: blockExerciseResponse,
  }),
  duplicateBlockExercise: endpoint({
    ...workouts,
    ...may('update'),
    method: 'PATCH',
    path: 'workout/block-exercise/:block_exercise/duplicate',
    description: 'A copy right after it in its block.',
    params: blockExerciseParams,
    response: blockExerciseResponse,
  }),
  resendReminder: endpoint({
    ...workouts,
    ...may('update'),
    method: 'PATCH',
    path: 'workout/:workout/resend-reminder',
    description: 'Emails the contact a reminder of the workout, with the link to their portal.',
    params: workoutParams,
    body: resendReminderBody,
    response: done,
  }),
  delete: endpoint({
    ...workouts,
    ...may('delete'),
    method: 'DELETE',
    path: 'workout/delete',
    description: 'Deletes workouts; their sessions go with them, plans lose their days of them.',
    body: workoutIdsBody,
    response: bulkResponse,
  }),
  deleteBlock: endpoint({
    ...workouts,
    ...may('update'),
    method: 'DELETE',
    path: 'workout/block/:block/delete',
    params: blockParams,
    response: done,
  }),
  deleteSmartBlock: endpoint({
    ...workouts,
    ...may('update'),
    method: 'DELETE',
    path: 'workout/block/:block/delete-smart-block',
    params: blockParams,
    response: done,
  }),
  deleteBlockExercise: endpoint({
    ...workouts,
    ...may('update'),
    method: 'DELETE',
    path: 'workout/block/:block/delete-exercise',
    params: blockParams,
    body: blockExerciseIdBody,
    response: done,
  }),
  deleteAttribute: endpoint({
    ...workouts,
    ...may('delete'),
    method: 'DELETE',
    path: 'workout/delete-attribute',
    description: 'One of the location’s own attributes (its exercises lose it).',
    body: attributeIdBody,
    response: done,
  }),
  deleteExercise: endpoint({
    ...workouts,
    ...may('delete'),
    method: 'DELETE',
    path: 'workout/delete-exercise',
    description: 'One of the location’s own exercises that no workout holds.',
    body: exerciseIdBody,
    response: done,
  }),
  deleteCategory: endpoint({
    ...workouts,
    ...may('delete'),
    method: 'DELETE',
    path: 'workout/category/:workout_category/delete',
    description: 'Its workouts stay, without a category.',
    params: categoryParams,
    response: done,
  }),
};

// The contact's side --------------------------------------------------------------------------

/** What a contact's phone shows of one exercise: the coach's targets and the last result. */
export const portalWorkout = workoutDetail.extend({
  /** The sets the contact logged last time, per block exercise id. */
  previous: z.record(z.string(), z.array(loggedSet)),
  last_session_at: z.string().nullable(),
});
export type PortalWorkout = z.output<typeof portalWorkout>;

/** A day of a contact's plan, or an assigned workout, as their list shows it. */
export const portalWorkoutItem = z.object({
  workout: z.object({
    id: z.number().int(),
    name: z.string(),
    exercises_count: z.number().int(),
    estimated_minutes: z.number().int(),
  }),
  workout_plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The plan's day it is for; null for a workout given on its own. */
  scheduled_on: z.string().nullable(),
  done: z.boolean(),
  last_session_at: z.string().nullable(),
});
export type PortalWorkoutItem = z.output<typeof portalWorkoutItem>;

export const portalWorkoutsResponse = z.object({
  status: z.literal(1),
  /** Today in the location's calendar. */
  today: z.string(),
  /** What today's plans hold. */
  today_items: z.array(portalWorkoutItem),
  /** Workouts given on their own. */
  assigned: z.array(portalWorkoutItem),
  recent_sessions: z.array(workoutSession),
});
export type PortalWorkoutsResponse = z.output<typeof portalWorkoutsResponse>;

const contactAccess = { tag: 'portal', access: 'contact' } as const;
export const portalWorkoutQuery = z.object({
  /** The plan and day it is opened for. */
  workout_plan_id: dbIdText.optional(),
  scheduled_on: boundedDay('scheduled day').optional(),
});

export const portalWorkoutEndpoints = {
  workouts: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/workouts',
    description: 'Today’s workouts from the contact’s plans, the workouts given, recent sessions.',
    response: portalWorkoutsResponse,
  }),
  workout: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/workouts/:workout',
    description: 'A workout the contact was given (or their plan holds), with their last results.',
    params: workoutParams,
    query: portalWorkoutQuery,
    response: z.object({ status: z.literal(1), data: portalWorkout }),
  }),
  log: endpoint({
    ...contactAccess,
    method: 'POST',
    path: 'portal/workouts/:workout/log',
    description:
      'Records a finished workout with its sets; sending the same client_id again changes nothing.',
    params: workoutParams,
    body: logSessionBody,
    response: done.extend({ session: workoutSession }),
  }),
  history: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/workouts/:workout/history',
    description: 'The contact’s own progress on each exercise of the workout.',
    params: workoutParams,
    response: listOf(exerciseHistory),
  }),
};

/** The coach's view of one contact's portal (001 §7 Client portal). */
export const clientPortalWorkoutEndpoints = {
  workouts: endpoint({
    tag: 'client-portal',
    method: 'GET',
    path: 'client-portal/workouts',
    permission: { area: 'client-portal', action: 'view' },
    description: 'The workouts the contact sees in their portal: today’s and those given.',
    query: z.object({ contact_id: contactIdText }),
    response: portalWorkoutsResponse,
  }),
};
