import type {
  ProgressQuestionType,
  ProgressRelation,
  ProgressReminder,
  ProgressSettings,
} from '@coachline/contract/progress-tracking';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey, tenantReference } from '../../db/tenancy';
import {
  programContactColumns,
  programContactKeys,
  reminderDeliveryColumns,
  reminderDeliveryKeys,
  trackingColumns,
  trackingKeys,
  trackingPartColumns,
  trackingPartKeys,
} from '../../platform/check-in-programs.tables';
import { contacts } from '../contacts/contacts.tables';

/** Progress tracking scenarios (check-ins, issue 16 §4). */
export const progressTrackings = pgTable(
  'progress_trackings',
  trackingColumns<ProgressReminder, ProgressSettings>(),
  (t) => trackingKeys('progress_trackings', t),
);
export type ProgressTrackingRow = typeof progressTrackings.$inferSelect;

/** A metric category (weight, waist…): its unit and the way progress goes. */
export const progressCategories = pgTable(
  'progress_categories',
  {
    ...trackingPartColumns(),
    unit: text('unit').notNull().default(''),
    relation: text('relation').$type<ProgressRelation>().notNull().default('decrease'),
  },
  (t) => trackingPartKeys('progress_categories', t, progressTrackings),
);
export type ProgressCategoryRow = typeof progressCategories.$inferSelect;

export const progressSections = pgTable('progress_sections', trackingPartColumns(), (t) =>
  trackingPartKeys('progress_sections', t, progressTrackings),
);
export type ProgressSectionRow = typeof progressSections.$inferSelect;

export const progressQuestions = pgTable(
  'progress_questions',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    sectionId: integer('section_id').notNull(),
    type: text('type').$type<ProgressQuestionType>().notNull(),
    label: text('label').notNull(),
    unit: text('unit').notNull().default(''),
    required: boolean('required').notNull().default(false),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    tenantKey('progress_questions', t),
    index('progress_questions_section_idx').on(t.accountId, t.sectionId, t.order, t.id),
    tenantReference('progress_questions_section_fk', t, t.sectionId, progressSections).onDelete(
      'cascade',
    ),
  ],
);
export type ProgressQuestionRow = typeof progressQuestions.$inferSelect;

/** A contact on a tracking: active, or deleted (taken off, submissions kept). */
export const progressContacts = pgTable('progress_contacts', programContactColumns(), (t) =>
  programContactKeys('progress_contacts', t, progressTrackings),
);

/** A contact's goal on a category: start, target and relation. One per category and contact. */
export const progressGoals = pgTable(
  'progress_goals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    categoryId: integer('category_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    start: doublePrecision('start'),
    target: doublePrecision('target'),
    relation: text('relation').$type<ProgressRelation>(),
  },
  (t) => [
    uniqueIndex('progress_goals_pair_idx').on(t.categoryId, t.contactId),
    index('progress_goals_contact_idx').on(t.accountId, t.contactId),
    tenantReference('progress_goals_category_fk', t, t.categoryId, progressCategories).onDelete(
      'cascade',
    ),
    tenantReference('progress_goals_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);

/** A contact's answers at a time. */
export const progressSubmissions = pgTable(
  'progress_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    trackingId: integer('tracking_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    /** Answers of the custom questions, by question id. */
    answers: jsonb('answers').$type<{ question_id: number; value: number | string }[]>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('progress_submissions', t),
    index('progress_submissions_tracking_idx').on(t.accountId, t.trackingId, t.contactId),
    index('progress_submissions_contact_idx').on(t.accountId, t.contactId),
    tenantReference(
      'progress_submissions_tracking_fk',
      t,
      t.trackingId,
      progressTrackings,
    ).onDelete('cascade'),
    tenantReference('progress_submissions_contact_fk', t, t.contactId, contacts).onDelete(
      'cascade',
    ),
  ],
);

/** A category's value for a contact at a time: from a submission, or recorded by the coach. */
export const progressEntries = pgTable(
  'progress_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    categoryId: integer('category_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    submissionId: bigint('submission_id', { mode: 'number' }),
    value: doublePrecision('value').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('progress_entries', t),
    index('progress_entries_category_idx').on(t.accountId, t.categoryId, t.contactId, t.recordedAt),
    index('progress_entries_contact_idx').on(t.accountId, t.contactId),
    tenantReference('progress_entries_category_fk', t, t.categoryId, progressCategories).onDelete(
      'cascade',
    ),
    tenantReference('progress_entries_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
    tenantReference(
      'progress_entries_submission_fk',
      t,
      t.submissionId,
      progressSubmissions,
    ).onDelete('cascade'),
  ],
);

/** A photo of a submission (a proof), kept in the app's storage. */
export const progressProofs = pgTable(
  'progress_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    submissionId: bigint('submission_id', { mode: 'number' }).notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    questionId: integer('question_id'),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('progress_proofs_submission_idx').on(t.accountId, t.submissionId),
    index('progress_proofs_contact_idx').on(t.accountId, t.contactId),
    tenantReference(
      'progress_proofs_submission_fk',
      t,
      t.submissionId,
      progressSubmissions,
    ).onDelete('cascade'),
    tenantReference('progress_proofs_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);

/** A reminder sent: one per tracking, contact and due time (the engine's once). */
export const progressReminderDeliveries = pgTable(
  'progress_reminder_deliveries',
  reminderDeliveryColumns(),
  (t) => reminderDeliveryKeys('progress_reminder_deliveries', t, progressTrackings),
);
