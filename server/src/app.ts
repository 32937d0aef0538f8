import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Endpoint } from '@coachline/contract/endpoint';
import { messages } from '@coachline/contract/messages';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, serverRoot } from './db/client';
import { activityFeedRoutes } from './features/activity-feed/activity-feed.routes';
import { adminSettingsRoutes } from './features/admin-settings/admin-settings.routes';
import { registerAccessAudit } from './features/audit-log/audit-log.hook';
import { auditLogRoutes } from './features/audit-log/audit-log.routes';
import { authRoutes } from './features/auth/auth.routes';
import { resolveContext } from './features/auth/auth.service';
import {
  billingRoutes,
  billingServiceRoutes,
  legacyBillingRoutes,
} from './features/billing/billing.routes';
import { birthdaysRoutes } from './features/birthdays/birthdays.routes';
import { broadcastPublicRoutes, broadcastsRoutes } from './features/broadcasts/broadcasts.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { checkoutRoutes, checkoutTokenRoutes } from './features/checkout/checkout.routes';
import { resolveCheckoutContext } from './features/checkout/checkout.service';
import { clientPortalRoutes } from './features/client-portal/client-portal.routes';
import { contactImportRoutes } from './features/contact-import/contact-import.routes';
import { contactsRoutes } from './features/contacts/contacts.routes';
import { contentImportRoutes } from './features/content-import/content-import.routes';
import { emailContentRoutes } from './features/email-content/email-content.routes';
import { emailDomainsRoutes } from './features/email-domains/email-domains.routes';
import { filesRoutes } from './features/files/files.routes';
import { foldersRoutes } from './features/folders/folders.routes';
import {
  formResponsesPublicRoutes,
  formResponsesRoutes,
} from './features/forms/forms.responses.routes';
import { formPublicRoutes, formsRoutes } from './features/forms/forms.routes';
import { groupsRoutes } from './features/groups/groups.routes';
import {
  habitPortalRoutes,
  habitPublicRoutes,
  habitTrackingRoutes,
} from './features/habit-tracking/habit-tracking.routes';
import { imageLibraryRoutes } from './features/image-library/image-library.routes';
import {
  automationWebhookRoutes,
  integrationsRoutes,
  twilioWebhookRoutes,
} from './features/integrations/integrations.routes';
import { journeysRoutes } from './features/journeys/journeys.routes';
import { fireTriggers } from './features/journeys/journeys.service';
import { mailboxRoutes } from './features/mailbox/mailbox.routes';
import { memberIdPageRoutes, memberIdRoutes } from './features/member-id/member-id.routes';
import { messageCenterRoutes } from './features/message-center/message-center.routes';
import {
  messagingRoutes,
  trackingRoutes,
  webhookRoutes,
} from './features/messaging/messaging.routes';
import { organizationRoutes } from './features/organization/organization.routes';
import { pagesRoutes } from './features/pages/pages.routes';
import { pipelinesRoutes } from './features/pipelines/pipelines.routes';
import { playbooksRoutes } from './features/playbooks/playbooks.routes';
import { portalAccessRoutes, portalRoutes } from './features/portal/portal.routes';
import { resolvePortal } from './features/portal/portal.service';
import {
  progressPortalRoutes,
  progressPublicRoutes,
  progressTrackingRoutes,
} from './features/progress-tracking/progress-tracking.routes';
import {
  recoveryPagePublicRoutes,
  recoveryPageRoutes,
} from './features/recovery-page/recovery-page.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { scenarioPortalRoutes, scenariosRoutes } from './features/scenarios/scenarios.routes';
import { sequencesRoutes } from './features/sequences/sequences.routes';
import { serveShortLinks, sharingRoutes } from './features/sharing/sharing.routes';
import { signaturesRoutes } from './features/signatures/signatures.routes';
import { photoOrigins } from './features/stock-images/pexels';
import { stockImagesRoutes } from './features/stock-images/stock-images.routes';
import { stylesRoutes } from './features/styles/styles.routes';
import { tagsRoutes } from './features/tags/tags.routes';
import { tasksRoutes } from './features/tasks/tasks.routes';
import { templatesRoutes } from './features/templates/templates.routes';
import { usersRoutes } from './features/users/users.routes';
import { workoutPortalRoutes, workoutProgramsRoutes } from './features/workouts/programs.routes';
import { workoutsRoutes } from './features/workouts/workouts.routes';
import { createAdmission, registerAdmission } from './platform/admission';
import {
  type ContextResolver,
  type PortalResolver,
  registerAuth,
  requireUsableAccount,
  requireUsableOrganization,
} from './platform/auth';
import { localLocks } from './platform/cluster';
import { compressedAnswers } from './platform/compression';
import { contentSecurityDirectives } from './platform/csp';
import type { Deps } from './platform/deps';
import { dnsRecords, offlineDnsRecords } from './platform/dns';
import { registerErrorHandler } from './platform/errors';
import { servePublicUploads } from './platform/files';
import { createMailer } from './platform/mail';
import { dnsMailDomains, offlineMailDomains } from './platform/mail-domains';
import { registerOpenApi } from './platform/openapi';
import { redactUrl } from './platform/redact';
import { appKeyOf, createSecretBox } from './platform/secrets';
import { createSmsSender } from './platform/sms';
import { registerSpa } from './platform/spa';
import { openStorage } from './platform/storage';

