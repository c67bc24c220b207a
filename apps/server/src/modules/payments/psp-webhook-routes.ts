import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TPaymentsContext } from './payments.types.ts';
import { receiveWebhookRoute } from './psp-webhook-routes.openapi.ts';
import { receiveWebhook } from './receive-webhook.ts';

/**
 * The providers' webhooks. The body is kept raw (a Buffer, whatever its content type): the
 * signature is over its exact bytes. The provider's adapter checks it, hence `anonymous`
 * (psp-webhook-routes.openapi.ts).
 */
export const pspWebhookRoutes: FastifyPluginAsyncZod<{ ctx: TPaymentsContext }> = async (
  app,
  { ctx },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/payments/webhooks/:provider', receiveWebhookRoute, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const { headers, ip } = request;
    const { outcome } = await receiveWebhook(ctx, request.params.provider, {
      headers,
      rawBody,
      ip,
    });
    return { received: true as const, outcome };
  });
};
