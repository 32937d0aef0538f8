import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../db/tenancy';
import { contacts } from '../features/contacts/contacts.tables';

// The tables every check-in program (progress and habit tracking) keeps alike: the scenario
// with its weekly reminder, the contacts on it, the reminders sent. Each program names its own
// tables (`<program>_trackings`, `<program>_contacts`, `<program>_reminder_deliveries`) and adds
// its own columns; the columns and keys built here are what the shared queries
// (check-in-programs.repository.ts) rely on.

/** A column as a table's keys see it: it may be ordered in an index. */
type KeyColumn = AnyPgColumn & ExtraConfigColumn;
type TrackingKeyed = { id: KeyColumn; accountId: KeyColumn; order: KeyColumn };
type ContactKeyed = {
  accountId: KeyColumn;
  trackingId: KeyColumn;
  contactId: KeyColumn;
  id: KeyColumn;
};
type Parent = { id: AnyPgColumn; accountId: AnyPgColumn };

/** A scenario: its name, place in lists, weekly reminder and public settings. */
export function trackingColumns<Reminder, Settings>() {
  return {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    /** Lists show the largest first (002 §9); new ones first. */
    order: integer('order').notNull().default(0),
    hasReminder: boolean('has_reminder').notNull().default(false),
    reminder: jsonb('reminder').$type<Reminder | null>(),
    /** Reminder times before this are never sent (restart-reminder moves it to now). */
    reminderFrom: timestamp('reminder_from', { withTimezone: true }).notNull().defaultNow(),
    /** Public settings saved; the contract's defaults fill the others. */
    settings: jsonb('settings').$type<Partial<Settings>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

export function trackingKeys(table: string, t: TrackingKeyed) {
  return [tenantKey(table, t), tenantIndex(table, t, t.order.desc(), t.id.desc())];
}

/** A named part of a scenario in its order: a category, a section. */
export function trackingPartColumns() {
  return {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    trackingId: integer('tracking_id').notNull(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
  };
}

/** Listed by scenario in order; gone with the scenario. */
export function trackingPartKeys(
  table: string,
  t: TrackingKeyed & { trackingId: KeyColumn },
  trackings: Parent,
) {
  return [
    tenantKey(table, t),
    index(`${table}_tracking_idx`).on(t.accountId, t.trackingId, t.order, t.id),
    tenantReference(`${table}_tracking_fk`, t, t.trackingId, trackings).onDelete('cascade'),
  ];
}

/** A contact on a scenario: active, or deleted (taken off, what they sent kept). */
export function programContactColumns() {
  return {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    trackingId: integer('tracking_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['active', 'deleted'] })
      .notNull()
      .default('active'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  };
}

/** One row per scenario and contact; listed by scenario, found by contact. */
export function programContactKeys(table: string, t: ContactKeyed, trackings: Parent) {
  return [
    uniqueIndex(`${table}_pair_idx`).on(t.trackingId, t.contactId),
    index(`${table}_account_idx`).on(t.accountId, t.trackingId, t.id.desc()),
    index(`${table}_contact_idx`).on(t.accountId, t.contactId),
    tenantReference(`${table}_tracking_fk`, t, t.trackingId, trackings).onDelete('cascade'),
    tenantReference(`${table}_contact_fk`, t, t.contactId, contacts).onDelete('cascade'),
  ];
}

/** A reminder sent: one per scenario, contact and due time (the engine's once). */
export function reminderDeliveryColumns() {
  return {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    trackingId: integer('tracking_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sendId: bigint('send_id', { mode: 'number' }),
    detail: text('detail').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

export function reminderDeliveryKeys(
  table: string,
  t: ContactKeyed & { dueAt: AnyPgColumn },
  trackings: Parent,
) {
  return [
    uniqueIndex(`${table}_once_idx`).on(t.trackingId, t.contactId, t.dueAt),
    index(`${table}_contact_idx`).on(t.accountId, t.contactId),
    tenantReference(`${table}_tracking_fk`, t, t.trackingId, trackings).onDelete('cascade'),
    tenantReference(`${table}_contact_fk`, t, t.contactId, contacts).onDelete('cascade'),
  ];
}
