import { ZEmbedPageQuery } from '@confirma/contracts/embed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import type { TSecurityHeaders } from '../../platform/http/security.ts';
import type { embedPage } from '../../platform/http/spa.ts';
import { embeddedPage, type TEmbedKind } from './embedded-page.ts';

const KINDS: readonly TEmbedKind[] = ['signing', 'identification'];

/**
 * The pages /embed.js frames: `GET /embed/signing?token=…` and `/embed/identification?token=…`
 * answer the web client's page for that signer token, framable by exactly the origins the
 * operation's account allows (CSP `frame-ancestors`; `'none'` without any) and without
 * X-Frame-Options. The page moves itself to the signer's hash route before the client
 * starts. Without a built client they are 404.
 */
export const embedPageRoutes: FastifyPluginAsyncZod<{
  db: TDb;
  page: ReturnType<typeof embedPage>;
  security: TSecurityHeaders;
}> = async (app, { db, page, security }) => {
  for (const kind of KINDS) {
    app.get(
      `/embed/${kind}`,
      {
        config: { access: 'embed-signer' },
        schema: {
          tags: ['embedding'],
          summary:
            kind === 'signing'
              ? "The signer's signing page, to be framed by an allowed origin (/embed.js)"
              : "The signer's identification page, to be framed by an allowed origin (/embed.js)",
          querystring: ZEmbedPageQuery,
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        if (!page) throw new AppError('NOT_FOUND', 'The web client is not built');
        const access = actorOf(request, 'embed-signer');
        const { origins, boot } = await embeddedPage(db, { kind, access, query: request.query });
        const { html, scriptHash } = page.render(boot);
        security.allowFraming(reply, { origins, scriptHashes: [scriptHash] });
        // The page carries a credential: no cache keeps it, no referrer repeats its address.
        reply.header('cache-control', 'no-store');
        reply.header('referrer-policy', 'no-referrer');
        return reply.type('text/html; charset=utf-8').send(html);
      },
    );
  }
};
