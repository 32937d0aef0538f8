import type { Paginated } from '@coachline/contract/api';
import {
  type BulkResultResponse,
  type Contact,
  type ContactListQuery,
  type ContactListResponse,
  type ContactLocationBody,
  type ContactMergeBody,
  type ContactResponse,
  type ContactSaveBody,
  type ContactSelection,
  type ContactUpdateBody,
  contactMessages,
  type MergeField,
} from '@coachline/contract/contacts';
import { type BulkAction, bulkActionPermissions, can } from '@coachline/contract/permissions';
import { and, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import { hashPassword } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound, validationError } from '../../platform/errors';
import { offsetOf, presentPage } from '../../platform/pagination';
import { phoneOfField } from '../../platform/phones';
import { accountForUser, findAccount, primaryIdOf } from '../accounts/accounts.service';
import { assertContactsSpace } from '../accounts/limits';
import * as calendar from '../calendar/calendar.service';
import * as files from '../files/files.service';
import * as forms from '../forms/forms.service';
import * as groups from '../groups/groups.service';
import * as habitTracking from '../habit-tracking/habit-tracking.service';
import * as journeys from '../journeys/journeys.service';
import * as pages from '../pages/pages.service';
import * as pipelines from '../pipelines/pipelines.service';
import * as playbooks from '../playbooks/playbooks.service';
import * as progress from '../progress-tracking/progress-tracking.service';
import * as scenarios from '../scenarios/scenarios.service';
import * as sequences from '../sequences/sequences.service';
import * as tags from '../tags/tags.service';
import * as tasks from '../tasks/tasks.service';
import * as workoutPrograms from '../workouts/programs.service';
import { countPerStatus, creationPageStart } from './contacts.counts.repository';
import {
  contactFilterWhere,
  contactFilterWhereExceptStatus,
  contactOrderBy,
  contactSearch,
  narrowingConditions,
  resolveSelection,
  selectedContactIds,
} from './contacts.filters';
import { type ContactAbilities, presentContact } from './contacts.presenter';
import {
  insertLifecycle,
  type LifecycleEntry,
  recordLifecycleWhere,
} from './contacts.profile.repository';
import * as repo from './contacts.repository';
import { listCustomFields, tabsOf } from './contacts.settings.repository';
import { contacts } from './contacts.tables';
import * as transfer from './contacts.transfer.repository';

export { foldCounts } from './contacts.counts.repository';
// For other features' services and workers, which authorize their own callers: the plan limits,
// groups, the import and the export.
export {
  analyzeContacts,
  contactsByIds,
  createdByImport,
  deleteImportedContacts,
  findMatches,
  type ImportedContactRow,
  type ImportedFields,
  importableFieldsOf,
  insertImportedContacts,
  patchContacts,
  plannedContactRows,
} from './contacts.import.repository';
export { normalizeStoredPhones } from './contacts.phones';
export { portalRewardsOf, sendReward } from './contacts.profile';
export type { ContactRow } from './contacts.repository';
export {
  birthdaysOn,
  birthdaysWithin,
  contactsByIds as contactRowsByIds,
  countLiveContacts,
  countLiveContactsIn,
  countPortalSignIn,
  countSplit,
  type ExportRow,
  exportBatches,
  liveContactIdWith,
  liveContactsWithEmail,
  nextBirthdayOf,
  pageOfNames,
  portalAccountsWithEmail,
  portalContactOf,
  withDateFieldOn,
} from './contacts.repository';
export { listCustomFields, tabsOf, tabTitleOf } from './contacts.settings.repository';

export const abilitiesOf = (ctx: RequestContext): ContactAbilities => ({
  update: can(ctx.subject, 'update', 'contacts-center'),
  delete: can(ctx.subject, 'delete', 'contacts-center'),
  assign: can(ctx.subject, 'assign', 'contacts-center'),
});

/** A page's contacts, read with their tags (`pageWithTags`), as the API answers them. */
function presentPageRows(ctx: RequestContext, rows: Awaited<ReturnType<typeof repo.pageWithTags>>) {
  const abilities = abilitiesOf(ctx);
  return rows.map((r) => presentContact(r.contact, r.tags, abilities));
}

