import {
  actionSettingsOf,
  type ConditionRule,
  incompleteReason,
  type JourneyActionType,
  journeyActionTitles,
  journeyMessages,
  journeyTriggerTitles,
  maxJourneyDepth,
  triggerSettingsOf,
} from '@coachline/contract/journeys';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { arrayParam } from '../../db/rows';
import type { AutomationEvent } from '../../platform/automation';
import { dayIn, momentIn, nextTimeOfDay, timeIn } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import * as accounts from '../accounts/accounts.service';
import * as contacts from '../contacts/contacts.service';
import * as messageCenter from '../message-center/message-center.service';
import { htmlOfText } from '../messaging/email-content';
import * as messaging from '../messaging/messaging.service';
import * as pipelines from '../pipelines/pipelines.service';
import * as sequences from '../sequences/sequences.service';
import * as tags from '../tags/tags.service';
import * as tasks from '../tasks/tasks.service';
import * as repo from './journeys.repository';
import type { JourneyActionRow, JourneyEnrolmentRow } from './journeys.tables';
import { queueWebhook } from './journeys.webhooks';

// The engine (issue 15 §1). A contact's walk through a journey is one row (journey_enrolments):
// the card it is at, the steps it has run and when it is due. The rows are the queue: each
// process with workers takes due walks 500 at a time (FOR UPDATE SKIP LOCKED, as pg-boss takes
// its jobs) and runs one step of each in that transaction, the walks at one card together in a
// savepoint (each alone in its own when that fails). A step's effects (a tag, a send record and its delivery job, a task) and the walk's advance
// (steps + 1, the next card, the next time) commit together: a process killed at any moment
// leaves either the step done and recorded or nothing of it, and the next taker runs it then.
// A wait is the walk's time to wake: no process sleeps through it.

/** How many walks one transaction takes. */
const batchSize = 500;
/** How often each process looks for walks that came due (waits ending, a journey enabled). */
const sweepEveryMs = 500;

type Settings<T extends JourneyActionType> = z.output<(typeof actionSettingsOf)[T]>;

/** The card after `card` on its path: its next sibling, else the one after its if/else. */
export function nextCard(cards: JourneyActionRow[], card: JourneyActionRow): number | null {
  const after = cards
    .filter(
      (c) => c.parentId === card.parentId && c.branch === card.branch && c.position > card.position,
    )
    .sort((a, b) => a.position - b.position)[0];
  if (after) return after.id;
  const parent = card.parentId === null ? undefined : cards.find((c) => c.id === card.parentId);
  return parent ? nextCard(cards, parent) : null;
}

/** The first card of a list (the main path, or an if/else's branch). */
export function firstCard(
  cards: JourneyActionRow[],
  parentId: number | null,
  branch: 'yes' | 'no' | null,
): JourneyActionRow | undefined {
  return cards
    .filter((c) => c.parentId === parentId && c.branch === branch)
    .sort((a, b) => a.position - b.position)[0];
}

// Starting ---------------------------------------------------------------------------------

const idsOf = (contactIds: number[] | SQL): SQL =>
  Array.isArray(contactIds)
    ? sql`(select unnest(${arrayParam(contactIds)}::bigint[]))`
    : contactIds;

/**
 * Starts contacts (ids or a subquery of ids) on a journey at its first card; answers how many
 * started. A start `depth` journeys deep is refused and recorded as such: journeys that start
 * one another stop there.
 */
export async function startWalks(
  db: Executor,
  accountId: number,
  journeyId: number,
  contactIds: number[] | SQL,
  depth: number,
  detail: string,
) {
  const cards = await repo.actionsOf(db, accountId, [journeyId]);
  const first = firstCard(cards, null, null)?.id ?? null;
  if (depth >= maxJourneyDepth) {
    await repo.refuse(db, accountId, journeyId, idsOf(contactIds), journeyMessages.loop(depth));
    return 0;
  }
  return repo.enrol(db, accountId, journeyId, first, idsOf(contactIds), depth, detail);
}

