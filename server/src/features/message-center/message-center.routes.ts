import {
  contactPortalEndpoints as contact,
  portalChatEndpoints as portal,
  scheduledEndpoints as scheduled,
  smsCenterEndpoints as sms,
} from '@coachline/contract/message-center';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as center from './message-center.service';

export const messageCenterRoutes = (deps: Deps) =>
  routesPlugin([
    handle(sms.schedule, ({ ctx, body }) => center.scheduleMessage(deps, ctx, 'sms', body)),
    handle(sms.resendSms, ({ ctx, body }) => center.resendSms(deps, ctx, body.send_id)),
    handle(sms.inboundSms, ({ ctx, query }) => center.inboundSms(deps, ctx, query)),
    handle(sms.contacts, ({ ctx, query }) => center.conversations(deps, ctx, 'sms', query)),
    handle(sms.stats, ({ ctx }) => center.stats(deps, ctx, 'sms')),
    handle(sms.chatLogs, ({ ctx, query }) => center.chatLogs(deps, ctx, 'sms', query)),
    handle(sms.scheduledList, ({ ctx, query }) =>
      center.scheduledList(deps, ctx, { ...query, channel: 'sms' }),
    ),
    handle(sms.markReadUnread, ({ ctx, body }) =>
      center.updateConversations(deps, ctx, 'sms', body.contact_ids, { read: body.read }),
    ),
    handle(sms.archiveUnarchive, ({ ctx, body }) =>
      center.updateConversations(deps, ctx, 'sms', body.contact_ids, { archived: body.archived }),
    ),
    handle(sms.deleteScheduledSms, ({ ctx, body }) =>
      center.deleteScheduled(deps, ctx, body.schedule_ids, 'sms'),
    ),

    handle(portal.contacts, ({ ctx, query }) => center.conversations(deps, ctx, 'portal', query)),
    handle(portal.logs, ({ ctx, query }) => center.chatLogs(deps, ctx, 'portal', query)),
    handle(portal.scheduledMessage, ({ ctx, query }) =>
      center.contactScheduledPortal(deps, ctx, query.contact_id),
    ),
    handle(portal.allScheduledMessage, ({ ctx, query }) =>
      center.scheduledList(deps, ctx, { ...query, channel: 'portal' }),
    ),
    handle(portal.stats, ({ ctx }) => center.stats(deps, ctx, 'portal')),
    handle(portal.latestMessage, ({ ctx, query }) =>
      center.latestPortalMessages(deps, ctx, query.limit),
    ),
    handle(portal.sendMessage, ({ ctx, body }) => center.sendPortalMessage(deps, ctx, body)),
    handle(portal.schedule, ({ ctx, body }) => center.scheduleMessage(deps, ctx, 'portal', body)),
    handle(portal.archiveUnarchive, ({ ctx, body }) =>
      center.updateConversations(deps, ctx, 'portal', body.contact_ids, {
        archived: body.archived,
      }),
    ),
    handle(portal.markReadUnread, ({ ctx, body }) =>
      center.updateConversations(deps, ctx, 'portal', body.contact_ids, { read: body.read }),
    ),
    handle(portal.deleteScheduledMessage, ({ ctx, body }) =>
      center.deleteScheduled(deps, ctx, body.ids, 'portal'),
    ),

    handle(contact.sendPortalMessage, ({ ctx, body }) =>
      center.sendPortalMessageFromProfile(deps, ctx, body),
    ),
    handle(contact.schedulePortalMessage, ({ ctx, body }) =>
      center.schedulePortalMessageFromProfile(deps, ctx, body),
    ),

    handle(scheduled.getScheduleSms, ({ ctx, query }) =>
      center.scheduledList(deps, ctx, { ...query, channel: 'sms' }),
    ),
    handle(scheduled.getSchedule, ({ ctx, query }) => center.scheduledList(deps, ctx, query)),
    handle(scheduled.deleteSms, ({ ctx, body }) =>
      center.deleteScheduled(deps, ctx, body.schedule_ids, 'sms'),
    ),
    handle(scheduled.deleteSchedule, ({ ctx, body }) =>
      center.deleteScheduled(deps, ctx, body.schedule_ids),
    ),
  ]);
