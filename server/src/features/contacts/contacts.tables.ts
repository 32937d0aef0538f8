import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
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
import { users } from '../accounts/accounts.tables';
import { contactImports } from '../contact-import/contact-import.tables';

const id = (name: string) => bigint(name, { mode: 'number' });
/** Who did it; the row stays when the user goes. */
const byUser = (name: string) =>
  integer(name).references((): AnyPgColumn => users.id, { onDelete: 'set null' });

/** Temperatures sort cold, warm, hot (not alphabetically); the sort index uses the same expression. */
export const temperatureRank = (column: AnyPgColumn): SQL =>
  sql`(case ${column} when 'cold' then 1 when 'warm' then 2 when 'hot' then 3 end)`;

/**
 * Status tabs of a location's contact centre, in five groups (000 §3, 001 §3); a contact's
 * `status` is one of their values.
 */
export const locationTabs = pgTable(
  'location_tabs',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    group: text('group').$type<'leads' | 'trials' | 'clients' | 'staff' | 'lost'>().notNull(),
    title: text('title').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also what contacts.status points at, with the contact's account.
    uniqueIndex('location_tabs_value_unique').on(t.accountId, t.value),
    tenantIndex('location_tabs', t, t.group, t.position),
  ],
);

/**
 * A contact of one location (001 §3). `status` is a tab value of that location; `search` is
 * a lower-cased name/email/phone string with a trigram index, so a 3-letter substring search
 * stays fast at a million rows.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    number: text('number'),
    status: text('status').notNull(),
    lastAction: text('last_action'),
    temperature: text('temperature').$type<'cold' | 'warm' | 'hot'>(),
    starred: boolean('starred').notNull().default(false),
    flagged: boolean('flagged').notNull().default(false),
    gender: text('gender')
      .$type<'Male' | 'Female' | 'Unassigned'>()
      .notNull()
      .default('Unassigned'),
    source: text('source'),
    memberId: text('member_id'),
    birthday: date('birthday', { mode: 'string' }),
    photo: text('photo'),
    portalPasswordHash: text('portal_password_hash'),
    portalActive: boolean('portal_active').notNull().default(true),
    emailEnabled: boolean('email_enabled').notNull().default(true),
    smsEnabled: boolean('sms_enabled').notNull().default(true),
    // null until checked (contact/validate-email) or marked valid; a new email is unchecked.
    emailStatus: text('email_status').$type<'valid' | 'invalid'>(),
    emailConfirmation: text('email_confirmation')
      .$type<'requested' | 'disabled'>()
      .notNull()
      .default('requested'),
    loginCount: integer('login_count').notNull().default(0),
    lastEmailActivity: timestamp('last_email_activity', { withTimezone: true }),
    lastChat: timestamp('last_chat', { withTimezone: true }),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    // The import that created the row; makes a resumed import skip rows it already wrote.
    importId: integer('import_id'),
    importRow: integer('import_row'),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(number, ''))`,
      ),
    createdBy: byUser('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => {
    // The list sorts by any column in both directions, always ending with the id: one ascending
    // (account_id, column, id) index per column serves both (backwards for desc). They only hold
    // live rows, so a deep page is an index-only walk that never visits deleted rows.
    const live = sql`${t.deletedAt} is null`;
    const sortIndex = (name: string, column: AnyPgColumn) =>
      index(`contacts_sort_${name}_idx`).on(t.accountId, column, t.id).where(live);
    // An expression index feeds an index-only scan only when it also holds the column the
    // expression reads (drizzle has no INCLUDE): the column goes last, after the unique id.
    const expressionSortIndex = (name: string, expression: SQL, column: AnyPgColumn) =>
      index(name).on(t.accountId, expression, t.id, column).where(live);
    return [
      index('contacts_account_created_idx').on(t.accountId, t.createdAt, t.id).where(live),
      index('contacts_account_status_created_idx')
        .on(t.accountId, t.status, t.createdAt, t.id)
        .where(live),
      // Names and emails sort case-insensitively, whatever the database collation.
      expressionSortIndex(
        'contacts_account_first_name_idx',
        sql`lower(${t.firstName})`,
        t.firstName,
      ),
      expressionSortIndex('contacts_account_last_name_idx', sql`lower(${t.lastName})`, t.lastName),
      // Duplicate lookups by email or phone (save, import), deleted rows included.
      index('contacts_account_email_idx').on(t.accountId, sql`lower(${t.email})`),
      index('contacts_account_number_idx').on(t.accountId, t.number),
      expressionSortIndex('contacts_sort_email_idx', sql`lower(${t.email})`, t.email),
      sortIndex('number', t.number),
      sortIndex('status', t.status),
      sortIndex('last_action', t.lastAction),
      expressionSortIndex(
        'contacts_sort_temperature_idx',
        temperatureRank(t.temperature),
        t.temperature,
      ),
      sortIndex('starred', t.starred),
      sortIndex('flagged', t.flagged),
      sortIndex('source', t.source),
      sortIndex('login_count', t.loginCount),
      sortIndex('last_email_activity', t.lastEmailActivity),
      sortIndex('last_chat', t.lastChat),
      // Member ID lookups only: holding just the rows with one keeps the planner from taking it
      // as a cheap walk over the whole location.
      index('contacts_account_member_id_idx')
        .on(t.accountId, t.memberId)
        .where(sql`${t.deletedAt} is null and ${t.memberId} is not null`),
      index('contacts_deleted_idx')
        .on(t.accountId, t.deletedAt)
        .where(sql`${t.deletedAt} is not null`),
      index('contacts_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
      uniqueIndex('contacts_import_row_unique').on(t.importId, t.importRow),
      tenantKey('contacts', t),
      // The status is one of the location's tabs: a tab with contacts cannot go (deleting one
      // moves its contacts first), and a changed tab value would carry its contacts along.
      foreignKey({
        name: 'contacts_status_fk',
        columns: [t.accountId, t.status],
        foreignColumns: [locationTabs.accountId, locationTabs.value],
      }).onUpdate('cascade'),
      // An import of the contact's own location; a move to another location clears it.
      tenantReference('contacts_import_fk', t, t.importId, contactImports),
    ];
  },
);

/**
 * How many live contacts a location has per status, per day created and status, per tag and per
 * group: a count is the sum of its rows. Triggers on contacts, contact_tags and group_members
 * (migration 0014) append each statement's changes in the same transaction, so every writer
 * keeps them exact, bulk ones included. Appending instead of updating one row per count means
 * concurrent writers (an import's parallel batches) never wait for each other on a count nor
 * deadlock over two; `foldCounts` folds a location's rows together when they pile up.
 */
