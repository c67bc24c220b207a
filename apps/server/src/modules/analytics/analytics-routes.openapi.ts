import { ZAnalyticsEvent } from '@confirma/contracts/analytics';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

export const recordEventRoute = {
  config: { access: 'anonymous' },
  bodyLimit: 1024,
  schema: {
    tags: ['analytics'],
    summary: 'Record an analytics event (category, action, optional label)',
    description:
      'Stores only the category, action, label and time: no IP, user agent or user. ' +
      'Limited per IP (`ANALYTICS_IP_LIMIT` a minute): 429 RATE_LIMITED with Retry-After.',
    body: ZAnalyticsEvent,
    response: { 204: z.null(), ...problems(400, 403, 429) },
  },
} as const;
