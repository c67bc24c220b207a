import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from '../payment-provider.ts';

/** The header the sandbox signs its webhooks in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'confirma-sandbox-signature';

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The signature header for `body` sent at `timestamp` (unix seconds). */
export function signSandboxPayload(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Checks a signature header against the raw body: a `v1` HMAC over `${t}.${body}` with the
 * secret, and `t` within `toleranceSeconds` of now (the replay window). Throws
 * WebhookVerificationError otherwise.
 */
export function verifySandboxSignature(params: {
  header: string | string[] | undefined;
  rawBody: Buffer;
  secret: string;
  toleranceSeconds: number;
  nowSeconds?: number;
}): void {
  const { header, rawBody, secret, toleranceSeconds } = params;
  if (typeof header !== 'string') throw new WebhookVerificationError('no signature header');
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [key, value] = item.trim().split('=', 2);
    if (key && value) parts.set(key, [...(parts.get(key) ?? []), value]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  const signatures = parts.get('v1') ?? [];
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) {
    throw new WebhookVerificationError('malformed signature header');
  }
  const now = params.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > toleranceSeconds) {
    throw new WebhookVerificationError('signature time stamp outside the tolerance');
  }
  const expected = Buffer.from(hmac(secret, timestamp, rawBody.toString('utf8')), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('signature does not match');
}
