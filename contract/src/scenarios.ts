import { z } from 'zod';
import { pageQuery, paginated } from './api';
import { requiredString } from './auth';
import { contactSelection } from './contacts';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText, requiredId } from './ids';

// Onboarding scenarios (002 §3 Onboarding scenario, §4, §7 Onboarding scenarios, §8, §9; issue
// 16 §6): an ordered checklist a new client works through — categories of steps (watch the
// welcome video, fill in the intake form, book the first session…), each step holding contents
// from the location's content library. Contacts assigned to a scenario see its steps in their
// portal and complete them; a paused (restricted) contact is kept but cannot progress. The coach
// previews a scenario as a contact would, with completions of their own (reset-preview clears
// them). Scenarios move contacts, so the contact centre's permissions guard them. 002 §7 names
// the calls; the shapes are designed here.

export const scenarioMessages = {
  // 002 §8, word for word: the web's error toasts.
  loadFailed: 'Failed to load scenarios. Please try again.',
  assignFailed: 'Failed to assign contacts. Please try again.',
  assignOneFailed: 'Failed to assign contact. Please try again.',
  restrictFailed: 'Failed to restrict contact. Please try again.',
  tagsFailed: 'Failed to update scenario tags. Please try again.',
  settingsLoadFailed: 'Failed to load Settings. Please try again.',
  settingsUpdateFailed: 'Failed to update Settings. Please try again.',
  updateFailed: 'Failed to update scenario. Please try again.',
  resetPreviewFailed: 'Failed to reset scenario preview. Please try again.',
  duplicateFailed: 'Failed to duplicate scenario. Please try again.',
  deleteFailed: 'Failed to delete scenario. Please try again.',
  restrictClientFailed: 'Failed to restrict client. Please try again.',
  resumeClientFailed: 'Failed to resume client. Please try again.',
  // Successes and rules.
  created: 'Scenario has been created successfully!',
  updated: 'Scenario has been updated successfully!',
  duplicated: 'Scenario has been duplicated successfully!',
  bulkDuplicated: (n: number) =>
    n === 1
      ? 'Scenario has been duplicated successfully!'
      : `${n} scenarios have been duplicated successfully!`,
  deleted: 'Scenario has been deleted successfully!',
  bulkDeleted: (n: number) =>
    n === 1
      ? 'Scenario has been deleted successfully!'
      : `${n} scenarios have been deleted successfully!`,
  reordered: 'Scenarios have been reordered successfully!',
  contactsAssigned: 'Contacts have been assigned to the scenario successfully!',
  contactsRestricted: 'Contacts have been restricted successfully!',
  contactsUnrestricted: 'Contacts can continue their onboarding again',
  tagsUpdated: 'Scenario tags have been updated successfully!',
  settingsUpdated: 'Settings have been updated successfully!',
  previewReset: 'Scenario preview has been reset successfully!',
  paused: 'Client has been restricted from this scenario',
  resumed: 'Client can continue this scenario again',
  categoryCreated: 'Category has been created successfully!',
  categoryUpdated: 'Category has been updated successfully!',
  categoryDeleted: 'Category has been deleted successfully!',
  categoriesReordered: 'Categories have been reordered successfully!',
  stepCreated: 'Step has been created successfully!',
  stepUpdated: 'Step has been updated successfully!',
  stepDeleted: 'Step has been deleted successfully!',
  stepsReordered: 'Steps have been reordered successfully!',
  stepCompleted: 'Step has been marked as completed',
  stepIncomplete: 'Step has been marked as incomplete',
  allCompleted: 'All steps are completed. Well done!',
  contentCreated: 'Content has been created successfully!',
  contentUpdated: 'Content has been updated successfully!',
  contentDeleted: 'Content has been deleted successfully!',
  contentAttached: 'Content has been added to the step',
  contentDetached: 'Content has been removed from the step',
  contentsReordered: 'Contents have been reordered successfully!',
  scenariosIncomplete: 'Send every scenario, each once, in the new order',
  categoriesIncomplete: 'Send every category of the scenario, each once, in the new order',
  stepsIncomplete: 'Send every step of the category, each once, in the new order',
  contentsIncomplete: 'Send every content of the step, each once, in the new order',
  notAssigned: 'The contact is not assigned to this scenario',
  contactPaused: 'This client is restricted from the scenario and cannot progress',
  contentAlreadyAttached: 'This content is on the step already',
} as const;

