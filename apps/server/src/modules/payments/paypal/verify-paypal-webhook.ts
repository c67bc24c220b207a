import { WebhookVerificationError } from '../payment-provider.ts';
import type { TPayPalWebhook } from './paypal.types.ts';
import { PayPalApiError, type TPayPalApi } from './paypal-api.ts';

const HEADERS = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  transmission_sig: 'paypal-transmission-sig',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
} as const;

type THeaders = Record<string, string | string[] | undefined>;

function readHeaders(headers: THeaders): Record<keyof typeof HEADERS, string> {
  const values = {} as Record<keyof typeof HEADERS, string>;
  for (const [field, name] of Object.entries(HEADERS) as [keyof typeof HEADERS, string][]) {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) throw new WebhookVerificationError(`missing ${name} header`);
    values[field] = text;
  }
  return values;
}

function parseBody(text: string): TPayPalWebhook {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WebhookVerificationError('PayPal webhook body is not JSON');
  }
  const webhook = body as Partial<TPayPalWebhook> | null;
  if (typeof webhook?.id !== 'string' || typeof webhook.event_type !== 'string') {
    throw new WebhookVerificationError('PayPal webhook body has no id or event_type');
  }
  return webhook as TPayPalWebhook;
}

/**
 * Checks a PayPal notification: its transmission time within the replay window, then its
 * signature through PayPal's verify-webhook-signature call for our webhook id, with the
 * event exactly as received (re-serialising it could change what was signed). A refusal is
 * a WebhookVerificationError; PayPal being unreachable is a plain error (PayPal retries).
 */
export async function verifyPayPalWebhook(
  api: TPayPalApi,
  params: { headers: THeaders; rawBody: Buffer; webhookId: string; toleranceSeconds: number },
): Promise<TPayPalWebhook> {
  const transmission = readHeaders(params.headers);
  const sentAt = Date.parse(transmission.transmission_time);
  if (Number.isNaN(sentAt)) throw new WebhookVerificationError('bad paypal-transmission-time');
  if (Math.abs(Date.now() - sentAt) > params.toleranceSeconds * 1000) {
    throw new WebhookVerificationError('paypal-transmission-time outside the replay window');
  }
  const text = params.rawBody.toString('utf8');
  const webhook = parseBody(text);
  const fields = JSON.stringify({ ...transmission, webhook_id: params.webhookId });
  let answer: { verification_status?: string };
  try {
    answer = await api.call({
      method: 'POST',
      path: '/v1/notifications/verify-webhook-signature',
      rawBody: `${fields.slice(0, -1)},"webhook_event":${text}}`,
    });
  } catch (error) {
    // 400/422: PayPal found the fields malformed (a forgery); 401, 429, 5xx are ours or its.
    if (error instanceof PayPalApiError && (error.status === 400 || error.status === 422)) {
      throw new WebhookVerificationError(`PayPal refused the verification: ${error.message}`);
    }
    throw error;
  }
  if (answer.verification_status !== 'SUCCESS') {
    throw new WebhookVerificationError(
      `PayPal webhook signature ${answer.verification_status ?? 'not verified'}`,
    );
  }
  return webhook;
}
