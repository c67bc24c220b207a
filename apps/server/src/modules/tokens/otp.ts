import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS } from '../../platform/time-units.ts';

export const OTP_LIFETIME_MS = 5 * MINUTE_MS;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30_000;
export const OTP_MAX_PER_HOUR = 5;

/** A uniformly random 6-digit code. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Only this HMAC of the code is stored; the challenge id salts it. */
export function otpHash(key: Uint8Array, challengeId: string, code: string): string {
  return createHmac('sha256', key).update(`otp:${challengeId}:${code}`).digest('hex');
}

export function otpMatches(
  key: Uint8Array,
  challengeId: string,
  code: string,
  stored: string,
): boolean {
  const given = Buffer.from(otpHash(key, challengeId, code), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
