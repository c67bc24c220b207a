import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { retryCommunication } from './retry-communication.ts';
import { retryCommunicationRoute } from './ses-communications-routes.openapi.ts';

/** The register's action on a parte's communication to SES. */
export const sesCommunicationRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });
  app.post('/api/traveller/register/:reportId/ses', retryCommunicationRoute, async (request) =>
    retryCommunication(platform.database.db, {
      ...actorOf(request, 'account'),
      reportId: request.params.reportId,
    }),
  );
};
