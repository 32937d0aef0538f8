import { z } from 'zod';
import { dashboardPageQuery, pageQuery, paginated } from './api';
import { statusMessageResponse } from './auth';
import { endpoint } from './endpoint';
import { contactDbId, dbIdText, maxDbId, requiredId } from './ids';
import { emailLog } from './messaging';
import { personalizedText } from './personalization';
import { plural } from './text';

// The template library (001 §2, §3 Template category, §7 Templates, §9): a location's reusable
// emails, SMS, voice scripts and content pages, kept in categories. A category's kind
// (`is_content`) is the kind of every template in it. 001 names the calls, not their shapes:
// these are ours.

/** 001 §3: is_content 1 email, 2 content, 3 sms, 4 voice. */
export const templateKinds = { email: 1, content: 2, sms: 3, voice: 4 } as const;
export type TemplateType = keyof typeof templateKinds;
export const templateTypes = Object.keys(templateKinds) as TemplateType[];
export const isContentValues = [1, 2, 3, 4] as const;
export type IsContent = (typeof isContentValues)[number];
export const typeOfKind = (isContent: IsContent): TemplateType =>
  templateTypes.find((type) => templateKinds[type] === isContent)!;

/** 001 §9's category filter values: email 1, sms 3, voice 4, content 2, multi-channel 1 and 3. */
export const templateFilters = {
  all: [1, 2, 3, 4],
  email: [1],
  sms: [3],
  voice: [4],
  content: [2],
  'multi-channel': [1, 3],
} as const satisfies Record<string, readonly IsContent[]>;
export type TemplateFilter = keyof typeof templateFilters;
const templateFilter = z.enum(Object.keys(templateFilters) as [TemplateFilter]).default('all');

/** What a body may hold, by kind: an SMS goes as at most ten segments. */
export const templateBodyMax: Record<TemplateType, number> = {
  email: 200_000,
  content: 200_000,
  sms: 1_600,
  voice: 20_000,
};

export const templateCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  is_content: z.union(isContentValues.map((v) => z.literal(v))),
  type: z.enum(templateTypes),
  templates_count: z.number().int(),
  created_at: z.string(),
});
export type TemplateCategory = z.infer<typeof templateCategory>;

export const template = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  name: z.string(),
  type: z.enum(templateTypes),
  is_content: z.union(isContentValues.map((v) => z.literal(v))),
  /** Email only; empty for the other kinds. */
  subject: z.string(),
  /** HTML for email and content, text for SMS and voice. */
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  last_sent_at: z.string().nullable(),
  sends_count: z.number().int(),
  /** Broadcast drafts made from it and not yet used. */
  drafts_count: z.number().int(),
  /** Its folder (asset type templates); null in the main folder. */
  folder_id: z.number().int().nullable(),
});
export type Template = z.infer<typeof template>;

const name = z.string().trim().min(1, 'The name field is required').max(100);
const templateId = requiredId('template_id');
const categoryId = requiredId('category_id');

export const categoryBody = z.object({
  name,
  is_content: z.union(
    isContentValues.map((v) => z.literal(v)),
    {
      error: 'Please choose email, SMS, voice or content',
    },
  ),
});
export type CategoryBody = z.input<typeof categoryBody>;
export const editCategoryBody = z.object({ name });

/** The subject and body; their length by kind is checked against the category. */
const templateContent = {
  subject: personalizedText(255).default(''),
  body: personalizedText(templateBodyMax.email).default(''),
};
export const createTemplateBody = z.object({ category_id: categoryId, name, ...templateContent });
export type CreateTemplateBody = z.input<typeof createTemplateBody>;
export const editTemplateBody = z.object({ template_id: templateId, name, ...templateContent });
export type EditTemplateBody = z.input<typeof editTemplateBody>;
export const renameTemplateBody = z.object({ template_id: templateId, name });
export const duplicateTemplateBody = z.object({ template_id: templateId, name: name.optional() });
export const changeCategoryBody = z.object({ template_id: templateId, category_id: categoryId });
export const templateIdBody = z.object({ template_id: templateId });
export const sendTemplateBody = z.object({
  template_id: templateId,
  contact_id: z.number({ error: 'Please choose a contact' }).pipe(contactDbId),
});
export type SendTemplateBody = z.input<typeof sendTemplateBody>;

