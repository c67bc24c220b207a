import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { derivedKey, openText, sealText } from '../../platform/sealed-text.ts';
import type { TWebhookEndpointRow } from './webhooks.types.ts';

/** How long a rotated secret keeps signing beside the new one. */
export const PREVIOUS_SECRET_HOURS = 24;

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The key the secrets are sealed with (AES-256-GCM, HKDF from AUTH_SECRET). */
export function webhookSecretKey(authSecret: string): Buffer {
  return derivedKey(authSecret, 'webhook-endpoint-secrets-v1');
}

/** A secret sealed for its endpoint (the id is bound in: it opens for that row only). */
export const sealSecret = (key: Buffer, endpointId: string, secret: string) =>
  sealText(key, secret, endpointId);

/**
 * The secrets that sign now: the endpoint's, and the previous one while it still signs
 * (PREVIOUS_SECRET_HOURS after a rotation).
 */
export function signingSecrets(key: Buffer, endpoint: TWebhookEndpointRow, now = new Date()) {
  const secrets = [openText(key, endpoint.secretEncrypted, endpoint.id)];
  const previous = endpoint.previousSecretEncrypted;
  const until = endpoint.previousSecretExpiresAt;
  if (previous && until && until > now) secrets.push(openText(key, previous, endpoint.id));
  return secrets;
}

/** The `webhook-signature` header: `v1,<base64>` per secret, space-separated. */
export function signatureHeader(
  secrets: string[],
  messageId: string,
  at: Date,
  body: string,
): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' ');
}
