import { setImmediate as giveWay } from 'node:timers/promises';
import { type ImportProgressEvent, realtimeEvents } from '@coachline/contract/api';
import { type DuplicatePolicy, importUndoDays } from '@coachline/contract/contact-import';
import { contactMessages } from '@coachline/contract/contacts';
import type { PhoneCountry } from '@coachline/contract/phones';
import type { FastifyBaseLogger } from 'fastify';
import { lockClass } from '../../db/advisory-locks';
import { relaxBackgroundTransaction } from '../../db/rows';
import type { Deps } from '../../platform/deps';
import { keepFile } from '../../platform/files';
import type { LocalCopy } from '../../platform/storage';
import { findAccount, phoneCountryOf, primaryIdOf } from '../accounts/accounts.service';
import { lockContactsSpace } from '../accounts/limits';
import * as contacts from '../contacts/contacts.service';
import { ensureTags, tagContacts } from '../tags/tags.service';
import { changeOf, rowValues } from './contact-import.changes';
import { UnreadableFileError } from './contact-import.errors';
import {
  compileMapping,
  type ImportPlan,
  mapRow,
  normalizePhone,
  RepeatTracker,
  type RowContact,
  type StatusLookup,
} from './contact-import.mapping';
import { countUploadRows, uploadRows } from './contact-import.reader';
import * as repo from './contact-import.repository';
import type { ImportRowError } from './contact-import.tables';

// The contact import job (001 §7 import): validates the whole file, then writes it in batches,
// each in one transaction with the import's counters, resume point and what it changed on
// existing contacts (for the undo), so a run that dies resumes where the last batch ended and
// never writes a row twice. A run holds the import's
// lock (deps.locks) until it ends; when its process dies, PostgreSQL frees the lock, and any
// process with workers finds the orphan within seconds and queues it again.

export const contactImportQueue = 'contact-import';
export type ContactImportJob = { importId: number };

// Rows per batch: each batch costs a dozen round trips and a count of the organization's
// contacts under its lock, whatever its size; 5,000 rows keep that under a tenth of the batch.
const batchRows = 5000;
/** The failed rows listed in the log; failed_count stays exact and the failed-rows CSV has all. */
export const maxListedErrors = 1000;
// Worker starts before an import that keeps dying is given up.
const maxAttempts = 8;
const progressEveryMs = 250;
// Rows mapped between two turns of the event loop: a few milliseconds of work.
const giveWayEvery = 100;
// How often each process with workers looks for imports whose run died.
const orphanCheckEveryMs = 3_000;
const jobOptions = { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 4 * 3600 };

/** An expected end of the import, with the reason the log shows. */
class ImportStopped extends Error {}
/** Another run of the same import committed this batch first: this run quietly stops. */
class Superseded extends Error {}

export type RunOptions = {
  batchSize?: number;
  /** Called after each committed batch (tests stop a run here to simulate a crash). */
  afterBatch?: (batch: number) => void | Promise<void>;
  /** Unexpected errors fail the import ('fail', inline runs) or propagate for a job retry. */
  onError?: 'fail' | 'retry';
  log?: FastifyBaseLogger;
};

export async function enqueueImport(deps: Deps, importId: number): Promise<void> {
  await deps.jobs?.send<ContactImportJob>(contactImportQueue, { importId }, jobOptions);
}

/**
 * Registers the job worker, enqueues the imports left queued (a process may have stopped
 * before their job was sent; a second job for one finds it taken or done), and from then on
 * queues again every running import whose run died.
 */
export async function startContactImportWorker(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.work<ContactImportJob>(contactImportQueue, (data) =>
    runImport(deps, data.importId, { log }),
  );
  for (const { id } of await repo.listImportsIn(deps.db, 'queued')) await enqueueImport(deps, id);
  jobs.repeat('resume orphaned imports', orphanCheckEveryMs, () => requeueOrphans(deps));
}

