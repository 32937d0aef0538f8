import { z } from 'zod';
import { pageQuery, paginated } from './api';
import { requiredString } from './auth';
import { contactSelection } from './contacts';
import { boundedDay } from './dates';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText, requiredId } from './ids';
import { plural } from './text';

// Tasks (002 §3 Task, §7 Tasks; issue 15 §5): the coach's to-dos about contacts — call Ann back,
// check in after a trial — each with a due day and time in the location's time zone, one user
// it is assigned to, the contacts it is about, and done or not. The assignee is mailed when a
// task falls due. 002 §7 names `task/list-all`, `user-task-all`, `add-contact` and
// `remove-contact`; creating, changing, finishing and deleting a task are designed here.
// Tasks belong to the contact centre: reading them needs its view, changing them its update.

export const taskMessages = {
  created: 'Task has been created successfully!',
  updated: 'Task has been updated successfully!',
  deleted: 'Task has been deleted successfully!',
  done: 'Task has been marked as done!',
  reopened: 'Task has been reopened!',
  contactsAdded: (n: number) => `${plural(n, 'contact')} added to the task successfully!`,
  contactsRemoved: (n: number) => `${plural(n, 'contact')} removed from the task successfully!`,
  timeWithoutDate: 'Choose the due date for this time',
  reminderWithoutDue: 'A reminder needs a due date',
} as const;

/** A task's contacts at most (more go through the contact centre's "all matching"). */
export const maxTaskContacts = 10_000;

const time = z
  .string()
  .max(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The due time must be a time (HH:MM)');

export const taskFields = z
  .object({
    title: requiredString('title').trim().min(1, 'The title field is required').max(150),
    description: z.string().trim().max(5_000).optional().default(''),
    due_date: boundedDay('due date').nullable().optional().default(null),
    /** The time on the due date, in the location's time zone; the day's end (23:59) when null. */
    due_time: time.nullable().optional().default(null),
    /** The user who does it: one who may see the location's contacts; none leaves it open. */
    assignee_id: dbId.nullable().optional().default(null),
    /** Mail the assignee (else who created it) when it falls due. */
    remind: z.boolean().optional().default(true),
    contact_ids: z.array(contactDbId).max(maxTaskContacts).optional().default([]),
  })
  .refine((t) => t.due_time === null || t.due_date !== null, {
    path: ['due_date'],
    message: taskMessages.timeWithoutDate,
  });
export type TaskInput = z.input<typeof taskFields>;
export type TaskFields = z.output<typeof taskFields>;

/** Changing a task: the fields that change; contacts change through add- and remove-contact. */
export const updateTaskBody = z
  .object({
    title: requiredString('title').trim().min(1, 'The title field is required').max(150),
    description: z.string().trim().max(5_000),
    due_date: boundedDay('due date').nullable(),
    due_time: time.nullable(),
    assignee_id: dbId.nullable(),
    remind: z.boolean(),
  })
  .partial();
export type UpdateTaskBody = z.input<typeof updateTaskBody>;

export const taskUser = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
});
export type TaskUser = z.output<typeof taskUser>;

export const taskContact = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
});

export const task = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  due_date: z.string().nullable(),
  due_time: z.string().nullable(),
  /** The moment it falls due (its date and time in the location's time zone), ISO 8601. */
  due_at: z.string().nullable(),
  overdue: z.boolean(),
  remind: z.boolean(),
  assignee: taskUser.nullable(),
  done: z.boolean(),
  done_at: z.string().nullable(),
  contacts_count: z.number().int(),
  /** The first contacts, by name (all of them on `task/{id}/details`). */
  contacts: z.array(taskContact),
  created_at: z.string(),
});
export type Task = z.output<typeof task>;

export const taskStatuses = ['open', 'done', 'all'] as const;

export const taskListQuery = pageQuery.extend({
  status: z.enum(taskStatuses).default('open'),
  search: z.string().trim().max(200).optional(),
  assignee_id: dbIdText.optional(),
  contact_id: contactIdText.optional(),
});
export type TaskListQuery = z.input<typeof taskListQuery>;

export const userTaskQuery = pageQuery.extend({
  status: z.enum(taskStatuses).default('open'),
  /** Whose tasks; the signed-in user's when not given. */
  user_id: dbIdText.optional(),
});

export const taskParams = z.object({ task: dbIdText });

export const taskContactsBody = z.object({
  task_id: requiredId('task_id'),
  selection: contactSelection,
});

export const taskDoneBody = z.object({
  done: z.boolean({ error: 'The done field must be true or false' }),
});

const saved = z.object({ status: z.literal(1), message: z.string(), task });
const tasks = { tag: 'tasks' } as const;
const view = { area: 'contacts-center', action: 'view' } as const;
const update = { area: 'contacts-center', action: 'update' } as const;

export const taskEndpoints = {
  listAll: endpoint({
    ...tasks,
    method: 'GET',
    path: 'task/list-all',
    permission: view,
    description:
      'The location’s tasks: open ones by due date (undated last), done ones by when they were done; filtered by assignee, contact or words.',
    query: taskListQuery,
    response: paginated(task),
  }),
  userTaskAll: endpoint({
    ...tasks,
    method: 'GET',
    path: 'task/user-task-all',
    permission: view,
    description: 'The tasks assigned to a user (the signed-in one by default).',
    query: userTaskQuery,
    response: paginated(task),
  }),
  assignees: endpoint({
    ...tasks,
    method: 'GET',
    path: 'task/assignees',
    permission: view,
    description: 'The users a task may be assigned to: those who may see the location’s contacts.',
    response: z.object({ status: z.literal(1), data: z.array(taskUser) }),
  }),
  details: endpoint({
    ...tasks,
    method: 'GET',
    path: 'task/:task/details',
    permission: view,
    description: 'A task with all its contacts.',
    params: taskParams,
    response: z.object({ status: z.literal(1), task }),
  }),
  create: endpoint({
    ...tasks,
    method: 'POST',
    path: 'task/create',
    permission: update,
    body: taskFields,
    response: saved,
  }),
  update: endpoint({
    ...tasks,
    method: 'PATCH',
    path: 'task/:task/update',
    permission: update,
    description: 'Changes the fields sent; a new due date or time makes the reminder due again.',
    params: taskParams,
    body: updateTaskBody,
    response: saved,
  }),
  done: endpoint({
    ...tasks,
    method: 'PATCH',
    path: 'task/:task/done',
    permission: update,
    description: 'Marks the task done, or open again.',
    params: taskParams,
    body: taskDoneBody,
    response: saved,
  }),
  delete: endpoint({
    ...tasks,
    method: 'DELETE',
    path: 'task/:task/delete',
    permission: update,
    params: taskParams,
    response: z.object({ status: z.literal(1), message: z.string() }),
  }),
  addContact: endpoint({
    ...tasks,
    method: 'POST',
    path: 'task/add-contact',
    permission: update,
    description: 'Adds the selected contacts (ids, or every contact a filter matches) to a task.',
    body: taskContactsBody,
    response: z.object({ status: z.literal(1), message: z.string(), affected: z.number().int() }),
  }),
  removeContact: endpoint({
    ...tasks,
    method: 'POST',
    path: 'task/remove-contact',
    permission: update,
    body: taskContactsBody,
    response: z.object({ status: z.literal(1), message: z.string(), affected: z.number().int() }),
  }),
};
