import type {
  deleteProgressBody,
  progressSubmitBody,
  saveCategoryBody,
  saveQuestionBody,
  saveSectionBody,
  storeProgressBody,
  updateProgressBody,
} from '@coachline/contract/progress-tracking';
import {
  type ContactCurrentProgress,
  defaultProgressCategories,
  type MetricProgress,
  type ProgressSettings,
  type ProgressTracking,
  progressSettingsDefaults,
  progressMessages as words,
} from '@coachline/contract/progress-tracking';
import type { z } from 'zod';
import { authorize } from '../../platform/auth';
import {
  checkComplete,
  checkInProgramService,
  done,
  fullName,
} from '../../platform/check-in-programs.service';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import type { UploadClaim } from '../../platform/upload-claims';
import * as contacts from '../contacts/contacts.service';
import * as repo from './progress-tracking.repository';
import {
  type ProgressCategoryRow,
  type ProgressTrackingRow,
  progressCategories,
  progressQuestions,
  progressSections,
} from './progress-tracking.tables';
import { keepProofs, photoClaim } from './progress-tracking.uploads';

// Progress tracking (issue 16 §4): check-ins of categories and questions, contacts with goals,
// their submissions, current progress and the leaderboard. The area's own permissions guard it.

export { leaveProgress, reassignProgress } from './progress-tracking.repository';

const area = 'progress-tracking';

export const settingsOf = (row: ProgressTrackingRow): ProgressSettings => ({
  ...progressSettingsDefaults,
  ...row.settings,
});

