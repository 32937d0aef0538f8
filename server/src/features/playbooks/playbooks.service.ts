import type { Paginated } from '@coachline/contract/api';
import {
  buttonKinds,
  type ContactPlaybook,
  maxButtons,
  maxDownloads,
  maxFaqs,
  maxSteps,
  maxTabs,
  type Playbook,
  type PlaybookAnalytics,
  type PlaybookDetails,
  type PlaybookQuestion,
  type PlaybookSettings,
  type PlaybookStep,
  type PlaybookUser,
  playbookDefaults,
  playbookListAllMax,
  type playbookListQuery,
  playbookMessages,
  type questionToFaqBody,
  type SendPlaybooksBody,
  type saveButtonBody,
  smartSteps as smartStepCatalogue,
  type updateSettingsBody,
} from '@coachline/contract/playbooks';
import {
  type PortalPlaybook,
  type PortalPlaybookDetails,
  portalMessages,
} from '@coachline/contract/portal';
import { defaultHeadline, defaultSubheadline, styledContent } from '@coachline/contract/styles';
import type { z } from 'zod';
import type { AssetCopy } from '../../platform/asset-copy';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { offsetOf, presentPage } from '../../platform/pagination';
import { sentAssets } from '../contacts/contact-assets';
import { contactSearch, selectedContactIds } from '../contacts/contacts.filters';
import { contactOf, contactRowsByIds } from '../contacts/contacts.service';
import { assetFolder } from '../folders/folders.service';
import { styleOf } from '../styles/styles.service';
import { safeContent } from './playbooks.html';
import * as repo from './playbooks.repository';
import { playbookContacts, playbooks } from './playbooks.tables';

// Playbooks (docs/architecture.md §8m): a location's playbooks with their steps and tabs,
// downloads, FAQ and buttons, sent to contacts; what contacts do with them (views, completed
// steps, questions) is recorded through the functions at the end, for the client portal.

// Presenting

function presentSettings(row: repo.PlaybookRow): PlaybookSettings {
  return {
    description: row.description,
    thumbnail: row.thumbnail,
    banner_image: row.bannerImage,
    accent_color: row.accentColor,
    headline_style: row.headlineStyle ?? defaultHeadline,
    subheadline_style: row.subheadlineStyle ?? defaultSubheadline,
    sequential: row.sequential,
    show_faq: row.showFaq,
    show_downloads: row.showDownloads,
    show_action_sidebar: row.showActionSidebar,
    action_sidebar_title: row.actionSidebarTitle,
    allow_questions: row.allowQuestions,
  };
}

