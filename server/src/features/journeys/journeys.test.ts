import { journeyMessages, maxJourneyDepth } from '@coachline/contract/journeys';
import { messagingMessages } from '@coachline/contract/messaging';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayIn, timeIn } from '../../platform/clock';
import { buildContact, buildSignedIn, buildTag } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { timeZoneOf } from '../accounts/accounts.service';
import { contacts } from '../contacts/contacts.tables';
import { messageSends } from '../messaging/messaging.tables';
import { sendTokenOf } from '../messaging/tracking';
import { recordOpen } from '../messaging/tracking.service';
import { contactTags } from '../tags/tags.tables';
import { runDueSteps, startTimedWalks } from './journeys.service';
import { journeyHistories } from './journeys.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

const day = 86_400_000;

async function ok(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function newJourney(token: string, name = 'Welcome') {
  return (await ok(await call('POST', '/journey/create', token, { name }))).journey as {
    id: number;
  };
}

async function addAction(token: string, journeyId: number, body: object) {
  return (await ok(await call('POST', `/journey/${journeyId}/create-action`, token, body)))
    .action as { id: number; incomplete: string | null };
}

const tagIdsOf = async (contactId: number) =>
  (await deps.db.select().from(contactTags).where(eq(contactTags.contactId, contactId))).map(
    (r) => r.tagId,
  );

describe('journeys: the builder', () => {
  it('keeps cards in order, branches under their if/else, and refuses to enable an incomplete one', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const tag = await buildTag(deps, { accountId });
    const journey = await newJourney(token);
    await ok(
      await call('POST', `/journey/${journey.id}/create-trigger`, token, {
        type: 'tag_added',
        settings: { tag_id: tag.id },
      }),
    );
    const email = await addAction(token, journey.id, { type: 'send_email' });
    expect(email.incomplete).toBe('The subject field is required');
    const first = await addAction(token, journey.id, {
      type: 'add_tag',
      settings: { tag_id: tag.id },
      place: { index: 0 },
    });
    const branch = await addAction(token, journey.id, {
      type: 'condition',
      settings: { rules: [{ kind: 'last_email', op: 'opened' }] },
    });
    const yes = await addAction(token, journey.id, {
      type: 'set_last_action',
      settings: { last_action: 'Consult Booked' },
      place: { parent_id: branch.id, branch: 'yes' },
    });

    const details = (await ok(await call('GET', `/journey/${journey.id}/details`, token))).journey;
    const main = details.actions
      .filter((a: { parent_id: number | null }) => a.parent_id === null)
      .map((a: { id: number }) => a.id);
    expect(main).toEqual([first.id, email.id, branch.id]);
    expect(details.actions.find((a: { id: number }) => a.id === yes.id)).toMatchObject({
      parent_id: branch.id,
      branch: 'yes',
    });
    const branches = await ok(await call('GET', `/journey/condition/${branch.id}/actions`, token));
    expect(branches.yes.map((a: { id: number }) => a.id)).toEqual([yes.id]);
    expect(branches.no).toEqual([]);

    const refused = await call('PATCH', `/journey/${journey.id}/change-status`, token, {
      status: 'enabled',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status[0]).toBe(
      journeyMessages.incomplete('Send email', 'The subject field is required'),
    );
    await ok(
      await call('PATCH', `/journey/action/${email.id}/update`, token, {
        settings: { subject: 'Hi {{first_name}}', body: 'Welcome aboard' },
      }),
    );
    const enabled = await ok(
      await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' }),
    );
    expect(enabled.journey).toMatchObject({ status: 'enabled', action_title: 'Add tag' });

    // Dragging the email to the top, and a card into its own branch is refused.
    await ok(
      await call('PATCH', `/journey/action/${email.id}/update`, token, {
        place: { parent_id: null, branch: null, index: 0 },
      }),
    );
    const moved = (await ok(await call('GET', `/journey/${journey.id}/details`, token))).journey;
    expect(
      moved.actions
        .filter((a: { parent_id: number | null }) => a.parent_id === null)
        .map((a: { id: number }) => a.id),
    ).toEqual([email.id, first.id, branch.id]);
    const inside = await call('PATCH', `/journey/action/${branch.id}/update`, token, {
      place: { parent_id: branch.id, branch: 'no' },
    });
    expect(inside.statusCode).toBe(422);

    const copy = await ok(
      await call('POST', '/journey/duplicate', token, { journey_id: journey.id }),
    );
    expect(copy.journey).toMatchObject({ status: 'disabled', actions_count: 4, triggers_count: 1 });
    const links = await ok(await call('GET', `/journey/links?journey_id=${journey.id}`, token));
    expect(links.data).toContainEqual(
      expect.objectContaining({ kind: 'tag', id: tag.id, name: tag.name }),
    );
  });
});

describe('journeys: the engine', () => {
  it('runs tag → wait 2 days → email → if opened then last action else SMS, each step once', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const [lead, added] = [
      await buildTag(deps, { accountId }),
      await buildTag(deps, { accountId }),
    ];
    const ann = await buildContact(deps, { accountId, firstName: 'Ann', number: '+12025550101' });
    const bob = await buildContact(deps, { accountId, firstName: 'Bob', number: '+12025550102' });
    const journey = await newJourney(token, 'Nurture');
    await ok(
      await call('POST', `/journey/${journey.id}/create-trigger`, token, {
        type: 'tag_added',
        settings: { tag_id: lead.id },
      }),
    );
    await addAction(token, journey.id, { type: 'add_tag', settings: { tag_id: added.id } });
    await addAction(token, journey.id, {
      type: 'wait',
      settings: { mode: 'duration', amount: 2, unit: 'days' },
    });
    await addAction(token, journey.id, {
      type: 'send_email',
      settings: { subject: 'Hello {{first_name}}', body: 'Your trial starts now' },
    });
    await addAction(token, journey.id, {
      type: 'wait',
      settings: { mode: 'duration', amount: 1, unit: 'days' },
    });
    const branch = await addAction(token, journey.id, {
      type: 'condition',
      settings: { rules: [{ kind: 'last_email', op: 'opened' }] },
    });
    await addAction(token, journey.id, {
      type: 'set_last_action',
      settings: { last_action: 'Consult Booked' },
      place: { parent_id: branch.id, branch: 'yes' },
    });
    await addAction(token, journey.id, {
      type: 'send_sms',
      settings: { text: 'Did you see our email, {{first_name}}?' },
      place: { parent_id: branch.id, branch: 'no' },
    });
    await ok(
      await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' }),
    );

    // The trigger: the lead tag, from the contact centre's bulk bar.
    await ok(
      await call('PATCH', '/tag/add-contact', token, {
        tag_ids: [lead.id],
        selection: { ids: [ann.id, bob.id] },
      }),
    );
    const t0 = new Date(Date.now() + 1000);
    expect(await runDueSteps(deps, t0)).toBe(4); // the tag, then the wait, for each
    expect(await tagIdsOf(ann.id)).toContain(added.id);
    expect(await runDueSteps(deps, new Date(t0.getTime() + day))).toBe(0);

    const t2 = new Date(t0.getTime() + 2 * day + 60_000);
    await runDueSteps(deps, t2);
    const emails = await deps.db
      .select()
      .from(messageSends)
      .where(and(eq(messageSends.accountId, accountId), eq(messageSends.channel, 'email')));
    expect(emails.map((e) => e.subject).sort()).toEqual(['Hello Ann', 'Hello Bob']);
    // A day to read it: Ann opens hers, Bob does not.
    const annEmail = emails.find((e) => e.contactId === ann.id)!;
    await recordOpen(deps, sendTokenOf(deps, annEmail.id), 'test-client');
    await runDueSteps(deps, new Date(t2.getTime() + day + 60_000));

    const [annRow] = await deps.db.select().from(contacts).where(eq(contacts.id, ann.id));
    const [bobRow] = await deps.db.select().from(contacts).where(eq(contacts.id, bob.id));
    expect(annRow!.lastAction).toBe('Consult Booked');
    expect(bobRow!.lastAction).not.toBe('Consult Booked');
    const texts = await deps.db
      .select()
      .from(messageSends)
      .where(and(eq(messageSends.accountId, accountId), eq(messageSends.channel, 'sms')));
    expect(texts.map((t) => t.contactId)).toEqual([bob.id]);

    const users = await ok(await call('GET', `/journey/${journey.id}/users`, token));
    expect(users.data.map((u: { status: string }) => u.status)).toEqual(['completed', 'completed']);
    const history = await deps.db
      .select()
      .from(journeyHistories)
      .where(eq(journeyHistories.journeyId, journey.id));
    const annSteps = history
      .filter((h) => h.contactId === ann.id && h.step !== null)
      .map((h) => h.step);
    expect(annSteps).toEqual([...new Set(annSteps)]);
    expect(history.filter((h) => h.contactId === ann.id).map((h) => h.event)).toEqual([
      'started',
      'action', // the tag
      'waiting',
      'action', // waited
      'action', // the email
      'waiting',
      'action', // waited
      'action', // if/else: yes
      'action', // the last action
      'completed',
    ]);
    const profile = await ok(await call('GET', `/contact/${ann.id}/journeys`, token));
    expect(profile.data[0]).toMatchObject({ journey: { name: 'Nurture' }, status: 'completed' });
  });

  it('undoes a step that fails halfway and stops the walk with the reason', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const ann = await buildContact(deps, { accountId });
    const journey = await newJourney(token);
    await addAction(token, journey.id, { type: 'add_tag', settings: { tag_id: 2_000_000_000 } });
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
    const users = await ok(await call('GET', `/journey/${journey.id}/users`, token));
    expect(users.data[0]).toMatchObject({ status: 'failed' });
    const history = await ok(await call('GET', `/journey/${journey.id}/histories`, token));
    expect(history.data[0]).toMatchObject({ event: 'failed' });
  });

  it('sends one email per contact of the walks at the card, and skips a contact it may not reach, saying why', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const ann = await buildContact(deps, { accountId, firstName: 'Ann' });
    const noEmail = await buildContact(deps, { accountId, email: null });
    const off = await buildContact(deps, { accountId, emailEnabled: false });
    const journey = await newJourney(token);
    await addAction(token, journey.id, {
      type: 'send_email',
      settings: { subject: 'Hi {{first_name}}', body: '<p>Welcome, {{first_name}}</p>' },
    });
    await ok(
      await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' }),
    );
    await ok(
      await call('POST', '/journey/start', token, {
        journey_id: journey.id,
        selection: { ids: [ann.id, noEmail.id, off.id] },
      }),
    );
    await runDueSteps(deps, new Date(Date.now() + 1000));
    const sends = await deps.db
      .select()
      .from(messageSends)
      .where(and(eq(messageSends.accountId, accountId), eq(messageSends.source, 'journey')));
    expect(sends.map((s) => [s.contactId, s.subject])).toEqual([[ann.id, 'Hi Ann']]);
    expect(sends[0]!.body).toContain('Welcome, Ann');
    const history = await deps.db
      .select()
      .from(journeyHistories)
      .where(
        and(eq(journeyHistories.journeyId, journey.id), eq(journeyHistories.event, 'skipped')),
      );
    expect(new Map(history.map((h) => [h.contactId, h.detail]))).toEqual(
      new Map([
        [noEmail.id, messagingMessages.noEmail],
        [off.id, messagingMessages.emailDeliveryOff],
      ]),
    );
  });

  it('starts on a tag only the contacts that got it just now, each for its own tag', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const [vip, trial] = [await buildTag(deps, { accountId }), await buildTag(deps, { accountId })];
    const had = await buildContact(deps, { accountId, tags: [vip.id] });
    const fresh = await buildContact(deps, { accountId, tags: [trial.id] });
    const journey = await newJourney(token, 'VIP welcome');
    await ok(
      await call('POST', `/journey/${journey.id}/create-trigger`, token, {
        type: 'tag_added',
        settings: { tag_id: vip.id },
      }),
    );
    await addAction(token, journey.id, {
      type: 'wait',
      settings: { mode: 'duration', amount: 1, unit: 'days' },
    });
    await ok(
      await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' }),
    );
    // Both tags for both: only `fresh` gets VIP now (`had` had it), and trial starts nothing.
    await ok(
      await call('PATCH', '/tag/add-contact', token, {
        tag_ids: [vip.id, trial.id],
        selection: { ids: [had.id, fresh.id] },
      }),
    );
    const users = await ok(await call('GET', `/journey/${journey.id}/users`, token));
    expect(users.data.map((u: { contact: { id: number } }) => u.contact.id)).toEqual([fresh.id]);
  });

  it('starts a birthday journey on the contact’s birthday from its time, once that day', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const now = new Date();
    const today = dayIn(await timeZoneOf(deps.db, accountId), now);
    const born = `1990-${today.slice(5)}`;
    const ann = await buildContact(deps, {
      accountId,
      birthday: born === '1990-02-29' ? '1992-02-29' : born,
    });
    await buildContact(deps, {
      accountId,
      birthday: '1990-01-01' === born ? '1990-01-02' : '1990-01-01',
    });
    const journey = await newJourney(token, 'Happy birthday');
    const trigger = await ok(
      await call('POST', `/journey/${journey.id}/create-trigger`, token, {
        type: 'birthday',
        settings: { time: '23:59' },
      }),
    );
    await addAction(token, journey.id, {
      type: 'wait',
      settings: { mode: 'duration', amount: 1, unit: 'days' },
    });
    await ok(
      await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' }),
    );
    const started = async () =>
      (await ok(await call('GET', `/journey/${journey.id}/users`, token))).data.map(
        (u: { contact: { id: number } }) => u.contact.id,
      );
    // Before its time (unless the day is at its very last minute), nobody; from it, Ann once.
    if (timeIn(await timeZoneOf(deps.db, accountId), now) < '23:59') {
      await startTimedWalks(deps, now);
      expect(await started()).toEqual([]);
    }
    await ok(
      await call('PATCH', `/journey/trigger/${trigger.trigger.id}/update`, token, {
        settings: { time: '00:00' },
      }),
    );
    await startTimedWalks(deps, now);
    await startTimedWalks(deps, now);
    expect(await started()).toEqual([ann.id]);
  });

  it('starts a journey days before a date field of the contact, once that day', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const now = new Date();
    const today = dayIn(await timeZoneOf(deps.db, accountId), now);
    const inThree = new Date(`${today}T00:00:00Z`);
    inThree.setUTCDate(inThree.getUTCDate() + 3);
    const renewal = inThree.toISOString().slice(0, 10);
    const ann = await buildContact(deps, { accountId, customFields: { renewal } });
    await buildContact(deps, { accountId, customFields: { renewal: today } });
    const journey = await newJourney(token, 'Renewal');
    await ok(
      await call('POST', `/journey/${journey.id}/create-trigger`, token, {
        type: 'date_reached',
        settings: { field_key: 'renewal', offset_days: -3, time: '00:00' },
      }),
    );
    await addAction(token, journey.id, {
      type: 'wait',
      settings: { mode: 'duration', amount: 1, unit: 'days' },
    });
    await ok(
      await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' }),
    );
    await startTimedWalks(deps, now);
    await startTimedWalks(deps, now);
    const users = await ok(await call('GET', `/journey/${journey.id}/users`, token));
    expect(users.data.map((u: { contact: { id: number } }) => u.contact.id)).toEqual([ann.id]);
  });

  it('starts and terminates contacts by hand, once each while they are on it', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const ann = await buildContact(deps, { accountId });
    const journey = await newJourney(token);
    await addAction(token, journey.id, {
      type: 'wait',
      settings: { mode: 'duration', amount: 1, unit: 'days' },
    });
    const body = { journey_id: journey.id, selection: { ids: [ann.id] } };
    const disabled = await call('POST', '/journey/start', token, body);
    expect(disabled.statusCode).toBe(422);
    await ok(
      await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' }),
    );
    expect(await ok(await call('POST', '/journey/start', token, body))).toMatchObject({
      message: journeyMessages.queued,
      affected: 1,
    });
    expect((await ok(await call('POST', '/journey/start', token, body))).affected).toBe(0);
    expect(await ok(await call('POST', '/journey/terminate', token, body))).toMatchObject({
      message: journeyMessages.terminated,
      affected: 1,
    });
  });

  it('stops journeys that start one another at the depth limit, with the reason', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const [a, b] = [await buildTag(deps, { accountId }), await buildTag(deps, { accountId })];
    const ann = await buildContact(deps, { accountId });
    // Tag a adds tag b, tag b removes a then adds a again: each start leads to the other.
    for (const [on, add] of [
      [a, b],
      [b, a],
    ] as const) {
      const journey = await newJourney(token, `On ${on.name}`);
      await ok(
        await call('POST', `/journey/${journey.id}/create-trigger`, token, {
          type: 'tag_added',
          settings: { tag_id: on.id },
        }),
      );
      await addAction(token, journey.id, { type: 'remove_tag', settings: { tag_id: on.id } });
      await addAction(token, journey.id, { type: 'add_tag', settings: { tag_id: add.id } });
      await ok(
        await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' }),
      );
    }
    await ok(
      await call('PATCH', '/tag/add-contact', token, {
        tag_ids: [a.id],
        selection: { ids: [ann.id] },
      }),
    );
    expect(await runDueSteps(deps, new Date(Date.now() + 1000))).toBeLessThan(50);
    const refused = await deps.db
      .select()
      .from(journeyHistories)
      .where(and(eq(journeyHistories.contactId, ann.id), eq(journeyHistories.event, 'refused')));
    expect(refused).toHaveLength(1);
    expect(refused[0]!.detail).toBe(journeyMessages.loop(maxJourneyDepth));
  });

  it('answers 404 to another location', async () => {
    const { token } = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const journey = await newJourney(token);
    for (const [method, url] of [
      ['GET', `/journey/${journey.id}/details`],
      ['GET', `/journey/${journey.id}/users`],
      ['PATCH', `/journey/${journey.id}/rename`],
    ] as const) {
      const res = await call(
        method,
        url,
        other.token,
        method === 'GET' ? undefined : { name: 'x' },
      );
      expect(res.statusCode, url).toBe(404);
    }
  });
});
