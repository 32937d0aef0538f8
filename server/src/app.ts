import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { messages } from '@coachline/contract/messages';
import type { Config } from './config';
import { type Database, serverRoot } from './db/client';
import { authRoutes } from './features/auth/auth.routes';
import { resolveContext } from './features/auth/auth.service';
import { mailboxRoutes } from './features/mailbox/mailbox.routes';
import { registerAuth } from './platform/auth';
import type { Deps } from './platform/deps';
import { registerErrorHandler } from './platform/errors';
import { createMailer } from './platform/mail';
import { registerOpenApi } from './platform/openapi';
import { createSmsSender } from './platform/sms';
import { registerSpa } from './platform/spa';

export type App = { app: FastifyInstance; deps: Deps };

/** Builds the whole application on a migrated database: platform plugins, then every feature. */
export async function buildApp(config: Config, database: Database): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: Deps = {
    config,
    database,
    db: database.db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log: app.log }),
    sms: createSmsSender({ db: database.db, log: app.log }),
    realtime: undefined,
    jobs: undefined,
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerErrorHandler(app);
  await registerOpenApi(app, config.appVersion);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    await database.raw.query('select 1');
    return reply.send({ status: 'ok' });
  });

  await app.register(
    async (api) => {
      registerAuth(api, (token, headers) => resolveContext(deps, token, headers));
      await api.register(authRoutes(deps));
    },
    { prefix: '/api/v3' },
  );

  if (config.devMailbox) await app.register(mailboxRoutes(deps));

  const spaFallback = await registerSpa(app, join(serverRoot(), '..', 'web', 'dist'));
  app.setNotFoundHandler((request, reply) => {
    const html = spaFallback(request.url, request.method, (request.headers.accept ?? '').includes('text/html'));
    if (html) return reply.type('text/html; charset=utf-8').send(html);
    return reply.status(404).send({ message: messages.notFound });
  });

  return { app, deps };
}
