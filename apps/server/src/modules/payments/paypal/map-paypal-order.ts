import type { TProviderPayment, TProviderPaymentState } from '../payment-provider.ts';
import { type TPayPalCapture, type TPayPalOrder, toCents } from './paypal.types.ts';

function captureState(capture: TPayPalCapture): TProviderPaymentState {
  switch (capture.status) {
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
      return 'succeeded';
    case 'REFUNDED':
      return 'refunded';
    case 'DECLINED':
    case 'FAILED':
      return 'failed';
    default:
      return 'pending';
  }
}

function orderState(order: TPayPalOrder, capture: TPayPalCapture | undefined) {
  if (capture) return captureState(capture);
  if (order.status === 'VOIDED') return 'canceled';
  return 'pending';
}

/**
 * An Orders v2 order as our payment: its first purchase unit and that unit's capture decide.
 * Before a capture the order is pending (created, waiting for the payer, or approved and not
 * captured yet); a voided order is canceled. Refunds completed so far are summed.
 */
export function mapPayPalOrder(order: TPayPalOrder, failureMessage?: string): TProviderPayment {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const state = orderState(order, capture);
  const refundedCents = (unit?.payments?.refunds ?? [])
    .filter((refund) => refund.status === 'COMPLETED')
    .reduce((sum, refund) => sum + (toCents(refund.amount) ?? 0), 0);
  const money = capture?.amount ?? unit?.amount;
  return {
    providerRef: order.id,
    orderId: unit?.custom_id ?? unit?.reference_id ?? null,
    state,
    amountCents: toCents(money) ?? 0,
    currency: money?.currency_code.toUpperCase() ?? '',
    refundedCents,
    failureMessage:
      state === 'failed'
        ? (failureMessage ?? capture?.status_details?.reason ?? 'The payment was declined.')
        : undefined,
  };
}
