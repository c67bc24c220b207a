import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, organizationOf } from '../../platform/http/access.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TOperationsService } from '../operations/index.ts';
import { listGuestRegister, type TCommunicationsOf } from './guest-register.ts';
import { sendGuestRegisterFile } from './send-guest-register-file.ts';
import { fillTravellerReport, readTravellerReport } from './traveller-report.ts';
import {
  exportGuestRegisterRoute,
  fillTravellerReportRoute,
  guestRegisterRoute,
  readTravellerReportRoute,
} from './traveller-routes.openapi.ts';

/**
 * The traveller report (parte de viajero): the identified guest's review and completion
 * under /api/v2 with their token of the operation, and the account's guest register.
 * Each route's access and documentation: traveller-routes.openapi.ts.
 */
export const travellerRoutes: FastifyPluginAsyncZod<{
  operations: TOperationsService;
  /** The register's SES communications (ses-communications, a module above this one). */
  communicationsOf?: TCommunicationsOf;
}> = async (app, { operations, communicationsOf }) => {
  const { db, platform } = operations.context;

  app.get('/api/v2/traveller/:operationUuid', readTravellerReportRoute, async (request) =>
    readTravellerReport(operations, actorOf(request, 'operation')),
  );

  app.post('/api/v2/traveller/:operationUuid', fillTravellerReportRoute, async (request) =>
    fillTravellerReport(
      operations,
      actorOf(request, 'operation'),
      request.body,
      requestMeta(request),
    ),
  );

  // The register is the account's, reached by its browser session too: guarded, never kept.
  app.register(async (plain) => {
    privateRoutes(plain, { publicUrl: platform.config.PUBLIC_URL });
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.get('/api/traveller/register', guestRegisterRoute, async (request) =>
      listGuestRegister(db, {
        userId: organizationOf(request),
        ...request.query,
        communicationsOf,
      }),
    );
    scope.get('/api/traveller/register/export', exportGuestRegisterRoute, async (request, reply) =>
      sendGuestRegisterFile(db, reply, {
        userId: organizationOf(request),
        query: request.query,
      }),
    );
  });
};
