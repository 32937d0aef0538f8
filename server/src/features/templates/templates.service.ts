import type { PageQuery } from '@coachline/contract/api';
import {
  type CategoryBody,
  type IsContent,
  type SendTemplateResponse,
  type Template,
  type TemplateCategory,
  type TemplateFilter,
  type TemplateLog,
  type TemplateType,
  templateBodyMax,
  templateFilters,
  templateMessages,
  typeOfKind,
} from '@coachline/contract/templates';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { offsetOf, presentPage } from '../../platform/pagination';
import { saveTemplateDraft } from '../broadcasts/broadcasts.service';
import { emailContact, sendLogs, textContact } from '../messaging/messaging.service';
import * as repo from './templates.repository';

// The template library of the accessed location (001 §7 Templates): categories of one kind
// each, their templates, sending one to a contact through messaging, the log of those sends and
// the broadcast drafts made from email templates.

const kindOf = (isContent: number) => typeOfKind(isContent as IsContent);

const presentCategory = (row: repo.CategoryRow, templatesCount: number): TemplateCategory => ({
  id: row.id,
  name: row.name,
  is_content: row.isContent as IsContent,
  type: kindOf(row.isContent),
  templates_count: templatesCount,
  created_at: row.createdAt.toISOString(),
});

const presentTemplate = (row: repo.TemplateListRow): Template => ({
  id: row.template.id,
  category_id: row.template.categoryId,
  category_name: row.categoryName,
  name: row.template.name,
  type: kindOf(row.isContent),
  is_content: row.isContent as IsContent,
  subject: row.template.subject,
  body: row.template.body,
  created_at: row.template.createdAt.toISOString(),
  updated_at: row.template.updatedAt.toISOString(),
  last_sent_at: row.lastSentAt ? row.lastSentAt.toISOString() : null,
  sends_count: row.sendsCount,
  drafts_count: row.draftsCount,
  folder_id: row.template.folderId,
});

