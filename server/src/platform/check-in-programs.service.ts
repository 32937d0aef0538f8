import type { PermissionArea } from '@coachline/contract/permissions';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import * as accounts from '../features/accounts/accounts.service';
import * as contacts from '../features/contacts/contacts.service';
import { authorize } from './auth';
import {
  type ContactTable,
  type checkInProgramQueries,
  setOrders,
} from './check-in-programs.repository';
import type { PortalContext, RequestContext } from './context';
import type { Deps } from './deps';
import { fieldError, notFound } from './errors';
import { removeFile } from './files';
import { presentPage } from './pagination';

// What the coach does alike on every check-in program (progress and habit tracking): list,
// create, change, remove a tracking, switch and restart its reminder, put contacts on it and
// take them off, resend a reminder. Each program presents its trackings and answers in its own
// words; a step that changes a tracking answers its row, which the program presents under its
// own key (`habit_tracking`, `progress_tracking`).

type Queries<Reminder, Settings> = ReturnType<
  typeof checkInProgramQueries<Reminder, Settings, ContactTable>
>;
type TrackingRow<Reminder, Settings> = NonNullable<
  Awaited<ReturnType<Queries<Reminder, Settings>['findTracking']>>
>;

export type CheckInProgram<Reminder, Settings, Presented> = {
  area: PermissionArea;
  queries: Queries<Reminder, Settings>;
  present(
    deps: Deps,
    accountId: number,
    rows: TrackingRow<Reminder, Settings>[],
  ): Promise<Presented[]>;
  words: {
    deleted: string;
    noReminder: string;
    notOnTracking: string;
    reminderResent: string;
    contactAdded: string;
    contactRemoved: string;
  };
  /** The most trackings a list reads, when the program caps it. */
  listLimit?: number;
  /** The storage keys of the trackings' files, removed once the trackings are. */
  filesOf?(db: Executor, accountId: number, trackingIds: number[]): Promise<string[]>;
  /** A contact put back on a tracking: what they sent before counts again. */
  rejoined?(db: Executor, accountId: number, trackingId: number, contactId: number): Promise<void>;
};

/** A new tracking's fields, as the create bodies send them. */
type NewTracking<Reminder, Settings> = {
  name: string;
  settings?: Partial<Settings> | undefined;
  reminder?: Reminder | null | undefined;
  has_reminder?: boolean | undefined;
};

/** What an update may change; turning the reminder on or off restarts it. */
type TrackingChanges<Reminder, Settings> = {
  name?: string | undefined;
  settings?: Partial<Settings> | undefined;
  reminder?: Reminder | null | undefined;
  has_reminder?: boolean | undefined;
};

export const done = (message: string) => ({ status: 1 as const, message });

export const fullName = (c: { firstName: string; lastName: string }) =>
  `${c.firstName} ${c.lastName}`.trim();

/** Every row of the list, each once, else 422 on `field`. */
export function checkComplete(
  field: string,
  message: string,
  have: number[],
  sent: { id: number }[],
) {
  const ids = new Set(sent.map((s) => s.id));
  if (ids.size !== sent.length || ids.size !== have.length || have.some((id) => !ids.has(id)))
    throw fieldError(field, message);
}

