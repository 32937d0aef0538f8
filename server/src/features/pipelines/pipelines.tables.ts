import {
  bigint,
  bigserial,
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
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';
import { folders } from '../folders/folders.tables';

/** Pipelines (issue 15 §4): stages a location's contacts move through. */
export const pipelines = pgTable(
  'pipelines',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    category: text('category').notNull().default('sales'),
    /** Lists show the highest first (002 §9); new ones on top. */
    ordering: integer('ordering').notNull().default(0),
    /** Its folder (asset type pipelines); ON DELETE SET NULL (folder_id) in the migration. */
    folderId: integer('folder_id'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('pipelines', t),
    tenantIndex('pipelines', t, t.ordering.desc(), t.id.desc()),
    index('pipelines_folder_idx').on(t.accountId, t.folderId),
    tenantReference('pipelines_folder_fk', t, t.folderId, folders),
  ],
);
export type PipelineRow = typeof pipelines.$inferSelect;

export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    pipelineId: integer('pipeline_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    tenantKey('pipeline_stages', t),
    index('pipeline_stages_pipeline_idx').on(t.accountId, t.pipelineId, t.position),
    tenantReference('pipeline_stages_pipeline_fk', t, t.pipelineId, pipelines).onDelete('cascade'),
  ],
);
export type PipelineStageRow = typeof pipelineStages.$inferSelect;

/**
 * A contact's card: the stage it is in (one per contact and pipeline), its place among the
 * stage's cards (`sort`, smaller first: a move between two cards takes the middle), its notes.
 */
export const pipelineCards = pgTable(
  'pipeline_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    pipelineId: integer('pipeline_id').notNull(),
    stageId: integer('stage_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    sort: doublePrecision('sort').notNull().default(0),
    notes: text('notes').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('pipeline_cards', t),
    uniqueIndex('pipeline_cards_contact_idx').on(t.pipelineId, t.contactId),
    // A column's page: its cards in order.
    index('pipeline_cards_stage_idx').on(t.accountId, t.stageId, t.sort, t.id),
    index('pipeline_cards_contact_account_idx').on(t.accountId, t.contactId),
    tenantReference('pipeline_cards_pipeline_fk', t, t.pipelineId, pipelines).onDelete('cascade'),
    tenantReference('pipeline_cards_stage_fk', t, t.stageId, pipelineStages).onDelete('cascade'),
    tenantReference('pipeline_cards_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);
export type PipelineCardRow = typeof pipelineCards.$inferSelect;

/**
 * Each move of a card: into the pipeline (`from_stage_id` null), between stages, out of it
 * (`to_stage_id` null). The names are kept, so the history reads the same after a stage goes.
 */
export const pipelineMoves = pgTable(
  'pipeline_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    pipelineId: integer('pipeline_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    fromStageId: integer('from_stage_id'),
    fromStage: text('from_stage'),
    toStageId: integer('to_stage_id'),
    toStage: text('to_stage'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pipeline_moves_pipeline_idx').on(t.accountId, t.pipelineId, t.id.desc()),
    index('pipeline_moves_contact_idx').on(t.accountId, t.contactId),
    tenantReference('pipeline_moves_pipeline_fk', t, t.pipelineId, pipelines).onDelete('cascade'),
    tenantReference('pipeline_moves_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);
export type PipelineMoveRow = typeof pipelineMoves.$inferSelect;

/** The location's own template of stage names ("my template"), one row per location. */
export const pipelineTemplates = pgTable(
  'pipeline_templates',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    stages: jsonb('stages').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pipeline_templates_account_idx').on(t.accountId)],
);
