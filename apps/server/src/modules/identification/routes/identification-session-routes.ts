import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.ts';
import { openSession } from '../session/open-session.ts';
import { readIdentificationStanding } from '../session/read-identification-standing.ts';
import { startIdentification } from '../session/start-identification.ts';
import {
  identificationActor,
  type TIdentificationRoutesOptions,
} from './identification-route-kit.ts';
import {
  openSessionRoute,
  readStandingRoute,
  startIdentificationRoute,
} from './identification-session-routes.openapi.ts';

/**
 * The session, where the signer stands, and the start. Each route's access and
 * documentation: identification-session-routes.openapi.ts.
 */
export const identificationSessionRoutes: FastifyPluginAsyncZod<
  TIdentificationRoutesOptions
> = async (app, { identification }) => {
  app.get('/api/v2/session/:operationUuid', openSessionRoute, async (request) => {
    const actor = identificationActor(request, identification);
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const session = await openSession(identification, actor, token);
    // A demo's images and video go within a day (DEMO_IDENTIFICATION_RETENTION_HOURS).
    return actor.demo ? { ...session, retentionDays: 1 } : session;
  });

  app.get('/api/v2/identification/standing/:operationUuid', readStandingRoute, async (request) =>
    readIdentificationStanding(identification, actorOf(request, 'identification-reader')),
  );

  app.post(
    '/api/v2/startidentification/:operationUuid',
    startIdentificationRoute,
    async (request) =>
      startIdentification(
        identification,
        identificationActor(request, identification),
        request.body ?? {},
      ),
  );
};