/** Whether a trigger's settings match the event. */
function matches(type: AutomationEvent['type'], settings: unknown, event: AutomationEvent) {
  const schema = triggerSettingsOf[type];
  const parsed = schema.safeParse(settings ?? {});
  if (!parsed.success) return false;
  const s = parsed.data as Record<string, unknown>;
  switch (event.type) {
    case 'contact_created':
      return s.source === 'any' || s.source === event.source;
    case 'tag_added':
    case 'tag_removed':
      return event.tagIds.includes(s.tag_id as number);
    case 'moved_to_tab':
      return s.tab === event.tab;
    case 'form_submitted':
      return s.form_id === null || s.form_id === event.formId;
    case 'sms_keyword':
      return event.text.trim().split(/\s+/)[0]?.toLowerCase() === String(s.keyword).toLowerCase();
    case 'webhook_received':
      return s.webhook_id === event.webhookId;
    case 'email_opened':
    case 'link_clicked':
      return true;
    case 'pipeline_stage_changed':
      return (
        s.pipeline_id === event.pipelineId && (s.stage_id === null || s.stage_id === event.stageId)
      );
  }
}

/** Starts the enabled journeys whose triggers the event matches, in the caller's transaction. */
export async function fireTriggers(db: Executor, event: AutomationEvent): Promise<void> {
  if (Array.isArray(event.contacts) && event.contacts.length === 0) return;
  const triggers = await repo.enabledTriggers(db, event.accountId, event.type);
  const journeyIds = new Set(
    triggers.filter((t) => matches(event.type, t.settings, event)).map((t) => t.journey_id),
  );
  for (const journeyId of journeyIds)
    await startWalks(
      db,
      event.accountId,
      journeyId,
      event.contacts,
      event.depth ?? 0,
      journeyTriggerTitles[event.type],
    );
}

// Running ----------------------------------------------------------------------------------

type Outcome = {
  event: 'action' | 'skipped' | 'waiting';
  detail: string;
  /** Where the walk goes: the next card by default, an if/else's branch, a wait's time. */
  branch?: 'yes' | 'no';
  wakeAt?: Date;
  sendId?: number;
};

async function ruleHolds(
  deps: Deps,
  walk: JourneyEnrolmentRow,
  contact: contacts.ContactRow,
  rule: ConditionRule,
): Promise<boolean> {
  switch (rule.kind) {
    case 'tag': {
      const carried = (await tags.tagsOfContacts(deps.db, walk.accountId, [contact.id])).get(
        contact.id,
      );
      const has = carried?.some((t) => t.id === rule.tag_id) ?? false;
      return rule.op === 'has' ? has : !has;
    }
    case 'field': {
      const value = String(
        {
          first_name: contact.firstName,
          last_name: contact.lastName,
          email: contact.email,
          number: contact.number,
          status: contact.status,
          temperature: contact.temperature,
          gender: contact.gender,
          source: contact.source,
          last_action: contact.lastAction,
        }[rule.field] ?? '',
      ).toLowerCase();
      const wanted = rule.value.toLowerCase();
      if (rule.op === 'equals') return value === wanted;
      if (rule.op === 'not_equals') return value !== wanted;
      if (rule.op === 'contains') return value.includes(wanted);
      if (rule.op === 'is_empty') return value === '';
      return value !== '';
    }
    case 'last_email': {
      const seen =
        walk.lastSendId === null
          ? { opened: false, clicked: false }
          : await messaging.engagementOf(deps, walk.accountId, walk.lastSendId);
      if (rule.op === 'opened') return seen.opened;
      if (rule.op === 'not_opened') return !seen.opened;
      if (rule.op === 'clicked') return seen.clicked;
      return !seen.clicked;
    }
  }
}

