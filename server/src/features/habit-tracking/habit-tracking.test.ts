import {
  defaultHabitCategories,
  habitSettingsDefaults,
  habitMessages as words,
} from '@coachline/contract/habit-tracking';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayIn, momentIn, timeIn } from '../../platform/clock';
import { bearer, buildContact, buildPortalSession, buildSignedIn } from '../../test/factories';
import { formData } from '../../test/multipart';
import { caller, createTestApp } from '../../test/server';
import { accounts } from '../accounts/accounts.tables';
import { messageSends } from '../messaging/messaging.tables';
import { ok } from '../workouts/programs.testing';
import { runDueHabitReminders } from './habit-tracking.engine';
import { habitLinks } from './habit-tracking.public';
import { addDays } from './habit-tracking.service';
import { habitReminderDeliveries } from './habit-tracking.tables';

const { app, deps } = await createTestApp();
const call = caller(app);
const dayMs = 86_400_000;
const zone = 'America/New_York';
const today = () => dayIn(zone, new Date());

type Habit = { id: number; name: string; points: number; proof: string; order: number };
type Category = { id: number; name: string; order: number; habits: Habit[] };
type Tracking = { id: number; name: string; order: number };

async function signedIn() {
  const signed = await buildSignedIn(deps);
  await deps.db.update(accounts).set({ timezone: zone }).where(eq(accounts.id, signed.accountId));
  return signed;
}

async function newTracking(token: string, name = 'Healthy habits') {
  return (await ok(call('POST', '/habit-tracking/create', token, { name })))
    .habit_tracking as Tracking;
}
async function categoriesOf(token: string, id: number) {
  return (await ok(call('GET', `/habit-tracking/habit-categories?habit_tracking_id=${id}`, token)))
    .data as Category[];
}
const addContact = (token: string, trackingId: number, contactId: number) =>
  ok(
    call(
      'GET',
      `/habit-tracking/add-contact?habit_tracking_id=${trackingId}&contact_id=${contactId}`,
      token,
    ),
  );
const contactsOf = async (token: string, trackingId: number) =>
  (
    await ok(
      call('GET', `/habit-tracking/contacts?habit_tracking_id=${trackingId}&per_page=100`, token),
    )
  ).data as {
    contact: { id: number };
    score: number;
    current_streak: number;
    best_streak: number;
    days_done: number;
    last_checkin_on: string | null;
  }[];

