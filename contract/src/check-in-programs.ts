import { z } from 'zod';
import { dashboardPageQuery, paginated } from './api';
import { requiredString } from './auth';
import { endpoint } from './endpoint';
import { contactIdText, dbId, dbIdText } from './ids';
import type { PermissionAction } from './permissions';
import { defaultHeadline, defaultSubheadline, hexColor, textStyle } from './styles';

// What the check-in programs (habit tracking and progress tracking) are both built from: each
// scenario has a public page, a reminder and contacts on it (active or deleted), and answers
// the same list, contact, create, rename, duplicate, reminder and delete calls, under its own
// paths and id key. Each program adds its own content (habits; metrics and questions).

export const scenarioName = (field: string) =>
  requiredString(field).trim().min(1, `The ${field} field is required`).max(150);
export const scenarioSearch = z.string().trim().max(200).optional();

/** The public page's fields both scenarios have. */
export const checkInPageSettings = z.object({
  headline: z.string().trim().max(200),
  sub_headline: z.string().trim().max(500),
  submit_text: z.string().trim().min(1).max(60),
  headline_style: textStyle,
  sub_headline_style: textStyle,
  background_color: hexColor,
  button_color: hexColor,
  button_text_color: hexColor,
});

/** 002 §3: the public page's defaults, with each scenario's own words. */
export const checkInPageDefaults = <const H extends string, const S extends string>(
  headline: H,
  submitText: S,
) =>
  ({
    headline,
    sub_headline: '',
    submit_text: submitText,
    headline_style: { ...defaultHeadline, font_family: 'Inter', font_weight: 600, font_size: 50 },
    sub_headline_style: { ...defaultSubheadline, font_size: 25 },
    background_color: '#FFFFFF',
    button_color: '#2F6FED',
    button_text_color: '#FFFFFF',
  }) as const;

/** A scenario as listed, with the counts its program keeps. */
export const checkInScenario = <
  Reminder extends z.ZodType,
  Settings extends z.ZodType,
  Counts extends z.ZodRawShape,
>(
  reminder: Reminder,
  settings: Settings,
  counts: Counts,
) =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    order: z.number().int(),
    has_reminder: z.boolean(),
    reminder: reminder.nullable(),
    settings,
    ...counts,
    created_at: z.string(),
    updated_at: z.string(),
  });

/** A contact on a scenario, before what each scenario counts of them. */
export const scenarioContactFields = <S extends readonly [string, ...string[]]>(statuses: S) => ({
  id: z.number().int(),
  contact: z.object({ id: z.number().int(), full_name: z.string(), email: z.string().nullable() }),
  status: z.enum(statuses),
  added_at: z.string(),
  removed_at: z.string().nullable(),
});

export const scenarioListQuery = (pageSize: number) =>
  dashboardPageQuery.extend({
    per_page: z.coerce.number().int().min(1).max(100).default(pageSize),
    search: scenarioSearch,
  });

/** The bodies that name a scenario by its id, under the key each scenario's calls use. */
export const scenarioBodies = <K extends string>(idKey: K) => {
  const trackingId = z.object({ [idKey]: dbId } as { [P in K]: typeof dbId });
  const trackingQuery = z.object({ [idKey]: dbIdText } as { [P in K]: typeof dbIdText });
  return {
    trackingId,
    trackingQuery,
    trackingContact: trackingQuery.extend({ contact_id: contactIdText }),
    create: z.object({ name: scenarioName('name') }),
    duplicate: trackingId.extend({ name: scenarioName('name').optional() }),
    rename: trackingId.extend({ name: scenarioName('name') }),
    reminderSwitch: trackingId.extend({ has_reminder: z.boolean() }),
    remove: z.object({ ids: z.array(dbId).min(1).max(100) }),
  };
};

const order = z.number().int().min(0).max(1_000_000);
/** A new order for every item of a list, each once. */
export const orderedIds = (max: number) =>
  z
    .array(z.object({ id: dbId, order }))
    .min(1)
    .max(max);

