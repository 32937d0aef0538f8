import { messagingEndpoints as api } from '@coachline/contract/messaging';
import { testMessageEndpoints as test } from '@coachline/contract/test-messages';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import { receiveEmailEvents } from './events';
import * as messaging from './messaging.service';
import * as testMessages from './test-messages.service';

export const messagingRoutes = (deps: Deps) =>
  routesPlugin([
    handle(test.emailPreview, ({ ctx, body }) => testMessages.previewEmail(deps, ctx, body)),
    handle(test.smsPreview, ({ ctx, body }) => testMessages.previewSms(deps, ctx, body)),
    handle(test.emailSend, ({ ctx, body }) => testMessages.sendTestEmail(deps, ctx, body)),
    handle(test.smsSend, ({ ctx, body }) => testMessages.sendTestSms(deps, ctx, body)),
    handle(api.sendEmail, ({ ctx, body }) => messaging.sendEmail(deps, ctx, body)),
    handle(api.sendSms, ({ ctx, body }) => messaging.sendSms(deps, ctx, body)),
    handle(api.emailLogs, ({ ctx, params, query }) =>
      messaging.contactLogs(deps, ctx, params.contact, query),
    ),
    handle(api.deleteEmailLogs, ({ ctx, params, body }) =>
      messaging.deleteContactLogs(deps, ctx, params.contact, body.ids),
    ),
    handle(api.sentEventLogs, ({ ctx, query }) => messaging.sentEventLogs(deps, ctx, query)),
    handle(api.suppressions, ({ ctx, params, query }) =>
      messaging.suppressionList(deps, ctx, params.type, query),
    ),
    handle(api.emailReport, ({ ctx, query }) =>
      messaging.emailReport(deps, ctx, messaging.daysAgo(query.days)),
    ),
    handle(api.newEmailReport, ({ ctx, query }) =>
      messaging.emailReport(deps, ctx, messaging.sinceAtMost(query.since, 366)),
    ),
    handle(api.deliveryLog, ({ ctx, query }) => messaging.deliveryLog(deps, ctx, query)),
    handle(api.newDeliveryLog, ({ ctx, query }) =>
      messaging.newDeliveryLog(deps, ctx, query.after_id),
    ),
  ]);

/**
 * The providers' webhooks: public, each verified by its own signature over the raw body,
 * which this scope keeps beside the parsed one.
 */
export const webhookRoutes = (deps: Deps) => {
  const rawBodies = new WeakMap<object, string>();
  return routesPlugin(
    [
      handle(api.emailEvents, ({ request, body }) =>
        receiveEmailEvents(
          deps,
          rawBodies.get(request.raw) ?? '',
          request.headers['x-coachline-signature'] as string | undefined,
          body,
        ),
      ),
    ],
    async (app) => {
      const parseJson = app.getDefaultJsonParser('error', 'error');
      app.removeContentTypeParser('application/json');
      app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
        rawBodies.set(request.raw, raw as string);
        parseJson(request, raw as string, done);
      });
    },
  );
};
