import type { Endpoint } from '@coachline/contract/endpoint';
import { allEndpoints } from '@coachline/contract/endpoints';
import { clientPortalContentEndpoints, portalMessages } from '@coachline/contract/portal';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildContact, buildSignedIn } from '../../test/factories';
import { formData } from '../../test/multipart';
import { caller, createTestApp, recordRealtime } from '../../test/server';
import { updateAccount } from '../accounts/accounts.service';
import { messageSends } from '../messaging/messaging.tables';

const { app, deps } = await createTestApp();
const call = caller(app);
const portalPassword = 'portal-pass-1';

/** A location with a contact whose portal password the coach set, and its portal calls. */
async function portalOf(options: { businessname?: string } = {}) {
  const org = await buildSignedIn(deps, options);
  const contact = await buildContact(deps, { accountId: org.accountId, status: 'client' });
  const set = await call('POST', `/contact/${contact.id}/update-portal-password`, org.token, {
    password: portalPassword,
    password_confirmation: portalPassword,
  });
  expect(set.statusCode).toBe(200);
  const signIn = (email = contact.email!, password = portalPassword, ip = '198.51.100.7') =>
    app.inject({
      method: 'POST',
      url: `/api/v3/portal/${org.accountId}/sign-in`,
      remoteAddress: ip,
      payload: { email, password },
    });
  const signedIn = await signIn();
  expect(signedIn.statusCode).toBe(200);
  const contactToken = signedIn.json().token as string;
  return { ...org, contact, contactToken, signIn };
}

/** A second contact of the same location, signed in to the portal too. */
async function neighbourOf(org: Awaited<ReturnType<typeof portalOf>>) {
  const other = await buildContact(deps, { accountId: org.accountId, status: 'client' });
  await call('POST', `/contact/${other.id}/update-portal-password`, org.token, {
    password: portalPassword,
    password_confirmation: portalPassword,
  });
  const res = await org.signIn(other.email!, portalPassword, '198.51.100.8');
  expect(res.statusCode).toBe(200);
  return { contact: other, token: res.json().token as string };
}

const created = async (
  token: string,
  url: string,
  body: object,
  key: string,
  method: 'POST' | 'PATCH' = 'POST',
) => {
  const res = await call(method, url, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Record<string, { id: number }>)[key]!.id;
};

