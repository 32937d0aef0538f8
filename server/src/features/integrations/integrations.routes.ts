import { parse } from 'node:querystring';
import { integrationEndpoints as api } from '@coachline/contract/integrations';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as integrations from './integrations.service';
import { receiveTwilioInbound, receiveTwilioStatus, type SignedRequest } from './webhooks';

export const integrationsRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.twilioConnection, ({ ctx }) => integrations.connection(deps, ctx)),
    handle(api.saveTwilioCredentials, ({ ctx, body }) =>
      integrations.saveCredentials(deps, ctx, body),
    ),
    handle(api.updateTwilioConnection, ({ ctx }) => integrations.updateConnection(deps, ctx)),
    handle(api.disconnectTwilio, ({ ctx }) => integrations.disconnect(deps, ctx)),
  ]);

const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/**
 * Twilio's webhooks: public, form-encoded, each checked against Twilio's signature over every
 * field as posted, which this scope keeps beside the validated body.
 */
export const twilioWebhookRoutes = (deps: Deps) => {
  const forms = new WeakMap<object, Record<string, string>>();
  const signed = (request: FastifyRequest): SignedRequest => ({
    url: `${deps.config.appUrl}${request.url}`,
    signature: request.headers['x-twilio-signature'] as string | undefined,
    params: forms.get(request.raw),
  });
  return routesPlugin(
    [
      handle(api.twilioStatus, ({ request, body }) =>
        receiveTwilioStatus(deps, signed(request), body),
      ),
      handle(api.twilioInbound, async ({ request, reply, body }) => {
        await receiveTwilioInbound(deps, signed(request), body);
        return reply.type('text/xml').send(emptyTwiml);
      }),
    ],
    async (app) => {
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (request, raw, done) => {
          const form = parse(raw as string) as Record<string, string>;
          forms.set(request.raw, form);
          done(null, form);
        },
      );
    },
  );
};