const presentPlaybook = (row: repo.ListedPlaybook): Playbook => ({
  id: row.id,
  title: row.title,
  asset_type: 'playbooks',
  category_id: row.categoryId,
  folder_id: row.folderId,
  ordering: row.ordering,
  is_pinned: row.isPinned,
  all_clients: row.allClients,
  thumbnail: row.thumbnail,
  steps_count: row.stepsCount,
  users_count: row.usersCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const presentStep = (row: repo.StepRow, tabs: repo.TabRow[]): PlaybookStep => ({
  id: row.id,
  playbook_id: row.playbookId,
  title: row.title,
  content: row.content,
  image: row.image,
  thumbnail: row.thumbnail,
  canva_import_id: row.isGrouped ? row.canvaImportId : null,
  smart_step: row.smartStep,
  is_archived: row.isArchived,
  ordering: row.ordering,
  tabs: tabs
    .filter((t) => t.stepId === row.id)
    .map((t) => ({
      id: t.id,
      step_id: t.stepId,
      title: t.title,
      content: t.content,
      ordering: t.ordering,
    })),
});

/** The playbook's steps in order, as the editor shows them. */
export async function stepsOf(deps: Deps, accountId: number, playbookId: number) {
  const steps = await repo.listSteps(deps.db, accountId, playbookId);
  const tabs = await repo.listTabs(
    deps.db,
    accountId,
    steps.map((s) => s.id),
  );
  return steps.map((s) => presentStep(s, tabs));
}

async function presentDetails(deps: Deps, row: repo.ListedPlaybook): Promise<PlaybookDetails> {
  const [steps, downloads, faqs, buttons] = await Promise.all([
    stepsOf(deps, row.accountId, row.id),
    repo.listDownloads(deps.db, row.accountId, row.id),
    repo.listFaqs(deps.db, row.accountId, row.id),
    repo.listButtons(deps.db, row.accountId, row.id),
  ]);
  return {
    ...presentPlaybook(row),
    settings: presentSettings(row),
    steps,
    downloads: downloads.map((d) => ({
      id: d.id,
      title: d.title,
      url: d.url,
      ordering: d.ordering,
    })),
    faqs: faqs.map((f) => ({
      id: f.id,
      question: f.question,
      answer: f.answer,
      ordering: f.ordering,
    })),
    buttons: buttons.map(presentButton),
  };
}

const presentButton = (b: repo.ButtonRow) => ({
  id: b.id,
  kind: b.kind,
  label: b.label,
  url: b.url,
  color: b.color,
  open_in_new_tab: b.openInNewTab,
  ordering: b.ordering,
});

// Playbooks

/** A playbook of the accessed location, or 404. */
export async function playbookOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findPlaybook(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

async function answer(deps: Deps, ctx: RequestContext, id: number, message: string) {
  const row = await playbookOf(deps, ctx, id);
  return { status: 1 as const, message, playbook: await presentDetails(deps, row) };
}

/** A category of the location, or 404; null stays null (no category). */
async function categoryOf(deps: Deps, ctx: RequestContext, id: number | null | undefined) {
  if (id === undefined || id === null) return id;
  if (!(await repo.findCategory(deps.db, ctx.accountId, id))) throw notFound();
  return id;
}

/** A folder of playbooks to put one in: 0 the main folder; 404 for another's, 422 archived. */
async function playbookFolder(deps: Deps, ctx: RequestContext, folderId: number | undefined) {
  if (!folderId) return null;
  const folder = await assetFolder(deps, ctx, 'playbooks', folderId);
  if (folder.archived) throw fieldError('folder_id', playbookMessages.archivedFolder);
  return folder.id;
}

/** 0 in a filter: none (null); absent: any. */
const orNone = (id: number | undefined) => (id === undefined ? undefined : id === 0 ? null : id);

/** GET playbook/list: pinned first, then the highest ordering. */
export async function list(
  deps: Deps,
  ctx: RequestContext,
  query: z.output<typeof playbookListQuery>,
) {
  authorize(ctx, 'view', 'playbooks');
  const { page, per_page: perPage } = query;
  const { rows, total } = await repo.listPlaybooks(
    deps.db,
    ctx.accountId,
    {
      search: query.search,
      categoryId: orNone(query.category_id),
      folderId: orNone(query.folder_id),
    },
    { limit: perPage, offset: offsetOf({ page, per_page: perPage }) },
  );
  return presentPage(rows.map(presentPlaybook), total, page, perPage);
}

/** GET playbook/list-all: every playbook by title, for pickers. */
export async function listAll(deps: Deps, ctx: RequestContext, search: string | undefined) {
  authorize(ctx, 'view', 'playbooks');
  const rows = await repo.pickPlaybooks(deps.db, ctx.accountId, search, playbookListAllMax + 1);
  return {
    status: 1 as const,
    data: rows.slice(0, playbookListAllMax).map(presentPlaybook),
    truncated: rows.length > playbookListAllMax,
  };
}

/** POST playbook/create: on top of the list, headlines in the location's saved style. */
export async function create(
  deps: Deps,
  ctx: RequestContext,
  body: { title: string; category_id?: number | null | undefined; folder_id?: number | undefined },
) {
  authorize(ctx, 'create', 'playbooks');
  const categoryId = await categoryOf(deps, ctx, body.category_id);
  const folderId = await playbookFolder(deps, ctx, body.folder_id);
  const { style } = await styleOf(deps, ctx, styledContent.playbooks);
  const row = await repo.insertPlaybook(deps.db, ctx.accountId, {
    title: body.title,
    categoryId: categoryId ?? null,
    folderId,
    headlineStyle: style.headline,
    subheadlineStyle: style.subheadline,
    createdBy: ctx.user.id,
  });
  return answer(deps, ctx, row.id, playbookMessages.created);
}

/** PATCH playbook/rename. */
export async function rename(deps: Deps, ctx: RequestContext, id: number, title: string) {
  authorize(ctx, 'update', 'playbooks');
  await playbookOf(deps, ctx, id);
  await repo.updatePlaybook(deps.db, ctx.accountId, id, { title });
  return answer(deps, ctx, id, playbookMessages.renamed);
}

/**
 * Copies a playbook with its steps, tabs, downloads, FAQ and buttons into `toAccountId`, each
 * stored file or image address through `copyFile` (identity within an account). Not its users,
 * views, completions or questions. Answers the new playbook's id.
 */
async function copyPlaybook(
  deps: Deps,
  source: repo.ListedPlaybook,
  into: {
    accountId: number;
    title: string;
    userId: number;
    folderId: number | null;
    categoryId: number | null;
  },
  copyFile: (keyOrUrl: string) => Promise<string>,
): Promise<number> {
  const from = source.accountId;
  const [steps, downloads, faqs, buttons] = await Promise.all([
    repo.listSteps(deps.db, from, source.id),
    repo.listDownloads(deps.db, from, source.id),
    repo.listFaqs(deps.db, from, source.id),
    repo.listButtons(deps.db, from, source.id),
  ]);
  const tabs = await repo.listTabs(
    deps.db,
    from,
    steps.map((s) => s.id),
  );
  const copied = async (url: string | null) => (url === null ? null : copyFile(url));
  const copiedHtml = (html: string) => copyContentImages(html, copyFile);
  // Files first: the copies exist before any row names them.
  const thumbnail = await copied(source.thumbnail);
  const bannerImage = await copied(source.bannerImage);
  const stepValues: {
    values: repo.NewStep;
    tabs: { title: string; content: string }[];
  }[] = [];
  for (const step of steps)
    stepValues.push({
      values: {
        title: step.title,
        content: await copiedHtml(step.content),
        image: await copied(step.image),
        thumbnail: await copied(step.thumbnail),
        smartStep: step.smartStep,
        isArchived: step.isArchived,
      },
      tabs: await Promise.all(
        tabs
          .filter((t) => t.stepId === step.id)
          .map(async (t) => ({ title: t.title, content: await copiedHtml(t.content) })),
      ),
    });
  const downloadValues: { title: string; url: string }[] = [];
  for (const d of downloads) downloadValues.push({ title: d.title, url: await copyFile(d.url) });

  return deps.db.transaction(async (tx) => {
    const row = await repo.insertPlaybook(tx, into.accountId, {
      title: into.title,
      folderId: into.folderId,
      categoryId: into.categoryId,
      isPinned: source.isPinned,
      allClients: source.allClients,
      description: source.description,
      thumbnail,
      bannerImage,
      accentColor: source.accentColor,
      headlineStyle: source.headlineStyle,
      subheadlineStyle: source.subheadlineStyle,
      sequential: source.sequential,
      showFaq: source.showFaq,
      showDownloads: source.showDownloads,
      showActionSidebar: source.showActionSidebar,
      actionSidebarTitle: source.actionSidebarTitle,
      allowQuestions: source.allowQuestions,
      createdBy: into.userId,
    });
    for (const { values, tabs: stepTabs } of stepValues) {
      const step = await repo.insertStep(tx, into.accountId, row.id, values);
      for (const tab of stepTabs) await repo.insertTab(tx, into.accountId, step.id, tab);
    }
    for (const d of downloadValues) await repo.insertDownload(tx, into.accountId, row.id, d);
    for (const f of faqs)
      await repo.insertFaq(tx, into.accountId, row.id, { question: f.question, answer: f.answer });
    for (const b of buttons)
      await repo.insertButton(tx, into.accountId, row.id, {
        kind: b.kind,
        label: b.label,
        url: b.url,
        color: b.color,
        openInNewTab: b.openInNewTab,
      });
    return row.id;
  });
}

/** Every image address in the HTML (`src="…"`) mapped through `copyFile`, each once. */
async function copyContentImages(html: string, copyFile: (keyOrUrl: string) => Promise<string>) {
  const sources = [...html.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/gi)].map((m) => m[1]!);
  let out = html;
  for (const src of new Set(sources)) {
    const copy = await copyFile(src);
    out = out.split(`src="${src}"`).join(`src="${copy}"`);
  }
  return out;
}

const keepFile = (keyOrUrl: string) => Promise.resolve(keyOrUrl);

/** POST playbook/duplicate: everything in it, in the same folder and category, on top. */
export async function duplicate(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  title: string | undefined,
) {
  authorize(ctx, 'create', 'playbooks');
  const source = await playbookOf(deps, ctx, id);
  const copyId = await copyPlaybook(
    deps,
    source,
    {
      accountId: ctx.accountId,
      title: title ?? playbookMessages.copyTitle(source.title),
      userId: ctx.user.id,
      folderId: source.folderId,
      categoryId: source.categoryId,
    },
    keepFile,
  );
  return answer(deps, ctx, copyId, playbookMessages.duplicated);
}

/**
 * Sharing between locations (001 §7 Asset sharing): a deep copy of the playbook into another
 * account, in no folder or category, with every stored file and image copied. Null when `id`
 * is not a playbook of `copy.fromAccountId`.
 */
export async function copyToAccount(
  deps: Deps,
  id: number,
  copy: AssetCopy,
): Promise<number | null> {
  const source = await repo.findPlaybook(deps.db, copy.fromAccountId, id);
  if (!source) return null;
  return copyPlaybook(
    deps,
    source,
    {
      accountId: copy.toAccountId,
      title: source.title,
      userId: copy.userId,
      folderId: null,
      categoryId: null,
    },
    copy.copyFile,
  );
}

/** What a share of the playbook shows: its title and thumbnail. */
export async function describeForSharing(
  deps: Deps,
  accountId: number,
  id: number,
): Promise<{ title: string; thumbnail: string | null } | null> {
  const row = await repo.findPlaybook(deps.db, accountId, id);
  return row ? { title: row.title, thumbnail: row.thumbnail } : null;
}

/** DELETE playbook/delete: with everything in it, its analytics and questions. */
export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'playbooks');
  await playbookOf(deps, ctx, id);
  await repo.deletePlaybook(deps.db, ctx.accountId, id);
  return { status: 1 as const, message: playbookMessages.deleted };
}