const upload = (
  url: string,
  token: string | null,
  habitId: number,
  name: string,
  content = 'png',
) => {
  const body = formData([
    { name: 'habit_id', content: String(habitId) },
    { name: 'file', filename: name, content, type: 'image/png' },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/v3${url}`,
    headers: token ? { ...body.headers, ...bearer(token) } : body.headers,
    payload: body.payload,
  });
};

describe('habit tracking: scenarios', () => {
  it('creates with the default habits, lists by order desc, renames, updates, duplicates, deletes', async () => {
    const { token } = await signedIn();
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await newTracking(token, `H${i}`)).id);
    const page = await ok(call('GET', '/habit-tracking/list', token));
    expect(page).toMatchObject({ per_page: 6, total: 7, last_page: 2 });
    expect(page.data.map((t: Tracking) => t.id)).toEqual([...ids].reverse().slice(0, 6));
    expect(page.data[0]).toMatchObject({
      has_reminder: false,
      reminder: null,
      settings: habitSettingsDefaults,
      contacts_count: 0,
      habits_count: 3,
    });
    expect(page.data[0].settings).toMatchObject({
      headline: 'Time To Submit Your Habits',
      submit_text: 'Submit',
      overlay_opacity: 50,
    });
    expect((await ok(call('GET', '/habit-tracking/list?search=H6', token))).data).toHaveLength(1);
    expect((await ok(call('GET', '/habit-tracking/list-all', token))).data).toHaveLength(7);
    const categories = await categoriesOf(token, ids[0]!);
    expect(categories.map((c) => c.name)).toEqual(defaultHabitCategories.map((c) => c.name));
    expect(categories[0]!.habits.map((h) => [h.name, h.points, h.proof])).toEqual(
      defaultHabitCategories[0]!.habits.map((h) => [h.name, h.points, h.proof]),
    );

    const renamed = await ok(
      call('PATCH', '/habit-tracking/rename', token, {
        habit_tracking_id: ids[0],
        name: 'Renamed',
      }),
    );
    expect(renamed).toMatchObject({ message: words.renamed, habit_tracking: { name: 'Renamed' } });
    const badColour = await call('PATCH', '/habit-tracking/update', token, {
      habit_tracking_id: ids[0],
      settings: { button_color: 'red' },
    });
    expect(badColour.statusCode).toBe(422);
    const updated = await ok(
      call('PATCH', '/habit-tracking/update', token, {
        habit_tracking_id: ids[0],
        settings: { headline: 'Check in!', button_color: '#aa0000' },
      }),
    );
    expect(updated.habit_tracking.settings).toMatchObject({
      headline: 'Check in!',
      button_color: '#AA0000',
      submit_text: 'Submit',
    });
    const copy = await ok(
      call('POST', '/habit-tracking/duplicate', token, { habit_tracking_id: ids[0] }),
    );
    expect(copy).toMatchObject({
      message: words.duplicated,
      habit_tracking: {
        name: 'Renamed (copy)',
        settings: { headline: 'Check in!' },
        habits_count: 3,
      },
    });
    expect(copy.habit_tracking.order).toBeGreaterThan(page.data[0].order);
    const refreshed = await ok(
      call('GET', `/habit-tracking/refresh?habit_tracking_id=${copy.habit_tracking.id}`, token),
    );
    expect(refreshed.categories[0].habits).toHaveLength(3);

    const deleted = await ok(
      call('DELETE', '/habit-tracking/delete', token, { ids: [ids[0], ids[1]] }),
    );
    expect(deleted).toMatchObject({ message: words.deleted, affected: 2 });
    expect(
      (await call('DELETE', '/habit-tracking/delete', token, { ids: [ids[0]] })).statusCode,
    ).toBe(404);
  });

  it('stores categories of habits, with name errors on category_{index}', async () => {
    const { token } = await signedIn();
    const taken = await call('POST', '/habit-tracking/store', token, {
      name: 'Mine',
      categories: [{ name: 'Body' }, { name: 'body ' }, { name: '' }],
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      category_1: [words.categoryNameTaken],
      category_2: [words.categoryNameRequired],
    });
    const stored = await ok(
      call('POST', '/habit-tracking/store', token, {
        name: 'Mine',
        has_reminder: true,
        reminder: { type: 2, weekdays: [1, 3], time: '08:00' },
        settings: { headline: 'Go' },
        categories: [
          { name: 'Body', habits: [{ name: 'Run', points: 3, proof: 'required' }] },
          { name: 'Mind', habits: [{ name: 'Read' }] },
        ],
      }),
    );
    expect(stored).toMatchObject({
      message: words.created,
      habit_tracking: { has_reminder: true, habits_count: 2, settings: { headline: 'Go' } },
    });
    const categories = await categoriesOf(token, stored.habit_tracking.id);
    expect(
      categories.map((c) => [c.name, c.habits.map((h) => [h.name, h.points, h.proof])]),
    ).toEqual([
      ['Body', [['Run', 3, 'required']]],
      ['Mind', [['Read', 1, 'none']]],
    ]);
  });

  it('saves, sorts and deletes categories and habits; a sort needs the whole list', async () => {
    const { token } = await signedIn();
    const t = await newTracking(token);
    const [daily] = await categoriesOf(token, t.id);
    const sameName = await call('POST', '/habit-tracking/save-category', token, {
      habit_tracking_id: t.id,
      categories: [{ name: 'Sleep' }, { name: daily!.name }],
    });
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json().errors).toEqual({ category_1: [words.categoryNameTaken] });
    const saved = await ok(
      call('POST', '/habit-tracking/save-category', token, {
        habit_tracking_id: t.id,
        categories: [{ name: 'Sleep' }, { id: daily!.id, name: 'Daily' }],
      }),
    );
    expect(saved.message).toBe(words.categoriesSaved);
    expect(saved.data.map((c: Category) => [c.name, c.order])).toEqual([
      ['Daily', 0],
      ['Sleep', 1],
    ]);
    const sleep = saved.data[1] as Category;
    const created = await ok(
      call('POST', '/habit-tracking/create-habit', token, {
        category_id: sleep.id,
        name: 'Lights out by 11',
        points: 5,
        proof: 'optional',
      }),
    );
    expect(created).toMatchObject({
      message: words.habitCreated,
      habit: { category_id: sleep.id, name: 'Lights out by 11', points: 5, order: 0 },
    });
    const updated = await ok(
      call('PATCH', '/habit-tracking/update-habits', token, {
        habits: [
          { id: created.habit.id, name: 'Lights out', description: 'Phone away', points: 4 },
        ],
      }),
    );
    expect(updated).toMatchObject({
      message: words.habitsUpdated,
      data: [{ name: 'Lights out', description: 'Phone away', points: 4, proof: 'none' }],
    });

    const incomplete = await call('PATCH', '/habit-tracking/sort-category', token, {
      habit_tracking_id: t.id,
      categories: [{ id: sleep.id, order: 0 }],
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors.categories).toEqual([words.categoriesIncomplete]);
    const sorted = await ok(
      call('PATCH', '/habit-tracking/sort-category', token, {
        habit_tracking_id: t.id,
        categories: [
          { id: sleep.id, order: 1 },
          { id: daily!.id, order: 9 },
        ],
      }),
    );
    expect(sorted.data.map((c: Category) => [c.id, c.order])).toEqual([
      [sleep.id, 0],
      [daily!.id, 1],
    ]);
    const [a, b, c] = daily!.habits;
    const twice = await call('PATCH', '/habit-tracking/sort-category-habits', token, {
      category_id: daily!.id,
      habits: [
        { id: a!.id, order: 0 },
        { id: a!.id, order: 1 },
        { id: b!.id, order: 2 },
      ],
    });
    expect(twice.json().errors.habits).toEqual([words.habitsIncomplete]);
    const habitsSorted = await ok(
      call('PATCH', '/habit-tracking/sort-category-habits', token, {
        category_id: daily!.id,
        habits: [
          { id: c!.id, order: 0 },
          { id: a!.id, order: 5 },
          { id: b!.id, order: 3 },
        ],
      }),
    );
    expect(habitsSorted.data.map((h: Habit) => [h.id, h.order])).toEqual([
      [c!.id, 0],
      [b!.id, 1],
      [a!.id, 2],
    ]);

    expect((await ok(call('DELETE', `/habit-tracking/${a!.id}/delete-habit`, token))).message).toBe(
      words.habitDeleted,
    );
    expect((await call('DELETE', `/habit-tracking/${a!.id}/delete-habit`, token)).statusCode).toBe(
      404,
    );
    expect(
      (await ok(call('DELETE', `/habit-tracking/category/${sleep.id}/delete`, token))).message,
    ).toBe(words.categoryDeleted);
    const left = await categoriesOf(token, t.id);
    expect(left.map((c) => [c.id, c.habits.map((h) => h.id)])).toEqual([
      [daily!.id, [c!.id, b!.id]],
    ]);
  });
});

describe('habit tracking: check-ins, scores and streaks', () => {
  it('takes check-ins in the portal and through the personal link, with photos', async () => {
    const { token, accountId } = await signedIn();
    const t = await newTracking(token);
    const [daily] = await categoriesOf(token, t.id);
    const photo = (
      await ok(
        call('POST', '/habit-tracking/create-habit', token, {
          category_id: daily!.id,
          name: 'Meal photo',
          points: 2,
          proof: 'required',
        }),
      )
    ).habit as Habit;
    const [water] = daily!.habits;
    const portal = await buildPortalSession(deps, accountId);
    const contact = portal.contact;
    const link = habitLinks.token(deps, t.id, contact.id);
    // Not on the tracking yet: the link and the portal answer 404.
    expect((await call('GET', `/habit-tracking/public/${link}`)).statusCode).toBe(404);
    const notOn = await call('POST', `/portal/habits/${t.id}/check-in`, portal.token, {
      habits: [{ habit_id: water!.id, done: true }],
    });
    expect(notOn.statusCode).toBe(404);
    await addContact(token, t.id, contact.id);

    const mine = await ok(call('GET', '/portal/habits', portal.token));
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      id: t.id,
      date: today(),
      today: today(),
      checkins: [],
      score: { score: 0, current_streak: 0 },
    });
    expect(mine.data[0].week).toHaveLength(7);
    expect(mine.data[0].week[6]).toEqual({ date: today(), done: 0, total: 4 });

    const checkIn = (body: object, date?: string) =>
      call('POST', `/portal/habits/${t.id}/check-in`, portal.token, {
        ...(date ? { date } : {}),
        ...body,
      });
    const tooOld = await checkIn(
      { habits: [{ habit_id: water!.id, done: true }] },
      addDays(today(), -7),
    );
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json().errors.date).toEqual([words.dayOutOfRange]);
    const tomorrow = await checkIn(
      { habits: [{ habit_id: water!.id, done: true }] },
      addDays(today(), 1),
    );
    expect(tomorrow.json().errors.date).toEqual([words.dayOutOfRange]);
    const other = await newTracking(token, 'Other');
    const [otherHabit] = (await categoriesOf(token, other.id))[0]!.habits;
    const foreign = await checkIn({ habits: [{ habit_id: otherHabit!.id, done: true }] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors[`habits.${otherHabit!.id}`]).toEqual([words.notAHabit]);
    const noPhoto = await checkIn({ habits: [{ habit_id: photo.id, done: true }] });
    expect(noPhoto.json().errors[`habits.${photo.id}`]).toEqual([words.proofRequired]);
    const forgedProof = await checkIn({
      habits: [{ habit_id: photo.id, done: true, proof: 'x.y' }],
    });
    expect(forgedProof.json().errors[`habits.${photo.id}`]).toEqual([words.proofInvalid]);

    // Uploads: images only, to a habit of the tracking.
    const script = await upload(`/portal/habits/${t.id}/upload`, portal.token, photo.id, 'run.exe');
    expect(script.statusCode).toBe(422);
    const wrongHabit = await upload(
      `/portal/habits/${t.id}/upload`,
      portal.token,
      otherHabit!.id,
      'meal.png',
    );
    expect(wrongHabit.json().errors.habit_id).toEqual([words.notAHabit]);
    const uploaded = await upload(
      `/portal/habits/${t.id}/upload`,
      portal.token,
      photo.id,
      'meal.png',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ name: 'meal.png', size: 3 });
    // A token made for another habit is not this one's.
    const forOther = await upload(
      `/portal/habits/${t.id}/upload`,
      portal.token,
      water!.id,
      'w.png',
    );
    const misplaced = await checkIn({
      habits: [{ habit_id: photo.id, done: true, proof: forOther.json().upload }],
    });
    expect(misplaced.json().errors[`habits.${photo.id}`]).toEqual([words.proofInvalid]);

    const saved = await ok(
      checkIn({
        habits: [
          { habit_id: water!.id, done: true, note: 'Two litres' },
          { habit_id: photo.id, done: true, proof: uploaded.json().upload },
        ],
      }),
    );
    expect(saved).toMatchObject({
      message: words.submitted,
      score: {
        score: 3,
        current_streak: 1,
        best_streak: 1,
        days_done: 1,
        last_checkin_on: today(),
      },
    });
    // Checked again without the photo: the day keeps the one it has.
    await ok(checkIn({ habits: [{ habit_id: photo.id, done: true }] }));

    const proofs = await ok(
      call('GET', `/habit-tracking/contact-habit-proofs?habit_tracking_id=${t.id}`, token),
    );
    expect(proofs.total).toBe(1);
    expect(proofs.data[0]).toMatchObject({
      habit_id: photo.id,
      habit_name: 'Meal photo',
      contact_id: contact.id,
      date: today(),
      name: 'meal.png',
      size: 3,
      url: `/api/v3/habit-tracking/proofs/${proofs.data[0].id}`,
    });
    const file = await app.inject({
      method: 'GET',
      url: proofs.data[0].url,
      headers: bearer(token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
    expect(file.body).toBe('png');

    // The personal link: the same day, by anyone holding it.
    const day = await ok(call('GET', `/habit-tracking/public/${link}`));
    expect(day).toMatchObject({
      id: t.id,
      name: t.name,
      contact_name: `${contact.firstName} ${contact.lastName}`.trim(),
      settings: { headline: 'Time To Submit Your Habits' },
      score: { score: 3 },
    });
    expect(day.checkins).toEqual(
      expect.arrayContaining([
        { habit_id: water!.id, date: today(), done: true, note: 'Two litres', has_proof: false },
        { habit_id: photo.id, date: today(), done: true, note: '', has_proof: true },
      ]),
    );
    expect((await call('GET', `/habit-tracking/public/${link}x`)).statusCode).toBe(404);
    const forged = habitLinks.token(deps, t.id, contact.id + 1);
    expect((await call('GET', `/habit-tracking/public/${forged}`)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/habit-tracking/public/${forged}/check-in`, null, {
          habits: [{ habit_id: water!.id, done: true }],
        })
      ).statusCode,
    ).toBe(404);
    const linkUpload = await upload(
      `/habit-tracking/public/${link}/upload`,
      null,
      photo.id,
      'b.jpg',
    );
    expect(linkUpload.statusCode).toBe(200);
    const yesterday = addDays(today(), -1);
    const viaLink = await ok(
      call('POST', `/habit-tracking/public/${link}/check-in`, null, {
        date: yesterday,
        habits: [{ habit_id: photo.id, done: true, proof: linkUpload.json().upload }],
      }),
    );
    expect(viaLink.score).toMatchObject({ score: 5, current_streak: 2, days_done: 2 });

    // Undone: the day no longer counts.
    const undone = await ok(
      call('POST', `/habit-tracking/public/${link}/check-in`, null, {
        date: yesterday,
        habits: [{ habit_id: photo.id, done: false }],
      }),
    );
    expect(undone.score).toMatchObject({
      score: 3,
      current_streak: 1,
      best_streak: 1,
      days_done: 1,
    });

    // Taken off the tracking: the link is closed.
    await ok(
      call(
        'GET',
        `/habit-tracking/remove-contact?habit_tracking_id=${t.id}&contact_id=${contact.id}`,
        token,
      ),
    );
    expect((await call('GET', `/habit-tracking/public/${link}`)).statusCode).toBe(404);
    expect((await ok(call('GET', '/portal/habits', portal.token))).data).toEqual([]);
  });

  it('keeps scores and streaks as check-ins arrive, ranks the leaderboard, and the refresh calls agree', async () => {
    const { token, accountId } = await signedIn();
    const t = await newTracking(token);
    const [water, sleep, walk] = (await categoriesOf(token, t.id))[0]!.habits;
    const people = await Promise.all(
      ['Ann', 'Bob', 'Cid', 'Dee'].map((firstName) =>
        buildContact(deps, { accountId, firstName, lastName: 'Test' }),
      ),
    );
    for (const p of people) await addContact(token, t.id, p.id);
    const [ann, bob, cid, dee] = people;
    const coachCheckIn = async (
      contactId: number,
      back: number,
      habits: { habit_id: number; done: boolean }[],
    ) =>
      ok(
        call(
          'POST',
          `/habit-tracking/public/${habitLinks.token(deps, t.id, contactId)}/check-in`,
          null,
          {
            date: addDays(today(), -back),
            habits,
          },
        ),
      );
    // Ann: days -6..-4 and -2..0 done (two runs of 3); Bob: -6..-1 (6 days, up to yesterday);
    // Cid: -6..-3 (ended); Dee: nothing.
    for (const back of [6, 5, 4, 2, 1, 0])
      await coachCheckIn(ann!.id, back, [{ habit_id: water!.id, done: true }]);
    for (const back of [6, 5, 4, 3, 2, 1])
      await coachCheckIn(bob!.id, back, [{ habit_id: water!.id, done: true }]);
    for (const back of [6, 5, 4, 3])
      await coachCheckIn(cid!.id, back, [
        { habit_id: walk!.id, done: true },
        { habit_id: sleep!.id, done: true },
      ]);
    // A day checked with nothing done does not count toward a streak.
    await coachCheckIn(dee!.id, 0, [{ habit_id: water!.id, done: false }]);

    const figures = async () =>
      new Map((await contactsOf(token, t.id)).map((c) => [c.contact.id, c]));
    let kept = await figures();
    expect(kept.get(ann!.id)).toMatchObject({
      score: 6,
      current_streak: 3,
      best_streak: 3,
      days_done: 6,
    });
    expect(kept.get(bob!.id)).toMatchObject({ score: 6, current_streak: 6, best_streak: 6 });
    expect(kept.get(cid!.id)).toMatchObject({ score: 12, current_streak: 0, best_streak: 4 });
    expect(kept.get(dee!.id)).toMatchObject({ score: 0, current_streak: 0, last_checkin_on: null });

    // Ann undoes yesterday: her run now ends today with 1 day.
    await coachCheckIn(ann!.id, 1, [{ habit_id: water!.id, done: false }]);
    kept = await figures();
    expect(kept.get(ann!.id)).toMatchObject({
      score: 5,
      current_streak: 1,
      best_streak: 3,
      days_done: 5,
    });

    const board = await ok(
      call('GET', `/habit-tracking/leaderboard?habit_tracking_id=${t.id}`, token),
    );
    expect(
      board.data.map((e: { contact_id: number; rank: number }) => [e.contact_id, e.rank]),
    ).toEqual([
      [cid!.id, 1],
      [bob!.id, 2],
      [ann!.id, 3],
      [dee!.id, 4],
    ]);
    // A deep page's ranks count those ahead of it.
    const second = await ok(
      call('GET', `/habit-tracking/leaderboard?habit_tracking_id=${t.id}&per_page=2&page=2`, token),
    );
    expect(
      second.data.map((e: { contact_id: number; rank: number }) => [e.contact_id, e.rank]),
    ).toEqual([
      [ann!.id, 3],
      [dee!.id, 4],
    ]);
    expect(second.total).toBe(4);
    // Bob ties Ann on score and streak: they share a rank.
    await coachCheckIn(bob!.id, 1, [{ habit_id: water!.id, done: false }]);
    await coachCheckIn(bob!.id, 2, [{ habit_id: water!.id, done: false }]);
    await coachCheckIn(bob!.id, 0, [{ habit_id: water!.id, done: true }]);
    const tied = await ok(
      call('GET', `/habit-tracking/leaderboard?habit_tracking_id=${t.id}&per_page=1&page=3`, token),
    );
    expect(tied.data[0]).toMatchObject({ rank: 2, score: 5, current_streak: 1 });

    const stats = await ok(
      call('GET', `/habit-tracking/refresh-habit-scores?habit_tracking_id=${t.id}`, token),
    );
    expect(stats.message).toBe(words.habitScoresRefreshed);
    const byHabit = new Map(stats.habits.map((h: { habit_id: number }) => [h.habit_id, h]));
    expect(byHabit.get(water!.id)).toMatchObject({ completions: 10, score: 10 });
    expect(byHabit.get(walk!.id)).toMatchObject({ completions: 4, score: 8, best_streak: 4 });
    expect(byHabit.get(sleep!.id)).toMatchObject({ completions: 4, score: 4, current_streak: 0 });

    // The refresh counts again from the check-ins: the same figures as kept.
    const before = await contactsOf(token, t.id);
    const counted = await ok(
      call('GET', `/habit-tracking/refresh-contact-scores?habit_tracking_id=${t.id}`, token),
    );
    expect(counted).toMatchObject({ message: words.contactScoresRefreshed, contacts: 4 });
    expect(await contactsOf(token, t.id)).toEqual(before);

    const view = await ok(
      call('GET', `/habit-tracking/${t.id}/contact-habit-tracking?contact_id=${cid!.id}`, token),
    );
    expect(view).toMatchObject({
      contact: { id: cid!.id, full_name: 'Cid Test' },
      score: { score: 12, best_streak: 4, rank: 1 },
    });
    expect(view.days).toHaveLength(90);
    expect(view.days.at(-4)).toEqual({
      date: addDays(today(), -3),
      done: [walk!.id, sleep!.id].sort((a, b) => a - b),
    });
    expect(view.habits.find((h: { habit_id: number }) => h.habit_id === walk!.id)).toMatchObject({
      completions: 4,
      score: 8,
      best_streak: 4,
      completion_rate: 100,
    });

    const current = await ok(
      call('GET', `/habit-tracking/current-progress?habit_tracking_id=${t.id}`, token),
    );
    expect(current.data).toHaveLength(4);
    const annNow = current.data.find((c: { contact_id: number }) => c.contact_id === ann!.id);
    expect(annNow).toMatchObject({ today: { done: 1, total: 3 }, score: 5, current_streak: 1 });
    expect(annNow.week.total).toBe(21);

    // A habit deleted takes its check-ins and points away.
    await ok(call('DELETE', `/habit-tracking/${walk!.id}/delete-habit`, token));
    kept = await figures();
    expect(kept.get(cid!.id)).toMatchObject({ score: 4, best_streak: 4 });
    // Points changed: scores counted again.
    await ok(
      call('PATCH', '/habit-tracking/update-habits', token, {
        habits: [{ id: sleep!.id, name: 'Sleep', points: 3 }],
      }),
    );
    kept = await figures();
    expect(kept.get(cid!.id)).toMatchObject({ score: 12 });
  });
});

