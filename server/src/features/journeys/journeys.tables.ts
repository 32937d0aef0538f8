import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';
import { folders } from '../folders/folders.tables';

/**
 * Journeys (issue 15 §1–§2): automations of a location. `created_by` is a user without a key:
 * a user's removal leaves the journey.
 */
export const journeys = pgTable(
  'journeys',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    status: text('status', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('disabled'),
    /** Lists show the highest first (002 §9); new ones on top. */
    ordering: integer('ordering').notNull().default(0),
    /** Its folder (asset type journeys); ON DELETE SET NULL (folder_id) in the migration. */
    folderId: integer('folder_id'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('journeys', t),
    tenantIndex('journeys', t, t.ordering.desc(), t.id.desc()),
    index('journeys_folder_idx').on(t.accountId, t.folderId),
    tenantReference('journeys_folder_fk', t, t.folderId, folders),
  ],
);
export type JourneyRow = typeof journeys.$inferSelect;

/** What starts a journey for a contact; `settings` as the contract's `triggerSettingsOf`. */
export const journeyTriggers = pgTable(
  'journey_triggers',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    journeyId: integer('journey_id').notNull(),
    type: text('type').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('journey_triggers', t),
    // Events find the triggers of their type in the location.
    index('journey_triggers_type_idx').on(t.accountId, t.type),
    tenantReference('journey_triggers_journey_fk', t, t.journeyId, journeys).onDelete('cascade'),
  ],
);
export type JourneyTriggerRow = typeof journeyTriggers.$inferSelect;

/**
 * The cards a contact walks: on the main path (`parent_id` null) or in a branch of an if/else
 * card (`parent_id` it, `branch` yes or no), ordered by `position` among their siblings.
 */
export const journeyActions = pgTable(
  'journey_actions',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    journeyId: integer('journey_id').notNull(),
    parentId: integer('parent_id'),
    branch: text('branch', { enum: ['yes', 'no'] }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('journey_actions', t),
    index('journey_actions_journey_idx').on(t.accountId, t.journeyId, t.parentId, t.position),
    tenantReference('journey_actions_journey_fk', t, t.journeyId, journeys).onDelete('cascade'),
    tenantReference('journey_actions_parent_fk', t, t.parentId, t).onDelete('cascade'),
  ],
);
export type JourneyActionRow = typeof journeyActions.$inferSelect;

/**
 * A contact's walk through a journey: the durable state of the engine. `action_id` is the next
 * card to run (null at the end); `steps` counts the steps run, the idempotency key of the next
 * (a step runs only on the row it was taken from, in the transaction that advances it); a row
 * is due when `wake_at` has come. `depth` counts the journeys that started one another up to it.
 * One running walk per contact and journey; a finished one may be followed by another.
 */
export const journeyEnrolments = pgTable(
  'journey_enrolments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    journeyId: integer('journey_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    status: text('status', {
      enum: ['active', 'waiting', 'completed', 'terminated', 'failed'],
    }).notNull(),
    actionId: integer('action_id'),
    steps: integer('steps').notNull().default(0),
    depth: integer('depth').notNull().default(0),
    wakeAt: timestamp('wake_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last email a step sent: what an if/else on opens and clicks reads. */
    lastSendId: bigint('last_send_id', { mode: 'number' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey('journey_enrolments', t),
    uniqueIndex('journey_enrolments_running_idx')
      .on(t.journeyId, t.contactId)
      .where(sql`${t.status} in ('active', 'waiting')`),
    // The engine's sweep reads only the running walks, by when they are due.
    index('journey_enrolments_due_idx')
      .on(t.wakeAt)
      .where(sql`${t.status} in ('active', 'waiting')`),
    index('journey_enrolments_journey_idx').on(t.accountId, t.journeyId, t.id.desc()),
    index('journey_enrolments_contact_idx').on(t.accountId, t.contactId, t.id.desc()),
    tenantReference('journey_enrolments_journey_fk', t, t.journeyId, journeys).onDelete('cascade'),
    tenantReference('journey_enrolments_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);
export type JourneyEnrolmentRow = typeof journeyEnrolments.$inferSelect;

/**
 * What the engine did: one row per step of a walk (`step`, unique with the walk, so a step is
 * recorded once), and the walk's start and end. `action_title` keeps the card's title, so
 * the history reads the same after the card is deleted.
 */
export const journeyHistories = pgTable(
  'journey_histories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    journeyId: integer('journey_id').notNull(),
    enrolmentId: bigint('enrolment_id', { mode: 'number' }).notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    step: integer('step'),
    actionId: integer('action_id'),
    actionTitle: text('action_title'),
    event: text('event').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journey_histories_step_idx').on(t.enrolmentId, t.step),
    index('journey_histories_journey_idx').on(t.accountId, t.journeyId, t.id.desc()),
    index('journey_histories_contact_idx').on(t.accountId, t.contactId, t.id.desc()),
    tenantReference('journey_histories_journey_fk', t, t.journeyId, journeys).onDelete('cascade'),
    tenantReference('journey_histories_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);
