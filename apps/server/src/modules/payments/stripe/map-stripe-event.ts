import type Stripe from 'stripe';
import {
  OTHER_WEBHOOK_EVENT,
  type TMappedWebhookEvent,
  type TWebhookEvent,
  type TWebhookEventType,
} from '../payment-provider.ts';
import { idOf, sessionOrderId } from './map-stripe-payment.ts';

/** Finds the Checkout Session that created a payment intent (null when none did). */
export type TFindSessionByIntent = (
  paymentIntentId: string,
) => Promise<Stripe.Checkout.Session | null>;

const SESSION_EVENTS: Partial<Record<string, TWebhookEventType>> = {
  'checkout.session.async_payment_succeeded': 'payment.succeeded',
  'checkout.session.async_payment_failed': 'payment.failed',
  'checkout.session.expired': 'payment.canceled',
};

function fromSession(
  session: Stripe.Checkout.Session,
  type: TWebhookEventType,
): TMappedWebhookEvent {
  return {
    type,
    providerRef: session.id,
    orderId: sessionOrderId(session),
    amountCents: session.amount_total,
    currency: session.currency?.toUpperCase() ?? null,
  };
}

/**
 * Events about a payment intent, a charge or a dispute name the intent, not the session our
 * order keeps as its reference: the session that created the intent is looked up, so every
 * event carries the session id and our order id (from the intent's metadata otherwise).
 */
async function fromIntent(
  intentId: string | null,
  metadata: Stripe.Metadata | null | undefined,
  findSession: TFindSessionByIntent,
): Promise<Pick<TWebhookEvent, 'providerRef' | 'orderId'>> {
  const session = intentId ? await findSession(intentId) : null;
  return {
    providerRef: session?.id ?? intentId,
    orderId: (session && sessionOrderId(session)) ?? metadata?.orderId ?? null,
  };
}

async function mapObject(
  event: Stripe.Event,
  findSession: TFindSessionByIntent,
): Promise<TMappedWebhookEvent> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // Paid now (cards); 'unpaid' means a delayed method still settling: the
      // async_payment_* event follows.
      return session.payment_status === 'paid'
        ? fromSession(session, 'payment.succeeded')
        : { ...OTHER_WEBHOOK_EVENT, providerRef: session.id, orderId: sessionOrderId(session) };
    }
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return fromSession(event.data.object, SESSION_EVENTS[event.type] ?? 'other');
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        type: 'payment.failed',
        ...(await fromIntent(intent.id, intent.metadata, findSession)),
        amountCents: intent.amount,
        currency: intent.currency.toUpperCase(),
        failureMessage: intent.last_payment_error?.message ?? undefined,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        type: 'payment.refunded',
        ...(await fromIntent(idOf(charge.payment_intent), charge.metadata, findSession)),
        amountCents: charge.amount,
        currency: charge.currency.toUpperCase(),
        refundedCents: charge.amount_refunded,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return {
        type: 'payment.disputed',
        ...(await fromIntent(idOf(dispute.payment_intent), dispute.metadata, findSession)),
        amountCents: dispute.amount,
        currency: dispute.currency.toUpperCase(),
      };
    }
    default:
      return OTHER_WEBHOOK_EVENT;
  }
}

/** A verified Stripe event as ours; types we do not act on are 'other'. */
export async function mapStripeEvent(
  event: Stripe.Event,
  findSession: TFindSessionByIntent,
  raw: unknown,
): Promise<TWebhookEvent> {
  return {
    eventId: event.id,
    ...(await mapObject(event, findSession)),
    occurredAt: new Date(event.created * 1000),
    raw,
  };
}
