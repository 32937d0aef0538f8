import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';

// Workouts and workout plans (issue 16 §1–§3): a location's exercise library, its workouts of
// blocks, its plans of weeks, the contacts given them and the sessions those contacts log.

/**
 * When the location's copy of the exercise library was made: the first read of the library
 * inserts this row and, in the same transaction, the library's attributes and exercises.
 */
export const exerciseLibrarySeeds = pgTable(
  'exercise_library_seeds',
  {
    ...tenantColumns(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId] })],
);

/**
 * A location's own attribute types. Ids start at 12: 1–11 are 002 §3's types, which are not
 * rows (contract `systemAttributeTypes`).
 */
export const exerciseAttributeTypes = pgTable(
  'exercise_attribute_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 12 }),
    ...tenantColumns(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('exercise_attribute_types', t),
    uniqueIndex('exercise_attribute_types_name_idx').on(t.accountId, sql`lower(${t.name})`),
  ],
);
export type ExerciseAttributeTypeRow = typeof exerciseAttributeTypes.$inferSelect;

/** The attribute types a location pins first in the library's filters (system or its own). */
export const exerciseAttributeTypePins = pgTable(
  'exercise_attribute_type_pins',
  {
    ...tenantColumns(),
    attributeTypeId: integer('attribute_type_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.attributeTypeId] })],
);

/** An attribute's value ("Barbell" of Equipment); `library` ones came with the seed. */
export const exerciseAttributes = pgTable(
  'exercise_attributes',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    /** 1–11 for 002 §3's types (no key), a location's own type otherwise (deleted with it). */
    attributeTypeId: integer('attribute_type_id').notNull(),
    name: text('name').notNull(),
    library: integer('library').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('exercise_attributes', t),
    uniqueIndex('exercise_attributes_name_idx').on(
      t.accountId,
      t.attributeTypeId,
      sql`lower(${t.name})`,
    ),
  ],
);
export type ExerciseAttributeRow = typeof exerciseAttributes.$inferSelect;

export const exercises = pgTable(
  'exercises',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    /** The Free Exercise DB id of a library exercise; null for the location's own. */
    libraryKey: text('library_key'),
    videoUrl: text('video_url').notNull().default(''),
    coverImageUrl: text('cover_image_url').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('exercises', t),
    tenantIndex('exercises', t, sql`lower(${t.name})`, t.id),
    index('exercises_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
export type ExerciseRow = typeof exercises.$inferSelect;

export const exerciseAttributeLinks = pgTable(
  'exercise_attribute_links',
  {
    ...tenantColumns(),
    exerciseId: integer('exercise_id').notNull(),
    attributeId: integer('attribute_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.exerciseId, t.attributeId] }),
    // The library's filters read an attribute's exercises.
    index('exercise_attribute_links_attribute_idx').on(t.accountId, t.attributeId, t.exerciseId),
    tenantReference('exercise_attribute_links_exercise_fk', t, t.exerciseId, exercises).onDelete(
      'cascade',
    ),
    tenantReference(
      'exercise_attribute_links_attribute_fk',
      t,
      t.attributeId,
      exerciseAttributes,
    ).onDelete('cascade'),
  ],
);

/** A user's favourite exercises. */
export const exerciseFavourites = pgTable(
  'exercise_favourites',
  {
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    exerciseId: integer('exercise_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId, t.exerciseId] }),
    tenantReference('exercise_favourites_exercise_fk', t, t.exerciseId, exercises).onDelete(
      'cascade',
    ),
  ],
);

export const workoutCategories = pgTable(
  'workout_categories',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('workout_categories', t),
    uniqueIndex('workout_categories_name_idx').on(t.accountId, sql`lower(${t.name})`),
  ],
);
export type WorkoutCategoryRow = typeof workoutCategories.$inferSelect;

export const workouts = pgTable(
  'workouts',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** ON DELETE SET NULL (category_id) in the migration: a category's workouts stay. */
    categoryId: integer('category_id'),
    /** Lists show the highest first (002 §9); new ones on top. */
    ordering: integer('ordering').notNull().default(0),
    /** 002 §3's public settings, flat, over the contract's defaults. */
    publicSettings: jsonb('public_settings').notNull().default({}),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('workouts', t),
    tenantIndex('workouts', t, t.ordering.desc(), t.id.desc()),
    tenantReference('workouts_category_fk', t, t.categoryId, workoutCategories),
  ],
);
export type WorkoutRow = typeof workouts.$inferSelect;

/** A workout's blocks in `position` order; a block without a workout is a smart block. */
export const workoutBlocks = pgTable(
  'workout_blocks',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    workoutId: integer('workout_id'),
    position: integer('position').notNull().default(0),
    type: text('type', { enum: ['straight', 'superset', 'circuit'] })
      .notNull()
      .default('straight'),
    name: text('name').notNull().default(''),
    rounds: integer('rounds').notNull().default(1),
    restSeconds: integer('rest_seconds'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('workout_blocks', t),
    index('workout_blocks_workout_idx').on(t.accountId, t.workoutId, t.position),
    tenantReference('workout_blocks_workout_fk', t, t.workoutId, workouts).onDelete('cascade'),
  ],
);
export type WorkoutBlockRow = typeof workoutBlocks.$inferSelect;

export const workoutBlockExercises = pgTable(
  'workout_block_exercises',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    blockId: integer('block_id').notNull(),
    /** An exercise in a block can't be deleted (the key refuses). */
    exerciseId: integer('exercise_id').notNull(),
    position: integer('position').notNull().default(0),
    sets: integer('sets').notNull().default(3),
    reps: text('reps').notNull().default(''),
    weight: doublePrecision('weight'),
    weightUnit: text('weight_unit', { enum: ['kg', 'lb'] })
      .notNull()
      .default('kg'),
    timeSeconds: integer('time_seconds'),
    distanceMeters: doublePrecision('distance_meters'),
    tempo: text('tempo').notNull().default(''),
    restSeconds: integer('rest_seconds'),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    tenantKey('workout_block_exercises', t),
    index('workout_block_exercises_block_idx').on(t.accountId, t.blockId, t.position),
    index('workout_block_exercises_exercise_idx').on(t.accountId, t.exerciseId),
    tenantReference('workout_block_exercises_block_fk', t, t.blockId, workoutBlocks).onDelete(
      'cascade',
    ),
    tenantReference('workout_block_exercises_exercise_fk', t, t.exerciseId, exercises),
  ],
);
export type WorkoutBlockExerciseRow = typeof workoutBlockExercises.$inferSelect;

const programContactStatus = text('status', {
  enum: ['active', 'deleted', 'optins', 'completed'],
});

/** A contact given a workout (002 §4 statuses). One row per contact and workout. */
export const workoutContacts = pgTable(
  'workout_contacts',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    workoutId: integer('workout_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    status: programContactStatus.notNull().default('active'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey('workout_contacts', t),
    uniqueIndex('workout_contacts_contact_idx').on(t.accountId, t.workoutId, t.contactId),
    index('workout_contacts_by_contact_idx').on(t.accountId, t.contactId),
    tenantReference('workout_contacts_workout_fk', t, t.workoutId, workouts).onDelete('cascade'),
    tenantReference('workout_contacts_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);
export type WorkoutContactRow = typeof workoutContacts.$inferSelect;

export const workoutPlans = pgTable(
  'workout_plans',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ordering: integer('ordering').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('workout_plans', t),
    tenantIndex('workout_plans', t, t.ordering.desc(), t.id.desc()),
  ],
);
export type WorkoutPlanRow = typeof workoutPlans.$inferSelect;

/** A plan's weeks in `position` order; a week without a plan is a smart week. */
export const workoutPlanWeeks = pgTable(
  'workout_plan_weeks',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    planId: integer('plan_id'),
    position: integer('position').notNull().default(0),
    name: text('name').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('workout_plan_weeks', t),
    index('workout_plan_weeks_plan_idx').on(t.accountId, t.planId, t.position),
    tenantReference('workout_plan_weeks_plan_fk', t, t.planId, workoutPlans).onDelete('cascade'),
  ],
);
export type WorkoutPlanWeekRow = typeof workoutPlanWeeks.$inferSelect;

/** A workout on a day (1 Monday – 7 Sunday) of a week, in `position` order within the day. */
export const workoutPlanDays = pgTable(
  'workout_plan_days',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    weekId: integer('week_id').notNull(),
    day: smallint('day').notNull(),
    workoutId: integer('workout_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    tenantKey('workout_plan_days', t),
    index('workout_plan_days_week_idx').on(t.accountId, t.weekId, t.day, t.position),
    index('workout_plan_days_workout_idx').on(t.accountId, t.workoutId),
    tenantReference('workout_plan_days_week_fk', t, t.weekId, workoutPlanWeeks).onDelete('cascade'),
    tenantReference('workout_plan_days_workout_fk', t, t.workoutId, workouts).onDelete('cascade'),
  ],
);
export type WorkoutPlanDayRow = typeof workoutPlanDays.$inferSelect;

/** A contact given a plan from `start_date` (the location's calendar). */
export const workoutPlanContacts = pgTable(
  'workout_plan_contacts',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    planId: integer('plan_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    status: programContactStatus.notNull().default('active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey('workout_plan_contacts', t),
    uniqueIndex('workout_plan_contacts_contact_idx').on(t.accountId, t.planId, t.contactId),
    index('workout_plan_contacts_by_contact_idx').on(t.accountId, t.contactId),
    tenantReference('workout_plan_contacts_plan_fk', t, t.planId, workoutPlans).onDelete('cascade'),
    tenantReference('workout_plan_contacts_contact_fk', t, t.contactId, contacts).onDelete(
      'cascade',
    ),
  ],
);
export type WorkoutPlanContactRow = typeof workoutPlanContacts.$inferSelect;

/**
 * A workout a contact did. `client_id` is the phone's id for it, so a session sent again after
 * a lost answer is kept once. `plan_id` (no key: a plan's deletion leaves its sessions) and
 * `scheduled_on` name the plan day it was done for.
 */
export const workoutSessions = pgTable(
  'workout_sessions',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    workoutId: integer('workout_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    clientId: uuid('client_id').notNull(),
    planId: integer('plan_id'),
    scheduledOn: date('scheduled_on', { mode: 'string' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    rpe: smallint('rpe'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('workout_sessions', t),
    uniqueIndex('workout_sessions_client_idx').on(t.accountId, t.contactId, t.clientId),
    index('workout_sessions_workout_idx').on(t.accountId, t.workoutId, t.completedAt.desc()),
    index('workout_sessions_contact_idx').on(t.accountId, t.contactId, t.completedAt.desc()),
    index('workout_sessions_plan_idx')
      .on(t.accountId, t.planId, t.contactId)
      .where(sql`${t.planId} is not null`),
    tenantReference('workout_sessions_workout_fk', t, t.workoutId, workouts).onDelete('cascade'),
    tenantReference('workout_sessions_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);
export type WorkoutSessionRow = typeof workoutSessions.$inferSelect;

/** The sets of a session; `weight_kg` is the weight in kilograms, what volume adds up. */
export const workoutSetLogs = pgTable(
  'workout_set_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    sessionId: integer('session_id').notNull(),
    exerciseId: integer('exercise_id').notNull(),
    /** No key: the builder's rows change; the exercise is what history follows. */
    blockExerciseId: integer('block_exercise_id'),
    setNumber: integer('set_number').notNull(),
    reps: integer('reps'),
    weight: doublePrecision('weight'),
    weightUnit: text('weight_unit', { enum: ['kg', 'lb'] })
      .notNull()
      .default('kg'),
    weightKg: doublePrecision('weight_kg'),
    timeSeconds: integer('time_seconds'),
    distanceMeters: doublePrecision('distance_meters'),
  },
  (t) => [
    index('workout_set_logs_session_idx').on(t.accountId, t.sessionId),
    index('workout_set_logs_exercise_idx').on(t.accountId, t.exerciseId),
    tenantReference('workout_set_logs_session_fk', t, t.sessionId, workoutSessions).onDelete(
      'cascade',
    ),
    tenantReference('workout_set_logs_exercise_fk', t, t.exerciseId, exercises).onDelete('cascade'),
  ],
);
export type WorkoutSetLogRow = typeof workoutSetLogs.$inferSelect;
