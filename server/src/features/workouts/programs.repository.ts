import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { leaveContactRows, reassignUniqueContactRows } from '../contacts/contact-assets';
import { workoutContacts, workoutPlanContacts, workoutSessions } from './workouts.tables';

// The contacts given workouts and plans (002 §4 statuses): one row per contact and workout or
// plan, its status changed rather than the row deleted, so what they did stays with them.

export type ProgramKind = 'workout' | 'plan';
const tableOf = (kind: ProgramKind) => (kind === 'workout' ? workoutContacts : workoutPlanContacts);
const programColumn = (kind: ProgramKind) =>
  kind === 'workout' ? workoutContacts.workoutId : workoutPlanContacts.planId;

/**
 * Gives the program to the contacts of the subquery: new rows, and those removed, completed or
 * opted in made active again (a plan's from the new start). Counts the rows written.
 */
export async function assign(
  db: Executor,
  accountId: number,
  kind: ProgramKind,
  programId: number,
  contactIds: SQL,
  startDate: string | null,
) {
  const rows =
    kind === 'workout'
      ? await rowsOf(
          db,
          sql`insert into ${workoutContacts} (account_id, workout_id, contact_id)
            select ${accountId}::int, ${programId}::int, id from ${contactIds} as c(id)
            on conflict (account_id, workout_id, contact_id) do update
              set status = 'active', assigned_at = now(), completed_at = null
              where ${workoutContacts}.status <> 'active'
            returning id`,
        )
      : await rowsOf(
          db,
          sql`insert into ${workoutPlanContacts} (account_id, plan_id, contact_id, start_date)
            select ${accountId}::int, ${programId}::int, id, ${startDate}::date
            from ${contactIds} as c(id)
            on conflict (account_id, plan_id, contact_id) do update
              set status = 'active', assigned_at = now(), completed_at = null,
                start_date = excluded.start_date
              where ${workoutPlanContacts}.status <> 'active'
            returning id`,
        );
  return rows.length;
}

/** Takes the program back from the contacts of the subquery (status deleted). */
export async function unassign(
  db: Executor,
  accountId: number,
  kind: ProgramKind,
  programId: number,
  contactIds: SQL,
) {
  const table = tableOf(kind);
  const rows = await db
    .update(table)
    .set({ status: 'deleted' })
    .where(
      and(
        ofAccount(table, accountId),
        eq(programColumn(kind), programId),
        ne(table.status, 'deleted'),
        sql`${table.contactId} in ${contactIds}`,
      ),
    )
    .returning({ id: table.id });
  return rows.length;
}

export type Assignment = {
  id: number;
  programId: number;
  contactId: number;
  status: 'active' | 'deleted' | 'optins' | 'completed';
  startDate: string | null;
  assignedAt: Date;
  completedAt: Date | null;
  remindedAt: Date | null;
};

const columnsOf = (kind: ProgramKind) =>
  kind === 'workout'
    ? {
        id: workoutContacts.id,
        programId: workoutContacts.workoutId,
        contactId: workoutContacts.contactId,
        status: workoutContacts.status,
        startDate: sql<string | null>`null`,
        assignedAt: workoutContacts.assignedAt,
        completedAt: workoutContacts.completedAt,
        remindedAt: workoutContacts.remindedAt,
      }
    : {
        id: workoutPlanContacts.id,
        programId: workoutPlanContacts.planId,
        contactId: workoutPlanContacts.contactId,
        status: workoutPlanContacts.status,
        startDate: sql<string | null>`${workoutPlanContacts.startDate}`,
        assignedAt: workoutPlanContacts.assignedAt,
        completedAt: workoutPlanContacts.completedAt,
        remindedAt: workoutPlanContacts.remindedAt,
      };

/** A program's contacts of a status, newest first, narrowed by a contact search. */
export async function pageOfAssignments(
  db: Executor,
  accountId: number,
  kind: ProgramKind,
  programId: number,
  filter: { status: Assignment['status']; search: SQL | undefined },
  page: { page: number; perPage: number },
) {
  const table = tableOf(kind);
  const where = and(
    ofAccount(table, accountId),
    eq(programColumn(kind), programId),
    eq(table.status, filter.status),
    filter.search ? sql`${table.contactId} in ${filter.search}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columnsOf(kind))
      .from(table)
      .where(where)
      .orderBy(desc(table.assignedAt), desc(table.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: rows as Assignment[], total: total?.n ?? 0 };
}

/** The assignments of one program or of every one, of some contacts or all, any status. */
export async function assignmentsOf(
  db: Executor,
  accountId: number,
  kind: ProgramKind,
  filter: {
    programId?: number | undefined;
    contactId?: number | undefined;
    statuses?: Assignment['status'][] | undefined;
  },
): Promise<Assignment[]> {
  const table = tableOf(kind);
  const rows = await db
    .select(columnsOf(kind))
    .from(table)
    .where(
      and(
        ofAccount(table, accountId),
        filter.programId === undefined ? undefined : eq(programColumn(kind), filter.programId),
        filter.contactId === undefined ? undefined : eq(table.contactId, filter.contactId),
        filter.statuses ? inArray(table.status, filter.statuses) : undefined,
      ),
    )
    .orderBy(desc(table.assignedAt), desc(table.id));
  return rows as Assignment[];
}

export async function markReminded(
  db: Executor,
  accountId: number,
  kind: ProgramKind,
  assignmentId: number,
) {
  const table = tableOf(kind);
  await db
    .update(table)
    .set({ remindedAt: new Date() })
    .where(and(ofAccount(table, accountId), eq(table.id, assignmentId)));
}

/** A plan's contact done with it: every scheduled workout has its session. */
export async function markPlanCompleted(db: Executor, accountId: number, assignmentId: number) {
  await db
    .update(workoutPlanContacts)
    .set({ status: 'completed', completedAt: new Date() })
    .where(
      and(
        ofAccount(workoutPlanContacts, accountId),
        eq(workoutPlanContacts.id, assignmentId),
        eq(workoutPlanContacts.status, 'active'),
      ),
    );
}

/** Rows of each status, per program. */
export async function statusCountsOf(
  db: Executor,
  accountId: number,
  kind: ProgramKind,
  programId: number,
) {
  const table = tableOf(kind);
  const rows = await db
    .select({ status: table.status, n: count() })
    .from(table)
    .where(and(ofAccount(table, accountId), eq(programColumn(kind), programId)))
    .groupBy(table.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

// Contacts moving and merged ----------------------------------------------------------------

/** Contacts leaving for another location (a subquery of their ids) leave what they had here. */
export async function leaveWorkouts(db: Executor, accountId: number, contactIds: SQL) {
  for (const table of [workoutSessions, workoutContacts, workoutPlanContacts])
    await leaveContactRows(db, table, accountId, contactIds);
}

/**
 * A merge: the merged contacts' sessions become the survivor's; their workouts and plans too,
 * unless the survivor has the same one already (then theirs is dropped).
 */
export async function reassignWorkouts(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  await reassignUniqueContactRows(db, workoutSessions, 'client_id', accountId, fromIds, toId);
  await reassignUniqueContactRows(db, workoutContacts, 'workout_id', accountId, fromIds, toId);
  await reassignUniqueContactRows(db, workoutPlanContacts, 'plan_id', accountId, fromIds, toId);
}
