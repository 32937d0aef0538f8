import { z } from 'zod';
import { dashboardPageQuery, pageQuery, paginated } from './api';
import { requiredString, statusMessageResponse } from './auth';
import { contactSelection } from './contacts';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText, maxDbId, requiredId } from './ids';
import { messages } from './messages';

// Pipelines (002 §3 Pipeline, §4, §7 Pipelines, §8; issue 15 §4): stages contacts move through,
// shown as a kanban board whose cards are contacts. A contact is in at most one stage of a
// pipeline; each move is kept as history, which the analytics read. Pipelines move contacts, so
// the contact centre's permissions guard them (`folderAssetAreas`). 002 §7 names the calls; the
// shapes are designed here.

export const pipelineMessages = {
  created: 'Pipeline has been created successfully!',
  updated: 'Pipeline has been updated successfully!',
  renamed: 'Pipeline has been renamed successfully!',
  duplicated: 'Pipeline has been duplicated successfully!',
  deleted: 'Pipeline has been deleted successfully!',
  ordered: 'Pipelines have been reordered successfully!',
  stageCreated: 'Stage has been created successfully!',
  stageRenamed: 'Stage has been renamed successfully!',
  stageDeleted: 'Stage has been deleted successfully!',
  stagesUpdated: 'Stages have been updated successfully!',
  masterUpdated: 'Your template has been saved from this pipeline’s stages',
  contactsAdded: messages.contactsAddedToPipelines,
  contactsRemoved: 'Contacts have been successfully removed from the pipeline!',
  stageChanged: (stage: string) => `Moved to ${stage}`,
  sameStage: (stage: string) => `The contact is already in ${stage}`,
  notOnPipeline: 'The contact is not on this pipeline: add them first',
  sorted: 'Contacts have been sorted successfully!',
  notesSaved: 'Notes have been saved successfully!',
  noTemplate: 'Save a pipeline’s stages as your template first',
  lastStage: 'A pipeline keeps at least one stage',
  stagesIncomplete: 'Send every stage of the pipeline, each once, in the new order',
  ordersIncomplete: 'Send every pipeline, each once, in the new order',
  moveToSelf: 'Choose another stage for its contacts',
} as const;

export const maxPipelineStages = 30;

/** What a pipeline is for, with the stages it starts with (`category/stage`). */
export const pipelineCategories = [
  {
    value: 'sales',
    title: 'Sales',
    stages: ['New lead', 'Contacted', 'Consult booked', 'Trial', 'Won', 'Lost'],
  },
  {
    value: 'onboarding',
    title: 'Onboarding',
    stages: ['Signed up', 'Assessment', 'Program assigned', 'First check-in', 'Onboarded'],
  },
  {
    value: 'retention',
    title: 'Retention',
    stages: ['At risk', 'Reached out', 'Re-engaged', 'Cancelled'],
  },
  {
    value: 'events',
    title: 'Events and challenges',
    stages: ['Interested', 'Registered', 'Attended', 'Completed'],
  },
  { value: 'custom', title: 'Custom', stages: ['To do', 'In progress', 'Done'] },
] as const;
export type PipelineCategory = (typeof pipelineCategories)[number]['value'];
const categoryValues = pipelineCategories.map((c) => c.value) as [
  PipelineCategory,
  ...PipelineCategory[],
];

const name = (field: string) =>
  requiredString(field).trim().min(1, `The ${field} field is required`).max(100);

// Entities -------------------------------------------------------------------------------------

export const pipelineStage = z.object({
  id: z.number().int(),
  pipeline_id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  /** Contacts in it now. */
  contacts_count: z.number().int(),
});
export type PipelineStage = z.output<typeof pipelineStage>;

export const pipeline = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(categoryValues),
  folder_id: z.number().int().nullable(),
  ordering: z.number().int(),
  stages: z.array(pipelineStage),
  contacts_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Pipeline = z.output<typeof pipeline>;

/** A contact's card on the board. */
export const pipelineCard = z.object({
  id: z.number().int(),
  pipeline_id: z.number().int(),
  stage_id: z.number().int(),
  contact: z.object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string().nullable(),
    number: z.string().nullable(),
    status: z.string(),
    photo: z.string().nullable(),
  }),
  notes: z.string(),
  /** Its place among the stage's cards (smaller first). */
  sort: z.number(),
  added_at: z.string(),
  /** When it came into its stage. */
  entered_at: z.string(),
});
export type PipelineCard = z.output<typeof pipelineCard>;

