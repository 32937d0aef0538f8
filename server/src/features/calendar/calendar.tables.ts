import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';

/**
 * The portal calendar's events (issue 14): one day at a local time of the location, for every
 * contact (`everyone`) or for those in `calendar_event_contacts`.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    eventDate: date('event_date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time'),
    everyone: boolean('everyone').notNull().default(true),
    /** Who added it; no key, so a user's removal leaves their events. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('calendar_events', t),
    tenantIndex('calendar_events', t, t.eventDate, t.startTime),
  ],
);
export type CalendarEventRow = typeof calendarEvents.$inferSelect;

/** The contacts an event is for, when it is not for everyone. */
export const calendarEventContacts = pgTable(
  'calendar_event_contacts',
  {
    ...tenantColumns(),
    eventId: integer('event_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.contactId] }),
    index('calendar_event_contacts_contact_idx').on(t.accountId, t.contactId),
    tenantReference('calendar_event_contacts_event_fk', t, t.eventId, calendarEvents).onDelete(
      'cascade',
    ),
    tenantReference('calendar_event_contacts_contact_fk', t, t.contactId, contacts).onDelete(
      'cascade',
    ),
  ],
);
