import { z } from 'zod';
import { dashboardPageQuery, pageQuery, paginated } from './api';
import { requiredString, statusMessageResponse } from './auth';
import { lastActionLabels } from './constants';
import { contactSelection } from './contacts';
import { endpoint } from './endpoint';
import { contactIdText, dbId, dbIdText, maxDbId, requiredId } from './ids';

// Journeys (002 §3 Journey, §4, §7 Journeys, §8; issue 15 §1–§2): automations of triggers and
// actions. A trigger (a tag added, a form submitted…) starts an enabled journey for a contact;
// the contact then walks its actions in order, one step at a time, each run exactly once, waits
// kept as a time on their row. An if/else action has two branches of actions of its own (`yes`
// and `no`). 002 §7 names the calls; the shapes of triggers and actions are designed here.

export const journeyMessages = {
  created: 'Journey has been created successfully!',
  renamed: 'Journey has been renamed successfully!',
  duplicated: 'Journey has been duplicated successfully!',
  deleted: 'Journey has been deleted successfully!',
  enabled: 'Journey has been enabled successfully!',
  disabled: 'Journey has been disabled successfully!',
  queued: 'Journey has been queued successfully!',
  terminated: 'Journey has been terminated successfully!',
  triggerSaved: 'Trigger has been saved successfully!',
  triggerDeleted: 'Trigger has been deleted successfully!',
  actionSaved: 'Action has been saved successfully!',
  actionDeleted: 'Action has been deleted successfully!',
  noActions: 'Add an action before enabling this journey',
  incomplete: (card: string, reason: string) =>
    `This journey can't be enabled yet: ${card}: ${reason}`,
  notEnabled: 'Enable this journey before starting contacts on it',
  branchOfCondition: 'Only an if/else action has branches',
  branchRequired: 'Choose the yes or the no branch',
  loop: (depth: number) => `Stopped: journeys started each other ${depth} times in a row`,
  sequenceGone: 'The sequence was deleted',
  stageGone: 'The pipeline stage was deleted',
  sequenceUnchanged: (type: 'start_sequence' | 'stop_sequence', title: string) =>
    type === 'start_sequence'
      ? `Already on “${title}”, or it has no message yet`
      : `Not on “${title}”`,
} as const;

/** How many journeys may start one another in a row before the next start is refused. */
export const maxJourneyDepth = 5;
/** The cards of one journey at most. */
export const maxJourneyActions = 200;
export const maxJourneyTriggers = 20;

const name = requiredString('name').trim().min(1, 'The name field is required').max(100);
const text = (field: string, max: number) =>
  requiredString(field).trim().min(1, `The ${field} field is required`).max(max);