async function present(deps: Deps, accountId: number, rows: ProgressTrackingRow[]) {
  const counts = await repo.contactCounts(
    deps.db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map(
    (r): ProgressTracking => ({
      id: r.id,
      name: r.name,
      order: r.order,
      has_reminder: r.hasReminder,
      reminder: r.reminder ?? null,
      settings: settingsOf(r),
      contacts_count: counts.get(r.id) ?? 0,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }),
  );
}

const presentCategory = (r: ProgressCategoryRow) => ({
  id: r.id,
  progress_tracking_id: r.trackingId,
  name: r.name,
  unit: r.unit,
  relation: r.relation,
  order: r.order,
});

/** What progress tracking does as habit tracking does. */
export const programs = checkInProgramService({
  area,
  queries: repo.programQueries,
  present,
  words,
  // The coach's lists read at most this many trackings.
  listLimit: 1_000,
});
const { tracking, liveContact, presentOne } = programs;

// Scenarios

export const listAll = programs.listAll;
export const list = programs.list;

async function insertNew(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof storeProgressBody>,
) {
  const row = await programs.insertNew(deps.db, ctx.accountId, body);
  const categories = body.categories ?? defaultProgressCategories;
  await repo.insertCategories(
    deps.db,
    ctx.accountId,
    categories.map((c, order) => ({
      trackingId: row.id,
      name: c.name,
      unit: c.unit,
      relation: c.relation,
      order,
    })),
  );
  return row;
}

export async function store(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof storeProgressBody>,
) {
  authorize(ctx, 'create', area);
  const row = await deps.db.transaction((tx) => insertNew({ ...deps, db: tx }, ctx, body));
  return { ...done(words.created), progress_tracking: await presentOne(deps, ctx.accountId, row) };
}

export async function duplicate(
  deps: Deps,
  ctx: RequestContext,
  body: { progress_tracking_id: number; name?: string | undefined },
) {
  authorize(ctx, 'create', area);
  const source = await tracking(deps, ctx.accountId, body.progress_tracking_id);
  const row = await deps.db.transaction(async (db) => {
    const copy = await programs.insertCopy(db, ctx.accountId, source, body.name);
    const categories = await repo.categoriesOf(db, ctx.accountId, source.id);
    await repo.insertCategories(
      db,
      ctx.accountId,
      categories.map((c) => ({
        trackingId: copy.id,
        name: c.name,
        unit: c.unit,
        relation: c.relation,
        order: c.order,
      })),
    );
    const sections = await repo.sections.ofTracking(db, ctx.accountId, source.id);
    const questions = await repo.questionsOf(
      db,
      ctx.accountId,
      sections.map((s) => s.id),
    );
    for (const s of sections) {
      const section = await repo.sections.insert(db, ctx.accountId, {
        trackingId: copy.id,
        name: s.name,
        order: s.order,
      });
      for (const q of questions.filter((q) => q.sectionId === s.id))
        await repo.insertQuestion(db, ctx.accountId, {
          sectionId: section.id,
          type: q.type,
          label: q.label,
          unit: q.unit,
          required: q.required,
          order: q.order,
        });
    }
    return copy;
  });
  return {
    ...done(words.duplicated),
    progress_tracking: await presentOne(deps, ctx.accountId, row),
  };
}

export async function update(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: z.output<typeof updateProgressBody> & { has_reminder?: boolean },
  message: string = words.updated,
) {
  const saved = await programs.update(deps, ctx, id, body);
  return { ...done(message), progress_tracking: await presentOne(deps, ctx.accountId, saved) };
}

export async function restartReminder(deps: Deps, ctx: RequestContext, id: number) {
  const saved = await programs.restartReminder(deps, ctx, id);
  return {
    ...done(words.reminderRestarted),
    progress_tracking: await presentOne(deps, ctx.accountId, saved),
  };
}

export const remove = (
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof deleteProgressBody>,
) => programs.remove(deps, ctx, body.ids);

export async function refresh(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', area);
  const row = await tracking(deps, ctx.accountId, id);
  const categories = await repo.categoriesOf(deps.db, ctx.accountId, id);
  return {
    ...done(''),
    progress_tracking: await presentOne(deps, ctx.accountId, row),
    categories: categories.map(presentCategory),
  };
}

export function defaultCategories(ctx: RequestContext) {
  authorize(ctx, 'view', area);
  return { status: 1 as const, data: defaultProgressCategories.map((c) => ({ ...c })) };
}

// Sections, questions, categories

async function sections(deps: Deps, accountId: number, trackingId: number) {
  const rows = await repo.sections.ofTracking(deps.db, accountId, trackingId);
  const questions = await repo.questionsOf(
    deps.db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((s) => ({
    id: s.id,
    progress_tracking_id: s.trackingId,
    name: s.name,
    order: s.order,
    questions: questions
      .filter((q) => q.sectionId === s.id)
      .map((q) => ({
        id: q.id,
        section_id: q.sectionId,
        type: q.type,
        label: q.label,
        unit: q.unit,
        required: q.required,
        order: q.order,
      })),
  }));
}

export async function questionSections(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', area);
  await tracking(deps, ctx.accountId, id);
  return { status: 1 as const, data: await sections(deps, ctx.accountId, id) };
}

export async function saveSection(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof saveSectionBody>,
) {
  authorize(ctx, 'update', area);
  await tracking(deps, ctx.accountId, body.progress_tracking_id);
  let id = body.id;
  if (id === undefined) {
    const existing = await repo.sections.ofTracking(
      deps.db,
      ctx.accountId,
      body.progress_tracking_id,
    );
    id = (
      await repo.sections.insert(deps.db, ctx.accountId, {
        trackingId: body.progress_tracking_id,
        name: body.name,
        order: existing.length,
      })
    ).id;
  } else {
    const section = await repo.sections.find(deps.db, ctx.accountId, id);
    if (!section || section.trackingId !== body.progress_tracking_id) throw notFound();
    await repo.sections.rename(deps.db, ctx.accountId, id, body.name);
  }
  const section = (await sections(deps, ctx.accountId, body.progress_tracking_id)).find(
    (s) => s.id === id,
  )!;
  return { ...done(words.sectionSaved), section };
}

export async function saveQuestion(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof saveQuestionBody>,
) {
  authorize(ctx, 'update', area);
  const section = await repo.sections.find(deps.db, ctx.accountId, body.section_id);
  if (!section) throw notFound();
  const values = { type: body.type, label: body.label, unit: body.unit, required: body.required };
  let row: typeof progressQuestions.$inferSelect | undefined;
  if (body.id === undefined) {
    const existing = await repo.questionsOf(deps.db, ctx.accountId, [section.id]);
    row = await repo.insertQuestion(deps.db, ctx.accountId, {
      ...values,
      sectionId: section.id,
      order: existing.length,
    });
  } else {
    const question = await repo.findQuestion(deps.db, ctx.accountId, body.id);
    if (!question || question.sectionId !== section.id) throw notFound();
    row = await repo.updateQuestion(deps.db, ctx.accountId, body.id, values);
  }
  const q = row!;
  return {
    ...done(words.questionSaved),
    question: {
      id: q.id,
      section_id: q.sectionId,
      type: q.type,
      label: q.label,
      unit: q.unit,
      required: q.required,
      order: q.order,
    },
  };
}

export async function saveCategory(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof saveCategoryBody>,
) {
  authorize(ctx, 'update', area);
  await tracking(deps, ctx.accountId, body.progress_tracking_id);
  const values = { name: body.name, unit: body.unit, relation: body.relation };
  let row: ProgressCategoryRow | undefined;
  if (body.id === undefined) {
    const existing = await repo.categoriesOf(deps.db, ctx.accountId, body.progress_tracking_id);
    [row] = await repo.insertCategories(deps.db, ctx.accountId, [
      { ...values, trackingId: body.progress_tracking_id, order: existing.length },
    ]);
  } else {
    const category = await repo.findCategory(deps.db, ctx.accountId, body.id);
    if (!category || category.trackingId !== body.progress_tracking_id) throw notFound();
    row = await repo.updateCategory(deps.db, ctx.accountId, body.id, values);
  }
  return { ...done(words.categorySaved), category: presentCategory(row!) };
}

export async function deleteSection(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', area);
  if (!(await repo.sections.remove(deps.db, ctx.accountId, id))) throw notFound();
  return done(words.sectionDeleted);
}
export async function deleteQuestion(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', area);
  if ((await repo.deleteQuestion(deps.db, ctx.accountId, id)) === 0) throw notFound();
  return done(words.questionDeleted);
}
export async function deleteCategory(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', area);
  if ((await repo.deleteCategory(deps.db, ctx.accountId, id)) === 0) throw notFound();
  return done(words.categoryDeleted);
}

export async function sortSections(
  deps: Deps,
  ctx: RequestContext,
  body: { progress_tracking_id: number; sections: { id: number; order: number }[] },
) {
  await programs.sortParts(deps, ctx, body.progress_tracking_id, body.sections, {
    table: progressSections,
    ofTracking: repo.sections.ofTracking,
    field: 'sections',
    incomplete: words.sectionsIncomplete,
  });
  return {
    status: 1 as const,
    data: await sections(deps, ctx.accountId, body.progress_tracking_id),
  };
}

export async function sortQuestions(
  deps: Deps,
  ctx: RequestContext,
  body: { section_id: number; questions: { id: number; order: number }[] },
) {
  authorize(ctx, 'update', area);
  const section = await repo.sections.find(deps.db, ctx.accountId, body.section_id);
  if (!section) throw notFound();
  const rows = await repo.questionsOf(deps.db, ctx.accountId, [section.id]);
  checkComplete(
    'questions',
    words.questionsIncomplete,
    rows.map((r) => r.id),
    body.questions,
  );
  await repo.setOrders(deps.db, ctx.accountId, progressQuestions, body.questions);
  return { status: 1 as const, data: await sections(deps, ctx.accountId, section.trackingId) };
}

export async function sortCategories(
  deps: Deps,
  ctx: RequestContext,
  body: { progress_tracking_id: number; categories: { id: number; order: number }[] },
) {
  await programs.sortParts(deps, ctx, body.progress_tracking_id, body.categories, {
    table: progressCategories,
    ofTracking: repo.categoriesOf,
    field: 'categories',
    incomplete: words.categoriesIncomplete,
  });
  const sorted = await repo.categoriesOf(deps.db, ctx.accountId, body.progress_tracking_id);
  return { status: 1 as const, data: sorted.map(presentCategory) };
}

// Contacts and goals

export const setContact = (
  deps: Deps,
  ctx: RequestContext,
  query: { progress_tracking_id: number; contact_id: number },
  status: 'active' | 'deleted',
) => programs.setContact(deps, ctx, query.progress_tracking_id, query.contact_id, status);

export async function trackingContacts(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  query: {
    page: number;
    per_page: number;
    status: 'active' | 'deleted';
    search?: string | undefined;
  },
) {
  authorize(ctx, 'view', area);
  await tracking(deps, ctx.accountId, id);
  const rows = await repo.trackingContacts(deps.db, ctx.accountId, id, query.status);
  const people = new Map(
    (
      await contacts.contactRowsByIds(
        deps.db,
        ctx.accountId,
        rows.map((r) => r.contactId),
      )
    ).map((c) => [c.id, c]),
  );
  const search = query.search?.toLowerCase();
  const shown = rows.filter((r) => {
    const person = people.get(r.contactId);
    return (
      person &&
      (!search ||
        fullName(person).toLowerCase().includes(search) ||
        (person.email ?? '').toLowerCase().includes(search))
    );
  });
  const stats = new Map(
    (await repo.submissionStats(deps.db, ctx.accountId, id)).map((s) => [s.contactId, s]),
  );
  const page = shown.slice((query.page - 1) * query.per_page, query.page * query.per_page);
  return presentPage(
    page.map((r) => {
      const person = people.get(r.contactId)!;
      const stat = stats.get(r.contactId);
      return {
        id: r.id,
        contact: { id: person.id, full_name: fullName(person), email: person.email },
        status: r.status,
        added_at: r.addedAt.toISOString(),
        removed_at: r.removedAt?.toISOString() ?? null,
        submissions_count: stat?.n ?? 0,
        last_submitted_at: stat?.last ? new Date(stat.last).toISOString() : null,
      };
    }),
    shown.length,
    query.page,
    query.per_page,
  );
}

async function goalsFor(deps: Deps, accountId: number, trackingId: number, contactId: number) {
  const categories = await repo.categoriesOf(deps.db, accountId, trackingId);
  const goals = new Map(
    (
      await repo.goalsOf(
        deps.db,
        accountId,
        contactId,
        categories.map((c) => c.id),
      )
    ).map((g) => [g.categoryId, g]),
  );
  return categories.map((c) => {
    const goal = goals.get(c.id);
    return {
      category_id: c.id,
      name: c.name,
      unit: c.unit,
      relation: goal?.relation ?? c.relation,
      start: goal?.start ?? null,
      target: goal?.target ?? null,
    };
  });
}

async function onTracking(deps: Deps, accountId: number, trackingId: number, contactId: number) {
  await tracking(deps, accountId, trackingId);
  await liveContact(deps, accountId, contactId);
  if (!(await repo.programQueries.findTrackingContact(deps.db, accountId, trackingId, contactId)))
    throw notFound();
}

export async function goals(
  deps: Deps,
  ctx: RequestContext,
  trackingId: number,
  contactId: number,
) {
  authorize(ctx, 'view', area);
  await onTracking(deps, ctx.accountId, trackingId, contactId);
  return { status: 1 as const, data: await goalsFor(deps, ctx.accountId, trackingId, contactId) };
}

export async function saveGoal(
  deps: Deps,
  ctx: RequestContext,
  trackingId: number,
  contactId: number,
  categoryId: number,
  values: {
    start?: number | undefined;
    target?: number | undefined;
    relation?: 'decrease' | 'increase';
  },
  message: string,
) {
  authorize(ctx, 'update', area);
  await onTracking(deps, ctx.accountId, trackingId, contactId);
  const category = await repo.findCategory(deps.db, ctx.accountId, categoryId);
  if (!category || category.trackingId !== trackingId) throw notFound();
  await repo.saveGoal(deps.db, ctx.accountId, categoryId, contactId, values);
  return { ...done(message), data: await goalsFor(deps, ctx.accountId, trackingId, contactId) };
}

// Progress

export function percentToward(start: number | null, target: number | null, latest: number | null) {
  if (start === null || target === null || latest === null || start === target) return null;
  const share = (latest - start) / (target - start);
  return Math.round(Math.min(1, Math.max(0, share)) * 1000) / 10;
}

async function currentOf(deps: Deps, accountId: number, trackingId: number, contactIds: number[]) {
  const categories = await repo.categoriesOf(deps.db, accountId, trackingId);
  const ids = categories.map((c) => c.id);
  const [entries, goals, people] = await Promise.all([
    repo.entriesOf(deps.db, accountId, ids),
    repo.goalsOfCategories(deps.db, accountId, ids),
    contacts.contactRowsByIds(deps.db, accountId, contactIds),
  ]);
  return people.map((person): ContactCurrentProgress => {
    const metrics = categories.map((c): MetricProgress => {
      const mine = entries.filter((e) => e.categoryId === c.id && e.contactId === person.id);
      const goal = goals.find((g) => g.categoryId === c.id && g.contactId === person.id);
      const last = mine.at(-1);
      const start = goal?.start ?? mine[0]?.value ?? null;
      const target = goal?.target ?? null;
      const latest = last?.value ?? null;
      return {
        category_id: c.id,
        name: c.name,
        unit: c.unit,
        relation: goal?.relation ?? c.relation,
        start,
        target,
        latest,
        latest_at: last?.recordedAt.toISOString() ?? null,
        percent: percentToward(start, target, latest),
      };
    });
    const percents = metrics.flatMap((m) => (m.percent === null ? [] : [m.percent]));
    return {
      contact_id: person.id,
      full_name: fullName(person),
      metrics,
      percent: percents.length
        ? Math.round((percents.reduce((a, b) => a + b, 0) / percents.length) * 10) / 10
        : null,
    };
  });
}

export async function currentProgress(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  contactId?: number,
) {
  authorize(ctx, 'view', area);
  await tracking(deps, ctx.accountId, id);
  const ids =
    contactId === undefined
      ? (await repo.trackingContacts(deps.db, ctx.accountId, id, 'active')).map((r) => r.contactId)
      : [contactId];
  if (contactId !== undefined) await onTracking(deps, ctx.accountId, id, contactId);
  return { status: 1 as const, data: await currentOf(deps, ctx.accountId, id, ids) };
}

export async function leaderboard(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', area);
  await tracking(deps, ctx.accountId, id);
  const ids = (await repo.trackingContacts(deps.db, ctx.accountId, id, 'active')).map(
    (r) => r.contactId,
  );
  const rows = (await currentOf(deps, ctx.accountId, id, ids)).sort(
    (a, b) => (b.percent ?? -1) - (a.percent ?? -1) || a.full_name.localeCompare(b.full_name),
  );
  return {
    status: 1 as const,
    data: rows.map((r, i) => ({
      contact_id: r.contact_id,
      full_name: r.full_name,
      percent: r.percent,
      rank: i + 1,
    })),
  };
}

const proofUrl = (proof: { id: number }) => `/api/v3/progress-tracking/proofs/${proof.id}`;
const presentProof = (p: {
  id: number;
  submissionId: number;
  questionId: number | null;
  name: string;
  size: number;
  createdAt: Date;
}) => ({
  id: p.id,
  submission_id: p.submissionId,
  question_id: p.questionId,
  name: p.name,
  size: p.size,
  url: proofUrl(p),
  created_at: p.createdAt.toISOString(),
});

export async function proofs(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  query: { page: number; per_page: number; contact_id?: number | undefined },
) {
  authorize(ctx, 'view', area);
  await tracking(deps, ctx.accountId, id);
  if (query.contact_id !== undefined) await liveContact(deps, ctx.accountId, query.contact_id);
  const { rows, total } = await repo.proofsOf(
    deps.db,
    ctx.accountId,
    id,
    query.contact_id,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return presentPage(rows.map(presentProof), total, query.page, query.per_page);
}

/** Each category's values over time (entries of one contact, oldest first). */
const chartsOf = (
  categories: ProgressCategoryRow[],
  entries: { categoryId: number; recordedAt: Date; value: number }[],
) =>
  categories.map((c) => ({
    category_id: c.id,
    name: c.name,
    unit: c.unit,
    points: entries
      .filter((e) => e.categoryId === c.id)
      .map((e) => ({ at: e.recordedAt.toISOString(), value: e.value })),
  }));

export async function contactProgress(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  contactId: number,
) {
  authorize(ctx, 'view', area);
  await onTracking(deps, ctx.accountId, id, contactId);
  const [progress] = await currentOf(deps, ctx.accountId, id, [contactId]);
  const categories = await repo.categoriesOf(deps.db, ctx.accountId, id);
  const entries = await repo.entriesOf(
    deps.db,
    ctx.accountId,
    categories.map((c) => c.id),
    contactId,
  );
  const submissions = await repo.submissionsOf(deps.db, ctx.accountId, id, contactId);
  const proofRows = await repo.proofsOfSubmissions(
    deps.db,
    ctx.accountId,
    submissions.map((s) => s.id),
  );
  return {
    status: 1 as const,
    contact: { id: contactId, full_name: progress!.full_name },
    progress: progress!,
    charts: chartsOf(categories, entries),
    submissions: submissions.map((s) => ({
      id: s.id,
      contact_id: s.contactId,
      submitted_at: s.submittedAt.toISOString(),
      metrics: entries
        .filter((e) => e.submissionId === s.id)
        .map((e) => ({ category_id: e.categoryId, value: e.value })),
      answers: s.answers,
      proofs: proofRows.filter((p) => p.submissionId === s.id).map(presentProof),
    })),
  };
}

export async function createCategoryProgress(
  deps: Deps,
  ctx: RequestContext,
  body: {
    progress_tracking_id: number;
    contact_id: number;
    category_id: number;
    value: number;
    recorded_at?: string | undefined;
  },
) {
  authorize(ctx, 'update', area);
  await onTracking(deps, ctx.accountId, body.progress_tracking_id, body.contact_id);
  const category = await repo.findCategory(deps.db, ctx.accountId, body.category_id);
  if (!category || category.trackingId !== body.progress_tracking_id) throw notFound();
  const row = await repo.insertEntry(deps.db, ctx.accountId, {
    categoryId: category.id,
    contactId: body.contact_id,
    value: body.value,
    ...(body.recorded_at ? { recordedAt: new Date(body.recorded_at) } : {}),
  });
  return { ...done(words.progressSaved), id: row.id };
}

export async function updateCategoryProgress(
  deps: Deps,
  ctx: RequestContext,
  body: { progress_entry_id: number; value: number },
) {
  authorize(ctx, 'update', area);
  if (!(await repo.findEntry(deps.db, ctx.accountId, body.progress_entry_id))) throw notFound();
  await repo.updateEntry(deps.db, ctx.accountId, body.progress_entry_id, body.value);
  return done(words.progressSaved);
}

// Submissions (the public page and the portal)

/** Records a contact's submission, checked against the tracking's categories and questions. */
export async function submitFor(
  deps: Deps,
  accountId: number,
  trackingId: number,
  contactId: number,
  body: z.output<typeof progressSubmitBody>,
) {
  const categories = await repo.categoriesOf(deps.db, accountId, trackingId);
  const sectionRows = await repo.sections.ofTracking(deps.db, accountId, trackingId);
  const questions = await repo.questionsOf(
    deps.db,
    accountId,
    sectionRows.map((s) => s.id),
  );
  const categoryIds = new Set(categories.map((c) => c.id));
  if (body.metrics.some((m) => !categoryIds.has(m.category_id)))
    throw fieldError('metrics', words.answerNumber);
  const byId = new Map(body.answers.map((a) => [a.question_id, a.value]));
  const answers: { question_id: number; value: number | string }[] = [];
  const photos: { questionId: number; claim: UploadClaim }[] = [];
  for (const q of questions) {
    const value = byId.get(q.id);
    const field = `answers.${q.id}`;
    if (value === undefined || value === '') {
      if (q.required) throw fieldError(field, words.answerRequired);
      continue;
    }
    if (q.type === 'number' && typeof value !== 'number')
      throw fieldError(field, words.answerNumber);
    if (
      q.type === 'scale' &&
      !(typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10)
    )
      throw fieldError(field, words.answerScale);
    if ((q.type === 'text' || q.type === 'photo') && typeof value !== 'string')
      throw fieldError(field, words.answerText);
    if (q.type === 'photo') {
      // The upload's token: the answer keeps the photo's name, the proof the file.
      const claim = photoClaim(deps, trackingId, q.id, value as string);
      if (!claim) throw fieldError(field, words.proofInvalid);
      photos.push({ questionId: q.id, claim });
      answers.push({ question_id: q.id, value: claim.n });
      continue;
    }
    answers.push({ question_id: q.id, value });
  }
  return deps.db.transaction(async (db) => {
    const submission = await repo.insertSubmission(db, accountId, {
      trackingId,
      contactId,
      answers,
    });
    for (const m of body.metrics)
      await repo.insertEntry(db, accountId, {
        categoryId: m.category_id,
        contactId,
        submissionId: submission.id,
        value: m.value,
        recordedAt: submission.submittedAt,
      });
    await keepProofs(db, accountId, { submissionId: submission.id, contactId }, photos);
    return { ...done(words.submitted), submission_id: submission.id };
  });
}

export async function formFor(
  deps: Deps,
  accountId: number,
  trackingId: number,
  contactId: number,
) {
  const row = await tracking(deps, accountId, trackingId);
  const person = await liveContact(deps, accountId, contactId);
  const categories = await repo.categoriesOf(deps.db, accountId, trackingId);
  return {
    row,
    person,
    form: {
      status: 1 as const,
      name: row.name,
      contact_name: fullName(person),
      settings: settingsOf(row),
      categories: categories.map(presentCategory),
      sections: await sections(deps, accountId, trackingId),
    },
  };
}

export async function portalList(deps: Deps, accountId: number, contactId: number) {
  const rows = await repo.programQueries.trackingsOfContact(deps.db, accountId, contactId);
  return Promise.all(
    rows.map(async ({ tracking: t }) => {
      const { form } = await formFor(deps, accountId, t.id, contactId);
      const [progress] = await currentOf(deps, accountId, t.id, [contactId]);
      const categories = await repo.categoriesOf(deps.db, accountId, t.id);
      const entries = await repo.entriesOf(
        deps.db,
        accountId,
        categories.map((c) => c.id),
        contactId,
      );
      const stats = (await repo.submissionStats(deps.db, accountId, t.id)).find(
        (s) => s.contactId === contactId,
      );
      return {
        id: t.id,
        name: t.name,
        settings: form.settings,
        categories: form.categories,
        sections: form.sections,
        progress: progress!,
        charts: chartsOf(categories, entries),
        last_submitted_at: stats?.last ? new Date(stats.last).toISOString() : null,
      };
    }),
  );
}

/** PATCH {id}/resend-reminder: the reminder to one active contact now (type 1 email, else SMS). */
export const resendReminder = programs.resendReminder;
