import { ZSesCommunication } from '@confirma/contracts/establishments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { privateRoutes, problems } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { retryCommunication } from './retry-communication.ts';

export const retryCommunicationRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags: ['traveller report'],
    summary: 'Send a parte refused by SES.HOSPEDAJES again, once what was refused is corrected',
    description:
      "An account token or the signed-in browser, acting for its organisation (another's report is 404). Only a REFUSED communication (409 CONFLICT otherwise); the next run of the `ses.communicate` job sends it. Audited (`ses_communication.retried`).",
    params: z.object({ reportId: z.uuid() }),
    response: { 200: ZSesCommunication, ...problems(401, 403, 404, 409) },
  },
} as const;

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