/**
 * A running import whose lock is free has no run: its process died (or its run failed and
 * awaits a retry, which this brings forward). Holding the lock, it goes back to the queue once,
 * whichever process finds it first.
 */
async function requeueOrphans(deps: Deps): Promise<void> {
  for (const { id } of await repo.listImportsIn(deps.db, 'running')) {
    if (!(await deps.locks.tryLock(lockClass.contactImport, id))) continue;
    try {
      if (await repo.requeueImport(deps.db, id)) await enqueueImport(deps, id);
    } finally {
      await deps.locks.unlock(lockClass.contactImport, id);
    }
  }
}

/** Runs the import unless another run holds it, in this process or another. */
export async function runImport(
  deps: Deps,
  importId: number,
  options: RunOptions = {},
): Promise<void> {
  if (!(await deps.locks.tryLock(lockClass.contactImport, importId))) return;
  try {
    await runClaimed(deps, importId, options);
  } finally {
    await deps.locks.unlock(lockClass.contactImport, importId);
  }
}

async function runClaimed(deps: Deps, importId: number, options: RunOptions): Promise<void> {
  const job = await repo.claimImport(deps.db, importId);
  if (!job) return;
  try {
    if (job.attempts > maxAttempts) {
      throw new ImportStopped(
        `The import stopped unexpectedly ${maxAttempts} times; ${job.count} of ${job.totalCount} rows were processed.`,
      );
    }
    await importRows(deps, job, options);
  } catch (error) {
    if (error instanceof Superseded) return;
    // Another run (a process that resumed it) ended the import while this one read: what it
    // wrote stands.
    const now = await repo.findImport(deps.db, job.accountId, job.id);
    if (now && now.status !== 'running') return;
    if (error instanceof ImportStopped) return fail(deps, job, error.message);
    if (options.onError === 'fail' || job.attempts >= maxAttempts) {
      options.log?.error({ err: error, importId }, 'contact import failed');
      return fail(
        deps,
        job,
        `The import stopped because of an unexpected error after ${now?.count ?? job.count} rows; the rows before it are imported.`,
      );
    }
    throw error;
  }
}

const dayMs = 24 * 3600 * 1000;

/** The upload stays, downloadable from the log, for as long as the import can be undone. */
async function keepUpload(deps: Deps, job: repo.ImportRow) {
  const until = new Date(Date.now() + importUndoDays * dayMs);
  await keepFile(deps.db, job.accountId, job.filePath, until);
}

async function fail(deps: Deps, job: repo.ImportRow, reason: string) {
  if (!(await repo.finishImport(deps.db, job.accountId, job.id, { status: 'failed', reason })))
    return;
  await keepUpload(deps, job);
  // The counts the log holds now: the rows of the batches written before the failure.
  const counts = (await repo.findImport(deps.db, job.accountId, job.id)) ?? job;
  publishProgress(deps, job, counts.count, counts.totalCount, 'failed');
}

type Pending = { row: number; cells: string[]; contact?: RowContact; message?: string };

type Context = {
  job: repo.ImportRow;
  /** The organization whose plan limit the new contacts count against. */
  primaryAccountId: number;
  /** The location's country for numbers written without their country code. */
  phoneCountry: PhoneCountry;
  plan: ImportPlan;
  statusOf: StatusLookup;
  defaultStatus: string;
  optionTagIds: number[];
  policy: DuplicatePolicy;
  progress: repo.Progress;
};

const unreadable = (reason: string) =>
  new ImportStopped(
    `The file could not be read: ${reason}. Nothing was imported; fix the file and upload it again.`,
  );

/** A file that cannot be read, or is gone, ends the import with the reason; other errors stay. */
function stoppedBy(error: unknown): unknown {
  if (error instanceof UnreadableFileError) return unreadable(error.message);
  if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    return new ImportStopped('The uploaded file is no longer available; upload it again.');
  return error;
}

