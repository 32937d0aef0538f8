import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { leaveContactRows, reassignContactRows } from '../contacts/contact-assets';
import { escapeLike, selectedContactIds } from '../contacts/contacts.filters';
import { type TaskRow, taskContacts, tasks } from './tasks.tables';

export type TaskFilter = {
  status: 'open' | 'done' | 'all';
  search?: string | undefined;
  assigneeId?: number | undefined;
  contactId?: number | undefined;
};

function filterWhere(accountId: number, filter: TaskFilter): SQL {
  return and(
    ofAccount(tasks, accountId),
    filter.status === 'open' ? isNull(tasks.doneAt) : undefined,
    filter.status === 'done' ? isNotNull(tasks.doneAt) : undefined,
    filter.search ? sql`${tasks.title} ilike ${`%${escapeLike(filter.search)}%`}` : undefined,
    filter.assigneeId === undefined ? undefined : eq(tasks.assigneeId, filter.assigneeId),
    filter.contactId === undefined
      ? undefined
      : sql`exists (select 1 from ${taskContacts} c where c.account_id = ${accountId}::int
          and c.task_id = ${tasks.id} and c.contact_id = ${filter.contactId}::bigint)`,
  )!;
}

/** Open first, soonest due first (undated last); done ones by when they were done. */
const listOrder = [
  sql`${tasks.doneAt} is not null`,
  asc(tasks.dueAt),
  desc(tasks.doneAt),
  desc(tasks.id),
];

