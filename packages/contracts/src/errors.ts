import { z } from 'zod/mini';
import { ERROR_CODES } from './error-codes.ts';

export { ERROR_CODES, ERROR_STATUS, type TErrorCode } from './error-codes.ts';

export const ZErrorCode = z.enum(ERROR_CODES);

/**
 * One invalid field of a request, as reported in `errors` of a VALIDATION_FAILED problem:
 * an English sentence for the API's caller, and the web client's i18n key of the same
 * message when the form has one (`flows:create.validation.emailInvalid`).
 */
export const ZFieldIssue = z.object({
  path: z.string(),
  message: z.string(),
  key: z.optional(z.string()),
});
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

/** RFC 9457 problem details, extended with a stable `code` and the request id. */
export const ZProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.optional(z.string()),
  instance: z.optional(z.string()),
  code: ZErrorCode,
  requestId: z.optional(z.string()),
  errors: z.optional(z.array(ZFieldIssue)),
  /** How many more tries the caller has (a wrong signing code: OTP_INVALID). */
  attemptsLeft: z.optional(z.int()),
});
export type TProblem = z.infer<typeof ZProblem>;
