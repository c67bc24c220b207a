import { randomBytes } from 'node:crypto';
import type { TDemoPayment } from '@confirma/contracts/payments';
import { AppError } from '../../platform/errors.ts';
import type { TPaymentsContext } from './payments.types.ts';

/**
 * The payment demo: a sandbox checkout of any amount (not a positive one:
 * 10) in USD that buys nothing. It always runs against the sandbox, whatever PSP is set,
 * and only while the sandbox runs (PAYMENTS_SANDBOX): otherwise PAYMENTS_NOT_CONFIGURED.
 */
export async function createDemoPayment(
  ctx: TPaymentsContext,
  params: { amount: number; method: 'card' | 'wallet'; email: string; locale: 'es' | 'en' | 'it' },
) {
  if (!ctx.config.PAYMENTS_SANDBOX) {
    throw new AppError('PAYMENTS_NOT_CONFIGURED', 'the payment demo needs the sandbox');
  }
  const amount = Number.isFinite(params.amount) && params.amount > 0 ? params.amount : 10;
  const amountCents = Math.min(Math.round(amount * 100), 99_999_999);
  const ref = randomBytes(12).toString('base64url');
  const back = `${ctx.config.PUBLIC_URL}/#/${params.method === 'wallet' ? 'paypalPaymentPage' : 'paymentPage'}?demo=${ref}`;
  const payment = await ctx.sandbox.open(
    {
      orderId: `demo:${ref}`,
      amountCents: Math.max(amountCents, 1),
      currency: 'USD',
      description: 'Confirma demo',
      customerEmail: params.email,
      method: params.method,
      returnUrl: back,
      cancelUrl: back,
      idempotencyKey: `demo:${ref}`,
      locale: params.locale,
    },
    `demo:${ref}`,
  );
  return { ref, redirectUrl: ctx.sandbox.checkoutUrl(payment.id) };
}

/** The demo payment's state as the sandbox has it. */
export async function readDemoPayment(ctx: TPaymentsContext, ref: string): Promise<TDemoPayment> {
  const payment = await ctx.sandbox.findByMerchantRef(`demo:${ref}`);
  if (!payment) throw new AppError('NOT_FOUND', 'no such demo payment');
  return {
    ref,
    state: payment.state,
    amountCents: payment.amountCents,
    currency: payment.currency,
    failureMessage: payment.failureMessage,
  };
}