/** Contacts as the API answers them: with their tags and what the user may do. */
export async function presentRows(
  db: Executor,
  ctx: RequestContext,
  rows: repo.ContactRow[],
): Promise<Contact[]> {
  const tagsOf = await tags.tagsOfContacts(
    db,
    ctx.accountId,
    rows.map((r) => r.id),
  );
  const abilities = abilitiesOf(ctx);
  return rows.map((row) => presentContact(row, tagsOf.get(row.id) ?? [], abilities));
}

/** The contact of the accessed location, or 404 for a missing, deleted or foreign one. */
export async function contactOf(
  db: Executor,
  ctx: RequestContext,
  id: number,
): Promise<repo.ContactRow> {
  const row = await repo.findContact(db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

async function respond(
  deps: Deps,
  ctx: RequestContext,
  row: repo.ContactRow,
  message?: string,
): Promise<ContactResponse> {
  const [contact] = await presentRows(deps.db, ctx, [row]);
  return { status: 1, ...(message ? { message } : {}), contact: contact! };
}

// The list (the page with its tags in one statement; counts kept by triggers when only the
// status filters, else counted up to a cap)

/** Matching contacts counted one by one at most; past this the list's counts are estimates. */
const exactCountCap = 1_000;
/** Offsets from which a page in creation order starts its walk at its day (creationPageStart). */
const deepOffset = 10_000;

/**
 * Contacts per status under the filter (its status aside), and whether they are estimates.
 * Counting matches one by one costs a walk over up to the whole location, so a narrowed list is
 * counted only when the planner expects at most `exactCountCap` matches and there are; else the
 * planner's total is shared out as the location's statuses are, and said to be an estimate.
 */
async function statusCountsOf(
  deps: Deps,
  ctx: RequestContext,
  query: ContactListQuery,
  narrowed: boolean,
  now: Date,
): Promise<{ perStatus: { status: string; count: number }[]; estimated: boolean }> {
  const kept = await countPerStatus(deps.db, ctx.accountId);
  if (!narrowed) return { perStatus: kept, estimated: false };
  const where = contactFilterWhereExceptStatus(ctx.accountId, query, ctx.phoneCountry, now);
  const whole = kept.reduce((sum, row) => sum + row.count, 0);
  // A location no bigger than the cap is counted without asking the planner: the walk is short.
  const planned =
    whole <= exactCountCap ? whole : await repo.plannedCount(deps.db, ctx.accountId, where);
  const counted =
    planned <= exactCountCap
      ? await repo.countByStatusUpTo(deps.db, ctx.accountId, where, exactCountCap)
      : undefined;
  if (counted) return { perStatus: counted, estimated: false };
  const total = Math.max(planned, exactCountCap + 1);
  return {
    perStatus: kept.map((row) => ({
      status: row.status,
      count: Math.round((row.count * total) / (whole || 1)),
    })),
    estimated: true,
  };
}

/**
 * The page with its tags: a deep page in creation order of a list only the status filters starts
 * its walk at its day.
 */
async function pageOf(
  deps: Deps,
  ctx: RequestContext,
  query: ContactListQuery,
  status: string | undefined,
  narrowed: boolean,
  now: Date,
) {
  const where = contactFilterWhere(ctx.accountId, query, ctx.phoneCountry, now);
  const orderBy = contactOrderBy(query.sort_by, query.sort_dir);
  const offset = offsetOf(query);
  const start = (!narrowed && query.sort_by === 'date_created' && offset >= deepOffset
    ? await creationPageStart(deps.db, ctx.accountId, status, query.sort_dir, offset)
    : undefined) ?? { where: undefined, offset };
  return repo.pageWithTags(
    deps.db,
    ctx.accountId,
    and(where, start.where) as SQL,
    orderBy,
    query.per_page,
    start.offset,
  );
}

export async function list(
  deps: Deps,
  ctx: RequestContext,
  query: ContactListQuery,
): Promise<ContactListResponse> {
  authorize(ctx, 'view', 'contacts-center');
  const now = new Date();
  const narrowed = narrowingConditions(ctx.accountId, query, ctx.phoneCountry, now).length > 0;
  const trimmed = query.status?.trim();
  const status = trimmed && trimmed !== 'all' ? trimmed : undefined;
  const [rows, { perStatus, estimated }, tabs] = await Promise.all([
    pageOf(deps, ctx, query, status, narrowed, now),
    statusCountsOf(deps, ctx, query, narrowed, now),
    tabsOf(deps.db, ctx.accountId),
  ]);
  const counts: Record<string, number> = Object.fromEntries(tabs.map((t) => [t.value, 0]));
  let all = 0;
  for (const row of perStatus) {
    counts[row.status] = row.count;
    all += row.count;
  }
  counts.all = all;
  const total = status ? (counts[status] ?? 0) : all;
  return {
    ...presentPage(presentPageRows(ctx, rows), total, query.page, query.per_page),
    counts,
    estimated,
  };
}

export async function fetch(deps: Deps, ctx: RequestContext, id: number): Promise<ContactResponse> {
  authorize(ctx, 'view', 'contacts-center');
  return respond(deps, ctx, await contactOf(deps.db, ctx, id));
}

/** GET contact/:contact/tags: the tags of one contact. */
export async function tagsOf(deps: Deps, ctx: RequestContext, id: number) {
  const { contact } = await fetch(deps, ctx, id);
  return { status: 1 as const, tags: contact.tags };
}

/** id and name of up to 50 contacts for pickers. */
export async function all(deps: Deps, ctx: RequestContext, search: string | undefined) {
  authorize(ctx, 'view', 'contacts-center');
  const rows = await repo.pickerContacts(
    deps.db,
    ctx.accountId,
    contactSearch(search, ctx.phoneCountry),
    50,
  );
  return {
    status: 1 as const,
    data: rows.map((r) => ({
      id: r.id,
      full_name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
    })),
  };
}

export async function deletedList(
  deps: Deps,
  ctx: RequestContext,
  query: { page: number; per_page: number; search?: string | undefined },
) {
  authorize(ctx, 'view', 'contacts-center');
  const { rows, total } = await repo.deletedPage(
    deps.db,
    ctx.accountId,
    contactSearch(query.search, ctx.phoneCountry),
    query.per_page,
    offsetOf(query),
  );
  return presentPage(await presentRows(deps.db, ctx, rows), total, query.page, query.per_page);
}

// Validation against the location's data

async function assertStatus(db: Executor, accountId: number, status: string, field = 'status') {
  const tabs = await tabsOf(db, accountId);
  if (!tabs.some((t) => t.value === status)) throw fieldError(field, contactMessages.invalidStatus);
}

/** New contacts start in the first tab of the leads group (the first tab when it has none). */
async function defaultStatus(db: Executor, accountId: number): Promise<string> {
  const [first] = await tabsOf(db, accountId);
  if (!first) throw fieldError('status', contactMessages.invalidStatus);
  return first.value;
}

async function assertCustomFields(
  db: Executor,
  accountId: number,
  values: Record<string, string> | undefined,
) {
  if (!values || Object.keys(values).length === 0) return;
  const known = new Set((await listCustomFields(db, accountId)).map((f) => f.key));
  const unknown = Object.keys(values).filter((k) => !known.has(k));
  if (unknown.length > 0) {
    throw validationError(
      Object.fromEntries(
        unknown.map((k) => [`custom_fields.${k}`, [contactMessages.unknownCustomField]]),
      ),
    );
  }
}

type Fields = ContactUpdateBody;

/** The table values of the given body fields; absent fields stay untouched. */
function valuesOf(ctx: RequestContext, body: Fields): Partial<repo.NewContact> {
  const values: Partial<repo.NewContact> = {};
  if (body.first_name !== undefined) values.firstName = body.first_name;
  if (body.last_name !== undefined) values.lastName = body.last_name;
  if (body.email !== undefined) values.email = body.email;
  if (body.number !== undefined)
    values.number = phoneOfField('number', body.number, ctx.phoneCountry);
  if (body.status !== undefined) values.status = body.status;
  if (body.last_action !== undefined) values.lastAction = body.last_action;
  if (body.temperature !== undefined) values.temperature = body.temperature;
  if (body.starred !== undefined) values.starred = body.starred;
  if (body.flagged !== undefined) values.flagged = body.flagged;
  if (body.gender !== undefined) values.gender = body.gender;
  if (body.source !== undefined) values.source = body.source;
  if (body.member_id !== undefined) values.memberId = body.member_id || null;
  if (body.birthday !== undefined) values.birthday = body.birthday;
  if (body.email_enabled !== undefined) values.emailEnabled = body.email_enabled;
  if (body.sms_enabled !== undefined) values.smsEnabled = body.sms_enabled;
  return values;
}

/** Status and last-action changes of one contact, for its lifecycle. */
function lifecycleOf(
  ctx: RequestContext,
  before: Pick<repo.ContactRow, 'id' | 'status' | 'lastAction'> | null,
  after: Pick<repo.ContactRow, 'id' | 'status' | 'lastAction'>,
) {
  const base = { contactId: after.id, userId: ctx.user.id };
  const entries: LifecycleEntry[] = [];
  if (!before) entries.push({ ...base, kind: 'created', toValue: after.status });
  if (before && before.status !== after.status)
    entries.push({ ...base, kind: 'status', fromValue: before.status, toValue: after.status });
  if ((before?.lastAction ?? null) !== after.lastAction)
    entries.push({
      ...base,
      kind: 'last_action',
      fromValue: before?.lastAction ?? null,
      toValue: after.lastAction,
    });
  return entries;
}

async function assertUnique(
  db: Executor,
  accountId: number,
  values: Partial<repo.NewContact>,
  exceptId?: number,
) {
  if (
    values.email &&
    (await repo.liveContactIdWith(db, accountId, 'email', values.email, exceptId))
  ) {
    throw fieldError('email', contactMessages.emailTaken);
  }
  if (
    values.memberId &&
    (await repo.liveContactIdWith(db, accountId, 'memberId', values.memberId, exceptId))
  ) {
    throw fieldError('member_id', contactMessages.memberIdTaken);
  }
}

// Create and update

/** POST contact/save (create on contacts-center, 001 §6); a form's or a webhook's lead says so. */
export async function save(
  deps: Deps,
  ctx: RequestContext,
  body: ContactSaveBody,
  origin: 'manual' | 'form' | 'webhook' = 'manual',
): Promise<ContactResponse> {
  authorize(ctx, 'create', 'contacts-center');
  const values = valuesOf(ctx, body);
  values.status ??= await defaultStatus(deps.db, ctx.accountId);
  await assertStatus(deps.db, ctx.accountId, values.status);
  await assertCustomFields(deps.db, ctx.accountId, body.custom_fields);
  const row = await deps.db.transaction(async (tx) => {
    // The space's lock serializes the organization's new contacts: two saves of one email at
    // once (a form submitted twice) find the first one's row here.
    await assertContactsSpace(tx, ctx.primaryAccountId, 1);
    await assertUnique(tx, ctx.accountId, values);
    const created = await repo.insertContact(tx, ctx.accountId, {
      ...values,
      status: values.status!,
      customFields: body.custom_fields ?? {},
      createdBy: ctx.user.id,
    });
    await tags.attachTags(
      tx,
      ctx.accountId,
      created.id,
      await tags.findOrCreateTags(tx, ctx.accountId, body.tags ?? []),
    );
    await insertLifecycle(tx, ctx.accountId, lifecycleOf(ctx, null, created));
    await deps.automation.fire(tx, {
      type: 'contact_created',
      accountId: ctx.accountId,
      contacts: [created.id],
      source: origin,
    });
    return created;
  });
  return respond(deps, ctx, row, contactMessages.saved);
}

/** Changes some fields of one contact, recording status and last-action changes. */
export async function patch(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  values: Partial<repo.NewContact>,
  customFields?: Record<string, string>,
): Promise<ContactResponse> {
  authorize(ctx, 'update', 'contacts-center');
  const before = await contactOf(deps.db, ctx, id);
  if (values.status !== undefined) await assertStatus(deps.db, ctx.accountId, values.status);
  await assertCustomFields(deps.db, ctx.accountId, customFields);
  await assertUnique(deps.db, ctx.accountId, values, id);
  // A new address has not been checked, whatever the old one was.
  const emailChanged = values.email !== undefined && values.email !== before.email;
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateContact(tx, ctx.accountId, id, {
      ...values,
      ...(emailChanged ? { emailStatus: null } : {}),
      ...(customFields ? { customFields: { ...before.customFields, ...customFields } } : {}),
    });
    if (!updated) throw notFound();
    await insertLifecycle(tx, ctx.accountId, lifecycleOf(ctx, before, updated));
    if (updated.status !== before.status)
      await deps.automation.fire(tx, {
        type: 'moved_to_tab',
        accountId: ctx.accountId,
        contacts: [id],
        tab: updated.status,
      });
    return updated;
  });
  return respond(deps, ctx, row, contactMessages.updated);
}

