import { maxImageBytes } from '@coachline/contract/constants';
import { contactEndpoints as api, type ContactUpdateBody } from '@coachline/contract/contacts';
import { messages } from '@coachline/contract/messages';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import { fieldError } from '../../platform/errors';
import * as memberIds from '../member-id/member-id.service';
import * as portal from '../portal/portal.service';
import { chartData } from './contacts.chart';
import * as profile from './contacts.profile';
import * as reach from './contacts.reach';
import * as contacts from './contacts.service';
import * as settings from './contacts.settings';

/** The one image of a photo upload, or nothing when the request carries none. */
async function uploadedImage(request: FastifyRequest): Promise<profile.UploadedImage | undefined> {
  if (!request.isMultipart()) return undefined;
  const part = await request.file();
  if (!part) return undefined;
  try {
    return { buffer: await part.toBuffer(), mimetype: part.mimetype };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw fieldError('photo', messages.imageTooLarge);
    }
    throw error;
  }
}

type ContactEdit = { ctx: RequestContext; params: { contact: number }; body: ContactUpdateBody };

export const contactsRoutes = (deps: Deps) => {
  // The update and every one-field edit, whose body is a subset of the update body.
  const edit = ({ ctx, params, body }: ContactEdit) =>
    contacts.update(deps, ctx, params.contact, body);
  return routesPlugin(
    [
      // Tabs
      handle(api.tabs, ({ ctx }) => settings.listTabs(deps, ctx)),
      handle(api.createTab, ({ ctx, body }) => settings.createTab(deps, ctx, body)),
      handle(api.renameTab, ({ ctx, body }) => settings.renameTab(deps, ctx, body)),
      handle(api.deleteTab, ({ ctx, body }) => settings.deleteTab(deps, ctx, body)),
      handle(api.sortTabs, ({ ctx, body }) => settings.sortTabs(deps, ctx, body.ids)),

      // Lists
      handle(api.list, ({ ctx, query }) => contacts.list(deps, ctx, query)),
      handle(api.all, ({ ctx, query }) => contacts.all(deps, ctx, query.search)),
      handle(api.chartData, ({ ctx, query }) => chartData(deps, ctx, query)),
      handle(api.deletedList, ({ ctx, query }) => contacts.deletedList(deps, ctx, query)),
      handle(api.options, () => settings.options()),

      // One contact
      handle(api.fetch, ({ ctx, params }) => contacts.fetch(deps, ctx, params.contact)),
      handle(api.tags, ({ ctx, params }) => contacts.tagsOf(deps, ctx, params.contact)),
      handle(api.save, ({ ctx, body }) => contacts.save(deps, ctx, body)),
      handle(api.update, edit),
      handle(api.updateStarred, edit),
      handle(api.updateFlagged, edit),
      handle(api.changeTemperature, edit),
      handle(api.updateMemberId, edit),
      handle(api.updateBirthday, edit),
      handle(api.resendMemberId, ({ ctx, params }) =>
        memberIds.resendMemberId(deps, ctx, params.contact),
      ),
      handle(api.changeMemberIdEmail, ({ ctx, body }) =>
        memberIds.changeMemberIdEmail(deps, ctx, body.contact_id, body.email),
      ),
      handle(api.updatePortalPassword, ({ ctx, params, body }) =>
        portal.updatePortalPassword(deps, ctx, params.contact, body.password),
      ),
      handle(api.markEmailValid, ({ ctx, params }) =>
        reach.markEmailValid(deps, ctx, params.contact),
      ),
      handle(api.updatePhoto, async ({ ctx, params, request }) =>
        profile.updatePhoto(deps, ctx, params.contact, await uploadedImage(request)),
      ),

      // Bulk actions on a selection (ids or the list filter)
      handle(api.bulkDelete, ({ ctx, body }) => contacts.bulkDelete(deps, ctx, body.selection)),
      handle(api.restore, ({ ctx, body }) => contacts.restore(deps, ctx, body.ids)),
      handle(api.merge, ({ ctx, body }) => contacts.merge(deps, ctx, body)),
      handle(api.move, ({ ctx, body }) => contacts.move(deps, ctx, body)),
      handle(api.copyToLocation, ({ ctx, body }) => contacts.copyToLocation(deps, ctx, body)),
      handle(api.changeStatus, ({ ctx, body }) =>
        contacts.changeStatus(deps, ctx, body.selection, body.status),
      ),
      handle(api.updateLastAction, ({ ctx, body }) =>
        contacts.updateLastAction(deps, ctx, body.selection, body.last_action),
      ),
      handle(api.changeGender, ({ ctx, body }) =>
        contacts.bulkSet(deps, ctx, 'change-gender', body.selection, { gender: body.gender }),
      ),
      handle(api.updateDeliveryStatus, ({ ctx, body }) =>
        contacts.bulkSet(deps, ctx, 'update-delivery-status', body.selection, {
          ...(body.email_enabled === undefined ? {} : { emailEnabled: body.email_enabled }),
          ...(body.sms_enabled === undefined ? {} : { smsEnabled: body.sms_enabled }),
        }),
      ),
      handle(api.setPortalAccess, ({ ctx, body }) =>
        contacts.bulkSet(deps, ctx, 'portal-account-activate-suspend', body.selection, {
          portalActive: body.portal_active,
        }),
      ),

      handle(api.disableConfirmation, ({ ctx, body }) =>
        reach.disableConfirmation(deps, ctx, body.selection, body.disabled),
      ),
      handle(api.validateEmail, ({ ctx, body }) => reach.validateEmail(deps, ctx, body.selection)),

      // The location's default phone country
      handle(api.phoneCountryCode, ({ ctx }) => reach.phoneCountryCode(deps, ctx)),
      handle(api.updatePhoneCountryCode, ({ ctx, body }) =>
        reach.updatePhoneCountryCode(deps, ctx, body.phone_country_code),
      ),

      // Custom fields
      handle(api.customFields, ({ ctx }) => settings.listCustomFields(deps, ctx)),
      handle(api.saveCustomField, ({ ctx, body }) => settings.saveCustomField(deps, ctx, body)),
      handle(api.sortCustomFields, ({ ctx, body }) =>
        settings.sortCustomFields(deps, ctx, body.ids),
      ),
      handle(api.deleteCustomField, ({ ctx, params }) =>
        settings.deleteCustomField(deps, ctx, params.field),
      ),

      // Notes
      handle(api.notes, ({ ctx, params, query }) =>
        profile.notes(deps, ctx, params.contact, query),
      ),
      handle(api.addNote, ({ ctx, body }) =>
        profile.addNote(deps, ctx, body.contact_id, body.body),
      ),
      handle(api.updateNote, ({ ctx, params, body }) =>
        profile.updateNote(deps, ctx, params.contact, body.note_id, body.body),
      ),
      handle(api.deleteNotes, ({ ctx, body }) =>
        profile.deleteNotes(deps, ctx, body.contact_id, body.note_ids),
      ),

      // Rewards
      handle(api.rewards, ({ ctx, params }) => profile.rewards(deps, ctx, params.contact)),
      handle(api.rewardPoints, ({ ctx, params }) =>
        profile.rewardPoints(deps, ctx, params.contact),
      ),
      handle(api.sendReward, ({ ctx, body }) => portal.sendReward(deps, ctx, body)),
      handle(api.editRewards, ({ ctx, body }) => profile.editReward(deps, ctx, body)),
      handle(api.redeemPoints, ({ ctx, body }) => profile.redeemPoints(deps, ctx, body)),
      handle(api.deleteRewards, ({ ctx, body }) => profile.deleteRewards(deps, ctx, body)),

      // Lifecycle, stats and features used
      handle(api.lifecycles, ({ ctx, params, query }) =>
        profile.lifecycles(deps, ctx, params.contact, query),
      ),
      handle(api.stats, ({ ctx, params }) => profile.stats(deps, ctx, params.contact)),
      handle(api.featuresUsed, ({ ctx, params }) =>
        profile.featuresUsed(deps, ctx, params.contact),
      ),

      // Column preferences of the signed-in user
      handle(api.preferences, ({ ctx }) => settings.getPreferences(ctx)),
      handle(api.updatePreferences, ({ ctx, body }) => settings.updatePreferences(deps, ctx, body)),
    ],
    // Photo uploads only: the parser lives in this plugin's scope.
    async (app) => {
      await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 10 } });
    },
  );
};
