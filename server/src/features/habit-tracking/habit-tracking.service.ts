import {
  type createHabitBody,
  defaultHabitCategories,
  type deleteHabitTrackingBody,
  type HabitCheckInBody,
  type HabitDay,
  type HabitSettings,
  type HabitTracking,
  habitCheckInDaysBack,
  habitHistoryDays,
  habitSettingsDefaults,
  maxCategoryHabits,
  maxHabitCategories,
  type saveHabitCategoriesBody,
  type storeHabitTrackingBody,
  type updateHabitsBody,
  type updateHabitTrackingBody,
  habitMessages as words,
} from '@coachline/contract/habit-tracking';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { relaxBackgroundTransaction } from '../../db/rows';
import { authorize } from '../../platform/auth';
import {
  checkComplete,
  checkInProgramService,
  done,
  fullName,
} from '../../platform/check-in-programs.service';
import { dayIn } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { type FieldErrors, fieldError, notFound, validationError } from '../../platform/errors';
import { keepFile, removeFile, sendStoredFile } from '../../platform/files';
import { presentPage } from '../../platform/pagination';
import { uploadClaims } from '../../platform/upload-claims';
import * as accounts from '../accounts/accounts.service';
import * as repo from './habit-tracking.repository';
import {
  type HabitCategoryRow,
  type HabitRow,
  type HabitTrackingRow,
  habitCategories,
  habits as habitsTable,
} from './habit-tracking.tables';

// Habit tracking (issue 16 §5): scenarios of categories of habits, contacts on them with their
// kept score and streaks, daily check-ins with photos, the leaderboard. The area's own
// permissions guard the coach's calls; the check-ins come from the portal and the personal link.

const area = 'habit-tracking';

/** A check-in's photo: uploaded ahead, named by a token signed for the contact and the habit. */
export const proofUploads = uploadClaims({
  purpose: 'habit-proof-upload',
  folder: 'habit-proofs',
  filePurpose: 'habit-proof',
  messages: { tooLarge: words.proofTooLarge, empty: words.proofEmpty, noSpace: words.noSpace },
  accepts: (kind) => kind === 'image',
});

// Days of the location's calendar (YYYY-MM-DD)

const dayMs = 86_400_000;
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
/** The Monday of the day's week. */
const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

export async function todayOf(db: Executor, accountId: number, now = new Date()) {
  const zone = await accounts.timeZoneOf(db, accountId);
  return { zone, today: dayIn(zone, now) };
}

// Presenting

export const settingsOf = (row: HabitTrackingRow): HabitSettings => ({
  ...habitSettingsDefaults,
  ...row.settings,
});