/** 002 §9: the scenario list's page size. */
export const scenarioPageSize = 15;
export const maxScenarioCategories = 50;
export const maxCategorySteps = 100;
export const maxStepContents = 30;

/** Branding of a scenario's portal page: name/value pairs, with these names and defaults. */
export const scenarioBrandingDefaults = {
  primary_color: '#2F6FED',
  logo_url: '',
  welcome_headline: 'Welcome aboard!',
  welcome_message: 'Work through these steps to get started. We’re glad you’re here.',
  completion_message: 'You’re all set! Your coach will be in touch.',
} as const;
export type ScenarioBrandingName = keyof typeof scenarioBrandingDefaults;
const brandingNames = Object.keys(scenarioBrandingDefaults) as [
  ScenarioBrandingName,
  ...ScenarioBrandingName[],
];

const name = (field: string) =>
  requiredString(field).trim().min(1, `The ${field} field is required`).max(150);
const search = z.string().trim().max(200).optional();
const url = z.string().trim().url('Enter a valid address').max(2_000);
const optionalUrl = z.union([z.literal(''), url]);

// Content data ---------------------------------------------------------------------------------

const contentTitle = name('title');
const contentText = z.string().max(20_000);

/** What a content shows: text, a video, a link or a file to download (by address). */
export const scenarioContentData = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), title: contentTitle, body: contentText }),
  z.object({ type: z.literal('video'), title: contentTitle, url, body: contentText.optional() }),
  z.object({ type: z.literal('link'), title: contentTitle, url, body: contentText.optional() }),
  z.object({ type: z.literal('file'), title: contentTitle, url, body: contentText.optional() }),
]);
export type ScenarioContentData = z.output<typeof scenarioContentData>;
export const scenarioContentTypes = ['text', 'video', 'link', 'file'] as const;

/** The pivot's data: what this step says about the content it holds. */
export const stepContentData = z.object({
  /** A note shown above the content on this step. */
  note: z.string().trim().max(2_000).optional(),
  /** The contact should open it before completing the step. */
  required: z.boolean().optional(),
  /** The label of the content's button on this step (“Watch”, “Download”…). */
  button_label: z.string().trim().max(60).optional(),
});
export type StepContentData = z.output<typeof stepContentData>;

// Entities -------------------------------------------------------------------------------------

export const scenarioContent = z.object({
  id: z.number().int(),
  data: scenarioContentData,
  /** Steps holding it. */
  steps_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ScenarioContent = z.output<typeof scenarioContent>;

/** A content on a step, with the pivot (id, data, order). */
export const stepContent = z.object({
  pivot: z.object({ id: z.number().int(), data: stepContentData, order: z.number().int() }),
  content: scenarioContent.omit({ steps_count: true }),
});

export const scenarioStep = z.object({
  id: z.number().int(),
  scenario_id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  order: z.number().int(),
  contents: z.array(stepContent),
  /** When the one it is read for (the contact, or the coach's preview) completed it. */
  completed_at: z.string().nullable(),
});
export type ScenarioStep = z.output<typeof scenarioStep>;

export const scenarioCategory = z.object({
  id: z.number().int(),
  scenario_id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  steps_count: z.number().int(),
});
export type ScenarioCategory = z.output<typeof scenarioCategory>;

export const scenarioTag = z.object({ id: z.number().int(), name: z.string() });

export const scenario = z.object({
  id: z.number().int(),
  order: z.number().int(),
  name: z.string(),
  categories_count: z.number().int(),
  steps_count: z.number().int(),
  /** Assigned contacts, paused ones included. */
  contacts_count: z.number().int(),
  tags: z.array(scenarioTag),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Scenario = z.output<typeof scenario>;

export const brandingSetting = z.object({ name: z.enum(brandingNames), value: z.string() });
export type BrandingSetting = z.output<typeof brandingSetting>;

export const scenarioContactStatuses = ['active', 'paused'] as const;
export const scenarioContact = z.object({
  id: z.number().int(),
  scenario_id: z.number().int(),
  contact: z.object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string().nullable(),
  }),
  /** Paused: restricted, kept on the scenario but unable to progress. */
  status: z.enum(scenarioContactStatuses),
  assigned_at: z.string(),
  paused_at: z.string().nullable(),
  completed_steps: z.number().int(),
  total_steps: z.number().int(),
  /** When the last step was completed; null until every step is. */
  completed_at: z.string().nullable(),
});
export type ScenarioContact = z.output<typeof scenarioContact>;

// Bodies and queries ---------------------------------------------------------------------------

export const scenarioListQuery = pageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(scenarioPageSize),
  search,
});
export const scenarioContactsQuery = pageQuery.extend({
  search,
  status: z.enum(scenarioContactStatuses).optional(),
});
export const scenarioContentsQuery = pageQuery.extend({
  search,
  type: z.enum(scenarioContentTypes).optional(),
});

