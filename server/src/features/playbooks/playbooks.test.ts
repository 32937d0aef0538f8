import { playbookDefaults, playbookMessages, smartSteps } from '@coachline/contract/playbooks';
import { defaultHeadline } from '@coachline/contract/styles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import * as playbooks from './playbooks.service';
import { playbookQuestions } from './playbooks.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

type Step = { id: number; title: string; content: string; ordering: number; tabs: Tab[] };
type Tab = { id: number; title: string; content: string };
type Details = {
  id: number;
  title: string;
  is_pinned: boolean;
  all_clients: boolean;
  category_id: number | null;
  steps_count: number;
  users_count: number;
  settings: typeof playbookDefaults;
  steps: Step[];
  downloads: { id: number; title: string; url: string }[];
  faqs: { id: number; question: string; answer: string }[];
  buttons: { id: number; kind: string; label: string }[];
};

async function studio(locations?: string[]) {
  const signed = await buildSignedIn(deps, { locations });
  const { token } = signed;
  const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) => {
    const res = await call(method, url, token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const create = async (title: string, extra: object = {}) =>
    (await ok('POST', '/playbook/create', { title, ...extra })).playbook as Details;
  const details = async (id: number) =>
    (await ok('GET', `/playbook/${id}/details`)).playbook as Details;
  const step = async (playbookId: number, extra: object = {}) =>
    (await ok('POST', '/playbook/blank-step', { playbook_id: playbookId, ...extra })).step as Step;
  return { ...signed, ok, create, details, step };
}

describe('playbooks', () => {
  it('creates playbooks with the defaults, lists pinned first and by category', async () => {
    const { ok, create, token } = await studio();
    const category = (await ok('POST', '/playbook/create-category', { name: 'Onboarding' }))
      .category as { id: number };
    const taken = await call('POST', '/playbook/create-category', token, { name: 'onboarding' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual([playbookMessages.categoryTaken]);

    const first = await create('First', { category_id: category.id });
    expect(first.settings).toEqual({ ...playbookDefaults, headline_style: defaultHeadline });
    expect(first.category_id).toBe(category.id);
    for (let i = 2; i <= 7; i++) await create(`Playbook ${i}`);
    await ok('PATCH', `/playbook/${first.id}/pin-unpin`, { is_pinned: true });

    const page = await ok('GET', '/playbook/list');
    expect(page.per_page).toBe(6);
    expect(page.total).toBe(7);
    expect(page.data.map((p: Details) => p.title).slice(0, 3)).toEqual([
      'First',
      'Playbook 7',
      'Playbook 6',
    ]);
    const inCategory = await ok('GET', `/playbook/list?category_id=${category.id}`);
    expect(inCategory.data.map((p: Details) => p.id)).toEqual([first.id]);
    expect((await ok('GET', '/playbook/list?category_id=0')).total).toBe(6);
    const categories = await ok('GET', '/playbook/playbook-categories');
    expect(categories.categories).toEqual([
      { id: category.id, name: 'Onboarding', playbooks_count: 1 },
    ]);
    expect((await ok('GET', '/playbook/list-all?search=first')).data).toHaveLength(1);

    const removed = await ok('DELETE', '/playbook/delete-category', { category_id: category.id });
    expect(removed.message).toBe(playbookMessages.categoryDeleted);
    expect((await ok('GET', `/playbook/${first.id}/details`)).playbook.category_id).toBeNull();

    const all = await ok('PATCH', `/playbook/${first.id}/enable-disable-all-clients`, {
      all_clients: true,
    });
    expect(all.playbook.all_clients).toBe(true);
    expect(all.message).toBe(playbookMessages.enabledForAll);
    const invalid = await call('POST', '/playbook/create', token, { title: ' ' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.title).toEqual([playbookMessages.titleRequired]);
  });

  it('builds steps and tabs: blank, smart, renamed, sanitized, sorted and deleted', async () => {
    const { ok, create, step, details, token } = await studio();
    const playbook = await create('Guide');
    const one = await step(playbook.id);
    expect(one.title).toBe('Step 1');
    const smart = await step(playbook.id, { smart_step: 'welcome' });
    expect(smart.title).toBe('Welcome');
    expect(smart.content).toBe(smartSteps[0]!.content);
    const unknown = await call('POST', '/playbook/blank-step', token, {
      playbook_id: playbook.id,
      smart_step: 'nope',
    });
    expect(unknown.statusCode).toBe(422);
    expect((await ok('GET', '/playbook/smart-steps')).smart_steps).toHaveLength(smartSteps.length);

    const updated = await ok('PATCH', `/playbook/step/${one.id}/update`, {
      title: 'Intro',
      content: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:x()">l</a>',
    });
    expect(updated.step.title).toBe('Intro');
    expect(updated.step.content).toBe('<p>Hi</p><a>l</a>');

    const sorted = await ok('PATCH', `/playbook/${playbook.id}/sort-steps`, {
      step_ids: [smart.id, one.id],
    });
    expect(sorted.steps.map((s: Step) => s.title)).toEqual(['Welcome', 'Intro']);
    const partial = await call('PATCH', `/playbook/${playbook.id}/sort-steps`, token, {
      step_ids: [smart.id],
    });
    expect(partial.statusCode).toBe(422);

    const video = await ok('POST', `/playbook/step/${one.id}/save-tab`, {
      title: 'Video',
      content:
        '<iframe src="https://www.youtube.com/embed/x"></iframe><iframe src="https://evil.test/"></iframe>',
    });
    const notes = await ok('POST', `/playbook/step/${one.id}/save-tab`, { title: 'Notes' });
    const [videoTab, notesTab] = notes.step.tabs as Tab[];
    expect(video.step.tabs[0].content).toBe(
      '<iframe src="https://www.youtube.com/embed/x"></iframe><iframe></iframe>',
    );
    await ok('POST', `/playbook/step/${one.id}/save-tab`, {
      id: videoTab!.id,
      title: 'Watch',
      content: '',
    });
    const tabsSorted = await ok('PATCH', `/playbook/step/${one.id}/sort-tabs`, {
      tab_ids: [notesTab!.id, videoTab!.id],
    });
    expect(tabsSorted.step.tabs.map((t: Tab) => t.title)).toEqual(['Notes', 'Watch']);
    const afterTabDelete = await ok('DELETE', `/playbook/tab/${notesTab!.id}/delete`);
    expect(afterTabDelete.step.tabs.map((t: Tab) => t.title)).toEqual(['Watch']);

    await ok('DELETE', `/playbook/step/${smart.id}/delete`);
    const left = await details(playbook.id);
    expect(left.steps.map((s) => s.title)).toEqual(['Intro']);
    expect(left.steps_count).toBe(1);
  });

  it('keeps downloads, FAQ and both kinds of buttons in order', async () => {
    const { ok, create, token } = await studio();
    const playbook = await create('Guide');
    await ok('POST', `/playbook/${playbook.id}/save-download`, {
      title: 'Workbook',
      url: '/uploads/1/workbook.pdf',
    });
    const badUrl = await call('POST', `/playbook/${playbook.id}/save-download`, token, {
      title: 'X',
      url: 'javascript:alert(1)',
    });
    expect(badUrl.statusCode).toBe(422);
    const faq = await ok('POST', `/playbook/${playbook.id}/save-faq`, {
      question: 'How long?',
      answer: 'Six weeks.',
    });
    const faqId = faq.playbook.faqs[0].id as number;
    await ok('POST', `/playbook/${playbook.id}/save-faq`, {
      id: faqId,
      question: 'How long does it take?',
      answer: 'Six weeks.',
    });
    for (const label of ['Book', 'Call']) {
      await ok('POST', '/playbook/save-custom-button', {
        playbook_id: playbook.id,
        kind: 'custom',
        label,
        url: 'https://example.com',
      });
    }
    const action = await ok('POST', '/playbook/save-custom-button', {
      playbook_id: playbook.id,
      kind: 'action',
      label: 'Message me',
      url: 'mailto:coach@example.com',
    });
    const buttons = action.playbook.buttons as { id: number; kind: string; label: string }[];
    const custom = buttons.filter((b) => b.kind === 'custom');
    const sorted = await ok('PATCH', '/playbook/sort-custom-button', {
      playbook_id: playbook.id,
      button_ids: custom.map((b) => b.id).reverse(),
    });
    expect(sorted.playbook.buttons.map((b: { label: string }) => b.label)).toEqual([
      'Message me',
      'Call',
      'Book',
    ]);
    // The action buttons are sorted on their own: a custom button is not one of them.
    const mixed = await call('PATCH', '/playbook/sort-action-button', token, {
      playbook_id: playbook.id,
      button_ids: [custom[0]!.id],
    });
    expect(mixed.statusCode).toBe(404);
    const listed = await ok('GET', `/playbook/${playbook.id}/custom-buttons`);
    expect(listed.buttons).toHaveLength(3);

    const settings = await ok('PATCH', `/playbook/${playbook.id}/update-settings`, {
      show_faq: false,
      action_sidebar_title: 'Next',
      accent_color: '#112233',
    });
    expect(settings.playbook.settings).toMatchObject({
      show_faq: false,
      action_sidebar_title: 'Next',
      accent_color: '#112233',
      show_downloads: true,
    });
    const config = await ok('GET', '/playbook/configuration');
    expect(config.image_sizes.banner).toEqual({ width: 1200, height: 200 });
    expect(config.defaults).toEqual(playbookDefaults);

    const gone = await ok('DELETE', `/playbook/faq/${faqId}/delete`);
    expect(gone.playbook.faqs).toEqual([]);
    const downloadId = gone.playbook.downloads[0].id as number;
    expect(
      (await ok('DELETE', `/playbook/download/${downloadId}/delete`)).playbook.downloads,
    ).toEqual([]);
    const noButton = await ok('DELETE', `/playbook/button/${custom[0]!.id}/delete`);
    expect(noButton.playbook.buttons).toHaveLength(2);
  });

  it('renames, duplicates everything but its users, and deletes', async () => {
    const { ok, create, step, details, accountId } = await studio();
    const playbook = await create('Guide');
    const first = await step(playbook.id, { title: 'One' });
    await ok('POST', `/playbook/step/${first.id}/save-tab`, { title: 'Tab', content: '<p>t</p>' });
    await ok('POST', `/playbook/${playbook.id}/save-faq`, { question: 'Q', answer: 'A' });
    const contact = await buildContact(deps, { accountId });
    await ok('POST', '/playbook/send-to-contact', {
      playbook_ids: [playbook.id],
      contact_ids: [contact.id],
    });
    const renamed = await ok('PATCH', '/playbook/rename', {
      playbook_id: playbook.id,
      title: 'Plan',
    });
    expect(renamed.playbook.title).toBe('Plan');
    const copy = (await ok('POST', '/playbook/duplicate', { playbook_id: playbook.id }))
      .playbook as Details;
    expect(copy.title).toBe('Plan (copy)');
    expect(copy.steps.map((s) => [s.title, s.tabs.map((t) => t.content)])).toEqual([
      ['One', ['<p>t</p>']],
    ]);
    expect(copy.faqs.map((f) => f.question)).toEqual(['Q']);
    expect(copy.users_count).toBe(0);
    await ok('DELETE', '/playbook/delete', { playbook_id: playbook.id });
    expect(
      (await call('GET', `/playbook/${playbook.id}/details`, (await studio()).token)).statusCode,
    ).toBe(404);
    expect((await details(copy.id)).steps).toHaveLength(1);
  });

  it('sends to contacts, lists users and the profile section, resends and restricts', async () => {
    const { ok, create, step, accountId, token } = await studio();
    const playbook = await create('Guide');
    const other = await create('Other');
    const s1 = await step(playbook.id);
    await step(playbook.id);
    const ann = await buildContact(deps, { accountId, firstName: 'Ann', lastName: 'Lee' });
    const bob = await buildContact(deps, { accountId, firstName: 'Bob', lastName: 'Ray' });
    const sent = await ok('POST', '/playbook/send-to-contact', {
      playbook_ids: [playbook.id, other.id],
      contact_ids: [ann.id, bob.id],
    });
    expect(sent).toMatchObject({ sent: 4, message: playbookMessages.sent });
    const again = await ok('POST', '/playbook/send-to-contact', {
      playbook_ids: [playbook.id],
      contact_ids: [ann.id],
    });
    expect(again.sent).toBe(0);

    await playbooks.recordCompletion(deps, accountId, {
      playbookId: playbook.id,
      contactId: ann.id,
      stepId: s1.id,
    });
    const users = await ok('GET', `/playbook/${playbook.id}/users?search=ann`);
    expect(users.data).toEqual([
      expect.objectContaining({ contact_id: ann.id, name: 'Ann Lee', completed_steps: 1 }),
    ]);
    const profile = await ok('GET', `/contact/${ann.id}/playbooks`);
    expect(profile.data.map((p: Details) => p.title).sort()).toEqual(['Guide', 'Other']);
    expect(profile.data.find((p: Details) => p.id === playbook.id).completed_steps).toBe(1);

    const resent = await ok('POST', `/playbook/${playbook.id}/resend`, { contact_ids: [bob.id] });
    expect(resent.resent).toBe(1);
    const everyone = await ok('POST', `/playbook/${playbook.id}/resend`, {});
    expect(everyone.resent).toBe(2);
    const stranger = await buildContact(deps, { accountId });
    const notSent = await call('POST', `/playbook/${playbook.id}/resend`, token, {
      contact_ids: [stranger.id],
    });
    expect(notSent.statusCode).toBe(422);

    const restricted = await ok('POST', '/playbook/restrict-from-contact', {
      playbook_ids: [playbook.id],
      contact_ids: [ann.id],
    });
    expect(restricted.restricted).toBe(1);
    expect(
      (await ok('GET', `/contact/${ann.id}/playbooks`)).data.map((p: Details) => p.id),
    ).toEqual([other.id]);
    // Restricted, the contact's progress goes with it: sent again, they start over.
    await ok('POST', '/playbook/send-to-contact', {
      playbook_ids: [playbook.id],
      contact_ids: [ann.id],
    });
    const fresh = await ok('GET', `/playbook/${playbook.id}/users?search=ann`);
    expect(fresh.data[0].completed_steps).toBe(0);
  });

  it('gives a merge’s survivor the merged contacts’ playbooks and progress; a move leaves them', async () => {
    const { ok, create, step, accountId, locations } = await studio(['Annex']);
    const playbook = await create('Guide');
    const [s1, s2] = [await step(playbook.id), await step(playbook.id)];
    const [kept, merged] = [
      await buildContact(deps, { accountId }),
      await buildContact(deps, { accountId }),
    ];
    await ok('POST', '/playbook/send-to-contact', {
      playbook_ids: [playbook.id],
      contact_ids: [kept.id, merged.id],
    });
    const complete = (contactId: number, stepId: number) =>
      playbooks.recordCompletion(deps, accountId, { playbookId: playbook.id, contactId, stepId });
    await complete(kept.id, s1.id);
    await complete(merged.id, s1.id);
    await complete(merged.id, s2.id);
    await ok('POST', '/contact/merge', { contact_ids: [kept.id, merged.id], survivor_id: kept.id });
    const users = await ok('GET', `/playbook/${playbook.id}/users`);
    expect(users.data).toEqual([
      expect.objectContaining({ contact_id: kept.id, completed_steps: 2 }),
    ]);
    const analytics = () => ok('GET', `/playbook/get-analytics?playbook_id=${playbook.id}`);
    expect(await analytics()).toMatchObject({ users: 1, completed_users: 1 });

    await ok('POST', '/contact/move', {
      selection: { ids: [kept.id] },
      location_id: locations[0]!.id,
    });
    expect(await analytics()).toMatchObject({ users: 0, completed_users: 0 });
  });

  it('lists questions from contacts, turns one into an FAQ entry and deletes others', async () => {
    const { ok, create, step, accountId } = await studio();
    const playbook = await create('Guide');
    const s1 = await step(playbook.id, { title: 'Start' });
    const contact = await buildContact(deps, { accountId, firstName: 'Ann', lastName: 'Lee' });
    // Not sent (and not for all clients): the contact cannot ask.
    await expect(
      playbooks.recordQuestion(deps, accountId, {
        playbookId: playbook.id,
        contactId: contact.id,
        question: 'Hello?',
      }),
    ).rejects.toThrow();
    await ok('POST', '/playbook/send-to-contact', {
      playbook_ids: [playbook.id],
      contact_ids: [contact.id],
    });
    const asked = await playbooks.recordQuestion(deps, accountId, {
      playbookId: playbook.id,
      contactId: contact.id,
      stepId: s1.id,
      question: 'How often?',
    });
    const spam = await playbooks.recordQuestion(deps, accountId, {
      playbookId: playbook.id,
      contactId: contact.id,
      question: 'Spam',
    });
    const listed = await ok('GET', `/playbook/get-questions?playbook_id=${playbook.id}`);
    expect(listed.total).toBe(2);
    expect(listed.data.find((q: { id: number }) => q.id === asked)).toMatchObject({
      step_title: 'Start',
      contact_name: 'Ann Lee',
      faq_id: null,
    });
    const faq = await ok('POST', '/playbook/question-to-faq', {
      question_id: asked,
      answer: 'Three times a week.',
    });
    expect(faq.playbook.faqs).toEqual([
      expect.objectContaining({ question: 'How often?', answer: 'Three times a week.' }),
    ]);
    const unanswered = await ok(
      'GET',
      `/playbook/get-questions?playbook_id=${playbook.id}&unanswered=1`,
    );
    expect(unanswered.data.map((q: { id: number }) => q.id)).toEqual([spam]);
    const deleted = await ok('DELETE', '/playbook/delete-questions', {
      playbook_id: playbook.id,
      question_ids: [spam],
    });
    expect(deleted.deleted).toBe(1);
    const [kept] = await deps.db
      .select()
      .from(playbookQuestions)
      .where(eq(playbookQuestions.playbookId, playbook.id));
    expect(kept!.faqId).toBe(faq.playbook.faqs[0].id);
  });

  it('counts views by day and completion per step', async () => {
    const { ok, create, step, accountId } = await studio();
    const playbook = await create('Guide');
    const s1 = await step(playbook.id);
    const s2 = await step(playbook.id);
    const [ann, bob] = [
      await buildContact(deps, { accountId }),
      await buildContact(deps, { accountId }),
    ];
    await ok('POST', '/playbook/send-to-contact', {
      playbook_ids: [playbook.id],
      contact_ids: [ann.id, bob.id],
    });
    const record = (contactId: number, stepId: number, viewedAt?: Date) =>
      playbooks.recordView(deps, accountId, {
        playbookId: playbook.id,
        contactId,
        stepId,
        ...(viewedAt ? { viewedAt } : {}),
      });
    await record(ann.id, s1.id);
    await record(ann.id, s1.id);
    await record(bob.id, s1.id);
    await record(ann.id, s2.id, new Date(Date.now() - 40 * 86_400_000));
    for (const stepId of [s1.id, s2.id])
      await playbooks.recordCompletion(deps, accountId, {
        playbookId: playbook.id,
        contactId: ann.id,
        stepId,
      });
    await playbooks.recordCompletion(deps, accountId, {
      playbookId: playbook.id,
      contactId: bob.id,
      stepId: s1.id,
    });
    const analytics = await ok('GET', `/playbook/get-analytics?playbook_id=${playbook.id}`);
    expect(analytics).toMatchObject({ users: 2, views: 4, viewers: 2, completed_users: 1 });
    expect(analytics.views_by_day).toHaveLength(30);
    expect(analytics.views_by_day.at(-1).views).toBe(3);
    expect(analytics.steps).toEqual([
      {
        step_id: s1.id,
        title: 'Step 1',
        views: 3,
        viewers: 2,
        completions: 2,
        completion_rate: 100,
      },
      {
        step_id: s2.id,
        title: 'Step 2',
        views: 1,
        viewers: 1,
        completions: 1,
        completion_rate: 50,
      },
    ]);
  });

  it('copies a playbook into another account, mapping every file', async () => {
    const { ok, create, step, accountId } = await studio();
    const target = await buildSignedIn(deps);
    const playbook = await create('Shared');
    await ok('PATCH', `/playbook/${playbook.id}/update-settings`, { thumbnail: '/uploads/t.png' });
    const s = await step(playbook.id, { title: 'Look' });
    await ok('PATCH', `/playbook/step/${s.id}/update`, {
      content: '<p><img src="/uploads/a.png" /></p>',
    });
    await ok('POST', `/playbook/step/${s.id}/save-tab`, {
      title: 'More',
      content: '<img src="/uploads/a.png" /><img src="/uploads/b.png" />',
    });
    await ok('POST', `/playbook/${playbook.id}/save-download`, {
      title: 'PDF',
      url: '/uploads/c.pdf',
    });
    const copyFile = (k: string) => Promise.resolve(`${k}-copy`);
    const copy = {
      fromAccountId: accountId,
      toAccountId: target.accountId,
      userId: target.owner.id,
      copyFile,
    };
    expect(
      await playbooks.copyToAccount(deps, playbook.id, {
        ...copy,
        fromAccountId: target.accountId,
      }),
    ).toBeNull();
    const newId = await playbooks.copyToAccount(deps, playbook.id, copy);
    const res = await call('GET', `/playbook/${newId}/details`, target.token);
    expect(res.statusCode).toBe(200);
    const copied = res.json().playbook as Details & { thumbnail: string };
    expect(copied.title).toBe('Shared');
    expect(copied.thumbnail).toBe('/uploads/t.png-copy');
    expect(copied.steps[0]!.content).toBe('<p><img src="/uploads/a.png-copy" /></p>');
    expect(copied.steps[0]!.tabs[0]!.content).toBe(
      '<img src="/uploads/a.png-copy" /><img src="/uploads/b.png-copy" />',
    );
    expect(copied.downloads[0]!.url).toBe('/uploads/c.pdf-copy');
    expect(copied.users_count).toBe(0);
    expect(await playbooks.describeForSharing(deps, accountId, playbook.id)).toEqual({
      title: 'Shared',
      thumbnail: '/uploads/t.png',
    });
    expect(await playbooks.describeForSharing(deps, target.accountId, playbook.id)).toBeNull();
  });

  it('needs the playbooks area, and the contact centre for a contact’s playbooks', async () => {
    const { account, create } = await studio();
    const playbook = await create('A');
    const viewer = await buildStaff(deps, account.id, {
      permissions: { playbooks: { view: true } },
    });
    const token = await tokenFor(deps, viewer.id);
    expect((await call('GET', '/playbook/list', token)).statusCode).toBe(200);
    expect((await call('POST', '/playbook/create', token, { title: 'B' })).statusCode).toBe(403);
    expect(
      (await call('PATCH', '/playbook/rename', token, { playbook_id: playbook.id, title: 'B' }))
        .statusCode,
    ).toBe(403);
    const contact = await buildContact(deps, { accountId: account.id });
    expect((await call('GET', `/contact/${contact.id}/playbooks`, token)).statusCode).toBe(403);
  });

  it('answers 404 for another account’s playbooks and everything in them', async () => {
    const mine = await studio();
    const theirs = await studio();
    const playbook = await theirs.create('Theirs');
    const s = await theirs.step(playbook.id);
    const withTab = await theirs.ok('POST', `/playbook/step/${s.id}/save-tab`, { title: 'T' });
    const tabId = withTab.step.tabs[0].id as number;
    const withItems = await theirs.ok('POST', `/playbook/${playbook.id}/save-faq`, {
      question: 'Q',
      answer: 'A',
    });
    await theirs.ok('POST', `/playbook/${playbook.id}/save-download`, {
      title: 'D',
      url: 'https://example.com',
    });
    const withButton = await theirs.ok('POST', '/playbook/save-custom-button', {
      playbook_id: playbook.id,
      kind: 'action',
      label: 'B',
      url: 'https://example.com',
    });
    const faqId = withItems.playbook.faqs[0].id as number;
    const downloadId = withButton.playbook.downloads[0].id as number;
    const buttonId = withButton.playbook.buttons[0].id as number;
    const category = (await theirs.ok('POST', '/playbook/create-category', { name: 'C' })).category
      .id as number;
    const contact = await buildContact(deps, { accountId: theirs.accountId });
    await theirs.ok('POST', '/playbook/send-to-contact', {
      playbook_ids: [playbook.id],
      contact_ids: [contact.id],
    });
    const question = await playbooks.recordQuestion(deps, theirs.accountId, {
      playbookId: playbook.id,
      contactId: contact.id,
      question: 'Q?',
    });
    const own = await mine.create('Mine');
    const t = mine.token;
    const p = playbook.id;
    const statuses = [
      await call('GET', `/playbook/${p}/details`, t),
      await call('GET', `/playbook/${p}/users`, t),
      await call('GET', `/playbook/${p}/custom-buttons`, t),
      await call('GET', `/playbook/get-questions?playbook_id=${p}`, t),
      await call('GET', `/playbook/get-analytics?playbook_id=${p}`, t),
      await call('PATCH', `/playbook/${p}/update-settings`, t, { title: 'X' }),
      await call('PATCH', `/playbook/${own.id}/update-settings`, t, { category_id: category }),
      await call('POST', '/playbook/create', t, { title: 'X', category_id: category }),
      await call('DELETE', '/playbook/delete-category', t, { category_id: category }),
      await call('PATCH', `/playbook/${p}/pin-unpin`, t, { is_pinned: true }),
      await call('PATCH', `/playbook/${p}/enable-disable-all-clients`, t, { all_clients: true }),
      await call('PATCH', '/playbook/rename', t, { playbook_id: p, title: 'X' }),
      await call('POST', '/playbook/duplicate', t, { playbook_id: p }),
      await call('DELETE', '/playbook/delete', t, { playbook_id: p }),
      await call('POST', '/playbook/blank-step', t, { playbook_id: p }),
      await call('PATCH', `/playbook/step/${s.id}/update`, t, { title: 'X' }),
      await call('DELETE', `/playbook/step/${s.id}/delete`, t),
      await call('PATCH', `/playbook/${own.id}/sort-steps`, t, { step_ids: [s.id] }),
      await call('POST', `/playbook/step/${s.id}/save-tab`, t, { title: 'X' }),
      await call('DELETE', `/playbook/tab/${tabId}/delete`, t),
      await call('PATCH', `/playbook/step/${s.id}/sort-tabs`, t, { tab_ids: [tabId] }),
      await call('POST', `/playbook/${p}/save-download`, t, { title: 'X', url: 'https://a.b' }),
      await call('POST', `/playbook/${own.id}/save-download`, t, {
        id: downloadId,
        title: 'X',
        url: 'https://a.b',
      }),
      await call('DELETE', `/playbook/download/${downloadId}/delete`, t),
      await call('POST', `/playbook/${p}/save-faq`, t, { question: 'X', answer: 'Y' }),
      await call('POST', `/playbook/${own.id}/save-faq`, t, {
        id: faqId,
        question: 'X',
        answer: 'Y',
      }),
      await call('DELETE', `/playbook/faq/${faqId}/delete`, t),
      await call('POST', '/playbook/save-custom-button', t, {
        playbook_id: own.id,
        id: buttonId,
        kind: 'action',
        label: 'X',
        url: 'https://a.b',
      }),
      await call('DELETE', `/playbook/button/${buttonId}/delete`, t),
      await call('PATCH', '/playbook/sort-action-button', t, {
        playbook_id: own.id,
        button_ids: [buttonId],
      }),
      await call('POST', '/playbook/send-to-contact', t, { playbook_ids: [p], contact_ids: [1] }),
      await call('POST', '/playbook/send-to-contact', t, {
        playbook_ids: [own.id],
        contact_ids: [contact.id],
      }),
      await call('POST', '/playbook/restrict-from-contact', t, {
        playbook_ids: [own.id],
        contact_ids: [contact.id],
      }),
      await call('POST', `/playbook/${p}/resend`, t, {}),
      await call('GET', `/contact/${contact.id}/playbooks`, t),
      await call('DELETE', '/playbook/delete-questions', t, {
        playbook_id: own.id,
        question_ids: [question],
      }),
      await call('POST', '/playbook/question-to-faq', t, { question_id: question, answer: 'A' }),
    ].map((r) => r.statusCode);
    expect(statuses.map((s, i) => [i, s]).filter(([, s]) => s !== 404)).toEqual([]);
    const still = await theirs.details(p);
    expect(still.steps[0]!.tabs).toHaveLength(1);
    expect(still.faqs).toHaveLength(1);
  });
});
