import type { lastActionLabels } from '@coachline/contract/constants';
import type { Executor } from '../db/client';
import {
  contactLifecycle,
  contactNotes,
  contactRewards,
  contacts,
  customFields,
} from '../features/contacts/contacts.tables';
import { groupMembers, groups, groupUsers } from '../features/groups/groups.tables';
import { contactTags, tags } from '../features/tags/tags.tables';
import { firstNames, lastNames } from './people';

// Demo contacts of the contact centre: deterministic pseudo-random people (the same on every
// seed), with tags, notes, rewards, lifecycle history and a few groups.

/** mulberry32: a small seeded generator, so every seed gives the same demo. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, chance, int };
}

const domains = ['example.com', 'example.net', 'example.org'] as const;
const areaCodes = ['212', '312', '415', '617', '718', '305'] as const;
const sources = [
  'Phone',
  'Email',
  'Referral',
  'Internet',
  'Event',
  'Facebook Ads',
  'Other',
] as const;

const statusPlan = [
  {
    status: 'lead',
    share: 0.35,
    actions: ['Became A Lead', 'Email Outreach', 'Phone Outreach', 'Consult Booked'],
  },
  { status: 'trial', share: 0.15, actions: ['Trial Started', 'Consult Completed'] },
  {
    status: 'client',
    share: 0.35,
    actions: ['Commitment Started', 'Member ID Created', 'SMS Conversation'],
  },
  { status: 'staff', share: 0.05, actions: ['Became A Staff Lead: Offers'] },
  { status: 'lost', share: 0.1, actions: ['Became Inactive', 'No Sale', 'Consult Not Completed'] },
] as const satisfies readonly {
  status: string;
  share: number;
  actions: readonly (typeof lastActionLabels)[number][];
}[];

const noteTexts = [
  'Called to confirm the consult. Prefers mornings before work.',
  'Asked about the 6-week challenge pricing; sent the offer by email.',
  'Knee injury last year — start with low-impact classes.',
  'Brought a friend to the Saturday bootcamp; friend is interested too.',
  'Wants to drop 5 kg before the wedding in June.',
  'Paused membership for two weeks while travelling.',
  'Left a voicemail, will try again Thursday.',
  'Very happy with the nutrition plan, asked for recipes.',
  'Prefers SMS over email for reminders.',
  'Signed up for personal training, 2 sessions a week.',
] as const;

const rewardReasons = [
  'Check-in streak',
  'Referral',
  'Challenge finisher',
  'Birthday bonus',
  'Review left',
] as const;

type DemoIds = { accountId: number; downtownId: number; ownerId: number; staffId: number };

function person(rand: ReturnType<typeof generator>, n: number, now: number) {
  const first = rand.pick(firstNames);
  const last = rand.pick(lastNames);
  const created = new Date(now - rand.int(0, 420) * 86_400_000 - rand.int(0, 86_399) * 1000);
  return {
    firstName: first,
    lastName: last,
    email: rand.chance(0.93) ? `${first}.${last}${n}@${rand.pick(domains)}`.toLowerCase() : null,
    number: rand.chance(0.85)
      ? `+1${rand.pick(areaCodes)}55501${String(rand.int(0, 99)).padStart(2, '0')}`
      : null,
    createdAt: created,
    updatedAt: created,
  };
}

function statusFor(rand: ReturnType<typeof generator>) {
  let roll = rand.next();
  for (const plan of statusPlan) {
    if (roll < plan.share) return plan;
    roll -= plan.share;
  }
  return statusPlan[0];
}

/** About 200 contacts in Demo Fitness and a dozen in Downtown, with their related rows. */
export async function seedDemoContacts(
  tx: Executor,
  ids: DemoIds,
  now = Date.now(),
): Promise<void> {
  const rand = generator(20_240_601);
  const tagRows = await tx
    .insert(tags)
    .values([
      { accountId: ids.accountId, name: 'Members', tagType: 1 as const },
      { accountId: ids.accountId, name: 'Newsletter', tagType: 1 as const },
      { accountId: ids.accountId, name: 'Personal Training', tagType: 1 as const },
      { accountId: ids.accountId, name: 'Kiosk Check-in', tagType: 2 as const },
      { accountId: ids.accountId, name: 'Key Fob', tagType: 2 as const },
      { accountId: ids.accountId, name: 'Welcome Sequence', tagType: 3 as const },
      { accountId: ids.accountId, name: 'Win-back', tagType: 3 as const },
      { accountId: ids.accountId, name: 'Birthday Club', tagType: 3 as const },
    ])
    .returning();
  const tagId = (name: string) => tagRows.find((t) => t.name === name)!.id;
  await tx.insert(customFields).values([
    {
      accountId: ids.accountId,
      name: 'Goal',
      key: 'goal',
      type: 'select' as const,
      options: ['Lose weight', 'Build strength', 'Run a 10k'],
      position: 0,
    },
    { accountId: ids.accountId, name: 'Emergency contact', key: 'emergency_contact', position: 1 },
  ]);

  const planned = Array.from({ length: 200 }, (_, i) => {
    const plan = statusFor(rand);
    const base = person(rand, i + 1, now);
    const isClient = plan.status === 'client';
    return {
      plan,
      values: {
        ...base,
        accountId: ids.accountId,
        status: plan.status,
        lastAction: rand.pick(plan.actions),
        temperature: rand.chance(0.8) ? rand.pick(['cold', 'warm', 'hot'] as const) : null,
        starred: rand.chance(0.1),
        flagged: rand.chance(0.05),
        gender: rand.pick(['Male', 'Female', 'Unassigned'] as const),
        source: rand.chance(0.85) ? rand.pick(sources) : null,
        memberId: isClient ? `DF-${1000 + i}` : null,
        birthday: rand.chance(0.6)
          ? `${rand.int(1965, 2005)}-${String(rand.int(1, 12)).padStart(2, '0')}-${String(rand.int(1, 28)).padStart(2, '0')}`
          : null,
        loginCount: isClient ? rand.int(0, 60) : 0,
        lastEmailActivity: rand.chance(0.5) ? new Date(now - rand.int(0, 60) * 86_400_000) : null,
        lastChat:
          isClient && rand.chance(0.4) ? new Date(now - rand.int(0, 30) * 86_400_000) : null,
        customFields: (rand.chance(0.4)
          ? { goal: rand.pick(['Lose weight', 'Build strength', 'Run a 10k']) }
          : {}) as Record<string, string>,
        createdBy: ids.ownerId,
      },
    };
  });
  const rows = await tx
    .insert(contacts)
    .values(planned.map((p) => p.values))
    .returning({ id: contacts.id, status: contacts.status, createdAt: contacts.createdAt });

  const links: (typeof contactTags.$inferInsert)[] = [];
  const notes: (typeof contactNotes.$inferInsert)[] = [];
  const rewards: (typeof contactRewards.$inferInsert)[] = [];
  const history: (typeof contactLifecycle.$inferInsert)[] = [];
  rows.forEach((row, i) => {
    const plan = planned[i]!.plan;
    const at = (days: number) =>
      new Date(Math.min(now, row.createdAt.getTime() + days * 86_400_000));
    const tagNames = new Set<string>();
    if (plan.status === 'client') tagNames.add('Members');
    if (rand.chance(0.4)) tagNames.add('Newsletter');
    if (plan.status === 'client' && rand.chance(0.3)) tagNames.add('Personal Training');
    if (plan.status === 'client' && rand.chance(0.5))
      tagNames.add(rand.pick(['Kiosk Check-in', 'Key Fob']));
    if (plan.status === 'lead' && rand.chance(0.5)) tagNames.add('Welcome Sequence');
    if (plan.status === 'lost') tagNames.add('Win-back');
    if (rand.chance(0.1)) tagNames.add('Birthday Club');
    for (const name of tagNames)
      links.push({ accountId: ids.accountId, contactId: row.id, tagId: tagId(name) });

    if (rand.chance(0.3)) {
      for (let n = rand.int(1, 3); n > 0; n--) {
        const when = at(rand.int(0, 30));
        notes.push({
          accountId: ids.accountId,
          contactId: row.id,
          body: rand.pick(noteTexts),
          userId: rand.chance(0.7) ? ids.ownerId : ids.staffId,
          createdAt: when,
          updatedAt: when,
        });
      }
    }
    if (plan.status === 'client') {
      for (let n = rand.int(1, 4); n > 0; n--) {
        rewards.push({
          accountId: ids.accountId,
          contactId: row.id,
          points: rand.pick([10, 25, 50, 100]),
          reason: rand.pick(rewardReasons),
          userId: ids.ownerId,
          createdAt: at(rand.int(1, 90)),
        });
      }
      if (rand.chance(0.3)) {
        rewards.push({
          accountId: ids.accountId,
          contactId: row.id,
          points: -10,
          reason: 'Redeemed: smoothie',
          userId: ids.staffId,
          createdAt: at(95),
        });
      }
    }
    // A path through the tabs to the current status, as the service would have recorded it.
    const path = {
      lead: ['lead'],
      trial: ['lead', 'trial'],
      client: ['lead', 'trial', 'client'],
      staff: ['staff'],
      lost: ['lead', 'lost'],
    }[plan.status];
    history.push({
      accountId: ids.accountId,
      contactId: row.id,
      kind: 'created',
      toValue: path[0],
      userId: ids.ownerId,
      createdAt: at(0),
    });
    path.slice(1).forEach((status, step) => {
      history.push({
        accountId: ids.accountId,
        contactId: row.id,
        kind: 'status',
        fromValue: path[step],
        toValue: status,
        userId: step % 2 ? ids.staffId : ids.ownerId,
        createdAt: at((step + 1) * 7),
      });
    });
    history.push({
      accountId: ids.accountId,
      contactId: row.id,
      kind: 'last_action',
      toValue: planned[i]!.values.lastAction,
      userId: ids.ownerId,
      createdAt: at(path.length * 7),
    });
  });
  await tx.insert(contactTags).values(links);
  await tx.insert(contactNotes).values(notes);
  await tx.insert(contactRewards).values(rewards);
  await tx.insert(contactLifecycle).values(history);

  const groupRows = await tx
    .insert(groups)
    .values([
      {
        accountId: ids.accountId,
        name: 'Morning Bootcamp',
        description: 'Mon/Wed/Fri 6:30 am crew',
      },
      {
        accountId: ids.accountId,
        name: 'Nutrition Challenge',
        description: 'Spring 6-week nutrition challenge',
      },
      {
        accountId: ids.accountId,
        name: 'Front Desk Follow-ups',
        description: 'Leads the front desk calls this week',
      },
    ])
    .returning();
  const members: (typeof groupMembers.$inferInsert)[] = [];
  rows.forEach((row, i) => {
    const status = planned[i]!.plan.status;
    if (status === 'client' && i % 4 === 0)
      members.push({ accountId: ids.accountId, groupId: groupRows[0]!.id, contactId: row.id });
    if ((status === 'client' || status === 'trial') && i % 5 === 1)
      members.push({ accountId: ids.accountId, groupId: groupRows[1]!.id, contactId: row.id });
    if (status === 'lead' && i % 3 === 0)
      members.push({ accountId: ids.accountId, groupId: groupRows[2]!.id, contactId: row.id });
  });
  await tx.insert(groupMembers).values(members);
  await tx.insert(groupUsers).values([
    { accountId: ids.accountId, groupId: groupRows[0]!.id, userId: ids.staffId },
    { accountId: ids.accountId, groupId: groupRows[2]!.id, userId: ids.staffId },
  ]);

  const downtown = Array.from({ length: 12 }, (_, i) => ({
    ...person(rand, 500 + i, now),
    accountId: ids.downtownId,
    status: i < 5 ? 'lead' : i < 9 ? 'client' : 'trial',
    lastAction: i < 5 ? ('Became A Lead' as const) : ('Commitment Started' as const),
    source: rand.pick(sources),
    createdBy: ids.ownerId,
  }));
  const downtownRows = await tx
    .insert(contacts)
    .values(downtown)
    .returning({ id: contacts.id, status: contacts.status });
  await tx.insert(contactLifecycle).values(
    downtownRows.map((r) => ({
      accountId: ids.downtownId,
      contactId: r.id,
      kind: 'created' as const,
      toValue: r.status,
      userId: ids.ownerId,
    })),
  );
}
