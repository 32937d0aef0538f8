import type { Paginated } from '@coachline/contract/api';
import type { ContactSelection } from '@coachline/contract/contacts';
import {
  type Task,
  type TaskFields,
  type TaskUser,
  taskMessages,
  type updateTaskBody,
} from '@coachline/contract/tasks';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import * as accounts from '../accounts/accounts.service';
import * as contacts from '../contacts/contacts.service';
import * as repo from './tasks.repository';
import type { TaskRow } from './tasks.tables';

// Tasks (issue 15 §5): the coach's to-dos about contacts, in the contact centre's area. Due
// dates are the location's days; the reminder goes to the assignee (else who created the task)
// once, when it falls due.

export { leaveTasks, reassignTaskContacts } from './tasks.repository';

const dueDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The task group's tokens of each contact: its next open task (000 §3). */
export async function taskTokenValues(db: Executor, accountId: number, contactIds: number[]) {
  const rows = await repo.nextOpenTasks(db, accountId, contactIds);
  return new Map(
    rows.map((r) => [
      Number(r.contact_id),
      {
        task_name: r.title,
        task_description: r.description,
        task_due_date: r.due_date ? dueDateFormat.format(new Date(r.due_date)) : '',
      },
    ]),
  );
}

/** Contacts a listed task shows by name; its details show them all. */
const listedContacts = 3;

const fullName = (u: { fname: string; lname: string; email: string }) =>
  `${u.fname} ${u.lname}`.trim() || u.email;

const presentUser = (u: { id: number; fname: string; lname: string; email: string }): TaskUser => ({
  id: u.id,
  full_name: fullName(u),
  email: u.email,
});

async function presentTasks(
  deps: Deps,
  accountId: number,
  rows: TaskRow[],
  first = listedContacts,
  now = new Date(),
): Promise<Task[]> {
  const { counts, firsts } = await repo.contactsOfTasks(
    deps.db,
    accountId,
    rows.map((r) => r.id),
    first,
  );
  const [people, users] = await Promise.all([
    contacts.contactRowsByIds(deps.db, accountId, [...new Set(firsts.map((f) => f.contact_id))]),
    accounts.listUsersByIds(
      deps.db,
      rows.flatMap((r) => (r.assigneeId ? [r.assigneeId] : [])),
    ),
  ]);
  const contactOf = new Map(people.map((c) => [c.id, c]));
  const userOf = new Map(users.map((u) => [u.id, u]));
  return rows.map((row) => {
    const assignee = row.assigneeId ? userOf.get(row.assigneeId) : undefined;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      due_date: row.dueDate,
      due_time: row.dueTime?.slice(0, 5) ?? null,
      due_at: row.dueAt?.toISOString() ?? null,
      overdue: row.doneAt === null && row.dueAt !== null && row.dueAt < now,
      remind: row.remind,
      assignee: assignee ? presentUser(assignee) : null,
      done: row.doneAt !== null,
      done_at: row.doneAt?.toISOString() ?? null,
      contacts_count: counts.get(row.id) ?? 0,
      contacts: firsts.flatMap((f) => {
        const c = f.task_id === row.id ? contactOf.get(f.contact_id) : undefined;
        return c
          ? [{ id: c.id, full_name: `${c.firstName} ${c.lastName}`.trim(), email: c.email }]
          : [];
      }),
      created_at: row.createdAt.toISOString(),
    };
  });
}

async function pageOf(
  deps: Deps,
  ctx: RequestContext,
  filter: repo.TaskFilter,
  page: { page: number; per_page: number },
): Promise<Paginated<Task>> {
  const { rows, total } = await repo.pageOfTasks(deps.db, ctx.accountId, filter, {
    page: page.page,
    perPage: page.per_page,
  });
  return {
    data: await presentTasks(deps, ctx.accountId, rows),
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.per_page)),
    per_page: page.per_page,
    total,
  };
}

