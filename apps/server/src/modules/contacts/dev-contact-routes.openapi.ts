import { ZContactsQuery, ZContactsResponse } from '@confirma/contracts/contact';

export const listDevContactsRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags: ['development'],
    summary: 'Stored contact requests, newest first',
    querystring: ZContactsQuery,
    response: { 200: ZContactsResponse },
  },
} as const;
