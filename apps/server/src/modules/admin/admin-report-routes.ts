import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { listAuditLog } from './admin-queries.ts';
import { auditLogRoute, operationsStatsRoute } from './admin-report-routes.openapi.ts';
import { readOperationsStats } from './read-operations-stats.ts';

/**
 * The back office's reports: operations counts and the audit log.
 * Each route's options: admin-report-routes.openapi.ts.
 */
export const adminReportRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  app.get('/api/admin/operations/stats', operationsStatsRoute, async () => readOperationsStats(db));

  app.get('/api/admin/audit', auditLogRoute, async (request) => listAuditLog(db, request.query));
};
