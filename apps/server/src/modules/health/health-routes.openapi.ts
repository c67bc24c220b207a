import { ZHealthResponse } from '@confirma/contracts/health';
import { problems } from '../../platform/http/route-kit.ts';

export const healthRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags: ['platform'],
    summary: 'Service health',
    description:
      'Answers 200 when the service and its database answer (a statement came back within ' +
      'the last second, or a `select 1` within 2 s), 503 DB_UNAVAILABLE with Retry-After ' +
      'otherwise.',
    response: { 200: ZHealthResponse, ...problems(503) },
  },
} as const;
