import type { TConfig } from '../../../platform/config.ts';
import type { TOutboundClient } from '../../../platform/outbound/outbound.types.ts';
import type { TPaymentProvider, TProviderPayment } from '../payment-provider.ts';
import { mapPayPalEvent } from './map-paypal-event.ts';
import { mapPayPalOrder } from './map-paypal-order.ts';
import {
  fromCents,
  type TPayPalCapture,
  type TPayPalOrder,
  type TPayPalRefund,
} from './paypal.types.ts';
import { createPayPalApi, PayPalApiError, type TPayPalApi } from './paypal-api.ts';
import { verifyPayPalWebhook } from './verify-paypal-webhook.ts';

export type TPayPalConfig = Pick<
  TConfig,
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYPAL_WEBHOOK_ID'
  | 'PAYPAL_API_BASE_URL'
  | 'PAYMENT_WEBHOOK_TOLERANCE_SECONDS'
>;

const LOCALES = { es: 'es-ES', en: 'en-US', it: 'it-IT' } as const;

/** Capture refusals that are the payer's (declined funding), not a fault of ours. */
const DECLINES = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'PAYEE_BLOCKED_TRANSACTION',
  'COMPLIANCE_VIOLATION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
]);

const orderPath = (orderId: string) => `/v2/checkout/orders/${encodeURIComponent(orderId)}`;

function getOrder(api: TPayPalApi, orderId: string) {
  return api.call<TPayPalOrder>({ method: 'GET', path: orderPath(orderId) });
}

/**
 * Captures an approved order. Every capture of one order carries the same PayPal-Request-Id,
 * so two returns racing get PayPal's one answer; a capture that finds the order captured
 * already (ORDER_ALREADY_CAPTURED) reads the order instead. A declined funding source is a
 * failed payment with PayPal's message.
 */
async function capture(api: TPayPalApi, order: TPayPalOrder): Promise<TProviderPayment> {
  try {
    const captured = await api.call<TPayPalOrder>({
      method: 'POST',
      path: `${orderPath(order.id)}/capture`,
      body: {},
      requestId: `capture-${order.id}`,
    });
    return mapPayPalOrder(captured);
  } catch (error) {
    if (!(error instanceof PayPalApiError) || error.status !== 422) throw error;
    if (error.issue === 'ORDER_ALREADY_CAPTURED')
      return mapPayPalOrder(await getOrder(api, order.id));
    if (DECLINES.has(error.issue)) {
      return { ...mapPayPalOrder(order), state: 'failed', failureMessage: error.message };
    }
    throw error;
  }
}

/**
 * The wallet through PayPal Orders v2 (REST, no SDK: the official server SDK has no
 * webhook verification and no configurable base URL). The PayPal order id is the order's
 * provider reference; our order id is its purchase unit's custom_id and reference_id.
 */
export function createPayPalProvider(
  config: TPayPalConfig,
  outbound: TOutboundClient,
): TPaymentProvider {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = config;
  const webhookId = config.PAYPAL_WEBHOOK_ID;
  if (!clientId || !clientSecret || !webhookId) {
    throw new Error('PayPal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID');
  }
  const baseUrl = config.PAYPAL_API_BASE_URL;
  const api = createPayPalApi({
    baseUrl,
    clientId,
    clientSecret,
    fetch: outbound.configured(baseUrl),
  });

  const getCapture = async (captureId: string) => {
    try {
      return await api.call<TPayPalCapture>({
        method: 'GET',
        path: `/v2/payments/captures/${encodeURIComponent(captureId)}`,
      });
    } catch (error) {
      if (error instanceof PayPalApiError && error.status === 404) return null;
      throw error;
    }
  };

  return {
    name: 'paypal',
    methods: ['wallet'],

    async createCheckout(request) {
      const order = await api.call<TPayPalOrder>({
        method: 'POST',
        path: '/v2/checkout/orders',
        requestId: request.idempotencyKey,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.orderId,
              custom_id: request.orderId,
              description: request.description,
              amount: { currency_code: request.currency, value: fromCents(request.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              email_address: request.customerEmail,
              experience_context: {
                brand_name: 'Confirma',
                locale: LOCALES[request.locale],
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
              },
            },
          },
        },
      });
      const approve = order.links?.find(
        (link) => link.rel === 'payer-action' || link.rel === 'approve',
      );
      if (!approve) throw new Error(`PayPal gave no approval link for order ${order.id}`);
      return { providerRef: order.id, redirectUrl: approve.href };
    },

    async settle(providerRef) {
      const order = await getOrder(api, providerRef);
      return order.status === 'APPROVED' ? capture(api, order) : mapPayPalOrder(order);
    },

    async refund({ providerRef, amountCents, idempotencyKey }) {
      const order = await getOrder(api, providerRef);
      const unit = order.purchase_units?.[0];
      const captured = unit?.payments?.captures?.[0];
      if (!captured) throw new Error(`PayPal order ${providerRef} has no capture to refund`);
      const refund = await api.call<TPayPalRefund>({
        method: 'POST',
        path: `/v2/payments/captures/${encodeURIComponent(captured.id)}/refund`,
        requestId: idempotencyKey,
        body: {
          amount: {
            currency_code: captured.amount?.currency_code ?? 'EUR',
            value: fromCents(amountCents),
          },
          ...(unit?.custom_id ? { custom_id: unit.custom_id } : {}),
        },
      });
      if (refund.status === 'CANCELLED' || refund.status === 'FAILED') {
        throw new Error(`PayPal refund ${refund.id} ${refund.status}`);
      }
      return {
        refundRef: refund.id,
        state: refund.status === 'COMPLETED' ? 'succeeded' : 'pending',
      };
    },

    async parseWebhook({ headers, rawBody }) {
      const webhook = await verifyPayPalWebhook(api, {
        headers,
        rawBody,
        webhookId,
        toleranceSeconds: config.PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
      });
      return mapPayPalEvent(webhook, getCapture);
    },
  };
}