/** Adds or removes a card's tag for the contacts (each already checked as a live contact). */
async function runTagCard(
  deps: Deps,
  owner: RequestContext,
  card: JourneyActionRow,
  contactIds: number[],
): Promise<Outcome> {
  const parsed = actionSettingsOf.add_tag.safeParse(card.settings);
  if (!parsed.success) return { event: 'skipped', detail: parsed.error.issues[0]?.message ?? '' };
  const change = card.type === 'add_tag' ? 'add' : 'remove';
  await tags.changeContactTags(deps, owner, change, [parsed.data.tag_id], { ids: contactIds });
  return { event: 'action', detail: '' };
}

/** The cards that run once per walk; the others run once for all the walks at them. */
type OneByOne = Exclude<JourneyActionType, 'add_tag' | 'remove_tag' | 'send_email'>;

/** Runs one card for the walk's contact, as the location's owner, in the caller's transaction. */
async function runCard(
  deps: Deps,
  owner: RequestContext,
  walk: JourneyEnrolmentRow,
  card: JourneyActionRow,
  type: OneByOne,
  now: Date,
): Promise<Outcome> {
  const parsed = actionSettingsOf[type].safeParse(card.settings);
  if (!parsed.success)
    return {
      event: 'skipped',
      detail: incompleteReason(actionSettingsOf[type], card.settings) ?? '',
    };
  const contactId = walk.contactId;
  const s = parsed.data as Settings<typeof type>;
  switch (type) {
    case 'send_sms': {
      const values = await pipelines.automationTokenValues(deps.db, walk.accountId, [contactId]);
      const sent = await messaging.textContact(deps, owner, contactId, {
        text: (s as Settings<'send_sms'>).text,
        source: 'journey',
        values: values.get(contactId),
      });
      return { event: sent.status === 1 ? 'action' : 'skipped', detail: sent.message };
    }
    case 'wait': {
      const wait = s as Settings<'wait'>;
      const unitMs = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 }[wait.unit];
      const wakeAt =
        wait.mode === 'duration'
          ? new Date(now.getTime() + wait.amount! * unitMs)
          : nextTimeOfDay(await accounts.timeZoneOf(deps.db, walk.accountId), wait.time!, now);
      return { event: 'waiting', detail: `Until ${wakeAt.toISOString()}`, wakeAt };
    }
    case 'condition': {
      const { match, rules } = s as Settings<'condition'>;
      const [contact] = await contacts.contactRowsByIds(deps.db, walk.accountId, [contactId]);
      const results: boolean[] = [];
      for (const rule of rules) results.push(await ruleHolds(deps, walk, contact!, rule));
      const holds = match === 'all' ? results.every(Boolean) : results.some(Boolean);
      return { event: 'action', detail: holds ? 'Yes' : 'No', branch: holds ? 'yes' : 'no' };
    }
    case 'move_to_tab':
      await contacts.patch(deps, owner, contactId, { status: (s as Settings<'move_to_tab'>).tab });
      return { event: 'action', detail: (s as Settings<'move_to_tab'>).tab };
    case 'set_last_action': {
      const { last_action } = s as Settings<'set_last_action'>;
      await contacts.patch(deps, owner, contactId, { lastAction: last_action });
      return { event: 'action', detail: last_action };
    }
    case 'create_task': {
      const task = s as Settings<'create_task'>;
      const due =
        task.due_in_days === null
          ? null
          : dayIn(
              await accounts.timeZoneOf(deps.db, walk.accountId),
              new Date(now.getTime() + task.due_in_days * 86_400_000),
            );
      await tasks.create(deps, owner, {
        title: task.title,
        description: task.description,
        due_date: due,
        due_time: null,
        assignee_id: task.assignee_id,
        remind: true,
        contact_ids: [contactId],
      });
      return { event: 'action', detail: task.title };
    }
    case 'send_portal_message':
      await messageCenter.sendPortalMessageFromProfile(deps, owner, {
        contact_id: contactId,
        message: (s as Settings<'send_portal_message'>).message,
      });
      return { event: 'action', detail: '' };
    case 'webhook': {
      const [contact] = await contacts.contactRowsByIds(deps.db, walk.accountId, [contactId]);
      const { url } = s as Settings<'webhook'>;
      await queueWebhook(deps, deps.db, {
        accountId: walk.accountId,
        journeyId: walk.journeyId,
        url,
        delivery: `${walk.id}-${walk.steps}`,
        body: {
          event: 'journey.step',
          journey_id: walk.journeyId,
          sent_at: now.toISOString(),
          contact: {
            id: contactId,
            first_name: contact?.firstName ?? '',
            last_name: contact?.lastName ?? '',
            email: contact?.email ?? null,
            phone: contact?.number ?? null,
            status: contact?.status ?? null,
            last_action: contact?.lastAction ?? null,
          },
        },
      });
      return { event: 'action', detail: new URL(url).host };
    }
    case 'give_reward': {
      const { points, reason } = s as Settings<'give_reward'>;
      await contacts.sendReward(deps, owner, { contact_id: contactId, points, reason });
      return { event: 'action', detail: `${points} points` };
    }
    case 'start_sequence':
    case 'stop_sequence': {
      const { sequence_id } = s as Settings<'start_sequence'>;
      const sequence = (await sequences.titlesOf(deps.db, walk.accountId, [sequence_id]))[0];
      if (!sequence) return { event: 'skipped', detail: journeyMessages.sequenceGone };
      const ids = sql`(select ${contactId}::bigint)`;
      const changed =
        type === 'start_sequence'
          ? await sequences.subscribeContacts(deps.db, walk.accountId, sequence_id, ids, now)
          : await sequences.unsubscribe(deps.db, walk.accountId, sequence_id, ids, now);
      return {
        event: changed > 0 ? 'action' : 'skipped',
        detail:
          changed > 0 ? sequence.title : journeyMessages.sequenceUnchanged(type, sequence.title),
      };
    }
    case 'add_to_pipeline': {
      const { stage_id } = s as Settings<'add_to_pipeline'>;
      const placed = await pipelines.putContactInStage(
        deps,
        deps.db,
        walk.accountId,
        stage_id,
        contactId,
      );
      return placed
        ? { event: 'action', detail: placed.stage }
        : { event: 'skipped', detail: journeyMessages.stageGone };
    }
  }
}