const timeOfDay = z
  .string()
  .max(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time must be a time (HH:MM)');

// Triggers -------------------------------------------------------------------------------------

export const journeyTriggerTypes = [
  'contact_created',
  'tag_added',
  'tag_removed',
  'moved_to_tab',
  'form_submitted',
  'email_opened',
  'link_clicked',
  'sms_keyword',
  'webhook_received',
  'birthday',
  'pipeline_stage_changed',
  'date_reached',
] as const;
export type JourneyTriggerType = (typeof journeyTriggerTypes)[number];

export const contactCreatedSources = ['any', 'manual', 'import', 'form', 'webhook'] as const;

/** Each trigger's settings when complete; saved partly filled, a card says what it lacks. */
export const triggerSettingsOf = {
  contact_created: z.object({ source: z.enum(contactCreatedSources).default('any') }),
  tag_added: z.object({ tag_id: requiredId('tag') }),
  tag_removed: z.object({ tag_id: requiredId('tag') }),
  moved_to_tab: z.object({ tab: text('tab', 100) }),
  /** A form, or any form when null. */
  form_submitted: z.object({ form_id: dbId.nullable().default(null) }),
  email_opened: z.object({}),
  link_clicked: z.object({}),
  /** An inbound SMS whose first word is the keyword, in any case. */
  sms_keyword: z.object({
    keyword: text('keyword', 40).regex(/^\S+$/, 'The keyword must be one word'),
  }),
  /** A post to one of the location's automation webhooks. */
  webhook_received: z.object({ webhook_id: requiredId('webhook') }),
  /** The contact's birthday, from this time of the location's day. */
  birthday: z.object({ time: timeOfDay.default('09:00') }),
  /** A contact moved into a stage of the pipeline (or added to it), or into any of its stages when null. */
  pipeline_stage_changed: z.object({
    pipeline_id: requiredId('pipeline'),
    stage_id: dbId.nullable().default(null),
  }),
  /**
   * A date custom field of the contact, `offset_days` before (negative) or after it, from this
   * time of the location's day.
   */
  date_reached: z.object({
    field_key: text('field', 100),
    offset_days: z.number().int().min(-365).max(365).default(0),
    time: timeOfDay.default('09:00'),
  }),
} as const satisfies Record<JourneyTriggerType, z.ZodObject>;

export const journeyTriggerTitles: Record<JourneyTriggerType, string> = {
  contact_created: 'Contact created',
  tag_added: 'Tag added',
  tag_removed: 'Tag removed',
  moved_to_tab: 'Moved to a tab',
  form_submitted: 'Form submitted',
  email_opened: 'Email opened',
  link_clicked: 'Link clicked',
  sms_keyword: 'SMS keyword received',
  webhook_received: 'Webhook received',
  birthday: 'Birthday',
  pipeline_stage_changed: 'Pipeline stage changed',
  date_reached: 'Date field reached',
};

// Actions --------------------------------------------------------------------------------------

export const journeyActionTypes = [
  'send_email',
  'send_sms',
  'wait',
  'condition',
  'add_tag',
  'remove_tag',
  'move_to_tab',
  'set_last_action',
  'create_task',
  'send_portal_message',
  'give_reward',
  'webhook',
  'start_sequence',
  'stop_sequence',
  'add_to_pipeline',
] as const;
export type JourneyActionType = (typeof journeyActionTypes)[number];

export const waitUnits = ['minutes', 'hours', 'days'] as const;
export const waitModes = ['duration', 'time_of_day'] as const;

export const conditionFields = [
  'first_name',
  'last_name',
  'email',
  'number',
  'status',
  'temperature',
  'gender',
  'source',
  'last_action',
] as const;
export const fieldOperators = [
  'equals',
  'not_equals',
  'contains',
  'is_empty',
  'not_empty',
] as const;
export const emailOperators = ['opened', 'not_opened', 'clicked', 'not_clicked'] as const;

export const conditionRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tag'), op: z.enum(['has', 'has_not']), tag_id: requiredId('tag') }),
  z.object({
    kind: z.literal('field'),
    field: z.enum(conditionFields),
    op: z.enum(fieldOperators),
    value: z.string().trim().max(200).default(''),
  }),
  /** The last email this journey sent the contact. */
  z.object({ kind: z.literal('last_email'), op: z.enum(emailOperators) }),
]);
export type ConditionRule = z.output<typeof conditionRule>;

