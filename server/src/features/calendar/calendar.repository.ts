import type { EventFields } from '@coachline/contract/calendar';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { leaveContactRows, reassignContactRows } from '../contacts/contact-assets';
import { calendarEventContacts, calendarEvents } from './calendar.tables';

/** Events of the location from one day to another, by day and start; a contact's alone if given. */
export function eventsBetween(
  db: Executor,
  accountId: number,
  range: { from: string; to: string },
  contactId?: number,
) {
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        ofAccount(calendarEvents, accountId),
        sql`${calendarEvents.eventDate} between ${range.from}::date and ${range.to}::date`,
        contactId === undefined ? undefined : seenBy(accountId, contactId),
      ),
    )
    .orderBy(asc(calendarEvents.eventDate), asc(calendarEvents.startTime), asc(calendarEvents.id));
}

/** The events a contact sees: those for everyone and those naming them. */
const seenBy = (accountId: number, contactId: number): SQL =>
  sql`(${calendarEvents.everyone} or exists (select 1 from ${calendarEventContacts} c
    where c.account_id = ${accountId}::int and c.event_id = ${calendarEvents.id}
      and c.contact_id = ${contactId}::bigint))`;

export async function findEvent(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(ofAccount(calendarEvents, accountId), eq(calendarEvents.id, id)));
  return row;
}

/** The contacts named by these events. */
export function contactsOfEvents(db: Executor, accountId: number, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({ eventId: calendarEventContacts.eventId, contactId: calendarEventContacts.contactId })
    .from(calendarEventContacts)
    .where(
      and(
        ofAccount(calendarEventContacts, accountId),
        inArray(calendarEventContacts.eventId, eventIds),
      ),
    );
}

const valuesOf = (fields: EventFields) => ({
  title: fields.title,
  description: fields.description,
  location: fields.location,
  eventDate: fields.date,
  startTime: fields.start_time,
  endTime: fields.end_time,
  everyone: fields.everyone,
});

/** The event's contacts, replaced by these (none for an event for everyone). */
async function setContacts(db: Executor, accountId: number, eventId: number, fields: EventFields) {
  await db
    .delete(calendarEventContacts)
    .where(
      and(ofAccount(calendarEventContacts, accountId), eq(calendarEventContacts.eventId, eventId)),
    );
  const ids = fields.everyone ? [] : [...new Set(fields.contact_ids)];
  if (ids.length > 0)
    await db
      .insert(calendarEventContacts)
      .values(ids.map((contactId) => ({ accountId, eventId, contactId })));
}

export async function insertEvent(
  db: Executor,
  accountId: number,
  userId: number,
  fields: EventFields,
) {
  const [row] = await db
    .insert(calendarEvents)
    .values({ accountId, createdBy: userId, ...valuesOf(fields) })
    .returning();
  await setContacts(db, accountId, row!.id, fields);
  return row!;
}

export async function updateEvent(
  db: Executor,
  accountId: number,
  id: number,
  fields: EventFields,
) {
  const [row] = await db
    .update(calendarEvents)
    .set({ ...valuesOf(fields), updatedAt: new Date() })
    .where(and(ofAccount(calendarEvents, accountId), eq(calendarEvents.id, id)))
    .returning();
  if (row) await setContacts(db, accountId, id, fields);
  return row;
}

export async function deleteEvent(db: Executor, accountId: number, id: number) {
  const deleted = await db
    .delete(calendarEvents)
    .where(and(ofAccount(calendarEvents, accountId), eq(calendarEvents.id, id)))
    .returning({ id: calendarEvents.id });
  return deleted.length > 0;
}

/** Contacts moving to another location leave them; a merge hands them to the survivor. */
export const leaveEvents = (db: Executor, accountId: number, contactIds: SQL) =>
  leaveContactRows(db, calendarEventContacts, accountId, contactIds);
export const reassignEventContacts = (
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) => reassignContactRows(db, calendarEventContacts, accountId, fromIds, toId);
