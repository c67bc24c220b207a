import Stripe from 'stripe';
import type { TConfig } from '../../../platform/config.ts';
import type { TOutboundClient } from '../../../platform/outbound/outbound.types.ts';
import {
  type TPaymentProvider,
  type TWebhookEvent,
  WebhookVerificationError,
} from '../payment-provider.ts';
import { mapStripeEvent } from './map-stripe-event.ts';
import { idOf, mapStripeSession } from './map-stripe-payment.ts';

export type TStripeConfig = Pick<
  TConfig,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_BASE_URL'
  | 'PAYMENT_WEBHOOK_TOLERANCE_SECONDS'
>;

/** The fetch function the SDK's fetch client takes. */
type TSdkFetch = Parameters<typeof Stripe.createFetchHttpClient>[0];

/** STRIPE_API_BASE_URL as the SDK's host, port and protocol (its path is not used). */
function apiAddress(baseUrl: string | undefined): Partial<Stripe.StripeConfig> {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

function header(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Cards through Stripe Checkout (the official SDK): one Checkout Session per order, in
 * payment mode, our order id as client_reference_id and in the metadata of the session and
 * of its payment intent. The session id is the order's provider reference.
 */
export function createStripeProvider(
  config: TStripeConfig,
  outbound: TOutboundClient,
): TPaymentProvider {
  const secretKey = config.STRIPE_SECRET_KEY;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !webhookSecret) {
    throw new Error('Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const base = config.STRIPE_API_BASE_URL ?? 'https://api.stripe.com';
  const stripe = new Stripe(secretKey, {
    ...apiAddress(config.STRIPE_API_BASE_URL),
    // The SDK's calls go through the outbound client (the SDK sends string bodies only).
    httpClient: Stripe.createFetchHttpClient(outbound.configured(base) as TSdkFetch),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Confirma' },
  });

  const readSession = (sessionId: string) =>
    stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] });

  const findSessionByIntent = async (paymentIntentId: string) => {
    const sessions = await stripe.checkout.sessions.list({
      payment_intent: paymentIntentId,
      limit: 1,
    });
    return sessions.data[0] ?? null;
  };

  return {
    name: 'stripe',
    methods: ['card'],

    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: ['card'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          payment_intent_data: { metadata: { orderId: request.orderId } },
          customer_email: request.customerEmail,
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          locale: request.locale,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe gave no payment page for ${session.id}`);
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async settle(providerRef) {
      return mapStripeSession(await readSession(providerRef));
    },

    async refund({ providerRef, amountCents, idempotencyKey }) {
      const session = await readSession(providerRef);
      const paymentIntent = idOf(session.payment_intent);
      if (session.payment_status !== 'paid' || !paymentIntent) {
        throw new Error(`Stripe checkout ${providerRef} has no payment to refund`);
      }
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: amountCents,
          metadata: { orderId: mapStripeSession(session).orderId ?? '' },
        },
        { idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new Error(`Stripe refund ${refund.id} ${refund.status}: ${refund.failure_reason}`);
      }
      return {
        refundRef: refund.id,
        state: refund.status === 'succeeded' ? 'succeeded' : 'pending',
      };
    },

    async parseWebhook({ headers, rawBody }): Promise<TWebhookEvent> {
      const signature = header(headers, 'stripe-signature');
      if (!signature) throw new WebhookVerificationError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          webhookSecret,
          config.PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookVerificationError(
          `Stripe webhook not verified: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return mapStripeEvent(event, findSessionByIntent, JSON.parse(rawBody.toString('utf8')));
    },
  };
}
