import type { Paginated } from '@coachline/contract/api';
import type { ContactSelection } from '@coachline/contract/contacts';
import { messagingMessages } from '@coachline/contract/messaging';
import { portalPaths } from '@coachline/contract/portal';
import { workoutPlanMessages } from '@coachline/contract/workout-plans';
import {
  type ProgramContact,
  type ProgramContactStatus,
  workoutMessages,
} from '@coachline/contract/workouts';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import { dayIn } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound, validationError } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import * as accounts from '../accounts/accounts.service';
import { contactSearch, selectedContactIds } from '../contacts/contacts.filters';
import * as contacts from '../contacts/contacts.service';
import { htmlOfText } from '../messaging/email-content';
import { emailContact } from '../messaging/messaging.service';
import { planOf, planShapesOf } from './plans.service';
import type { ProgramKind } from './programs.repository';
import * as repo from './programs.repository';
import * as sessionsRepo from './sessions.repository';
import { findWorkoutOr404 } from './workouts.service';

// The contacts given workouts and plans (issue 16 §1, §2): adding a selection, taking it back,
// the lists by status and the reminders. A contact's sessions are sessions.service's.

export { leaveWorkouts, reassignWorkouts } from './programs.repository';

/** The workout or plan, of the accessed location; 404 otherwise. */
async function programOf(db: Executor, accountId: number, kind: ProgramKind, id: number) {
  const row =
    kind === 'workout'
      ? await findWorkoutOr404(db, accountId, id)
      : await planOf(db, accountId, id);
  return { id: row.id, name: row.name };
}

/** A contact as lists name them (one deleted since has no name). */
export const personOf = (
  id: number,
  c: { firstName: string; lastName: string; email: string | null } | undefined,
) => ({ id, full_name: c ? `${c.firstName} ${c.lastName}`.trim() : '', email: c?.email ?? null });

const addedWords = (kind: ProgramKind) =>
  kind === 'workout' ? workoutMessages.contactsAdded : workoutPlanMessages.contactsAdded;
const removedWords = (kind: ProgramKind) =>
  kind === 'workout' ? workoutMessages.contactsRemoved : workoutPlanMessages.contactsRemoved;

/** Refuses a workout without exercises, a plan without a workout on any day. */
async function assertAssignable(db: Executor, accountId: number, kind: ProgramKind, id: number) {
  if (kind === 'workout') {
    const full = await sessionsRepo.workoutsWithExercises(db, accountId, [id]);
    if (!full.has(id)) throw fieldError('id', workoutMessages.emptyWorkout);
    return;
  }
  const shape = (await planShapesOf(db, accountId, [{ id, name: '' }])).get(id);
  if (!shape?.weeks.some((w) => w.days.length > 0))
    throw fieldError('id', workoutPlanMessages.emptyPlan);
}

/**
 * POST workout/add-contact, workout-plan/add-contact: the selected contacts get the program (a
 * plan from `start_date`, today in the location's calendar by default); one removed before is
 * active again.
 */
export async function addContacts(
  deps: Deps,
  ctx: RequestContext,
  kind: ProgramKind,
  body: { id: number; selection: ContactSelection; start_date?: string | undefined },
  now = new Date(),
) {
  authorize(ctx, 'update', 'workouts');
  await programOf(deps.db, ctx.accountId, kind, body.id);
  await assertAssignable(deps.db, ctx.accountId, kind, body.id);
  const where = await contacts.selectionWhere(
    deps.db,
    ctx,
    kind === 'workout' ? 'add-to-workout' : 'add-to-workout-plan',
    body.selection,
  );
  const start =
    kind === 'plan'
      ? (body.start_date ?? dayIn(await accounts.timeZoneOf(deps.db, ctx.accountId), now))
      : null;
  const affected = await repo.assign(
    deps.db,
    ctx.accountId,
    kind,
    body.id,
    selectedContactIds(ctx.accountId, where),
    start,
  );
  return { status: 1 as const, message: addedWords(kind), affected };
}

