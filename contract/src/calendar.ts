import { z } from 'zod';
import { requiredString } from './auth';
import { boundedDay } from './dates';
import { dayParts } from './day-parts';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbIdText } from './ids';

// The client portal's calendar (001 §7 Client portal: `calendar/events`, `events-by-date`): the
// coach's events for the location's contacts — a class, a check-in call, a challenge day — each
// on one day at a time of the location, for every contact with a portal or for chosen ones. The
// portal shows a day in three parts, morning, afternoon and evening, under the titles the coach
// gave them (`client-portal/update-calendar-title`); an event's part follows from its start.
// Writing events is not in 001 §7 and is designed here: create, update, delete.

/** Most days one `calendar/events` read spans: two months. */
export const maxCalendarRangeDays = 62;
/** Most contacts one event names. */
export const maxEventContacts = 1_000;

export const calendarMessages = {
  created: 'Event has been created successfully!',
  updated: 'Event has been updated successfully!',
  deleted: 'Event has been deleted successfully!',
  endBeforeStart: 'The end time must be after the start time',
  chooseContacts: 'Choose the contacts who see this event, or show it to everyone',
  rangeTooLong: `Choose at most ${maxCalendarRangeDays} days`,
  rangeBackwards: 'The end date must be on or after the start date',
} as const;

const date = (field: string) => requiredString(field).max(10).pipe(boundedDay(field));
const time = (field: string) =>
  z
    .string()
    .max(5)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `The ${field} must be a time (HH:MM)`);

export const eventFields = z
  .object({
    title: requiredString('title').trim().min(1, 'The title field is required').max(120),
    description: z.string().trim().max(2_000).optional().default(''),
    /** Where: a room, an address or a video-call link, as text. */
    location: z.string().trim().max(200).optional().default(''),
    date: date('date'),
    start_time: requiredString('start time').max(5).pipe(time('start time')),
    end_time: time('end time').nullable().optional().default(null),
    /** Every contact of the location sees it; otherwise only `contact_ids`. */
    everyone: z.boolean().optional().default(true),
    contact_ids: z.array(contactDbId).max(maxEventContacts).optional().default([]),
  })
  .refine((e) => e.end_time === null || e.end_time > e.start_time, {
    path: ['end_time'],
    message: calendarMessages.endBeforeStart,
  })
  .refine((e) => e.everyone || e.contact_ids.length > 0, {
    path: ['contact_ids'],
    message: calendarMessages.chooseContacts,
  });
export type EventInput = z.input<typeof eventFields>;
export type EventFields = z.output<typeof eventFields>;

/** An event as the portal shows it. */
export const portalEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string().nullable(),
  part: z.enum(dayParts),
});
export type PortalEvent = z.output<typeof portalEvent>;

/** An event as the coach sees it: with whom it is for. */
export const calendarEvent = portalEvent.extend({
  everyone: z.boolean(),
  contacts: z.array(z.object({ id: z.number().int(), full_name: z.string() })),
});
export type CalendarEvent = z.output<typeof calendarEvent>;

/** A day's events in its three parts, each by start time. */
export const calendarDay = z.object({
  date: z.string(),
  morning: z.array(portalEvent),
  afternoon: z.array(portalEvent),
  evening: z.array(portalEvent),
});
export type CalendarDay = z.output<typeof calendarDay>;

/** The events of a day, split into its parts. */
export function calendarDayOf<E extends PortalEvent>(day: string, events: E[]) {
  const parts = { morning: [] as E[], afternoon: [] as E[], evening: [] as E[] };
  for (const e of events) if (e.date === day) parts[e.part].push(e);
  return { date: day, ...parts };
}

export const eventsQuery = z
  .object({
    from: date('from'),
    to: date('to'),
    /** Only the events this contact sees. */
    contact_id: contactIdText.optional(),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], message: calendarMessages.rangeBackwards })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < maxCalendarRangeDays * 86_400_000, {
    path: ['to'],
    message: calendarMessages.rangeTooLong,
  });
export type EventsQuery = z.output<typeof eventsQuery>;

export const eventsByDateQuery = z.object({
  date: date('date'),
  contact_id: contactIdText.optional(),
});

/** The portal's day; today in the location's time zone when not given. */
export const portalCalendarQuery = z.object({ date: date('date').optional() });

export const eventParams = z.object({ event: dbIdText });

const calendar = { tag: 'calendar' } as const;
const view = { area: 'client-portal', action: 'view' } as const;
const update = { area: 'client-portal', action: 'update' } as const;
const saved = z.object({ status: z.literal(1), message: z.string(), event: calendarEvent });

export const calendarEndpoints = {
  events: endpoint({
    ...calendar,
    method: 'GET',
    path: 'calendar/events',
    permission: view,
    description: `The location's events from \`from\` to \`to\` (at most ${maxCalendarRangeDays} days), by day and time; with \`contact_id\`, those that contact sees.`,
    query: eventsQuery,
    response: z.object({ status: z.literal(1), data: z.array(calendarEvent) }),
  }),
  eventsByDate: endpoint({
    ...calendar,
    method: 'GET',
    path: 'calendar/events-by-date',
    permission: view,
    description: 'One day in its morning, afternoon and evening, as the portal shows it.',
    query: eventsByDateQuery,
    response: z.object({ status: z.literal(1), day: calendarDay }),
  }),
  create: endpoint({
    ...calendar,
    method: 'POST',
    path: 'calendar/create-event',
    permission: update,
    description: 'Adds an event (not in 001 §7; designed for the calendar the portal shows).',
    body: eventFields,
    response: saved,
  }),
  update: endpoint({
    ...calendar,
    method: 'POST',
    path: 'calendar/:event/update-event',
    permission: update,
    description: 'Changes an event; the body is the whole event, as on create.',
    params: eventParams,
    body: eventFields,
    response: saved,
  }),
  delete: endpoint({
    ...calendar,
    method: 'DELETE',
    path: 'calendar/:event/delete-event',
    permission: update,
    params: eventParams,
    response: z.object({ status: z.literal(1), message: z.string() }),
  }),
};
