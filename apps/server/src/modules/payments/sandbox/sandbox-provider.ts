import { z } from 'zod';
import {
  type TPaymentProvider,
  type TProviderPayment,
  type TWebhookEventType,
  WebhookVerificationError,
} from '../payment-provider.ts';
import type { TSandboxPayment, TSandboxPsp } from './sandbox-psp.ts';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature.ts';

const ZSandboxEvent = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string(),
      merchant_ref: z.string(),
      state: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      amount_refunded: z.number().int(),
      failure_message: z.string().nullable(),
    }),
  }),
});

const EVENT_TYPES: readonly TWebhookEventType[] = [
  'payment.succeeded',
  'payment.failed',
  'payment.requires_action',
  'payment.canceled',
  'payment.refunded',
  'payment.disputed',
];

function toProviderPayment(payment: TSandboxPayment): TProviderPayment {
  const state = payment.state === 'open' ? 'pending' : payment.state;
  return {
    providerRef: payment.id,
    orderId: payment.merchantRef,
    state,
    amountCents: payment.amountCents,
    currency: payment.currency,
    refundedCents: payment.refundedCents,
    failureMessage: payment.failureMessage ?? undefined,
  };
}

/** The sandbox PSP behind the provider interface, as the payments module sees any PSP. */
export function createSandboxProvider(
  psp: TSandboxPsp,
  { secret, toleranceSeconds }: { secret: string; toleranceSeconds: number },
): TPaymentProvider {
  return {
    name: 'sandbox',
    methods: ['card', 'wallet'],

    async createCheckout(request) {
      const payment = await psp.open(request);
      return { providerRef: payment.id, redirectUrl: psp.checkoutUrl(payment.id) };
    },

    async settle(providerRef) {
      const payment = await psp.find(providerRef);
      if (!payment) throw new Error(`sandbox payment ${providerRef} not found`);
      return toProviderPayment(payment);
    },

    async refund({ providerRef }) {
      const payment = await psp.refund(providerRef);
      if (payment?.state !== 'refunded') {
        throw new Error(`sandbox payment ${providerRef} cannot be refunded`);
      }
      return { refundRef: `sbx_re_${payment.id}`, state: 'succeeded' };
    },

    async parseWebhook({ headers, rawBody }) {
      verifySandboxSignature({
        header: headers[SANDBOX_SIGNATURE_HEADER],
        rawBody,
        secret,
        toleranceSeconds,
      });
      let parsed: z.infer<typeof ZSandboxEvent>;
      try {
        parsed = ZSandboxEvent.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new WebhookVerificationError('body is not a sandbox event');
      }
      const payment = parsed.data.object;
      const type = (EVENT_TYPES as readonly string[]).includes(parsed.type)
        ? (parsed.type as TWebhookEventType)
        : 'other';
      return {
        eventId: parsed.id,
        type,
        providerRef: payment.id,
        orderId: payment.merchant_ref,
        amountCents: payment.amount,
        currency: payment.currency,
        refundedCents: payment.amount_refunded,
        failureMessage: payment.failure_message ?? undefined,
        occurredAt: new Date(parsed.created * 1000),
        raw: parsed,
      };
    },
  };
}
