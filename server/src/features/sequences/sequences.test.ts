import { messagingMessages } from '@coachline/contract/messaging';
import { sequenceMessages as words } from '@coachline/contract/sequences';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayIn, timeIn } from '../../platform/clock';
import { buildContact, buildSignedIn } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { accounts } from '../accounts/accounts.tables';
import { runDueSteps } from '../journeys/journeys.service';
import { messageSends } from '../messaging/messaging.tables';
import { sendTokenOf } from '../messaging/tracking';
import { recordOpen } from '../messaging/tracking.service';
import { runDueSequenceSteps } from './sequences.service';
import { sequenceDeliveries } from './sequences.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

const day = 86_400_000;

async function ok(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function newSequence(token: string, title = 'Welcome drip') {
  return (await ok(await call('POST', '/sequence/create', token, { title }))).sequence as {
    id: number;
  };
}

async function addMessage(token: string, sequenceId: number, body: object) {
  return (await ok(await call('POST', `/sequence/${sequenceId}/add-message`, token, body)))
    .sequence_message as { id: number; position: number };
}

const email = (subject: string, extra: object = {}) => ({
  type: 'email',
  subject,
  body: `<p>${subject}, {{first_name}}</p>`,
  ...extra,
});

async function subscriberOf(token: string, sequenceId: number, contactId: number) {
  const users = await ok(await call('GET', `/sequence/${sequenceId}/users?per_page=100`, token));
  return users.data.find((u: { contact: { id: number } }) => u.contact.id === contactId) as {
    status: string;
    next_at: string | null;
    next_message: { id: number; title: string } | null;
    sent_count: number;
  };
}

const sendsOf = (accountId: number) =>
  deps.db
    .select()
    .from(messageSends)
    .where(and(eq(messageSends.accountId, accountId), eq(messageSends.source, 'sequence')));

describe('sequences: the list and the messages', () => {
  it('keeps messages in order with their schedules, and says what a message lacks', async () => {
    const { token } = await buildSignedIn(deps);
    const older = await newSequence(token, 'Older');
    const sequence = await newSequence(token);
    const list = await ok(await call('GET', '/sequence/lists', token));
    expect(list.data.map((s: { id: number }) => s.id).slice(0, 2)).toEqual([sequence.id, older.id]);

    const first = await addMessage(token, sequence.id, email('Welcome'));
    const sms = await addMessage(token, sequence.id, {
      type: 'sms',
      body: 'See you Monday, {{first_name}}',
      delay_days: 2,
      send_time: '09:00',
    });
    const fixed = await addMessage(token, sequence.id, {
      ...email('Challenge day'),
      schedule_mode: 'fixed',
      send_on: '2999-01-01',
      send_time: '07:30',
      index: 0,
    });
    const messages = await ok(await call('GET', `/sequence/${sequence.id}/messages`, token));
    expect(messages.data.map((m: { id: number }) => m.id)).toEqual([fixed.id, first.id, sms.id]);
    expect(messages.data[2]).toMatchObject({
      type: 'sms',
      subject: '',
      delay_days: 2,
      send_time: '09:00',
    });
    expect(messages.sequence).toMatchObject({ messages_count: 3, email_count: 2, sms_count: 1 });

    const noSubject = await call('POST', `/sequence/${sequence.id}/add-message`, token, {
      type: 'email',
      body: 'Hi',
    });
    expect(noSubject.statusCode).toBe(422);
    expect(noSubject.json().errors.subject[0]).toBe('The subject field is required');
    const noDate = await call('POST', `/sequence/${sequence.id}/add-message`, token, {
      ...email('Hi'),
      schedule_mode: 'fixed',
      send_time: '10:00',
    });
    expect(noDate.json().errors.send_on[0]).toBe('The date field is required');

    const sorted = await ok(
      await call('PATCH', `/sequence/${sequence.id}/sort-messages`, token, {
        ids: [first.id, sms.id, fixed.id],
      }),
    );
    expect(sorted.data.map((m: { id: number; position: number }) => [m.id, m.position])).toEqual([
      [first.id, 0],
      [sms.id, 1],
      [fixed.id, 2],
    ]);
    const partial = await call('PATCH', `/sequence/${sequence.id}/sort-messages`, token, {
      ids: [first.id, sms.id],
    });
    expect(partial.json().errors.ids[0]).toBe(words.sortIncomplete);

    const updated = await ok(
      await call('PATCH', `/sequence/${sequence.id}/update-message`, token, {
        message_id: sms.id,
        type: 'sms',
        body: 'Changed',
        delay_days: 3,
      }),
    );
    expect(updated.sequence_message).toMatchObject({
      body: 'Changed',
      delay_days: 3,
      send_time: null,
    });
    await ok(
      await call('DELETE', `/sequence/${sequence.id}/delete-message`, token, {
        message_id: fixed.id,
      }),
    );

    const copy = await ok(
      await call('POST', '/sequence/duplicate', token, { sequence_id: sequence.id }),
    );
    expect(copy.sequence).toMatchObject({
      title: 'Welcome drip (copy)',
      messages_count: 2,
      active_count: 0,
    });
    const renamed = await ok(
      await call('PATCH', '/sequence/rename', token, {
        sequence_id: copy.sequence.id,
        title: 'Spring',
      }),
    );
    expect(renamed.sequence.title).toBe('Spring');
    const all = await ok(await call('GET', '/sequence/list-all', token));
    expect(all.data.map((s: { title: string }) => s.title)).toEqual([
      'Older',
      'Spring',
      'Welcome drip',
    ]);
    await ok(await call('DELETE', '/sequence/delete', token, { sequence_id: copy.sequence.id }));
    const after = await ok(await call('GET', '/sequence/lists', token));
    expect(after.total).toBe(2);
  });

  it('refuses contacts before a message, and another location’s ids are 404', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const ann = await buildContact(deps, { accountId });
    const sequence = await newSequence(token);
    const empty = await call('POST', '/sequence/add-contact', token, {
      sequence_id: sequence.id,
      selection: { ids: [ann.id] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.sequence_id[0]).toBe(words.noMessages);
    const message = await addMessage(token, sequence.id, email('Hi'));
    for (const [method, url, body] of [
      ['GET', `/sequence/${sequence.id}/messages`],
      ['GET', `/sequence/${sequence.id}/users`],
      ['GET', `/sequence/${message.id}/schedules`],
      ['GET', `/sequence/${sequence.id}/message/${message.id}/subscribers`],
      ['POST', `/sequence/${sequence.id}/send-now`, { message_id: message.id }],
      ['DELETE', `/sequence/${sequence.id}/delete-message`, { message_id: message.id }],
      ['POST', '/sequence/add-contact', { sequence_id: sequence.id, selection: { ids: [ann.id] } }],
    ] as const)
      expect((await call(method, url, other.token, body)).statusCode, url).toBe(404);
  });
});

describe('sequences: the engine', () => {
  it('sends three messages at their times in the location’s zone, each once, and counts what became of them', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    await deps.db
      .update(accounts)
      .set({ timezone: 'America/New_York' })
      .where(eq(accounts.id, accountId));
    const ann = await buildContact(deps, { accountId, firstName: 'Ann', number: '+12025550101' });
    const bob = await buildContact(deps, { accountId, firstName: 'Bob', number: null });
    const sequence = await newSequence(token);
    const welcome = await addMessage(token, sequence.id, email('Welcome'));
    const text = await addMessage(token, sequence.id, {
      type: 'sms',
      body: 'Day two, {{first_name}}!',
      delay_days: 2,
      send_time: '09:00',
    });
    const last = await addMessage(token, sequence.id, email('Last one', { delay_days: 1 }));

    const count = await ok(
      await call('POST', `/sequence/${sequence.id}/get-email-count`, token, {
        selection: { ids: [ann.id, bob.id] },
      }),
    );
    expect(count).toMatchObject({ contacts: 2, emails: 4, sms: 2 });
    const added = await ok(
      await call('POST', '/sequence/add-contact', token, {
        sequence_id: sequence.id,
        selection: { ids: [ann.id, bob.id] },
      }),
    );
    expect(added).toMatchObject({ message: words.contactsAdded, affected: 2 });
    const again = await ok(
      await call('POST', '/sequence/add-contact', token, {
        sequence_id: sequence.id,
        selection: { ids: [ann.id] },
      }),
    );
    expect(again.affected).toBe(0);

    const t0 = new Date(Date.now() + 1000);
    expect(await runDueSequenceSteps(deps, t0)).toBe(2);
    expect(await runDueSequenceSteps(deps, t0)).toBe(0);
    expect((await sendsOf(accountId)).map((s) => s.subject).sort()).toEqual(['Welcome', 'Welcome']);

    // The SMS: two days on, at 09:00 in New York.
    const waiting = await subscriberOf(token, sequence.id, ann.id);
    expect(waiting.next_message).toMatchObject({ id: text.id, title: 'Day two, {{first_name}}!' });
    const smsAt = new Date(waiting.next_at!);
    expect(timeIn('America/New_York', smsAt)).toBe('09:00');
    expect(dayIn('America/New_York', smsAt)).toBe(
      dayIn('America/New_York', new Date(t0.getTime() + 2 * day)),
    );
    expect(await runDueSequenceSteps(deps, new Date(smsAt.getTime() - 60_000))).toBe(0);
    expect(await runDueSequenceSteps(deps, smsAt)).toBe(2);
    const texts = (await sendsOf(accountId)).filter((s) => s.channel === 'sms');
    expect(texts.map((s) => [s.contactId, s.body])).toEqual([[ann.id, 'Day two, Ann!']]);
    const skipped = await deps.db
      .select()
      .from(sequenceDeliveries)
      .where(
        and(eq(sequenceDeliveries.messageId, text.id), eq(sequenceDeliveries.contactId, bob.id)),
      );
    expect(skipped.map((d) => [d.sendId, d.detail])).toEqual([[null, messagingMessages.noPhone]]);

    // The last: a day after the SMS went.
    expect(await runDueSequenceSteps(deps, new Date(smsAt.getTime() + day + 1000))).toBe(2);
    expect((await subscriberOf(token, sequence.id, ann.id)).status).toBe('completed');
    const emails = (await sendsOf(accountId)).filter((s) => s.channel === 'email');
    expect(emails).toHaveLength(4);

    // Ann opens the welcome; Bob does not.
    const annWelcome = emails.find((e) => e.contactId === ann.id && e.subject === 'Welcome')!;
    await recordOpen(deps, sendTokenOf(deps, annWelcome.id), 'test-client');
    const analytics = await ok(
      await call('GET', `/sequence/${sequence.id}/analytics?type=email`, token),
    );
    expect(analytics.data).toMatchObject({ type: 'email', messages: 2, opened: 1, skipped: 0 });
    const smsAnalytics = await ok(
      await call('GET', `/sequence/${sequence.id}/analytics?type=sms`, token),
    );
    expect(smsAnalytics.data).toMatchObject({ messages: 1, skipped: 1 });
    const detail = await ok(await call('GET', `/sequence/${sequence.id}/detail-analytics`, token));
    expect(
      detail.data.messages.map((m: { message_id: number; opened: number }) => [
        m.message_id,
        m.opened,
      ]),
    ).toEqual([
      [welcome.id, 1],
      [text.id, 0],
      [last.id, 0],
    ]);
    expect(detail.data.daily).toHaveLength(30);
    const opened = await ok(
      await call(
        'GET',
        `/sequence/${sequence.id}/message/${welcome.id}/subscribers?event=opened`,
        token,
      ),
    );
    expect(opened.data.map((s: { contact: { id: number } }) => s.contact.id)).toEqual([ann.id]);

    // Resent to those who did not open it: Bob.
    const resent = await ok(
      await call('POST', `/sequence/${sequence.id}/message/${welcome.id}/resend`, token, {}),
    );
    expect(resent).toMatchObject({ affected: 1, message: words.resent(1) });
    const welcomes = (await sendsOf(accountId)).filter((s) => s.subject === 'Welcome');
    expect(welcomes.filter((s) => s.contactId === bob.id)).toHaveLength(2);

    const profile = await ok(await call('GET', `/contact/${ann.id}/sequences`, token));
    expect(profile.data[0]).toMatchObject({
      sequence: { id: sequence.id, title: 'Welcome drip' },
      status: 'completed',
      sent_count: 3,
    });
  });

  it('waits for the sequence’s start, sends a message now on demand, and holds a paused sequence', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const ann = await buildContact(deps, { accountId });
    const sequence = await newSequence(token);
    const message = await addMessage(token, sequence.id, email('Later', { delay_days: 5 }));
    const start = new Date(Date.now() + 3 * day);
    const past = await call('POST', `/sequence/${sequence.id}/schedule-sequence`, token, {
      scheduled_at: new Date(Date.now() - day).toISOString(),
    });
    expect(past.json().errors.scheduled_at[0]).toBe(words.scheduleInPast);
    await ok(
      await call('POST', `/sequence/${sequence.id}/schedule-sequence`, token, {
        scheduled_at: start.toISOString(),
      }),
    );
    await ok(
      await call('POST', '/sequence/add-contact', token, {
        sequence_id: sequence.id,
        selection: { ids: [ann.id] },
      }),
    );
    const waiting = await subscriberOf(token, sequence.id, ann.id);
    expect(new Date(waiting.next_at!).getTime()).toBe(start.getTime() + 5 * day);
    const schedule = await ok(await call('GET', `/sequence/${message.id}/schedules`, token));
    expect(schedule.data.upcoming).toEqual([
      { date: dayIn('UTC', new Date(start.getTime() + 5 * day)), count: 1 },
    ]);

    await ok(await call('DELETE', `/sequence/${sequence.id}/delete-schedule`, token));
    const restarted = await subscriberOf(token, sequence.id, ann.id);
    // Counted from now, no longer from the start three days on.
    expect(new Date(restarted.next_at!).getTime()).toBeLessThan(start.getTime() + 3 * day);

    await ok(await call('PATCH', `/sequence/${sequence.id}/update`, token, { status: 'paused' }));
    const now = await ok(
      await call('POST', `/sequence/${sequence.id}/send-now`, token, { message_id: message.id }),
    );
    expect(now.affected).toBe(1);
    expect(await runDueSequenceSteps(deps, new Date(Date.now() + 1000))).toBe(0);
    await ok(await call('PATCH', `/sequence/${sequence.id}/update`, token, { status: 'active' }));
    expect(await runDueSequenceSteps(deps, new Date(Date.now() + 1000))).toBe(1);
    expect((await sendsOf(accountId)).map((s) => s.subject)).toEqual(['Later']);
  });

  it('moves those waiting for a deleted message on, stops removed contacts, and forgets deleted ones', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const [ann, bob, cat] = [
      await buildContact(deps, { accountId }),
      await buildContact(deps, { accountId }),
      await buildContact(deps, { accountId }),
    ];
    const sequence = await newSequence(token);
    const first = await addMessage(token, sequence.id, email('First', { delay_days: 1 }));
    const second = await addMessage(token, sequence.id, email('Second', { delay_days: 2 }));
    await ok(
      await call('POST', '/sequence/add-contact', token, {
        sequence_id: sequence.id,
        selection: { ids: [ann.id, bob.id, cat.id] },
      }),
    );
    await ok(
      await call('DELETE', `/sequence/${sequence.id}/delete-message`, token, {
        message_id: first.id,
      }),
    );
    const moved = await subscriberOf(token, sequence.id, ann.id);
    expect(moved.next_message?.id).toBe(second.id);

    const removed = await ok(
      await call('POST', '/sequence/remove-contact', token, {
        sequence_id: sequence.id,
        selection: { ids: [bob.id] },
      }),
    );
    expect(removed.affected).toBe(1);
    expect((await subscriberOf(token, sequence.id, bob.id)).status).toBe('removed');
    const deleted = await ok(
      await call('DELETE', '/sequence/delete-user', token, {
        sequence_id: sequence.id,
        ids: [cat.id],
      }),
    );
    expect(deleted.affected).toBe(1);
    expect(await subscriberOf(token, sequence.id, cat.id)).toBeUndefined();

    expect(await runDueSequenceSteps(deps, new Date(Date.now() + 3 * day))).toBe(1);
    expect((await sendsOf(accountId)).map((s) => [s.contactId, s.subject])).toEqual([
      [ann.id, 'Second'],
    ]);
  });

  it('starts and stops contacts from a journey’s cards, saying when there was nothing to do', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const ann = await buildContact(deps, { accountId });
    const sequence = await newSequence(token, 'Nurture');
    await addMessage(token, sequence.id, email('Tip one', { delay_days: 1 }));
    const journey = (await ok(await call('POST', '/journey/create', token, { name: 'Lead' })))
      .journey as { id: number };
    for (const type of ['start_sequence', 'start_sequence', 'stop_sequence'])
      await ok(
        await call('POST', `/journey/${journey.id}/create-action`, token, {
          type,
          settings: { sequence_id: sequence.id },
        }),
      );
    await ok(
      await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' }),
    );
    await ok(
      await call('POST', '/journey/start', token, {
        journey_id: journey.id,
        selection: { ids: [ann.id] },
      }),
    );
    await runDueSteps(deps, new Date(Date.now() + 1000));
    const history = await ok(await call('GET', `/journey/${journey.id}/histories`, token));
    expect(
      history.data
        .filter((h: { action_title: string | null }) => h.action_title)
        .map((h: { event: string; detail: string }) => [h.event, h.detail])
        .reverse(),
    ).toEqual([
      ['action', 'Nurture'],
      ['skipped', 'Already on “Nurture”, or it has no message yet'],
      ['action', 'Nurture'],
    ]);
    expect((await subscriberOf(token, sequence.id, ann.id)).status).toBe('removed');
    const links = await ok(await call('GET', `/journey/links?journey_id=${journey.id}`, token));
    expect(links.data).toContainEqual(
      expect.objectContaining({ kind: 'sequence', id: sequence.id, name: 'Nurture' }),
    );
  });
});
