import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { TAccessExemption } from './access.ts';
import { completeOperations, transformRoute } from './openapi-operations.ts';
import { errorResponses, problemSchema } from './openapi-responses.ts';
import { SECURITY_SCHEMES } from './openapi-security.ts';
import { webhookOperations, webhookSchemas } from './openapi-webhooks.ts';

/** The documentation UI's pages and files (@fastify/swagger-ui): public, nothing of ours. */
export const DOCS_ROUTES: TAccessExemption = {
  url: '/api/docs',
  prefix: true,
  reason: 'the API documentation UI (@fastify/swagger-ui)',
};

type TDocument = {
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

/**
 * The whole document, once every route is in: each operation completed from its route
 * (openapi-operations.ts), the shared problem answers, and the webhooks.
 */
function completeDocument({ openapiObject }: { openapiObject: Partial<TDocument> }) {
  const document = openapiObject as TDocument;
  const used = completeOperations(document.paths ?? {});
  const components = document.components ?? {};
  return {
    ...document,
    components: {
      ...components,
      schemas: { ...components.schemas, Problem: problemSchema(), ...webhookSchemas() },
      responses: { ...components.responses, ...errorResponses(used) },
    },
    webhooks: webhookOperations(),
  };
}

/**
 * OpenAPI 3.1 generated from the zod route schemas, served as JSON at /api/openapi.json and
 * browsable at /api/docs (with an Authorize button for the security schemes). Every
 * operation's operationId, security and error answers come from its route
 * (openapi-operations.ts).
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
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: transformRoute,
    // Typed for Swagger 2 and OpenAPI 3 alike; this document is OpenAPI 3.1 only.
    transformObject: completeDocument as never,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI sets inline styles; everything else stays on our origin.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'self'",
    uiConfig: { url: '/api/openapi.json', deepLinking: true, persistAuthorization: true },
  });
  app.get(
    '/api/openapi.json',
    { config: { access: 'anonymous' }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
