import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateRoutes } from '../../../platform/http/route-kit.ts';
import { answerChallenge } from './answer-challenge.ts';
import { payByCard } from './pay-by-card.ts';
import { renderPaymentPage } from './sandbox-pages.ts';
import type { TSandboxPsp } from './sandbox-psp.ts';
import {
  answerChallengeRoute,
  cancelCheckoutRoute,
  checkoutPageRoute,
  payByCardRoute,
  payByWalletRoute,
} from './sandbox-routes.openapi.ts';

const HTML = 'text/html; charset=utf-8';

/** A payment the sandbox does not know: plain text, as a provider's site would answer. */
function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain').send('Not found');
}

/**
 * The sandbox PSP's hosted pages (served by the product, as if on the provider's site):
 * the checkout (card form or wallet button), the 3-D Secure-style challenge, and the
 * actions their forms post. After a payment ends the browser goes back to the merchant's
 * return URL; the merchant hears of it by webhook. Each route's options:
 * sandbox-routes.openapi.ts.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ psp: TSandboxPsp; publicUrl: string }> = async (
  app,
  { psp, publicUrl },
) => {
  // The pages act on a payment by its id, not on a session: no same-origin guard.
  privateRoutes(app, { publicUrl, sameOrigin: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/sandbox-psp/checkout/:paymentId', checkoutPageRoute, async (request, reply) => {
    const payment = await psp.find(request.params.paymentId);
    if (!payment) return notFound(reply);
    return reply.type(HTML).send(renderPaymentPage(payment));
  });

  app.post('/sandbox-psp/checkout/:paymentId/pay', payByCardRoute, async (request, reply) => {
    const payment = await psp.find(request.params.paymentId);
    if (!payment) return notFound(reply);
    const answer = await payByCard(psp, payment, request.body);
    if ('redirect' in answer) return reply.redirect(answer.redirect, 303);
    return reply.code(answer.status).type(HTML).send(answer.html);
  });

  app.post('/sandbox-psp/checkout/:paymentId/wallet', payByWalletRoute, async (request, reply) => {
    const payment = await psp.find(request.params.paymentId);
    if (!payment) return notFound(reply);
    if (payment.method === 'wallet') await psp.succeed(payment.id, null);
    return reply.redirect(payment.returnUrl, 303);
  });

  app.post(
    '/sandbox-psp/checkout/:paymentId/challenge',
    answerChallengeRoute,
    async (request, reply) => {
      const payment = await psp.find(request.params.paymentId);
      if (!payment) return notFound(reply);
      await answerChallenge(psp, payment, request.body.outcome);
      return reply.redirect(payment.returnUrl, 303);
    },
  );

  app.post(
    '/sandbox-psp/checkout/:paymentId/cancel',
    cancelCheckoutRoute,
    async (request, reply) => {
      const payment = await psp.find(request.params.paymentId);
      if (!payment) return notFound(reply);
      await psp.cancel(payment.id);
      return reply.redirect(payment.cancelUrl, 303);
    },
  );
};
