import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';

/**
 * The coach's tasks (issue 15 §5). `due_at` is the due date and time (the day's end without a
 * time) in the location's time zone when it was set; `reminded_at` says the assignee was mailed.
 * `assignee_id` and `created_by` are users without a key: a user's removal leaves the task.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date'),
    dueTime: time('due_time'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    remind: boolean('remind').notNull().default(true),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    assigneeId: integer('assignee_id'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('tasks', t),
    tenantIndex('tasks', t, t.dueAt),
    index('tasks_assignee_idx').on(t.accountId, t.assigneeId, t.dueAt),
    // The reminder sweep reads only the tasks whose mail is still to go.
    index('tasks_reminder_idx')
      .on(t.dueAt)
      .where(sql`${t.remind} and ${t.remindedAt} is null and ${t.doneAt} is null`),
  ],
);
export type TaskRow = typeof tasks.$inferSelect;

/** The contacts a task is about. */
export const taskContacts = pgTable(
  'task_contacts',
  {
    ...tenantColumns(),
    taskId: integer('task_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.contactId] }),
    index('task_contacts_contact_idx').on(t.accountId, t.contactId),
    tenantReference('task_contacts_task_fk', t, t.taskId, tasks).onDelete('cascade'),
    tenantReference('task_contacts_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);