/** Where a walk at `card` goes after the outcome of its step, and what its history says. */
function moveAfter(
  cards: JourneyActionRow[],
  card: JourneyActionRow,
  walk: JourneyEnrolmentRow,
  outcome: Outcome,
  now: Date,
): repo.WalkMove {
  const next = outcome.branch
    ? (firstCard(cards, card.id, outcome.branch)?.id ?? nextCard(cards, card))
    : outcome.event === 'waiting'
      ? card.id
      : nextCard(cards, card);
  // The last card's step ends the walk too: the contact may start the journey again at once.
  const finished = next === null && !outcome.wakeAt;
  return {
    walk,
    next: {
      status: outcome.wakeAt ? 'waiting' : finished ? 'completed' : 'active',
      actionId: next,
      wakeAt: outcome.wakeAt ?? now,
      ...(finished ? { finishedAt: now } : {}),
      ...(outcome.sendId === undefined ? {} : { lastSendId: outcome.sendId }),
    },
    history: {
      actionId: card.id,
      actionTitle: journeyActionTitles[card.type as JourneyActionType] ?? card.type,
      event: outcome.event,
      detail: outcome.detail,
    },
  };
}

/** Changes a step makes to the contacts start other journeys one level deeper. */
const deeper = (deps: Deps, depth: number): Deps => ({
  ...deps,
  automation: { fire: (db, event) => deps.automation.fire(db, { ...event, depth: depth + 1 }) },
});

