import {
  progressTrackingEndpoints as api,
  maxProgressProofBytes,
  portalProgressEndpoints as portal,
  progressPublicEndpoints as publicApi,
  progressMessages as words,
} from '@coachline/contract/progress-tracking';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin, uploadedParts } from '../../platform/endpoints';
import { sendReminder } from './progress-tracking.engine';
import * as publicProgress from './progress-tracking.public';
import * as progress from './progress-tracking.service';
import { sendProof } from './progress-tracking.uploads';

// Multipart only for the photo uploads: one file, streamed to storage, never buffered whole.
const photoParts = async (app: FastifyInstance) => {
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: maxProgressProofBytes, files: 2, fields: 5 },
  });
};

/** The coach's calls on progress tracking (inside the data scope). */
export const progressTrackingRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.listAll, ({ ctx }) => progress.listAll(deps, ctx)),
    handle(api.list, ({ ctx, query }) => progress.list(deps, ctx, query)),
    handle(api.addContact, ({ ctx, query }) => progress.setContact(deps, ctx, query, 'active')),
    handle(api.removeContact, ({ ctx, query }) => progress.setContact(deps, ctx, query, 'deleted')),
    handle(api.contactProgress, ({ ctx, params, query }) =>
      progress.contactProgress(deps, ctx, params.progress_tracking, query.contact_id),
    ),
    handle(api.currentProgress, ({ ctx, params, query }) =>
      progress.currentProgress(deps, ctx, params.progress_tracking, query.contact_id),
    ),
    handle(api.contacts, ({ ctx, params, query }) =>
      progress.trackingContacts(deps, ctx, params.progress_tracking, query),
    ),
    handle(api.leaderboard, ({ ctx, params }) =>
      progress.leaderboard(deps, ctx, params.progress_tracking),
    ),
    handle(api.proofs, ({ ctx, params, query }) =>
      progress.proofs(deps, ctx, params.progress_tracking, query),
    ),
    handle(api.proof, ({ ctx, params, reply }) =>
      sendProof(deps, ctx, params.progress_proof, reply),
    ),
    handle(api.questionSections, ({ ctx, params }) =>
      progress.questionSections(deps, ctx, params.progress_tracking),
    ),
    handle(api.defaultCategories, async ({ ctx }) => progress.defaultCategories(ctx)),
    handle(api.refresh, ({ ctx, params }) => progress.refresh(deps, ctx, params.progress_tracking)),
    handle(api.goals, ({ ctx, params }) =>
      progress.goals(deps, ctx, params.progress_tracking, params.contact),
    ),
    handle(api.updateGoals, ({ ctx, params, query }) =>
      progress.saveGoal(
        deps,
        ctx,
        params.progress_tracking,
        params.contact,
        query.progress_category_id,
        { start: query.start, target: query.target },
        words.goalsUpdated,
      ),
    ),
    handle(api.relation, ({ ctx, params, query }) =>
      progress.saveGoal(
        deps,
        ctx,
        params.progress_tracking,
        params.contact,
        query.progress_category_id,
        { relation: query.relation },
        words.relationUpdated,
      ),
    ),
    handle(api.store, ({ ctx, body }) => progress.store(deps, ctx, body)),
    handle(api.create, ({ ctx, body }) => progress.store(deps, ctx, body)),
    handle(api.duplicate, ({ ctx, body }) => progress.duplicate(deps, ctx, body)),
    handle(api.saveSection, ({ ctx, body }) => progress.saveSection(deps, ctx, body)),
    handle(api.saveQuestion, ({ ctx, body }) => progress.saveQuestion(deps, ctx, body)),
    handle(api.restartReminder, ({ ctx, body }) =>
      progress.restartReminder(deps, ctx, body.progress_tracking_id),
    ),
    handle(api.createCategoryProgress, ({ ctx, body }) =>
      progress.createCategoryProgress(deps, ctx, body),
    ),
    handle(api.updateCategoryProgress, ({ ctx, body }) =>
      progress.updateCategoryProgress(deps, ctx, body),
    ),
    handle(api.updateCategory, ({ ctx, body }) => progress.saveCategory(deps, ctx, body)),
    handle(api.rename, ({ ctx, body }) =>
      progress.update(deps, ctx, body.progress_tracking_id, { name: body.name }, words.renamed),
    ),
    handle(api.switchReminder, ({ ctx, body }) =>
      progress.update(
        deps,
        ctx,
        body.progress_tracking_id,
        { has_reminder: body.has_reminder },
        body.has_reminder ? words.reminderEnabled : words.reminderDisabled,
      ),
    ),
    handle(api.resendReminder, ({ ctx, params, body }) =>
      progress.resendReminder(deps, ctx, params.progress_tracking, body.contact_id, (row, id) =>
        sendReminder(deps, ctx, row, id),
      ),
    ),
    handle(api.update, ({ ctx, params, body }) =>
      progress.update(deps, ctx, params.progress_tracking, body),
    ),
    handle(api.sortSections, ({ ctx, body }) => progress.sortSections(deps, ctx, body)),
    handle(api.sortCategories, ({ ctx, body }) => progress.sortCategories(deps, ctx, body)),
    handle(api.sortQuestions, ({ ctx, body }) => progress.sortQuestions(deps, ctx, body)),
    handle(api.remove, ({ ctx, body }) => progress.remove(deps, ctx, body)),
    handle(api.deleteSection, ({ ctx, params }) =>
      progress.deleteSection(deps, ctx, params.progress_section),
    ),
    handle(api.deleteQuestion, ({ ctx, params }) =>
      progress.deleteQuestion(deps, ctx, params.progress_question),
    ),
    handle(api.deleteCategory, ({ ctx, params }) =>
      progress.deleteCategory(deps, ctx, params.progress_category),
    ),
  ]);

/** A contact's personal submission page (public, beside the other public routes). */
export const progressPublicRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(publicApi.form, ({ params }) => publicProgress.publicForm(deps, params.token)),
      handle(publicApi.submit, ({ params, body, request }) =>
        publicProgress.publicSubmit(deps, params.token, body, request.ip),
      ),
      handle(publicApi.upload, ({ params, request }) =>
        publicProgress.publicUpload(deps, params.token, uploadedParts(request), request.ip),
      ),
    ],
    photoParts,
  );

/** The signed-in contact's check-ins (beside workoutPortalRoutes). */
export const progressPortalRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(portal.list, ({ ctx }) => publicProgress.portalList(deps, ctx)),
      handle(portal.submit, ({ ctx, params, body }) =>
        publicProgress.portalSubmit(deps, ctx, params.progress_tracking, body),
      ),
      handle(portal.upload, ({ ctx, params, request }) =>
        publicProgress.portalUpload(deps, ctx, params.progress_tracking, uploadedParts(request)),
      ),
    ],
    photoParts,
  );
