import { taskMessages } from '@coachline/contract/tasks';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/outbox.tables';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { sendDueReminders } from './tasks.service';

const { app, deps } = await createTestApp();
const call = caller(app);

async function locationWithContacts() {
  const org = await buildSignedIn(deps);
  const ann = await buildContact(deps, {
    accountId: org.accountId,
    firstName: 'Ann',
    lastName: 'Lee',
  });
  const bob = await buildContact(deps, {
    accountId: org.accountId,
    firstName: 'Bob',
    lastName: 'Ray',
  });
  return { ...org, ann, bob };
}

async function createTask(token: string, body: object) {
  const res = await call('POST', '/task/create', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().task as { id: number };
}

const titles = (res: { json: () => { data: { title: string }[] } }) =>
  res.json().data.map((t) => t.title);

describe('tasks', () => {
  it('creates a task about contacts, due at a time of the location, assigned to a user', async () => {
    const { token, owner, ann, bob } = await locationWithContacts();
    const res = await call('POST', '/task/create', token, {
      title: 'Call Ann back',
      description: 'About the trial',
      due_date: '2026-12-03',
      due_time: '14:30',
      assignee_id: owner.id,
      contact_ids: [ann.id, bob.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: taskMessages.created,
      task: {
        title: 'Call Ann back',
        due_date: '2026-12-03',
        due_time: '14:30',
        done: false,
        assignee: { id: owner.id },
        contacts_count: 2,
        contacts: [
          { id: ann.id, full_name: 'Ann Lee' },
          { id: bob.id, full_name: 'Bob Ray' },
        ],
      },
    });
    expect(typeof res.json().task.due_at).toBe('string');
  });

  it('lists open tasks soonest first, undated last; done ones apart; by contact and assignee', async () => {
    const { token, owner, ann } = await locationWithContacts();
    await createTask(token, { title: 'Later', due_date: '2026-12-20' });
    await createTask(token, { title: 'Someday' });
    const soon = await createTask(token, {
      title: 'Soon',
      due_date: '2026-12-01',
      assignee_id: owner.id,
      contact_ids: [ann.id],
    });
    const finished = await createTask(token, { title: 'Finished', due_date: '2026-11-01' });
    const done = await call('PATCH', `/task/${finished.id}/done`, token, { done: true });
    expect(done.json()).toMatchObject({ message: taskMessages.done, task: { done: true } });

    expect(titles(await call('GET', '/task/list-all', token))).toEqual([
      'Soon',
      'Later',
      'Someday',
    ]);
    expect(titles(await call('GET', '/task/list-all?status=done', token))).toEqual(['Finished']);
    expect(titles(await call('GET', `/task/list-all?contact_id=${ann.id}`, token))).toEqual([
      'Soon',
    ]);
    expect(titles(await call('GET', '/task/list-all?search=ome', token))).toEqual(['Someday']);
    expect(titles(await call('GET', '/task/user-task-all', token))).toEqual(['Soon']);
    const reopened = await call('PATCH', `/task/${finished.id}/done`, token, { done: false });
    expect(reopened.json().message).toBe(taskMessages.reopened);
    expect(soon.id).toBeGreaterThan(0);
  });

  it('changes what is sent, adds and removes contacts in bulk, and deletes', async () => {
    const { token, ann, bob } = await locationWithContacts();
    const task = await createTask(token, { title: 'Check in' });
    const updated = await call('PATCH', `/task/${task.id}/update`, token, {
      title: 'Check in after trial',
      due_date: '2026-12-05',
    });
    expect(updated.json().task).toMatchObject({ title: 'Check in after trial', due_time: null });
    const added = await call('POST', '/task/add-contact', token, {
      task_id: task.id,
      selection: { ids: [ann.id, bob.id] },
    });
    expect(added.json()).toMatchObject({ message: taskMessages.contactsAdded(2), affected: 2 });
    const removed = await call('POST', '/task/remove-contact', token, {
      task_id: task.id,
      selection: { ids: [bob.id] },
    });
    expect(removed.json().affected).toBe(1);
    const details = await call('GET', `/task/${task.id}/details`, token);
    expect(details.json().task.contacts).toMatchObject([{ id: ann.id }]);
    const deleted = await call('DELETE', `/task/${task.id}/delete`, token);
    expect(deleted.json().message).toBe(taskMessages.deleted);
    expect((await call('GET', `/task/${task.id}/details`, token)).statusCode).toBe(404);
  });

  it('adds every contact a filter matches', async () => {
    const { token } = await locationWithContacts();
    const task = await createTask(token, { title: 'Everyone' });
    const added = await call('POST', '/task/add-contact', token, {
      task_id: task.id,
      selection: { filter: {} },
    });
    expect(added.json().affected).toBe(2);
  });

  it('refuses bad input with field errors', async () => {
    const { token } = await locationWithContacts();
    const empty = await call('POST', '/task/create', token, { title: ' ', due_date: '2026-02-30' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(expect.arrayContaining(['title', 'due_date']));
    const timeAlone = await call('POST', '/task/create', token, {
      title: 'Call',
      due_time: '09:00',
    });
    expect(timeAlone.statusCode).toBe(422);
    expect(timeAlone.json().errors).toEqual({ due_date: [taskMessages.timeWithoutDate] });
  });

  it('keeps to its location: other tasks, contacts and users are 404', async () => {
    const { token, ann } = await locationWithContacts();
    const stranger = await locationWithContacts();
    const theirs = await createTask(stranger.token, { title: 'Theirs' });
    for (const [method, url, body] of [
      ['GET', `/task/${theirs.id}/details`, undefined],
      ['PATCH', `/task/${theirs.id}/update`, { title: 'Mine' }],
      ['PATCH', `/task/${theirs.id}/done`, { done: true }],
      ['DELETE', `/task/${theirs.id}/delete`, undefined],
      ['POST', '/task/add-contact', { task_id: theirs.id, selection: { ids: [ann.id] } }],
      ['POST', '/task/create', { title: 'X', contact_ids: [stranger.ann.id] }],
      ['POST', '/task/create', { title: 'X', assignee_id: stranger.owner.id }],
      ['GET', `/task/user-task-all?user_id=${stranger.owner.id}`, undefined],
      ['GET', `/task/list-all?contact_id=${stranger.ann.id}`, undefined],
    ] as const) {
      const res = await call(method, url, token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('lets a viewer read tasks but not change them, and lists the assignable users', async () => {
    const { token, account } = await locationWithContacts();
    const viewer = await buildStaff(deps, account.id, {
      permissions: { 'contacts-center': { view: true } },
    });
    const viewerToken = await tokenFor(deps, viewer.id);
    expect((await call('GET', '/task/list-all', viewerToken)).statusCode).toBe(200);
    expect((await call('POST', '/task/create', viewerToken, { title: 'No' })).statusCode).toBe(403);
    const assignees = await call('GET', '/task/assignees', token);
    expect(assignees.json().data.map((u: { id: number }) => u.id)).toContain(viewer.id);
  });
});

describe('task reminders', () => {
  it('mails the assignee once when a task falls due, and again after the due date moves', async () => {
    const { token, owner } = await locationWithContacts();
    const task = await createTask(token, {
      title: 'Send the meal plan',
      due_date: '2020-01-01',
      due_time: '08:00',
      assignee_id: owner.id,
    });
    await createTask(token, { title: 'No reminder', due_date: '2020-01-01', remind: false });
    await createTask(token, { title: 'Not yet', due_date: '2999-01-01' });
    const mails = () => deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    await sendDueReminders(deps);
    await sendDueReminders(deps);
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual(['Task due: Send the meal plan']);
    expect(sent[0]?.text).toContain('/tasks');

    await call('PATCH', `/task/${task.id}/update`, token, { due_date: '2020-02-01' });
    await sendDueReminders(deps);
    expect(await mails()).toHaveLength(2);
    await call('PATCH', `/task/${task.id}/done`, token, { done: true });
    await call('PATCH', `/task/${task.id}/update`, token, { due_date: '2020-03-01' });
    await sendDueReminders(deps);
    expect(await mails()).toHaveLength(2);
  });
});