/** GET playbook/{id}/details. */
export async function details(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'playbooks');
  const row = await playbookOf(deps, ctx, id);
  return { status: 1 as const, playbook: await presentDetails(deps, row) };
}

/** PATCH playbook/{id}/update-settings. */
export async function updateSettings(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: z.output<typeof updateSettingsBody>,
) {
  authorize(ctx, 'update', 'playbooks');
  await playbookOf(deps, ctx, id);
  const categoryId = await categoryOf(deps, ctx, body.category_id);
  await repo.updatePlaybook(deps.db, ctx.accountId, id, {
    title: body.title,
    categoryId,
    description: body.description,
    thumbnail: body.thumbnail,
    bannerImage: body.banner_image,
    accentColor: body.accent_color,
    headlineStyle: body.headline_style,
    subheadlineStyle: body.subheadline_style,
    sequential: body.sequential,
    showFaq: body.show_faq,
    showDownloads: body.show_downloads,
    showActionSidebar: body.show_action_sidebar,
    actionSidebarTitle: body.action_sidebar_title,
    allowQuestions: body.allow_questions,
  });
  return answer(deps, ctx, id, playbookMessages.settingsUpdated);
}

/** GET playbook/configuration: what a new playbook starts with and what the editor allows. */
export function configuration(ctx: RequestContext) {
  authorize(ctx, 'view', 'playbooks');
  return {
    status: 1 as const,
    defaults: playbookDefaults,
    button_kinds: [...buttonKinds],
    // 001 §9 cropper presets playbook-step-banner and playbook-step-thumb.
    image_sizes: { banner: { width: 1200, height: 200 }, thumbnail: { width: 1200, height: 700 } },
    limits: {
      steps: maxSteps,
      tabs: maxTabs,
      faqs: maxFaqs,
      buttons: maxButtons,
      downloads: maxDownloads,
    },
  };
}

/** PATCH playbook/{id}/pin-unpin. */
export async function pinUnpin(deps: Deps, ctx: RequestContext, id: number, isPinned: boolean) {
  authorize(ctx, 'update', 'playbooks');
  await playbookOf(deps, ctx, id);
  await repo.updatePlaybook(deps.db, ctx.accountId, id, { isPinned });
  return answer(deps, ctx, id, isPinned ? playbookMessages.pinned : playbookMessages.unpinned);
}

