import {
  type CalendarDay,
  type CalendarEvent,
  calendarDayOf,
  calendarMessages,
  type EventFields,
  type EventsQuery,
  type PortalEvent,
} from '@coachline/contract/calendar';
import { dayPartOf } from '@coachline/contract/day-parts';
import { authorize } from '../../platform/auth';
import type { PortalContext, RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { clockOf } from '../accounts/accounts.service';
import * as clientPortal from '../client-portal/client-portal.service';
import * as contacts from '../contacts/contacts.service';
import * as repo from './calendar.repository';
import type { CalendarEventRow } from './calendar.tables';

// The portal's calendar (issue 14): the coach's events, and each contact's days in the portal.
// The coach's calls are the client portal's area; a contact reads only the events for everyone
// and those naming them.

export { leaveEvents, reassignEventContacts } from './calendar.repository';

/** `HH:MM` of a stored time (`HH:MM:SS`). */
const minutes = (time: string) => time.slice(0, 5);

const presentPortalEvent = (row: CalendarEventRow): PortalEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  location: row.location,
  date: row.eventDate,
  start_time: minutes(row.startTime),
  end_time: row.endTime === null ? null : minutes(row.endTime),
  part: dayPartOf(row.startTime),
});

/** Events as the coach sees them: with the contacts each names. */
async function presentEvents(
  deps: Deps,
  accountId: number,
  rows: CalendarEventRow[],
): Promise<CalendarEvent[]> {
  const named = await repo.contactsOfEvents(
    deps.db,
    accountId,
    rows.filter((r) => !r.everyone).map((r) => r.id),
  );
  const people = await contacts.contactRowsByIds(deps.db, accountId, [
    ...new Set(named.map((n) => n.contactId)),
  ]);
  const nameOf = new Map(
    people
      .filter((c) => c.deletedAt === null)
      .map((c) => [c.id, `${c.firstName} ${c.lastName}`.trim()]),
  );
  return rows.map((row) => ({
    ...presentPortalEvent(row),
    everyone: row.everyone,
    contacts: named
      .filter((n) => n.eventId === row.id && nameOf.has(n.contactId))
      .map((n) => ({ id: n.contactId, full_name: nameOf.get(n.contactId) ?? '' }))
      .sort((a, b) => a.full_name.localeCompare(b.full_name) || a.id - b.id),
  }));
}

/** The contact whose calendar is read, checked to be the location's; none for all events. */
async function contactFilter(deps: Deps, ctx: RequestContext, contactId: number | undefined) {
  if (contactId === undefined) return undefined;
  return (await contacts.contactOf(deps.db, ctx, contactId)).id;
}

/** GET calendar/events. */
export async function events(deps: Deps, ctx: RequestContext, query: EventsQuery) {
  authorize(ctx, 'view', 'client-portal');
  const contactId = await contactFilter(deps, ctx, query.contact_id);
  const rows = await repo.eventsBetween(deps.db, ctx.accountId, query, contactId);
  return { status: 1 as const, data: await presentEvents(deps, ctx.accountId, rows) };
}

async function dayOf(
  deps: Deps,
  accountId: number,
  date: string,
  contactId: number | undefined,
): Promise<CalendarDay> {
  const rows = await repo.eventsBetween(deps.db, accountId, { from: date, to: date }, contactId);
  return calendarDayOf(date, rows.map(presentPortalEvent));
}

/** GET calendar/events-by-date. */
export async function eventsByDate(
  deps: Deps,
  ctx: RequestContext,
  query: { date: string; contact_id?: number | undefined },
) {
  authorize(ctx, 'view', 'client-portal');
  const contactId = await contactFilter(deps, ctx, query.contact_id);
  return { status: 1 as const, day: await dayOf(deps, ctx.accountId, query.date, contactId) };
}

/** The contacts an event names, every one live in the location; 404 when one is not. */
async function checkContacts(deps: Deps, ctx: RequestContext, fields: EventFields) {
  if (fields.everyone) return;
  const ids = [...new Set(fields.contact_ids)];
  if ((await contacts.countLiveContacts(deps.db, ctx.accountId, ids)) !== ids.length)
    throw notFound();
}

async function saved(deps: Deps, ctx: RequestContext, row: CalendarEventRow, message: string) {
  const [event] = await presentEvents(deps, ctx.accountId, [row]);
  return { status: 1 as const, message, event: event! };
}

/** POST calendar/create-event. */
export async function create(deps: Deps, ctx: RequestContext, fields: EventFields) {
  authorize(ctx, 'update', 'client-portal');
  await checkContacts(deps, ctx, fields);
  const row = await deps.db.transaction((tx) =>
    repo.insertEvent(tx, ctx.accountId, ctx.user.id, fields),
  );
  return saved(deps, ctx, row, calendarMessages.created);
}

/** POST calendar/{event}/update-event: the whole event, as on create. */
export async function update(deps: Deps, ctx: RequestContext, id: number, fields: EventFields) {
  authorize(ctx, 'update', 'client-portal');
  if (!(await repo.findEvent(deps.db, ctx.accountId, id))) throw notFound();
  await checkContacts(deps, ctx, fields);
  const row = await deps.db.transaction((tx) => repo.updateEvent(tx, ctx.accountId, id, fields));
  if (!row) throw notFound();
  return saved(deps, ctx, row, calendarMessages.updated);
}

/** DELETE calendar/{event}/delete-event. */
export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', 'client-portal');
  if (!(await repo.deleteEvent(deps.db, ctx.accountId, id))) throw notFound();
  return { status: 1 as const, message: calendarMessages.deleted };
}

/** A day of the contact's calendar; today, in the location's time zone, when not given. */
export async function portalDay(
  deps: Deps,
  portal: Pick<PortalContext, 'accountId' | 'contactId'>,
  date?: string,
  now = new Date(),
): Promise<CalendarDay> {
  const day = date ?? (await clockOf(deps.db, portal.accountId, now)).today;
  return dayOf(deps, portal.accountId, day, portal.contactId);
}

/** GET portal/calendar: 404 while the coach keeps the calendar out of the portal. */
export async function portalCalendar(deps: Deps, portal: PortalContext, date?: string) {
  if (!(await clientPortal.calendarShown(deps, portal.accountId))) throw notFound();
  return { status: 1 as const, day: await portalDay(deps, portal, date) };
}
