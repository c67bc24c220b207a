import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The recipient's link token: an HMAC of the operation id under the platform's token key
 * (derived from AUTH_SECRET), so the delivery job can write it into the e-mail without any
 * copy of it being stored; the database keeps only its SHA-256, which is how the link is
 * looked up.
 */
export function accessTokenOf(tokenKey: Uint8Array, operationId: string): string {
  return createHmac('sha256', tokenKey).update(`notification:${operationId}`).digest('base64url');
}

export function accessTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const ENVELOPE_ID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-f]{32})$/;

const envelopeMac = (tokenKey: Uint8Array, operationId: string) =>
  createHmac('sha256', tokenKey)
    .update(`notification-envelope:${operationId}`)
    .digest('hex')
    .slice(0, 32);

/**
 * The notification e-mail's envelope id (RFC 3461 `ENVID`, given with `MAIL FROM`): the
 * operation id and a 128-bit HMAC of it under the token key. It travels only in the SMTP
 * envelope between servers that support DSN, which return it in a delivery report's
 * `Original-Envelope-Id`; no server writes it into the delivered message, so the recipient
 * never sees it (unlike the Message-ID or the Return-Path). A report carrying it is about
 * this e-mail and came from its delivery path. 69 characters of [0-9a-f.-], no xtext escape.
 */
export function envelopeIdOf(tokenKey: Uint8Array, operationId: string): string {
  return `${operationId}.${envelopeMac(tokenKey, operationId)}`;
}

/** The operation whose envelope id this is, or null for a forged or mangled one. */
export function operationOfEnvelopeId(tokenKey: Uint8Array, envelopeId: string): string | null {
  const match = ENVELOPE_ID.exec(envelopeId.trim().toLowerCase());
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(envelopeMac(tokenKey, match[1]), 'hex');
  return timingSafeEqual(Buffer.from(match[2], 'hex'), expected) ? match[1] : null;
}
