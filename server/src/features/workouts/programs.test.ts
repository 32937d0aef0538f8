import { messagingMessages } from '@coachline/contract/messaging';
import { workoutPlanMessages } from '@coachline/contract/workout-plans';
import { workoutMessages as words } from '@coachline/contract/workouts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayIn } from '../../platform/clock';
import { buildContact, buildPortalSession, buildSignedIn, buildTag } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { accounts } from '../accounts/accounts.tables';
import { messageSends } from '../messaging/messaging.tables';
import { buildEmptyWorkout, buildWorkout, ok, sessionBody } from './programs.testing';
import { workoutContacts, workoutPlanContacts, workoutSessions } from './workouts.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

type Row = { id: number; contact: { id: number }; status: string; start_date: string | null };
const contactsOf = async (token: string, path: string, status = 'active') =>
  (await ok(call('GET', `${path}/contacts?status=${status}&per_page=100`, token))).data as Row[];

async function planOf(token: string, workoutId: number, name = 'Plan') {
  const stored = await ok(
    call('POST', '/workout-plan/store', token, {
      name,
      weeks: [{ days: [{ day: 1, workout_ids: [workoutId] }] }],
    }),
  );
  return stored.workout_plan.id as number;
}

describe('workout and plan contacts', () => {
  it('adds, lists, removes and adds again; refuses an empty workout or plan', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const vip = await buildTag(deps, { accountId });
    const a = await buildContact(deps, { accountId, tags: [vip.id] });
    const b = await buildContact(deps, { accountId, tags: [vip.id] });
    const c = await buildContact(deps, { accountId });
    const { workout } = await buildWorkout(deps, accountId);

    const empty = await buildEmptyWorkout(deps, accountId);
    const refused = await call('POST', '/workout/add-contact', token, {
      id: empty.id,
      selection: { ids: [a.id] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id[0]).toBe(words.emptyWorkout);
    const emptyPlan = await ok(call('POST', '/workout-plan/create', token, { name: 'Empty' }));
    const refusedPlan = await call('POST', '/workout-plan/add-contact', token, {
      id: emptyPlan.workout_plan.id,
      selection: { ids: [a.id] },
    });
    expect(refusedPlan.json().errors.id[0]).toBe(workoutPlanMessages.emptyPlan);

    const added = await ok(
      call('POST', '/workout/add-contact', token, {
        id: workout.id,
        selection: { filter: { tags: String(vip.id) } },
      }),
    );
    expect(added).toMatchObject({ message: words.contactsAdded, affected: 2 });
    const again = await ok(
      call('POST', '/workout/add-contact', token, {
        id: workout.id,
        selection: { ids: [a.id, c.id] },
      }),
    );
    expect(again.affected).toBe(1);
    const path = `/workout/${workout.id}`;
    expect((await contactsOf(token, path)).map((r) => r.contact.id).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
    expect((await contactsOf(token, path))[0]).toMatchObject({
      start_date: null,
      sessions_count: 0,
      reminded_at: null,
    });
    const searched = await ok(
      call('GET', `${path}/contacts?search=${encodeURIComponent(a.firstName)}`, token),
    );
    expect(searched.data.map((r: Row) => r.contact.id)).toEqual([a.id]);

    const removed = await ok(
      call('POST', '/workout/remove-contact', token, {
        id: workout.id,
        selection: { ids: [b.id] },
      }),
    );
    expect(removed).toMatchObject({ message: words.contactsRemoved, affected: 1 });
    expect((await contactsOf(token, path, 'deleted')).map((r) => r.contact.id)).toEqual([b.id]);
    const workoutSummary = await ok(call('GET', `${path}/analytics`, token));
    expect(workoutSummary.data).toMatchObject({ assigned: 3, active: 2, completed: 0 });

    const back = await ok(
      call('POST', '/workout/add-contact', token, { id: workout.id, selection: { ids: [b.id] } }),
    );
    expect(back.affected).toBe(1);
    expect(await contactsOf(token, path, 'deleted')).toEqual([]);
    expect(await contactsOf(token, path, 'optins')).toEqual([]);

    // A plan starts today in the location's calendar, or on the day given.
    await deps.db
      .update(accounts)
      .set({ timezone: 'Pacific/Kiritimati' })
      .where(eq(accounts.id, accountId));
    const planId = await planOf(token, workout.id);
    await ok(
      call('POST', '/workout-plan/add-contact', token, { id: planId, selection: { ids: [a.id] } }),
    );
    await ok(
      call('POST', '/workout-plan/add-contact', token, {
        id: planId,
        selection: { ids: [b.id] },
        start_date: '2031-03-05',
      }),
    );
    const planContacts = await contactsOf(token, `/workout-plan/${planId}`);
    const startOf = (id: number) => planContacts.find((r) => r.contact.id === id)?.start_date;
    expect(startOf(a.id)).toBe(dayIn('Pacific/Kiritimati', new Date()));
    expect(startOf(b.id)).toBe('2031-03-05');
    const badDate = await call('POST', '/workout-plan/add-contact', token, {
      id: planId,
      selection: { ids: [c.id] },
      start_date: '2031-02-30',
    });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.start_date).toBeDefined();
    await ok(
      call('POST', '/workout-plan/remove-contact', token, {
        id: planId,
        selection: { ids: [a.id] },
      }),
    );
    expect((await contactsOf(token, `/workout-plan/${planId}`, 'deleted'))[0]).toMatchObject({
      contact: { id: a.id },
    });

    // Their plans, as the profile shows them.
    const plans = await ok(call('GET', `/workout-plan/${b.id}/contact-workout-plans`, token));
    expect(plans.data).toEqual([
      expect.objectContaining({
        workout_plan: { id: planId, name: 'Plan' },
        status: 'active',
        start_date: '2031-03-05',
        end_date: '2031-03-09',
        scheduled: 0,
        done: 0,
      }),
    ]);
  });

  it('emails a reminder with the portal link, and says why it cannot', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const { workout } = await buildWorkout(deps, accountId, 'Legs');
    const given = await buildContact(deps, { accountId });
    const noEmail = await buildContact(deps, { accountId, email: null });
    const stranger = await buildContact(deps, { accountId });
    await ok(
      call('POST', '/workout/add-contact', token, {
        id: workout.id,
        selection: { ids: [given.id, noEmail.id] },
      }),
    );
    const sent = await ok(
      call('PATCH', `/workout/${workout.id}/resend-reminder`, token, { contact_id: given.id }),
    );
    expect(sent.message).toBe(words.reminderSent);
    const [mail] = await deps.db
      .select()
      .from(messageSends)
      .where(and(eq(messageSends.accountId, accountId), eq(messageSends.contactId, given.id)));
    expect(mail?.subject).toContain('Legs');
    expect(mail?.body).toContain(`/portal/${accountId}/workouts`);
    // The email log says what sent it.
    expect(mail?.source).toBe('workout');
    const [row] = await contactsOf(token, `/workout/${workout.id}`).then((rows) =>
      rows.filter((r) => r.contact.id === given.id),
    );
    expect((row as unknown as { reminded_at: string | null }).reminded_at).not.toBeNull();

    const none = await call('PATCH', `/workout/${workout.id}/resend-reminder`, token, {
      contact_id: noEmail.id,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.contact_id[0]).toBe(messagingMessages.noEmail);
    const notGiven = await call('PATCH', `/workout/${workout.id}/resend-reminder`, token, {
      contact_id: stranger.id,
    });
    expect(notGiven.statusCode).toBe(404);

    const planId = await planOf(token, workout.id, 'Legs plan');
    await ok(
      call('POST', '/workout-plan/add-contact', token, {
        id: planId,
        selection: { ids: [given.id] },
      }),
    );
    await ok(
      call('PATCH', `/workout-plan/${planId}/resend-reminder`, token, { contact_id: given.id }),
    );
    const mails = await deps.db
      .select()
      .from(messageSends)
      .where(and(eq(messageSends.accountId, accountId), eq(messageSends.contactId, given.id)));
    expect(mails.map((m) => m.subject).some((s) => s.includes('Legs plan'))).toBe(true);
  });

  it('hands workouts to the survivor of a merge, and drops them when contacts move', async () => {
    const { token, accountId, locations } = await buildSignedIn(deps, { locations: ['Annex'] });
    const { workout } = await buildWorkout(deps, accountId, 'Merge me');
    const other = await buildWorkout(deps, accountId, 'Only theirs');
    const survivor = await buildPortalSession(deps, accountId);
    const merged = await buildPortalSession(deps, accountId);
    await ok(
      call('POST', '/workout/add-contact', token, {
        id: workout.id,
        selection: { ids: [survivor.contact.id, merged.contact.id] },
      }),
    );
    await ok(
      call('POST', '/workout/add-contact', token, {
        id: other.workout.id,
        selection: { ids: [merged.contact.id] },
      }),
    );
    await ok(call('POST', `/portal/workouts/${workout.id}/log`, merged.token, sessionBody()));
    await ok(
      call('POST', '/contact/merge', token, {
        contact_ids: [survivor.contact.id, merged.contact.id],
        survivor_id: survivor.contact.id,
      }),
    );
    const rows = await deps.db
      .select()
      .from(workoutContacts)
      .where(eq(workoutContacts.accountId, accountId));
    expect(rows.map((r) => [r.workoutId, r.contactId]).sort()).toEqual(
      [
        [workout.id, survivor.contact.id],
        [other.workout.id, survivor.contact.id],
      ].sort(),
    );
    const sessions = await deps.db
      .select()
      .from(workoutSessions)
      .where(eq(workoutSessions.accountId, accountId));
    expect(sessions.map((s) => s.contactId)).toEqual([survivor.contact.id]);

    const planId = await planOf(token, workout.id);
    await ok(
      call('POST', '/workout-plan/add-contact', token, {
        id: planId,
        selection: { ids: [survivor.contact.id] },
      }),
    );
    await ok(
      call('POST', '/contact/move', token, {
        selection: { ids: [survivor.contact.id] },
        location_id: locations[0]!.id,
      }),
    );
    for (const table of [workoutContacts, workoutPlanContacts, workoutSessions]) {
      const left = await deps.db
        .select()
        .from(table)
        .where(eq(table.contactId, survivor.contact.id));
      expect(left).toEqual([]);
    }
  });

  it('answers 404 for every id of another location', async () => {
    const mine = await buildSignedIn(deps);
    const theirs = await buildSignedIn(deps);
    const { workout } = await buildWorkout(deps, theirs.accountId, 'Theirs');
    const planId = await planOf(theirs.token, workout.id, 'Theirs');
    const theirContact = await buildContact(deps, { accountId: theirs.accountId });
    await ok(
      call('POST', '/workout/add-contact', theirs.token, {
        id: workout.id,
        selection: { ids: [theirContact.id] },
      }),
    );
    const own = await buildWorkout(deps, mine.accountId, 'Mine');
    const ownPlan = await planOf(mine.token, own.workout.id, 'Mine');
    const myContact = await buildContact(deps, { accountId: mine.accountId });

    const attempts: [string, string, unknown?][] = [
      ['GET', `/workout/${workout.id}/contacts`],
      ['GET', `/workout-plan/${planId}/contacts`],
      ['POST', '/workout/add-contact', { id: workout.id, selection: { ids: [myContact.id] } }],
      [
        'POST',
        '/workout/add-contact',
        { id: own.workout.id, selection: { ids: [theirContact.id] } },
      ],
      ['POST', '/workout/remove-contact', { id: workout.id, selection: { ids: [myContact.id] } }],
      [
        'POST',
        '/workout/remove-contact',
        { id: own.workout.id, selection: { ids: [theirContact.id] } },
      ],
      ['POST', '/workout-plan/add-contact', { id: planId, selection: { ids: [myContact.id] } }],
      ['POST', '/workout-plan/add-contact', { id: ownPlan, selection: { ids: [theirContact.id] } }],
      ['POST', '/workout-plan/remove-contact', { id: planId, selection: { ids: [myContact.id] } }],
      ['PATCH', `/workout/${workout.id}/resend-reminder`, { contact_id: myContact.id }],
      ['PATCH', `/workout/${own.workout.id}/resend-reminder`, { contact_id: theirContact.id }],
      ['PATCH', `/workout-plan/${planId}/resend-reminder`, { contact_id: myContact.id }],
      ['PATCH', `/workout-plan/${ownPlan}/resend-reminder`, { contact_id: theirContact.id }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(method as 'GET', url, mine.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = await contactsOf(theirs.token, `/workout/${workout.id}`);
    expect(still.map((r) => r.contact.id)).toEqual([theirContact.id]);
  });
});
