import {
  defaultProgressCategories,
  progressSettingsDefaults,
  progressMessages as words,
} from '@coachline/contract/progress-tracking';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayIn, momentIn, timeIn } from '../../platform/clock';
import { storedFiles } from '../../platform/files.tables';
import { bearer, buildContact, buildPortalSession, buildSignedIn } from '../../test/factories';
import { formData } from '../../test/multipart';
import { caller, createTestApp } from '../../test/server';
import { accounts } from '../accounts/accounts.tables';
import { messageSends } from '../messaging/messaging.tables';
import { ok } from '../workouts/programs.testing';
import { runDueProgressReminders } from './progress-tracking.engine';
import { progressLinks } from './progress-tracking.public';
import { progressProofs, progressReminderDeliveries } from './progress-tracking.tables';

const { app, deps } = await createTestApp();
const call = caller(app);
const day = 86_400_000;

type Tracking = { id: number; name: string; order: number };
type Category = { id: number; name: string };

async function newTracking(token: string, name = 'Summer shred') {
  return (await ok(call('POST', '/progress-tracking/create', token, { name })))
    .progress_tracking as Tracking;
}

async function categoriesOf(token: string, id: number) {
  return (await ok(call('GET', `/progress-tracking/${id}/refresh`, token)))
    .categories as Category[];
}

const sendsOf = (accountId: number) =>
  deps.db
    .select()
    .from(messageSends)
    .where(and(eq(messageSends.accountId, accountId), eq(messageSends.source, 'progress')));

/** The next moment after now that New York's clock shows Monday 09:00. */
function nextMondayNine(now = new Date()) {
  for (let i = 0; i < 9; i++) {
    const d = dayIn('America/New_York', new Date(now.getTime() + i * day));
    if (new Date(`${d}T12:00:00Z`).getUTCDay() !== 1) continue;
    const at = momentIn('America/New_York', d, '09:00');
    if (at > now) return at;
  }
  throw new Error('no Monday');
}

