import { realtimeEvents } from '@coachline/contract/api';
import { contentImportMessages, contentImportSample } from '@coachline/contract/content-import';
import { messages } from '@coachline/contract/messages';
import { pageMessages } from '@coachline/contract/pages';
import { playbookMessages } from '@coachline/contract/playbooks';
import { defaultHeadline } from '@coachline/contract/styles';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maxJobRuns } from '../../platform/jobs';
import { bearer, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { formData } from '../../test/multipart';
import { caller, createTestApp, recordRealtime } from '../../test/server';
import { forms } from '../forms/forms.tables';
import { pages } from '../pages/pages.tables';
import { playbooks } from '../playbooks/playbooks.tables';
import { importedCategoryName } from './content-import.importers';
import { contentImportEntries, contentImports } from './content-import.tables';
import { runContentImport } from './content-import.worker';

const { app, deps } = await createTestApp();
const call = caller(app);

async function studio(contentMachine = true) {
  return buildSignedIn(deps, { locations: ['Uptown'], contentMachine });
}

const send = (
  path: 'verify-csv' | 'import-contents',
  token: string,
  content: string | Buffer,
  fields: Record<string, string | string[]> = {},
  fileName = 'content.csv',
) => {
  const body = formData([
    ...Object.entries(fields).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((content) => ({ name, content })),
    ),
    { name: 'file', filename: fileName, content, type: 'text/csv' },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/v3/content-upload/${path}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

const formsOf = (accountId: number) =>
  deps.db.select().from(forms).where(eq(forms.accountId, accountId));

const pagesOf = (accountId: number) =>
  deps.db.select().from(pages).where(eq(pages.accountId, accountId));
const playbooksOf = (accountId: number) =>
  deps.db.select().from(playbooks).where(eq(playbooks.accountId, accountId));

/** A GET in the given account (the primary one without it). */
async function getIn(token: string, path: string, accountId?: number) {
  const headers = accountId ? { 'accessed-location-id': String(accountId) } : {};
  const res = await app.inject({
    method: 'GET',
    url: `/api/v3${path}`,
    headers: { ...bearer(token), ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function stepsOf(token: string, playbookId: number, accountId?: number) {
  const { playbook } = await getIn(token, `/playbook/${playbookId}/details`, accountId);
  return (playbook.steps as { title: string; content: string }[]).map((s) => [s.title, s.content]);
}

async function questionsOf(token: string, formId: number, accountId?: number) {
  const json = await getIn(token, `/form/${formId}/questions`, accountId);
  return json.questions as {
    title: string;
    type: string;
    is_required: boolean;
    options: string[];
  }[];
}

/** Starts importing `file` into the account and stops the run after its first item, as a crash. */
async function importUntilCrash(token: string, accountId: number, file: string) {
  const started = await send('import-contents', token, file, { user_ids: String(accountId) });
  const { batch } = started.json();
  const crash = new Error('the process died');
  await expect(
    runContentImport(deps, batch, {
      afterEntry: (count) => {
        if (count === 1) throw crash;
      },
    }),
  ).rejects.toBe(crash);
  return batch as number;
}

/** Records an item as made for an entry not done, as a run that died part-way leaves it. */
const markBegun = (batch: number, itemIndex: number, createdId: number) =>
  deps.db
    .update(contentImportEntries)
    .set({ createdId })
    .where(
      and(eq(contentImportEntries.importId, batch), eq(contentImportEntries.itemIndex, itemIndex)),
    );

/** The sample's playbook steps, as the playbook keeps them. */
const sampleSteps = [
  ['Set your goal', '<p>Write down what you want to reach in 30 days.</p>'],
  [
    'Plan your week',
    '<p>Pick <strong>three</strong> days to train and put them in your calendar.</p>',
  ],
  ['Check in', '<p>Tell your coach how the first week went.</p>'],
];

describe('content import', () => {
  it('lists the primary account and its locations as targets', async () => {
    const { token, account, locations } = await studio();
    const res = await call('GET', '/content-upload/locations', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().locations).toEqual([
      { id: account.id, businessname: account.businessname, is_primary: true },
      { id: locations[0]!.id, businessname: 'Uptown', is_primary: false },
    ]);
  });

  it('verifies the sample: four items of four kinds', async () => {
    const { token } = await studio();
    const res = await send('verify-csv', token, contentImportSample);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      response: 4,
      type: { type: 'contents', icon: 'files' },
    });

    const formsOnly =
      'type,title,content\nform,Check-in,How do you feel? | rating\nforms,Goals,Your goal?';
    const one = await send('verify-csv', token, formsOnly);
    expect(one.json()).toEqual({ status: 1, response: 2, type: { type: 'forms', icon: 'forms' } });

    const pagesOnly = 'type,title,content\npage,Welcome,Hello\nPages,FAQ,<p>Hi</p>';
    const twoPages = await send('verify-csv', token, pagesOnly);
    expect(twoPages.json()).toEqual({
      status: 1,
      response: 2,
      type: { type: 'pages', icon: 'pages' },
    });
    const onePlaybook = await send(
      'verify-csv',
      token,
      'type,title,content\nplaybook,Kickstart,Goal | Write it down',
    );
    expect(onePlaybook.json()).toEqual({
      status: 1,
      response: 1,
      type: { type: 'playbooks', icon: 'playbooks' },
    });
  });

  it('holds pages and playbooks to their calls’ rules, naming the column or step', async () => {
    const { token } = await studio();
    const file = [
      'type,title,subheadline,content',
      'page,No body,,',
      `page,${'T'.repeat(101)},,Hello`,
      `page,Long subheadline,${'s'.repeat(501)},Hello`,
      'playbook,No steps,,',
      'playbook,Untitled step,,"First | fine\n | no title"',
      `playbook,Long description,${'d'.repeat(2001)},Step`,
      'page,Good,,Hello',
      'playbook,Good,,Step one | Its content',
    ].join('\n');
    const res = await send('verify-csv', token, file);
    const { status, errors } = res.json();
    expect(status).toBe(0);
    expect(errors.map((e: { row: number }) => e.row)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(errors[0].message).toBe(contentImportMessages.pageContentRequired);
    expect(errors[1].message).toBe(
      contentImportMessages.badValue('title', pageMessages.titleTooLong),
    );
    expect(errors[2].message).toMatch(/^subheadline: /);
    expect(errors[3].message).toBe(contentImportMessages.noSteps);
    expect(errors[4].message).toBe(
      contentImportMessages.badStep(
        2,
        contentImportMessages.badValue('title', playbookMessages.titleRequired),
      ),
    );
    expect(errors[5].message).toMatch(/^subheadline: /);

    const tooMany = `type,title,content\nplaybook,Long,"${Array.from({ length: 201 }, (_, i) => `S${i}`).join('\n')}"`;
    const refused = await send('verify-csv', token, tooMany);
    expect(refused.json().errors).toEqual([
      { row: 1, message: contentImportMessages.tooManySteps },
    ]);
  });

  it('reports every wrong row with its number, and a file without the columns as a whole', async () => {
    const { token } = await studio();
    const file = [
      'type,title,subject,content',
      'newsletter,Weekly,,',
      'email_template,No subject,,<p>Hi</p>',
      'form,Bad question,,Pick one | single_choice',
      'form,,,Name?',
      'form,Good,,Name?',
      'email_template,Token,Hello,{{not_a_token}}',
    ].join('\n');
    const res = await send('verify-csv', token, file);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(0);
    expect(body.message).toBe(contentImportMessages.incorrectFormat);
    expect(body.errors.map((e: { row: number }) => e.row)).toEqual([1, 2, 3, 4, 6]);
    expect(body.errors[0].message).toBe(contentImportMessages.unknownType('newsletter'));
    expect(body.errors[1].message).toBe(contentImportMessages.subjectRequired);
    expect(body.errors[2].message).toBe(contentImportMessages.noOptions(1));
    expect(body.errors[3].message).toBe(contentImportMessages.titleRequired);

    const headless = await send('verify-csv', token, 'name,body\nA,B');
    expect(headless.json()).toEqual({
      status: 0,
      message: contentImportMessages.incorrectFormat,
      errors: [{ row: 0, message: contentImportMessages.missingColumns(['type', 'title']) }],
    });
  });

  it('refuses what is not a spreadsheet, and a request without a file, with field errors', async () => {
    const { token } = await studio();
    const pdf = await send(
      'verify-csv',
      token,
      Buffer.from('%PDF-1.4\n\u0000\u0001\u0002binary'),
      {},
      'content.pdf',
    );
    expect(pdf.statusCode).toBe(422);
    expect(Object.keys(pdf.json().errors)).toEqual(['file']);
    const none = await call('POST', '/content-upload/verify-csv', token, {});
    expect(none.statusCode).toBe(422);
  });

  it('imports into the primary account and a location, with the questions, the template and a history', async () => {
    const { token, account, locations, owner } = await studio();
    const uptown = locations[0]!.id;
    const started = await send('import-contents', token, contentImportSample, {
      user_ids: [String(account.id), String(uptown)],
      use_default_styling: '1',
    });
    expect(started.statusCode).toBe(200);
    const { batch, total } = started.json();
    expect(total).toBe(8);

    const queued = await call('GET', '/content-upload/histories', token);
    expect(queued.json().batches[0]).toMatchObject({
      batch,
      status: 'queued',
      imported: 0,
      total: 8,
    });

    const realtime = recordRealtime(deps);
    try {
      await runContentImport(deps, batch);
    } finally {
      realtime.stop();
    }
    const progress = realtime.events.filter((e) => e.event === realtimeEvents.contentUpload);
    expect(progress.map((e) => (e.payload as { progress: number }).progress)).toEqual([
      13, 25, 38, 50, 63, 75, 88, 100, 100,
    ]);
    expect(progress.at(-1)).toEqual({
      userId: owner.id,
      event: realtimeEvents.contentUpload,
      payload: expect.objectContaining({
        employer: owner.id,
        status: 'completed',
        count: 8,
        total_count: 8,
      }),
    });

    for (const accountId of [account.id, uptown]) {
      const [form] = await formsOf(accountId);
      expect(form).toMatchObject({
        title: 'New client intake',
        subheadline: 'Tell us about yourself',
      });
      const questions = await questionsOf(token, form!.id, accountId);
      expect(questions.map((q) => [q.title, q.type, q.is_required])).toEqual([
        ['What is your main goal?', 'single_choice', true],
        ['How many days a week can you train?', 'number', true],
        ['Anything we should know about injuries?', 'long_text', false],
      ]);
      expect(questions[0]!.options).toEqual(['Lose weight', 'Build strength', 'Feel better']);

      const [page] = await pagesOf(accountId);
      expect(page).toMatchObject({
        title: 'Your first week',
        headline: 'Your first week',
        subheadline: 'What to expect at the studio',
        // Plain text in the file: a paragraph at each blank line.
        content:
          '<p>Your first week is about finding your pace, not about records.</p>' +
          '<p>Come ten minutes early to your first session: we will show you around.</p>',
      });
      const [playbook] = await playbooksOf(accountId);
      expect(playbook).toMatchObject({
        title: '30-day kickstart',
        description: 'A month of small habits',
      });
      expect(await stepsOf(token, playbook!.id, accountId)).toEqual(sampleSteps);
    }
    const categories = await call('GET', '/template/categories?type=email', token);
    const imported = categories
      .json()
      .categories.find((c: { name: string }) => c.name === importedCategoryName);
    expect(imported.templates_count).toBe(1);

    const history = await call('GET', '/content-upload/histories', token);
    expect(history.json().batches[0]).toMatchObject({
      batch,
      status: 'completed',
      imported: 8,
      total: 8,
      type: 'contents',
    });
    const entries = history.json().histories as {
      type: string;
      names: string;
      link: string;
      account_id: number;
      location: string;
    }[];
    expect(entries).toHaveLength(8);
    const [primaryForm] = await formsOf(account.id);
    expect(entries).toContainEqual({
      id: expect.any(Number),
      type: 'form',
      names: 'New client intake',
      link: `/form/${primaryForm!.id}/edit`,
      account_id: account.id,
      location: account.businessname,
      error: null,
    });
    const [uptownPage] = await pagesOf(uptown);
    const [uptownPlaybook] = await playbooksOf(uptown);
    expect(entries.filter((e) => e.location === 'Uptown')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ link: `/page/${uptownPage!.id}/edit`, account_id: uptown }),
        expect.objectContaining({
          link: `/playbook/${uptownPlaybook!.id}/edit`,
          account_id: uptown,
        }),
      ]),
    );
    expect(entries.filter((e) => e.location === 'Uptown')).toHaveLength(4);
  });

  it('makes pages and playbooks in the saved styles, or in Coachline’s own', async () => {
    const { token, account } = await studio();
    const saved = { ...defaultHeadline, font_size: 72 };
    for (const content_type of [1, 2]) {
      const res = await call('PATCH', '/saved-style/update', token, {
        content_type,
        headline: saved,
        subheadline: defaultHeadline,
      });
      expect(res.statusCode).toBe(200);
    }
    for (const [styling, title] of [
      ['1', 'Saved'],
      ['0', 'Default'],
    ] as const) {
      const file = `type,title,content\npage,${title},Hello\nplaybook,${title},Step one`;
      const started = await send('import-contents', token, file, {
        user_ids: String(account.id),
        use_default_styling: styling,
      });
      await runContentImport(deps, started.json().batch);
    }
    const headlineSizes = (
      rows: { title: string; headlineStyle: { font_size: number } | null }[],
    ) => Object.fromEntries(rows.map((row) => [row.title, row.headlineStyle?.font_size]));
    const expected = { Saved: 72, Default: defaultHeadline.font_size };
    expect(headlineSizes(await pagesOf(account.id))).toEqual(expected);
    expect(headlineSizes(await playbooksOf(account.id))).toEqual(expected);
  });

  it('resumes after a crash without a second copy of the item it was making', async () => {
    const { token, account } = await studio();
    const file = 'type,title,content\nform,First,A?\nform,Second,B?\nform,Third,C?';
    const batch = await importUntilCrash(token, account.id, file);
    // The next entry's form was made, and the process died before its question.
    const half = await call('PATCH', '/form/create', token, { title: 'Second' });
    await markBegun(batch, 1, half.json().form.id);

    await runContentImport(deps, batch);
    const titles = (await formsOf(account.id)).map((f) => f.title).sort();
    expect(titles).toEqual(['First', 'Second', 'Third']);
    const second = (await formsOf(account.id)).find((f) => f.title === 'Second')!;
    expect((await questionsOf(token, second.id)).map((q) => q.title)).toEqual(['B?']);
    const history = await call('GET', '/content-upload/histories', token);
    expect(history.json().batches[0]).toMatchObject({ status: 'completed', imported: 3 });
  });

  it('fails an import that keeps failing once it has had its runs, keeping what it made', async () => {
    const { token, account } = await studio();
    const file = 'type,title,content\nform,First,A?\nform,Second,B?';
    const batch = await importUntilCrash(token, account.id, file);
    // Every run since died (the job's retries and the orphan checks' restarts).
    await deps.db
      .update(contentImports)
      .set({ runs: maxJobRuns })
      .where(eq(contentImports.id, batch));
    await runContentImport(deps, batch);
    const history = await call('GET', '/content-upload/histories', token);
    expect(history.json().batches[0]).toMatchObject({ status: 'failed', imported: 1 });
    expect((await formsOf(account.id)).map((f) => f.title)).toEqual(['First']);
  });

  it('resumes a page and a playbook without a second copy or a step too many', async () => {
    const { token, account } = await studio();
    const file = [
      'type,title,content',
      'playbook,First,Only step',
      'playbook,Second,"B1 | one\nB2 | two"',
      'page,Third,Hello',
    ].join('\n');
    const batch = await importUntilCrash(token, account.id, file);
    // Both items after it were begun, a step of the playbook made, before the process died.
    const half = await call('POST', '/playbook/create', token, { title: 'Second' });
    const halfPlaybook = half.json().playbook.id;
    await call('POST', '/playbook/blank-step', token, { playbook_id: halfPlaybook, title: 'B1' });
    const halfPage = await call('POST', '/page/create', token, { title: 'Third' });
    await markBegun(batch, 1, halfPlaybook);
    await markBegun(batch, 2, halfPage.json().page.id);

    await runContentImport(deps, batch);
    const made = await playbooksOf(account.id);
    expect(made.map((p) => p.title).sort()).toEqual(['First', 'Second']);
    const second = made.find((p) => p.title === 'Second')!;
    expect(second.id).not.toBe(halfPlaybook);
    expect(await stepsOf(token, second.id)).toEqual([
      ['B1', '<p>one</p>'],
      ['B2', '<p>two</p>'],
    ]);
    const [page, ...others] = await pagesOf(account.id);
    expect(others).toEqual([]);
    expect(page).toMatchObject({ title: 'Third', content: '<p>Hello</p>' });
  });

  it('answers 422 without accounts, or with an account of another organization', async () => {
    const { token } = await studio();
    const other = await studio();
    const none = await send('import-contents', token, contentImportSample, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.user_ids).toEqual([contentImportMessages.noAccount]);
    const foreign = await send('import-contents', token, contentImportSample, {
      user_ids: String(other.account.id),
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.user_ids).toEqual([contentImportMessages.unknownAccount]);
    const bad = await send('import-contents', token, 'type,title\nform,No questions', {
      user_ids: `[${other.account.id}]`,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('is the owner’s, and only where the Content Machine is on', async () => {
    const blocked = await studio(false);
    const res = await call('GET', '/content-upload/locations', blocked.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.contentMachineBlocked);

    const { account } = await studio();
    const staff = await buildStaff(deps, account.id, {
      permissions: { forms: { view: true, create: true } },
    });
    const staffToken = await tokenFor(deps, staff.id);
    const denied = await send('verify-csv', staffToken, contentImportSample);
    expect(denied.statusCode).toBe(403);
    const history = await call('GET', '/content-upload/histories', staffToken);
    expect(history.statusCode).toBe(403);
  });

  it('answers an empty history before the first import', async () => {
    const { token } = await studio();
    const res = await call('GET', '/content-upload/histories', token);
    expect(res.json()).toEqual({ status: 1, histories: [], batches: [] });
  });
});