/** GET task/list-all. */
export async function listAll(
  deps: Deps,
  ctx: RequestContext,
  query: {
    status: repo.TaskFilter['status'];
    search?: string | undefined;
    assignee_id?: number | undefined;
    contact_id?: number | undefined;
    page: number;
    per_page: number;
  },
) {
  authorize(ctx, 'view', 'contacts-center');
  if (query.contact_id !== undefined) await contacts.contactOf(deps.db, ctx, query.contact_id);
  return pageOf(
    deps,
    ctx,
    {
      status: query.status,
      search: query.search,
      assigneeId: query.assignee_id,
      contactId: query.contact_id,
    },
    query,
  );
}

/** The location's users a task may be assigned to: those who may see its contacts. */
async function assigneesOf(deps: Deps, accountId: number) {
  const ids = await accounts.usersWhoMay(deps.db, accountId, 'view', 'contacts-center');
  return accounts.listUsersByIds(deps.db, ids);
}

/** GET task/user-task-all: a user of the location's tasks; the signed-in user's by default. */
export async function userTaskAll(
  deps: Deps,
  ctx: RequestContext,
  query: {
    status: repo.TaskFilter['status'];
    user_id?: number | undefined;
    page: number;
    per_page: number;
  },
) {
  authorize(ctx, 'view', 'contacts-center');
  const userId = query.user_id ?? ctx.user.id;
  if (
    userId !== ctx.user.id &&
    !(await assigneesOf(deps, ctx.accountId)).some((u) => u.id === userId)
  )
    throw notFound();
  return pageOf(deps, ctx, { status: query.status, assigneeId: userId }, query);
}

/** GET task/assignees. */
export async function assignees(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'contacts-center');
  return { status: 1 as const, data: (await assigneesOf(deps, ctx.accountId)).map(presentUser) };
}

async function taskOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findTask(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

async function answer(deps: Deps, ctx: RequestContext, row: TaskRow, message: string) {
  const [presented] = await presentTasks(deps, ctx.accountId, [row]);
  return { status: 1 as const, message, task: presented! };
}

/** GET task/{task}/details: with every contact. */
export async function details(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'contacts-center');
  const row = await taskOf(deps, ctx, id);
  const [presented] = await presentTasks(deps, ctx.accountId, [row], Number.MAX_SAFE_INTEGER);
  return { status: 1 as const, task: presented! };
}

/** The assignee named, one of the location's: another organization's user is no such user. */
async function checkAssignee(
  deps: Deps,
  ctx: RequestContext,
  assigneeId: number | null | undefined,
) {
  if (assigneeId === null || assigneeId === undefined) return;
  if (!(await assigneesOf(deps, ctx.accountId)).some((u) => u.id === assigneeId)) throw notFound();
}

/** POST task/create. */
export async function create(deps: Deps, ctx: RequestContext, fields: TaskFields) {
  authorize(ctx, 'update', 'contacts-center');
  await checkAssignee(deps, ctx, fields.assignee_id);
  const ids = [...new Set(fields.contact_ids)];
  if ((await contacts.countLiveContacts(deps.db, ctx.accountId, ids)) !== ids.length)
    throw notFound();
  const named =
    ids.length > 0 ? await contacts.selectionWhere(deps.db, ctx, 'add-to-task', { ids }) : null;
  const timeZone = await accounts.timeZoneOf(deps.db, ctx.accountId);
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertTask(
      tx,
      ctx.accountId,
      ctx.user.id,
      {
        title: fields.title,
        description: fields.description,
        dueDate: fields.due_date,
        dueTime: fields.due_time,
        assigneeId: fields.assignee_id,
        remind: fields.remind,
      },
      timeZone,
    );
    if (named) await repo.addContactsWhere(tx, ctx.accountId, created.id, named);
    return created;
  });
  return answer(deps, ctx, row, taskMessages.created);
}

