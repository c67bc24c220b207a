import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { TAccessExemption } from './access.ts';

/** The documentation UI's pages and files (@fastify/swagger-ui): public, nothing of ours. */
export const DOCS_ROUTES: TAccessExemption = {
  url: '/api/docs',
  prefix: true,
  reason: 'the API documentation UI (@fastify/swagger-ui)',
};

/**
 * OpenAPI 3.1 generated from the zod route schemas, served as JSON at /api/openapi.json and
 * browsable at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Confirma API',
        version: '0.1.0',
        description:
          'Electronic signature, certified notification, video identification and document OCR. ' +
          'Errors are RFC 9457 problem+json documents with a stable `code`.',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI sets inline styles; everything else stays on our origin.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'self'",
    uiConfig: { url: '/api/openapi.json', deepLinking: true },
  });
  app.get(
    '/api/openapi.json',
    { config: { access: 'anonymous' }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