/** PATCH contact/{id}/update: inline edits; field errors are keyed by field. */
export function update(deps: Deps, ctx: RequestContext, id: number, body: ContactUpdateBody) {
  return patch(deps, ctx, id, valuesOf(ctx, body), body.custom_fields);
}

export async function updatePortalPassword(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  password: string,
) {
  authorize(ctx, 'update', 'contacts-center');
  await contactOf(deps.db, ctx, id);
  await repo.updateContact(deps.db, ctx.accountId, id, {
    portalPasswordHash: await hashPassword(password),
  });
  return { status: 1 as const, message: contactMessages.passwordUpdated };
}

/** A password the contact set themselves, through a mailed link (the client portal). */
export async function setPortalPassword(
  deps: Deps,
  accountId: number,
  contactId: number,
  password: string,
) {
  await repo.updateContact(deps.db, accountId, contactId, {
    portalPasswordHash: await hashPassword(password),
  });
}

// Bulk actions: a selection is ids or the list filter ("Select all N matching")

/**
 * The SQL of a selection, after the permission check of the bulk action (001 §6). A list of
 * ids none of which is a live contact here answers 404, as a single foreign id would.
 */
export async function selectionWhere(
  db: Executor,
  ctx: RequestContext,
  action: BulkAction,
  selection: ContactSelection,
): Promise<SQL> {
  for (const permission of bulkActionPermissions(action))
    authorize(ctx, permission, 'contacts-center');
  const where = resolveSelection(db, ctx.accountId, selection, ctx.phoneCountry);
  if (selection.ids?.length && (await repo.countWhere(db, ctx.accountId, where)) === 0)
    throw notFound();
  return where;
}

