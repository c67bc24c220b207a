import { createHash, createHmac } from 'node:crypto';

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
