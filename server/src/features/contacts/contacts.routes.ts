import { statusMessageResponse } from '@coachline/contract/auth';
import { maxImageBytes } from '@coachline/contract/constants';
import {
  birthdayBody,
  bulkResultResponse,
  type ContactUpdateBody,
  changeGenderBody,
  changeMemberIdEmailBody,
  changeStatusBody,
  contactAllQuery,
  contactAllResponse,
  contactDeleteBody,
  contactListQuery,
  contactListResponse,
  contactLocationBody,
  contactMergeBody,
  contactOptionsResponse,
  contactPage,
  contactPhotoResponse,
  contactPreferencesBody,
  contactPreferencesResponse,
  contactResponse,
  contactRestoreBody,
  contactSaveBody,
  contactSectionQuery,
  contactStatsResponse,
  contactTabsResponse,
  contactUpdateBody,
  customFieldBody,
  customFieldListResponse,
  customFieldResponse,
  deletedContactListQuery,
  deleteNotesBody,
  deleteRewardsBody,
  deliveryStatusBody,
  editRewardBody,
  featuresUsedResponse,
  flaggedBody,
  lifecyclePage,
  memberIdBody,
  noteBody,
  notePage,
  noteResponse,
  noteUpdateBody,
  pageQuery,
  portalAccountBody,
  portalPasswordBody,
  redeemRewardBody,
  rewardPointsResponse,
  rewardResponse,
  rewardsResponse,
  sectionPage,
  sendRewardBody,
  starredBody,
  tabCreateBody,
  tabDeleteBody,
  tabResponse,
  tabSortBody,
  tabUpdateBody,
  tagSummary,
  temperatureBody,
  updateLastActionBody,
} from '@coachline/contract/contacts';
import { contactIdText, dbIdText } from '@coachline/contract/ids';
import { messages } from '@coachline/contract/messages';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { fieldError } from '../../platform/errors';
import * as profile from './contacts.profile';
import * as contacts from './contacts.service';
import * as settings from './contacts.settings';

const tags = ['contacts'];
// Named params (not :id) so the cross-tenant sweep can fill each with the other tenant's row.
const contactParam = z.object({ contact: contactIdText });
const fieldParam = z.object({ field: dbIdText });
const withMessage = <T extends z.ZodObject>(schema: T) => schema.extend({ message: z.string() });