const search = z.string().trim().max(200).optional();
/** 001 §9: templates use type all. */
export const templateListQuery = dashboardPageQuery.extend({
  type: templateFilter,
  category_id: dbIdText.optional(),
  /** One folder's templates; 0 the main folder's (in none); absent every template. */
  folder_id: z.coerce.number().int().min(0).max(maxDbId).optional(),
  search,
});
export type TemplateListQuery = z.input<typeof templateListQuery>;
export const categoryTemplatesQuery = dashboardPageQuery.extend({ search });
export const categoryListQuery = z.object({ type: templateFilter });
/** Pickers (a broadcast's or an SMS's "insert a template"): names only, at most 100. */
export const templatePickerQuery = z.object({ type: templateFilter, search });
export const templateLogQuery = pageQuery.extend({ template_id: dbIdText.optional() });

export const templateChoice = template.pick({
  id: true,
  name: true,
  type: true,
  category_id: true,
  category_name: true,
});

/** A send made from a template; `log` is null once the message is gone from the location. */
export const templateLog = z.object({
  id: z.number().int(),
  template_id: z.number().int(),
  template_name: z.string(),
  type: z.enum(templateTypes),
  created_at: z.string(),
  log: emailLog.nullable(),
});
export type TemplateLog = z.infer<typeof templateLog>;

/** What the broadcast area turns into a broadcast: a copy of an email template. */
export const broadcastDraft = z.object({
  id: z.number().int(),
  template_id: z.number().int().nullable(),
  subject: z.string(),
  created_at: z.string(),
});

export const templateResponse = z.object({ status: z.literal(1), message: z.string(), template });
export const categoryResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  category: templateCategory,
});
/** 001 §7: a send with a falsy status shows the response text. */
export const sendTemplateResponse = z.union([
  z.object({ status: z.literal(1), message: z.string(), log: emailLog }),
  z.object({ status: z.literal(0), message: z.string() }),
]);
export type SendTemplateResponse = z.infer<typeof sendTemplateResponse>;

export const templateMessages = {
  created: 'Template has been created successfully!',
  saved: 'Template has been saved successfully!',
  renamed: 'Template has been renamed successfully!',
  duplicated: 'Template has been duplicated successfully!',
  moved: 'Template has been moved successfully!',
  deleted: 'Template has been deleted successfully!',
  categoryCreated: 'Category has been created successfully!',
  categorySaved: 'Category has been saved successfully!',
  categoryDeleted: (templates: number) =>
    templates === 0
      ? 'Category has been deleted successfully!'
      : `Category and ${plural(templates, 'template')} have been deleted successfully!`,
  draftAdded: 'Template has been added to your broadcast drafts!',
  categoryNameTaken: 'A category with this name already exists.',
  otherKind: (type: TemplateType) => `Choose a category of ${type} templates.`,
  bodyTooLong: (max: number) => `The body may not be greater than ${max} characters.`,
  notSendable: (type: TemplateType) =>
    type === 'voice'
      ? 'Voice templates are scripts to read out; they cannot be sent to a contact.'
      : 'Content templates hold pages for your content; they cannot be sent to a contact.',
  noSubject: 'Give the email a subject before sending it.',
  noBody: 'Write the template before sending it.',
  onlyEmailDrafts: 'Only email templates can be added to broadcast drafts.',
} as const;

const templates = { tag: 'templates' } as const;
const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'templates', action } }) as const;
const categoryParams = z.object({ category: dbIdText });