export const scenarioNameBody = z.object({ name: name('name') });
export const assignContactsBody = z.object({ selection: contactSelection });
const scenarioIds = z.array(dbId).min(1, 'Please select at least one scenario').max(1_000);
export const bulkAssignContactsBody = z.object({
  scenario_ids: scenarioIds,
  selection: contactSelection,
});
export const bulkRestrictContactsBody = z.object({
  scenario_ids: scenarioIds,
  selection: contactSelection,
  /** False lifts the restriction. */
  restrict: z.boolean().default(true),
});
export const updateScenarioTagsBody = z.object({ tag_ids: z.array(dbId).max(100) });
export const bulkDuplicateBody = z.object({
  /** The copy's name; with several scenarios each copy is “name (original)”. */
  name: name('name'),
  ids: scenarioIds,
});
export const scenarioIdsBody = z.object({ ids: scenarioIds });
export const brandingSettingsBody = z.object({
  branding_settings: z
    .array(z.object({ name: z.enum(brandingNames), value: z.string().trim().max(2_000) }))
    .min(1)
    .max(brandingNames.length * 2)
    .superRefine((list, ctx) => {
      list.forEach((s, i) => {
        if (s.name === 'primary_color' && !/^#[0-9a-fA-F]{6}$/.test(s.value))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'value'],
            message: 'Choose a colour like #2F6FED',
          });
        if (s.name === 'logo_url' && !optionalUrl.safeParse(s.value).success)
          ctx.addIssue({ code: 'custom', path: [i, 'value'], message: 'Enter a valid address' });
      });
    }),
});
const orderList = (message: string, max: number) =>
  z
    .array(z.object({ id: dbId, order: z.number().int().min(0).max(1_000_000) }))
    .min(1, message)
    .max(max);
export const reorderScenariosBody = z.object({
  onboarding_scenarios: orderList('Send the scenarios in their new order', 1_000),
});
export const reorderCategoriesBody = z.object({
  onboarding_categories: orderList('Send the categories in their new order', maxScenarioCategories),
});
export const reorderStepsBody = z.object({
  onboarding_steps: orderList('Send the steps in their new order', maxCategorySteps),
});
export const createCategoryBody = z.object({
  scenario_id: requiredId('scenario_id'),
  name: name('name'),
});
export const createStepBody = z.object({
  category_id: requiredId('category_id'),
  name: name('name'),
  description: z.string().trim().max(5_000).optional(),
});
export const updateStepBody = z.object({
  name: name('name').optional(),
  description: z.string().trim().max(5_000).optional(),
});
export const markStepBody = z.object({
  /** The contact the coach marks it for; the coach's own preview when absent. */
  contact_id: contactDbId.optional(),
});
export const attachContentBody = z.object({
  content_id: requiredId('content_id'),
  data: stepContentData.optional(),
  /** Its place among the step's contents (0 first); the end when absent. */
  order: z.number().int().min(0).max(maxStepContents).optional(),
});
export const updateContentsOrderBody = z.object({
  contents: z
    .array(z.object({ pivot_id: dbId, order: z.number().int().min(0).max(1_000_000) }))
    .min(1, 'Send the contents in their new order')
    .max(maxStepContents),
});
export const updateStepContentBody = z.object({ data: stepContentData });
export const contentBody = z.object({ data: scenarioContentData });

export const scenarioParams = z.object({ scenario: dbIdText });
export const scenarioContactParams = z.object({ scenario: dbIdText, contact: contactIdText });
const contactParams = z.object({ contact: contactIdText });
export const categoryParams = z.object({ scenario_category: dbIdText });
export const stepParams = z.object({ scenario_step: dbIdText });
export const stepContentParams = z.object({ scenario_step: dbIdText, step_content: dbIdText });
export const contentParams = z.object({ scenario_content: dbIdText });

// Responses ------------------------------------------------------------------------------------

