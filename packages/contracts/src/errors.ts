import { z } from 'zod';

/**
 * Stable error codes carried in every RFC 9457 problem+json answer (`code`).
 * The web client maps each code to a localised message (namespace `errors`).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_CREDITS',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'CAPTCHA_FAILED',
  'DB_UNAVAILABLE',
  'INTERNAL',
] as const;

export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ERROR_STATUS: Record<TErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_CREDITS: 402,
  OTP_INVALID: 422,
  OTP_EXPIRED: 410,
  OTP_LOCKED: 423,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The proof of work (ALTCHA) is missing, wrong, expired or already used. */
  CAPTCHA_FAILED: 400,
  DB_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** One invalid field of a request, as reported in `errors` of a VALIDATION_FAILED problem. */
export const ZFieldIssue = z.object({
  path: z.string(),
  message: z.string(),
});

/** RFC 9457 problem details, extended with a stable `code` and the request id. */
export const ZProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  code: ZErrorCode,
  requestId: z.string().optional(),
  errors: z.array(ZFieldIssue).optional(),
});
export type TProblem = z.infer<typeof ZProblem>;