const bulkResult = (affected: number, message: string): BulkResultResponse => ({
  status: 1,
  message,
  affected,
});

export async function bulkDelete(deps: Deps, ctx: RequestContext, selection: ContactSelection) {
  const where = await selectionWhere(deps.db, ctx, 'delete', selection);
  const affected = await deps.db.transaction(async (tx) => {
    await recordLifecycleWhere(tx, ctx.accountId, where, 'deleted', null, null, ctx.user.id);
    return repo.softDeleteWhere(tx, ctx.accountId, where);
  });
  return bulkResult(affected, contactMessages.deleted(affected));
}

export async function restore(deps: Deps, ctx: RequestContext, ids: number[]) {
  authorize(ctx, 'update', 'contacts-center');
  const deleted = await repo.deletedIds(deps.db, ctx.accountId, ids);
  if (deleted.length === 0) throw notFound();
  const restored = await deps.db.transaction(async (tx) => {
    await assertContactsSpace(tx, ctx.primaryAccountId, deleted.length);
    const taken = await repo.emailsTakenOnRestore(tx, ctx.accountId, deleted);
    if (taken.length > 0) throw fieldError('ids', contactMessages.restoreEmailTaken(taken));
    const done = await repo.restore(tx, ctx.accountId, deleted);
    await insertLifecycle(
      tx,
      ctx.accountId,
      done.map((contactId) => ({ contactId, kind: 'restored' as const, userId: ctx.user.id })),
    );
    return done.length;
  });
  return bulkResult(restored, contactMessages.restored(restored));
}