export async function pageOfTasks(
  db: Executor,
  accountId: number,
  filter: TaskFilter,
  page: { page: number; perPage: number },
) {
  const where = filterWhere(accountId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(...listOrder)
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTask(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(ofAccount(tasks, accountId), eq(tasks.id, id)));
  return row;
}

/** Each task's number of contacts, and its first `first` contacts in the order they were added. */
export async function contactsOfTasks(
  db: Executor,
  accountId: number,
  taskIds: number[],
  first: number,
) {
  if (taskIds.length === 0) return { counts: new Map<number, number>(), firsts: [] };
  const ids = sql`(${sql.join(
    taskIds.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
  const [counted, firsts] = await Promise.all([
    rowsOf<{ task_id: number; n: number }>(
      db,
      sql`select task_id, count(*)::int as n from ${taskContacts}
        where account_id = ${accountId}::int and task_id in ${ids} group by task_id`,
    ),
    rowsOf<{ task_id: number; contact_id: number }>(
      db,
      sql`select task_id, contact_id::float8 as contact_id from (
          select task_id, contact_id, row_number() over (
            partition by task_id order by added_at, contact_id) as position
          from ${taskContacts} where account_id = ${accountId}::int and task_id in ${ids}) ranked
        where position <= ${first}::bigint order by task_id, position`,
    ),
  ]);
  return { counts: new Map(counted.map((r) => [r.task_id, r.n])), firsts };
}

export type TaskValues = {
  title: string;
  description: string;
  dueDate: string | null;
  dueTime: string | null;
  assigneeId: number | null;
  remind: boolean;
};

/** When the task falls due: its date and time (else the day's end) in the location's zone. */
const dueAtOf = (values: Pick<TaskValues, 'dueDate' | 'dueTime'>, timeZone: string) =>
  values.dueDate === null
    ? null
    : sql`(${values.dueDate}::date + ${values.dueTime ?? '23:59'}::time) at time zone ${timeZone}`;

export async function insertTask(
  db: Executor,
  accountId: number,
  userId: number,
  values: TaskValues,
  timeZone: string,
): Promise<TaskRow> {
  const [row] = await db
    .insert(tasks)
    .values({ accountId, createdBy: userId, ...values, dueAt: dueAtOf(values, timeZone) })
    .returning();
  return row!;
}

/** The fields given; a new due date or time sets when it falls due and rearms its reminder. */
export async function updateTask(
  db: Executor,
  accountId: number,
  row: TaskRow,
  values: Partial<TaskValues>,
  timeZone: string,
) {
  const due = { dueDate: row.dueDate, dueTime: row.dueTime, ...values };
  const dueChanged = 'dueDate' in values || 'dueTime' in values;
  const [updated] = await db
    .update(tasks)
    .set({
      ...values,
      ...(dueChanged ? { dueAt: dueAtOf(due, timeZone), remindedAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(and(ofAccount(tasks, accountId), eq(tasks.id, row.id)))
    .returning();
  return updated;
}

export async function setDone(db: Executor, accountId: number, id: number, done: boolean) {
  const [row] = await db
    .update(tasks)
    .set({ doneAt: done ? sql`coalesce(${tasks.doneAt}, now())` : null, updatedAt: new Date() })
    .where(and(ofAccount(tasks, accountId), eq(tasks.id, id)))
    .returning();
  return row;
}

export async function deleteTask(db: Executor, accountId: number, id: number) {
  const deleted = await db
    .delete(tasks)
    .where(and(ofAccount(tasks, accountId), eq(tasks.id, id)))
    .returning({ id: tasks.id });
  return deleted.length > 0;
}

/** Adds the live contacts `where` selects to the task; answers how many were new. */
export async function addContactsWhere(
  db: Executor,
  accountId: number,
  taskId: number,
  where: SQL,
) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`with added as (
      insert into ${taskContacts} (account_id, task_id, contact_id)
      select ${accountId}::int, ${taskId}::int, selected.id
      from ${selectedContactIds(accountId, where)} selected
      on conflict do nothing
      returning 1
    ) select count(*)::int as n from added`,
  );
  return row?.n ?? 0;
}

export async function removeContactsWhere(
  db: Executor,
  accountId: number,
  taskId: number,
  where: SQL,
) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`with removed as (
      delete from ${taskContacts} where account_id = ${accountId}::int
        and task_id = ${taskId}::int and contact_id in ${selectedContactIds(accountId, where)}
      returning 1
    ) select count(*)::int as n from removed`,
  );
  return row?.n ?? 0;
}

/** The tasks due by `now` whose reminder is still to go, oldest first. */
// unscoped: the sweep serves every location's due tasks, each then on its own.
export function dueReminders(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.remind, true),
        isNull(tasks.remindedAt),
        isNull(tasks.doneAt),
        sql`${tasks.dueAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(tasks.dueAt))
    .limit(limit);
}

/** Takes a task's reminder: true for the one process that takes it. */
export async function claimReminder(db: Executor, accountId: number, id: number) {
  const taken = await db
    .update(tasks)
    .set({ remindedAt: new Date() })
    .where(and(ofAccount(tasks, accountId), eq(tasks.id, id), isNull(tasks.remindedAt)))
    .returning({ id: tasks.id });
  return taken.length > 0;
}

/** Gives a reminder back when its mail could not go, for the next sweep. */
export async function releaseReminder(db: Executor, accountId: number, id: number) {
  await db
    .update(tasks)
    .set({ remindedAt: null })
    .where(and(ofAccount(tasks, accountId), eq(tasks.id, id)));
}

/** Contacts moving to another location leave them; a merge hands them to the survivor. */
export const leaveTasks = (db: Executor, accountId: number, contactIds: SQL) =>
  leaveContactRows(db, taskContacts, accountId, contactIds);
export const reassignTaskContacts = (
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) => reassignContactRows(db, taskContacts, accountId, fromIds, toId);

/** Each contact's next open task (the soonest due, undated last; then the newest). */
export async function nextOpenTasks(db: Executor, accountId: number, contactIds: number[]) {
  if (contactIds.length === 0) return [];
  return rowsOf<{
    contact_id: number;
    title: string;
    description: string;
    due_date: string | null;
  }>(
    db,
    sql`select distinct on (tc.contact_id) tc.contact_id, t.title, t.description, t.due_date::text as due_date
      from ${taskContacts} tc join ${tasks} t on t.account_id = tc.account_id and t.id = tc.task_id
      where tc.account_id = ${accountId}::int and tc.contact_id = any(${arrayParam(contactIds)}::bigint[])
        and t.done_at is null
      order by tc.contact_id, t.due_at asc nulls last, t.id desc`,
  );
}