/** POST workout/remove-contact, workout-plan/remove-contact: status deleted; sessions stay. */
export async function removeContacts(
  deps: Deps,
  ctx: RequestContext,
  kind: ProgramKind,
  body: { id: number; selection: ContactSelection },
) {
  authorize(ctx, 'update', 'workouts');
  await programOf(deps.db, ctx.accountId, kind, body.id);
  const where = await contacts.selectionWhere(
    deps.db,
    ctx,
    kind === 'workout' ? 'remove-from-workout' : 'remove-from-workout-plan',
    body.selection,
  );
  const affected = await repo.unassign(
    deps.db,
    ctx.accountId,
    kind,
    body.id,
    selectedContactIds(ctx.accountId, where),
  );
  return { status: 1 as const, message: removedWords(kind), affected };
}

/** The program's contacts of a status (002 §4), with their sessions of it. */
export async function programContacts(
  deps: Deps,
  ctx: RequestContext,
  kind: ProgramKind,
  id: number,
  query: {
    page: number;
    per_page: number;
    status: ProgramContactStatus;
    search?: string | undefined;
  },
): Promise<Paginated<ProgramContact>> {
  authorize(ctx, 'view', 'workouts');
  await programOf(deps.db, ctx.accountId, kind, id);
  const search = contactSearch(query.search, ctx.phoneCountry);
  const { rows, total } = await repo.pageOfAssignments(
    deps.db,
    ctx.accountId,
    kind,
    id,
    {
      status: query.status,
      search: search ? selectedContactIds(ctx.accountId, search) : undefined,
    },
    { page: query.page, perPage: query.per_page },
  );
  const contactIds = rows.map((r) => r.contactId);
  const [people, done] = await Promise.all([
    contacts.contactRowsByIds(deps.db, ctx.accountId, contactIds),
    sessionsRepo.perContactOf(
      deps.db,
      ctx.accountId,
      kind === 'workout' ? { workoutId: id } : { planId: id },
      contactIds,
    ),
  ]);
  const contactOf = new Map(people.map((c) => [c.id, c]));
  return presentPage(
    rows.map((row) => ({
      id: row.id,
      contact: personOf(row.contactId, contactOf.get(row.contactId)),
      status: row.status,
      start_date: row.startDate,
      sessions_count: done.get(row.contactId)?.n ?? 0,
      last_session_at: done.get(row.contactId)?.last?.toISOString() ?? null,
      assigned_at: row.assignedAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      reminded_at: row.remindedAt?.toISOString() ?? null,
    })),
    total,
    query.page,
    query.per_page,
  );
}

/**
 * PATCH workout/{id}/resend-reminder, workout-plan/{id}/resend-reminder: emails a contact who
 * has the program a reminder with the link to their portal.
 */
export async function resendReminder(
  deps: Deps,
  ctx: RequestContext,
  kind: ProgramKind,
  id: number,
  contactId: number,
) {
  authorize(ctx, 'update', 'workouts');
  const program = await programOf(deps.db, ctx.accountId, kind, id);
  const contact = await contacts.contactOf(deps.db, ctx, contactId);
  const [assignment] = await repo.assignmentsOf(deps.db, ctx.accountId, kind, {
    programId: id,
    contactId: contact.id,
    statuses: ['active', 'completed', 'optins'],
  });
  if (!assignment) throw notFound();
  if (!contact.email) throw fieldError('contact_id', messagingMessages.noEmail);
  const what = kind === 'workout' ? 'workout' : 'workout plan';
  const sent = await emailContact(deps, ctx, contact.id, {
    subject: `A reminder of your ${what}: ${program.name}`,
    html: htmlOfText(
      [
        'Hi {{first_name}},',
        '',
        `A reminder from your coach: your ${what} “${program.name}” is waiting for you.`,
        '',
        `Open it in your client portal: ${deps.config.appUrl}${portalPaths.workouts(ctx.accountId)}`,
      ].join('\n'),
    ),
    source: 'workout',
  });
  if (sent.status !== 1) throw validationError({ contact_id: [sent.message] }, sent.message);
  await repo.markReminded(deps.db, ctx.accountId, kind, assignment.id);
  return { status: 1 as const, message: workoutMessages.reminderSent };
}
