/** Server codes a signer can act on: their text follows the page's failure message. */
export const SIGNING_REASONS: ReadonlySet<string> = new Set([
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'RATE_LIMITED',
  'WRONG_SIGNING_METHOD',
  'IDENTIFICATION_REQUIRED',
  'IMAGE_TOO_LARGE',
  'network',
]);
