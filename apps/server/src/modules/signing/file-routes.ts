import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { NO_STORE } from '../../platform/http/route-kit.ts';
import type { TSigningService } from './create-signing-service.ts';
import { linkedFileRoute } from './file-routes.openapi.ts';

/**
 * Download links of the confirmation e-mail: one file per signed, expiring token. The
 * route's access and documentation: file-routes.openapi.ts.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ signing: TSigningService }> = async (
  app,
  { signing },
) => {
  app.get('/api/v2/files', linkedFileRoute, async (request, reply) => {
    const file = await signing.openFile(actorOf(request, 'file-link'));
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(file.name))
      .header('cache-control', NO_STORE)
      .send(Buffer.from(file.bytes));
  });
};