export const pipelineHistory = z.object({
  id: z.number().int(),
  contact: z.object({ id: z.number().int(), full_name: z.string() }),
  /** Null when the contact was added. */
  from_stage: z.string().nullable(),
  /** Null when the contact was removed. */
  to_stage: z.string().nullable(),
  by: z.string().nullable(),
  created_at: z.string(),
});
export type PipelineHistory = z.output<typeof pipelineHistory>;

export const pipelineAnalytics = z.object({
  stages: z.array(
    z.object({
      stage_id: z.number().int(),
      name: z.string(),
      /** In the stage now. */
      contacts: z.number().int(),
      /** Contacts who were ever in it. */
      reached: z.number().int(),
      /** Of those who reached the stage before, the percentage who reached this one (one decimal); null for the first. */
      conversion: z.number().nullable(),
      /** Mean hours spent in it, by the contacts who left it; null before any left. */
      average_hours: z.number().nullable(),
    }),
  ),
  /** Moves into a stage per day over the last 30 days of the location's calendar. */
  daily: z.array(z.object({ date: z.string(), moves: z.number().int() })),
  total_contacts: z.number().int(),
});
export type PipelineAnalytics = z.output<typeof pipelineAnalytics>;

// Bodies and queries ---------------------------------------------------------------------------

const idOrZeroText = z.coerce.number().int().min(0).max(maxDbId);
const search = z.string().trim().max(200).optional();
const stageNames = z
  .array(name('stage name'))
  .min(1, 'Add a stage')
  .max(maxPipelineStages, `A pipeline holds at most ${maxPipelineStages} stages`);

export const pipelineListQuery = dashboardPageQuery.extend({
  search,
  /** One folder's pipelines; 0 the main folder's; absent every pipeline. */
  folder_id: idOrZeroText.optional(),
});
export type PipelineListQuery = z.input<typeof pipelineListQuery>;

export const createPipelineBody = z.object({
  name: name('name'),
  category: z.enum(categoryValues, { error: 'Choose a category' }).default('sales'),
  /** Its stages in order; the category's when absent. */
  stages: stageNames.optional(),
  folder_id: dbId.nullable().optional(),
});
export type CreatePipelineBody = z.input<typeof createPipelineBody>;
export const createFromTemplateBody = z.object({
  name: name('name'),
  folder_id: dbId.nullable().optional(),
});
export const updatePipelineBody = z.object({
  pipeline_id: requiredId('pipeline_id'),
  name: name('name').optional(),
  category: z.enum(categoryValues, { error: 'Choose a category' }).optional(),
});
export const renamePipelineBody = z.object({
  pipeline_id: requiredId('pipeline_id'),
  name: name('name'),
});
export const pipelineIdBody = z.object({ pipeline_id: requiredId('pipeline_id') });
export const changeOrderBody = z.object({
  /** Every pipeline's id, first shown first. */
  orders: z.array(dbId).min(1, 'Send the pipelines in their new order').max(1_000),
});
export const createStageBody = z.object({
  name: name('name'),
  /** Where it goes among the stages (0 first); the end when absent. */
  index: z.number().int().min(0).max(maxPipelineStages).optional(),
});
export const renameStageBody = z.object({ stage_id: requiredId('stage_id'), name: name('name') });
export const deleteStageBody = z.object({
  stage_id: requiredId('stage_id'),
  /** Where its contacts go; they leave the pipeline when absent. */
  move_to_stage_id: dbId.nullable().optional(),
});
export const updateStagesBody = z.object({
  pipeline_id: requiredId('pipeline_id'),
  /** Every stage, in the new order, with its name. */
  stages: z
    .array(z.object({ id: dbId, name: name('name') }))
    .min(1, 'Send the stages in their new order')
    .max(maxPipelineStages),
});
export const addContactBody = z.object({
  pipeline_id: requiredId('pipeline_id'),
  /** The stage they go to; the first when absent. Those on the pipeline already stay where they are. */
  stage_id: dbId.nullable().optional(),
  selection: contactSelection,
});
export type PipelineAddContactBody = z.input<typeof addContactBody>;
export const removeContactBody = z.object({
  pipeline_id: requiredId('pipeline_id'),
  selection: contactSelection,
});
export type PipelineRemoveContactBody = z.input<typeof removeContactBody>;
export const contactsAddBody = z.object({
  contact_ids: z.array(contactDbId).min(1, 'Please select at least one contact').max(1_000),
  stage_id: dbId.nullable().optional(),
});
export const stageChangeBody = z.object({
  contact_id: requiredId('contact_id', Number.MAX_SAFE_INTEGER),
  /** The pipeline's id. */
  pipeline: requiredId('pipeline'),
  stage_id: requiredId('stage_id'),
  /** Where among the stage's cards it goes (0 on top); the top when absent. */
  index: z.number().int().min(0).max(1_000_000).optional(),
});
export type StageChangeBody = z.input<typeof stageChangeBody>;
export const sortLeadsBody = z.object({
  stage: requiredId('stage'),
  /** The contact ids of (some of) the stage's cards in their new order: they take the places they held. */
  sorting: z.array(contactDbId).min(1, 'Send the cards in their new order').max(1_000),
});
export const addNotesBody = z.object({
  pipeline_id: requiredId('pipeline_id'),
  contact_id: requiredId('contact_id', Number.MAX_SAFE_INTEGER),
  notes: z.string().trim().max(5_000),
});
export const stagesQuery = z.object({
  /** 1: the stages alone, for the settings editor (no counts). */
  edit: z.coerce.number().int().min(0).max(1).optional(),
});
export const stageInfoQuery = pageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  search,
});
export const categoryStageQuery = z.object({
  category: z.enum(categoryValues, { error: 'Choose a category' }),
});
export const historyQuery = pageQuery.extend({ contact_id: contactIdText.optional() });