const done = z.object({ status: z.literal(1), message: z.string() });
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(1), data: z.array(item) });
const bulkResponse = done.extend({ affected: z.number().int() });
const scenarioResponse = done.extend({ scenario });
const categoryResponse = done.extend({ category: scenarioCategory });
const stepResponse = done.extend({ step: scenarioStep });
const contentResponse = done.extend({ content: scenarioContent });
const brandingResponse = z.object({
  status: z.literal(1),
  message: z.string().optional(),
  data: z.array(brandingSetting),
});
/** A step marked completed, and the next incomplete step of the list (null when none is left). */
const markResponse = stepResponse.extend({ next_step: scenarioStep.nullable() });

/** The page's position again under `meta`, as 002 §3 names it. */
const scenarioPage = paginated(scenario).extend({
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});

/** A scenario as its contact sees it in the portal. */
export const portalScenario = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(scenarioContactStatuses),
  branding: z.array(brandingSetting),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      order: z.number().int(),
      steps: z.array(scenarioStep),
    }),
  ),
  completed_steps: z.number().int(),
  total_steps: z.number().int(),
  /** The first incomplete step; null when every one is done. */
  next_step_id: z.number().int().nullable(),
});
export type PortalScenario = z.output<typeof portalScenario>;

// Endpoints ------------------------------------------------------------------------------------

const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'contacts-center', action } }) as const;
const scenarios = { tag: 'scenarios' } as const;
const categories = { tag: 'scenario-categories' } as const;
const steps = { tag: 'scenario-steps' } as const;
const contents = { tag: 'scenario-contents' } as const;

export const scenarioEndpoints = {
  list: endpoint({
    ...scenarios,
    ...may('view'),
    method: 'GET',
    path: 'scenarios',
    description: 'Scenarios by order then id, 15 a page, with their counts and tags.',
    query: scenarioListQuery,
    response: scenarioPage,
  }),
  all: endpoint({
    ...scenarios,
    ...may('view'),
    method: 'GET',
    path: 'scenarios/all',
    description: 'Every scenario in order, for pickers.',
    response: listOf(scenario),
  }),
  contacts: endpoint({
    ...scenarios,
    ...may('view'),
    method: 'GET',
    path: 'scenarios/:scenario/contacts',
    description: 'The contacts assigned, latest first, with their progress.',
    params: scenarioParams,
    query: scenarioContactsQuery,
    response: paginated(scenarioContact),
  }),
  ofContact: endpoint({
    ...scenarios,
    ...may('view'),
    method: 'GET',
    path: 'scenarios/contact/:contact',
    description:
      'The scenarios a contact is assigned to, in the scenarios’ order, with their progress (the contact profile’s Onboarding section).',
    params: contactParams,
    response: listOf(scenarioContact.extend({ scenario_name: z.string() })),
  }),
  tags: endpoint({
    ...scenarios,
    ...may('view'),
    method: 'GET',
    path: 'scenarios/:scenario/tags',
    description: 'The tags a contact gets when assigned to the scenario.',
    params: scenarioParams,
    response: listOf(scenarioTag),
  }),
  brandingSettings: endpoint({
    ...scenarios,
    ...may('view'),
    method: 'GET',
    path: 'scenarios/:scenario/branding-settings',
    description: 'Every branding setting, the defaults where none was saved.',
    params: scenarioParams,
    response: brandingResponse,
  }),
  create: endpoint({
    ...scenarios,
    ...may('create'),
    method: 'POST',
    path: 'scenarios',
    description: 'A new scenario, last in the order.',
    body: scenarioNameBody,
    response: scenarioResponse,
  }),
  assignContacts: endpoint({
    ...scenarios,
    ...may('update'),
    method: 'POST',
    path: 'scenarios/:scenario/assign-contacts',
    description:
      'Assigns the selected contacts (those assigned already stay as they are) and gives the new ones the scenario’s tags.',
    params: scenarioParams,
    body: assignContactsBody,
    response: bulkResponse,
  }),
  bulkAssignContacts: endpoint({
    ...scenarios,
    ...may('update'),
    method: 'POST',
    path: 'scenarios/bulk-assign-contacts',
    description: 'Assigns the selected contacts to each scenario.',
    body: bulkAssignContactsBody,
    response: bulkResponse,
  }),
  bulkRestrictContacts: endpoint({
    ...scenarios,
    ...may('update'),
    method: 'POST',
    path: 'scenarios/bulk-restrict-contacts',
    description:
      'Pauses (or with restrict false resumes) the selected contacts on each scenario they are assigned to.',
    body: bulkRestrictContactsBody,
    response: bulkResponse,
  }),
  updateTags: endpoint({
    ...scenarios,
    ...may('update'),
    method: 'POST',
    path: 'scenarios/:scenario/update-tags',
    description: 'Replaces the tags given to contacts assigned from now on.',
    params: scenarioParams,
    body: updateScenarioTagsBody,
    response: done.extend({ data: z.array(scenarioTag) }),
  }),
  resetPreview: endpoint({
    ...scenarios,
    ...may('update'),
    method: 'POST',
    path: 'scenarios/:scenario/reset-preview',
    description: 'Clears the caller’s own preview completions of the scenario’s steps.',
    params: scenarioParams,
    response: bulkResponse,
  }),
  duplicate: endpoint({
    ...scenarios,
    ...may('create'),
    method: 'POST',
    path: 'scenarios/:scenario/duplicate',
    description:
      'A copy with its categories, steps, their contents, tags and branding; no contacts.',
    params: scenarioParams,
    body: scenarioNameBody,
    response: scenarioResponse,
  }),
  bulkDuplicate: endpoint({
    ...scenarios,
    ...may('create'),
    method: 'POST',
    path: 'scenarios/bulk-duplicate',
    description: 'Copies each scenario as duplicate does.',
    body: bulkDuplicateBody,
    response: bulkResponse.extend({ data: z.array(scenario) }),
  }),
  bulkDelete: endpoint({
    ...scenarios,
    ...may('delete'),
    method: 'POST',
    path: 'scenarios/bulk-delete',
    body: scenarioIdsBody,
    response: bulkResponse,
  }),
  pauseContact: endpoint({
    ...scenarios,
    ...may('update'),
    method: 'POST',
    path: 'scenarios/:scenario/contacts/:contact/pause',
    description: 'Restricts the contact: kept on the scenario, unable to progress.',
    params: scenarioContactParams,
    response: done.extend({ scenario_contact: scenarioContact }),
  }),
  resumeContact: endpoint({
    ...scenarios,
    ...may('update'),
    method: 'POST',
    path: 'scenarios/:scenario/contacts/:contact/resume',
    params: scenarioContactParams,
    response: done.extend({ scenario_contact: scenarioContact }),
  }),
  update: endpoint({
    ...scenarios,
    ...may('update'),
    method: 'PATCH',
    path: 'scenarios/:scenario',
    params: scenarioParams,
    body: scenarioNameBody,
    response: scenarioResponse,
  }),
  updateBrandingSettings: endpoint({
    ...scenarios,
    ...may('update'),
    method: 'PATCH',
    path: 'scenarios/:scenario/update-branding-settings',
    description: 'Saves the settings sent; the others keep their values.',
    params: scenarioParams,
    body: brandingSettingsBody,
    response: brandingResponse,
  }),
  reorder: endpoint({
    ...scenarios,
    ...may('update'),
    method: 'PUT',
    path: 'scenarios/reorder',
    description: 'Every scenario, each once, with its new order.',
    body: reorderScenariosBody,
    response: done,
  }),
  remove: endpoint({
    ...scenarios,
    ...may('delete'),
    method: 'DELETE',
    path: 'scenarios/:scenario',
    params: scenarioParams,
    response: done,
  }),
};