export const actionSettingsOf = {
  send_email: z.object({ subject: text('subject', 200), body: text('body', 100_000) }),
  send_sms: z.object({ text: text('message', 1_600) }),
  wait: z
    .object({
      mode: z.enum(waitModes).default('duration'),
      amount: z.number().int().min(1).max(365).optional(),
      unit: z.enum(waitUnits).default('days'),
      /** With `time_of_day`: the next such time in the location's time zone. */
      time: timeOfDay.optional(),
    })
    .refine((w) => w.mode !== 'duration' || w.amount !== undefined, {
      path: ['amount'],
      message: 'How long to wait is required',
    })
    .refine((w) => w.mode !== 'time_of_day' || w.time !== undefined, {
      path: ['time'],
      message: 'The time to wait for is required',
    }),
  condition: z.object({
    match: z.enum(['all', 'any']).default('all'),
    rules: z.array(conditionRule).min(1, 'Add a rule to the condition').max(20),
  }),
  add_tag: z.object({ tag_id: requiredId('tag') }),
  remove_tag: z.object({ tag_id: requiredId('tag') }),
  move_to_tab: z.object({ tab: text('tab', 100) }),
  set_last_action: z.object({
    last_action: z.enum(lastActionLabels, { error: 'Choose the last action' }),
  }),
  create_task: z.object({
    title: text('title', 150),
    description: z.string().trim().max(5_000).default(''),
    /** Due this many days after the step runs; none leaves it undated. */
    due_in_days: z.number().int().min(0).max(365).nullable().default(null),
    assignee_id: dbId.nullable().default(null),
  }),
  send_portal_message: z.object({ message: text('message', 5_000) }),
  give_reward: z.object({
    points: z.number().int().min(1).max(100_000),
    reason: z.string().trim().max(200).default(''),
  }),
  /**
   * POSTs the contact as JSON to the address, signed with the journey's webhook secret
   * (X-Coachline-Signature: sha256=HMAC of the body), retried when the receiver fails.
   */
  webhook: z.object({
    url: text('address', 2_000).url('The address must be a web address (https://…)'),
  }),
  /** Adds the contact to a sequence (one on it already stays where it is). */
  start_sequence: z.object({ sequence_id: requiredId('sequence') }),
  /** Takes the contact off a sequence where it is. */
  stop_sequence: z.object({ sequence_id: requiredId('sequence') }),
  /** Puts the contact in a stage of a pipeline: added, or moved there when on it already. */
  add_to_pipeline: z.object({ pipeline_id: requiredId('pipeline'), stage_id: requiredId('stage') }),
} as const satisfies Record<JourneyActionType, z.ZodType>;

export const journeyActionTitles: Record<JourneyActionType, string> = {
  send_email: 'Send email',
  send_sms: 'Send SMS',
  wait: 'Wait',
  condition: 'If / else',
  add_tag: 'Add tag',
  remove_tag: 'Remove tag',
  move_to_tab: 'Move to tab',
  set_last_action: 'Set last action',
  create_task: 'Create task',
  send_portal_message: 'Send portal message',
  give_reward: 'Give reward points',
  webhook: 'Call a webhook',
  start_sequence: 'Start sequence',
  stop_sequence: 'Stop sequence',
  add_to_pipeline: 'Add to pipeline stage',
};

/** Why a card's settings are not yet enough to run, or null when they are. */
export function incompleteReason(schema: z.ZodType, settings: unknown): string | null {
  const parsed = schema.safeParse(settings ?? {});
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Incomplete');
}

/**
 * Settings as saved: a card may be saved half filled, checked when it runs. Flat values, or a
 * list of flat objects (an if/else's rules): nothing nests deeper.
 */
const settingScalar = z.union([z.string().max(100_000), z.number(), z.boolean(), z.null()]);
const savedSettings = z
  .record(
    z.string().max(40),
    z.union([settingScalar, z.array(z.record(z.string().max(40), settingScalar)).max(20)]),
  )
  .refine((s) => Object.keys(s).length <= 20, 'The settings have too many fields')
  .refine((s) => JSON.stringify(s).length <= 120_000, 'The settings are too long')
  // PostgreSQL's jsonb keeps no NUL character.
  .refine((s) => !JSON.stringify(s).includes('\\u0000'), 'The settings hold a NUL character');

export const branches = ['yes', 'no'] as const;
export type Branch = (typeof branches)[number];

// Entities -------------------------------------------------------------------------------------

export const journeyStatuses = ['enabled', 'disabled'] as const;
export type JourneyStatus = (typeof journeyStatuses)[number];

export const journeyTrigger = z.object({
  id: z.number().int(),
  automation_id: z.number().int(),
  type: z.enum(journeyTriggerTypes),
  title: z.string(),
  settings: z.record(z.string(), z.unknown()),
  /** What is missing before it can fire, or null. */
  incomplete: z.string().nullable(),
});
export type JourneyTrigger = z.output<typeof journeyTrigger>;

export const journeyAction = z.object({
  id: z.number().int(),
  automation_id: z.number().int(),
  /** The if/else action whose branch holds it, or null on the main path. */
  parent_id: z.number().int().nullable(),
  branch: z.enum(branches).nullable(),
  position: z.number().int(),
  type: z.enum(journeyActionTypes),
  title: z.string(),
  settings: z.record(z.string(), z.unknown()),
  incomplete: z.string().nullable(),
});
export type JourneyAction = z.output<typeof journeyAction>;

