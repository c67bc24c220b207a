import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { evaluateCard } from './sandbox-cards.ts';
import { renderChallengePage, renderCheckoutPage, renderClosedPage } from './sandbox-pages.ts';
import type { TSandboxPsp } from './sandbox-psp.ts';
import { sandboxTexts } from './sandbox-texts.ts';

const ZParams = z.object({ paymentId: z.string().min(1).max(64) });
const ZCard = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(8).default(''),
  holder: z.string().max(100).default(''),
});
const ZChallenge = z.object({ outcome: z.enum(['approve', 'fail']) });
const hide = { hide: true } as const;

/**
 * The sandbox PSP's hosted pages (served by the product, as if on the provider's site):
 * the checkout (card form or wallet button), the 3-D Secure-style challenge, and the
 * actions their forms post. After a payment ends the browser goes back to the merchant's
 * return URL; the merchant hears of it by webhook.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ psp: TSandboxPsp }> = async (app, { psp }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const page = `/sandbox-psp/checkout/:paymentId`;
  const load = async (paymentId: string) => {
    const payment = await psp.find(paymentId);
    return payment;
  };

  app.get(
    page,
    { config: { access: 'anonymous' }, schema: { ...hide, params: ZParams } },
    async (request, reply) => {
      const payment = await load(request.params.paymentId);
      if (!payment) return reply.code(404).type('text/plain').send('Not found');
      const html =
        payment.state === 'open'
          ? renderCheckoutPage(payment)
          : payment.state === 'requires_action'
            ? renderChallengePage(payment)
            : renderClosedPage(payment);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    `${page}/pay`,
    { config: { access: 'anonymous' }, schema: { ...hide, params: ZParams, body: ZCard } },
    async (request, reply) => {
      const payment = await load(request.params.paymentId);
      if (!payment) return reply.code(404).type('text/plain').send('Not found');
      // A second submit (a double click) answers the first one's result: a payment that
      // ended goes back to the merchant, one in its challenge shows it.
      if (payment.state !== 'open' || payment.method !== 'card') {
        const ended = payment.state !== 'requires_action' && payment.method === 'card';
        return reply.redirect(
          ended ? payment.returnUrl : page.replace(':paymentId', payment.id),
          303,
        );
      }
      const card = request.body;
      const outcome = evaluateCard(card);
      const last4 = card.number.replace(/\D/g, '').slice(-4);
      const t = sandboxTexts(payment.locale);
      if (outcome.kind === 'invalid') {
        const values = { expiry: card.expiry, holder: card.holder, number: card.number };
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(renderCheckoutPage(payment, { error: t.messages[outcome.reason], values }));
      }
      if (outcome.kind === 'declined') {
        // As a provider's hosted checkout does: the payment stays open and the payer, told
        // why in their language, can try another card on the same page.
        const values = { expiry: card.expiry, holder: card.holder };
        const error = `${t.messages[outcome.reason]} ${t.retry}`;
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .send(renderCheckoutPage(payment, { error, values }));
      }
      if (outcome.kind === 'challenge') {
        await psp.requireAction(payment.id, last4);
        return reply.redirect(page.replace(':paymentId', payment.id), 303);
      }
      await psp.succeed(payment.id, last4);
      return reply.redirect(payment.returnUrl, 303);
    },
  );

  app.post(
    `${page}/wallet`,
    { config: { access: 'anonymous' }, schema: { ...hide, params: ZParams } },
    async (request, reply) => {
      const payment = await load(request.params.paymentId);
      if (!payment) return reply.code(404).type('text/plain').send('Not found');
      if (payment.method === 'wallet') await psp.succeed(payment.id, null);
      return reply.redirect(payment.returnUrl, 303);
    },
  );

  app.post(
    `${page}/challenge`,
    { config: { access: 'anonymous' }, schema: { ...hide, params: ZParams, body: ZChallenge } },
    async (request, reply) => {
      const payment = await load(request.params.paymentId);
      if (!payment) return reply.code(404).type('text/plain').send('Not found');
      if (payment.state === 'requires_action') {
        if (request.body.outcome === 'approve') await psp.succeed(payment.id, payment.cardLast4);
        else {
          const message = sandboxTexts(payment.locale).messages.challengeFailed;
          await psp.fail(payment.id, message, payment.cardLast4);
        }
      }
      return reply.redirect(payment.returnUrl, 303);
    },
  );

  app.post(
    `${page}/cancel`,
    { config: { access: 'anonymous' }, schema: { ...hide, params: ZParams } },
    async (request, reply) => {
      const payment = await load(request.params.paymentId);
      if (!payment) return reply.code(404).type('text/plain').send('Not found');
      await psp.cancel(payment.id);
      return reply.redirect(payment.cancelUrl, 303);
    },
  );
};
