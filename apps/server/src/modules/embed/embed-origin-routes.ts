import { ZProblem } from '@confirma/contracts/errors';
import { ZEmbedOrigins } from '@confirma/contracts/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { actorOf } from '../../platform/http/access.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import { listEmbedOrigins, replaceEmbedOrigins } from './embed-origin-queries.ts';
import { normaliseEmbedOrigins } from './normalise-embed-origins.ts';

/** My Account → API: the origins allowed to frame the account's signing pages (/embed.js). */
export const embedOriginRoutes: FastifyPluginAsyncZod<{ db: TDb; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.addHook('onRequest', sameOriginGuard(publicUrl));

  app.get(
    '/api/account/embed-origins',
    {
      config: { access: 'account' },
      schema: {
        tags: ['account'],
        summary: 'The origins allowed to embed your signing and identification pages',
        response: { 200: ZEmbedOrigins, 401: ZProblem },
      },
    },
    async (request) => {
      const { userId } = actorOf(request, 'account');
      return { origins: await listEmbedOrigins(db, { userId }) };
    },
  );

  app.put(
    '/api/account/embed-origins',
    {
      config: { access: 'account' },
      schema: {
        tags: ['account'],
        summary: 'Replace the origins allowed to embed your signing and identification pages',
        description:
          'Each origin is `scheme://host[:port]`: https, or http for localhost and 127.0.0.1 ' +
          'only. They are stored in lower case without the default port, duplicates once; ' +
          'the answer is the list as stored. An empty list lets no site embed the pages.',
        body: ZEmbedOrigins,
        response: { 200: ZEmbedOrigins, 400: ZProblem, 401: ZProblem },
      },
    },
    async (request) => {
      const { userId } = actorOf(request, 'account');
      const origins = normaliseEmbedOrigins(request.body.origins);
      return {
        origins: await db.transaction((tx) => replaceEmbedOrigins(tx, { userId, origins })),
      };
    },
  );
};