export const templateEndpoints = {
  categories: endpoint({
    ...templates,
    ...may('view'),
    method: 'GET',
    path: 'template/categories',
    description: 'The categories of the kinds the filter names, by name, with their counts.',
    query: categoryListQuery,
    response: z.object({ status: z.literal(1), categories: z.array(templateCategory) }),
  }),
  categoryTemplates: endpoint({
    ...templates,
    ...may('view'),
    method: 'GET',
    path: 'template/:category/templates',
    params: categoryParams,
    query: categoryTemplatesQuery,
    response: paginated(template).extend({ category: templateCategory }),
  }),
  list: endpoint({
    ...templates,
    ...may('view'),
    method: 'GET',
    path: 'template/lists',
    description: 'Templates newest first, 6 a page, of the kinds the filter names.',
    query: templateListQuery,
    response: paginated(template),
  }),
  picker: endpoint({
    ...templates,
    ...may('view'),
    method: 'GET',
    path: 'template/template-list',
    description: 'Up to 100 templates by name, for an editor that inserts one.',
    query: templatePickerQuery,
    response: z.object({ status: z.literal(1), templates: z.array(templateChoice) }),
  }),
  logs: endpoint({
    ...templates,
    ...may('view'),
    method: 'GET',
    path: 'template/template-logs',
    description: 'The messages sent from templates, or from one, newest first.',
    query: templateLogQuery,
    response: paginated(templateLog),
  }),
  sendToContact: endpoint({
    ...templates,
    ...may('view'),
    method: 'POST',
    path: 'template/send-to-contact',
    description:
      'Queues an email or SMS template to one contact, personalized; status 0 says why not.',
    body: sendTemplateBody,
    response: sendTemplateResponse,
  }),
  duplicate: endpoint({
    ...templates,
    ...may('create'),
    method: 'POST',
    path: 'template/duplicate',
    body: duplicateTemplateBody,
    response: templateResponse,
  }),
  addBroadcastDraft: endpoint({
    ...templates,
    permission: { area: 'broadcasts', action: 'create' },
    method: 'POST',
    path: 'template/add-broadcasts-draft',
    description: 'Copies an email template into a draft for a new broadcast.',
    body: templateIdBody,
    response: z.object({ status: z.literal(1), message: z.string(), draft: broadcastDraft }),
  }),
  createCategory: endpoint({
    ...templates,
    ...may('create'),
    method: 'POST',
    path: 'template/create-category',
    body: categoryBody,
    response: categoryResponse,
  }),
  create: endpoint({
    ...templates,
    ...may('create'),
    method: 'POST',
    path: 'template/create',
    body: createTemplateBody,
    response: templateResponse,
  }),
  changeCategory: endpoint({
    ...templates,
    ...may('update'),
    method: 'PATCH',
    path: 'template/change-category',
    description: 'Moves a template to another category of the same kind.',
    body: changeCategoryBody,
    response: templateResponse,
  }),
  rename: endpoint({
    ...templates,
    ...may('update'),
    method: 'PATCH',
    path: 'template/rename',
    body: renameTemplateBody,
    response: templateResponse,
  }),
  edit: endpoint({
    ...templates,
    ...may('update'),
    method: 'PATCH',
    path: 'template/edit',
    body: editTemplateBody,
    response: templateResponse,
  }),
  editCategory: endpoint({
    ...templates,
    ...may('update'),
    method: 'PATCH',
    path: 'template/:category/edit-category',
    params: categoryParams,
    body: editCategoryBody,
    response: categoryResponse,
  }),
  remove: endpoint({
    ...templates,
    ...may('delete'),
    method: 'DELETE',
    path: 'template/delete',
    body: templateIdBody,
    response: statusMessageResponse,
  }),
  removeCategory: endpoint({
    ...templates,
    ...may('delete'),
    method: 'DELETE',
    path: 'template/:category/delete-category',
    description: 'Deletes the category with every template in it.',
    params: categoryParams,
    response: statusMessageResponse.extend({ deleted_templates: z.number().int() }),
  }),
};