async function categoryOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findCategory(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

async function templateOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findTemplate(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

async function answerTemplate(deps: Deps, ctx: RequestContext, id: number, message: string) {
  return {
    status: 1 as const,
    message,
    template: presentTemplate(await templateOf(deps, ctx, id)),
  };
}

/** The subject and body a kind keeps: only email has a subject; an SMS is ten segments at most. */
function contentFor(type: TemplateType, content: { subject: string; body: string }) {
  const max = templateBodyMax[type];
  if (content.body.length > max) throw fieldError('body', templateMessages.bodyTooLong(max));
  return { subject: type === 'email' ? content.subject : '', body: content.body };
}

// Categories

export async function categories(deps: Deps, ctx: RequestContext, type: TemplateFilter) {
  authorize(ctx, 'view', 'templates');
  const rows = await repo.listCategories(deps.db, ctx.accountId, templateFilters[type]);
  return {
    status: 1 as const,
    categories: rows.map((r) => presentCategory(r.category, r.templatesCount)),
  };
}

async function answerCategory(deps: Deps, ctx: RequestContext, id: number, message: string) {
  const row = await categoryOf(deps, ctx, id);
  return {
    status: 1 as const,
    message,
    category: presentCategory(row.category, row.templatesCount),
  };
}

export async function createCategory(deps: Deps, ctx: RequestContext, body: CategoryBody) {
  authorize(ctx, 'create', 'templates');
  const taken = () => fieldError('name', templateMessages.categoryNameTaken);
  if (await repo.categoryNameTaken(deps.db, ctx.accountId, body.is_content, body.name))
    throw taken();
  const row = await repo.insertCategory(deps.db, ctx.accountId, {
    name: body.name,
    isContent: body.is_content,
  });
  if (!row) throw taken();
  return answerCategory(deps, ctx, row.id, templateMessages.categoryCreated);
}

export async function editCategory(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { name: string },
) {
  authorize(ctx, 'update', 'templates');
  const { category } = await categoryOf(deps, ctx, id);
  if (await repo.categoryNameTaken(deps.db, ctx.accountId, category.isContent, body.name, id))
    throw fieldError('name', templateMessages.categoryNameTaken);
  await repo.renameCategory(deps.db, ctx.accountId, id, body.name);
  return answerCategory(deps, ctx, id, templateMessages.categorySaved);
}

/** Deletes the category and every template in it (001 §7 delete-category). */
export async function removeCategory(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'templates');
  await categoryOf(deps, ctx, id);
  const deleted = await deps.db.transaction((tx) => repo.deleteCategory(tx, ctx.accountId, id));
  return {
    status: 1 as const,
    message: templateMessages.categoryDeleted(deleted),
    deleted_templates: deleted,
  };
}

// Templates

type TemplatePage = PageQuery & { search?: string | undefined };

async function templatePage(
  deps: Deps,
  ctx: RequestContext,
  filter: repo.TemplateFilter,
  query: TemplatePage,
) {
  const { rows, total } = await repo.pageTemplates(
    deps.db,
    ctx.accountId,
    filter,
    query.per_page,
    offsetOf(query),
  );
  return presentPage(rows.map(presentTemplate), total, query.page, query.per_page);
}

/** GET template/lists: the dashboard list, filtered by kind, category and name. */
export async function list(
  deps: Deps,
  ctx: RequestContext,
  query: TemplatePage & {
    type: TemplateFilter;
    category_id?: number | undefined;
    folder_id?: number | undefined;
  },
) {
  authorize(ctx, 'view', 'templates');
  const filter = {
    kinds: templateFilters[query.type],
    categoryId: query.category_id,
    folderId: query.folder_id === 0 ? null : query.folder_id,
    search: query.search,
  };
  return templatePage(deps, ctx, filter, query);
}

/** GET template/{category}/templates. */
export async function categoryTemplates(
  deps: Deps,
  ctx: RequestContext,
  categoryId: number,
  query: TemplatePage,
) {
  authorize(ctx, 'view', 'templates');
  const row = await categoryOf(deps, ctx, categoryId);
  const filter = { kinds: [row.category.isContent], categoryId, search: query.search };
  return {
    ...(await templatePage(deps, ctx, filter, query)),
    category: presentCategory(row.category, row.templatesCount),
  };
}

/** The most a picker lists; a longer library is narrowed by its search. */
const pickerSize = 100;

export async function picker(
  deps: Deps,
  ctx: RequestContext,
  query: { type: TemplateFilter; search?: string | undefined },
) {
  authorize(ctx, 'view', 'templates');
  const rows = await repo.templateChoices(
    deps.db,
    ctx.accountId,
    { kinds: templateFilters[query.type], search: query.search },
    pickerSize,
  );
  return {
    status: 1 as const,
    templates: rows.map((r) => ({
      id: r.id,
      name: r.name,
      type: kindOf(r.isContent),
      category_id: r.categoryId,
      category_name: r.categoryName,
    })),
  };
}

export async function create(
  deps: Deps,
  ctx: RequestContext,
  body: { category_id: number; name: string; subject: string; body: string },
) {
  authorize(ctx, 'create', 'templates');
  const { category } = await categoryOf(deps, ctx, body.category_id);
  const row = await repo.insertTemplate(deps.db, ctx.accountId, {
    categoryId: category.id,
    name: body.name,
    ...contentFor(kindOf(category.isContent), body),
  });
  return answerTemplate(deps, ctx, row.id, templateMessages.created);
}

export async function edit(
  deps: Deps,
  ctx: RequestContext,
  body: { template_id: number; name: string; subject: string; body: string },
) {
  authorize(ctx, 'update', 'templates');
  const row = await templateOf(deps, ctx, body.template_id);
  await repo.updateTemplate(deps.db, ctx.accountId, row.template.id, {
    name: body.name,
    ...contentFor(kindOf(row.isContent), body),
  });
  return answerTemplate(deps, ctx, row.template.id, templateMessages.saved);
}

export async function rename(
  deps: Deps,
  ctx: RequestContext,
  body: { template_id: number; name: string },
) {
  authorize(ctx, 'update', 'templates');
  await templateOf(deps, ctx, body.template_id);
  await repo.updateTemplate(deps.db, ctx.accountId, body.template_id, { name: body.name });
  return answerTemplate(deps, ctx, body.template_id, templateMessages.renamed);
}

const maxName = 100;
const copyName = (name: string) => `${name.slice(0, maxName - ' (copy)'.length)} (copy)`;

/** A copy in the same category and folder, named "<name> (copy)" unless a name is given. */
export async function duplicate(
  deps: Deps,
  ctx: RequestContext,
  body: { template_id: number; name?: string | undefined },
) {
  authorize(ctx, 'create', 'templates');
  const { template } = await templateOf(deps, ctx, body.template_id);
  const row = await repo.insertTemplate(deps.db, ctx.accountId, {
    categoryId: template.categoryId,
    name: body.name ?? copyName(template.name),
    subject: template.subject,
    body: template.body,
    folderId: template.folderId,
  });
  return answerTemplate(deps, ctx, row.id, templateMessages.duplicated);
}

/** Moves a template to another category of its kind: its body is written for that kind. */
export async function changeCategory(
  deps: Deps,
  ctx: RequestContext,
  body: { template_id: number; category_id: number },
) {
  authorize(ctx, 'update', 'templates');
  const row = await templateOf(deps, ctx, body.template_id);
  const { category } = await categoryOf(deps, ctx, body.category_id);
  if (category.isContent !== row.isContent)
    throw fieldError('category_id', templateMessages.otherKind(kindOf(row.isContent)));
  await repo.updateTemplate(deps.db, ctx.accountId, row.template.id, { categoryId: category.id });
  return answerTemplate(deps, ctx, row.template.id, templateMessages.moved);
}

export async function remove(deps: Deps, ctx: RequestContext, templateId: number) {
  authorize(ctx, 'delete', 'templates');
  await templateOf(deps, ctx, templateId);
  await deps.db.transaction((tx) => repo.deleteTemplate(tx, ctx.accountId, templateId));
  return { status: 1 as const, message: templateMessages.deleted };
}

// Sending, the log and broadcast drafts

/**
 * Sends an email or SMS template to one contact through messaging, which personalizes, checks
 * every refusal and queues it. Any refusal answers status 0 with the reason (001 §7: a falsy
 * status shows the response text).
 */
export async function sendToContact(
  deps: Deps,
  ctx: RequestContext,
  body: { template_id: number; contact_id: number },
): Promise<SendTemplateResponse> {
  authorize(ctx, 'view', 'templates');
  authorize(ctx, 'update', 'contacts-center');
  const { template, isContent } = await templateOf(deps, ctx, body.template_id);
  const type = kindOf(isContent);
  if (type === 'voice' || type === 'content')
    return { status: 0, message: templateMessages.notSendable(type) };
  if (!template.body) return { status: 0, message: templateMessages.noBody };
  if (type === 'email' && !template.subject)
    return { status: 0, message: templateMessages.noSubject };
  const answer =
    type === 'email'
      ? await emailContact(deps, ctx, body.contact_id, {
          subject: template.subject,
          html: template.body,
          source: 'template',
        })
      : await textContact(deps, ctx, body.contact_id, { text: template.body, source: 'template' });
  if (answer.status !== 1) return { status: 0, message: answer.message };
  await repo.insertTemplateSend(deps.db, ctx.accountId, template.id, answer.log.id);
  return answer;
}

/** GET template/template-logs: each send as the email log shows it, while it is here. */
export async function logs(
  deps: Deps,
  ctx: RequestContext,
  query: PageQuery & { template_id?: number | undefined },
) {
  authorize(ctx, 'view', 'templates');
  if (query.template_id !== undefined) await templateOf(deps, ctx, query.template_id);
  const { rows, total } = await repo.pageTemplateSends(
    deps.db,
    ctx.accountId,
    query.template_id,
    query.per_page,
    offsetOf(query),
  );
  const sent = await sendLogs(
    deps,
    ctx.accountId,
    rows.map((r) => r.sendId),
  );
  const data: TemplateLog[] = rows.map((r) => ({
    id: r.id,
    template_id: r.templateId,
    template_name: r.templateName,
    type: kindOf(r.isContent),
    created_at: r.createdAt.toISOString(),
    log: sent.get(r.sendId) ?? null,
  }));
  return presentPage(data, total, query.page, query.per_page);
}

/** Copies an email template into a broadcast draft: a broadcast saved, to be sent later. */
export async function addBroadcastDraft(deps: Deps, ctx: RequestContext, templateId: number) {
  authorize(ctx, 'view', 'templates');
  authorize(ctx, 'create', 'broadcasts');
  const { template, isContent } = await templateOf(deps, ctx, templateId);
  if (kindOf(isContent) !== 'email')
    throw fieldError('template_id', templateMessages.onlyEmailDrafts);
  if (!template.body) throw fieldError('template_id', templateMessages.noBody);
  const draft = await saveTemplateDraft(deps, ctx, {
    templateId: template.id,
    title: template.name,
    subject: template.subject,
    body: template.body,
  });
  return {
    status: 1 as const,
    message: templateMessages.draftAdded,
    draft: {
      id: draft.id,
      template_id: draft.templateId,
      subject: draft.subject,
      created_at: draft.createdAt.toISOString(),
    },
  };
}
