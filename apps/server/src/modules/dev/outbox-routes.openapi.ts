import { ZOutboxQuery, ZOutboxResponse } from '@confirma/contracts/outbox';

export const outboxRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags: ['development'],
    summary: 'Messages kept in the outbox, newest first',
    querystring: ZOutboxQuery,
    response: { 200: ZOutboxResponse },
  },
} as const;