export const scenarioCategoryEndpoints = {
  list: endpoint({
    ...categories,
    ...may('view'),
    method: 'GET',
    path: 'scenarios/:scenario/categories',
    params: scenarioParams,
    response: listOf(scenarioCategory),
  }),
  create: endpoint({
    ...categories,
    ...may('update'),
    method: 'POST',
    path: 'categories',
    description: 'A new category, last of its scenario.',
    body: createCategoryBody,
    response: categoryResponse,
  }),
  update: endpoint({
    ...categories,
    ...may('update'),
    method: 'PATCH',
    path: 'categories/:scenario_category',
    params: categoryParams,
    body: scenarioNameBody,
    response: categoryResponse,
  }),
  remove: endpoint({
    ...categories,
    ...may('update'),
    method: 'DELETE',
    path: 'categories/:scenario_category',
    description: 'Deletes the category with its steps.',
    params: categoryParams,
    response: done,
  }),
  reorder: endpoint({
    ...categories,
    ...may('update'),
    method: 'PUT',
    path: 'scenarios/:scenario/categories/reorder',
    description: 'Every category of the scenario, each once, with its new order.',
    params: scenarioParams,
    body: reorderCategoriesBody,
    response: done,
  }),
};

export const scenarioStepEndpoints = {
  list: endpoint({
    ...steps,
    ...may('view'),
    method: 'GET',
    path: 'categories/:scenario_category/steps',
    description: 'The steps in order with their contents, completed as the caller’s preview.',
    params: categoryParams,
    response: listOf(scenarioStep),
  }),
  create: endpoint({
    ...steps,
    ...may('update'),
    method: 'POST',
    path: 'steps',
    description: 'A new step, last of its category.',
    body: createStepBody,
    response: stepResponse,
  }),
  update: endpoint({
    ...steps,
    ...may('update'),
    method: 'PATCH',
    path: 'steps/:scenario_step',
    params: stepParams,
    body: updateStepBody,
    response: stepResponse,
  }),
  remove: endpoint({
    ...steps,
    ...may('update'),
    method: 'DELETE',
    path: 'steps/:scenario_step',
    params: stepParams,
    response: done,
  }),
  reorder: endpoint({
    ...steps,
    ...may('update'),
    method: 'PUT',
    path: 'categories/:scenario_category/steps/reorder',
    description: 'Every step of the category, each once, with its new order.',
    params: categoryParams,
    body: reorderStepsBody,
    response: done,
  }),
  markCompleted: endpoint({
    ...steps,
    ...may('update'),
    method: 'POST',
    path: 'steps/:scenario_step/mark-as-completed',
    description:
      'Completes the step for the contact (or the caller’s preview); answers the next incomplete step.',
    params: stepParams,
    body: markStepBody,
    response: markResponse,
  }),
  markIncomplete: endpoint({
    ...steps,
    ...may('update'),
    method: 'POST',
    path: 'steps/:scenario_step/mark-as-incomplete',
    params: stepParams,
    body: markStepBody,
    response: stepResponse,
  }),
  attachContent: endpoint({
    ...steps,
    ...may('update'),
    method: 'POST',
    path: 'steps/:scenario_step/contents',
    description: 'Puts a content of the library on the step, with the pivot’s data and place.',
    params: stepParams,
    body: attachContentBody,
    response: stepResponse,
  }),
  updateContentsOrder: endpoint({
    ...steps,
    ...may('update'),
    method: 'POST',
    path: 'steps/:scenario_step/update-contents-order',
    description: 'Every content of the step (by pivot id), each once, with its new order.',
    params: stepParams,
    body: updateContentsOrderBody,
    response: stepResponse,
  }),
  updateContent: endpoint({
    ...steps,
    ...may('update'),
    method: 'PATCH',
    path: 'steps/:scenario_step/contents/:step_content',
    description: 'Changes the pivot’s data.',
    params: stepContentParams,
    body: updateStepContentBody,
    response: stepResponse,
  }),
  detachContent: endpoint({
    ...steps,
    ...may('update'),
    method: 'DELETE',
    path: 'steps/:scenario_step/contents/:step_content',
    description: 'Takes the content (by pivot id) off the step; the content stays in the library.',
    params: stepContentParams,
    response: stepResponse,
  }),
};