/** PATCH playbook/{id}/enable-disable-all-clients. */
export async function enableDisableAllClients(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  allClients: boolean,
) {
  authorize(ctx, 'update', 'playbooks');
  await playbookOf(deps, ctx, id);
  await repo.updatePlaybook(deps.db, ctx.accountId, id, { allClients });
  return answer(
    deps,
    ctx,
    id,
    allClients ? playbookMessages.enabledForAll : playbookMessages.disabledForAll,
  );
}

// Categories

const presentCategory = (c: { id: number; name: string; playbooksCount: number }) => ({
  id: c.id,
  name: c.name,
  playbooks_count: c.playbooksCount,
});

/** GET playbook/playbook-categories. */
export async function categories(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'playbooks');
  const rows = await repo.listCategories(deps.db, ctx.accountId);
  return { status: 1 as const, categories: rows.map(presentCategory) };
}

/** POST playbook/create-category: names are unique in the location, whatever their case. */
export async function createCategory(deps: Deps, ctx: RequestContext, name: string) {
  authorize(ctx, 'create', 'playbooks');
  const row = await repo.insertCategory(deps.db, ctx.accountId, name);
  if (!row) throw fieldError('name', playbookMessages.categoryTaken);
  return {
    status: 1 as const,
    message: playbookMessages.categoryCreated,
    category: presentCategory({ ...row, playbooksCount: 0 }),
  };
}

/** DELETE playbook/delete-category: its playbooks stay, in no category. */
export async function deleteCategory(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'playbooks');
  await categoryOf(deps, ctx, id);
  await repo.deleteCategory(deps.db, ctx.accountId, id);
  return { status: 1 as const, message: playbookMessages.categoryDeleted };
}

// Steps and tabs