describe('habit tracking: reminders', () => {
  /** The next moment after now that New York's clock shows Monday 09:00. */
  function nextMondayNine(now = new Date()) {
    for (let i = 0; i < 9; i++) {
      const d = dayIn(zone, new Date(now.getTime() + i * dayMs));
      if (new Date(`${d}T12:00:00Z`).getUTCDay() !== 1) continue;
      const at = momentIn(zone, d, '09:00');
      if (at > now) return at;
    }
    throw new Error('no Monday');
  }
  const sendsOf = (accountId: number) =>
    deps.db
      .select()
      .from(messageSends)
      .where(and(eq(messageSends.accountId, accountId), eq(messageSends.source, 'habit')));

  it('sends each due reminder once at the local time with the link, resends one now, restarts', async () => {
    const { token, accountId } = await signedIn();
    const t = await newTracking(token, 'Daily five');
    const ann = await buildContact(deps, { accountId, firstName: 'Ann' });
    const bob = await buildContact(deps, { accountId, firstName: 'Bob' });
    for (const c of [ann, bob]) await addContact(token, t.id, c.id);
    const noSchedule = await call('PATCH', '/habit-tracking/enable-disable-reminder', token, {
      habit_tracking_id: t.id,
      has_reminder: true,
    });
    expect(noSchedule.statusCode).toBe(422);
    await ok(
      call('PATCH', '/habit-tracking/update', token, {
        habit_tracking_id: t.id,
        reminder: {
          type: 1,
          weekdays: [1],
          time: '09:00',
          subject: 'Habits: {{habit_tracking_name}}',
          message: 'Keep going on {{habit_tracking_name}}!',
        },
      }),
    );
    const enabled = await ok(
      call('PATCH', '/habit-tracking/enable-disable-reminder', token, {
        habit_tracking_id: t.id,
        has_reminder: true,
      }),
    );
    expect(enabled).toMatchObject({
      message: words.reminderEnabled,
      habit_tracking: { has_reminder: true },
    });

    const monday = nextMondayNine();
    expect(timeIn(zone, monday)).toBe('09:00');
    expect(await runDueHabitReminders(deps, new Date(monday.getTime() - 60_000))).toBe(0);
    expect(await runDueHabitReminders(deps, monday)).toBe(2);
    expect(await runDueHabitReminders(deps, new Date(monday.getTime() + 60_000))).toBe(0);
    const sends = await sendsOf(accountId);
    expect(sends.map((s) => [s.contactId, s.channel, s.subject]).sort()).toEqual(
      [
        [ann.id, 'email', 'Habits: Daily five'],
        [bob.id, 'email', 'Habits: Daily five'],
      ].sort(),
    );
    const annSend = sends.find((s) => s.contactId === ann.id)!;
    expect(annSend.body).toContain('Keep going on Daily five!');
    expect(annSend.body).toContain(`/habits/${habitLinks.token(deps, t.id, ann.id)}`);
    const deliveries = await deps.db
      .select()
      .from(habitReminderDeliveries)
      .where(eq(habitReminderDeliveries.trackingId, t.id));
    expect(deliveries).toHaveLength(2);
    expect(await runDueHabitReminders(deps, new Date(monday.getTime() + 7 * dayMs))).toBe(2);

    const resent = await ok(
      call('PATCH', '/habit-tracking/resend-reminder', token, {
        habit_tracking_id: t.id,
        contact_id: ann.id,
      }),
    );
    expect(resent.message).toBe(words.reminderResent);
    expect(await sendsOf(accountId)).toHaveLength(5);
    const stranger = await buildContact(deps, { accountId });
    const notOn = await call('PATCH', '/habit-tracking/resend-reminder', token, {
      habit_tracking_id: t.id,
      contact_id: stranger.id,
    });
    expect(notOn.json().errors.contact_id).toEqual([words.notOnTracking]);

    await ok(call('POST', '/habit-tracking/restart-reminder', token, { habit_tracking_id: t.id }));
    await ok(
      call('PATCH', '/habit-tracking/enable-disable-reminder', token, {
        habit_tracking_id: t.id,
        has_reminder: false,
      }),
    );
    expect(await runDueHabitReminders(deps, new Date(monday.getTime() + 14 * dayMs))).toBe(0);
  });
});