/** Sets a field the lifecycle tracks (status, last action) on the selection, each change recorded. */
async function setTracked(
  deps: Deps,
  ctx: RequestContext,
  where: SQL,
  field: 'status' | 'last_action',
  value: string | null,
  values: Partial<repo.NewContact>,
) {
  const affected = await deps.db.transaction(async (tx) => {
    await recordLifecycleWhere(tx, ctx.accountId, where, field, field, value, ctx.user.id);
    return repo.updateWhere(tx, ctx.accountId, where, values, undefined);
  });
  return bulkResult(affected, contactMessages.bulkUpdated(affected));
}

export async function changeStatus(
  deps: Deps,
  ctx: RequestContext,
  selection: ContactSelection,
  status: string,
) {
  const where = await selectionWhere(deps.db, ctx, 'change-status', selection);
  await assertStatus(deps.db, ctx.accountId, status);
  return setTracked(deps, ctx, where, 'status', status, { status });
}

export async function updateLastAction(
  deps: Deps,
  ctx: RequestContext,
  selection: ContactSelection,
  lastAction: string | null,
) {
  const where = await selectionWhere(deps.db, ctx, 'update-last-action', selection);
  return setTracked(deps, ctx, where, 'last_action', lastAction, { lastAction });
}

/** Gender, delivery switches, portal account: plain field updates of the selection. */
export async function bulkSet(
  deps: Deps,
  ctx: RequestContext,
  action: BulkAction,
  selection: ContactSelection,
  values: Partial<repo.NewContact>,
) {
  const where = await selectionWhere(deps.db, ctx, action, selection);
  const affected = await repo.updateWhere(deps.db, ctx.accountId, where, values, undefined);
  return bulkResult(affected, contactMessages.bulkUpdated(affected));
}

