import { ZAuditQuery, ZAuditResponse, ZOperationsStats } from '@confirma/contracts/admin';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['admin'];
const errors = problems(400, 401, 403);

export const operationsStatsRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'Operations by status, type and day (last 30 days); credits spent',
    response: { 200: ZOperationsStats, ...errors },
  },
} as const;

export const auditLogRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'The audit log of administrator actions, newest first',
    querystring: ZAuditQuery,
    response: { 200: ZAuditResponse, ...errors },
  },
} as const;
