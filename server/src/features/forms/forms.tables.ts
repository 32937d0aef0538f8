import type { AnswerValue, FormAddOn, QuestionType } from '@coachline/contract/forms';
import type { TextStyle } from '@coachline/contract/styles';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { folders } from '../folders/folders.tables';

/**
 * A location's forms (001 §3 Form). `public_key` is random and unguessable: the public link
 * `/f/{public_key}` is the only way in for visitors. The styling columns carry 001 §3's
 * defaults (the contract's `formDefaults`).
 */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    title: text('title').notNull(),
    /**
     * Its folder (asset type forms); null in the main folder. Deleting the folder puts it back
     * there (ON DELETE SET NULL (folder_id), written in the migration).
     */
    folderId: integer('folder_id'),
    /** Lists show the highest first (001 §9); a new form goes on top. */
    ordering: integer('ordering').notNull().default(0),
    publicKey: text('public_key').notNull().unique(),
    submitLabel: text('submit_label').notNull().default('SUBMIT'),
    submitAlign: text('submit_align').notNull().default('center'),
    getStartedLabel: text('get_started_label').notNull().default('GET STARTED'),
    thankYouMessage: text('thank_you_message')
      .notNull()
      .default('Thank you! Your response has been submitted.'),
    addOns: jsonb('add_ons').$type<FormAddOn[]>().notNull().default(['fname', 'lname']),
    accentColor: text('accent_color').notNull().default('#2C3E50'),
    overlayOpacity: integer('overlay_opacity').notNull().default(50),
    coverImage: text('cover_image'),
    logoImage: text('logo_image'),
    subheadline: text('subheadline').notNull().default(''),
    /** Null: the location's saved style for forms (content_type 3) or its defaults. */
    headlineStyle: jsonb('headline_style').$type<TextStyle>(),
    subheadlineStyle: jsonb('subheadline_style').$type<TextStyle>(),
    /** Closed to submissions (set-form-disable); the public page shows the message. */
    isDisabled: boolean('is_disabled').notNull().default(false),
    disableMessage: text('disable_message')
      .notNull()
      .default('This form is not accepting responses.'),
    /** No key, so a user's removal leaves their forms. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('forms', t),
    index('forms_folder_idx').on(t.accountId, t.folderId),
    tenantReference('forms_folder_fk', t, t.folderId, folders),
    tenantIndex('forms', t, t.ordering.desc(), t.id.desc()),
  ],
);

/** A form's questions, shown by `ordering` from the lowest up. */
export const formQuestions = pgTable(
  'form_questions',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    formId: integer('form_id').notNull(),
    type: text('type').$type<QuestionType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isRequired: boolean('is_required').notNull().default(false),
    ordering: integer('ordering').notNull(),
    /** The choices of the choice types, in order. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** A rating's top value. */
    max: integer('max'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('form_questions', t),
    index('form_questions_form_idx').on(t.formId, t.ordering),
    tenantReference('form_questions_form_fk', t, t.formId, forms).onDelete('cascade'),
  ],
);

/**
 * Forms sent to contacts (001 §4): enabled for the contact or not, shown in their client
 * portal or not. The contact leaves its forms when it moves to another location.
 */
export const formContacts = pgTable(
  'form_contacts',
  {
    ...tenantColumns(),
    formId: integer('form_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    clientPortal: boolean('client_portal').notNull().default(true),
    /** Who sent it; no key, so a user's removal leaves what they sent. */
    sentBy: integer('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.formId] }),
    index('form_contacts_form_idx').on(t.formId),
    tenantIndex('form_contacts', t, t.contactId, t.sentAt.desc()),
    tenantReference('form_contacts_form_fk', t, t.formId, forms).onDelete('cascade'),
    tenantReference('form_contacts_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);

/**
 * A submission of a form (001 §3 respondents, submitted forms). `public_key` names it on the
 * public response page; `contact_id` is null when the visitor gave no email and had no
 * personal link, and becomes null when the contact leaves the location (ON DELETE SET NULL
 * (contact_id), written in the migration; the move clears it first).
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    formId: integer('form_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }),
    publicKey: text('public_key').notNull().unique(),
    /** As given on the form (the add-ons), whatever the contact's own. */
    fname: text('fname').notNull().default(''),
    lname: text('lname').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    /** The name of its download (001 §3 submitted forms: file_name). */
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('form_submissions', t),
    tenantIndex('form_submissions', t, t.formId, t.createdAt.desc(), t.id.desc()),
    index('form_submissions_contact_idx')
      .on(t.accountId, t.contactId)
      .where(sql`${t.contactId} is not null`),
    tenantReference('form_submissions_form_fk', t, t.formId, forms).onDelete('cascade'),
    tenantReference('form_submissions_contact_fk', t, t.contactId, contacts),
  ],
);

/**
 * One answer of a submission, one row per answered question, so the analytics are SQL per
 * question (counts, `jsonb_array_elements_text` of a multiple choice, averages of
 * `value::numeric`). A file answer is `{ name, size }` with its stored bytes at `storage_key`.
 */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    submissionId: integer('submission_id').notNull(),
    formId: integer('form_id').notNull(),
    questionId: integer('question_id').notNull(),
    value: jsonb('value').$type<AnswerValue>().notNull(),
    /** A file answer's bytes (`forms/{account}/{uuid}`), in the ledger. */
    storageKey: text('storage_key'),
  },
  (t) => [
    uniqueIndex('form_answers_submission_question_idx').on(t.submissionId, t.questionId),
    index('form_answers_question_idx').on(t.accountId, t.questionId),
    tenantReference('form_answers_submission_fk', t, t.submissionId, formSubmissions).onDelete(
      'cascade',
    ),
    tenantReference('form_answers_question_fk', t, t.questionId, formQuestions).onDelete('cascade'),
    tenantReference('form_answers_form_fk', t, t.formId, forms).onDelete('cascade'),
  ],
);