// Merge, move and copy

/** Each merge field of the contract as the table's column. */
const mergeColumns = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  number: 'number',
  status: 'status',
  last_action: 'lastAction',
  temperature: 'temperature',
  gender: 'gender',
  source: 'source',
  member_id: 'memberId',
  birthday: 'birthday',
  photo: 'photo',
} as const satisfies Record<MergeField, keyof repo.ContactRow>;

/**
 * The kept contact's values after a merge: a picked field takes the picked contact's value as
 * it is; any other keeps the survivor's, filled from the first other contact that has one.
 */
function mergedValues(
  survivor: repo.ContactRow,
  others: repo.ContactRow[],
  body: Pick<ContactMergeBody, 'values' | 'custom_fields'>,
): Partial<repo.NewContact> {
  const all = [survivor, ...others];
  const byId = (id: number) => all.find((r) => r.id === id)!;
  const values: Partial<repo.NewContact> = {};
  for (const [field, column] of Object.entries(mergeColumns) as [
    MergeField,
    (typeof mergeColumns)[MergeField],
  ][]) {
    const picked = body.values?.[field];
    const value =
      picked !== undefined
        ? byId(picked)[column]
        : survivor[column] || others.map((o) => o[column]).find(Boolean) || survivor[column];
    Object.assign(values, { [column]: value });
  }
  const customFields: Record<string, string> = Object.assign(
    {},
    ...[...others].reverse().map((o) => o.customFields),
    survivor.customFields,
  );
  for (const [key, id] of Object.entries(body.custom_fields ?? {})) {
    const value = byId(id).customFields[key];
    if (value === undefined || value === '') delete customFields[key];
    else customFields[key] = value;
  }
  return {
    ...values,
    starred: survivor.starred || others.some((o) => o.starred),
    flagged: survivor.flagged || others.some((o) => o.flagged),
    loginCount: survivor.loginCount + others.reduce((sum, o) => sum + o.loginCount, 0),
    customFields,
  };
}

/**
 * POST contact/merge: the survivor takes the others' notes, tags, lifecycle, rewards and group
 * memberships, and each field's picked value (else its own, filled from the others when blank);
 * the others are soft-deleted with a 'merged' lifecycle entry.
 */
