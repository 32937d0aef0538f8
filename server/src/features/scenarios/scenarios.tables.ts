import type { ScenarioContentData, StepContentData } from '@coachline/contract/scenarios';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';
import { tags } from '../tags/tags.tables';

/** Onboarding scenarios (issue 16 §6): ordered checklists a new client works through. */
export const onboardingScenarios = pgTable(
  'onboarding_scenarios',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    /** Lists show the smallest first (then by id); new ones last. */
    order: integer('order').notNull().default(0),
    /** Branding name → value; the contract's defaults fill the names not saved. */
    branding: jsonb('branding').$type<Record<string, string>>().notNull().default({}),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('onboarding_scenarios', t),
    tenantIndex('onboarding_scenarios', t, t.order, t.id),
  ],
);
export type OnboardingScenarioRow = typeof onboardingScenarios.$inferSelect;

/** The tags a contact gets when assigned to the scenario. */
export const onboardingScenarioTags = pgTable(
  'onboarding_scenario_tags',
  {
    ...tenantColumns(),
    scenarioId: integer('scenario_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scenarioId, t.tagId] }),
    index('onboarding_scenario_tags_account_idx').on(t.accountId, t.scenarioId),
    tenantReference(
      'onboarding_scenario_tags_scenario_fk',
      t,
      t.scenarioId,
      onboardingScenarios,
    ).onDelete('cascade'),
    tenantReference('onboarding_scenario_tags_tag_fk', t, t.tagId, tags).onDelete('cascade'),
  ],
);

export const onboardingCategories = pgTable(
  'onboarding_categories',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    scenarioId: integer('scenario_id').notNull(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    tenantKey('onboarding_categories', t),
    index('onboarding_categories_scenario_idx').on(t.accountId, t.scenarioId, t.order, t.id),
    tenantReference(
      'onboarding_categories_scenario_fk',
      t,
      t.scenarioId,
      onboardingScenarios,
    ).onDelete('cascade'),
  ],
);
export type OnboardingCategoryRow = typeof onboardingCategories.$inferSelect;

export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    tenantKey('onboarding_steps', t),
    index('onboarding_steps_category_idx').on(t.accountId, t.categoryId, t.order, t.id),
    tenantReference('onboarding_steps_category_fk', t, t.categoryId, onboardingCategories).onDelete(
      'cascade',
    ),
  ],
);
export type OnboardingStepRow = typeof onboardingSteps.$inferSelect;

/** The location's content library: what steps show (text, a video, a link, a file). */
export const onboardingContents = pgTable(
  'onboarding_contents',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    data: jsonb('data').$type<ScenarioContentData>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey('onboarding_contents', t), tenantIndex('onboarding_contents', t, t.id.desc())],
);
export type OnboardingContentRow = typeof onboardingContents.$inferSelect;

/** A content on a step (the pivot): its data and place among the step's contents. */
export const onboardingStepContents = pgTable(
  'onboarding_step_contents',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    stepId: integer('step_id').notNull(),
    contentId: integer('content_id').notNull(),
    data: jsonb('data').$type<StepContentData>().notNull().default({}),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    tenantKey('onboarding_step_contents', t),
    uniqueIndex('onboarding_step_contents_pair_idx').on(t.stepId, t.contentId),
    index('onboarding_step_contents_step_idx').on(t.accountId, t.stepId, t.order, t.id),
    index('onboarding_step_contents_content_idx').on(t.accountId, t.contentId),
    tenantReference('onboarding_step_contents_step_fk', t, t.stepId, onboardingSteps).onDelete(
      'cascade',
    ),
    tenantReference(
      'onboarding_step_contents_content_fk',
      t,
      t.contentId,
      onboardingContents,
    ).onDelete('cascade'),
  ],
);
export type OnboardingStepContentRow = typeof onboardingStepContents.$inferSelect;

/** A contact assigned to a scenario; paused (restricted) contacts stay but cannot progress. */
export const onboardingScenarioContacts = pgTable(
  'onboarding_scenario_contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    scenarioId: integer('scenario_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('onboarding_scenario_contacts_pair_idx').on(t.scenarioId, t.contactId),
    index('onboarding_scenario_contacts_account_idx').on(t.accountId, t.scenarioId, t.id.desc()),
    index('onboarding_scenario_contacts_contact_idx').on(t.accountId, t.contactId),
    tenantReference(
      'onboarding_scenario_contacts_scenario_fk',
      t,
      t.scenarioId,
      onboardingScenarios,
    ).onDelete('cascade'),
    tenantReference('onboarding_scenario_contacts_contact_fk', t, t.contactId, contacts).onDelete(
      'cascade',
    ),
  ],
);
export type OnboardingScenarioContactRow = typeof onboardingScenarioContacts.$inferSelect;

/**
 * A step completed: by a contact (`contact_id`), or in a coach's preview (`user_id`, no
 * contact), which reset-preview clears. One per step and contact, one per step and coach.
 */
export const onboardingStepCompletions = pgTable(
  'onboarding_step_completions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    stepId: integer('step_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }),
    /** The coach whose preview it is (no contact), or who marked it for the contact. */
    userId: integer('user_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('onboarding_step_completions_contact_idx')
      .on(t.stepId, t.contactId)
      .where(sql`${t.contactId} is not null`),
    uniqueIndex('onboarding_step_completions_preview_idx')
      .on(t.stepId, t.userId)
      .where(sql`${t.contactId} is null`),
    index('onboarding_step_completions_account_idx').on(t.accountId, t.contactId),
    tenantReference('onboarding_step_completions_step_fk', t, t.stepId, onboardingSteps).onDelete(
      'cascade',
    ),
    tenantReference('onboarding_step_completions_contact_fk', t, t.contactId, contacts).onDelete(
      'cascade',
    ),
  ],
);