export function checkInProgramService<Reminder, Settings, Presented>(
  program: CheckInProgram<Reminder, Settings, Presented>,
) {
  const { area, queries, present, words } = program;

  async function tracking(deps: Deps, accountId: number, id: number) {
    const row = await queries.findTracking(deps.db, accountId, id);
    if (!row) throw notFound();
    return row;
  }

  async function liveContact(deps: Deps, accountId: number, contactId: number) {
    const [row] = await contacts.contactRowsByIds(deps.db, accountId, [contactId]);
    if (!row || row.deletedAt) throw notFound();
    return row;
  }

  return {
    /** The tracking of the location, else 404. */
    tracking,
    /** The contact of the location, not deleted, else 404. */
    liveContact,

    /** The tracking and location a personal link names, for a contact active on it; else 404. */
    async linked(deps: Deps, claim: { scenarioId: number; contactId: number } | null) {
      const row = claim && (await queries.trackingById(deps.db, claim.scenarioId));
      if (!claim || !row) throw notFound();
      const owner = await accounts.ownerContext(deps.db, row.accountId);
      if (!owner) throw notFound();
      const on = await queries.findTrackingContact(deps.db, row.accountId, row.id, claim.contactId);
      if (on?.status !== 'active') throw notFound();
      return { row, owner, contactId: claim.contactId };
    },

    /** The portal contact's tracking, when they are active on it; else 404. */
    async portalTracking(deps: Deps, ctx: PortalContext, trackingId: number) {
      const on = await queries.findTrackingContact(
        deps.db,
        ctx.accountId,
        trackingId,
        ctx.contactId,
      );
      const row =
        on?.status === 'active' && (await queries.findTracking(deps.db, ctx.accountId, trackingId));
      if (!row) throw notFound();
      return row;
    },

    async presentOne(deps: Deps, accountId: number, row: TrackingRow<Reminder, Settings>) {
      return (await present(deps, accountId, [row]))[0]!;
    },

    async listAll(deps: Deps, ctx: RequestContext) {
      authorize(ctx, 'view', area);
      const rows = await queries.trackings(deps.db, ctx.accountId, program.listLimit);
      return { status: 1 as const, data: await present(deps, ctx.accountId, rows) };
    },

    async list(
      deps: Deps,
      ctx: RequestContext,
      query: { page: number; per_page: number; search?: string | undefined },
    ) {
      authorize(ctx, 'view', area);
      let rows = await queries.trackings(deps.db, ctx.accountId, program.listLimit);
      const search = query.search?.toLowerCase();
      if (search) rows = rows.filter((r) => r.name.toLowerCase().includes(search));
      const page = rows.slice((query.page - 1) * query.per_page, query.page * query.per_page);
      return presentPage(
        await present(deps, ctx.accountId, page),
        rows.length,
        query.page,
        query.per_page,
      );
    },

    /** Inserts a tracking last in the lists' order; its reminder is on only when it has one. */
    async insertNew(db: Executor, accountId: number, body: NewTracking<Reminder, Settings>) {
      return queries.insertTracking(db, accountId, {
        name: body.name,
        order: await queries.nextOrder(db, accountId),
        settings: body.settings ?? {},
        reminder: body.reminder ?? null,
        hasReminder: Boolean(body.has_reminder && body.reminder),
      });
    },

    /** Inserts a copy of the tracking's own fields, named `<name> (copy)` unless named. */
    async insertCopy(
      db: Executor,
      accountId: number,
      source: TrackingRow<Reminder, Settings>,
      name: string | undefined,
    ) {
      return queries.insertTracking(db, accountId, {
        name: name ?? `${source.name} (copy)`,
        order: await queries.nextOrder(db, accountId),
        settings: source.settings,
        reminder: source.reminder,
        hasReminder: source.hasReminder,
      });
    },

    /**
     * Saves the changes: settings merge into those saved, a reminder removed turns reminding
     * off, and switching it moves the start of its times to now. Answers the saved row.
     */
    async update(
      deps: Deps,
      ctx: RequestContext,
      id: number,
      body: TrackingChanges<Reminder, Settings>,
    ) {
      authorize(ctx, 'update', area);
      const row = await tracking(deps, ctx.accountId, id);
      const reminder = body.reminder === undefined ? row.reminder : body.reminder;
      if (body.has_reminder && !reminder) throw fieldError('has_reminder', words.noReminder);
      const saved = await queries.updateTracking(deps.db, ctx.accountId, id, {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.settings === undefined ? {} : { settings: { ...row.settings, ...body.settings } }),
        ...(body.reminder === undefined
          ? {}
          : { reminder: body.reminder, hasReminder: row.hasReminder && body.reminder !== null }),
        ...(body.has_reminder === undefined
          ? {}
          : { hasReminder: body.has_reminder, reminderFrom: new Date() }),
      });
      return saved!;
    },

    /** Reminder times already past are not sent: answers the saved row. */
    async restartReminder(deps: Deps, ctx: RequestContext, id: number) {
      authorize(ctx, 'update', area);
      await tracking(deps, ctx.accountId, id);
      const saved = await queries.updateTracking(deps.db, ctx.accountId, id, {
        reminderFrom: new Date(),
      });
      return saved!;
    },

    async remove(deps: Deps, ctx: RequestContext, ids: number[]) {
      authorize(ctx, 'delete', area);
      const keys = (await program.filesOf?.(deps.db, ctx.accountId, ids)) ?? [];
      const affected = await queries.deleteTrackings(deps.db, ctx.accountId, ids);
      if (affected === 0) throw notFound();
      for (const key of keys) await removeFile(deps, ctx.accountId, key);
      return { ...done(words.deleted), affected };
    },

    /** Puts a contact on the tracking (again), or takes one that is on it off. */
    async setContact(
      deps: Deps,
      ctx: RequestContext,
      trackingId: number,
      contactId: number,
      status: 'active' | 'deleted',
    ) {
      authorize(ctx, 'update', area);
      await tracking(deps, ctx.accountId, trackingId);
      await liveContact(deps, ctx.accountId, contactId);
      if (
        status === 'deleted' &&
        !(await queries.findTrackingContact(deps.db, ctx.accountId, trackingId, contactId))
      )
        throw notFound();
      await deps.db.transaction(async (db) => {
        await queries.setContactStatus(db, ctx.accountId, trackingId, contactId, status);
        if (status === 'active') await program.rejoined?.(db, ctx.accountId, trackingId, contactId);
      });
      return done(status === 'active' ? words.contactAdded : words.contactRemoved);
    },

    /**
     * Puts a tracking's parts (categories, sections) in the order sent, which must name each of
     * them once, else 422 on `parts.field`.
     */
    async sortParts(
      deps: Deps,
      ctx: RequestContext,
      trackingId: number,
      sent: { id: number; order: number }[],
      parts: {
        table: PgTable & { order: PgColumn };
        ofTracking(db: Executor, accountId: number, trackingId: number): Promise<{ id: number }[]>;
        field: string;
        incomplete: string;
      },
    ) {
      authorize(ctx, 'update', area);
      await tracking(deps, ctx.accountId, trackingId);
      const rows = await parts.ofTracking(deps.db, ctx.accountId, trackingId);
      checkComplete(
        parts.field,
        parts.incomplete,
        rows.map((r) => r.id),
        sent,
      );
      await setOrders(deps.db, ctx.accountId, parts.table, sent);
    },

    /** The reminder to one active contact now, sent by the program (type 1 email, else SMS). */
    async resendReminder(
      deps: Deps,
      ctx: RequestContext,
      id: number,
      contactId: number,
      send: (
        row: TrackingRow<Reminder, Settings>,
        contactId: number,
      ) => Promise<{ status: number; message?: string }>,
    ) {
      authorize(ctx, 'update', area);
      const row = await tracking(deps, ctx.accountId, id);
      await liveContact(deps, ctx.accountId, contactId);
      const on = await queries.findTrackingContact(deps.db, ctx.accountId, id, contactId);
      if (on?.status !== 'active') throw fieldError('contact_id', words.notOnTracking);
      if (!row.reminder) throw fieldError('contact_id', words.noReminder);
      const answer = await send(row, contactId);
      if (answer.status !== 1) throw fieldError('contact_id', answer.message ?? words.noReminder);
      return done(words.reminderResent);
    },
  };
}