/** A photo uploaded before the check-in that sends its token. */
export const checkInUploadResponse = z.object({
  status: z.literal(1),
  /** Sent in the check-in (a habit's proof, a photo question's answer); good for a day. */
  upload: z.string(),
  name: z.string(),
  size: z.number().int(),
});

export const checkInTokenParams = z.object({ token: z.string().min(1).max(100) });

export const done = z.object({ status: z.literal(1), message: z.string() });
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(1), data: z.array(item) });

type ProgramArea = 'habit-tracking' | 'progress-tracking';

/** The tag and the permissions of a program's calls. */
export const programAccess = <const A extends ProgramArea>(area: A) => ({
  tag: { tag: area } as const,
  may: (action: Extract<PermissionAction, 'view' | 'create' | 'update' | 'delete'>) =>
    ({ permission: { area, action } }) as const,
});

/** The calls both programs answer alike, each with its own schemas and words. */
export const checkInProgramEndpoints = <
  const A extends ProgramArea,
  Tracking extends z.ZodType,
  ListQuery extends z.ZodType,
  TrackingResponse extends z.ZodType,
  IdKey extends string,
>(program: {
  area: A;
  /** "habit tracking", and "Habit trackings" to start a sentence. */
  noun: string;
  nouns: string;
  /** What stays of a contact taken off: "check-ins". */
  kept: string;
  tracking: Tracking;
  listQuery: ListQuery;
  trackingResponse: TrackingResponse;
  bodies: ReturnType<typeof scenarioBodies<IdKey>>;
  describe: { create: string; duplicate: string };
}) => {
  const { area, bodies, trackingResponse } = program;
  const { tag, may } = programAccess(area);
  return {
    listAll: endpoint({
      ...tag,
      ...may('view'),
      method: 'GET',
      path: `${area}/list-all` as const,
      description: `Every ${program.noun} by order desc, for pickers.`,
      response: listOf(program.tracking),
    }),
    list: endpoint({
      ...tag,
      ...may('view'),
      method: 'GET',
      path: `${area}/list` as const,
      description: `${program.nouns} by order desc (002 §9), 6 a page.`,
      query: program.listQuery,
      response: paginated(program.tracking),
    }),
    addContact: endpoint({
      ...tag,
      ...may('update'),
      method: 'GET',
      path: `${area}/add-contact` as const,
      description:
        'Puts the contact on the tracking (again active when deleted). GET as 002 writes.',
      query: bodies.trackingContact,
      response: done,
    }),
    removeContact: endpoint({
      ...tag,
      ...may('update'),
      method: 'GET',
      path: `${area}/remove-contact` as const,
      description: `Marks the contact deleted on the tracking; ${program.kept} stay. GET as 002 writes.`,
      query: bodies.trackingContact,
      response: done,
    }),
    create: endpoint({
      ...tag,
      ...may('create'),
      method: 'POST',
      path: `${area}/create` as const,
      description: program.describe.create,
      body: bodies.create,
      response: trackingResponse,
    }),
    duplicate: endpoint({
      ...tag,
      ...may('create'),
      method: 'POST',
      path: `${area}/duplicate` as const,
      description: program.describe.duplicate,
      body: bodies.duplicate,
      response: trackingResponse,
    }),
    restartReminder: endpoint({
      ...tag,
      ...may('update'),
      method: 'POST',
      path: `${area}/restart-reminder` as const,
      description: 'Reminders count from now: times already past are not sent.',
      body: bodies.trackingId,
      response: trackingResponse,
    }),
    rename: endpoint({
      ...tag,
      ...may('update'),
      method: 'PATCH',
      path: `${area}/rename` as const,
      body: bodies.rename,
      response: trackingResponse,
    }),
    switchReminder: endpoint({
      ...tag,
      ...may('update'),
      method: 'PATCH',
      path: `${area}/enable-disable-reminder` as const,
      body: bodies.reminderSwitch,
      response: trackingResponse,
    }),
    remove: endpoint({
      ...tag,
      ...may('delete'),
      method: 'DELETE',
      path: `${area}/delete` as const,
      body: bodies.remove,
      response: done.extend({ affected: z.number().int() }),
    }),
  };
};
