import {
  habitTrackingEndpoints as api,
  maxHabitProofBytes,
  portalHabitEndpoints as portal,
  habitPublicEndpoints as publicApi,
  habitMessages as words,
} from '@coachline/contract/habit-tracking';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin, uploadedParts } from '../../platform/endpoints';
import { sendReminder } from './habit-tracking.engine';
import * as publicHabits from './habit-tracking.public';
import * as habits from './habit-tracking.service';

/** The coach's calls on habit tracking (inside the data scope). */
export const habitTrackingRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.listAll, ({ ctx }) => habits.listAll(deps, ctx)),
    handle(api.list, ({ ctx, query }) => habits.list(deps, ctx, query)),
    handle(api.addContact, ({ ctx, query }) => habits.setContact(deps, ctx, query, 'active')),
    handle(api.removeContact, ({ ctx, query }) => habits.setContact(deps, ctx, query, 'deleted')),
    handle(api.contactHabits, ({ ctx, params, query }) =>
      habits.contactHabits(deps, ctx, params.habit_tracking, query.contact_id),
    ),
    handle(api.currentProgress, ({ ctx, query }) => habits.currentProgress(deps, ctx, query)),
    handle(api.contacts, ({ ctx, query }) => habits.trackingContacts(deps, ctx, query)),
    handle(api.categories, ({ ctx, query }) =>
      habits.categories(deps, ctx, query.habit_tracking_id),
    ),
    handle(api.proofs, ({ ctx, query }) => habits.proofs(deps, ctx, query)),
    handle(api.proof, ({ ctx, params, reply }) =>
      habits.proofFile(deps, ctx, params.habit_proof, reply),
    ),
    handle(api.leaderboard, ({ ctx, query }) => habits.leaderboard(deps, ctx, query)),
    handle(api.refresh, ({ ctx, query }) => habits.refresh(deps, ctx, query.habit_tracking_id)),
    handle(api.refreshHabitScores, ({ ctx, query }) =>
      habits.refreshHabitScores(deps, ctx, query.habit_tracking_id),
    ),
    handle(api.refreshContactScores, ({ ctx, query }) =>
      habits.refreshContactScores(deps, ctx, query.habit_tracking_id),
    ),
    handle(api.store, ({ ctx, body }) => habits.store(deps, ctx, body)),
    handle(api.create, ({ ctx, body }) => habits.store(deps, ctx, body)),
    handle(api.duplicate, ({ ctx, body }) => habits.duplicate(deps, ctx, body)),
    handle(api.restartReminder, ({ ctx, body }) =>
      habits.restartReminder(deps, ctx, body.habit_tracking_id),
    ),
    handle(api.saveCategories, ({ ctx, body }) => habits.saveCategories(deps, ctx, body)),
    handle(api.createHabit, ({ ctx, body }) => habits.createHabit(deps, ctx, body)),
    handle(api.rename, ({ ctx, body }) =>
      habits.update(deps, ctx, body.habit_tracking_id, { name: body.name }, words.renamed),
    ),
    handle(api.switchReminder, ({ ctx, body }) =>
      habits.update(
        deps,
        ctx,
        body.habit_tracking_id,
        { has_reminder: body.has_reminder },
        body.has_reminder ? words.reminderEnabled : words.reminderDisabled,
      ),
    ),
    handle(api.resendReminder, ({ ctx, body }) =>
      habits.resendReminder(deps, ctx, body.habit_tracking_id, body.contact_id, (row, id) =>
        sendReminder(deps, ctx, row, id),
      ),
    ),
    handle(api.update, ({ ctx, body }) => {
      const { habit_tracking_id: id, ...changes } = body;
      return habits.update(deps, ctx, id, changes);
    }),
    handle(api.sortCategories, ({ ctx, body }) => habits.sortCategories(deps, ctx, body)),
    handle(api.sortHabits, ({ ctx, body }) => habits.sortHabits(deps, ctx, body)),
    handle(api.updateHabits, ({ ctx, body }) => habits.updateHabits(deps, ctx, body)),
    handle(api.remove, ({ ctx, body }) => habits.remove(deps, ctx, body)),
    handle(api.deleteCategory, ({ ctx, params }) =>
      habits.deleteCategory(deps, ctx, params.habit_category),
    ),
    handle(api.deleteHabit, ({ ctx, params }) => habits.deleteHabit(deps, ctx, params.habit)),
  ]);

/** Multipart for a photo's upload: one file, streamed to storage, never buffered whole. */
const photoUploads = async (app: FastifyInstance) => {
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: maxHabitProofBytes, files: 2, fields: 5 },
  });
};

/** A contact's personal check-in page (public, beside the other public routes). */
export const habitPublicRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(publicApi.day, ({ params, query }) =>
        publicHabits.publicDay(deps, params.token, query.date),
      ),
      handle(publicApi.checkIn, ({ params, body, request }) =>
        publicHabits.publicCheckIn(deps, params.token, body, request.ip),
      ),
      handle(publicApi.upload, ({ params, request }) =>
        publicHabits.publicUpload(deps, params.token, uploadedParts(request), request.ip),
      ),
    ],
    photoUploads,
  );

/** The signed-in contact's habits (beside progressPortalRoutes). */
export const habitPortalRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(portal.list, ({ ctx, query }) => publicHabits.portalList(deps, ctx, query.date)),
      handle(portal.checkIn, ({ ctx, params, body }) =>
        publicHabits.portalCheckIn(deps, ctx, params.habit_tracking, body),
      ),
      handle(portal.upload, ({ ctx, params, request }) =>
        publicHabits.portalUpload(deps, ctx, params.habit_tracking, uploadedParts(request)),
      ),
    ],
    photoUploads,
  );