/** Sends a card's email to the contacts of the walks at it, read and written for all at once. */
async function runEmailCard(
  deps: Deps,
  owner: RequestContext,
  card: JourneyActionRow,
  walks: JourneyEnrolmentRow[],
): Promise<Map<number, Outcome>> {
  const parsed = actionSettingsOf.send_email.safeParse(card.settings);
  if (!parsed.success) {
    const skipped: Outcome = { event: 'skipped', detail: parsed.error.issues[0]?.message ?? '' };
    return new Map(walks.map((w) => [w.id, skipped]));
  }
  const { subject, body } = parsed.data;
  const ids = walks.map((w) => w.contactId);
  const sent = await messaging.emailContacts(deps, owner, ids, {
    subject,
    html: /<[a-z][\s\S]*>/i.test(body) ? body : htmlOfText(body),
    source: 'journey',
    values: await pipelines.automationTokenValues(deps.db, owner.accountId, ids),
  });
  const outcomes = new Map<number, Outcome>();
  for (const walk of walks) {
    const answer = sent.get(walk.contactId);
    if (!answer) throw new Error('The contact is gone');
    outcomes.set(
      walk.id,
      answer.status === 1 && answer.log
        ? { event: 'action', detail: subject, sendId: answer.log.id }
        : { event: 'skipped', detail: answer.message },
    );
  }
  return outcomes;
}

/**
 * One step of walks at the same card (of one journey, at one depth), in the caller's
 * transaction: the card runs, and the walks move on (or end) with the step's history. A wait
 * ending, a tag changed and an email run once for the lot; the other cards once per walk.
 */
async function step(
  deps: Deps,
  owner: RequestContext,
  walks: JourneyEnrolmentRow[],
  cards: JourneyActionRow[],
  now: Date,
) {
  const [first] = walks as [JourneyEnrolmentRow];
  const card = first.actionId === null ? undefined : cards.find((c) => c.id === first.actionId);
  if (!card) {
    // Their card was deleted from the end of the journey.
    await repo.advance(
      deps.db,
      walks.map((walk) => ({
        walk,
        next: { status: 'completed', actionId: null, wakeAt: now, finishedAt: now },
        history: { actionId: null, actionTitle: null, event: 'completed', detail: '' },
      })),
    );
    return;
  }
  const acting = deeper(deps, first.depth);
  const alike = (outcome: Outcome) => new Map(walks.map((w) => [w.id, outcome]));
  let outcomes: Map<number, Outcome>;
  if (first.status === 'waiting') outcomes = alike({ event: 'action', detail: 'Waited' });
  else if (card.type === 'add_tag' || card.type === 'remove_tag')
    outcomes = alike(
      await runTagCard(
        acting,
        owner,
        card,
        walks.map((w) => w.contactId),
      ),
    );
  else if (card.type === 'send_email') outcomes = await runEmailCard(acting, owner, card, walks);
  else {
    outcomes = new Map();
    const type = card.type as OneByOne;
    for (const walk of walks)
      outcomes.set(walk.id, await runCard(acting, owner, walk, card, type, now));
  }
  await repo.advance(
    deps.db,
    walks.map((walk) => moveAfter(cards, card, walk, outcomes.get(walk.id)!, now)),
  );
}

/** Ends a walk whose step failed: the step's changes are undone, the reason kept. */
async function fail(db: Executor, walk: JourneyEnrolmentRow, error: unknown, now: Date) {
  await repo.advance(db, [
    {
      walk,
      next: { status: 'failed', actionId: walk.actionId, wakeAt: walk.wakeAt, finishedAt: now },
      history: {
        actionId: walk.actionId,
        actionTitle: null,
        event: 'failed',
        detail: error instanceof Error ? error.message.slice(0, 500) : String(error),
      },
    },
  ]);
}

/**
 * Runs the steps of every walk due at `now`, batch after batch, until none is due (a walk goes
 * on until it waits or ends); answers the steps run. Safe on every process at once: each walk is
 * taken by one transaction at a time. The walks of a batch at the same card step together, in
 * a savepoint; when that fails, each steps alone in its own, and one that fails again ends
 * with the reason.
 */