/** A step of the accessed location, or 404. */
async function stepOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findStep(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

async function stepAnswer(deps: Deps, ctx: RequestContext, id: number, message: string) {
  const step = await stepOf(deps, ctx, id);
  const tabs = await repo.listTabs(deps.db, ctx.accountId, [id]);
  return { status: 1 as const, message, step: presentStep(step, tabs) };
}

/** The playbook was edited: it moves up in "last updated" wherever that shows. */
const touch = (deps: Deps, ctx: RequestContext, playbookId: number) =>
  repo.updatePlaybook(deps.db, ctx.accountId, playbookId, {});

/** GET playbook/smart-steps. */
export function smartSteps(ctx: RequestContext) {
  authorize(ctx, 'view', 'playbooks');
  return { status: 1 as const, smart_steps: [...smartStepCatalogue] };
}

/** POST playbook/blank-step: a step at the end, blank ("Step N") or from a smart step. */
export async function blankStep(
  deps: Deps,
  ctx: RequestContext,
  body: { playbook_id: number; title?: string | undefined; smart_step?: string | undefined },
) {
  authorize(ctx, 'update', 'playbooks');
  const playbook = await playbookOf(deps, ctx, body.playbook_id);
  if (playbook.stepsCount >= maxSteps) throw fieldError('title', playbookMessages.tooManySteps);
  const smart =
    body.smart_step === undefined
      ? undefined
      : smartStepCatalogue.find((s) => s.key === body.smart_step);
  if (body.smart_step !== undefined && !smart)
    throw fieldError('smart_step', playbookMessages.unknownSmartStep);
  const step = await repo.insertStep(deps.db, ctx.accountId, playbook.id, {
    title: body.title ?? smart?.title ?? `Step ${playbook.stepsCount + 1}`,
    content: smart ? safeContent(smart.content) : '',
    smartStep: smart?.key ?? null,
  });
  await touch(deps, ctx, playbook.id);
  return stepAnswer(deps, ctx, step.id, playbookMessages.stepCreated);
}

/** PATCH playbook/step/{step}/update: its title or content (sanitized). */
export async function updateStep(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { title?: string | undefined; content?: string | undefined },
) {
  authorize(ctx, 'update', 'playbooks');
  const step = await stepOf(deps, ctx, id);
  await repo.updateStep(deps.db, ctx.accountId, id, {
    title: body.title,
    content: body.content === undefined ? undefined : safeContent(body.content),
  });
  await touch(deps, ctx, step.playbookId);
  return stepAnswer(deps, ctx, id, playbookMessages.stepUpdated);
}

/** DELETE playbook/step/{step}/delete: with its tabs, views and completions. */
export async function removeStep(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', 'playbooks');
  const step = await stepOf(deps, ctx, id);
  await repo.deleteStep(deps.db, ctx.accountId, id);
  await touch(deps, ctx, step.playbookId);
  return { status: 1 as const, message: playbookMessages.stepDeleted };
}

/**
 * Checks a sort: every id one of `current`, each once, all of them. An id that is not one is a
 * 404 (another's, or another parent's); a list missing some or naming one twice is a 422.
 */
function checkSort(current: { id: number }[], ids: number[], field: string) {
  const known = new Set(current.map((c) => c.id));
  if (ids.some((id) => !known.has(id))) throw notFound();
  if (new Set(ids).size !== known.size || ids.length !== known.size)
    throw fieldError(field, playbookMessages.sortIncomplete);
}

/** PATCH playbook/{id}/sort-steps: every step of the playbook, top first. */
export async function sortSteps(deps: Deps, ctx: RequestContext, id: number, stepIds: number[]) {
  authorize(ctx, 'update', 'playbooks');
  await playbookOf(deps, ctx, id);
  checkSort(await repo.listSteps(deps.db, ctx.accountId, id), stepIds, 'step_ids');
  await repo.sortSteps(deps.db, ctx.accountId, id, stepIds);
  await touch(deps, ctx, id);
  return {
    status: 1 as const,
    message: playbookMessages.stepsSorted,
    steps: await stepsOf(deps, ctx.accountId, id),
  };
}

/** POST playbook/step/{step}/save-tab: a new tab last, or with `id` that one changed. */
export async function saveTab(
  deps: Deps,
  ctx: RequestContext,
  stepId: number,
  body: { id?: number | undefined; title: string; content: string },
) {
  authorize(ctx, 'update', 'playbooks');
  const step = await stepOf(deps, ctx, stepId);
  const values = { title: body.title, content: safeContent(body.content) };
  if (body.id === undefined) {
    const tabs = await repo.listTabs(deps.db, ctx.accountId, [stepId]);
    if (tabs.length >= maxTabs) throw fieldError('title', playbookMessages.tooManyTabs);
    await repo.insertTab(deps.db, ctx.accountId, stepId, values);
  } else {
    const tab = await repo.findTab(deps.db, ctx.accountId, body.id);
    if (tab?.stepId !== stepId) throw notFound();
    await repo.updateTab(deps.db, ctx.accountId, tab.id, values);
  }
  await touch(deps, ctx, step.playbookId);
  return stepAnswer(deps, ctx, stepId, playbookMessages.tabSaved);
}

/** DELETE playbook/tab/{tab}/delete: answers the step without it. */
export async function removeTab(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', 'playbooks');
  const tab = await repo.findTab(deps.db, ctx.accountId, id);
  if (!tab) throw notFound();
  await repo.deleteTab(deps.db, ctx.accountId, id);
  return stepAnswer(deps, ctx, tab.stepId, playbookMessages.tabDeleted);
}

/** PATCH playbook/step/{step}/sort-tabs: every tab of the step, first first. */
export async function sortTabs(deps: Deps, ctx: RequestContext, stepId: number, tabIds: number[]) {
  authorize(ctx, 'update', 'playbooks');
  await stepOf(deps, ctx, stepId);
  checkSort(await repo.listTabs(deps.db, ctx.accountId, [stepId]), tabIds, 'tab_ids');
  await repo.sortTabs(deps.db, ctx.accountId, stepId, tabIds);
  return stepAnswer(deps, ctx, stepId, playbookMessages.tabsSorted);
}

// Downloads, FAQ and buttons

/** The playbook an item belongs to, of the accessed location (of `playbookId`, when given). */
async function itemOf(
  deps: Deps,
  ctx: RequestContext,
  kind: repo.ItemKind,
  id: number,
  playbookId?: number,
) {
  const owner = await repo.itemPlaybook(deps.db, ctx.accountId, kind, id);
  if (owner === undefined || (playbookId !== undefined && owner !== playbookId)) throw notFound();
  return owner;
}

/** POST playbook/{id}/save-download. */
export async function saveDownload(
  deps: Deps,
  ctx: RequestContext,
  playbookId: number,
  body: { id?: number | undefined; title: string; url: string },
) {
  authorize(ctx, 'update', 'playbooks');
  await playbookOf(deps, ctx, playbookId);
  const values = { title: body.title, url: body.url };
  if (body.id === undefined) {
    const downloads = await repo.listDownloads(deps.db, ctx.accountId, playbookId);
    if (downloads.length >= maxDownloads)
      throw fieldError('title', playbookMessages.tooManyDownloads);
    await repo.insertDownload(deps.db, ctx.accountId, playbookId, values);
  } else {
    await itemOf(deps, ctx, 'download', body.id, playbookId);
    await repo.updateDownload(deps.db, ctx.accountId, body.id, values);
  }
  await touch(deps, ctx, playbookId);
  return answer(deps, ctx, playbookId, playbookMessages.downloadSaved);
}

/** POST playbook/{id}/save-faq. */
export async function saveFaq(
  deps: Deps,
  ctx: RequestContext,
  playbookId: number,
  body: { id?: number | undefined; question: string; answer: string },
) {
  authorize(ctx, 'update', 'playbooks');
  await playbookOf(deps, ctx, playbookId);
  const values = { question: body.question, answer: body.answer };
  if (body.id === undefined) await addFaq(deps, ctx, playbookId, values);
  else {
    await itemOf(deps, ctx, 'faq', body.id, playbookId);
    await repo.updateFaq(deps.db, ctx.accountId, body.id, values);
  }
  await touch(deps, ctx, playbookId);
  return answer(deps, ctx, playbookId, playbookMessages.faqSaved);
}

async function addFaq(
  deps: Deps,
  ctx: RequestContext,
  playbookId: number,
  values: { question: string; answer: string },
) {
  const faqs = await repo.listFaqs(deps.db, ctx.accountId, playbookId);
  if (faqs.length >= maxFaqs) throw fieldError('question', playbookMessages.tooManyFaqs);
  return repo.insertFaq(deps.db, ctx.accountId, playbookId, values);
}

/** GET playbook/{id}/custom-buttons: both kinds, each in its order. */
export async function customButtons(deps: Deps, ctx: RequestContext, playbookId: number) {
  authorize(ctx, 'view', 'playbooks');
  await playbookOf(deps, ctx, playbookId);
  const rows = await repo.listButtons(deps.db, ctx.accountId, playbookId);
  return { status: 1 as const, buttons: rows.map(presentButton) };
}

/** POST playbook/save-custom-button: a custom or an action button. */
export async function saveButton(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof saveButtonBody>,
) {
  authorize(ctx, 'update', 'playbooks');
  await playbookOf(deps, ctx, body.playbook_id);
  const values = {
    kind: body.kind,
    label: body.label,
    url: body.url,
    color: body.color,
    openInNewTab: body.open_in_new_tab,
  };
  const buttons = await repo.listButtons(deps.db, ctx.accountId, body.playbook_id);
  if (body.id === undefined) {
    if (buttons.filter((b) => b.kind === body.kind).length >= maxButtons)
      throw fieldError('label', playbookMessages.tooManyButtons);
    await repo.insertButton(deps.db, ctx.accountId, body.playbook_id, values);
  } else {
    const existing = buttons.find((b) => b.id === body.id);
    if (!existing) throw notFound();
    // A button that changes kind goes last among its new kind.
    if (existing.kind !== body.kind) {
      await repo.deleteItem(deps.db, ctx.accountId, 'button', existing.id);
      await repo.insertButton(deps.db, ctx.accountId, body.playbook_id, values);
    } else await repo.updateButton(deps.db, ctx.accountId, existing.id, values);
  }
  await touch(deps, ctx, body.playbook_id);
  return answer(deps, ctx, body.playbook_id, playbookMessages.buttonSaved);
}

/** PATCH playbook/sort-custom-button and sort-action-button: every button of the kind. */
export async function sortButtons(
  deps: Deps,
  ctx: RequestContext,
  kind: (typeof buttonKinds)[number],
  body: { playbook_id: number; button_ids: number[] },
) {
  authorize(ctx, 'update', 'playbooks');
  await playbookOf(deps, ctx, body.playbook_id);
  const buttons = await repo.listButtons(deps.db, ctx.accountId, body.playbook_id);
  checkSort(
    buttons.filter((b) => b.kind === kind),
    body.button_ids,
    'button_ids',
  );
  await repo.sortButtons(deps.db, ctx.accountId, body.playbook_id, kind, body.button_ids);
  return answer(deps, ctx, body.playbook_id, playbookMessages.buttonsSorted);
}

const removedMessages = {
  download: playbookMessages.downloadDeleted,
  faq: playbookMessages.faqDeleted,
  button: playbookMessages.buttonDeleted,
} as const;

/** DELETE playbook/{download|faq|button}/{id}/delete: answers the playbook without it. */
export async function removeItem(deps: Deps, ctx: RequestContext, kind: repo.ItemKind, id: number) {
  authorize(ctx, 'update', 'playbooks');
  const playbookId = await itemOf(deps, ctx, kind, id);
  await repo.deleteItem(deps.db, ctx.accountId, kind, id);
  await touch(deps, ctx, playbookId);
  return answer(deps, ctx, playbookId, removedMessages[kind]);
}

// Playbooks sent to contacts (001 §4, §7 Contact)

/** Playbooks sent to contacts: the playbooks area and the contact centre's view. */
const sentPlaybooks = sentAssets({
  area: 'playbooks',
  assets: playbooks,
  sent: playbookContacts,
  assetColumn: playbookContacts.playbookId,
  contactRecords: { leave: repo.leaveProgress, reassign: repo.reassignProgress },
  messages: playbookMessages,
});

/** POST playbook/send-to-contact. */
export const sendToContact = (deps: Deps, ctx: RequestContext, body: SendPlaybooksBody) =>
  sentPlaybooks.send(deps, ctx, body.playbook_ids, body.contact_ids);

/** POST playbook/restrict-from-contact: taken back, with the contacts' progress in them. */
export const restrictFromContact = (deps: Deps, ctx: RequestContext, body: SendPlaybooksBody) =>
  sentPlaybooks.restrict(
    deps,
    ctx,
    body.playbook_ids,
    body.contact_ids,
    (tx, playbookIds, contactIds) =>
      repo.deleteCompletions(tx, ctx.accountId, playbookIds, contactIds),
  );

/** POST playbook/{id}/resend: to the contacts named (each must have it), or every user. */
export async function resend(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  contactIds: number[] | undefined,
) {
  sentPlaybooks.authorize(ctx, 'update');
  await playbookOf(deps, ctx, id);
  const unique = contactIds && (await sentPlaybooks.contactsOf(deps, ctx, contactIds));
  if (unique) {
    for (const contactId of unique)
      if (!(await repo.isSent(deps.db, ctx.accountId, id, contactId)))
        throw fieldError('contact_ids', playbookMessages.notSent);
  }
  const resent = await repo.resend(deps.db, ctx.accountId, id, unique);
  return { status: 1 as const, message: playbookMessages.resent, resent };
}

/** Contacts' names and emails by id. */
async function contactNames(deps: Deps, accountId: number, ids: number[]) {
  const rows = await contactRowsByIds(deps.db, accountId, [...new Set(ids)]);
  return new Map(
    rows.map((c) => [c.id, { name: `${c.firstName} ${c.lastName}`.trim(), email: c.email }]),
  );
}

const isoOrNull = (value: string | Date | null) => value && new Date(value).toISOString();

/** GET playbook/{id}/users: the contacts it was sent to, with their progress. */
export async function users(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  query: { page: number; per_page: number; search?: string | undefined },
): Promise<Paginated<PlaybookUser>> {
  sentPlaybooks.authorize(ctx, 'view');
  await playbookOf(deps, ctx, id);
  const search = contactSearch(query.search, ctx.phoneCountry);
  const { rows, total } = await repo.playbookUsers(
    deps.db,
    ctx.accountId,
    id,
    search && selectedContactIds(ctx.accountId, search),
    { limit: query.per_page, offset: offsetOf(query) },
  );
  const names = await contactNames(
    deps,
    ctx.accountId,
    rows.map((r) => r.contactId),
  );
  return presentPage(
    rows.map((r) => ({
      contact_id: r.contactId,
      name: names.get(r.contactId)?.name ?? '',
      email: names.get(r.contactId)?.email ?? null,
      sent_at: r.sentAt.toISOString(),
      resent_at: isoOrNull(r.resentAt),
      completed_steps: r.completedSteps,
      last_viewed_at: isoOrNull(r.lastViewedAt),
    })),
    total,
    query.page,
    query.per_page,
  );
}

/** GET contact/{id}/playbooks: the playbooks sent to the contact, last sent first. */
export async function contactPlaybooks(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  query: { page: number; per_page: number; search?: string | undefined },
): Promise<Paginated<ContactPlaybook>> {
  sentPlaybooks.authorize(ctx, 'view');
  await contactOf(deps.db, ctx, contactId);
  const { rows, total } = await repo.contactPlaybooks(
    deps.db,
    ctx.accountId,
    contactId,
    { search: query.search },
    { limit: query.per_page, offset: offsetOf(query) },
  );
  return presentPage(
    rows.map((r) => ({
      ...presentPlaybook(r),
      sent_at: r.sentAt.toISOString(),
      completed_steps: r.completedSteps,
      last_viewed_at: isoOrNull(r.lastViewedAt),
    })),
    total,
    query.page,
    query.per_page,
  );
}

/** A contact's move and merge (contacts service) take its playbooks along. */
export const leavePlaybooks = sentPlaybooks.leave;
export const reassignContactPlaybooks = sentPlaybooks.reassign;

// Questions and analytics

/** GET playbook/get-questions: newest first. */
export async function questions(
  deps: Deps,
  ctx: RequestContext,
  query: {
    playbook_id: number;
    page: number;
    per_page: number;
    unanswered?: '0' | '1' | undefined;
  },
): Promise<Paginated<PlaybookQuestion>> {
  authorize(ctx, 'view', 'playbooks');
  await playbookOf(deps, ctx, query.playbook_id);
  const { rows, total } = await repo.listQuestions(
    deps.db,
    ctx.accountId,
    query.playbook_id,
    { unanswered: query.unanswered === '1' },
    { limit: query.per_page, offset: offsetOf(query) },
  );
  const names = await contactNames(
    deps,
    ctx.accountId,
    rows.flatMap((r) => (r.contactId === null ? [] : [r.contactId])),
  );
  return presentPage(
    rows.map((r) => ({
      id: r.id,
      playbook_id: r.playbookId,
      step_id: r.stepId,
      step_title: r.stepTitle,
      contact_id: r.contactId,
      contact_name: r.contactId === null ? null : (names.get(r.contactId)?.name ?? null),
      question: r.question,
      faq_id: r.faqId,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    query.page,
    query.per_page,
  );
}

/** DELETE playbook/delete-questions: ids not of the playbook are a 404. */
export async function deleteQuestions(
  deps: Deps,
  ctx: RequestContext,
  body: { playbook_id: number; question_ids: number[] },
) {
  authorize(ctx, 'delete', 'playbooks');
  await playbookOf(deps, ctx, body.playbook_id);
  const unique = [...new Set(body.question_ids)];
  for (const id of unique) {
    const question = await repo.findQuestion(deps.db, ctx.accountId, id);
    if (question?.playbookId !== body.playbook_id) throw notFound();
  }
  const deleted = await repo.deleteQuestions(deps.db, ctx.accountId, body.playbook_id, unique);
  return { status: 1 as const, message: playbookMessages.questionsDeleted, deleted };
}

/** POST playbook/question-to-faq: the question answered as a new FAQ entry of its playbook. */
export async function questionToFaq(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof questionToFaqBody>,
) {
  authorize(ctx, 'update', 'playbooks');
  const question = await repo.findQuestion(deps.db, ctx.accountId, body.question_id);
  if (!question) throw notFound();
  const faqId = await addFaq(deps, ctx, question.playbookId, {
    question: body.question ?? question.question,
    answer: body.answer,
  });
  await repo.answerQuestion(deps.db, ctx.accountId, question.id, faqId);
  await touch(deps, ctx, question.playbookId);
  return answer(deps, ctx, question.playbookId, playbookMessages.questionToFaq);
}

const analyticsDays = 30;
const dayMs = 86_400_000;

/** GET playbook/get-analytics: users, views by day, and per step views and completions. */
export async function analytics(
  deps: Deps,
  ctx: RequestContext,
  playbookId: number,
  now = new Date(),
): Promise<PlaybookAnalytics> {
  authorize(ctx, 'view', 'playbooks');
  const playbook = await playbookOf(deps, ctx, playbookId);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (analyticsDays - 1) * dayMs);
  const [totals, steps] = await Promise.all([
    repo.viewTotals(deps.db, ctx.accountId, playbookId, since),
    repo.stepTotals(deps.db, ctx.accountId, playbookId),
  ]);
  const byDay = new Map(totals.byDay.map((d) => [d.date, d.views]));
  const users = playbook.usersCount;
  return {
    status: 1,
    playbook: { id: playbook.id, title: playbook.title },
    users,
    views: totals.views,
    viewers: totals.viewers,
    completed_users: totals.completedUsers,
    views_by_day: Array.from({ length: analyticsDays }, (_, i) => {
      const date = new Date(since.getTime() + i * dayMs).toISOString().slice(0, 10);
      return { date, views: byDay.get(date) ?? 0 };
    }),
    steps: steps.map((s) => ({
      step_id: s.id,
      title: s.title,
      views: s.views,
      viewers: s.viewers,
      completions: s.completions,
      completion_rate: users === 0 ? 0 : Math.round((s.completions / users) * 1000) / 10,
    })),
  };
}

// What contacts do with a playbook, recorded by the client portal (and by tests and seeds). The
// contact must have been sent the playbook, or it must be enabled for all clients.

async function reachable(deps: Deps, accountId: number, playbookId: number, contactId: number) {
  const playbook = await repo.findPlaybook(deps.db, accountId, playbookId);
  if (!playbook) throw notFound();
  if (!playbook.allClients && !(await repo.isSent(deps.db, accountId, playbookId, contactId)))
    throw notFound();
  return playbook;
}

async function stepOfPlaybook(deps: Deps, accountId: number, playbookId: number, stepId: number) {
  const step = await repo.findStep(deps.db, accountId, stepId);
  if (step?.playbookId !== playbookId) throw notFound();
  return step;
}

/** A contact viewed the playbook (a step of it, when `stepId` is given). */
export async function recordView(
  deps: Deps,
  accountId: number,
  view: { playbookId: number; contactId: number; stepId?: number; viewedAt?: Date },
) {
  await reachable(deps, accountId, view.playbookId, view.contactId);
  if (view.stepId !== undefined)
    await stepOfPlaybook(deps, accountId, view.playbookId, view.stepId);
  await repo.insertView(deps.db, accountId, {
    playbookId: view.playbookId,
    stepId: view.stepId ?? null,
    contactId: view.contactId,
    ...(view.viewedAt ? { viewedAt: view.viewedAt } : {}),
  });
}

/** A contact completed a step (once; again changes nothing). */
export async function recordCompletion(
  deps: Deps,
  accountId: number,
  completion: { playbookId: number; contactId: number; stepId: number },
) {
  await reachable(deps, accountId, completion.playbookId, completion.contactId);
  await stepOfPlaybook(deps, accountId, completion.playbookId, completion.stepId);
  await repo.insertCompletion(deps.db, accountId, completion);
}

/** A contact asked a question (from a step, when `stepId` is given). Answers its id. */
export async function recordQuestion(
  deps: Deps,
  accountId: number,
  asked: { playbookId: number; contactId: number; stepId?: number; question: string },
) {
  await reachable(deps, accountId, asked.playbookId, asked.contactId);
  if (asked.stepId !== undefined)
    await stepOfPlaybook(deps, accountId, asked.playbookId, asked.stepId);
  return repo.insertQuestion(deps.db, accountId, {
    playbookId: asked.playbookId,
    stepId: asked.stepId ?? null,
    contactId: asked.contactId,
    question: asked.question,
  });
}

// The client portal: the contact's side, scoped by the portal session (no user)

const presentPortalPlaybook = (row: repo.PortalPlaybookRow): PortalPlaybook => ({
  id: row.id,
  title: row.title,
  thumbnail: row.thumbnail,
  is_pinned: row.is_pinned,
  category: row.category,
  steps_count: row.steps_count,
  completed_count: row.completed_count,
});

/** The playbooks a contact sees in their portal. */
export async function portalPlaybooks(deps: Deps, accountId: number, contactId: number) {
  const rows = await repo.portalPlaybooks(deps.db, accountId, contactId);
  return rows.map(presentPortalPlaybook);
}

async function portalPlaybookRow(deps: Deps, accountId: number, contactId: number, id: number) {
  const [row] = await repo.portalPlaybooks(deps.db, accountId, contactId, id);
  if (!row) throw notFound();
  return row;
}

/** A playbook as its contact reads it (archived steps left out); the reading is a view. */
export async function portalPlaybook(
  deps: Deps,
  accountId: number,
  contactId: number,
  id: number,
): Promise<PortalPlaybookDetails> {
  const row = await portalPlaybookRow(deps, accountId, contactId, id);
  const [steps, downloads, faqs, buttons, completed] = await Promise.all([
    stepsOf(deps, accountId, id),
    repo.listDownloads(deps.db, accountId, id),
    repo.listFaqs(deps.db, accountId, id),
    repo.listButtons(deps.db, accountId, id),
    repo.completedStepIds(deps.db, accountId, id, contactId),
    repo.insertView(deps.db, accountId, { playbookId: id, stepId: null, contactId }),
  ]);
  return {
    ...presentPortalPlaybook(row),
    allow_questions: row.allow_questions,
    steps: steps
      .filter((s) => !s.is_archived)
      .map((s) => ({
        id: s.id,
        title: s.title,
        content: s.content,
        image: s.image,
        tabs: s.tabs.map((t) => ({ id: t.id, title: t.title, content: t.content })),
      })),
    completed_step_ids: completed,
    downloads: downloads.map((d) => ({ id: d.id, title: d.title, url: d.url })),
    faqs: faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer })),
    buttons: buttons.map((b) => ({
      id: b.id,
      label: b.label,
      url: b.url,
      color: b.color,
      open_in_new_tab: b.openInNewTab,
    })),
  };
}

