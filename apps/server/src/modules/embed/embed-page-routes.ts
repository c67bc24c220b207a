import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { embeddedIdentificationRoute, embeddedSigningRoute } from './embed-page-routes.openapi.ts';
import { sendEmbeddedPage, type TEmbedPages } from './send-embedded-page.ts';

/**
 * The pages /embed.js frames: `GET /embed/signing?token=…` and `/embed/identification?token=…`
 * answer the web client's page for that signer token, framable by exactly the origins the
 * operation's account allows (CSP `frame-ancestors`; `'none'` without any) and without
 * X-Frame-Options. The page moves itself to the signer's hash route before the client
 * starts. Without a built client they are 404. Each route's access and documentation:
 * embed-page-routes.openapi.ts.
 */
export const embedPageRoutes: FastifyPluginAsyncZod<TEmbedPages> = async (app, pages) => {
  app.get('/embed/signing', embeddedSigningRoute, async (request, reply) =>
    sendEmbeddedPage(pages, reply, {
      kind: 'signing',
      access: actorOf(request, 'embed-signer'),
      query: request.query,
    }),
  );

  app.get('/embed/identification', embeddedIdentificationRoute, async (request, reply) =>
    sendEmbeddedPage(pages, reply, {
      kind: 'identification',
      access: actorOf(request, 'embed-signer'),
      query: request.query,
    }),
  );
};
