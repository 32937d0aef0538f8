import { apiDocsPath } from '@coachline/contract/constants';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Coachline API', version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          checkoutToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A checkout token (POST /api/checkout/user/create-token): the checkout API takes no other.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: apiDocsPath });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