export async function merge(
  deps: Deps,
  ctx: RequestContext,
  body: ContactMergeBody,
): Promise<ContactResponse> {
  const ids = [...new Set(body.contact_ids)];
  await selectionWhere(deps.db, ctx, 'merge', { ids, filter: undefined });
  const rows = await repo.contactsByIds(deps.db, ctx.accountId, ids);
  const found = rows.filter((r) => r.deletedAt === null);
  if (found.length !== ids.length) throw notFound();
  const survivor = found.find((r) => r.id === body.survivor_id)!;
  const others = found.filter((r) => r.id !== survivor.id);
  const otherIds = others.map((o) => o.id);
  const row = await deps.db.transaction(async (tx) => {
    await transfer.reassignContactRows(tx, ctx.accountId, otherIds, survivor.id);
    await tags.reassignContactTags(tx, ctx.accountId, otherIds, survivor.id);
    await groups.reassignMembers(tx, ctx.accountId, otherIds, survivor.id);
    await files.reassignContactFiles(tx, ctx.accountId, otherIds, survivor.id);
    await forms.reassignContactForms(tx, ctx.accountId, otherIds, survivor.id);
    await pages.reassignContactPages(tx, ctx.accountId, otherIds, survivor.id);
    await playbooks.reassignContactPlaybooks(tx, ctx.accountId, otherIds, survivor.id);
    await calendar.reassignEventContacts(tx, ctx.accountId, otherIds, survivor.id);
    await tasks.reassignTaskContacts(tx, ctx.accountId, otherIds, survivor.id);
    await journeys.reassignJourneys(tx, ctx.accountId, otherIds, survivor.id);
    await sequences.reassignSequences(tx, ctx.accountId, otherIds, survivor.id);
    await workoutPrograms.reassignWorkouts(tx, ctx.accountId, otherIds, survivor.id);
    await scenarios.reassignScenarios(tx, ctx.accountId, otherIds, survivor.id);
    await progress.reassignProgress(tx, ctx.accountId, otherIds, survivor.id);
    await habitTracking.reassignHabits(tx, ctx.accountId, otherIds, survivor.id);
    await pipelines.reassignPipelines(tx, ctx.accountId, otherIds, survivor.id);
    const fill = mergedValues(survivor, others, body);
    // The survivor's email stays unique once the others are gone.
    await repo.updateWhere(
      tx,
      ctx.accountId,
      and(isNull(contacts.deletedAt), inArray(contacts.id, otherIds)) as SQL,
      { deletedAt: new Date() },
      undefined,
    );
    const updated = await repo.updateContact(tx, ctx.accountId, survivor.id, fill);
    await insertLifecycle(tx, ctx.accountId, lifecycleOf(ctx, survivor, updated!));
    const name = (o: repo.ContactRow) =>
      `${o.firstName} ${o.lastName}`.trim() || o.email || `#${o.id}`;
    await insertLifecycle(tx, ctx.accountId, [
      ...others.map((o) => ({
        contactId: o.id,
        kind: 'merged' as const,
        fromValue: name(o),
        toValue: name(survivor),
        userId: ctx.user.id,
      })),
      ...others.map((o) => ({
        contactId: survivor.id,
        kind: 'merged' as const,
        fromValue: name(o),
        toValue: name(survivor),
        userId: ctx.user.id,
      })),
    ]);
    return updated!;
  });
  return respond(deps, ctx, row, contactMessages.merged);
}

/** Another location of the same organization that the user may act in; 404 otherwise. */
async function targetLocation(deps: Deps, ctx: RequestContext, locationId: number) {
  const target = await accountForUser(deps.db, ctx.user, locationId);
  if (!target || primaryIdOf(target) !== ctx.primaryAccountId) throw notFound();
  if (target.id === ctx.accountId) throw fieldError('location_id', contactMessages.sameLocation);
  return target;
}

/** Each tab value here → the same value there, else the first tab of the same group there. */
async function statusMapping(db: Executor, fromAccountId: number, toAccountId: number) {
  const [from, to] = await Promise.all([tabsOf(db, fromAccountId), tabsOf(db, toAccountId)]);
  const map: Record<string, string> = {};
  for (const tab of from) {
    const same =
      to.find((t) => t.value === tab.value) ?? to.find((t) => t.group === tab.group) ?? to[0];
    if (same) map[tab.value] = same.value;
  }
  const fallback = to[0]?.value;
  if (!fallback) throw fieldError('location_id', contactMessages.invalidStatus);
  return { map, fallback };
}

