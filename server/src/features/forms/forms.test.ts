import { formDefaults, formMessages } from '@coachline/contract/forms';
import { defaultHeadline } from '@coachline/contract/styles';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { formContacts, formSubmissions } from './forms.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

type Listed = { id: number; title: string; folder_id: number | null; questions_count: number };

async function studio(locations?: string[]) {
  const signed = await buildSignedIn(deps, { locations });
  const { token } = signed;
  const create = async (title: string, folder_id?: number) => {
    const res = await call('PATCH', '/form/create', token, { title, folder_id });
    expect(res.statusCode).toBe(200);
    return res.json().form as { id: number; public_url: string; title: string };
  };
  const question = async (formId: number, body: object) => {
    const res = await call('POST', `/form/${formId}/save-question`, token, body);
    expect(res.statusCode).toBe(200);
    return res.json().question as { id: number; ordering: number; max: number | null };
  };
  const list = async (query = '') => {
    const res = await call('GET', `/form/list${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Listed[]; total: number; per_page: number; last_page: number };
  };
  const questionsOf = async (formId: number) => {
    const res = await call('GET', `/form/${formId}/questions`, token);
    expect(res.statusCode).toBe(200);
    return res.json().questions as { id: number; title: string; ordering: number }[];
  };
  return { ...signed, create, question, list, questionsOf };
}

describe('forms', () => {
  it('creates forms on top of the list, 6 a page, by folder and title, with the defaults', async () => {
    const { token, create, list } = await studio();
    const folder = await call('POST', '/folder/create', token, {
      asset_type: 'forms',
      title: 'Intake',
    });
    const folderId = folder.json().folder.id as number;
    for (let i = 1; i <= 7; i++) await create(`Form ${i}`);
    const filed = await create('Filed intake', folderId);

    const first = await list();
    expect(first.per_page).toBe(6);
    expect(first.total).toBe(8);
    expect(first.last_page).toBe(2);
    expect(first.data.map((f) => f.title).slice(0, 3)).toEqual([
      'Filed intake',
      'Form 7',
      'Form 6',
    ]);
    expect((await list(`?folder_id=${folderId}`)).data.map((f) => f.id)).toEqual([filed.id]);
    expect((await list('?folder_id=0')).total).toBe(7);
    expect((await list('?search=INTAKE')).data.map((f) => f.title)).toEqual(['Filed intake']);
    expect((await list('?order_by=title&order=asc&per_page=2')).data[0]!.title).toBe(
      'Filed intake',
    );

    const details = await call('GET', `/form/${filed.id}/details`, token);
    expect(details.statusCode).toBe(200);
    const form = details.json().form;
    expect(form.public_url).toMatch(/\/f\/[\w-]{22}$/);
    expect(form.asset_type).toBe('forms');
    expect(form.settings).toMatchObject({
      submit_label: 'SUBMIT',
      submit_align: 'center',
      get_started_label: formDefaults.get_started_label,
      thank_you_message: formDefaults.thank_you_message,
      add_ons: ['fname', 'lname'],
      overlay_opacity: 50,
      headline_style: defaultHeadline,
      is_disabled: false,
    });

    // The folder counts its forms; deleting it puts them back in the main folder.
    const folders = await call('GET', '/folder/forms/list', token);
    expect(folders.json().folders[0].items_count).toBe(1);
    await call('DELETE', '/folder/delete', token, { id: folderId });
    expect((await list('?folder_id=0')).total).toBe(8);

    const bad = await call('PATCH', '/form/create', token, { title: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.title).toEqual([formMessages.titleRequired]);
    const foreignFolder = await call('PATCH', '/form/create', token, {
      title: 'X',
      folder_id: 2_000_000_000,
    });
    expect(foreignFolder.statusCode).toBe(404);
  });

  it('lists every form for pickers and the open ones as assets', async () => {
    const { token, create } = await studio();
    const open = await create('Open');
    const closed = await create('Closed');
    await call('POST', '/form/set-form-disable', token, {
      form_id: closed.id,
      is_disabled: true,
      disable_message: 'Back soon',
    });
    const all = await call('GET', '/form/list-all', token);
    expect(all.json().data.map((f: Listed) => f.title)).toEqual(['Closed', 'Open']);
    expect(all.json().truncated).toBe(false);
    const assets = await call('GET', '/form/get-all-asset?search=o', token);
    expect(assets.json().data).toEqual([
      { id: open.id, title: 'Open', asset_type: 'forms', public_url: open.public_url },
    ]);
    const details = await call('GET', `/form/${closed.id}/details`, token);
    expect(details.json().form.settings).toMatchObject({
      is_disabled: true,
      disable_message: 'Back soon',
    });
    const reopen = await call('POST', '/form/set-form-disable', token, {
      form_id: closed.id,
      is_disabled: false,
    });
    expect(reopen.json().message).toBe(formMessages.enabled);
    const empty = await call('POST', '/form/set-form-disable', token, {
      form_id: closed.id,
      is_disabled: true,
      disable_message: '',
    });
    expect(Object.keys(empty.json().errors)).toEqual(['disable_message']);
  });

  it('renames, updates the styling, duplicates with questions and deletes', async () => {
    const { token, create, question, questionsOf, list } = await studio();
    const form = await create('Intake');
    await question(form.id, { type: 'short_text', title: 'Goal' });
    await question(form.id, { type: 'single_choice', title: 'Level', options: ['New', 'Pro'] });

    const renamed = await call('POST', '/form/rename', token, { form_id: form.id, title: 'Start' });
    expect(renamed.json()).toMatchObject({
      message: formMessages.renamed,
      form: { title: 'Start' },
    });

    const updated = await call('POST', `/form/${form.id}/update`, token, {
      submit_label: 'SEND',
      accent_color: '#ff0000',
      overlay_opacity: 30,
      add_ons: ['fname', 'email', 'email'],
      cover_image: 'https://example.test/cover.png',
      headline_style: { ...defaultHeadline, font_size: 40 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().form.settings).toMatchObject({
      submit_label: 'SEND',
      accent_color: '#FF0000',
      overlay_opacity: 30,
      add_ons: ['fname', 'email'],
      cover_image: 'https://example.test/cover.png',
      headline_style: { font_size: 40 },
      thank_you_message: formDefaults.thank_you_message,
    });
    const badUpdate = await call('POST', `/form/${form.id}/update`, token, {
      overlay_opacity: 150,
      submit_label: '',
      logo_image: 'javascript:alert(1)',
    });
    expect(badUpdate.statusCode).toBe(422);
    expect(Object.keys(badUpdate.json().errors).sort()).toEqual([
      'logo_image',
      'overlay_opacity',
      'submit_label',
    ]);

    const copy = await call('POST', '/form/duplicate', token, { form_id: form.id });
    expect(copy.json().message).toBe(formMessages.duplicated);
    const copied = copy.json().form;
    expect(copied.title).toBe('Start (copy)');
    expect(copied.public_url).not.toBe(form.public_url);
    expect(copied.settings.submit_label).toBe('SEND');
    expect((await questionsOf(copied.id)).map((q) => q.title)).toEqual(['Goal', 'Level']);
    expect((await list()).data.map((f) => [f.title, f.questions_count])).toEqual([
      ['Start (copy)', 2],
      ['Start', 2],
    ]);

    const removed = await call('DELETE', '/form/delete', token, { form_id: form.id });
    expect(removed.json()).toEqual({ status: 1, message: formMessages.deleted });
    expect((await list()).data.map((f) => f.id)).toEqual([copied.id]);
    expect((await call('GET', `/form/${form.id}/details`, token)).statusCode).toBe(404);
  });

  it('saves, duplicates, sorts and deletes questions with field messages', async () => {
    const { token, create, question, questionsOf } = await studio();
    const form = await create('Intake');
    const res = await call('POST', `/form/${form.id}/save-question`, token, {
      type: 'rating',
      title: 'How fit are you?',
    });
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Form question has been saved successfully!',
      question: { type: 'rating', max: 5, options: [], is_required: false, ordering: 1 },
    });
    const rating = res.json().question;
    const choice = await question(form.id, {
      type: 'multiple_choice',
      title: 'Goals',
      options: ['Strength', 'Mobility'],
      is_required: true,
    });
    const text = await question(form.id, { type: 'long_text', title: 'Anything else?' });

    const edited = await question(form.id, {
      id: rating.id,
      type: 'rating',
      title: 'Fit?',
      max: 10,
    });
    expect(edited).toMatchObject({ max: 10, ordering: 1 });
    // Another type drops what the old one had.
    const retyped = await question(form.id, { id: choice.id, type: 'short_text', title: 'Goals' });
    expect(retyped).toMatchObject({ options: [], max: null });

    const noOptions = await call('POST', `/form/${form.id}/save-question`, token, {
      type: 'dropdown',
      title: 'Pick',
      options: [],
    });
    expect(noOptions.statusCode).toBe(422);
    expect(noOptions.json().errors.options).toEqual([formMessages.optionsRequired]);
    const twice = await call('POST', `/form/${form.id}/save-question`, token, {
      type: 'dropdown',
      title: 'Pick',
      options: ['A', 'a'],
    });
    expect(twice.json().errors.options).toEqual([formMessages.optionsDistinct]);
    const noTitle = await call('POST', `/form/${form.id}/save-question`, token, {
      type: 'email',
      title: '',
    });
    expect(noTitle.json().errors.title).toEqual([formMessages.questionTitleRequired]);
    const badType = await call('POST', `/form/${form.id}/save-question`, token, {
      type: 'essay',
      title: 'X',
    });
    expect(badType.json().errors.type).toEqual([formMessages.typeRequired]);

    const dup = await call('PATCH', `/form/question/${rating.id}/duplicate`, token);
    expect(dup.json().message).toBe(formMessages.questionDuplicated);
    expect((await questionsOf(form.id)).map((q) => [q.id, q.ordering])).toEqual([
      [rating.id, 1],
      [dup.json().question.id, 2],
      [choice.id, 3],
      [text.id, 4],
    ]);

    const order = [text.id, choice.id, dup.json().question.id, rating.id];
    const sorted = await call('PATCH', '/form/sort-questions', token, {
      form_id: form.id,
      question_ids: order,
    });
    expect(sorted.json().questions.map((q: { id: number }) => q.id)).toEqual(order);
    const partial = await call('PATCH', '/form/sort-questions', token, {
      form_id: form.id,
      question_ids: [text.id],
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors.question_ids).toEqual([formMessages.sortIncomplete]);

    const deleted = await call('DELETE', `/form/question/${text.id}/delete`, token);
    expect(deleted.json().message).toBe(formMessages.questionDeleted);
    expect((await questionsOf(form.id)).map((q) => q.id)).not.toContain(text.id);

    // A question of another form is not this form's to change.
    const other = await create('Other');
    const wrongForm = await call('POST', `/form/${other.id}/save-question`, token, {
      id: rating.id,
      type: 'rating',
      title: 'Moved?',
    });
    expect(wrongForm.statusCode).toBe(404);
  });

  it('sends forms to contacts, switches them and restricts them (the profile’s Forms)', async () => {
    const { token, accountId, create } = await studio();
    const a = await create('A');
    const b = await create('B');
    const kim = await buildContact(deps, { accountId });
    const lee = await buildContact(deps, { accountId });

    const sent = await call('POST', '/form/send-to-contact', token, {
      form_ids: [a.id, b.id],
      contact_ids: [kim.id, lee.id],
    });
    expect(sent.json()).toEqual({ status: 1, message: formMessages.sent, sent: 4 });
    const again = await call('POST', '/form/send-to-contact', token, {
      form_ids: [a.id],
      contact_ids: [kim.id],
    });
    expect(again.json().sent).toBe(0);

    const profile = await call('GET', `/contact/${kim.id}/forms`, token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().total).toBe(2);
    const entry = profile.json().data.find((f: { id: number }) => f.id === a.id);
    expect(entry).toMatchObject({ enabled: true, client_portal: true, submissions_count: 0 });
    expect(entry.personal_url).toMatch(new RegExp(`^${a.public_url}\\?c=`));

    const off = await call('POST', '/form/set-enable-disable', token, {
      form_id: a.id,
      contact_ids: [kim.id, lee.id],
      enabled: false,
    });
    expect(off.json()).toMatchObject({ message: formMessages.disabled, updated: 2 });
    const portal = await call('PATCH', '/contact/enable-disable-form', token, {
      contact_id: kim.id,
      form_id: a.id,
      client_portal: false,
    });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().form).toMatchObject({ id: a.id, enabled: false, client_portal: false });
    const on = await call('PATCH', '/contact/enable-disable-form', token, {
      contact_id: kim.id,
      form_id: a.id,
      enabled: true,
    });
    expect(on.json()).toMatchObject({
      message: formMessages.enabled,
      form: { enabled: true, client_portal: false },
    });
    const neither = await call('PATCH', '/contact/enable-disable-form', token, {
      contact_id: kim.id,
      form_id: a.id,
    });
    expect(neither.statusCode).toBe(422);

    const restricted = await call('POST', '/form/restrict-from-contact', token, {
      form_ids: [a.id],
      contact_ids: [kim.id],
    });
    expect(restricted.json()).toMatchObject({ message: formMessages.restricted, restricted: 1 });
    const rows = await deps.db
      .select()
      .from(formContacts)
      .where(and(eq(formContacts.accountId, accountId), eq(formContacts.contactId, kim.id)));
    expect(rows.map((r) => r.formId)).toEqual([b.id]);
    // Not sent to the contact any more: nothing to switch.
    const gone = await call('PATCH', '/contact/enable-disable-form', token, {
      contact_id: kim.id,
      form_id: a.id,
      enabled: true,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('lets a contact leave its forms when it moves and gives them to a merge’s survivor', async () => {
    const { token, accountId, create, locations } = await studio(['Uptown']);
    const form = await create('A');
    const kim = await buildContact(deps, { accountId });
    const twin = await buildContact(deps, { accountId });
    await call('POST', '/form/send-to-contact', token, {
      form_ids: [form.id],
      contact_ids: [kim.id, twin.id],
    });
    await deps.db.insert(formSubmissions).values({
      accountId,
      formId: form.id,
      contactId: twin.id,
      publicKey: `key-${twin.id}`,
      fileName: 'A.pdf',
    });
    const merged = await call('POST', '/contact/merge', token, {
      contact_ids: [kim.id, twin.id],
      survivor_id: kim.id,
    });
    expect(merged.statusCode).toBe(200);
    const [submission] = await deps.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formId, form.id));
    expect(submission!.contactId).toBe(kim.id);
    const profile = await call('GET', `/contact/${kim.id}/forms`, token);
    expect(profile.json().data[0]).toMatchObject({ id: form.id, submissions_count: 1 });

    const moved = await call('POST', '/contact/move', token, {
      selection: { ids: [kim.id] },
      location_id: locations[0]!.id,
    });
    expect(moved.json().status).toBe(1);
    const [left] = await deps.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formId, form.id));
    expect(left!.contactId).toBeNull();
    expect(
      await deps.db.select().from(formContacts).where(eq(formContacts.formId, form.id)),
    ).toEqual([]);
  });

  it('needs the forms area, and the contact centre for a contact’s forms', async () => {
    const { account, create } = await studio();
    const form = await create('A');
    const viewer = await buildStaff(deps, account.id, {
      permissions: { forms: { view: true } },
    });
    const token = await tokenFor(deps, viewer.id);
    expect((await call('GET', '/form/list', token)).statusCode).toBe(200);
    expect((await call('PATCH', '/form/create', token, { title: 'B' })).statusCode).toBe(403);
    expect(
      (await call('POST', '/form/rename', token, { form_id: form.id, title: 'B' })).statusCode,
    ).toBe(403);
    const contact = await buildContact(deps, { accountId: account.id });
    expect((await call('GET', `/contact/${contact.id}/forms`, token)).statusCode).toBe(403);
  });

  it('answers 404 for another account’s forms, questions and contacts', async () => {
    const mine = await studio();
    const theirs = await studio();
    const form = await theirs.create('Theirs');
    const q = await theirs.question(form.id, { type: 'short_text', title: 'Q' });
    const contact = await buildContact(deps, { accountId: theirs.accountId });
    const own = await mine.create('Mine');
    const t = mine.token;
    const statuses = [
      await call('GET', `/form/${form.id}/details`, t),
      await call('GET', `/form/${form.id}/questions`, t),
      await call('POST', `/form/${form.id}/update`, t, { title: 'X' }),
      await call('POST', `/form/${form.id}/save-question`, t, { type: 'email', title: 'X' }),
      await call('POST', '/form/rename', t, { form_id: form.id, title: 'X' }),
      await call('POST', '/form/duplicate', t, { form_id: form.id }),
      await call('DELETE', '/form/delete', t, { form_id: form.id }),
      await call('PATCH', `/form/question/${q.id}/duplicate`, t),
      await call('DELETE', `/form/question/${q.id}/delete`, t),
      await call('PATCH', '/form/sort-questions', t, { form_id: own.id, question_ids: [q.id] }),
      await call('POST', '/form/set-form-disable', t, { form_id: form.id, is_disabled: true }),
      await call('POST', '/form/send-to-contact', t, { form_ids: [form.id], contact_ids: [1] }),
      await call('POST', '/form/send-to-contact', t, {
        form_ids: [own.id],
        contact_ids: [contact.id],
      }),
      await call('POST', '/form/restrict-from-contact', t, {
        form_ids: [own.id],
        contact_ids: [contact.id],
      }),
      await call('POST', '/form/set-enable-disable', t, {
        form_id: form.id,
        contact_ids: [contact.id],
        enabled: true,
      }),
      await call('GET', `/contact/${contact.id}/forms`, t),
      await call('PATCH', '/contact/enable-disable-form', t, {
        contact_id: contact.id,
        form_id: own.id,
        enabled: true,
      }),
    ].map((r) => r.statusCode);
    expect(statuses.every((s) => s === 404)).toBe(true);
    expect((await theirs.questionsOf(form.id)).map((x) => x.title)).toEqual(['Q']);
  });
});