export async function runDueSteps(deps: Deps, now = new Date()): Promise<number> {
  let ran = 0;
  for (;;) {
    const taken = await deps.db.transaction(async (tx) => {
      const walks = await repo.claimDue(tx, now, batchSize);
      const groups = new Map<string, JourneyEnrolmentRow[]>();
      for (const walk of walks) {
        const key = `${walk.journeyId}:${walk.actionId}:${walk.status}:${walk.depth}`;
        groups.set(key, [...(groups.get(key) ?? []), walk]);
      }
      const owners = new Map<number, RequestContext | undefined>();
      const cardsOf = new Map<number, JourneyActionRow[]>();
      for (const group of groups.values()) {
        const { accountId, journeyId } = group[0]!;
        if (!owners.has(accountId))
          owners.set(accountId, await accounts.ownerContext(tx, accountId));
        if (!cardsOf.has(journeyId))
          cardsOf.set(journeyId, await repo.actionsOf(tx, accountId, [journeyId]));
        const owner = owners.get(accountId);
        const cards = cardsOf.get(journeyId)!;
        const run = (some: JourneyEnrolmentRow[]) =>
          tx.transaction(async (savepoint) => {
            if (!owner) throw new Error('The location has no owner to act as');
            await step({ ...deps, db: savepoint }, owner, some, cards, now);
          });
        const together = await run(group).then(
          () => true,
          () => false,
        );
        if (together) continue;
        for (const walk of group) await run([walk]).catch((error) => fail(tx, walk, error, now));
      }
      return walks.length;
    });
    ran += taken;
    // Until nothing is due: a walk whose next card is due at once is taken again.
    if (taken === 0) return ran;
  }
}

/** The contacts a timed trigger starts on the location's `today`. */
async function dueContacts(
  deps: Deps,
  accountId: number,
  type: 'birthday' | 'date_reached',
  settings: unknown,
  today: string,
): Promise<number[]> {
  if (type === 'birthday') return contacts.birthdaysOn(deps.db, accountId, today);
  const parsed = triggerSettingsOf.date_reached.safeParse(settings);
  if (!parsed.success) return [];
  // Reached `offset_days` after the date: the date is that many days before today.
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - parsed.data.offset_days);
  return contacts.withDateFieldOn(
    deps.db,
    accountId,
    parsed.data.field_key,
    day.toISOString().slice(0, 10),
  );
}

/**
 * Starts the journeys whose trigger is a time (a birthday, a date field reached) for the
 * contacts whose day it is in the location, once the trigger's time of the day has come, once
 * a day; answers the walks started.
 */
export async function startTimedWalks(deps: Deps, now = new Date()): Promise<number> {
  let started = 0;
  for (const type of ['birthday', 'date_reached'] as const)
    for (const trigger of await repo.enabledTriggersEverywhere(deps.db, type)) {
      const time = (trigger.settings as { time?: unknown }).time;
      const zone = await accounts.timeZoneOf(deps.db, trigger.account_id);
      if (timeIn(zone, now) < (typeof time === 'string' ? time : '09:00')) continue;
      const today = dayIn(zone, now);
      const ids = await dueContacts(deps, trigger.account_id, type, trigger.settings, today);
      if (ids.length === 0) continue;
      const since = momentIn(zone, today, '00:00');
      started += await deps.db.transaction((tx) =>
        startWalks(
          tx,
          trigger.account_id,
          trigger.journey_id,
          repo.notStartedSince(trigger.account_id, trigger.journey_id, ids, since),
          0,
          journeyTriggerTitles[type],
        ),
      );
    }
  return started;
}

/**
 * Every process with workers runs the due steps twice a second; birthdays and dates reached
 * start their journeys every five minutes (one run per tick whatever the number of processes).
 */
export async function startJourneyEngine(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  deps.jobs?.repeat('journey steps', sweepEveryMs, async () => {
    const ran = await runDueSteps(deps);
    if (ran > 0) log.debug({ ran }, 'journey steps run');
  });
  await deps.jobs?.schedule('journey-birthdays', '*/5 * * * *', async () => {
    const started = await startTimedWalks(deps);
    if (started > 0) log.info({ started }, 'timed journeys started');
  });
}