async function present(deps: Deps, accountId: number, rows: HabitTrackingRow[]) {
  const counts = await repo.trackingCounts(
    deps.db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map(
    (r): HabitTracking => ({
      id: r.id,
      name: r.name,
      order: r.order,
      has_reminder: r.hasReminder,
      reminder: r.reminder ?? null,
      settings: settingsOf(r),
      contacts_count: counts.get(r.id)?.contacts ?? 0,
      habits_count: counts.get(r.id)?.habits ?? 0,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }),
  );
}

const presentHabit = (h: HabitRow) => ({
  id: h.id,
  category_id: h.categoryId,
  name: h.name,
  description: h.description,
  points: h.points,
  proof: h.proof,
  order: h.order,
});

async function categoriesWithHabits(deps: Deps, accountId: number, trackingId: number) {
  const [categories, rows] = await Promise.all([
    repo.categories.ofTracking(deps.db, accountId, trackingId),
    repo.habitsOf(deps.db, accountId, { trackingId }),
  ]);
  return categories.map((c: HabitCategoryRow) => ({
    id: c.id,
    habit_tracking_id: c.trackingId,
    name: c.name,
    order: c.order,
    habits: rows.filter((h) => h.categoryId === c.id).map(presentHabit),
  }));
}

/** The kept figures as shown: a streak whose last day is before yesterday has ended. */
export function scoreOf(
  row: {
    score: number;
    currentStreak: number;
    bestStreak: number;
    daysDone: number;
    lastCheckinOn: string | null;
  },
  today: string,
) {
  const running = row.lastCheckinOn !== null && row.lastCheckinOn >= addDays(today, -1);
  return {
    score: row.score,
    current_streak: running ? row.currentStreak : 0,
    best_streak: row.bestStreak,
    days_done: row.daysDone,
    last_checkin_on: row.lastCheckinOn,
  };
}
const scoreOfFigures = (
  r: {
    score: number;
    current_streak: number;
    best_streak: number;
    days_done: number;
    last_checkin_on: string | null;
  },
  today: string,
) =>
  scoreOf(
    {
      score: r.score,
      currentStreak: r.current_streak,
      bestStreak: r.best_streak,
      daysDone: r.days_done,
      lastCheckinOn: r.last_checkin_on,
    },
    today,
  );

/** What habit tracking does as progress tracking does. */
export const programs = checkInProgramService({
  area,
  queries: repo.programQueries,
  present,
  words,
  filesOf: (db, accountId, trackingIds) => repo.proofKeys(db, accountId, { trackingIds }),
  // Their check-ins of before count again.
  rejoined: async (db, accountId, trackingId, contactId) => {
    const { today } = await todayOf(db, accountId);
    await repo.refreshFigures(db, accountId, trackingId, today, contactId);
  },
});
const { tracking, liveContact, presentOne } = programs;

/** Removes stored photos once the rows naming them are gone. */
async function removeProofFiles(deps: Deps, accountId: number, keys: string[]) {
  for (const key of keys) await removeFile(deps, accountId, key);
}

/**
 * Counts the tracking's kept figures again (a habit's points or the habits changed), inside the
 * caller's transaction. Every check-in of the tracking is read (about two million at 10,000
 * contacts over 90 days): more than a request's statement timeout allows, so the transaction
 * runs as background work does; what it writes is counted again by any later recount.
 */
async function recount(db: Executor, accountId: number, trackingId: number) {
  await relaxBackgroundTransaction(db);
  const { today } = await todayOf(db, accountId);
  await repo.refreshHabitCounters(db, accountId, trackingId);
  return repo.refreshFigures(db, accountId, trackingId, today);
}

// Scenarios

export const listAll = programs.listAll;
export const list = programs.list;

type NewCategory = {
  name: string;
  habits: readonly {
    name: string;
    description?: string;
    points: number;
    proof: HabitRow['proof'];
  }[];
};

async function insertCategories(
  db: Executor,
  accountId: number,
  trackingId: number,
  categories: readonly NewCategory[],
) {
  for (const [order, c] of categories.entries()) {
    const category = await repo.categories.insert(db, accountId, {
      trackingId,
      name: c.name.trim(),
      order,
    });
    await repo.insertHabits(
      db,
      accountId,
      c.habits.map((h, i) => ({
        trackingId,
        categoryId: category.id,
        name: h.name,
        description: h.description ?? '',
        points: h.points,
        proof: h.proof,
        order: i,
      })),
    );
  }
}

export async function store(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof storeHabitTrackingBody>,
) {
  authorize(ctx, 'create', area);
  const row = await deps.db.transaction(async (db) => {
    const created = await programs.insertNew(db, ctx.accountId, body);
    await insertCategories(
      db,
      ctx.accountId,
      created.id,
      body.categories ?? defaultHabitCategories,
    );
    return created;
  });
  return { ...done(words.created), habit_tracking: await presentOne(deps, ctx.accountId, row) };
}

export async function duplicate(
  deps: Deps,
  ctx: RequestContext,
  body: { habit_tracking_id: number; name?: string | undefined },
) {
  authorize(ctx, 'create', area);
  const source = await tracking(deps, ctx.accountId, body.habit_tracking_id);
  const row = await deps.db.transaction(async (db) => {
    const copy = await programs.insertCopy(db, ctx.accountId, source, body.name);
    const categories = await categoriesWithHabits({ ...deps, db }, ctx.accountId, source.id);
    await insertCategories(db, ctx.accountId, copy.id, categories);
    return copy;
  });
  return { ...done(words.duplicated), habit_tracking: await presentOne(deps, ctx.accountId, row) };
}

export async function update(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: Omit<z.output<typeof updateHabitTrackingBody>, 'habit_tracking_id'> & {
    has_reminder?: boolean;
  },
  message: string = words.updated,
) {
  const saved = await programs.update(deps, ctx, id, body);
  return { ...done(message), habit_tracking: await presentOne(deps, ctx.accountId, saved) };
}

export async function restartReminder(deps: Deps, ctx: RequestContext, id: number) {
  const saved = await programs.restartReminder(deps, ctx, id);
  return {
    ...done(words.reminderRestarted),
    habit_tracking: await presentOne(deps, ctx.accountId, saved),
  };
}

export const remove = (
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof deleteHabitTrackingBody>,
) => programs.remove(deps, ctx, body.ids);

export async function refresh(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', area);
  const row = await tracking(deps, ctx.accountId, id);
  return {
    ...done(''),
    habit_tracking: await presentOne(deps, ctx.accountId, row),
    categories: await categoriesWithHabits(deps, ctx.accountId, id),
  };
}

// Categories and habits

export async function categories(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', area);
  await tracking(deps, ctx.accountId, id);
  return { status: 1 as const, data: await categoriesWithHabits(deps, ctx.accountId, id) };
}

export async function saveCategories(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof saveHabitCategoriesBody>,
) {
  authorize(ctx, 'update', area);
  const trackingId = body.habit_tracking_id;
  await tracking(deps, ctx.accountId, trackingId);
  const existing = await repo.categories.ofTracking(deps.db, ctx.accountId, trackingId);
  const byId = new Map(existing.map((c) => [c.id, c]));
  if (body.categories.some((c) => c.id !== undefined && !byId.has(c.id))) throw notFound();
  // A name may not be another category's, among those kept as they are.
  const sentIds = new Set(body.categories.flatMap((c) => (c.id === undefined ? [] : [c.id])));
  const kept = new Set(
    existing.filter((c) => !sentIds.has(c.id)).map((c) => c.name.trim().toLowerCase()),
  );
  const errors: FieldErrors = {};
  body.categories.forEach((c, index) => {
    if (kept.has(c.name.trim().toLowerCase()))
      errors[`category_${index}`] = [words.categoryNameTaken];
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const added = body.categories.filter((c) => c.id === undefined).length;
  if (existing.length + added > maxHabitCategories)
    throw fieldError('categories', words.categoriesIncomplete);
  await deps.db.transaction(async (db) => {
    let order = existing.length;
    for (const c of body.categories)
      if (c.id === undefined)
        await repo.categories.insert(db, ctx.accountId, {
          trackingId,
          name: c.name.trim(),
          order: order++,
        });
      else await repo.categories.rename(db, ctx.accountId, c.id, c.name.trim());
  });
  return {
    status: 1 as const,
    message: words.categoriesSaved,
    data: await categoriesWithHabits(deps, ctx.accountId, trackingId),
  };
}

export async function createHabit(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof createHabitBody>,
) {
  authorize(ctx, 'update', area);
  const category = await repo.categories.find(deps.db, ctx.accountId, body.category_id);
  if (!category) throw notFound();
  const existing = await repo.habitsOf(deps.db, ctx.accountId, { categoryId: category.id });
  if (existing.length >= maxCategoryHabits)
    throw fieldError('category_id', `A category holds at most ${maxCategoryHabits} habits`);
  const [row] = await repo.insertHabits(deps.db, ctx.accountId, [
    {
      trackingId: category.trackingId,
      categoryId: category.id,
      name: body.name,
      description: body.description,
      points: body.points,
      proof: body.proof,
      order: existing.length,
    },
  ]);
  return { ...done(words.habitCreated), habit: presentHabit(row!) };
}

export async function updateHabits(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof updateHabitsBody>,
) {
  authorize(ctx, 'update', area);
  const ids = [...new Set(body.habits.map((h) => h.id))];
  const rows = await repo.findHabits(deps.db, ctx.accountId, ids);
  if (rows.length !== ids.length) throw notFound();
  const trackingIds = new Set(rows.map((r) => r.trackingId));
  if (trackingIds.size !== 1) throw fieldError('habits', words.notAHabit);
  const trackingId = rows[0]!.trackingId;
  const before = new Map(rows.map((r) => [r.id, r]));
  const pointsChanged = body.habits.some((h) => before.get(h.id)!.points !== h.points);
  await deps.db.transaction(async (db) => {
    for (const h of body.habits)
      await repo.updateHabit(db, ctx.accountId, h.id, {
        name: h.name,
        description: h.description,
        points: h.points,
        proof: h.proof,
      });
    if (pointsChanged) await recount(db, ctx.accountId, trackingId);
  });
  const saved = await repo.findHabits(deps.db, ctx.accountId, ids);
  const order = new Map(ids.map((id, i) => [id, i]));
  return {
    status: 1 as const,
    message: words.habitsUpdated,
    data: saved.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(presentHabit),
  };
}

export async function sortCategories(
  deps: Deps,
  ctx: RequestContext,
  body: { habit_tracking_id: number; categories: { id: number; order: number }[] },
) {
  await programs.sortParts(deps, ctx, body.habit_tracking_id, body.categories, {
    table: habitCategories,
    ofTracking: repo.categories.ofTracking,
    field: 'categories',
    incomplete: words.categoriesIncomplete,
  });
  return {
    status: 1 as const,
    data: await categoriesWithHabits(deps, ctx.accountId, body.habit_tracking_id),
  };
}

export async function sortHabits(
  deps: Deps,
  ctx: RequestContext,
  body: { category_id: number; habits: { id: number; order: number }[] },
) {
  authorize(ctx, 'update', area);
  const category = await repo.categories.find(deps.db, ctx.accountId, body.category_id);
  if (!category) throw notFound();
  const rows = await repo.habitsOf(deps.db, ctx.accountId, { categoryId: category.id });
  checkComplete(
    'habits',
    words.habitsIncomplete,
    rows.map((r) => r.id),
    body.habits,
  );
  await repo.setOrders(deps.db, ctx.accountId, habitsTable, body.habits);
  const sorted = await repo.habitsOf(deps.db, ctx.accountId, { categoryId: category.id });
  return { status: 1 as const, data: sorted.map(presentHabit) };
}

/** Deletes a category or a habit with their check-ins; the tracking's figures are counted again. */
async function deleteWithCheckins(
  deps: Deps,
  ctx: RequestContext,
  habitIds: number[],
  drop: (db: Executor) => Promise<{ trackingId: number } | undefined>,
) {
  const keys = await repo.proofKeys(deps.db, ctx.accountId, { habitIds });
  await deps.db.transaction(async (db) => {
    const gone = await drop(db);
    if (!gone) throw notFound();
    await recount(db, ctx.accountId, gone.trackingId);
  });
  await removeProofFiles(deps, ctx.accountId, keys);
}

export async function deleteCategory(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', area);
  const category = await repo.categories.find(deps.db, ctx.accountId, id);
  if (!category) throw notFound();
  const inside = await repo.habitsOf(deps.db, ctx.accountId, { categoryId: id });
  await deleteWithCheckins(
    deps,
    ctx,
    inside.map((h) => h.id),
    (db) => repo.categories.remove(db, ctx.accountId, id),
  );
  return done(words.categoryDeleted);
}

export async function deleteHabit(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', area);
  await deleteWithCheckins(deps, ctx, [id], (db) => repo.deleteHabit(db, ctx.accountId, id));
  return done(words.habitDeleted);
}

// Contacts

export const setContact = (
  deps: Deps,
  ctx: RequestContext,
  query: { habit_tracking_id: number; contact_id: number },
  status: 'active' | 'deleted',
) => programs.setContact(deps, ctx, query.habit_tracking_id, query.contact_id, status);

export async function trackingContacts(
  deps: Deps,
  ctx: RequestContext,
  query: {
    habit_tracking_id: number;
    page: number;
    per_page: number;
    status: 'active' | 'deleted';
    search?: string | undefined;
  },
) {
  authorize(ctx, 'view', area);
  await tracking(deps, ctx.accountId, query.habit_tracking_id);
  const { today } = await todayOf(deps.db, ctx.accountId);
  const { rows, total } = await repo.contactPage(deps.db, ctx.accountId, query.habit_tracking_id, {
    status: query.status,
    search: query.search,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return presentPage(
    rows.map((r) => ({
      id: r.id,
      contact: { id: r.contact_id, full_name: r.full_name, email: r.email },
      status: r.status,
      added_at: r.added_at.toISOString(),
      removed_at: r.removed_at?.toISOString() ?? null,
      ...scoreOfFigures(r, today),
    })),
    total,
    query.page,
    query.per_page,
  );
}

// Scores

/** Ranks in the leaderboard's order: equal scores and streaks share the rank of the first. */
/**
 * Ranks a page read in leaderboard order from `offset`: ties share a rank (1, 2, 2, 4); the
 * first row's is given by how many stand strictly ahead of it, every later group starts at its
 * own place.
 */
function ranked<T extends { score: number; current_streak: number }>(
  rows: T[],
  ahead: number,
  offset: number,
) {
  let rank = ahead + 1;
  return rows.map((r, i) => {
    const before = rows[i - 1];
    if (before && (before.score !== r.score || before.current_streak !== r.current_streak))
      rank = offset + i + 1;
    return { ...r, rank };
  });
}

export async function leaderboard(
  deps: Deps,
  ctx: RequestContext,
  query: { habit_tracking_id: number; page: number; per_page: number },
) {
  authorize(ctx, 'view', area);
  const trackingId = query.habit_tracking_id;
  await tracking(deps, ctx.accountId, trackingId);
  const { today } = await todayOf(deps.db, ctx.accountId);
  const offset = (query.page - 1) * query.per_page;
  const { rows, ahead, total } = await repo.leaderboardPage(
    deps.db,
    ctx.accountId,
    trackingId,
    query.per_page,
    offset,
  );
  return presentPage(
    ranked(rows, ahead, offset).map((r) => ({
      rank: r.rank,
      contact_id: r.contact_id,
      full_name: r.full_name,
      ...scoreOfFigures(r, today),
    })),
    total,
    query.page,
    query.per_page,
  );
}

/** Each habit's figures of the tracking, over every contact or one. */
async function habitStats(deps: Deps, accountId: number, trackingId: number, contactId?: number) {
  const { zone, today } = await todayOf(deps.db, accountId);
  const from = addDays(today, -(habitHistoryDays - 1));
  const [rows, figures, joinedDays] = await Promise.all([
    repo.habitsOf(deps.db, accountId, { trackingId }),
    repo.habitFigures(deps.db, accountId, trackingId, { today, from, contactId }),
    repo.daysOnTracking(deps.db, accountId, trackingId, { zone, today, from, contactId }),
  ]);
  return rows.map((h) => {
    const f = figures.get(h.id);
    const completions = contactId === undefined ? h.completions : (f?.completions ?? 0);
    return {
      habit_id: h.id,
      name: h.name,
      category_id: h.categoryId,
      points: h.points,
      completions,
      score: completions * h.points,
      completion_rate:
        joinedDays > 0
          ? Math.round(Math.min(100, ((f?.recent ?? 0) / joinedDays) * 100) * 10) / 10
          : 0,
      current_streak: f?.current ?? 0,
      best_streak: f?.best ?? 0,
    };
  });
}

export async function refreshHabitScores(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', area);
  await tracking(deps, ctx.accountId, id);
  await deps.db.transaction(async (db) => {
    await relaxBackgroundTransaction(db);
    await repo.refreshHabitCounters(db, ctx.accountId, id);
  });
  return { ...done(words.habitScoresRefreshed), habits: await habitStats(deps, ctx.accountId, id) };
}

export async function refreshContactScores(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', area);
  await tracking(deps, ctx.accountId, id);
  const counted = await deps.db.transaction(async (db) => {
    await relaxBackgroundTransaction(db);
    const { today } = await todayOf(db, ctx.accountId);
    return repo.refreshFigures(db, ctx.accountId, id, today);
  });
  return { ...done(words.contactScoresRefreshed), contacts: counted };
}

async function onTracking(deps: Deps, accountId: number, trackingId: number, contactId: number) {
  await tracking(deps, accountId, trackingId);
  const person = await liveContact(deps, accountId, contactId);
  const on = await repo.programQueries.findTrackingContact(
    deps.db,
    accountId,
    trackingId,
    contactId,
  );
  if (!on) throw notFound();
  return { person, on };
}

export async function currentProgress(
  deps: Deps,
  ctx: RequestContext,
  query: { habit_tracking_id: number; contact_id?: number | undefined },
) {
  authorize(ctx, 'view', area);
  const trackingId = query.habit_tracking_id;
  await tracking(deps, ctx.accountId, trackingId);
  if (query.contact_id !== undefined)
    await onTracking(deps, ctx.accountId, trackingId, query.contact_id);
  const { today } = await todayOf(deps.db, ctx.accountId);
  const monday = mondayOf(today);
  const [people, counts, habitRows] = await Promise.all([
    repo.contactsWithFigures(
      deps.db,
      ctx.accountId,
      trackingId,
      query.contact_id === undefined ? { status: 'active' } : { contactIds: [query.contact_id] },
    ),
    repo.doneCounts(deps.db, ctx.accountId, trackingId, today, monday, addDays(monday, 6)),
    repo.habitsOf(deps.db, ctx.accountId, { trackingId }),
  ]);
  const total = habitRows.length;
  return {
    status: 1 as const,
    data: people.map((p) => {
      const n = counts.get(p.contact_id);
      const week = n?.week ?? 0;
      return {
        contact_id: p.contact_id,
        full_name: p.full_name,
        today: { done: n?.today ?? 0, total },
        week: {
          done: week,
          total: total * 7,
          percent: total > 0 ? Math.round((week / (total * 7)) * 1000) / 10 : 0,
        },
        score: p.score,
        current_streak: scoreOfFigures(p, today).current_streak,
      };
    }),
  };
}

export async function proofs(
  deps: Deps,
  ctx: RequestContext,
  query: {
    habit_tracking_id: number;
    page: number;
    per_page: number;
    contact_id?: number | undefined;
  },
) {
  authorize(ctx, 'view', area);
  await tracking(deps, ctx.accountId, query.habit_tracking_id);
  if (query.contact_id !== undefined) await liveContact(deps, ctx.accountId, query.contact_id);
  const { rows, total } = await repo.proofsOf(
    deps.db,
    ctx.accountId,
    query.habit_tracking_id,
    query.contact_id,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return presentPage(rows, total, query.page, query.per_page);
}

/** GET habit-tracking/proofs/{id}: the photo, shown inline. */
export async function proofFile(deps: Deps, ctx: RequestContext, id: number, reply: FastifyReply) {
  authorize(ctx, 'view', area);
  const row = await repo.findProof(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return sendStoredFile(reply, deps, row.storageKey, { fileName: row.name, inline: true });
}

export async function contactHabits(
  deps: Deps,
  ctx: RequestContext,
  trackingId: number,
  contactId: number,
) {
  authorize(ctx, 'view', area);
  const { person, on } = await onTracking(deps, ctx.accountId, trackingId, contactId);
  const { today } = await todayOf(deps.db, ctx.accountId);
  const from = addDays(today, -(habitHistoryDays - 1));
  const score = scoreOf(on, today);
  const [stats, checkins, proofPage, ahead] = await Promise.all([
    habitStats(deps, ctx.accountId, trackingId, contactId),
    checkinsWithProofs(deps, ctx.accountId, trackingId, contactId, from, today),
    repo.proofsOf(deps.db, ctx.accountId, trackingId, contactId, 100, 0),
    on.status === 'active'
      ? repo.aheadOf(deps.db, ctx.accountId, trackingId, on.score, on.currentStreak)
      : Promise.resolve(null),
  ]);
  const days = Array.from({ length: habitHistoryDays }, (_, i) => {
    const date = addDays(from, i);
    return {
      date,
      done: checkins.filter((c) => c.date === date && c.done).map((c) => c.habit_id),
    };
  });
  return {
    status: 1 as const,
    contact: { id: person.id, full_name: fullName(person) },
    score: { ...score, rank: ahead === null ? null : ahead + 1 },
    habits: stats,
    days,
    checkins,
    proofs: proofPage.rows,
  };
}

async function checkinsWithProofs(
  deps: Deps,
  accountId: number,
  trackingId: number,
  contactId: number,
  from: string,
  to: string,
) {
  const rows = await repo.checkinsOf(deps.db, accountId, trackingId, contactId, from, to);
  const withProof = await repo.proofCheckins(
    deps.db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    habit_id: r.habitId,
    date: r.date,
    done: r.done,
    note: r.note,
    has_proof: withProof.has(r.id),
  }));
}

// Check-ins (the portal and the personal link)

/** A contact's day on a tracking: the habits, the day's check-ins, their score and week. */
export async function dayFor(
  deps: Deps,
  accountId: number,
  row: HabitTrackingRow,
  contactId: number,
  date?: string,
): Promise<HabitDay> {
  const { today } = await todayOf(deps.db, accountId);
  const shown = date ?? today;
  const weekFrom = addDays(today, -6);
  const [categories, on, checkins] = await Promise.all([
    categoriesWithHabits(deps, accountId, row.id),
    repo.programQueries.findTrackingContact(deps.db, accountId, row.id, contactId),
    checkinsWithProofs(
      deps,
      accountId,
      row.id,
      contactId,
      shown < weekFrom ? shown : weekFrom,
      shown > today ? shown : today,
    ),
  ]);
  const total = categories.reduce((n, c) => n + c.habits.length, 0);
  return {
    id: row.id,
    name: row.name,
    settings: settingsOf(row),
    categories,
    date: shown,
    today,
    checkins: checkins.filter((c) => c.date === shown),
    score: on
      ? scoreOf(on, today)
      : { score: 0, current_streak: 0, best_streak: 0, days_done: 0, last_checkin_on: null },
    week: Array.from({ length: 7 }, (_, i) => {
      const date = addDays(weekFrom, i);
      return {
        date,
        done: checkins.filter((c) => c.date === date && c.done).length,
        total,
      };
    }),
  };
}

/**
 * Saves a contact's day: each habit sent done or not, with its note and photo, for today or up
 * to `habitCheckInDaysBack` days back. The habits' counters and the contact's figures are counted
 * in the same transaction; a photo claimed replaces the one the day had.
 */
export async function checkInFor(
  deps: Deps,
  accountId: number,
  trackingId: number,
  contactId: number,
  body: HabitCheckInBody,
) {
  const { today } = await todayOf(deps.db, accountId);
  const date = body.date ?? today;
  if (date > today || date < addDays(today, -habitCheckInDaysBack))
    throw fieldError('date', words.dayOutOfRange);
  const rows = new Map(
    (await repo.habitsOf(deps.db, accountId, { trackingId })).map((h) => [h.id, h]),
  );
  // The last of a habit sent twice counts.
  const items = [...new Map(body.habits.map((h) => [h.habit_id, h])).values()];
  const errors: FieldErrors = {};
  const claims = new Map<number, { key: string; name: string; size: number }>();
  for (const item of items) {
    const habit = rows.get(item.habit_id);
    const field = `habits.${item.habit_id}`;
    if (!habit) {
      errors[field] = [words.notAHabit];
      continue;
    }
    if (item.proof === undefined || habit.proof === 'none') continue;
    const claim = proofUploads.claim(deps, contactId, item.proof);
    if (!claim || claim.q !== habit.id) errors[field] = [words.proofInvalid];
    else
      claims.set(habit.id, {
        key: proofUploads.keyOf(accountId, claim),
        name: claim.n,
        size: claim.s,
      });
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const replaced = await deps.db.transaction(async (db) => {
    const { before, ids } = await repo.saveCheckins(
      db,
      accountId,
      { trackingId, contactId, date },
      items.map((i) => ({ habitId: i.habit_id, done: i.done, note: i.note })),
    );
    const hadProof = await repo.proofCheckins(db, accountId, [...ids.values()]);
    const old: string[] = [];
    for (const item of items) {
      const habit = rows.get(item.habit_id)!;
      const checkinId = ids.get(habit.id)!;
      const claim = claims.get(habit.id);
      const field = `habits.${habit.id}`;
      if (claim) {
        if (!(await keepFile(db, accountId, claim.key, null)))
          throw fieldError(field, words.proofInvalid);
        const gone = await repo.saveProof(db, accountId, {
          checkinId,
          trackingId,
          habitId: habit.id,
          contactId,
          date,
          storageKey: claim.key,
          name: claim.name,
          size: claim.size,
        });
        if (gone && gone !== claim.key) old.push(gone);
      } else if (habit.proof === 'required' && item.done && !hadProof.has(checkinId))
        throw fieldError(field, words.proofRequired);
    }
    await repo.countCompletions(
      db,
      accountId,
      items.map((i) => ({
        habitId: i.habit_id,
        delta: Number(i.done) - Number(before.get(i.habit_id) ?? false),
      })),
    );
    await repo.refreshFigures(db, accountId, trackingId, today, contactId);
    return old;
  });
  await removeProofFiles(deps, accountId, replaced);
  const on = await repo.programQueries.findTrackingContact(
    deps.db,
    accountId,
    trackingId,
    contactId,
  );
  return { ...done(words.submitted), score: scoreOf(on!, today) };
}

export async function portalList(deps: Deps, accountId: number, contactId: number, date?: string) {
  const rows = await repo.programQueries.trackingsOfContact(deps.db, accountId, contactId);
  return Promise.all(rows.map(({ tracking: t }) => dayFor(deps, accountId, t, contactId, date)));
}

/** PATCH resend-reminder: the reminder to one active contact now (type 1 email, else SMS). */
export const resendReminder = programs.resendReminder;

/** Contacts leaving for another location leave their trackings; the habits' counters follow. */
export async function leaveHabits(
  db: Executor,
  accountId: number,
  moving: Parameters<typeof repo.leaveHabits>[2],
) {
  const trackingIds = await repo.trackingsWithCheckins(db, accountId, moving);
  await repo.leaveHabits(db, accountId, moving);
  for (const id of trackingIds) await repo.refreshHabitCounters(db, accountId, id);
}

/** A merge: the merged contacts' check-ins are the survivor's; the figures are counted again. */
export async function reassignHabits(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  const trackingIds = await repo.trackingsWithCheckins(db, accountId, [...fromIds, toId]);
  await repo.reassignHabits(db, accountId, fromIds, toId);
  const { today } = await todayOf(db, accountId);
  for (const id of trackingIds) {
    await repo.refreshHabitCounters(db, accountId, id);
    await repo.refreshFigures(db, accountId, id, today, toId);
  }
}