export const contactCounts = pgTable(
  'contact_counts',
  {
    ...tenantColumns(),
    kind: text('kind').$type<'status' | 'day' | 'tag' | 'group'>().notNull(),
    // The status value; the UTC day created and the status ("2026-11-24 lead"); the tag's or
    // group's id.
    key: text('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('contact_counts_account_idx').on(t.accountId, t.kind, t.key, t.n)],
);

/** Custom contact fields of a location; values live in contacts.custom_fields by key. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    type: text('type').$type<'text' | 'number' | 'date' | 'select'>().notNull().default('text'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_fields_key_unique').on(t.accountId, t.key)],
);

/**
 * The key of a contact's own rows (notes, rewards, lifecycle) to their contact: they follow it
 * when it moves to another location (its account_id changes) and would go with it.
 */
const ofContact = (table: string, t: { accountId: AnyPgColumn; contactId: AnyPgColumn }) =>
  tenantReference(`${table}_contact_fk`, t, t.contactId, contacts)
    .onDelete('cascade')
    .onUpdate('cascade');

export const contactNotes = pgTable(
  'contact_notes',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    contactId: id('contact_id').notNull(),
    body: text('body').notNull(),
    userId: byUser('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_notes_contact_idx').on(t.accountId, t.contactId, t.createdAt.desc()),
    ofContact('contact_notes', t),
  ],
);

/** Reward points: positive rows are earned, negative rows redeemed (balance = sum). */
export const contactRewards = pgTable(
  'contact_rewards',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    contactId: id('contact_id').notNull(),
    points: integer('points').notNull(),
    reason: text('reason').notNull().default(''),
    userId: byUser('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_rewards_contact_idx').on(t.accountId, t.contactId),
    ofContact('contact_rewards', t),
  ],
);

/** Every status and last-action change, with who and when (the profile's lifecycle). */
export const contactLifecycle = pgTable(
  'contact_lifecycle',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    contactId: id('contact_id').notNull(),
    kind: text('kind')
      .$type<'created' | 'status' | 'last_action' | 'merged' | 'moved' | 'deleted' | 'restored'>()
      .notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    userId: byUser('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_lifecycle_contact_idx').on(t.accountId, t.contactId, t.createdAt.desc()),
    ofContact('contact_lifecycle', t),
  ],
);