export const contactsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Photo uploads only: the parser lives in this plugin's scope.
    await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 10 } });

    // Tabs
    app.get(
      '/contact/tabs/list',
      { schema: { tags, response: { 200: contactTabsResponse } } },
      (request) => settings.listTabs(deps, ctxOf(request)),
    );
    app.post(
      '/contact/tabs/create',
      { schema: { tags, body: tabCreateBody, response: { 200: tabResponse } } },
      (request) => settings.createTab(deps, ctxOf(request), request.body),
    );
    app.patch(
      '/contact/tabs/update',
      { schema: { tags, body: tabUpdateBody, response: { 200: tabResponse } } },
      (request) => settings.renameTab(deps, ctxOf(request), request.body),
    );
    app.delete(
      '/contact/tabs/delete',
      {
        schema: { tags, body: tabDeleteBody, response: { 200: withMessage(contactTabsResponse) } },
      },
      (request) => settings.deleteTab(deps, ctxOf(request), request.body),
    );
    app.patch(
      '/contact/tabs/list-sort',
      { schema: { tags, body: tabSortBody, response: { 200: withMessage(contactTabsResponse) } } },
      (request) => settings.sortTabs(deps, ctxOf(request), request.body.ids),
    );

    // Lists
    app.get(
      '/contact/list',
      { schema: { tags, querystring: contactListQuery, response: { 200: contactListResponse } } },
      (request) => contacts.list(deps, ctxOf(request), request.query),
    );
    app.get(
      '/contact/all',
      { schema: { tags, querystring: contactAllQuery, response: { 200: contactAllResponse } } },
      (request) => contacts.all(deps, ctxOf(request), request.query.search),
    );
    app.get(
      '/contact/deleted/list',
      { schema: { tags, querystring: deletedContactListQuery, response: { 200: contactPage } } },
      (request) => contacts.deletedList(deps, ctxOf(request), request.query),
    );
    app.get(
      '/contact/source-options',
      { schema: { tags, response: { 200: contactOptionsResponse } } },
      () => settings.options(),
    );

    // One contact
    app.get(
      '/contact/:contact/fetch',
      { schema: { tags, params: contactParam, response: { 200: contactResponse } } },
      (request) => contacts.fetch(deps, ctxOf(request), request.params.contact),
    );
    app.get(
      '/contact/:contact/tags',
      {
        schema: {
          tags,
          params: contactParam,
          response: { 200: z.object({ status: z.literal(1), tags: z.array(tagSummary) }) },
        },
      },
      async (request) => {
        const { contact } = await contacts.fetch(deps, ctxOf(request), request.params.contact);
        return { status: 1 as const, tags: contact.tags };
      },
    );
    app.post(
      '/contact/save',
      { schema: { tags, body: contactSaveBody, response: { 200: contactResponse } } },
      (request) => contacts.save(deps, ctxOf(request), request.body),
    );
    app.patch(
      '/contact/:contact/update',
      {
        schema: {
          tags,
          params: contactParam,
          body: contactUpdateBody,
          response: { 200: contactResponse },
        },
      },
      (request) => contacts.update(deps, ctxOf(request), request.params.contact, request.body),
    );
    // One-field edits of the profile; each body is a subset of the update body.
    const fieldRoutes = [
      ['update-starred', starredBody],
      ['update-flagged', flaggedBody],
      ['change-temperature', temperatureBody],
      ['update-member-id', memberIdBody],
      ['update-birthday', birthdayBody],
    ] as const;
    for (const [path, body] of fieldRoutes) {
      app.patch(
        `/contact/:contact/${path}`,
        { schema: { tags, params: contactParam, body, response: { 200: contactResponse } } },
        (request) =>
          contacts.update(
            deps,
            ctxOf(request),
            request.params.contact,
            request.body as ContactUpdateBody,
          ),
      );
    }
    app.put(
      '/contact/:contact/resend-member-id',
      { schema: { tags, params: contactParam, response: { 200: statusMessageResponse } } },
      (request) => contacts.resendMemberId(deps, ctxOf(request), request.params.contact),
    );
    app.post(
      '/contact/change-member-id-email',
      { schema: { tags, body: changeMemberIdEmailBody, response: { 200: contactResponse } } },
      (request) =>
        contacts.changeMemberIdEmail(
          deps,
          ctxOf(request),
          request.body.contact_id,
          request.body.email,
        ),
    );
    app.post(
      '/contact/:contact/update-portal-password',
      {
        schema: {
          tags,
          params: contactParam,
          body: portalPasswordBody,
          response: { 200: statusMessageResponse },
        },
      },
      (request) =>
        contacts.updatePortalPassword(
          deps,
          ctxOf(request),
          request.params.contact,
          request.body.password,
        ),
    );
    app.patch(
      '/contact/:contact/update-photo',
      { schema: { tags, params: contactParam, response: { 200: contactPhotoResponse } } },
      async (request) => {
        let file: profile.UploadedImage | undefined;
        if (request.isMultipart()) {
          const part = await request.file();
          try {
            if (part) file = { buffer: await part.toBuffer(), mimetype: part.mimetype };
          } catch (error) {
            if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
              throw fieldError('photo', messages.imageTooLarge);
            }
            throw error;
          }
        }
        return profile.updatePhoto(deps, ctxOf(request), request.params.contact, file);
      },
    );

    // Bulk actions on a selection (ids or the list filter)
    app.post(
      '/contact/delete',
      { schema: { tags, body: contactDeleteBody, response: { 200: bulkResultResponse } } },
      (request) => contacts.bulkDelete(deps, ctxOf(request), request.body.selection),
    );
    app.post(
      '/contact/restore',
      { schema: { tags, body: contactRestoreBody, response: { 200: bulkResultResponse } } },
      (request) => contacts.restore(deps, ctxOf(request), request.body.ids),
    );
    app.post(
      '/contact/merge',
      { schema: { tags, body: contactMergeBody, response: { 200: contactResponse } } },
      (request) => contacts.merge(deps, ctxOf(request), request.body),
    );
    app.post(
      '/contact/move',
      { schema: { tags, body: contactLocationBody, response: { 200: bulkResultResponse } } },
      (request) => contacts.move(deps, ctxOf(request), request.body),
    );
    app.post(
      '/contact/copy-to-location',
      { schema: { tags, body: contactLocationBody, response: { 200: bulkResultResponse } } },
      (request) => contacts.copyToLocation(deps, ctxOf(request), request.body),
    );
    app.patch(
      '/contact/change-status',
      { schema: { tags, body: changeStatusBody, response: { 200: bulkResultResponse } } },
      (request) =>
        contacts.changeStatus(deps, ctxOf(request), request.body.selection, request.body.status),
    );
    app.patch(
      '/contact/update-last-action',
      { schema: { tags, body: updateLastActionBody, response: { 200: bulkResultResponse } } },
      (request) =>
        contacts.updateLastAction(
          deps,
          ctxOf(request),
          request.body.selection,
          request.body.last_action,
        ),
    );
    app.patch(
      '/contact/change-gender',
      { schema: { tags, body: changeGenderBody, response: { 200: bulkResultResponse } } },
      (request) =>
        contacts.bulkSet(deps, ctxOf(request), 'change-gender', request.body.selection, {
          gender: request.body.gender,
        }),
    );
    app.patch(
      '/contact/update-delivery-status',
      { schema: { tags, body: deliveryStatusBody, response: { 200: bulkResultResponse } } },
      (request) =>
        contacts.bulkSet(deps, ctxOf(request), 'update-delivery-status', request.body.selection, {
          ...(request.body.email_enabled === undefined
            ? {}
            : { emailEnabled: request.body.email_enabled }),
          ...(request.body.sms_enabled === undefined
            ? {}
            : { smsEnabled: request.body.sms_enabled }),
        }),
    );
    app.patch(
      '/contact/portal-account-activate-suspend',
      { schema: { tags, body: portalAccountBody, response: { 200: bulkResultResponse } } },
      (request) =>
        contacts.bulkSet(
          deps,
          ctxOf(request),
          'portal-account-activate-suspend',
          request.body.selection,
          {
            portalActive: request.body.portal_active,
          },
        ),
    );

    // Custom fields
    app.get(
      '/contact/custom-field/list',
      { schema: { tags, response: { 200: customFieldListResponse } } },
      (request) => settings.listCustomFields(deps, ctxOf(request)),
    );
    app.post(
      '/contact/custom-field/save',
      { schema: { tags, body: customFieldBody, response: { 200: customFieldResponse } } },
      (request) => settings.saveCustomField(deps, ctxOf(request), request.body),
    );
    app.delete(
      '/contact/custom-field/:field/delete',
      { schema: { tags, params: fieldParam, response: { 200: statusMessageResponse } } },
      (request) => settings.deleteCustomField(deps, ctxOf(request), request.params.field),
    );

    // Notes
    app.get(
      '/contact/:contact/notes',
      {
        schema: { tags, params: contactParam, querystring: pageQuery, response: { 200: notePage } },
      },
      (request) => profile.notes(deps, ctxOf(request), request.params.contact, request.query),
    );
    app.post(
      '/contact/add-note',
      { schema: { tags, body: noteBody, response: { 200: noteResponse } } },
      (request) =>
        profile.addNote(deps, ctxOf(request), request.body.contact_id, request.body.body),
    );
    app.patch(
      '/contact/:contact/update-note',
      {
        schema: {
          tags,
          params: contactParam,
          body: noteUpdateBody,
          response: { 200: noteResponse },
        },
      },
      (request) =>
        profile.updateNote(
          deps,
          ctxOf(request),
          request.params.contact,
          request.body.note_id,
          request.body.body,
        ),
    );
    app.post(
      '/contact/delete-notes',
      { schema: { tags, body: deleteNotesBody, response: { 200: bulkResultResponse } } },
      (request) =>
        profile.deleteNotes(deps, ctxOf(request), request.body.contact_id, request.body.note_ids),
    );

    // Rewards
    app.get(
      '/contact/:contact/rewards',
      { schema: { tags, params: contactParam, response: { 200: rewardsResponse } } },
      (request) => profile.rewards(deps, ctxOf(request), request.params.contact),
    );
    app.get(
      '/contact/:contact/reward-points',
      { schema: { tags, params: contactParam, response: { 200: rewardPointsResponse } } },
      (request) => profile.rewardPoints(deps, ctxOf(request), request.params.contact),
    );
    app.post(
      '/contact/send-reward',
      { schema: { tags, body: sendRewardBody, response: { 200: rewardResponse } } },
      (request) => profile.sendReward(deps, ctxOf(request), request.body),
    );
    app.post(
      '/contact/edit-rewards',
      { schema: { tags, body: editRewardBody, response: { 200: rewardResponse } } },
      (request) => profile.editReward(deps, ctxOf(request), request.body),
    );
    app.post(
      '/contact/redeemed-reward-points',
      { schema: { tags, body: redeemRewardBody, response: { 200: rewardResponse } } },
      (request) => profile.redeemPoints(deps, ctxOf(request), request.body),
    );
    app.post(
      '/contact/delete-rewards',
      { schema: { tags, body: deleteRewardsBody, response: { 200: rewardResponse } } },
      (request) => profile.deleteRewards(deps, ctxOf(request), request.body),
    );

    // Lifecycle, stats, features used and the sections of areas not built yet
    app.get(
      '/contact/:contact/lifecycles',
      {
        schema: {
          tags,
          params: contactParam,
          querystring: pageQuery,
          response: { 200: lifecyclePage },
        },
      },
      (request) => profile.lifecycles(deps, ctxOf(request), request.params.contact, request.query),
    );
    app.get(
      '/contact/:contact/stats',
      { schema: { tags, params: contactParam, response: { 200: contactStatsResponse } } },
      (request) => profile.stats(deps, ctxOf(request), request.params.contact),
    );
    app.get(
      '/contact/:contact/features-used',
      { schema: { tags, params: contactParam, response: { 200: featuresUsedResponse } } },
      (request) => profile.featuresUsed(deps, ctxOf(request), request.params.contact),
    );
    app.get(
      '/contact/:contact/email-logs',
      {
        schema: {
          tags,
          params: contactParam,
          querystring: pageQuery,
          response: { 200: sectionPage },
        },
      },
      (request) =>
        profile.emptySection(deps, ctxOf(request), request.params.contact, request.query),
    );
    for (const section of ['pages', 'sequences', 'playbooks', 'journeys', 'broadcast-logs']) {
      app.get(
        `/contact/${section}`,
        { schema: { tags, querystring: contactSectionQuery, response: { 200: sectionPage } } },
        (request) =>
          profile.emptySection(deps, ctxOf(request), request.query.contact_id, request.query),
      );
    }

    // Column preferences of the signed-in user
    app.get(
      '/user/contact-preferences',
      { schema: { tags, response: { 200: contactPreferencesResponse } } },
      (request) => settings.getPreferences(ctxOf(request)),
    );
    app.post(
      '/user/update-contact-preferences',
      {
        schema: {
          tags,
          body: contactPreferencesBody,
          response: { 200: withMessage(contactPreferencesResponse) },
        },
      },
      (request) => settings.updatePreferences(deps, ctxOf(request), request.body),
    );
  };
