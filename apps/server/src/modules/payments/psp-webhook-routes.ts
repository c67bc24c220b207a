import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TPaymentsContext } from './payments.types.ts';
import { receiveWebhook } from './receive-webhook.ts';

/**
 * The providers' webhooks. The body is kept raw (a Buffer, whatever its content type): the
 * signature is over its exact bytes.
 */
export const pspWebhookRoutes: FastifyPluginAsyncZod<{ ctx: TPaymentsContext }> = async (
  app,
  { ctx },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/webhooks/:provider',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['payments'],
        summary: "A payment provider's signed event (sandbox, stripe, paypal)",
        params: z.object({ provider: z.enum(['sandbox', 'stripe', 'paypal']) }),
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: ZProblem,
          404: ZProblem,
        },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { outcome } = await receiveWebhook(ctx, request.params.provider, {
        headers: request.headers,
        rawBody,
        ip: request.ip,
      });
      return { received: true as const, outcome };
    },
  );
};
