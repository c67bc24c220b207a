/**
 * What the product needs of a payment service provider (PSP). Three implementations:
 * the embedded sandbox (default), Stripe (cards, `stripe` SDK) and PayPal (wallet, Orders
 * v2). The payments module chooses one per method from the configuration and never looks
 * past this interface.
 */

export type TPaymentMethod = 'card' | 'wallet';

export interface TCheckoutRequest {
  /** Our order id: the provider keeps it as metadata / reference and returns it in events. */
  orderId: string;
  amountCents: number;
  /** ISO 4217: packs are sold in EUR; the payment demo pays in USD. */
  currency: string;
  /** Shown on the provider's page: 'Confirma: 20 credits'. */
  description: string;
  customerEmail: string;
  method: TPaymentMethod;
  /** Where the provider sends the browser after paying (or after a challenge). */
  returnUrl: string;
  /** Where it sends the browser when the payer gives up. */
  cancelUrl: string;
  /** Sent to the provider so a retried creation makes one checkout. */
  idempotencyKey: string;
  /** The payer's language, for the provider's page. */
  locale: 'es' | 'en' | 'it';
}

export interface TCheckout {
  /** The provider's id of this checkout (session, order, intent). */
  providerRef: string;
  /** The provider's page the browser goes to. */
  redirectUrl: string;
}

/** The provider's view of one payment, mapped to ours. */
export type TProviderPaymentState =
  | 'pending'
  | 'requires_action'
  | 'succeeded'
  | 'failed'
  | 'canceled'
  | 'refunded'
  | 'disputed';

export interface TProviderPayment {
  providerRef: string;
  /** Our order id as the provider recorded it; null when it has none. */
  orderId: string | null;
  state: TProviderPaymentState;
  /** What was actually paid (or asked, before payment). */
  amountCents: number;
  currency: string;
  /** Refunded so far, in cents. */
  refundedCents: number;
  /** The provider's own message for a decline or failure. */
  failureMessage?: string | undefined;
}

export type TWebhookEventType =
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.requires_action'
  | 'payment.canceled'
  | 'payment.refunded'
  | 'payment.disputed'
  /** Anything else the provider sends: acknowledged and stored, nothing done. */
  | 'other';

export interface TWebhookEvent {
  /** The provider's event id: the same event delivered twice has the same id. */
  eventId: string;
  type: TWebhookEventType;
  /** The provider's reference of the payment it is about (null for 'other'). */
  providerRef: string | null;
  orderId: string | null;
  amountCents: number | null;
  currency: string | null;
  /** For 'payment.refunded': the total refunded so far, in cents. */
  refundedCents?: number | undefined;
  failureMessage?: string | undefined;
  occurredAt: Date;
  /** The payload as received, kept in payment_events. */
  raw: unknown;
}

/** What a provider's event maps to, before its id, time and raw payload are added. */
export type TMappedWebhookEvent = Pick<
  TWebhookEvent,
  | 'type'
  | 'providerRef'
  | 'orderId'
  | 'amountCents'
  | 'currency'
  | 'refundedCents'
  | 'failureMessage'
>;

/** An event the product does nothing with: stored and acknowledged. */
export const OTHER_WEBHOOK_EVENT: TMappedWebhookEvent = {
  type: 'other',
  providerRef: null,
  orderId: null,
  amountCents: null,
  currency: null,
};

/** Thrown by `parseWebhook` when the signature, its time stamp or the body is not valid. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

export interface TPaymentProvider {
  readonly name: 'sandbox' | 'stripe' | 'paypal';
  /** The methods this provider takes. */
  readonly methods: readonly TPaymentMethod[];
  createCheckout(request: TCheckoutRequest): Promise<TCheckout>;
  /**
   * The payment's state, read from the provider. Called when the browser comes back; where
   * the provider needs it (PayPal's approved order), this also captures the payment: safe to
   * call more than once.
   */
  settle(providerRef: string): Promise<TProviderPayment>;
  refund(params: {
    providerRef: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundRef: string; state: 'succeeded' | 'pending' }>;
  /**
   * Verifies a webhook (signature over the raw body, time stamp within the replay window)
   * and maps it to our event; throws WebhookVerificationError when it is not genuine.
   */
  parseWebhook(request: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: Buffer;
  }): Promise<TWebhookEvent>;
}