export const journey = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(journeyStatuses),
  folder_id: z.number().int().nullable(),
  ordering: z.number().int(),
  /** The first action's type and title (002 §3 action, action_title, action_type). */
  action: z.number().int().nullable(),
  action_type: z.enum(journeyActionTypes).nullable(),
  action_title: z.string().nullable(),
  triggers_count: z.number().int(),
  actions_count: z.number().int(),
  /** Contacts on it now (running or waiting), and those who finished it. */
  active_count: z.number().int(),
  completed_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Journey = z.output<typeof journey>;

export const journeyDetails = journey.extend({
  /** The key the webhook cards sign their bodies with, for the receiver to check them. */
  webhook_secret: z.string(),
  triggers: z.array(journeyTrigger),
  /** Every action, the main path and the branches: ordered by position within their parent. */
  actions: z.array(journeyAction),
});
export type JourneyDetails = z.output<typeof journeyDetails>;

export const enrolmentStatuses = [
  'active',
  'waiting',
  'completed',
  'terminated',
  'failed',
] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];

const person = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
});

/** A contact's walk through a journey (`journey/{id}/users`, the profile's Journeys section). */
export const journeyEnrolment = z.object({
  id: z.number().int(),
  journey: z.object({ id: z.number().int(), name: z.string() }),
  contact: person,
  status: z.enum(enrolmentStatuses),
  /** The action it is at (the next to run), or null once finished. */
  current_action: z.string().nullable(),
  /** When a waiting contact goes on. */
  wake_at: z.string().nullable(),
  steps_run: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type JourneyEnrolment = z.output<typeof journeyEnrolment>;

export const journeyEvents = [
  'started',
  'action',
  'skipped',
  'waiting',
  'completed',
  'terminated',
  'failed',
  'refused',
] as const;

export const journeyHistory = z.object({
  id: z.number().int(),
  journey: z.object({ id: z.number().int(), name: z.string() }),
  contact: person,
  action_id: z.number().int().nullable(),
  action_title: z.string().nullable(),
  event: z.enum(journeyEvents),
  detail: z.string(),
  created_at: z.string(),
});
export type JourneyHistory = z.output<typeof journeyHistory>;

/** What a journey's cards refer to (`journey/links`): tags, tabs, users, sequences, pipelines, stages and custom fields. */
export const journeyLink = z.object({
  kind: z.enum(['tag', 'tab', 'user', 'sequence', 'pipeline', 'stage', 'field']),
  id: z.union([z.number().int(), z.string()]),
  name: z.string(),
  /** The cards that name it. */
  used_by: z.array(z.string()),
});

// Bodies and queries ---------------------------------------------------------------------------

const idOrZeroText = z.coerce.number().int().min(0).max(maxDbId);
const search = z.string().trim().max(200).optional();

export const journeyListQuery = dashboardPageQuery.extend({
  search,
  /** One folder's journeys; 0 the main folder's; absent every journey. */
  folder_id: idOrZeroText.optional(),
  status: z.enum(journeyStatuses).optional(),
});
export type JourneyListQuery = z.input<typeof journeyListQuery>;

export const createJourneyBody = z.object({ name, folder_id: dbId.nullable().optional() });
export const renameJourneyBody = z.object({ name });
export const journeyIdBody = z.object({ journey_id: requiredId('journey_id') });
export const changeStatusBody = z.object({
  status: z.enum(journeyStatuses, { error: 'The status must be enabled or disabled' }),
});
export const journeyContactsBody = z.object({
  journey_id: requiredId('journey_id'),
  selection: contactSelection,
});
export type JourneyContactsBody = z.input<typeof journeyContactsBody>;

export const createTriggerBody = z.object({
  type: z.enum(journeyTriggerTypes, { error: 'Choose what starts the journey' }),
  settings: savedSettings.optional().default({}),
});
export const updateTriggerBody = z.object({ settings: savedSettings });

/** Where a card goes: the main path (no parent) or an if/else's branch, at an index (end if absent). */
export const actionPlace = z
  .object({
    parent_id: dbId.nullable().default(null),
    branch: z.enum(branches).nullable().default(null),
    index: z.number().int().min(0).max(maxJourneyActions).optional(),
  })
  .refine((p) => p.parent_id === null || p.branch !== null, {
    path: ['branch'],
    message: journeyMessages.branchRequired,
  });

export const createActionBody = z.object({
  type: z.enum(journeyActionTypes, { error: 'Choose an action' }),
  settings: savedSettings.optional().default({}),
  place: actionPlace.optional(),
});
export type CreateActionBody = z.input<typeof createActionBody>;
export const updateActionBody = z.object({
  settings: savedSettings.optional(),
  /** Moves the card (drag to reorder): its branches go with it. */
  place: actionPlace.optional(),
});
export type UpdateActionBody = z.input<typeof updateActionBody>;

export const journeyUsersQuery = pageQuery.extend({
  status: z.enum(enrolmentStatuses).optional(),
  search,
});
export const journeyHistoryQuery = pageQuery.extend({ contact_id: contactIdText.optional() });
export const journeyLinksQuery = z.object({ journey_id: dbIdText });

export const journeyParams = z.object({ journey: dbIdText });
export const triggerParams = z.object({ trigger: dbIdText });
export const actionParams = z.object({ action: dbIdText });
export const contactParams = z.object({ contact: contactIdText });

const journeyResponse = z.object({ status: z.literal(1), message: z.string(), journey });
const triggerResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  trigger: journeyTrigger,
});
const actionResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  action: journeyAction,
});
const bulkResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  affected: z.number().int(),
});