/** What a move or copy needs: the selection, both locations and how tab values map. */
async function transferOf(
  deps: Deps,
  ctx: RequestContext,
  action: 'move' | 'copy-to-location',
  body: ContactLocationBody,
) {
  const where = await selectionWhere(deps.db, ctx, action, body.selection);
  const target = await targetLocation(deps, ctx, body.location_id);
  const source = await findAccount(deps.db, ctx.accountId);
  return { where, target, source, ...(await statusMapping(deps.db, ctx.accountId, target.id)) };
}

/**
 * POST contact/move: the contacts with their notes, rewards, lifecycle and tags (the target's
 * tags of the same names); group memberships and the files, forms and pages sent stay behind, as
 * groups, files, forms and pages belong to a location (their form responses stay, unlinked).
 * Contacts whose email already lives in the target are skipped, as in a copy.
 */
export async function move(deps: Deps, ctx: RequestContext, body: ContactLocationBody) {
  const { where, target, source, map, fallback } = await transferOf(deps, ctx, 'move', body);
  const moved = await deps.db.transaction(async (tx) => {
    const moving = transfer.movableIds(ctx.accountId, where, target.id);
    await tags.moveContactTags(tx, ctx.accountId, moving, target.id);
    await groups.leaveGroups(tx, ctx.accountId, moving);
    await files.leaveFiles(tx, ctx.accountId, moving);
    await forms.leaveForms(tx, ctx.accountId, moving);
    await pages.leavePages(tx, ctx.accountId, moving);
    await playbooks.leavePlaybooks(tx, ctx.accountId, moving);
    await calendar.leaveEvents(tx, ctx.accountId, moving);
    await tasks.leaveTasks(tx, ctx.accountId, moving);
    await journeys.leaveJourneys(tx, ctx.accountId, moving);
    await sequences.leaveSequences(tx, ctx.accountId, moving);
    await workoutPrograms.leaveWorkouts(tx, ctx.accountId, moving);
    await scenarios.leaveScenarios(tx, ctx.accountId, moving);
    await progress.leaveProgress(tx, ctx.accountId, moving);
    await habitTracking.leaveHabits(tx, ctx.accountId, moving);
    await pipelines.leavePipelines(tx, ctx.accountId, moving);
    return transfer.moveWhere(tx, ctx.accountId, where, target.id, map, fallback, {
      from: source?.businessname ?? null,
      to: target.businessname,
      userId: ctx.user.id,
    });
  });
  return bulkResult(moved, contactMessages.moved(moved));
}

/** POST contact/copy-to-location (needs assign): contacts already there by email are skipped. */
export async function copyToLocation(deps: Deps, ctx: RequestContext, body: ContactLocationBody) {
  const { where, target, source, map, fallback } = await transferOf(
    deps,
    ctx,
    'copy-to-location',
    body,
  );
  const copied = await deps.db.transaction(async (tx) => {
    const adding = await transfer.countCopyable(tx, ctx.accountId, where, target.id);
    await assertContactsSpace(tx, ctx.primaryAccountId, adding);
    await tags.copyTagsTo(tx, ctx.accountId, selectedContactIds(ctx.accountId, where), target.id);
    return transfer.copyWhere(
      tx,
      ctx.accountId,
      where,
      target.id,
      map,
      fallback,
      ctx.user.id,
      source?.businessname ?? '',
      (copies) => tags.copiedContactTags(ctx.accountId, copies, target.id),
    );
  });
  return bulkResult(copied, contactMessages.copied(copied));
}

/** A page of live contacts matching `where` (tag and group member lists), newest first. */
export async function contactPage(
  deps: Deps,
  ctx: RequestContext,
  where: SQL,
  query: { page: number; per_page: number },
): Promise<Paginated<Contact>> {
  // Deleted contacts keep their group memberships (a restore brings them back): filter here.
  const liveWhere = and(isNull(contacts.deletedAt), where) as SQL;
  const [rows, total] = await Promise.all([
    repo.pageWithTags(
      deps.db,
      ctx.accountId,
      liveWhere,
      contactOrderBy('date_created', 'desc'),
      query.per_page,
      offsetOf(query),
    ),
    repo.countWhere(deps.db, ctx.accountId, liveWhere),
  ]);
  return presentPage(presentPageRows(ctx, rows), total, query.page, query.per_page);
}