export const scenarioContentEndpoints = {
  list: endpoint({
    ...contents,
    ...may('view'),
    method: 'GET',
    path: 'contents',
    description: 'The location’s content library, latest first.',
    query: scenarioContentsQuery,
    response: paginated(scenarioContent),
  }),
  create: endpoint({
    ...contents,
    ...may('update'),
    method: 'POST',
    path: 'contents',
    body: contentBody,
    response: contentResponse,
  }),
  update: endpoint({
    ...contents,
    ...may('update'),
    method: 'PATCH',
    path: 'contents/:scenario_content',
    params: contentParams,
    body: contentBody,
    response: contentResponse,
  }),
  remove: endpoint({
    ...contents,
    ...may('update'),
    method: 'DELETE',
    path: 'contents/:scenario_content',
    description: 'Deletes the content and takes it off every step.',
    params: contentParams,
    response: done,
  }),
};

const contactAccess = { tag: 'portal', access: 'contact' } as const;

/** The signed-in contact's onboarding in their portal. */
export const portalScenarioEndpoints = {
  onboarding: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/onboarding',
    description: 'The contact’s scenarios with their categories, steps, contents and completions.',
    response: listOf(portalScenario),
  }),
  complete: endpoint({
    ...contactAccess,
    method: 'POST',
    path: 'portal/onboarding/steps/:scenario_step/complete',
    description: 'Completes the step; answers the next incomplete one. Refused while paused.',
    params: stepParams,
    response: markResponse,
  }),
  incomplete: endpoint({
    ...contactAccess,
    method: 'POST',
    path: 'portal/onboarding/steps/:scenario_step/incomplete',
    params: stepParams,
    response: stepResponse,
  }),
};
