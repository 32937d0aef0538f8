import { parse } from 'node:querystring';
import { integrationEndpoints as api } from '@coachline/contract/integrations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as apiTokens from './api-tokens';
import * as webhooks from './automation-webhooks';
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
    handle(api.fitFunnelWebhooks, ({ ctx }) => webhooks.listWebhooks(deps, ctx)),
    handle(api.saveFitFunnelWebhook, ({ ctx, body }) => webhooks.saveWebhook(deps, ctx, body)),
    handle(api.deleteFitFunnelWebhook, ({ ctx, body }) =>
      webhooks.deleteWebhook(deps, ctx, body.id),
    ),
    handle(api.zapierToken, ({ ctx }) => apiTokens.currentToken(deps, ctx)),
    handle(api.generateZapierToken, ({ ctx }) => apiTokens.generateToken(deps, ctx)),
    handle(api.revokeZapierToken, ({ ctx }) => apiTokens.revokeToken(deps, ctx)),
  ]);

/** Form-encoded bodies, as a form posts them, beside JSON. */
async function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, raw, done) => done(null, parse(raw as string)),
  );
}

/** The automation webhooks' secret addresses: public, JSON or a form. */
export const automationWebhookRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(api.automationWebhookPost, ({ request, params, body }) =>
        webhooks.receivePost(deps, params.key, body, request.ip),
      ),
    ],
    acceptForms,
  );

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