/** The file's data rows. A malformed file fails whole, before anything is written. */
async function rowTotal(deps: Deps, job: repo.ImportRow, path: string): Promise<number> {
  // The upload read the file whole and kept what it found: no second pass.
  if (job.fileChecked) return job.totalCount;
  let total: number;
  try {
    total = await countUploadRows(path, job.fileType);
  } catch (error) {
    throw stoppedBy(error);
  }
  if (total !== job.totalCount) await repo.setTotal(deps.db, job.accountId, job.id, total);
  return total;
}

/** Imports from a local copy of the upload (a copy only on S3: XLSX needs random access). */
async function importRows(deps: Deps, job: repo.ImportRow, options: RunOptions) {
  // What the upload found wrong with the file stops the import before the file is fetched.
  if (job.fileChecked && job.fileError !== null) throw unreadable(job.fileError);
  let copy: LocalCopy;
  try {
    copy = await deps.storage.localCopy(job.filePath);
  } catch (error) {
    throw stoppedBy(error);
  }
  try {
    await importFrom(deps, job, options, copy.path);
  } finally {
    await copy.release();
  }
}

async function importFrom(deps: Deps, job: repo.ImportRow, options: RunOptions, path: string) {
  const total = await rowTotal(deps, job, path);

  const context = await prepare(deps, job);
  const statistics = await statisticsKeeper(deps, options.log);
  const repeats = new RepeatTracker();
  const publish = progressPublisher(deps, job, total);
  const resumeAfter = context.progress.nextRow;
  const size = options.batchSize ?? batchRows;
  let batch: Pending[] = [];
  let batches = 0;
  // One batch is written while the next is read and mapped; a write's failure stops the run at
  // the next hand-over.
  let writing: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  const flush = async () => {
    const rows = batch;
    batch = [];
    await writing;
    if (failure) throw failure.error;
    writing = (async () => {
      await statistics.writing(rows.length);
      await writeBatch(deps, context, rows);
      batches += 1;
      publish(context.progress.count, false);
      await options.afterBatch?.(batches);
    })().catch((error: unknown) => {
      failure = { error };
    });
  };
  try {
    for await (const { row, cells } of uploadRows(path, job.fileType)) {
      // Mapping runs on the thread that also takes the database's answers, and rows arrive a
      // thousand at a time with nothing to wait for: giving way now and then keeps the batch
      // being written from waiting behind the mapping of the next one at every round trip.
      if (row % giveWayEvery === 0) await giveWay();
      const mapped = mapRow(cells, context.plan, context.statusOf, context.phoneCountry);
      // Rows before the resume point still pass through the tracker, so repeats are caught alike.
      const repeat = mapped.ok ? repeats.check(row, mapped.contact) : undefined;
      if (row <= resumeAfter) continue;
      if (!mapped.ok) batch.push({ row, cells, message: mapped.message });
      else if (repeat) batch.push({ row, cells, message: repeat });
      else batch.push({ row, cells, contact: mapped.contact });
      if (batch.length >= size) await flush();
    }
    if (batch.length > 0) await flush();
    await writing;
  } catch (error) {
    throw stoppedBy(error);
  } finally {
    await statistics.settled();
  }
  if (failure) throw failure.error;

  const { progress } = context;
  const unlisted = progress.failedCount - progress.errors.length;
  const ended = await repo.finishImport(deps.db, job.accountId, job.id, {
    status: 'completed',
    reason:
      unlisted > 0
        ? `Only the first ${maxListedErrors.toLocaleString('en-US')} failed rows are listed here; download the failed rows to see all ${progress.failedCount.toLocaleString('en-US')}.`
        : null,
  });
  if (!ended) return;
  await keepUpload(deps, job);
  publish(total, true);
}

