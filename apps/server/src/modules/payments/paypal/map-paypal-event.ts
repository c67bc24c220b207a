import {
  OTHER_WEBHOOK_EVENT,
  type TMappedWebhookEvent,
  type TWebhookEvent,
} from '../payment-provider.ts';
import {
  type TPayPalCapture,
  type TPayPalDispute,
  type TPayPalOrder,
  type TPayPalRefund,
  type TPayPalWebhook,
  toCents,
} from './paypal.types.ts';

/** Reads a capture (null when PayPal does not know it). */
export type TGetCapture = (captureId: string) => Promise<TPayPalCapture | null>;

/** Our references as a capture carries them: the PayPal order (ours: providerRef) and ours. */
function captureRefs(capture: TPayPalCapture | null) {
  return {
    providerRef: capture?.supplementary_data?.related_ids?.order_id ?? null,
    orderId: capture?.custom_id ?? null,
  };
}

/** The capture a refund belongs to: its `up` link, `.../v2/payments/captures/{id}`. */
function refundedCaptureId(refund: TPayPalRefund): string | null {
  const up = refund.links?.find((link) => link.rel === 'up')?.href ?? '';
  return /\/v2\/payments\/captures\/([^/?#]+)/.exec(up)?.[1] ?? null;
}

async function mapResource(
  webhook: TPayPalWebhook,
  getCapture: TGetCapture,
): Promise<TMappedWebhookEvent> {
  switch (webhook.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED': {
      const capture = webhook.resource as unknown as TPayPalCapture;
      const denied = webhook.event_type === 'PAYMENT.CAPTURE.DENIED';
      return {
        type: denied ? 'payment.failed' : 'payment.succeeded',
        ...captureRefs(capture),
        amountCents: toCents(capture.amount),
        currency: capture.amount?.currency_code.toUpperCase() ?? null,
        failureMessage: denied
          ? `PayPal denied the payment${capture.status_details?.reason ? ` (${capture.status_details.reason})` : ''}.`
          : undefined,
      };
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      const refund = webhook.resource as unknown as TPayPalRefund;
      const captureId = refundedCaptureId(refund);
      const capture = captureId ? await getCapture(captureId) : null;
      const total = refund.seller_payable_breakdown?.total_refunded_amount ?? refund.amount;
      return {
        type: 'payment.refunded',
        ...captureRefs(capture),
        amountCents: toCents(capture?.amount),
        currency: (capture?.amount ?? total)?.currency_code.toUpperCase() ?? null,
        refundedCents: toCents(total) ?? undefined,
      };
    }
    case 'CUSTOMER.DISPUTE.CREATED': {
      const dispute = webhook.resource as unknown as TPayPalDispute;
      const captureId = dispute.disputed_transactions?.[0]?.seller_transaction_id;
      const capture = captureId ? await getCapture(captureId) : null;
      return {
        type: 'payment.disputed',
        ...captureRefs(capture),
        amountCents: toCents(dispute.dispute_amount),
        currency: dispute.dispute_amount?.currency_code.toUpperCase() ?? null,
      };
    }
    case 'CHECKOUT.ORDER.APPROVED': {
      // Nothing to do until the capture: the browser's return (settle) captures it.
      const order = webhook.resource as unknown as TPayPalOrder;
      const unit = order.purchase_units?.[0];
      return { ...OTHER_WEBHOOK_EVENT, providerRef: order.id, orderId: unit?.custom_id ?? null };
    }
    default:
      return OTHER_WEBHOOK_EVENT;
  }
}

/** A verified PayPal notification as our event; types we do not act on are 'other'. */
export async function mapPayPalEvent(
  webhook: TPayPalWebhook,
  getCapture: TGetCapture,
): Promise<TWebhookEvent> {
  const created = webhook.create_time ? new Date(webhook.create_time) : new Date();
  return {
    eventId: webhook.id,
    ...(await mapResource(webhook, getCapture)),
    occurredAt: Number.isNaN(created.getTime()) ? new Date() : created,
    raw: webhook,
  };
}
