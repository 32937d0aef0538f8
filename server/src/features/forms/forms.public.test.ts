import { formMessages } from '@coachline/contract/forms';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../platform/files.tables';
import { buildContact, buildSignedIn } from '../../test/factories';
import { formData } from '../../test/multipart';
import { caller, createTestApp } from '../../test/server';
import { memberships } from '../accounts/accounts.tables';
import { contacts } from '../contacts/contacts.tables';
import { insertSubmission } from './forms.repository';
import { formAnswers, formSubmissions } from './forms.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

let address = 0;
/** A visitor's own address, so one test's submissions never throttle another's. */
const newAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

/** A form with one question of each kind the tests answer, and its public key. */
async function publicForm() {
  const signed = await buildSignedIn(deps);
  const { token, accountId } = signed;
  const created = await call('PATCH', '/form/create', token, { title: 'Intake' });
  const form = created.json().form as { id: number; public_url: string };
  const key = form.public_url.split('/f/')[1]!;
  const q = async (body: object) =>
    (await call('POST', `/form/${form.id}/save-question`, token, body)).json().question
      .id as number;
  const ids = {
    goal: await q({ type: 'short_text', title: 'Goal', is_required: true }),
    email: await q({ type: 'email', title: 'Email' }),
    level: await q({ type: 'single_choice', title: 'Level', options: ['New', 'Pro'] }),
    days: await q({ type: 'multiple_choice', title: 'Days', options: ['Mon', 'Tue', 'Wed'] }),
    rating: await q({ type: 'rating', title: 'Fit?' }),
    weight: await q({ type: 'number', title: 'Weight' }),
    start: await q({ type: 'date', title: 'Start' }),
    phone: await q({ type: 'phone', title: 'Phone' }),
    injured: await q({ type: 'yes_no', title: 'Injured?' }),
    file: await q({ type: 'file_upload', title: 'Plan' }),
  };
  const ip = newAddress();
  const submit = (body: object, from = ip) =>
    app.inject({
      method: 'POST',
      url: `/api/v3/form/public/${key}/submit`,
      payload: body,
      remoteAddress: from,
    });
  const upload = (questionId: number, name: string, content: string | Buffer) => {
    const body = formData([
      { name: 'question_id', content: String(questionId) },
      { name: 'file', filename: name, content },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/v3/form/public/${key}/upload`,
      headers: body.headers,
      payload: body.payload,
      remoteAddress: ip,
    });
  };
  const submissions = () =>
    deps.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id));
  return { ...signed, token, accountId, form, key, ids, submit, upload, submissions };
}

describe('the public form', () => {
  it('shows the form to anyone with its link, and nothing for a wrong key', async () => {
    const { key, ids } = await publicForm();
    const res = await call('GET', `/form/public/${key}`);
    expect(res.statusCode).toBe(200);
    const { form } = res.json();
    expect(form).toMatchObject({ key, title: 'Intake', settings: { submit_label: 'SUBMIT' } });
    expect(form.questions.map((q: { id: number }) => q.id)).toEqual(Object.values(ids));
    expect(form.questions[0]).not.toHaveProperty('form_id');
    expect(JSON.stringify(form)).not.toMatch(/account|owner|@example/);
    expect((await call('GET', '/form/public/not-a-key')).statusCode).toBe(404);
  });

  it('takes an anonymous visitor’s answers and makes a lead of an unknown email', async () => {
    const { ids, submit, upload, submissions, accountId } = await publicForm();
    const uploaded = await upload(ids.file, 'plan.pdf', '%PDF-1.4 plan');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ name: 'plan.pdf', size: 13 });
    const res = await submit({
      fname: 'Ana',
      lname: 'Diaz',
      answers: {
        [ids.goal]: ' Get strong ',
        [ids.email]: 'Ana@Example.test',
        [ids.level]: 'Pro',
        [ids.days]: ['Wed', 'Mon'],
        [ids.rating]: 4,
        [ids.weight]: '72.5',
        [ids.start]: '2026-12-01',
        [ids.phone]: '+1 212 555 0123',
        [ids.injured]: false,
        [ids.file]: { upload: uploaded.json().upload },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      message: 'Thank you! Your response has been submitted.',
    });
    const [submission] = await submissions();
    expect(submission).toMatchObject({ fname: 'Ana', lname: 'Diaz', email: 'ana@example.test' });
    expect(submission!.publicKey).toMatch(/^[\w-]{22}$/);
    expect(submission!.fileName).toMatch(/^Intake - Ana Diaz - \d{4}-\d{2}-\d{2}\.pdf$/);
    const [lead] = await deps.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, submission!.contactId!));
    expect(lead).toMatchObject({
      accountId,
      firstName: 'Ana',
      email: 'ana@example.test',
      lastAction: 'Recorded as Submitted A Form',
    });
    const answers = await deps.db
      .select()
      .from(formAnswers)
      .where(eq(formAnswers.submissionId, submission!.id));
    const byQuestion = Object.fromEntries(answers.map((a) => [a.questionId, a.value]));
    expect(byQuestion).toEqual({
      [ids.goal]: 'Get strong',
      [ids.email]: 'ana@example.test',
      [ids.level]: 'Pro',
      [ids.days]: ['Mon', 'Wed'],
      [ids.rating]: 4,
      [ids.weight]: 72.5,
      [ids.start]: '2026-12-01',
      [ids.phone]: '+12125550123',
      [ids.injured]: false,
      [ids.file]: { name: 'plan.pdf', size: 13 },
    });
    // The upload is claimed for good, and its token is spent.
    const fileAnswer = answers.find((a) => a.questionId === ids.file)!;
    const [record] = await deps.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, fileAnswer.storageKey!));
    expect(record).toMatchObject({ purpose: 'form-answer', temporaryUntil: null, bytes: 13 });
    const again = await submit({
      fname: 'Ana',
      lname: 'Diaz',
      answers: { [ids.goal]: 'Again', [ids.file]: { upload: uploaded.json().upload } },
    });
    expect(again.json().errors).toEqual({ [`answers.${ids.file}`]: [formMessages.answerUpload] });
  });

  it('links a known email to its contact and a personal link to the contact it names', async () => {
    const { token, accountId, form, ids, submit, submissions } = await publicForm();
    const known = await buildContact(deps, { accountId, lastAction: 'Trial Started' });
    const linked = await buildContact(deps, { accountId });
    expect(
      (await submit({ fname: 'K', lname: 'N', email: known.email, answers: { [ids.goal]: 'A' } }))
        .statusCode,
    ).toBe(200);
    await call('POST', '/form/send-to-contact', token, {
      form_ids: [form.id],
      contact_ids: [linked.id],
    });
    const profile = await call('GET', `/contact/${linked.id}/forms`, token);
    const personal = new URL(profile.json().data[0].personal_url);
    const c = personal.searchParams.get('c')!;
    // With the personal link the add-ons are not asked for.
    expect((await submit({ c, answers: { [ids.goal]: 'B' } })).statusCode).toBe(200);
    // A token made up, or made for another contact's id, links nothing (and asks the add-ons).
    const forged = await submit({
      c: `${known.id.toString(36)}.AAAAAAAAAAAAAAAA`,
      answers: { [ids.goal]: 'C' },
    });
    expect(forged.statusCode).toBe(422);
    expect(Object.keys(forged.json().errors).sort()).toEqual(['fname', 'lname']);

    const rows = await submissions();
    expect(rows.map((r) => r.contactId)).toEqual([known.id, linked.id]);
    const [still] = await deps.db.select().from(contacts).where(eq(contacts.id, known.id));
    expect(still!.lastAction).toBe('Trial Started');
    const after = await call('GET', `/contact/${linked.id}/forms`, token);
    expect(after.json().data[0]).toMatchObject({ submissions_count: 1 });
    expect(after.json().data[0].last_submitted_at).not.toBeNull();
  });

  it('links submissions arriving together with one new email to one new lead', async () => {
    const { accountId, ids, submit, submissions } = await publicForm();
    const email = 'twice@example.test';
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((goal) =>
        submit({ fname: 'Tw', lname: 'Ice', email, answers: { [ids.goal]: goal } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const made = await deps.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.accountId, accountId), eq(contacts.email, email)));
    expect(made).toHaveLength(1);
    expect((await submissions()).map((s) => s.contactId)).toEqual([
      made[0]!.id,
      made[0]!.id,
      made[0]!.id,
    ]);
  });

  it('answers a bot filling the honeypot as if all went well, and keeps nothing', async () => {
    const { ids, submit, submissions } = await publicForm();
    const res = await submit({
      fname: 'Bot',
      lname: 'Bot',
      email: 'bot@spam.test',
      website: 'https://spam.test',
      answers: { [ids.goal]: 'spam' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Thank you! Your response has been submitted.');
    expect(await submissions()).toEqual([]);
    const [lead] = await deps.db.select().from(contacts).where(eq(contacts.email, 'bot@spam.test'));
    expect(lead).toBeUndefined();
  });

  it('refuses bad answers with a message per question, storing nothing', async () => {
    const { ids, submit, submissions } = await publicForm();
    const res = await submit({
      fname: '',
      lname: 'Diaz',
      email: 'not-an-email',
      answers: {
        [ids.goal]: '   ',
        [ids.email]: 'nope',
        [ids.level]: 'Expert',
        [ids.days]: ['Mon', 'Sun'],
        [ids.rating]: 6,
        [ids.weight]: 'heavy',
        [ids.start]: '2026-02-30',
        [ids.phone]: '12',
        [ids.injured]: 'maybe',
        [ids.file]: { upload: 'forged.token' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      fname: [formMessages.fnameRequired],
      email: [formMessages.answerEmail],
      [`answers.${ids.goal}`]: [formMessages.answerRequired],
      [`answers.${ids.email}`]: [formMessages.answerEmail],
      [`answers.${ids.level}`]: [formMessages.answerChoice],
      [`answers.${ids.days}`]: [formMessages.answerChoice],
      [`answers.${ids.rating}`]: [formMessages.answerRating(5)],
      [`answers.${ids.weight}`]: [formMessages.answerNumber],
      [`answers.${ids.start}`]: [formMessages.answerDate],
      [`answers.${ids.phone}`]: [formMessages.answerPhone],
      [`answers.${ids.injured}`]: [formMessages.answerYesNo],
      [`answers.${ids.file}`]: [formMessages.answerUpload],
    });
    expect(await submissions()).toEqual([]);
  });

  it('refuses uploads of the wrong kind and to a question that takes none', async () => {
    const { ids, upload } = await publicForm();
    const script = await upload(ids.file, 'run.exe', 'MZ');
    expect(script.statusCode).toBe(422);
    expect(Object.keys(script.json().errors)).toEqual(['file']);
    const empty = await upload(ids.file, 'empty.pdf', '');
    expect(empty.json().errors.file).toEqual([formMessages.uploadEmpty]);
    const notFile = await upload(ids.goal, 'plan.pdf', '%PDF');
    expect(notFile.json().errors.question_id).toEqual([formMessages.uploadNotFileQuestion]);
  });

  it('stores a submission with all its answers or not at all', async () => {
    const { accountId, form, ids, submissions } = await publicForm();
    const submission = { contactId: null, fname: 'A', lname: 'B', email: null, phone: null };
    const answer = { questionId: ids.goal, value: 'x', storageKey: null };
    // One question answered twice breaks the answers' unique key after the submission went in.
    await expect(
      insertSubmission(
        deps.db,
        accountId,
        form.id,
        { ...submission, publicKey: 'twice', fileName: 'a.pdf' },
        [answer, answer],
      ),
    ).rejects.toThrow();
    expect(await submissions()).toEqual([]);
    await insertSubmission(
      deps.db,
      accountId,
      form.id,
      { ...submission, publicKey: 'once', fileName: 'a.pdf' },
      [answer, { questionId: ids.days, value: ['Mon', 'Wed'], storageKey: null }],
    );
    const [stored] = await submissions();
    const answers = await deps.db
      .select({ questionId: formAnswers.questionId, value: formAnswers.value })
      .from(formAnswers)
      .where(eq(formAnswers.submissionId, stored!.id));
    expect(answers).toEqual(
      expect.arrayContaining([
        { questionId: ids.goal, value: 'x' },
        { questionId: ids.days, value: ['Mon', 'Wed'] },
      ]),
    );
    expect(answers).toHaveLength(2);
  });

  it('throttles an address that submits too often', async () => {
    const { ids, submit } = await publicForm();
    const from = newAddress();
    const body = { fname: 'A', lname: 'B', answers: { [ids.goal]: 'x' } };
    for (let i = 0; i < 29; i++) expect((await submit(body, from)).statusCode).toBe(200);
    const last = await submit(body, from);
    expect(last.statusCode).toBe(200);
    const refused = await submit(body, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('Too many submissions');
    // Another address is still served.
    expect((await submit(body, newAddress())).statusCode).toBe(200);
  });

  it('is closed while the form is disabled, and refuses a new lead when the plan is full', async () => {
    const { token, form, ids, submit, account, accountId } = await publicForm();
    await call('POST', '/form/set-form-disable', token, {
      form_id: form.id,
      is_disabled: true,
      disable_message: 'Back in January',
    });
    const closed = await submit({ fname: 'A', lname: 'B', answers: { [ids.goal]: 'x' } });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Back in January');
    await call('POST', '/form/set-form-disable', token, { form_id: form.id, is_disabled: false });

    const member = await buildContact(deps, { accountId });
    await deps.db
      .update(memberships)
      .set({ contactsSpace: 1 })
      .where(eq(memberships.accountId, account.id));
    const full = await submit({
      fname: 'New',
      lname: 'One',
      email: 'new@example.test',
      answers: { [ids.goal]: 'x' },
    });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ message: formMessages.noSpace, limit_exceed_v2: true });
    const known = await submit({
      fname: 'M',
      lname: 'M',
      email: member.email,
      answers: { [ids.goal]: 'x' },
    });
    expect(known.statusCode).toBe(200);
    const leads = await deps.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.accountId, accountId), eq(contacts.email, 'new@example.test')));
    expect(leads).toEqual([]);
  });
});
