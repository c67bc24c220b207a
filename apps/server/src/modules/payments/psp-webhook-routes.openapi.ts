import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

export const receiveWebhookRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags: ['payments'],
    summary: "A payment provider's signed event (sandbox, stripe, paypal)",
    params: z.object({ provider: z.enum(['sandbox', 'stripe', 'paypal']) }),
    response: {
      200: z.object({ received: z.literal(true), outcome: z.string() }),
      ...problems(400, 404),
    },
  },
} as const;