async function uploadFile(token: string, name: string, content: string) {
  const body = formData([{ name: 'files', filename: name, content }]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/file/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().files[0].id as number;
}

const linkOf = async (accountId: number) => {
  const [sent] = await deps.db
    .select()
    .from(messageSends)
    .where(and(eq(messageSends.accountId, accountId), eq(messageSends.source, 'portal')))
    .orderBy(messageSends.id);
  const token = /set-password\?token=([\w-]+)/.exec(sent?.body ?? '')?.[1];
  expect(token).toBeDefined();
  return token!;
};

describe('portal sign-in', () => {
  it('signs a contact in with the password the coach set, and counts the sign-in', async () => {
    const { contactToken, contact } = await portalOf({ businessname: 'Iron Gym' });
    const me = await call('GET', '/portal/me', contactToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      contact: { id: contact.id, first_name: contact.firstName, email: contact.email },
      brand: { name: 'Iron Gym' },
    });
  });

  it('refuses a wrong password with the same words as an unknown email', async () => {
    const { signIn, contact } = await portalOf();
    const wrong = await signIn(contact.email!, 'not-the-password');
    const unknown = await signIn('nobody@example.test', portalPassword);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual([portalMessages.signInFailed]);
    }
  });

  it('answers 422 with field errors for a bad body', async () => {
    const { accountId } = await buildSignedIn(deps);
    const res = await call('POST', `/portal/${accountId}/sign-in`, null, { email: 'x' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('throttles guessing like the coach sign-in does', async () => {
    const { signIn, contact } = await portalOf();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await signIn(contact.email!, 'wrong-guess', '203.0.113.50')).statusCode);
    expect(answers.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(answers[5]).toBe(429);
  });

  it('keeps a suspended portal account out, and ends its open sessions at once', async () => {
    const org = await portalOf();
    const suspend = await call('PATCH', '/contact/portal-account-activate-suspend', org.token, {
      selection: { ids: [org.contact.id] },
      portal_active: false,
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await call('GET', '/portal/me', org.contactToken)).statusCode).toBe(401);
    const again = await org.signIn();
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(portalMessages.suspended);
  });

  it('ends the sessions when the coach sets a new password, and on sign-out', async () => {
    const org = await portalOf();
    await call('POST', `/contact/${org.contact.id}/update-portal-password`, org.token, {
      password: 'another-pass-2',
      password_confirmation: 'another-pass-2',
    });
    expect((await call('GET', '/portal/me', org.contactToken)).statusCode).toBe(401);
    const fresh = (await org.signIn(org.contact.email!, 'another-pass-2')).json().token as string;
    expect((await call('POST', '/portal/sign-out', fresh)).statusCode).toBe(200);
    expect((await call('GET', '/portal/me', fresh)).statusCode).toBe(401);
  });

  it('closes the portal of a suspended location', async () => {
    const org = await portalOf();
    await updateAccount(deps.db, org.accountId, { isLocationSuspended: true });
    expect((await call('GET', '/portal/me', org.contactToken)).statusCode).toBe(403);
    expect((await call('GET', `/portal/${org.accountId}/brand`)).statusCode).toBe(404);
  });
});

describe('the portal link', () => {
  it('mails a link that sets the password once and signs the contact in', async () => {
    const org = await buildSignedIn(deps);
    const contact = await buildContact(deps, { accountId: org.accountId });
    const sent = await call('POST', '/contact/resend-login', org.token, { contact_id: contact.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(portalMessages.loginSent);
    const token = await linkOf(org.accountId);
    const body = { token, password: 'chosen-pass-3', password_confirmation: 'chosen-pass-3' };
    const set = await call('POST', '/portal/set-password', null, body);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ account_id: org.accountId, contact: { id: contact.id } });
    expect((await call('GET', '/portal/me', set.json().token)).statusCode).toBe(200);
    const reused = await call('POST', '/portal/set-password', null, body);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.token).toEqual([portalMessages.linkInvalid]);
  });

  it('refuses a contact without an email, and a contact of another location', async () => {
    const org = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const noEmail = await buildContact(deps, { accountId: org.accountId, email: null });
    const theirs = await buildContact(deps, { accountId: other.accountId });
    const res = await call('POST', '/contact/resend-login', org.token, { contact_id: noEmail.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.contact_id).toEqual([portalMessages.noEmail]);
    const foreign = await call('POST', '/contact/resend-login', org.token, {
      contact_id: theirs.id,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers "forgot password" the same whether or not the email has an account', async () => {
    const org = await portalOf();
    const known = await call('POST', `/portal/${org.accountId}/forgot-password`, null, {
      email: org.contact.email,
    });
    const unknown = await call('POST', `/portal/${org.accountId}/forgot-password`, null, {
      email: 'stranger@example.test',
    });
    expect(known.json()).toEqual(unknown.json());
    expect(await linkOf(org.accountId)).toMatch(/^[\w-]{20,}$/);
  });
});

describe('tokens of one kind never act as the other', () => {
  it('refuses a contact token on coach calls and a user token on portal calls', async () => {
    const org = await portalOf();
    expect((await call('GET', '/contact/list', org.contactToken)).statusCode).toBe(401);
    expect((await call('GET', '/auth/locations', org.contactToken)).statusCode).toBe(401);
    expect((await call('GET', '/portal/me', org.token)).statusCode).toBe(401);
    expect((await call('GET', '/portal/pages', org.token)).statusCode).toBe(401);
    expect((await call('GET', '/portal/pages')).statusCode).toBe(401);
  });
});

describe('what the contact sees', () => {
  it('lists the pages sent, enabled and shown in the portal; others are 404', async () => {
    const org = await portalOf();
    const neighbour = await neighbourOf(org);
    const pageId = await created(org.token, '/page/create', { title: 'Welcome pack' }, 'page');
    const hidden = await created(org.token, '/page/create', { title: 'Hidden' }, 'page');
    await call('POST', '/page/send-to-contact', org.token, {
      page_ids: [pageId, hidden],
      contact_ids: [org.contact.id],
    });
    await call('PATCH', '/contact/enable-disable-page', org.token, {
      contact_id: org.contact.id,
      page_id: hidden,
      client_portal: false,
    });
    const list = await call('GET', '/portal/pages', org.contactToken);
    expect(list.json().data.map((p: { title: string }) => p.title)).toEqual(['Welcome pack']);
    const page = await call('GET', `/portal/pages/${pageId}`, org.contactToken);
    expect(page.statusCode).toBe(200);
    expect(page.json().page).toMatchObject({ id: pageId, title: 'Welcome pack', downloads: [] });
    expect((await call('GET', `/portal/pages/${hidden}`, org.contactToken)).statusCode).toBe(404);
    expect((await call('GET', `/portal/pages/${pageId}`, neighbour.token)).statusCode).toBe(404);
    expect((await call('GET', '/portal/pages', neighbour.token)).json().data).toEqual([]);
  });

  it('lists forms with the contact’s personal link and whether they were submitted', async () => {
    const org = await portalOf();
    const formId = await created(org.token, '/form/create', { title: 'Intake' }, 'form', 'PATCH');
    await call('POST', '/form/send-to-contact', org.token, {
      form_ids: [formId],
      contact_ids: [org.contact.id],
    });
    const list = await call('GET', '/portal/forms', org.contactToken);
    expect(list.statusCode).toBe(200);
    const [form] = list.json().data;
    expect(form).toMatchObject({ id: formId, title: 'Intake', submitted_at: null });
    const [, key, personal] = /\/f\/([\w-]+)\?c=([0-9a-z]+\.[\w-]{16})$/.exec(form.url) ?? [];
    expect(personal).toBeDefined();
    const submitted = await call('POST', `/form/public/${key}/submit`, null, {
      answers: {},
      c: personal,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const after = (await call('GET', '/portal/forms', org.contactToken)).json().data[0];
    expect(after.submitted_at).toEqual(expect.any(String));
  });

  it('lists and downloads the files sent; another contact’s file is 404', async () => {
    const org = await portalOf();
    const neighbour = await neighbourOf(org);
    const fileId = await uploadFile(org.token, 'Meal plan.pdf', '%PDF-1.4 meals');
    await call('POST', '/file/send-to-contact', org.token, {
      file_ids: [fileId],
      contact_ids: [org.contact.id],
    });
    const list = await call('GET', '/portal/files', org.contactToken);
    expect(list.json().data).toMatchObject([{ id: fileId, name: 'Meal plan', ext: 'pdf' }]);
    const download = await call('GET', `/portal/files/${fileId}/download`, org.contactToken);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4 meals');
    expect(
      (await call('GET', `/portal/files/${fileId}/download`, neighbour.token)).statusCode,
    ).toBe(404);
  });

  it('shows playbooks sent or for all clients, records progress and takes questions', async () => {
    const org = await portalOf();
    const neighbour = await neighbourOf(org);
    const playbookId = await created(
      org.token,
      '/playbook/create',
      { title: 'Start here' },
      'playbook',
    );
    const forAll = await created(
      org.token,
      '/playbook/create',
      { title: 'For everyone' },
      'playbook',
    );
    await call('PATCH', `/playbook/${forAll}/enable-disable-all-clients`, org.token, {
      all_clients: true,
    });
    const stepId = await created(
      org.token,
      '/playbook/blank-step',
      { playbook_id: playbookId, title: 'Day one' },
      'step',
    );
    await call('POST', '/playbook/send-to-contact', org.token, {
      playbook_ids: [playbookId],
      contact_ids: [org.contact.id],
    });
    const list = await call('GET', '/portal/playbooks', org.contactToken);
    expect(
      list
        .json()
        .data.map((p: { title: string }) => p.title)
        .sort(),
    ).toEqual(['For everyone', 'Start here']);
    expect((await call('GET', '/portal/playbooks', neighbour.token)).json().data).toMatchObject([
      { title: 'For everyone' },
    ]);
    const details = await call('GET', `/portal/playbooks/${playbookId}`, org.contactToken);
    expect(details.json().playbook).toMatchObject({
      steps: [{ id: stepId, title: 'Day one' }],
      completed_step_ids: [],
      steps_count: 1,
    });
    const done = await call(
      'POST',
      `/portal/playbooks/${playbookId}/steps/${stepId}/complete`,
      org.contactToken,
    );
    expect(done.json().completed_step_ids).toEqual([stepId]);
    const asked = await call(
      'POST',
      `/portal/playbooks/${playbookId}/ask-question`,
      org.contactToken,
      {
        question: 'How many sets on day one?',
        step_id: stepId,
      },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const questions = await call(
      'GET',
      `/playbook/get-questions?playbook_id=${playbookId}`,
      org.token,
    );
    expect(questions.json().data).toMatchObject([{ question: 'How many sets on day one?' }]);
    const empty = await call(
      'POST',
      `/portal/playbooks/${playbookId}/ask-question`,
      org.contactToken,
      {
        question: '  ',
      },
    );
    expect(empty.statusCode).toBe(422);
    expect((await call('GET', `/portal/playbooks/${playbookId}`, neighbour.token)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          'POST',
          `/portal/playbooks/${playbookId}/steps/${stepId}/complete`,
          neighbour.token,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('shows the rewards the coach sent, under the point name the coach chose, and live', async () => {
    const org = await portalOf();
    const neighbour = await neighbourOf(org);
    await call('PATCH', '/reward/update-point-name', org.token, { point_name: 'Stars' });
    const live = recordRealtime(deps);
    try {
      await call('POST', '/contact/send-reward', org.token, {
        contact_id: org.contact.id,
        points: 40,
        reason: 'Ten sessions in a row',
      });
      expect(live.contactEvents).toEqual([
        {
          contactId: org.contact.id,
          event: 'portal-reward',
          payload: { points: 40, reason: 'Ten sessions in a row' },
        },
      ]);
    } finally {
      live.stop();
    }
    const res = await call('GET', '/portal/rewards', org.contactToken);
    expect(res.json().rewards).toMatchObject({
      point_name: 'Stars',
      balance: 40,
      total_earned: 40,
      history: [{ points: 40, reason: 'Ten sessions in a row' }],
    });
    const theirs = await call('GET', '/portal/rewards', neighbour.token);
    expect(theirs.json().rewards).toMatchObject({ balance: 0, history: [] });
  });

  it('emails the contact of a reward while the reward notification is on', async () => {
    const org = await portalOf();
    const rewardMails = () =>
      deps.db
        .select()
        .from(messageSends)
        .where(and(eq(messageSends.accountId, org.accountId), eq(messageSends.source, 'reward')));
    const send = () =>
      call('POST', '/contact/send-reward', org.token, {
        contact_id: org.contact.id,
        points: 5,
        reason: 'showing up',
      });
    expect((await send()).statusCode).toBe(200);
    expect((await rewardMails()).map((m) => m.subject)).toEqual(['You earned 5 Points!']);
    await call('PATCH', '/reward/update-reward-notification', org.token, { notification: false });
    expect((await send()).statusCode).toBe(200);
    expect(await rewardMails()).toHaveLength(1);
  });

  it('opens on a home of the coach’s settings and what was sent, in one answer', async () => {
    const org = await portalOf();
    const page = await created(org.token, '/page/create', { title: 'Welcome pack' }, 'page');
    await call('POST', '/page/send-to-contact', org.token, {
      page_ids: [page],
      contact_ids: [org.contact.id],
    });
    await call('POST', '/client-portal/rename-tab', org.token, {
      field: 'classroom',
      value: 'Academy',
    });
    const add = (title: string, enabled: boolean) =>
      call('POST', `/client-portal/${org.accountId}/add-new-announcement`, org.token, {
        title,
        body: 'Details <b>here</b>',
        enabled,
      });
    expect((await add('Gym closed Monday', true)).statusCode).toBe(200);
    await add('Draft news', false);
    const home = await call('GET', '/portal/home', org.contactToken);
    expect(home.statusCode, home.body).toBe(200);
    const body = home.json();
    expect(body.settings.tabs.classroom).toBe('Academy');
    expect(body.settings.announcements).toMatchObject([
      { title: 'Gym closed Monday', body: 'Details here' },
    ]);
    expect(body.pages.map((p: { title: string }) => p.title)).toEqual(['Welcome pack']);
    expect(body).toMatchObject({ playbooks: [], forms: [], files: [], rewards: { balance: 0 } });
    const neighbour = await neighbourOf(org);
    expect((await call('GET', '/portal/home', neighbour.token)).json().pages).toEqual([]);
  });
});

describe('portal chat', () => {
  it('carries messages both ways, live, and keeps each contact to their own', async () => {
    const org = await portalOf();
    const neighbour = await neighbourOf(org);
    const live = recordRealtime(deps);
    try {
      const sent = await call('POST', '/portal/chat/send', org.contactToken, {
        message: 'Can we move Thursday?',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(live.events.some((e) => e.userId === org.owner.id)).toBe(true);
      const logs = await call('GET', `/portal-chat/logs?contact_id=${org.contact.id}`, org.token);
      expect(JSON.stringify(logs.json())).toContain('Can we move Thursday?');
      const reply = await call('POST', '/portal-chat/send-message', org.token, {
        contact_id: org.contact.id,
        message: 'Sure, Friday works',
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(
        live.contactEvents.map((e) => [e.contactId, (e.payload as { body: string }).body]),
      ).toEqual([
        [org.contact.id, 'Can we move Thursday?'],
        [org.contact.id, 'Sure, Friday works'],
      ]);
    } finally {
      live.stop();
    }
    const chat = await call('GET', '/portal/chat', org.contactToken);
    expect(chat.json()).toMatchObject({
      has_more: false,
      data: [
        { direction: 'inbound', body: 'Can we move Thursday?' },
        { direction: 'outbound', body: 'Sure, Friday works' },
      ],
    });
    expect((await call('GET', '/portal/chat', neighbour.token)).json().data).toEqual([]);
    const blank = await call('POST', '/portal/chat/send', org.contactToken, { message: ' ' });
    expect(blank.statusCode).toBe(422);
  });

  it('pages back through a long conversation', async () => {
    const org = await portalOf();
    for (let i = 1; i <= 55; i++)
      await call('POST', '/portal/chat/send', org.contactToken, { message: `message ${i}` });
    const first = (await call('GET', '/portal/chat', org.contactToken)).json();
    expect(first.data).toHaveLength(50);
    expect(first.has_more).toBe(true);
    expect(first.data.at(-1).body).toBe('message 55');
    const older = (
      await call('GET', `/portal/chat?before_id=${first.data[0].id}`, org.contactToken)
    ).json();
    expect(older.data.map((m: { body: string }) => m.body)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `message ${n}`),
    );
    expect(older.has_more).toBe(false);
  });
});

describe('every portal call keeps to its own contact', () => {
  // Every area's contact calls: the portal's own, workouts', plans', onboarding's, progress's.
  const contactCalls = allEndpoints.filter((e) => e.access === 'contact');

  /** A contact's portal with one of everything sent to them, and the ids that name it. */
  async function furnished() {
    const org = await portalOf();
    const playbook = await created(org.token, '/playbook/create', { title: 'Mine' }, 'playbook');
    const step = await created(
      org.token,
      '/playbook/blank-step',
      { playbook_id: playbook, title: 'One' },
      'step',
    );
    const page = await created(org.token, '/page/create', { title: 'Mine' }, 'page');
    const upload = formData([{ name: 'file', filename: 'notes.pdf', content: '%PDF-1.4 x' }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/v3/page/${page}/upload-download`,
      headers: { ...bearer(org.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const download = uploaded.json().download.id as number;
    const file = await uploadFile(org.token, 'Mine.pdf', '%PDF-1.4 mine');
    const to = { contact_ids: [org.contact.id] };
    await call('POST', '/playbook/send-to-contact', org.token, { playbook_ids: [playbook], ...to });
    await call('POST', '/page/send-to-contact', org.token, { page_ids: [page], ...to });
    await call('POST', '/file/send-to-contact', org.token, { file_ids: [file], ...to });
    // A workout of one exercise given to the contact, and a scenario step they are on.
    const [exercise] = (await call('GET', '/workout/exercises?per_page=1', org.token)).json().data;
    const workout = await created(org.token, '/workout/create', { name: 'Mine' }, 'workout');
    const block = await created(org.token, `/workout/${workout}/create-block`, {}, 'block');
    await created(
      org.token,
      '/workout/block/add-exercise',
      { block_id: block, exercise_id: exercise.id },
      'block_exercise',
    );
    const selection = { selection: { ids: [org.contact.id] } };
    await call('POST', '/workout/add-contact', org.token, { id: workout, ...selection });
    const scenario = await created(org.token, '/scenarios', { name: 'Mine' }, 'scenario');
    const category = await created(
      org.token,
      '/categories',
      { scenario_id: scenario, name: 'Start' },
      'category',
    );
    const scenarioStep = await created(
      org.token,
      '/steps',
      { category_id: category, name: 'Say hello' },
      'step',
    );
    await call('POST', `/scenarios/${scenario}/assign-contacts`, org.token, selection);
    // A progress tracking (check-in) the contact is on.
    const progressTracking = await created(
      org.token,
      '/progress-tracking/create',
      { name: 'Mine' },
      'progress_tracking',
    );
    const added = await call(
      'GET',
      `/progress-tracking/add-contact?progress_tracking_id=${progressTracking}&contact_id=${org.contact.id}`,
      org.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    // A habit tracking the contact is on; the check-in names one of its habits.
    const habitTracking = await created(
      org.token,
      '/habit-tracking/create',
      { name: 'Mine' },
      'habit_tracking',
    );
    const onHabits = await call(
      'GET',
      `/habit-tracking/add-contact?habit_tracking_id=${habitTracking}&contact_id=${org.contact.id}`,
      org.token,
    );
    expect(onHabits.statusCode, onHabits.body).toBe(200);
    const habitCategories = await call(
      'GET',
      `/habit-tracking/habit-categories?habit_tracking_id=${habitTracking}`,
      org.token,
    );
    bodies['portal/habits/:habit_tracking/check-in'] = {
      habits: [{ habit_id: habitCategories.json().data[0].habits[0].id, done: true }],
    };
    return {
      org,
      ids: {
        playbook,
        step,
        page,
        download,
        file,
        workout,
        scenario_step: scenarioStep,
        progress_tracking: progressTracking,
        habit_tracking: habitTracking,
      },
    };
  }

  const bodies: Record<string, object> = {
    'portal/playbooks/:playbook/ask-question': { question: 'Is this mine?' },
    'portal/chat/send': { message: 'Hello' },
    'portal/workouts/:workout/log': {
      client_id: '0b7d3c8e-4f4a-4b8e-9a2d-3f1c5e6a7b8c',
      started_at: '2026-11-20T09:00:00Z',
      completed_at: '2026-11-20T09:30:00Z',
      sets: [],
    },
    'portal/progress/:progress_tracking/submit': { metrics: [], answers: [] },
  };
  const urlOf = (path: string, ids: Record<string, number>) =>
    `/${path.replace(/:(\w+)/g, (_, name: string) => String(ids[name]))}`;

  it('answers the owner, and 404 to a neighbour and to a contact of another location', async () => {
    const { org, ids } = await furnished();
    const neighbour = await neighbourOf(org);
    const stranger = await portalOf();
    const withIds = contactCalls.filter((e) => e.path.includes(':'));
    expect(withIds.length).toBeGreaterThanOrEqual(6);
    for (const e of withIds) {
      const url = urlOf(e.path, ids);
      const body = bodies[e.path];
      for (const token of [neighbour.token, stranger.contactToken]) {
        const res = await call(e.method, url, token, body);
        expect(res.statusCode, `${e.method} ${url}`).toBe(404);
      }
      const own = await call(e.method, url, org.contactToken, body);
      // An upload without its file reaches the service, which asks for the file.
      expect(own.statusCode, `${e.method} ${url} ${own.body}`).toBe(e.upload ? 422 : 200);
    }
  });

  it('answers 401 to every contact call without a token or with a user’s', async () => {
    const { org, ids } = await furnished();
    for (const e of contactCalls) {
      const url = urlOf(e.path, ids);
      expect((await call(e.method, url, null, bodies[e.path])).statusCode).toBe(401);
      expect((await call(e.method, url, org.token, bodies[e.path])).statusCode).toBe(401);
    }
  });

  it('shows the coach what one contact’s portal holds, each read as the contact’s own', async () => {
    const { org, ids } = await furnished();
    await call('PATCH', `/playbook/${ids.playbook}/pin-unpin`, org.token, { is_pinned: true });
    const stranger = await portalOf();
    const own: Record<string, string> = {
      'client-portal/playbooks': '/portal/playbooks',
      'client-portal/pages': '/portal/pages',
      'client-portal/forms': '/portal/forms',
      'client-portal/files': '/portal/files',
    };
    for (const e of Object.values(clientPortalContentEndpoints) as Endpoint[]) {
      const url = `/${e.path}?contact_id=${org.contact.id}`;
      const read = await call('GET', url, org.token);
      expect(read.statusCode, `${url} ${read.body}`).toBe(200);
      const contactPath = own[e.path];
      if (contactPath)
        expect(read.json()).toEqual((await call('GET', contactPath, org.contactToken)).json());
      expect((await call('GET', url, stranger.token)).statusCode, url).toBe(404);
      expect((await call('GET', url, org.contactToken)).statusCode, url).toBe(401);
      expect((await call('GET', `/${e.path}`, org.token)).statusCode, url).toBe(422);
    }
    const read = (path: string) =>
      call('GET', `/client-portal/${path}?contact_id=${org.contact.id}`, org.token);
    expect((await read('playbooks')).json().data).toMatchObject([{ id: ids.playbook }]);
    expect((await read('pinned-playbooks')).json().data).toMatchObject([
      { id: ids.playbook, is_pinned: true },
    ]);
    expect((await read('playbook-categories')).json().data).toEqual([
      { name: null, playbooks_count: 1 },
    ]);
  });
});
