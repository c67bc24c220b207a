import type Stripe from 'stripe';
import type { TProviderPayment, TProviderPaymentState } from '../payment-provider.ts';

/** The id of an expandable field, expanded or not. */
export function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === 'string' ? field : field.id;
}

/** Our order id as a Checkout Session carries it (client_reference_id, else metadata). */
export function sessionOrderId(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.orderId ?? null;
}

function expanded<T extends { id: string }>(field: string | T | null | undefined): T | null {
  return field && typeof field !== 'string' ? field : null;
}

function unpaidState(intent: Stripe.PaymentIntent | null): TProviderPaymentState {
  if (!intent) return 'pending';
  if (intent.status === 'requires_action') return 'requires_action';
  if (intent.status === 'canceled') return 'canceled';
  // A declined attempt leaves the intent waiting for another payment method, with the error.
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) return 'failed';
  return 'pending';
}

/**
 * A Checkout Session, read with `expand: ['payment_intent.latest_charge']`, as our payment.
 * Paid sessions are refunded once the charge is refunded in full, disputed once a chargeback
 * opened; an open session is pending, waiting for a challenge, or failed (a declined card,
 * with Stripe's message); an expired one is canceled. Currencies are upper case ('EUR').
 */
export function mapStripeSession(session: Stripe.Checkout.Session): TProviderPayment {
  const intent = expanded(session.payment_intent);
  const charge = intent ? expanded(intent.latest_charge) : null;
  let state: TProviderPaymentState;
  if (session.payment_status === 'paid') {
    if (charge?.disputed) state = 'disputed';
    else if (charge?.refunded) state = 'refunded';
    else state = 'succeeded';
  } else if (session.status === 'expired') {
    state = 'canceled';
  } else {
    state = unpaidState(intent);
  }
  const failureMessage =
    state === 'failed' ? (intent?.last_payment_error?.message ?? undefined) : undefined;
  return {
    providerRef: session.id,
    orderId: sessionOrderId(session),
    state,
    amountCents: session.amount_total ?? intent?.amount ?? 0,
    currency: (session.currency ?? intent?.currency ?? '').toUpperCase(),
    refundedCents: charge?.amount_refunded ?? 0,
    failureMessage,
  };
}
