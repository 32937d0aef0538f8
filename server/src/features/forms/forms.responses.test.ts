import { randomBytes } from 'node:crypto';
import type { AnswerValue, QuestionType } from '@coachline/contract/forms';
import { formMessages } from '@coachline/contract/forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../platform/files.tables';
import { bearer, buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { formAnswers, formQuestions, formSubmissions, forms } from './forms.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

type QuestionSeed = { type: QuestionType; title: string; options?: string[]; max?: number };
type SubmissionSeed = {
  answers: Record<string, AnswerValue>;
  contactId?: number;
  fname?: string;
  lname?: string;
  email?: string;
  at?: string;
  files?: Record<string, string>;
};

/** A form with its questions, by title. */
async function seedForm(accountId: number, title: string, questions: QuestionSeed[]) {
  const [form] = await deps.db
    .insert(forms)
    .values({ accountId, title, publicKey: randomBytes(16).toString('base64url') })
    .returning();
  const rows = await deps.db
    .insert(formQuestions)
    .values(
      questions.map((q, i) => ({
        accountId,
        formId: form!.id,
        type: q.type,
        title: q.title,
        ordering: i + 1,
        options: q.options ?? [],
        max: q.type === 'rating' ? (q.max ?? 5) : null,
      })),
    )
    .returning();
  const byTitle = Object.fromEntries(rows.map((q) => [q.title, q.id]));
  return { ...form!, q: byTitle };
}

type SeededForm = Awaited<ReturnType<typeof seedForm>>;

/** A submission of the form, its answers by question title, as the public submit stores one. */
async function submit(accountId: number, form: SeededForm, seed: SubmissionSeed) {
  const [row] = await deps.db
    .insert(formSubmissions)
    .values({
      accountId,
      formId: form.id,
      contactId: seed.contactId ?? null,
      publicKey: randomBytes(16).toString('base64url'),
      fname: seed.fname ?? '',
      lname: seed.lname ?? '',
      email: seed.email ?? null,
      fileName: `${form.title} response.pdf`,
      ...(seed.at ? { createdAt: new Date(seed.at) } : {}),
    })
    .returning();
  const answers = Object.entries(seed.answers);
  if (answers.length > 0)
    await deps.db.insert(formAnswers).values(
      answers.map(([title, value]) => ({
        accountId,
        submissionId: row!.id,
        formId: form.id,
        questionId: form.q[title]!,
        value,
        storageKey: seed.files?.[title] ?? null,
      })),
    );
  return row!;
}

const intake = [
  { type: 'short_text', title: 'Your goal' },
  { type: 'single_choice', title: 'Best time', options: ['Morning', 'Evening'] },
  { type: 'multiple_choice', title: 'Interests', options: ['Yoga', 'Running', 'Lifting'] },
  { type: 'yes_no', title: 'Injured?' },
  { type: 'rating', title: 'Fitness', max: 5 },
  { type: 'number', title: 'Age' },
  { type: 'file_upload', title: 'Plan' },
] satisfies QuestionSeed[];

/** An organization with a form and three submissions: a contact's, a named visitor's, an anonymous one. */
async function withResponses() {
  const signed = await buildSignedIn(deps);
  const { accountId } = signed;
  const contact = await buildContact(deps, {
    accountId,
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann.lee@example.test',
  });
  const form = await seedForm(accountId, 'Intake', intake);
  const ann = await submit(accountId, form, {
    contactId: contact.id,
    at: '2026-01-01T10:00:00Z',
    answers: {
      'Your goal': 'Run a marathon',
      'Best time': 'Morning',
      Interests: ['Yoga', 'Running'],
      'Injured?': false,
      Fitness: 4,
      Age: 30,
    },
  });
  const bob = await submit(accountId, form, {
    fname: 'Bob',
    lname: 'Stone',
    email: 'bob@example.test',
    at: '2026-01-02T10:00:00Z',
    answers: {
      'Your goal': '=HYPERLINK("http://evil.test","click")',
      'Best time': 'Evening',
      Interests: ['Running'],
      'Injured?': true,
      Fitness: 2,
      Age: 41,
    },
  });
  const anonymous = await submit(accountId, form, {
    at: '2026-01-03T10:00:00Z',
    answers: { 'Best time': 'Morning', Interests: [], Fitness: 5 },
  });
  return { ...signed, contact, form, ann, bob, anonymous };
}

const other = await withResponses();

type Listed = { id: number; name: string; email: string | null; contact_id: number | null };

describe('respondents', () => {
  it('lists a form’s submissions newest first, named by contact, given name or Anonymous', async () => {
    const { token, form, ann, bob, anonymous, contact } = await withResponses();
    const res = await call('GET', `/form/get-respondent?form_id=${form.id}`, token);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(3);
    expect(page.data.map((r: Listed) => [r.id, r.name, r.email, r.contact_id])).toEqual([
      [anonymous.id, 'Anonymous', null, null],
      [bob.id, 'Bob Stone', 'bob@example.test', null],
      [ann.id, 'Ann Lee', 'ann.lee@example.test', contact.id],
    ]);
    expect(page.data[0].public_key).toBe(anonymous.publicKey);
    expect(page.data[0].file_name).toBe('Intake response.pdf');
  });

  it('searches by the contact’s and the given name and email, filters by contact and pages', async () => {
    const { token, form, ann, bob, contact } = await withResponses();
    const ids = async (query: string) => {
      const res = await call('GET', `/form/get-respondent?form_id=${form.id}&${query}`, token);
      expect(res.statusCode).toBe(200);
      return res.json().data.map((r: Listed) => r.id);
    };
    expect(await ids('search=ann')).toEqual([ann.id]);
    expect(await ids('search=ANN.LEE@')).toEqual([ann.id]);
    expect(await ids('search=bob stone')).toEqual([bob.id]);
    expect(await ids('search=bob@example')).toEqual([bob.id]);
    expect(await ids('search=nobody')).toEqual([]);
    expect(await ids(`contact_id=${contact.id}`)).toEqual([ann.id]);
    const paged = await call('GET', `/form/get-respondent?form_id=${form.id}&per_page=2`, token);
    expect(paged.json()).toMatchObject({ last_page: 2, per_page: 2, total: 3 });
  });

  it('answers 404 for another account’s form', async () => {
    const { token } = await withResponses();
    const res = await call('GET', `/form/get-respondent?form_id=${other.form.id}`, token);
    expect(res.statusCode).toBe(404);
  });

  it('needs the forms view permission', async () => {
    const { account, form } = await withResponses();
    const staff = await buildStaff(deps, account.id, { permissions: { files: { view: true } } });
    const res = await call(
      'GET',
      `/form/get-respondent?form_id=${form.id}`,
      await tokenFor(deps, staff.id),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('one response', () => {
  it('shows every question of the form with its answer, unanswered ones as null', async () => {
    const { token, form, anonymous } = await withResponses();
    const res = await call(
      'GET',
      `/form/view-form-response?form_id=${form.id}&respondent_id=${anonymous.id}`,
      token,
    );
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.form).toMatchObject({ id: form.id, title: 'Intake' });
    expect(view.form.settings.submit_label).toBe('SUBMIT');
    expect(view.respondent).toMatchObject({ id: anonymous.id, name: 'Anonymous' });
    expect(view.answers.map((a: { title: string; value: unknown }) => [a.title, a.value])).toEqual([
      ['Your goal', null],
      ['Best time', 'Morning'],
      ['Interests', []],
      ['Injured?', null],
      ['Fitness', 5],
      ['Age', null],
      ['Plan', null],
    ]);
  });

  it('answers 404 for another account’s response, another form’s and another contact’s', async () => {
    const { token, form, ann, contact } = await withResponses();
    const view = (query: string) => call('GET', `/form/view-form-response?${query}`, token);
    expect((await view(`form_id=${other.form.id}&respondent_id=${other.ann.id}`)).statusCode).toBe(
      404,
    );
    expect((await view(`form_id=${form.id}&respondent_id=${other.ann.id}`)).statusCode).toBe(404);
    expect(
      (await view(`form_id=${form.id}&respondent_id=${ann.id}&contact_id=${contact.id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await view(`form_id=${form.id}&respondent_id=${ann.id}&contact_id=${other.contact.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('is public by the submission’s random key only, with its form and contact', async () => {
    const { form, ann, contact, anonymous } = await withResponses();
    const view = (query: string) =>
      app.inject({ method: 'GET', url: `/api/v3/form/view-form-public-response?${query}` });
    const found = await view(
      `form_id=${form.id}&contact_id=${contact.id}&respondent=${ann.publicKey}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().respondent).toMatchObject({ id: ann.id, name: 'Ann Lee' });
    expect(
      (await view(`form_id=${form.id}&contact_id=0&respondent=${anonymous.publicKey}`)).statusCode,
    ).toBe(200);
    // The numeric id, another contact, another form: nothing.
    for (const query of [
      `form_id=${form.id}&contact_id=${contact.id}&respondent=${ann.id}`,
      `form_id=${form.id}&contact_id=0&respondent=${ann.publicKey}`,
      `form_id=${other.form.id}&contact_id=${contact.id}&respondent=${ann.publicKey}`,
    ])
      expect((await view(query)).statusCode).toBe(404);
  });

  it('downloads as a PDF named by its file_name', async () => {
    const { token, form, ann } = await withResponses();
    const res = await call(
      'GET',
      `/form/download-form-response?form_id=${form.id}&respondent_id=${ann.id}`,
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="Intake response.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    const theirs = await call(
      'GET',
      `/form/download-form-response?form_id=${other.form.id}&respondent_id=${other.ann.id}`,
      token,
    );
    expect(theirs.statusCode).toBe(404);
  });
});

describe('delete submitted forms', () => {
  it('deletes submissions with their answers and uploaded files', async () => {
    const { token, accountId, form, ann, bob, anonymous } = await withResponses();
    const key = `forms/${accountId}/${randomBytes(8).toString('hex')}`;
    await deps.storage.put(key, Buffer.from('plan'));
    await deps.db.insert(storedFiles).values({ key, accountId, bytes: 4, purpose: 'file' });
    const withFile = await submit(accountId, form, {
      answers: { Plan: { name: 'plan.pdf', size: 4 } },
      files: { Plan: key },
    });
    const res = await call('DELETE', '/form/delete-submitted-form', token, {
      form_id: form.id,
      respondent_ids: [ann.id, withFile.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: formMessages.submittedDeleted, deleted: 2 });
    const left = await call('GET', `/form/get-respondent?form_id=${form.id}`, token);
    expect(left.json().data.map((r: Listed) => r.id)).toEqual([anonymous.id, bob.id]);
    expect(await deps.storage.exists(key)).toBe(false);
    expect(await deps.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    expect(
      await deps.db.select().from(formAnswers).where(eq(formAnswers.submissionId, ann.id)),
    ).toEqual([]);
  });

  it('answers 404 and deletes nothing when one is another account’s or another form’s', async () => {
    const { token, accountId, form, ann } = await withResponses();
    const second = await seedForm(accountId, 'Second', [{ type: 'short_text', title: 'Q' }]);
    const elsewhere = await submit(accountId, second, { answers: { Q: 'x' } });
    for (const ids of [[ann.id, other.ann.id], [elsewhere.id]]) {
      const res = await call('DELETE', '/form/delete-submitted-form', token, {
        form_id: form.id,
        respondent_ids: ids,
      });
      expect(res.statusCode).toBe(404);
    }
    const theirs = await call('DELETE', '/form/delete-submitted-form', token, {
      form_id: other.form.id,
      respondent_ids: [other.ann.id],
    });
    expect(theirs.statusCode).toBe(404);
    const left = await call('GET', `/form/get-respondent?form_id=${form.id}`, token);
    expect(left.json().total).toBe(3);
    const theirsLeft = await deps.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, other.ann.id));
    expect(theirsLeft).toHaveLength(1);
  });

  it('needs the forms delete permission', async () => {
    const { account, form, ann } = await withResponses();
    const viewer = await buildStaff(deps, account.id, { permissions: { forms: { view: true } } });
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/v3/form/delete-submitted-form',
      headers: bearer(await tokenFor(deps, viewer.id)),
      payload: { form_id: form.id, respondent_ids: [ann.id] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('analytics', () => {
  it('counts each question’s answers, options, ratings, averages and latest answers', async () => {
    const { token, form } = await withResponses();
    const res = await call('GET', `/form/get-analytics?form_id=${form.id}`, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.form).toEqual({ id: form.id, title: 'Intake' });
    expect(body.responses).toBe(3);
    const of = (title: string) => body.questions.find((q: { title: string }) => q.title === title);
    expect(of('Your goal')).toMatchObject({
      answered: 2,
      skipped: 1,
      options: [],
      average: null,
      latest: ['=HYPERLINK("http://evil.test","click")', 'Run a marathon'],
    });
    expect(of('Best time')).toMatchObject({
      answered: 3,
      options: [
        { option: 'Morning', count: 2 },
        { option: 'Evening', count: 1 },
      ],
    });
    // An empty list is no answer.
    expect(of('Interests')).toMatchObject({
      answered: 2,
      skipped: 1,
      options: [
        { option: 'Yoga', count: 1 },
        { option: 'Running', count: 2 },
        { option: 'Lifting', count: 0 },
      ],
    });
    expect(of('Injured?')).toMatchObject({
      answered: 2,
      options: [
        { option: 'Yes', count: 1 },
        { option: 'No', count: 1 },
      ],
    });
    expect(of('Fitness')).toMatchObject({
      answered: 3,
      average: 11 / 3,
      min: 2,
      max: 5,
      ratings: [
        { value: 1, count: 0 },
        { value: 2, count: 1 },
        { value: 3, count: 0 },
        { value: 4, count: 1 },
        { value: 5, count: 1 },
      ],
    });
    expect(of('Age')).toMatchObject({ answered: 2, average: 35.5, min: 30, max: 41, ratings: [] });
    expect(of('Plan')).toMatchObject({ answered: 0, skipped: 3, latest: [], average: null });
  });

  it('keeps an answered option no longer offered, and shows at most 10 latest answers', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const form = await seedForm(accountId, 'Poll', [
      { type: 'dropdown', title: 'Pick', options: ['A', 'B'] },
      { type: 'long_text', title: 'Why' },
    ]);
    await submit(accountId, form, { answers: { Pick: 'Old', Why: 'first' } });
    for (let i = 1; i <= 11; i++)
      await submit(accountId, form, { answers: { Why: `reason ${i}` } });
    const res = await call('GET', `/form/get-analytics?form_id=${form.id}`, token);
    const [pick, why] = res.json().questions;
    expect(pick.options).toEqual([
      { option: 'A', count: 0 },
      { option: 'B', count: 0 },
      { option: 'Old', count: 1 },
    ]);
    expect(why.answered).toBe(12);
    expect(why.latest).toEqual(Array.from({ length: 10 }, (_, i) => `reason ${11 - i}`));
  });

  it('answers 404 for another account’s form, on every analytics call', async () => {
    const { token } = await withResponses();
    for (const url of [
      `/form/get-analytics?form_id=${other.form.id}`,
      `/form/${other.form.id}/download-analytics`,
      `/form/${other.form.id}/download-analytics-csv`,
    ])
      expect((await call('GET', url, token)).statusCode).toBe(404);
  });

  it('downloads the analytics as a PDF', async () => {
    const { token, form } = await withResponses();
    const res = await call('GET', `/form/${form.id}/download-analytics`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Intake analytics.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('downloads every response as a CSV row, formulas defused', async () => {
    const { token, form } = await withResponses();
    const res = await call('GET', `/form/${form.id}/download-analytics-csv`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="Intake responses.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Submitted At,Name,Email,Your goal,Best time,Interests,Injured?,Fitness,Age,Plan',
      '2026-01-03T10:00:00.000Z,Anonymous,,,Morning,,,5,,',
      `2026-01-02T10:00:00.000Z,Bob Stone,bob@example.test,"'=HYPERLINK(""http://evil.test"",""click"")",Evening,Running,Yes,2,41,`,
      '2026-01-01T10:00:00.000Z,Ann Lee,ann.lee@example.test,Run a marathon,Morning,"Yoga, Running",No,4,30,',
    ]);
  });
});
