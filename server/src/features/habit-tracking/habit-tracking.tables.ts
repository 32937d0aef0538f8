import type {
  HabitProofKind,
  HabitReminder,
  HabitSettings,
} from '@coachline/contract/habit-tracking';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
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

/** Habit tracking scenarios (daily check-ins of habits, issue 16 §5). */
export const habitTrackings = pgTable(
  'habit_trackings',
  trackingColumns<HabitReminder, HabitSettings>(),
  (t) => trackingKeys('habit_trackings', t),
);
export type HabitTrackingRow = typeof habitTrackings.$inferSelect;

export const habitCategories = pgTable('habit_categories', trackingPartColumns(), (t) =>
  trackingPartKeys('habit_categories', t, habitTrackings),
);
export type HabitCategoryRow = typeof habitCategories.$inferSelect;

/** A habit: what a day done is worth, and whether it asks for a photo. Kept: days done, points. */
export const habits = pgTable(
  'habits',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    trackingId: integer('tracking_id').notNull(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull().default(1),
    proof: text('proof').$type<HabitProofKind>().notNull().default('none'),
    order: integer('order').notNull().default(0),
    /** Days done over every contact, kept as check-ins arrive. */
    completions: integer('completions').notNull().default(0),
    /** completions × points. */
    score: integer('score').notNull().default(0),
  },
  (t) => [
    tenantKey('habits', t),
    index('habits_category_idx').on(t.accountId, t.categoryId, t.order, t.id),
    index('habits_tracking_idx').on(t.accountId, t.trackingId),
    tenantReference('habits_tracking_fk', t, t.trackingId, habitTrackings).onDelete('cascade'),
    tenantReference('habits_category_fk', t, t.categoryId, habitCategories).onDelete('cascade'),
  ],
);
export type HabitRow = typeof habits.$inferSelect;

/** A contact on a tracking, with their standing kept as check-ins arrive. */
export const habitContacts = pgTable(
  'habit_contacts',
  {
    ...programContactColumns(),
    score: integer('score').notNull().default(0),
    currentStreak: integer('current_streak').notNull().default(0),
    bestStreak: integer('best_streak').notNull().default(0),
    daysDone: integer('days_done').notNull().default(0),
    lastCheckinOn: date('last_checkin_on', { mode: 'string' }),
  },
  (t) => [
    ...programContactKeys('habit_contacts', t, habitTrackings),
    // The leaderboard: a tracking's active contacts ranked, read in index order.
    index('habit_contacts_rank_idx').on(
      t.accountId,
      t.trackingId,
      t.status,
      t.score.desc(),
      t.currentStreak.desc(),
      t.contactId,
    ),
  ],
);
export type HabitContactRow = typeof habitContacts.$inferSelect;

/** A habit's day for a contact: one per habit, contact and day of the location's calendar. */
export const habitCheckins = pgTable(
  'habit_checkins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    trackingId: integer('tracking_id').notNull(),
    habitId: integer('habit_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    done: boolean('done').notNull().default(false),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('habit_checkins', t),
    uniqueIndex('habit_checkins_day_idx').on(t.habitId, t.contactId, t.date),
    index('habit_checkins_contact_idx').on(t.accountId, t.trackingId, t.contactId, t.date),
    index('habit_checkins_account_contact_idx').on(t.accountId, t.contactId),
    tenantReference('habit_checkins_tracking_fk', t, t.trackingId, habitTrackings).onDelete(
      'cascade',
    ),
    tenantReference('habit_checkins_habit_fk', t, t.habitId, habits).onDelete('cascade'),
    tenantReference('habit_checkins_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);

/** A check-in's photo, kept in the app's storage. */
export const habitProofs = pgTable(
  'habit_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    checkinId: bigint('checkin_id', { mode: 'number' }).notNull(),
    trackingId: integer('tracking_id').notNull(),
    habitId: integer('habit_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('habit_proofs', t),
    uniqueIndex('habit_proofs_checkin_idx').on(t.checkinId),
    index('habit_proofs_tracking_idx').on(t.accountId, t.trackingId, t.id.desc()),
    index('habit_proofs_contact_idx').on(t.accountId, t.contactId),
    tenantReference('habit_proofs_checkin_fk', t, t.checkinId, habitCheckins).onDelete('cascade'),
    tenantReference('habit_proofs_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);

/** A reminder sent: one per tracking, contact and due time (the engine's once). */
export const habitReminderDeliveries = pgTable(
  'habit_reminder_deliveries',
  reminderDeliveryColumns(),
  (t) => reminderDeliveryKeys('habit_reminder_deliveries', t, habitTrackings),
);