describe('progress tracking: scenarios', () => {
  it('creates with the defaults, lists 6 a page by order desc, renames, updates, duplicates, deletes', async () => {
    const { token } = await buildSignedIn(deps);
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push((await newTracking(token, `T${i}`)).id);
    const page = await ok(call('GET', '/progress-tracking/list', token));
    expect(page).toMatchObject({ per_page: 6, total: 8, last_page: 2 });
    expect(page.data.map((t: Tracking) => t.id)).toEqual([...ids].reverse().slice(0, 6));
    expect(page.data[0]).toMatchObject({
      has_reminder: false,
      reminder: null,
      settings: progressSettingsDefaults,
      contacts_count: 0,
    });
    expect(page.data[0].settings).toMatchObject({
      headline: 'Time To Submit Your Progress',
      submit_text: 'Submit Progress',
      headline_style: { font_family: 'Inter', font_weight: 600, font_size: 50 },
      sub_headline_style: { font_size: 25 },
    });
    expect((await ok(call('GET', '/progress-tracking/list?search=T7', token))).data).toHaveLength(
      1,
    );
    expect((await ok(call('GET', '/progress-tracking/list-all', token))).data).toHaveLength(8);
    expect((await ok(call('GET', '/progress-tracking/default-categories', token))).data).toEqual(
      defaultProgressCategories,
    );
    expect((await categoriesOf(token, ids[0]!)).map((c) => c.name)).toEqual(
      defaultProgressCategories.map((c) => c.name),
    );

    const renamed = await ok(
      call('PATCH', '/progress-tracking/rename', token, {
        progress_tracking_id: ids[0],
        name: 'Renamed',
      }),
    );
    expect(renamed).toMatchObject({
      message: words.renamed,
      progress_tracking: { name: 'Renamed' },
    });
    const badColour = await call('PATCH', `/progress-tracking/${ids[0]}/update`, token, {
      settings: { button_color: 'red' },
    });
    expect(badColour.statusCode).toBe(422);
    const badFont = await call('PATCH', `/progress-tracking/${ids[0]}/update`, token, {
      settings: {
        headline_style: { ...progressSettingsDefaults.headline_style, font_family: 'Comic' },
      },
    });
    expect(badFont.statusCode).toBe(422);
    const long = await call('PATCH', `/progress-tracking/${ids[0]}/update`, token, {
      settings: { headline: 'x'.repeat(201) },
    });
    expect(long.statusCode).toBe(422);
    const updated = await ok(
      call('PATCH', `/progress-tracking/${ids[0]}/update`, token, {
        settings: { headline: 'Check in!', button_color: '#aa0000' },
      }),
    );
    expect(updated.progress_tracking.settings).toMatchObject({
      headline: 'Check in!',
      button_color: '#AA0000',
      submit_text: 'Submit Progress',
    });

    const section = (
      await ok(
        call('POST', '/progress-tracking/save-question-section', token, {
          progress_tracking_id: ids[0],
          name: 'How was your week?',
        }),
      )
    ).section;
    await ok(
      call('POST', '/progress-tracking/save-custom-question', token, {
        section_id: section.id,
        type: 'scale',
        label: 'Energy',
      }),
    );
    const copy = await ok(
      call('POST', '/progress-tracking/duplicate', token, { progress_tracking_id: ids[0] }),
    );
    expect(copy).toMatchObject({
      message: words.duplicated,
      progress_tracking: { name: 'Renamed (copy)', settings: { headline: 'Check in!' } },
    });
    const copied = await ok(
      call('GET', `/progress-tracking/${copy.progress_tracking.id}/question-sections`, token),
    );
    expect(copied.data).toMatchObject([
      { name: 'How was your week?', questions: [{ type: 'scale', label: 'Energy' }] },
    ]);
    expect(await categoriesOf(token, copy.progress_tracking.id)).toHaveLength(3);

    const store = await ok(
      call('POST', '/progress-tracking/store', token, {
        name: 'Strength',
        categories: [{ name: 'Bench press', unit: 'kg', relation: 'increase' }],
        reminder: { type: 2, weekdays: [5, 1, 1], time: '18:30' },
        has_reminder: true,
      }),
    );
    expect(store.progress_tracking).toMatchObject({
      has_reminder: true,
      reminder: { type: 2, weekdays: [1, 5], time: '18:30' },
    });
    expect(await categoriesOf(token, store.progress_tracking.id)).toMatchObject([
      { name: 'Bench press', relation: 'increase' },
    ]);

    const gone = await ok(
      call('DELETE', '/progress-tracking/delete', token, { ids: [ids[0], ids[1]] }),
    );
    expect(gone).toMatchObject({ message: words.deleted, affected: 2 });
    expect((await call('GET', `/progress-tracking/${ids[0]}/refresh`, token)).statusCode).toBe(404);
  });

  it('keeps sections, questions and categories in order; a sort needs the whole list', async () => {
    const { token } = await buildSignedIn(deps);
    const t = await newTracking(token);
    const sections = [];
    for (const name of ['Body', 'Mind'])
      sections.push(
        (
          await ok(
            call('POST', '/progress-tracking/save-question-section', token, {
              progress_tracking_id: t.id,
              name,
            }),
          )
        ).section,
      );
    const renamed = await ok(
      call('POST', '/progress-tracking/save-question-section', token, {
        progress_tracking_id: t.id,
        id: sections[0].id,
        name: 'Body stats',
      }),
    );
    expect(renamed.section.name).toBe('Body stats');
    const questions = [];
    for (const [type, label] of [
      ['number', 'Steps'],
      ['text', 'Wins'],
      ['photo', 'Front photo'],
    ])
      questions.push(
        (
          await ok(
            call('POST', '/progress-tracking/save-custom-question', token, {
              section_id: sections[0].id,
              type,
              label,
            }),
          )
        ).question,
      );
    const edited = await ok(
      call('POST', '/progress-tracking/save-custom-question', token, {
        section_id: sections[0].id,
        id: questions[0].id,
        type: 'number',
        label: 'Daily steps',
        unit: 'steps',
      }),
    );
    expect(edited.question).toMatchObject({ label: 'Daily steps', unit: 'steps', order: 0 });

    const incomplete = await call('PATCH', '/progress-tracking/short-question-section', token, {
      progress_tracking_id: t.id,
      sections: [{ id: sections[0].id, order: 0 }],
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors.sections[0]).toBe(words.sectionsIncomplete);
    const sorted = await ok(
      call('PATCH', '/progress-tracking/short-question-section', token, {
        progress_tracking_id: t.id,
        sections: [
          { id: sections[0].id, order: 5 },
          { id: sections[1].id, order: 1 },
        ],
      }),
    );
    expect(sorted.data.map((s: { name: string }) => s.name)).toEqual(['Mind', 'Body stats']);

    const twice = await call('PATCH', '/progress-tracking/short-custom-question', token, {
      section_id: sections[0].id,
      questions: [
        { id: questions[0].id, order: 0 },
        { id: questions[0].id, order: 1 },
        { id: questions[1].id, order: 2 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.questions[0]).toBe(words.questionsIncomplete);
    const byQuestion = await ok(
      call('PATCH', '/progress-tracking/short-custom-question', token, {
        section_id: sections[0].id,
        questions: questions.map((q, i) => ({ id: q.id, order: 10 - i })),
      }),
    );
    expect(byQuestion.data[1].questions.map((q: { label: string }) => q.label)).toEqual([
      'Front photo',
      'Wins',
      'Daily steps',
    ]);

    const custom = await ok(
      call('POST', '/progress-tracking/update-category', token, {
        progress_tracking_id: t.id,
        name: 'Hips',
        unit: 'cm',
        relation: 'decrease',
      }),
    );
    expect(custom.category).toMatchObject({ name: 'Hips', order: 3 });
    const categories = await categoriesOf(token, t.id);
    const missing = await call('PATCH', '/progress-tracking/short-categories', token, {
      progress_tracking_id: t.id,
      categories: categories.slice(1).map((c, i) => ({ id: c.id, order: i })),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.categories[0]).toBe(words.categoriesIncomplete);
    const byCategory = await ok(
      call('PATCH', '/progress-tracking/short-categories', token, {
        progress_tracking_id: t.id,
        categories: categories.map((c, i) => ({ id: c.id, order: 10 - i })),
      }),
    );
    expect(byCategory.data.map((c: Category) => c.name)).toEqual([
      'Hips',
      'Body fat',
      'Waist',
      'Weight',
    ]);
    const changed = await ok(
      call('POST', '/progress-tracking/update-category', token, {
        progress_tracking_id: t.id,
        id: custom.category.id,
        name: 'Hip',
        unit: 'in',
        relation: 'decrease',
      }),
    );
    expect(changed.category).toMatchObject({ name: 'Hip', unit: 'in' });

    expect(
      await ok(call('DELETE', `/progress-tracking/${questions[1].id}/delete-question`, token)),
    ).toMatchObject({ message: words.questionDeleted });
    expect(
      await ok(
        call('DELETE', `/progress-tracking/${sections[1].id}/delete-question-section`, token),
      ),
    ).toMatchObject({ message: words.sectionDeleted });
    expect(
      await ok(call('DELETE', `/progress-tracking/custom/${custom.category.id}/delete`, token)),
    ).toMatchObject({ message: words.categoryDeleted });
    const left = await ok(call('GET', `/progress-tracking/${t.id}/question-sections`, token));
    expect(left.data).toHaveLength(1);
    expect(left.data[0].questions).toHaveLength(2);
    expect(await categoriesOf(token, t.id)).toHaveLength(3);
  });
});

describe('progress tracking: contacts, goals and progress', () => {
  it('adds and removes contacts, sets goals, records progress, ranks the leaderboard', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const t = await newTracking(token);
    const [weight, waist] = await categoriesOf(token, t.id);
    const ann = await buildContact(deps, { accountId, firstName: 'Ann' });
    const bob = await buildContact(deps, { accountId, firstName: 'Bob' });
    for (const c of [ann, bob])
      expect(
        await ok(
          call(
            'GET',
            `/progress-tracking/add-contact?progress_tracking_id=${t.id}&contact_id=${c.id}`,
            token,
          ),
        ),
      ).toMatchObject({ message: words.contactAdded });
    const active = await ok(call('GET', `/progress-tracking/${t.id}/contacts`, token));
    expect(active.data.map((c: { contact: { id: number } }) => c.contact.id)).toEqual([
      bob.id,
      ann.id,
    ]);

    // Goals: Ann from 80 to 70 kg, Bob from 100 to 90 kg; waist up for Ann, as a test of relation.
    const goals = await ok(
      call(
        'GET',
        `/progress-tracking/${t.id}/contact/${ann.id}/update-goals?progress_category_id=${weight!.id}&start=80&target=70`,
        token,
      ),
    );
    expect(goals.data[0]).toMatchObject({ category_id: weight!.id, start: 80, target: 70 });
    await ok(
      call(
        'GET',
        `/progress-tracking/${t.id}/contact/${bob.id}/update-goals?progress_category_id=${weight!.id}&start=100&target=90`,
        token,
      ),
    );
    const relation = await ok(
      call(
        'GET',
        `/progress-tracking/${t.id}/contact/${ann.id}/relation?progress_category_id=${waist!.id}&relation=increase`,
        token,
      ),
    );
    expect(relation.data[1]).toMatchObject({ relation: 'increase', start: null });
    expect(
      (await ok(call('GET', `/progress-tracking/${t.id}/contact/${ann.id}/goals`, token))).data,
    ).toHaveLength(3);

    const entry = await ok(
      call('POST', '/progress-tracking/create-category-progress', token, {
        progress_tracking_id: t.id,
        contact_id: ann.id,
        category_id: weight!.id,
        value: 74,
      }),
    );
    await ok(
      call('POST', '/progress-tracking/update-category-progress', token, {
        progress_entry_id: entry.id,
        value: 75,
      }),
    );
    await ok(
      call('POST', '/progress-tracking/create-category-progress', token, {
        progress_tracking_id: t.id,
        contact_id: bob.id,
        category_id: weight!.id,
        value: 98,
      }),
    );
    const current = await ok(
      call('GET', `/progress-tracking/${t.id}/current-progress?contact_id=${ann.id}`, token),
    );
    expect(current.data[0].metrics[0]).toMatchObject({
      start: 80,
      target: 70,
      latest: 75,
      percent: 50,
    });
    expect(current.data[0].percent).toBe(50);
    const board = await ok(call('GET', `/progress-tracking/${t.id}/leaderboard`, token));
    expect(board.data).toMatchObject([
      { contact_id: ann.id, percent: 50, rank: 1 },
      { contact_id: bob.id, percent: 20, rank: 2 },
    ]);

    // A submission through the portal; the view-response read shows it.
    const view = await ok(
      call(
        'GET',
        `/progress-tracking/${t.id}/contact-progress-tracking?contact_id=${ann.id}`,
        token,
      ),
    );
    expect(view.charts[0].points.map((p: { value: number }) => p.value)).toEqual([75]);
    expect(view.submissions).toEqual([]);
    expect(
      (await ok(call('GET', `/progress-tracking/${t.id}/contact-progress-proof`, token))).data,
    ).toEqual([]);

    expect(
      await ok(
        call(
          'GET',
          `/progress-tracking/remove-contact?progress_tracking_id=${t.id}&contact_id=${bob.id}`,
          token,
        ),
      ),
    ).toMatchObject({ message: words.contactRemoved });
    const deleted = await ok(
      call('GET', `/progress-tracking/${t.id}/contacts?status=deleted`, token),
    );
    expect(deleted.data).toMatchObject([{ contact: { id: bob.id }, status: 'deleted' }]);
    expect(
      (await ok(call('GET', `/progress-tracking/${t.id}/leaderboard`, token))).data,
    ).toHaveLength(1);
  });

  it('takes submissions through the personal link and the portal', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const t = await newTracking(token);
    const [weight] = await categoriesOf(token, t.id);
    const section = (
      await ok(
        call('POST', '/progress-tracking/save-question-section', token, {
          progress_tracking_id: t.id,
          name: 'Week',
        }),
      )
    ).section;
    const scale = (
      await ok(
        call('POST', '/progress-tracking/save-custom-question', token, {
          section_id: section.id,
          type: 'scale',
          label: 'Energy',
          required: true,
        }),
      )
    ).question;
    const portal = await buildPortalSession(deps, accountId);
    const contact = portal.contact;
    const link = progressLinks.token(deps, t.id, contact.id);
    // Not on the tracking yet: the link is a 404.
    expect((await call('GET', `/progress-tracking/public/${link}`)).statusCode).toBe(404);
    await ok(
      call(
        'GET',
        `/progress-tracking/add-contact?progress_tracking_id=${t.id}&contact_id=${contact.id}`,
        token,
      ),
    );
    const form = await ok(call('GET', `/progress-tracking/public/${link}`));
    expect(form).toMatchObject({
      name: t.name,
      settings: { headline: 'Time To Submit Your Progress' },
      sections: [{ questions: [{ id: scale.id }] }],
    });
    expect((await call('GET', `/progress-tracking/public/${link}x`)).statusCode).toBe(404);
    const forged = progressLinks.token(deps, t.id, contact.id + 1);
    expect((await call('GET', `/progress-tracking/public/${forged}`)).statusCode).toBe(404);

    const missing = await call('POST', `/progress-tracking/public/${link}/submit`, null, {
      metrics: [{ category_id: weight!.id, value: 81 }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[`answers.${scale.id}`][0]).toBe(words.answerRequired);
    const outOfScale = await call('POST', `/progress-tracking/public/${link}/submit`, null, {
      answers: [{ question_id: scale.id, value: 11 }],
    });
    expect(outOfScale.json().errors[`answers.${scale.id}`][0]).toBe(words.answerScale);
    const submitted = await ok(
      call('POST', `/progress-tracking/public/${link}/submit`, null, {
        metrics: [{ category_id: weight!.id, value: 81 }],
        answers: [{ question_id: scale.id, value: 7 }],
      }),
    );
    expect(submitted.message).toBe(words.submitted);

    const mine = await ok(call('GET', '/portal/progress', portal.token));
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0].id).toBe(t.id);
    expect(mine.data[0].progress.metrics[0]).toMatchObject({ category_id: weight!.id, latest: 81 });
    await ok(
      call('POST', `/portal/progress/${t.id}/submit`, portal.token, {
        metrics: [{ category_id: weight!.id, value: 80 }],
        answers: [{ question_id: scale.id, value: 8 }],
      }),
    );
    const other = await newTracking(token, 'Not theirs');
    expect(
      (await call('POST', `/portal/progress/${other.id}/submit`, portal.token, {})).statusCode,
    ).toBe(404);

    const view = await ok(
      call(
        'GET',
        `/progress-tracking/${t.id}/contact-progress-tracking?contact_id=${contact.id}`,
        token,
      ),
    );
    expect(view.submissions).toHaveLength(2);
    expect(view.submissions[0]).toMatchObject({
      metrics: [{ category_id: weight!.id, value: 80 }],
      answers: [{ question_id: scale.id, value: 8 }],
    });
    expect(view.progress.metrics[0]).toMatchObject({ start: 81, latest: 80 });
  });
});

describe('progress tracking: photos', () => {
  /** A multipart photo upload to `url` (public, or the portal's with its token). */
  const upload = (url: string, questionId: number, name: string, token?: string) => {
    const body = formData([
      { name: 'question_id', content: String(questionId) },
      { name: 'file', filename: name, content: Buffer.from('jpeg photo') },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/v3${url}`,
      headers: { ...(token ? bearer(token) : {}), ...body.headers },
      payload: body.payload,
    });
  };

  async function photoTracking() {
    const signed = await buildSignedIn(deps);
    const t = await newTracking(signed.token);
    const section = (
      await ok(
        call('POST', '/progress-tracking/save-question-section', signed.token, {
          progress_tracking_id: t.id,
          name: 'Photos',
        }),
      )
    ).section;
    const question = async (type: string, label: string) =>
      (
        await ok(
          call('POST', '/progress-tracking/save-custom-question', signed.token, {
            section_id: section.id,
            type,
            label,
            required: type === 'photo',
          }),
        )
      ).question.id as number;
    const front = await question('photo', 'Front');
    const side = await question('photo', 'Side');
    const note = await question('text', 'Note');
    const portal = await buildPortalSession(deps, signed.accountId);
    await ok(
      call(
        'GET',
        `/progress-tracking/add-contact?progress_tracking_id=${t.id}&contact_id=${portal.contact.id}`,
        signed.token,
      ),
    );
    const link = progressLinks.token(deps, t.id, portal.contact.id);
    return { ...signed, t, front, side, note, portal, link };
  }

  it('uploads a photo through the link, claims it with the submission and shows it to the coach', async () => {
    const { token, accountId, t, front, side, link, portal } = await photoTracking();
    const uploaded = await upload(`/progress-tracking/public/${link}/upload`, front, 'front.jpg');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ status: 1, name: 'front.jpg', size: 10 });
    const sideUpload = (
      await upload(`/progress-tracking/public/${link}/upload`, side, 'side.png')
    ).json().upload as string;
    const submit = (answers: { question_id: number; value: string }[]) =>
      call('POST', `/progress-tracking/public/${link}/submit`, null, { answers });

    // A forged token, and one made for another question, are refused on the question.
    for (const value of ['forged.token', sideUpload]) {
      const refused = await submit([
        { question_id: front, value },
        { question_id: side, value: sideUpload },
      ]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[`answers.${front}`]).toEqual([words.proofInvalid]);
    }
    const body = [
      { question_id: front, value: uploaded.json().upload },
      { question_id: side, value: sideUpload },
    ];
    await ok(submit(body));
    const proofs = await deps.db
      .select()
      .from(progressProofs)
      .where(eq(progressProofs.contactId, portal.contact.id));
    expect(proofs.map((p) => p.name).sort()).toEqual(['front.jpg', 'side.png']);
    const [file] = await deps.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, proofs.find((p) => p.name === 'front.jpg')!.storageKey));
    expect(file).toMatchObject({ accountId, purpose: 'progress-proof', temporaryUntil: null });
    // The token is spent.
    const again = await submit(body);
    expect(again.json().errors[`answers.${front}`]).toEqual([words.proofInvalid]);

    const view = await ok(
      call(
        'GET',
        `/progress-tracking/${t.id}/contact-progress-tracking?contact_id=${portal.contact.id}`,
        token,
      ),
    );
    expect(view.submissions[0].answers).toContainEqual({ question_id: front, value: 'front.jpg' });
    const proof = view.submissions[0].proofs.find((p: { name: string }) => p.name === 'front.jpg');
    expect(proof.url).toBe(`/api/v3/progress-tracking/proofs/${proof.id}`);
    const photo = await app.inject({ method: 'GET', url: proof.url, headers: bearer(token) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-disposition']).toMatch(/^inline/);
    expect(photo.rawPayload).toEqual(Buffer.from('jpeg photo'));
    const listed = await ok(
      call('GET', `/progress-tracking/${t.id}/contact-progress-proof`, token),
    );
    expect(listed.total).toBe(2);
    const stranger = await buildSignedIn(deps);
    const theirs = await app.inject({
      method: 'GET',
      url: proof.url,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('uploads through the portal, and refuses what is not a photo or not a photo question', async () => {
    const { t, front, side, note, link, portal, token } = await photoTracking();
    const notImage = await upload(`/progress-tracking/public/${link}/upload`, front, 'plan.pdf');
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.file).toBeDefined();
    const notPhoto = await upload(`/progress-tracking/public/${link}/upload`, note, 'a.jpg');
    expect(notPhoto.json().errors.question_id).toEqual([words.notPhotoQuestion]);
    const other = await newTracking(token, 'Other');
    expect(
      (await upload(`/portal/progress/${other.id}/upload`, front, 'a.jpg', portal.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await upload(`/progress-tracking/public/${link}x/upload`, front, 'a.jpg')).statusCode,
    ).toBe(404);

    const mine = await upload(`/portal/progress/${t.id}/upload`, front, 'front.webp', portal.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const sideToken = (
      await upload(`/portal/progress/${t.id}/upload`, side, 's.jpg', portal.token)
    ).json().upload;
    await ok(
      call('POST', `/portal/progress/${t.id}/submit`, portal.token, {
        answers: [
          { question_id: front, value: mine.json().upload },
          { question_id: side, value: sideToken },
        ],
      }),
    );
    const listed = await ok(call('GET', '/portal/progress', portal.token));
    expect(listed.data[0].charts).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Weight', points: [] })]),
    );
  });
});

describe('progress tracking: reminders', () => {
  it('sends each due reminder once at the local time, resends one now, restarts', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    await deps.db
      .update(accounts)
      .set({ timezone: 'America/New_York' })
      .where(eq(accounts.id, accountId));
    const t = await newTracking(token);
    const ann = await buildContact(deps, { accountId, firstName: 'Ann' });
    const bob = await buildContact(deps, { accountId, firstName: 'Bob' });
    for (const c of [ann, bob])
      await ok(
        call(
          'GET',
          `/progress-tracking/add-contact?progress_tracking_id=${t.id}&contact_id=${c.id}`,
          token,
        ),
      );
    const noSchedule = await call('PATCH', '/progress-tracking/enable-disable-reminder', token, {
      progress_tracking_id: t.id,
      has_reminder: true,
    });
    expect(noSchedule.statusCode).toBe(422);
    await ok(
      call('PATCH', `/progress-tracking/${t.id}/update`, token, {
        reminder: { type: 1, weekdays: [1], time: '09:00', subject: 'Check-in time' },
      }),
    );
    const enabled = await ok(
      call('PATCH', '/progress-tracking/enable-disable-reminder', token, {
        progress_tracking_id: t.id,
        has_reminder: true,
      }),
    );
    expect(enabled).toMatchObject({
      message: words.reminderEnabled,
      progress_tracking: { has_reminder: true },
    });

    const monday = nextMondayNine();
    expect(timeIn('America/New_York', monday)).toBe('09:00');
    expect(await runDueProgressReminders(deps, new Date(monday.getTime() - 60_000))).toBe(0);
    expect(await runDueProgressReminders(deps, monday)).toBe(2);
    expect(await runDueProgressReminders(deps, new Date(monday.getTime() + 60_000))).toBe(0);
    const sends = await sendsOf(accountId);
    expect(sends.map((s) => [s.contactId, s.channel, s.subject]).sort()).toEqual(
      [
        [ann.id, 'email', 'Check-in time'],
        [bob.id, 'email', 'Check-in time'],
      ].sort(),
    );
    const annSend = sends.find((s) => s.contactId === ann.id)!;
    expect(annSend.body).toContain(`/progress/${progressLinks.token(deps, t.id, ann.id)}`);
    const deliveries = await deps.db
      .select()
      .from(progressReminderDeliveries)
      .where(eq(progressReminderDeliveries.trackingId, t.id));
    expect(deliveries).toHaveLength(2);

    // The next week: once more each.
    expect(await runDueProgressReminders(deps, new Date(monday.getTime() + 7 * day))).toBe(2);

    // Resend one now (type 1: by email).
    const resent = await ok(
      call('PATCH', `/progress-tracking/${t.id}/resend-reminder`, token, { contact_id: ann.id }),
    );
    expect(resent.message).toBe(words.reminderResent);
    expect(await sendsOf(accountId)).toHaveLength(5);

    // Restarted after a due time: that time is not sent.
    await ok(
      call('POST', '/progress-tracking/restart-reminder', token, { progress_tracking_id: t.id }),
    );
    const carol = await buildContact(deps, { accountId, firstName: 'Carol' });
    await ok(
      call(
        'GET',
        `/progress-tracking/add-contact?progress_tracking_id=${t.id}&contact_id=${carol.id}`,
        token,
      ),
    );
    await ok(
      call('PATCH', '/progress-tracking/enable-disable-reminder', token, {
        progress_tracking_id: t.id,
        has_reminder: false,
      }),
    );
    expect(await runDueProgressReminders(deps, new Date(monday.getTime() + 14 * day))).toBe(0);
  });
});

describe('progress tracking: another location', () => {
  it('answers 404 for every id of another location', async () => {
    const mine = await buildSignedIn(deps);
    const theirs = await buildSignedIn(deps);
    const t = await newTracking(theirs.token);
    const [category] = await categoriesOf(theirs.token, t.id);
    const section = (
      await ok(
        call('POST', '/progress-tracking/save-question-section', theirs.token, {
          progress_tracking_id: t.id,
          name: 'Theirs',
        }),
      )
    ).section;
    const question = (
      await ok(
        call('POST', '/progress-tracking/save-custom-question', theirs.token, {
          section_id: section.id,
          type: 'text',
          label: 'Theirs',
        }),
      )
    ).question;
    const contact = await buildContact(deps, { accountId: theirs.accountId });
    const own = await newTracking(mine.token);
    const ownContact = await buildContact(deps, { accountId: mine.accountId });
    const calls: [string, string, unknown?][] = [
      ['GET', `/progress-tracking/${t.id}/refresh`],
      ['GET', `/progress-tracking/${t.id}/contacts`],
      ['GET', `/progress-tracking/${t.id}/leaderboard`],
      ['GET', `/progress-tracking/${t.id}/current-progress`],
      ['GET', `/progress-tracking/${t.id}/contact-progress-proof`],
      ['GET', `/progress-tracking/${t.id}/question-sections`],
      ['GET', `/progress-tracking/${t.id}/contact-progress-tracking?contact_id=${contact.id}`],
      ['GET', `/progress-tracking/${t.id}/contact/${contact.id}/goals`],
      ['GET', `/progress-tracking/${own.id}/contact/${contact.id}/goals`],
      [
        'GET',
        `/progress-tracking/add-contact?progress_tracking_id=${own.id}&contact_id=${contact.id}`,
      ],
      [
        'GET',
        `/progress-tracking/add-contact?progress_tracking_id=${t.id}&contact_id=${ownContact.id}`,
      ],
      ['PATCH', `/progress-tracking/${t.id}/update`, { name: 'Taken' }],
      ['PATCH', '/progress-tracking/rename', { progress_tracking_id: t.id, name: 'Taken' }],
      ['POST', '/progress-tracking/duplicate', { progress_tracking_id: t.id }],
      ['POST', '/progress-tracking/restart-reminder', { progress_tracking_id: t.id }],
      [
        'POST',
        '/progress-tracking/save-custom-question',
        { section_id: section.id, type: 'text', label: 'x' },
      ],
      [
        'POST',
        '/progress-tracking/update-category',
        {
          progress_tracking_id: own.id,
          id: category!.id,
          name: 'x',
          unit: '',
          relation: 'increase',
        },
      ],
      ['DELETE', `/progress-tracking/${section.id}/delete-question-section`],
      ['DELETE', `/progress-tracking/${question.id}/delete-question`],
      ['DELETE', `/progress-tracking/custom/${category!.id}/delete`],
      ['DELETE', '/progress-tracking/delete', { ids: [t.id] }],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(method as 'GET', url, mine.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/progress-tracking/${t.id}/refresh`, theirs.token)).statusCode).toBe(
      200,
    );
  });
});