async function prepare(deps: Deps, job: repo.ImportRow): Promise<Context> {
  const location = await findAccount(deps.db, job.accountId);
  if (!location) throw new ImportStopped('The location of this import no longer exists.');
  const tabs = await contacts.tabsOf(deps.db, job.accountId);
  const byText = new Map<string, string>();
  for (const tab of tabs) {
    byText.set(tab.title.toLowerCase(), tab.value);
    byText.set(tab.value.toLowerCase(), tab.value);
  }
  const statusOf: StatusLookup = (text) => byText.get(text.trim().toLowerCase());
  const firstLead = tabs.find((t) => t.group === 'leads') ?? tabs[0];
  const defaultStatus =
    (job.options.status && statusOf(job.options.status)) || firstLead?.value || 'lead';

  const compiled = compileMapping(
    job.headers,
    job.mapping,
    await contacts.listCustomFields(deps.db, job.accountId),
  );
  if ('errors' in compiled) {
    throw new ImportStopped(
      `The column mapping is no longer valid: ${Object.values(compiled.errors).flat().join(' ')}`,
    );
  }
  const optionTags = await ensureTags(deps.db, job.accountId, job.options.tags ?? []);
  return {
    job,
    primaryAccountId: primaryIdOf(location),
    phoneCountry: phoneCountryOf(location),
    plan: compiled.plan,
    statusOf,
    defaultStatus,
    optionTagIds: [...optionTags.values()],
    policy: job.options.duplicate_policy ?? 'update',
    progress: {
      count: job.count,
      importedCount: job.importedCount,
      updatedCount: job.updatedCount,
      failedCount: job.failedCount,
      errors: [...job.errors],
      nextRow: job.nextRow,
    },
  };
}

/**
 * Refreshes the contact table's statistics whenever the rows written since the last look reach
 * its size. While the planner believes the table smaller than a batch, the next batch waits for
 * the refresh: its matching would be planned as for an empty table. Later refreshes run beside
 * the next batch (on PostgreSQL on another connection; PGlite runs them between two batches).
 * Statistics only guide plans: a failed refresh is logged, not fatal.
 */
async function statisticsKeeper(deps: Deps, log: FastifyBaseLogger | undefined) {
  let known = await contacts.plannedContactRows(deps.db);
  let written = 0;
  let refreshing: Promise<void> = Promise.resolve();
  const refresh = async () => {
    try {
      await contacts.analyzeContacts(deps.db);
      known = await contacts.plannedContactRows(deps.db);
    } catch (error) {
      log?.warn({ err: error }, 'contact statistics not refreshed');
    }
  };
  return {
    /** Counts a batch about to be written, first starting a refresh when one is due. */
    writing: async (rows: number) => {
      if (written >= Math.max(batchRows, known)) {
        await refreshing;
        written = 0;
        refreshing = refresh();
        if (known < batchRows) await refreshing;
      }
      written += rows;
    },
    /** Waits for the refresh under way, so none outlives the run. */
    settled: () => refreshing,
  };
}

function publishProgress(
  deps: Deps,
  job: repo.ImportRow,
  count: number,
  total: number,
  status: NonNullable<ImportProgressEvent['status']>,
) {
  deps.realtime?.toUser(job.userId, realtimeEvents.importProgress, {
    user_id: job.userId,
    import_id: job.id,
    count,
    total_count: total,
    status,
  } satisfies ImportProgressEvent);
}

/** Publishes import progress to the importing user, a few times a second at most. */
function progressPublisher(deps: Deps, job: repo.ImportRow, total: number) {
  let last = 0;
  return (count: number, final: boolean) => {
    const now = Date.now();
    if (!final && now - last < progressEveryMs) return;
    last = now;
    publishProgress(deps, job, count, total, final ? 'completed' : 'running');
  };
}

// A row's fields without what only the import uses.
const fieldsOf = ({
  rawNumber: _raw,
  tags: _tags,
  ...fields
}: RowContact): contacts.ImportedFields => fields;

