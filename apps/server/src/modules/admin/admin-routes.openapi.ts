import { ZAdminMe } from '@confirma/contracts/admin';
import { problems } from '../../platform/http/route-kit.ts';

/** The problems every back-office route may answer. */
export const ADMIN_ERRORS = problems(401, 403);

export const adminMeRoute = {
  config: { access: 'admin' },
  schema: {
    tags: ['admin'],
    summary: 'The signed-in administrator (403 for everyone else)',
    response: { 200: ZAdminMe, ...ADMIN_ERRORS },
  },
} as const;
