import { ZAuditQuery, ZAuditResponse, ZOperationsStats } from '@confirma/contracts/admin';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { listAuditLog } from './admin-queries.ts';
import { readOperationsStats } from './read-operations-stats.ts';

const errors = { 400: ZProblem, 401: ZProblem, 403: ZProblem };
const tags = ['admin'];

/** The back office's reports: operations counts and the audit log. */
export const adminReportRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  app.get(
    '/api/admin/operations/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Operations by status, type and day (last 30 days); credits spent',
        response: { 200: ZOperationsStats, ...errors },
      },
    },
    async () => readOperationsStats(db),
  );

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The audit log of administrator actions, newest first',
        querystring: ZAuditQuery,
        response: { 200: ZAuditResponse, ...errors },
      },
    },
    async (request) => listAuditLog(db, request.query),
  );
};