/** Two rows updating one contact act in file order: the later row's fields win. */
function mergeUpdates(updates: { id: number; row: number; contact: RowContact }[]) {
  const byId = new Map<number, { row: number; contact: RowContact }>();
  for (const { id, row, contact } of updates) {
    const earlier = byId.get(id);
    if (!earlier) {
      byId.set(id, { row, contact });
      continue;
    }
    const later = Object.fromEntries(Object.entries(contact).filter(([, v]) => v !== undefined));
    byId.set(id, {
      row: earlier.row,
      contact: {
        ...earlier.contact,
        ...later,
        custom: { ...earlier.contact.custom, ...contact.custom },
        tags: [...earlier.contact.tags, ...contact.tags],
      },
    });
  }
  return [...byId].map(([id, update]) => ({ id, ...update }));
}

const addTo = (index: Map<string, Set<number>>, key: string | null | undefined, id: number) => {
  if (!key) return;
  const ids = index.get(key) ?? new Set<number>();
  ids.add(id);
  index.set(key, ids);
};

type Decision =
  | { kind: 'insert'; pending: Pending; contact: RowContact }
  | { kind: 'update'; pending: Pending; id: number; contact: RowContact }
  | { kind: 'skip'; pending: Pending }
  | { kind: 'fail'; pending: Pending; message: string };

/**
 * Writes one batch in one transaction with the import's counters. New contacts count against
 * the plan's space under the organization's lock, as every other writer of contacts does: when
 * the space runs out part-way, the rows before the first one that does not fit are written and
 * the import stops with the limit as its reason.
 */