/** PATCH task/{task}/update: the fields sent. */
export async function update(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: z.output<typeof updateTaskBody>,
) {
  authorize(ctx, 'update', 'contacts-center');
  const row = await taskOf(deps, ctx, id);
  await checkAssignee(deps, ctx, body.assignee_id);
  const values: Partial<repo.TaskValues> = {
    ...(body.title === undefined ? {} : { title: body.title }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.due_date === undefined ? {} : { dueDate: body.due_date }),
    ...(body.due_time === undefined ? {} : { dueTime: body.due_time }),
    ...(body.assignee_id === undefined ? {} : { assigneeId: body.assignee_id }),
    ...(body.remind === undefined ? {} : { remind: body.remind }),
  };
  const timeZone = await accounts.timeZoneOf(deps.db, ctx.accountId);
  const updated = await repo.updateTask(deps.db, ctx.accountId, row, values, timeZone);
  if (!updated) throw notFound();
  return answer(deps, ctx, updated, taskMessages.updated);
}

/** PATCH task/{task}/done. */
export async function setDone(deps: Deps, ctx: RequestContext, id: number, done: boolean) {
  authorize(ctx, 'update', 'contacts-center');
  const row = await repo.setDone(deps.db, ctx.accountId, id, done);
  if (!row) throw notFound();
  return answer(deps, ctx, row, done ? taskMessages.done : taskMessages.reopened);
}

/** DELETE task/{task}/delete. */
export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', 'contacts-center');
  if (!(await repo.deleteTask(deps.db, ctx.accountId, id))) throw notFound();
  return { status: 1 as const, message: taskMessages.deleted };
}

/** POST task/add-contact: the selected contacts (ids, or all a filter matches). */
export async function addContacts(
  deps: Deps,
  ctx: RequestContext,
  taskId: number,
  selection: ContactSelection,
) {
  const where = await contacts.selectionWhere(deps.db, ctx, 'add-to-task', selection);
  await taskOf(deps, ctx, taskId);
  const affected = await repo.addContactsWhere(deps.db, ctx.accountId, taskId, where);
  return { status: 1 as const, message: taskMessages.contactsAdded(affected), affected };
}

/** POST task/remove-contact. */
export async function removeContacts(
  deps: Deps,
  ctx: RequestContext,
  taskId: number,
  selection: ContactSelection,
) {
  const where = await contacts.selectionWhere(deps.db, ctx, 'remove-from-task', selection);
  await taskOf(deps, ctx, taskId);
  const affected = await repo.removeContactsWhere(deps.db, ctx.accountId, taskId, where);
  return { status: 1 as const, message: taskMessages.contactsRemoved(affected), affected };
}

// Reminders

/** Reminders one sweep sends at most; the rest wait a minute. */
const remindersPerSweep = 200;

function reminderText(row: TaskRow, about: string[], link: string) {
  const lines = [
    `“${row.title}” is due now.`,
    row.description && `\n${row.description}`,
    about.length > 0 && `\nAbout: ${about.join(', ')}`,
    `\nOpen your tasks: ${link}`,
  ];
  return lines.filter(Boolean).join('\n');
}

/**
 * Mails the assignee (else who created it) of every task now due whose reminder is still to go.
 * A reminder is taken before its mail goes and given back if the mail fails, so two processes
 * never send the same one; a process dying between the two loses that one reminder.
 */
export async function sendDueReminders(deps: Deps, now = new Date()): Promise<number> {
  let sent = 0;
  for (const row of await repo.dueReminders(deps.db, now, remindersPerSweep)) {
    const userId = row.assigneeId ?? row.createdBy;
    const [user] = userId ? await accounts.listUsersByIds(deps.db, [userId]) : [];
    if (!(await repo.claimReminder(deps.db, row.accountId, row.id)) || !user) continue;
    const [presented] = await presentTasks(deps, row.accountId, [row]);
    const about = presented?.contacts.map((c) => c.full_name || c.email || '') ?? [];
    try {
      await deps.mailer.send({
        to: user.email,
        subject: `Task due: ${row.title}`,
        text: reminderText(row, about, `${deps.config.appUrl}/tasks`),
      });
      sent++;
    } catch (error) {
      await repo.releaseReminder(deps.db, row.accountId, row.id);
      throw error;
    }
  }
  return sent;
}

/** Sends the due reminders every minute: pg-boss makes one job per tick. */
export async function startTaskReminders(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  await deps.jobs?.schedule('task-reminders', '* * * * *', async () => {
    const sent = await sendDueReminders(deps);
    if (sent > 0) log.info({ sent }, 'task reminders sent');
  });
}
