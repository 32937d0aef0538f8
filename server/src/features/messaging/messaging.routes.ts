import { parse } from 'node:querystring';
import { emailTrackingEndpoints as tracked } from '@coachline/contract/email-tracking';
import { messagingEndpoints as api } from '@coachline/contract/messaging';
import { testMessageEndpoints as test } from '@coachline/contract/test-messages';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import { receiveEmailEvents } from './events';
import * as messaging from './messaging.service';
import * as testMessages from './test-messages.service';
import * as tracking from './tracking.service';

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

/** A transparent 1×1 GIF: the open pixel. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const noStore = 'no-store, no-cache, must-revalidate, max-age=0';

/**
 * The links of tracked emails (tracking.ts): public, each naming a send by its signed token.
 * The one-click unsubscribe comes form-encoded or as form data (RFC 8058), which this scope
 * parses.
 */
export const trackingRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(tracked.open, async ({ params, request, reply }) => {
        await tracking.recordOpen(deps, params.token, request.ip);
        return reply
          .header('cache-control', noStore)
          .header('pragma', 'no-cache')
          .header('expires', '0')
          .type('image/gif')
          .send(pixel);
      }),
      handle(tracked.click, async ({ params, query, request, reply }) => {
        const to = await tracking.recordClick(deps, params.token, query.u, query.s, request.ip);
        return reply.header('cache-control', noStore).redirect(to, 302);
      }),
      handle(tracked.unsubscribe, ({ params, request }) =>
        tracking.oneClickUnsubscribe(deps, params.token, request.ip),
      ),
      handle(tracked.unsubscribePage, async ({ params, request, reply }) => {
        const page = await tracking.unsubscribePage(deps, params.token, request.ip);
        return reply.header('cache-control', noStore).redirect(page, 302);
      }),
    ],
    async (app) => {
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, raw, done) => done(null, parse(raw as string)),
      );
      // RFC 8058 prefers multipart/form-data; the body is one short field.
      app.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (request, raw, done) =>
          done(null, formFields(raw as string, request.headers['content-type'] ?? '')),
      );
    },
  );

/** The text fields of a small multipart/form-data body (RFC 7578). */
function formFields(body: string, contentType: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary[1] ?? boundary[2]}`).slice(1)) {
    if (part.startsWith('--')) break;
    const headersEnd = part.indexOf('\r\n\r\n');
    if (headersEnd < 0) continue;
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(part.slice(0, headersEnd));
    if (name) fields[name[1]!] = part.slice(headersEnd + 4).replace(/\r\n$/, '');
  }
  return fields;
}