/** A registered route and the contract endpoint it was registered from, if any. */
export type RegisteredRoute = {
  method: string;
  url: string;
  public: boolean;
  /** Answers a contact's portal session, not a user's. */
  contact: boolean;
  endpoint: Endpoint | undefined;
};
export type App = { app: FastifyInstance; deps: Deps; routes: RegisteredRoute[] };

/** Builds the whole application on a migrated database: platform plugins, then every feature. */
export async function buildApp(config: Config, database: Database): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One line per request (below), written when the response is sent.
    logController: new Fastify.LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    // The client address (throttling, sessions) comes from X-Forwarded-For only behind a proxy.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  // Every route, for the tests that hold routes and contract endpoints to each other.
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          public: Boolean(route.config?.public),
          contact: Boolean(route.config?.contact),
          endpoint: route.config?.endpoint,
        });
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  // An answer given before its request's body was read to the end (an upload answered after
  // its first file, with more parts behind it) discards the rest, as Node does with a body no
  // one read: left paused, the rest would hold the connection, and the next request on it
  // would never be read.
  app.addHook('onSend', async (request) => {
    if (request.raw.complete) return;
    request.raw.unpipe();
    request.raw.resume();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Offline outbox messages (codes, links) are printed for a newcomer, never in production.
  const revealInLog = config.env !== 'production';
  const deps: Deps = {
    config,
    database,
    db: database.db,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      db: database.db,
      log: app.log,
      revealInLog,
    }),
    sms: createSmsSender({ db: database.db, log: app.log, revealInLog }),
    mailDomains: config.mailDomainCheck === 'dns' ? dnsMailDomains : offlineMailDomains,
    dns: config.dnsOffline ? offlineDnsRecords : dnsRecords(config.dnsServer),
    storage: await openStorage(config),
    secrets: createSecretBox(appKeyOf(config)),
    locks: localLocks(),
    realtime: undefined,
    jobs: undefined,
    automation: { fire: fireTriggers },
  };

  app.addHook('onClose', async () => {
    deps.mailer.close();
    deps.storage.close();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: contentSecurityDirectives(config.appUrl, photoOrigins(config)),
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only where the app is really served over HTTPS, never on plain localhost.
    hsts: config.appUrl.startsWith('https://'),
  });
  registerErrorHandler(app);
  await registerOpenApi(app, config.appVersion);

  // Public uploads (contact photos, images): immutable names, streamed from storage.
  servePublicUploads(app, deps);
  // Short addresses of shared assets (/s/{code}) redirect to their share links.
  serveShortLinks(app, deps);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    await database.raw.query('select 1');
    return reply.send({ status: 'ok' });
  });

  // Every API route takes its turn and has a deadline (platform/admission.ts); routes
  // registered above (health, uploads served as files) do not.
  const admission = createAdmission({
    concurrency: config.requestConcurrency ?? database.pool?.options.max ?? 2,
    maxWaitMs: config.requestQueueWaitMs,
  });
  registerAdmission(app, admission, config.requestDeadlineMs);

  const resolve: ContextResolver = (token, headers) => resolveContext(deps, token, headers);
  const resolvePortalContact: PortalResolver = (token) => resolvePortal(deps, token);
  /**
   * An API scope: the bearer sessions, every change made by account access recorded, and
   * answers compressed for clients that accept it.
   */
  const apiScope =
    (routes: (api: FastifyInstance) => Promise<void>, resolveUser: ContextResolver = resolve) =>
    async (api: FastifyInstance) => {
      await api.register(compress, compressedAnswers);
      registerAuth(api, resolveUser, resolvePortalContact);
      registerAccessAudit(api, deps);
      await routes(api);
    };
  await app.register(
    apiScope(async (api) => {
      await api.register(authRoutes(deps));
      await api.register(registrationRoutes(deps));
      await api.register(usersRoutes(deps));
      // Outside the data scope: a suspended location does not close its organization's
      // administration (its owner reactivates it from there).
      await api.register(async (organization) => {
        organization.addHook('onRequest', requireUsableOrganization);
        await organization.register(organizationRoutes(deps));
      });
      await api.register(billingRoutes(deps));
      await api.register(auditLogRoutes(deps));
      await api.register(webhookRoutes(deps));
      await api.register(twilioWebhookRoutes(deps));
      await api.register(automationWebhookRoutes(deps));
      await api.register(memberIdPageRoutes(deps));
      // The contacts' own portal: its sessions and its location's state are its own checks.
      await api.register(portalRoutes(deps));
      await api.register(workoutPortalRoutes(deps));
      await api.register(scenarioPortalRoutes(deps));
      await api.register(progressPortalRoutes(deps));
      await api.register(habitPortalRoutes(deps));
      await api.register(trackingRoutes(deps));
      await api.register(recoveryPagePublicRoutes(deps));
      await api.register(broadcastPublicRoutes(deps));
      await api.register(formPublicRoutes(deps));
      await api.register(formResponsesPublicRoutes(deps));
      await api.register(progressPublicRoutes(deps));
      await api.register(habitPublicRoutes(deps));
      // The data areas: open only while the account is usable.
      await api.register(async (data) => {
        data.addHook('onRequest', requireUsableAccount);
        await data.register(contactsRoutes(deps));
        await data.register(tagsRoutes(deps));
        await data.register(groupsRoutes(deps));
        await data.register(contactImportRoutes(deps));
        await data.register(contentImportRoutes(deps));
        await data.register(messagingRoutes(deps));
        await data.register(stylesRoutes(deps));
        await data.register(templatesRoutes(deps));
        await data.register(foldersRoutes(deps));
        await data.register(filesRoutes(deps));
        await data.register(imageLibraryRoutes(deps));
        await data.register(stockImagesRoutes(deps));
        await data.register(emailDomainsRoutes(deps));
        await data.register(integrationsRoutes(deps));
        await data.register(signaturesRoutes(deps));
        await data.register(emailContentRoutes(deps));
        await data.register(memberIdRoutes(deps));
        await data.register(clientPortalRoutes(deps));
        await data.register(calendarRoutes(deps));
        await data.register(tasksRoutes(deps));
        await data.register(journeysRoutes(deps));
        await data.register(sequencesRoutes(deps));
        await data.register(pipelinesRoutes(deps));
        await data.register(workoutsRoutes(deps));
        await data.register(workoutProgramsRoutes(deps));
        await data.register(scenariosRoutes(deps));
        await data.register(progressTrackingRoutes(deps));
        await data.register(habitTrackingRoutes(deps));
        await data.register(portalAccessRoutes(deps));
        await data.register(birthdaysRoutes(deps));
        await data.register(recoveryPageRoutes(deps));
        await data.register(activityFeedRoutes(deps));
        await data.register(broadcastsRoutes(deps));
        await data.register(messageCenterRoutes(deps));
        await data.register(adminSettingsRoutes(deps));
        await data.register(formsRoutes(deps));
        await data.register(formResponsesRoutes(deps));
        await data.register(pagesRoutes(deps));
        await data.register(playbooksRoutes(deps));
        await data.register(sharingRoutes(deps));
      });
    }),
    { prefix: '/api/v3' },
  );
  // The billing service and the legacy API are separate APIs with the same bearer sessions.
  await app.register(
    apiScope(async (api) => {
      await api.register(billingServiceRoutes(deps));
    }),
    { prefix: '/api/billing' },
  );
  await app.register(
    apiScope(async (api) => {
      await api.register(legacyBillingRoutes(deps));
    }),
    { prefix: '/api/v2' },
  );
  // The checkout API takes checkout tokens only: a session's own token is no bearer there.
  await app.register(
    apiScope(
      async (api) => {
        await api.register(checkoutTokenRoutes(deps));
        await api.register(async (data) => {
          data.addHook('onRequest', requireUsableAccount);
          await data.register(checkoutRoutes(deps));
        });
      },
      (token, headers) => resolveCheckoutContext(deps, token, headers),
    ),
    { prefix: '/api/checkout' },
  );

  if (config.devMailbox) await app.register(mailboxRoutes(deps));

  const spaFallback = await registerSpa(app, join(serverRoot(), '..', 'web', 'dist'));
  app.setNotFoundHandler(
    (request, reply) =>
      spaFallback(request, reply) ?? reply.status(404).send({ message: messages.notFound }),
  );

  return { app, deps, routes };
}