async function writeBatch(deps: Deps, context: Context, batch: Pending[]) {
  const { job, progress } = context;
  const accountId = job.accountId;
  const next: repo.Progress = { ...progress, errors: [...progress.errors] };
  let stopped: string | undefined;

  await deps.db.transaction(async (tx) => {
    // A commit lost in a crash is a batch redone from next_row, saved in the same transaction.
    await relaxBackgroundTransaction(tx);
    const candidates = batch.filter((p) => p.contact);
    const emails = [
      ...new Set(candidates.flatMap((p) => (p.contact?.email ? [p.contact.email] : []))),
    ];
    const numbers = [
      ...new Set(
        candidates.flatMap((p) =>
          p.contact?.number ? [p.contact.number, p.contact.rawNumber!.trim()] : [],
        ),
      ),
    ];
    const byEmail = new Map<string, Set<number>>();
    const byNumber = new Map<string, Set<number>>();
    for (const match of await contacts.findMatches(tx, accountId, emails, numbers)) {
      addTo(byEmail, match.email?.toLowerCase(), match.id);
      const phone = match.number ? normalizePhone(match.number, context.phoneCountry) : undefined;
      addTo(byNumber, phone && 'value' in phone ? phone.value : match.number, match.id);
    }

    let decisions: Decision[] = batch.map((pending): Decision => {
      const contact = pending.contact;
      if (!contact)
        return {
          kind: 'fail',
          pending,
          message: pending.message ?? 'The row could not be imported.',
        };
      const ids = new Set([
        ...(byEmail.get(contact.email ?? '') ?? []),
        ...(byNumber.get(contact.number ?? '') ?? []),
      ]);
      if (ids.size > 1) {
        return {
          kind: 'fail',
          pending,
          message: `The row matches ${ids.size} existing contacts (#${[...ids].sort((a, b) => a - b).join(', #')}) by email or phone number; merge them or correct the row.`,
        };
      }
      // A skipped row, or one that changes nothing, counts as processed only:
      // count − imported − updated − failed.
      if (ids.size === 1)
        return context.policy === 'skip'
          ? { kind: 'skip', pending }
          : { kind: 'update', pending, id: [...ids][0]!, contact };
      return { kind: 'insert', pending, contact };
    });

    const insertAt = decisions.flatMap((d, i) => (d.kind === 'insert' ? [i] : []));
    if (insertAt.length > 0) {
      const { space, remaining } = await lockContactsSpace(tx, context.primaryAccountId);
      if (insertAt.length > remaining) {
        // The first new contact that does not fit ends the import; the rows before it are written.
        const cut = insertAt[remaining]!;
        decisions = decisions.slice(0, cut);
        const row = batch[cut]!.row;
        stopped = `${contactMessages.contactsLimit(space)} The import stopped at row ${row.toLocaleString('en-US')}; the rows before it are imported.`;
      }
    }

    const inserts = decisions.flatMap((d) =>
      d.kind === 'insert' ? [{ row: d.pending.row, contact: d.contact }] : [],
    );
    const updates = decisions.flatMap((d) =>
      d.kind === 'update' ? [{ id: d.id, row: d.pending.row, contact: d.contact }] : [],
    );
    const failures = decisions.flatMap((d) =>
      d.kind === 'fail' ? [{ row: d.pending.row, cells: d.pending.cells, message: d.message }] : [],
    );

    const created = await contacts.insertImportedContacts(
      tx,
      accountId,
      { importId: job.id, userId: job.userId },
      inserts.map((i) => ({
        row: i.row,
        fields: { ...fieldsOf(i.contact), status: i.contact.status ?? context.defaultStatus },
      })),
    );
    await deps.automation.fire(tx, {
      type: 'contact_created',
      accountId,
      contacts: created.map((c) => c.id),
      source: 'import',
    });
    const updated = mergeUpdates(updates);
    const current = await contacts.importableFieldsOf(
      tx,
      accountId,
      updated.map((u) => u.id),
    );
    const policy = context.policy === 'skip' ? 'update' : context.policy;
    const changed = updated.flatMap((u) => {
      const now = current.get(u.id);
      return now ? [{ ...u, change: changeOf(policy, now, rowValues(u.contact)) }] : [];
    });
    await contacts.patchContacts(
      tx,
      accountId,
      changed.flatMap((c) =>
        Object.keys(c.change.after).length > 0 ? [{ id: c.id, values: c.change.after }] : [],
      ),
    );

    const idByRow = new Map(created.map((c) => [c.row, c.id]));
    const tagged = [
      ...inserts.flatMap((i) => {
        const id = idByRow.get(i.row);
        return id === undefined ? [] : [{ id, tags: i.contact.tags }];
      }),
      ...changed.map((u) => ({ id: u.id, tags: u.contact.tags })),
    ];
    const tagIds = await ensureTags(tx, accountId, [...new Set(tagged.flatMap((t) => t.tags))]);
    const pairs = tagged.flatMap((t) => {
      const ids = new Set([
        ...context.optionTagIds,
        ...t.tags.flatMap((name) => tagIds.get(name.toLowerCase()) ?? []),
      ]);
      return [...ids].map((tagId) => ({ contactId: t.id, tagId }));
    });
    const added = await tagContacts(tx, accountId, pairs);
    const addedTo = new Map<number, number[]>();
    for (const { contactId, tagId } of added)
      addedTo.set(contactId, [...(addedTo.get(contactId) ?? []), tagId]);
    const changes = changed.flatMap((c) => {
      const addedTagIds = addedTo.get(c.id) ?? [];
      if (Object.keys(c.change.after).length === 0 && addedTagIds.length === 0) return [];
      return [{ contactId: c.id, row: c.row, ...c.change, addedTagIds }];
    });
    await repo.insertChanges(tx, accountId, job.id, changes);
    await repo.insertFailures(tx, accountId, job.id, failures);
    for (const f of failures) {
      if (next.errors.length < maxListedErrors)
        next.errors.push({ row: f.row, message: f.message } satisfies ImportRowError);
    }
    next.count += decisions.length;
    next.importedCount += inserts.length;
    next.updatedCount += changes.length;
    next.failedCount += failures.length;
    next.nextRow = decisions.at(-1)?.pending.row ?? progress.nextRow;
    if (!(await repo.saveProgress(tx, accountId, job.id, progress.nextRow, next)))
      throw new Superseded();
  });
  context.progress = next;
  if (stopped) throw new ImportStopped(stopped);
}