export const pipelineParams = z.object({ pipeline: dbIdText });
export const stageParams = z.object({ pipeline: dbIdText, stage: dbIdText });
export const contactParams = z.object({ contact: contactIdText });

const pipelineResponse = z.object({ status: z.literal(1), message: z.string(), pipeline });
const stageResponse = z.object({ status: z.literal(1), message: z.string(), stage: pipelineStage });
const bulkResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  affected: z.number().int(),
});

const pipelines = { tag: 'pipelines' } as const;
const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'contacts-center', action } }) as const;

export const pipelineEndpoints = {
  listAll: endpoint({
    ...pipelines,
    ...may('view'),
    method: 'GET',
    path: 'pipeline/list-all',
    description: 'Every pipeline by name, with its stages, for pickers.',
    response: z.object({ status: z.literal(1), data: z.array(pipeline) }),
  }),
  list: endpoint({
    ...pipelines,
    ...may('view'),
    method: 'GET',
    path: 'pipeline/list',
    description: 'Pipelines by ordering, highest first; by folder and name.',
    query: pipelineListQuery,
    response: paginated(pipeline),
  }),
  categories: endpoint({
    ...pipelines,
    ...may('view'),
    method: 'GET',
    path: 'pipeline/categories',
    description: 'What pipelines are for, each with the stages it starts with.',
    response: z.object({
      status: z.literal(1),
      data: z.array(
        z.object({ value: z.string(), title: z.string(), stages: z.array(z.string()) }),
      ),
    }),
  }),
  categoryStage: endpoint({
    ...pipelines,
    ...may('view'),
    method: 'GET',
    path: 'pipeline/category/stage',
    description: 'The stages a category’s pipeline starts with.',
    query: categoryStageQuery,
    response: z.object({ status: z.literal(1), data: z.array(z.string()) }),
  }),
  masterStage: endpoint({
    ...pipelines,
    ...may('view'),
    method: 'GET',
    path: 'pipeline/master-stage',
    description:
      'The location’s own template of stages (empty until a pipeline’s are saved as it).',
    response: z.object({ status: z.literal(1), data: z.array(z.string()) }),
  }),
  stages: endpoint({
    ...pipelines,
    ...may('view'),
    method: 'GET',
    path: 'pipeline/:pipeline/stages',
    description: 'The pipeline with its stages in order and the contacts in each.',
    params: pipelineParams,
    query: stagesQuery,
    response: z.object({ status: z.literal(1), pipeline, data: z.array(pipelineStage) }),
  }),
  stageInfo: endpoint({
    ...pipelines,
    ...may('view'),
    method: 'GET',
    path: 'pipeline/:pipeline/stage/:stage/info',
    description:
      'One stage with a page of its cards in order: the board loads each column by pages.',
    params: stageParams,
    query: stageInfoQuery,
    response: paginated(pipelineCard).extend({ stage: pipelineStage }),
  }),
  history: endpoint({
    ...pipelines,
    ...may('view'),
    method: 'GET',
    path: 'pipeline/:pipeline/history',
    description: 'The pipeline’s moves, latest first; one contact’s with contact_id.',
    params: pipelineParams,
    query: historyQuery,
    response: paginated(pipelineHistory),
  }),
  analytics: endpoint({
    ...pipelines,
    ...may('view'),
    method: 'GET',
    path: 'pipeline/:pipeline/analytics',
    description: 'Contacts per stage, conversion between stages, time in each, moves per day.',
    params: pipelineParams,
    response: z.object({ status: z.literal(1), data: pipelineAnalytics }),
  }),
  rename: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/rename',
    body: renamePipelineBody,
    response: pipelineResponse,
  }),
  changeOrder: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/change-order',
    description: 'Puts the pipelines in the order of the ids (every pipeline, each once).',
    body: changeOrderBody,
    response: statusMessageResponse,
  }),
  updateStages: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/stage/update',
    description: 'Renames and reorders the stages at once (every stage, each once).',
    body: updateStagesBody,
    response: z.object({ status: z.literal(1), message: z.string(), data: z.array(pipelineStage) }),
  }),
  addContact: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/add-contact',
    description:
      'Adds the selected contacts (ids or all matching a filter) to a stage; those on the pipeline already stay where they are.',
    body: addContactBody,
    response: bulkResponse,
  }),
  removeContact: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/remove-contact',
    description: 'Takes the selected contacts off the pipeline; the history keeps their moves.',
    body: removeContactBody,
    response: bulkResponse,
  }),
  create: endpoint({
    ...pipelines,
    ...may('create'),
    method: 'POST',
    path: 'pipeline/create',
    description: 'A pipeline on top of the list with the stages given, or its category’s.',
    body: createPipelineBody,
    response: pipelineResponse,
  }),
  createFromTemplate: endpoint({
    ...pipelines,
    ...may('create'),
    method: 'POST',
    path: 'pipeline/create-from-my-template',
    description: 'A pipeline with the stages of the location’s template (422 before there is one).',
    body: createFromTemplateBody,
    response: pipelineResponse,
  }),
  update: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/update',
    body: updatePipelineBody,
    response: pipelineResponse,
  }),
  createStage: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/:pipeline/create-stage',
    params: pipelineParams,
    body: createStageBody,
    response: stageResponse,
  }),
  renameStage: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/rename-stage',
    body: renameStageBody,
    response: stageResponse,
  }),
  deleteStage: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/delete-stage',
    description:
      'Deletes a stage (not the last); its contacts move to another or leave the pipeline.',
    body: deleteStageBody,
    response: statusMessageResponse,
  }),
  contactsAdd: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/:pipeline/contacts-add',
    description: 'Adds contacts by id to a stage (the first when absent), from the board.',
    params: pipelineParams,
    body: contactsAddBody,
    response: bulkResponse,
  }),
  duplicate: endpoint({
    ...pipelines,
    ...may('create'),
    method: 'POST',
    path: 'pipeline/duplicate',
    description: 'A copy with its stages, none of its contacts.',
    body: pipelineIdBody,
    response: pipelineResponse,
  }),
  stageChange: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/:contact/stage-change',
    description:
      'Moves a contact’s card to a stage of the pipeline at an index. Status 1 on success; otherwise status 0 with the reason to show.',
    params: contactParams,
    body: stageChangeBody,
    response: z.union([
      z.object({ status: z.literal(1), message: z.string(), card: pipelineCard }),
      z.object({ status: z.literal(0), message: z.string() }),
    ]),
  }),
  sortLeads: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/stage/sort-leads',
    description:
      'Reorders cards of a stage: the contacts given take the places they held, in the order given.',
    body: sortLeadsBody,
    response: statusMessageResponse,
  }),
  addNotes: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/contact/add-notes',
    description: 'The notes on a contact’s card.',
    body: addNotesBody,
    response: z.object({ status: z.literal(1), message: z.string(), card: pipelineCard }),
  }),
  updateMaster: endpoint({
    ...pipelines,
    ...may('update'),
    method: 'POST',
    path: 'pipeline/:pipeline/update-master',
    description: 'Saves the pipeline’s stages as the location’s template.',
    params: pipelineParams,
    response: z.object({ status: z.literal(1), message: z.string(), data: z.array(z.string()) }),
  }),
  remove: endpoint({
    ...pipelines,
    ...may('delete'),
    method: 'DELETE',
    path: 'pipeline/delete',
    description: 'Deletes the pipeline, its stages, its cards and its history.',
    body: pipelineIdBody,
    response: statusMessageResponse,
  }),
  contactPipelines: endpoint({
    ...pipelines,
    ...may('view'),
    tag: 'contacts',
    method: 'GET',
    path: 'contact/:contact/pipelines',
    description: 'The pipelines a contact is on, with their stage (the profile’s section).',
    params: contactParams,
    response: z.object({
      status: z.literal(1),
      data: z.array(
        pipelineCard.extend({
          pipeline: z.object({ id: z.number().int(), name: z.string() }),
          stage: z.string(),
        }),
      ),
    }),
  }),
};