const journeys = { tag: 'journeys' } as const;
const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'journeys', action } }) as const;

export const journeyEndpoints = {
  listAll: endpoint({
    ...journeys,
    ...may('view'),
    method: 'GET',
    path: 'journey/list-all',
    description: 'Every journey by name, for pickers.',
    response: z.object({ status: z.literal(1), data: z.array(journey) }),
  }),
  lists: endpoint({
    ...journeys,
    ...may('view'),
    method: 'GET',
    path: 'journey/lists',
    description: 'Journeys by ordering, highest first; by folder, status and name.',
    query: journeyListQuery,
    response: paginated(journey),
  }),
  links: endpoint({
    ...journeys,
    ...may('view'),
    method: 'GET',
    path: 'journey/links',
    description: 'The tags, tabs and users a journey’s triggers and actions name.',
    query: journeyLinksQuery,
    response: z.object({ status: z.literal(1), data: z.array(journeyLink) }),
  }),
  start: endpoint({
    ...journeys,
    ...may('update'),
    method: 'POST',
    path: 'journey/start',
    description:
      'Queues the selected contacts (ids or all matching a filter) on an enabled journey; those already on it stay where they are.',
    body: journeyContactsBody,
    response: bulkResponse,
  }),
  terminate: endpoint({
    ...journeys,
    ...may('update'),
    method: 'POST',
    path: 'journey/terminate',
    description: 'Stops the selected contacts where they are on the journey.',
    body: journeyContactsBody,
    response: bulkResponse,
  }),
  duplicate: endpoint({
    ...journeys,
    ...may('create'),
    method: 'POST',
    path: 'journey/duplicate',
    description: 'A disabled copy with its triggers and actions, none of its contacts.',
    body: journeyIdBody,
    response: journeyResponse,
  }),
  create: endpoint({
    ...journeys,
    ...may('create'),
    method: 'POST',
    path: 'journey/create',
    description: 'A disabled journey on top of the list.',
    body: createJourneyBody,
    response: journeyResponse,
  }),
  remove: endpoint({
    ...journeys,
    ...may('delete'),
    method: 'DELETE',
    path: 'journey/delete',
    description: 'Deletes the journey, its cards, its contacts’ places and its history.',
    body: journeyIdBody,
    response: statusMessageResponse,
  }),
  changeStatus: endpoint({
    ...journeys,
    ...may('update'),
    method: 'PATCH',
    path: 'journey/:journey/change-status',
    description:
      'Enables (422 naming the first incomplete card, or when there is no action) or disables it; contacts on a disabled journey wait where they are.',
    params: journeyParams,
    body: changeStatusBody,
    response: journeyResponse,
  }),
  rename: endpoint({
    ...journeys,
    ...may('update'),
    method: 'PATCH',
    path: 'journey/:journey/rename',
    params: journeyParams,
    body: renameJourneyBody,
    response: journeyResponse,
  }),
  users: endpoint({
    ...journeys,
    ...may('view'),
    method: 'GET',
    path: 'journey/:journey/users',
    description: 'The contacts on the journey and who went through it, latest first.',
    params: journeyParams,
    query: journeyUsersQuery,
    response: paginated(journeyEnrolment),
  }),
  details: endpoint({
    ...journeys,
    ...may('view'),
    method: 'GET',
    path: 'journey/:journey/details',
    description: 'The journey with its triggers and every action.',
    params: journeyParams,
    response: z.object({ status: z.literal(1), journey: journeyDetails }),
  }),
  histories: endpoint({
    ...journeys,
    ...may('view'),
    method: 'GET',
    path: 'journey/:journey/histories',
    description: 'What the journey did, step by step, latest first; one contact’s with contact_id.',
    params: journeyParams,
    query: journeyHistoryQuery,
    response: paginated(journeyHistory),
  }),
  createTrigger: endpoint({
    ...journeys,
    ...may('update'),
    method: 'POST',
    path: 'journey/:journey/create-trigger',
    params: journeyParams,
    body: createTriggerBody,
    response: triggerResponse,
  }),
  createAction: endpoint({
    ...journeys,
    ...may('update'),
    method: 'POST',
    path: 'journey/:journey/create-action',
    description: 'A card on the main path or in an if/else branch, at an index or at the end.',
    params: journeyParams,
    body: createActionBody,
    response: actionResponse,
  }),
  conditionActions: endpoint({
    ...journeys,
    ...may('view'),
    method: 'GET',
    path: 'journey/condition/:action/actions',
    description: 'The two branches of an if/else action, each in order.',
    params: actionParams,
    response: z.object({
      status: z.literal(1),
      yes: z.array(journeyAction),
      no: z.array(journeyAction),
    }),
  }),
  updateTrigger: endpoint({
    ...journeys,
    ...may('update'),
    method: 'PATCH',
    path: 'journey/trigger/:trigger/update',
    params: triggerParams,
    body: updateTriggerBody,
    response: triggerResponse,
  }),
  updateAction: endpoint({
    ...journeys,
    ...may('update'),
    method: 'PATCH',
    path: 'journey/action/:action/update',
    description: 'Saves the card’s settings, or moves it (with its branches) to another place.',
    params: actionParams,
    body: updateActionBody,
    response: actionResponse,
  }),
  deleteTrigger: endpoint({
    ...journeys,
    ...may('update'),
    method: 'DELETE',
    path: 'journey/trigger/:trigger/delete',
    params: triggerParams,
    response: statusMessageResponse,
  }),
  deleteAction: endpoint({
    ...journeys,
    ...may('update'),
    method: 'DELETE',
    path: 'journey/action/:action/delete',
    description:
      'Deletes the card (an if/else with its branches); contacts at it go on to the next card.',
    params: actionParams,
    response: statusMessageResponse,
  }),
  refreshAction: endpoint({
    ...journeys,
    ...may('view'),
    method: 'GET',
    path: 'journey/action/:action/refresh',
    description: 'One card as saved, with what it still lacks.',
    params: actionParams,
    response: z.object({ status: z.literal(1), action: journeyAction }),
  }),
  contactJourneys: endpoint({
    ...journeys,
    ...may('view'),
    tag: 'contacts',
    method: 'GET',
    path: 'contact/:contact/journeys',
    description:
      'The journeys a contact is on or went through, latest first (the profile’s section).',
    params: contactParams,
    query: pageQuery,
    response: paginated(journeyEnrolment),
  }),
};