/** The contact completed a shown step of a playbook they see; answers every step done. */
export async function portalCompleteStep(
  deps: Deps,
  accountId: number,
  contactId: number,
  playbookId: number,
  stepId: number,
) {
  await portalPlaybookRow(deps, accountId, contactId, playbookId);
  const step = await stepOfPlaybook(deps, accountId, playbookId, stepId);
  if (step.isArchived) throw notFound();
  await repo.insertCompletion(deps.db, accountId, { playbookId, stepId, contactId });
  return repo.completedStepIds(deps.db, accountId, playbookId, contactId);
}

/** The contact asks a question; it joins the playbook's questions for the coach. */
export async function portalAskQuestion(
  deps: Deps,
  accountId: number,
  contactId: number,
  playbookId: number,
  asked: { question: string; step_id?: number | undefined },
) {
  const row = await portalPlaybookRow(deps, accountId, contactId, playbookId);
  if (!row.allow_questions) throw fieldError('question', portalMessages.questionsOff);
  if (asked.step_id !== undefined) {
    const step = await stepOfPlaybook(deps, accountId, playbookId, asked.step_id);
    if (step.isArchived) throw notFound();
  }
  await repo.insertQuestion(deps.db, accountId, {
    playbookId,
    stepId: asked.step_id ?? null,
    contactId,
    question: asked.question,
  });
}