describe('habit tracking: another location', () => {
  it('answers 404 for every id of another location', async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const t = await newTracking(theirs.token);
    const [category] = await categoriesOf(theirs.token, t.id);
    // Walking asks for an optional photo.
    const habit = category!.habits[2]!;
    const contact = await buildPortalSession(deps, theirs.accountId);
    await addContact(theirs.token, t.id, contact.contact.id);
    const uploaded = await upload(
      `/portal/habits/${t.id}/upload`,
      contact.token,
      habit.id,
      'a.png',
    );
    await ok(
      call('POST', `/portal/habits/${t.id}/check-in`, contact.token, {
        habits: [{ habit_id: habit.id, done: true, proof: uploaded.json().upload }],
      }),
    );
    const proof = (
      await ok(
        call('GET', `/habit-tracking/contact-habit-proofs?habit_tracking_id=${t.id}`, theirs.token),
      )
    ).data[0];
    const own = await newTracking(mine.token);
    const ownContact = await buildContact(deps, { accountId: mine.accountId });
    const q = `habit_tracking_id=${t.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', `/habit-tracking/refresh?${q}`],
      ['GET', `/habit-tracking/contacts?${q}`],
      ['GET', `/habit-tracking/leaderboard?${q}`],
      ['GET', `/habit-tracking/current-progress?${q}`],
      ['GET', `/habit-tracking/habit-categories?${q}`],
      ['GET', `/habit-tracking/contact-habit-proofs?${q}`],
      ['GET', `/habit-tracking/refresh-habit-scores?${q}`],
      ['GET', `/habit-tracking/refresh-contact-scores?${q}`],
      ['GET', `/habit-tracking/proofs/${proof.id}`],
      ['GET', `/habit-tracking/${t.id}/contact-habit-tracking?contact_id=${contact.contact.id}`],
      ['GET', `/habit-tracking/${own.id}/contact-habit-tracking?contact_id=${contact.contact.id}`],
      [
        'GET',
        `/habit-tracking/add-contact?habit_tracking_id=${own.id}&contact_id=${contact.contact.id}`,
      ],
      ['GET', `/habit-tracking/add-contact?habit_tracking_id=${t.id}&contact_id=${ownContact.id}`],
      ['GET', `/habit-tracking/remove-contact?${q}&contact_id=${contact.contact.id}`],
      ['PATCH', '/habit-tracking/update', { habit_tracking_id: t.id, name: 'Taken' }],
      ['PATCH', '/habit-tracking/rename', { habit_tracking_id: t.id, name: 'Taken' }],
      [
        'PATCH',
        '/habit-tracking/enable-disable-reminder',
        { habit_tracking_id: t.id, has_reminder: false },
      ],
      [
        'PATCH',
        '/habit-tracking/resend-reminder',
        { habit_tracking_id: t.id, contact_id: contact.contact.id },
      ],
      ['POST', '/habit-tracking/duplicate', { habit_tracking_id: t.id }],
      ['POST', '/habit-tracking/restart-reminder', { habit_tracking_id: t.id }],
      [
        'POST',
        '/habit-tracking/save-category',
        { habit_tracking_id: t.id, categories: [{ name: 'x' }] },
      ],
      [
        'POST',
        '/habit-tracking/save-category',
        { habit_tracking_id: own.id, categories: [{ id: category!.id, name: 'x' }] },
      ],
      ['POST', '/habit-tracking/create-habit', { category_id: category!.id, name: 'x' }],
      ['PATCH', '/habit-tracking/update-habits', { habits: [{ id: habit.id, name: 'x' }] }],
      [
        'PATCH',
        '/habit-tracking/sort-category',
        { habit_tracking_id: t.id, categories: [{ id: category!.id, order: 0 }] },
      ],
      [
        'PATCH',
        '/habit-tracking/sort-category-habits',
        { category_id: category!.id, habits: [{ id: habit.id, order: 0 }] },
      ],
      ['DELETE', `/habit-tracking/${habit.id}/delete-habit`],
      ['DELETE', `/habit-tracking/category/${category!.id}/delete`],
      ['DELETE', '/habit-tracking/delete', { ids: [t.id] }],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(method as 'GET', url, mine.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Another location's contact in the portal: their trackings are not theirs to check in.
    const outsider = await buildPortalSession(deps, mine.accountId);
    expect(
      (
        await call('POST', `/portal/habits/${t.id}/check-in`, outsider.token, {
          habits: [{ habit_id: habit.id, done: true }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await upload(`/portal/habits/${t.id}/upload`, outsider.token, habit.id, 'a.png')).statusCode,
    ).toBe(404);
    expect((await call('GET', `/habit-tracking/refresh?${q}`, theirs.token)).statusCode).toBe(200);
  });
});
