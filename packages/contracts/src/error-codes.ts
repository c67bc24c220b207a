// The codes without zod: the web client's entry maps them to texts and loads zod
// (`errors.ts`, the problem+json schema) only when an error answer arrives.

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
  'ACCOUNT_IN_DEBT',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PDF_TOO_COMPLEX',
  'PDF_ACTIVE_CONTENT',
  'IMAGE_TOO_LARGE',
  'RATE_LIMITED',
  'CAPTCHA_FAILED',
  'SIGNATURE_TYPE_UNAVAILABLE',
  'WRONG_SIGNING_METHOD',
  'IDENTIFICATION_REQUIRED',
  'NOT_AN_IMAGE',
  'VIDEO_TOO_LARGE',
  'VIDEO_INCOMPLETE',
  'VIDEO_TOO_MANY_REPLACEMENTS',
  'IDENTIFICATION_OUT_OF_ORDER',
  'IDENTIFICATION_CLOSED',
  'IDENTIFICATION_CONSENT_REQUIRED',
  'IDENTIFICATION_NOT_REQUESTED',
  'SELFIE_LOCKED',
  'CHALLENGE_EXPIRED',
  'IDENTIFICATION_ATTEMPTS_EXHAUSTED',
  'IDENTIFICATION_DOCUMENT_ATTEMPTS',
  'DOCUMENT_NOT_FOUND',
  'MRZ_UNREADABLE',
  'TRAVELLER_NOT_IDENTIFIED',
  'TRAVELLER_DOCUMENT_EXPIRED',
  'TRAVELLER_REPORT_REQUIRED',
  'TRAVELLER_REPORT_CLOSED',
  'CREDITS_BELOW_ZERO',
  'LAST_ADMIN',
  'SECOND_FACTOR_REQUIRED',
  'ROLE_FORBIDDEN',
  'NOT_A_MEMBER',
  'ORGANIZATION_SECOND_FACTOR_REQUIRED',
  'ALREADY_A_MEMBER',
  'INVITATION_PENDING',
  'INVITATION_CLOSED',
  'INVITATION_OTHER_ADDRESS',
  'INVITATION_EXPIRED',
  'LAST_OWNER',
  'CHECKIN_LINK_NOT_FOUND',
  'CHECKIN_LINK_PAUSED',
  'BOOKING_EXISTS',
  'BOOKING_FULL',
  'BOOKING_GUEST_DONE',
  'BOOKING_NOT_LEAD',
  'MEMBER_CREDIT_LIMIT',
  'SSO_REQUIRED',
  'REVIEW_BY_PLATFORM',
  'REVIEW_BY_OWNER',
  'REVIEW_CHECKLIST_INCOMPLETE',
  'REVIEW_SAME_REVIEWER',
  'REVIEW_OWN_ACCOUNT',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_BREACHED',
  'PASSWORD_GUESSABLE',
  'PASSKEY_CHALLENGE_EXPIRED',
  'PASSKEY_NOT_RECOGNISED',
  'PASSKEY_NOT_VERIFIED',
  'PASSKEY_USER_NOT_VERIFIED',
  'RECENT_SIGN_IN_REQUIRED',
  'API_CREDENTIALS_LIMIT',
  'DB_UNAVAILABLE',
  'VISION_BUSY',
  'PAYMENTS_NOT_CONFIGURED',
  'SERVER_BUSY',
  'INTERNAL',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<TErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_CREDITS: 402,
  /** Credits of a refunded or disputed purchase were taken back beyond the balance: settle first. */
  ACCOUNT_IN_DEBT: 402,
  OTP_INVALID: 422,
  OTP_EXPIRED: 410,
  OTP_LOCKED: 423,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /**
   * An uploaded PDF needs more than the limits allow to be read: its streams inflate past
   * the cap, or checking it ran out of time or memory.
   */
  PDF_TOO_COMPLEX: 413,
  /** An uploaded PDF carries active content: JavaScript, launch actions, embedded files, XFA. */
  PDF_ACTIVE_CONTENT: 415,
  /** An image has more pixels than allowed (read from its header, before decoding). */
  IMAGE_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** The proof of work (ALTCHA) is missing, wrong, expired or already used. */
  CAPTCHA_FAILED: 400,
  /** A signature type this server cannot carry out yet (the video types until identification exists). */
  SIGNATURE_TYPE_UNAVAILABLE: 400,
  /** A signing action the signer's signature type does not allow (e.g. a drawing for an OTP signature). */
  WRONG_SIGNING_METHOD: 403,
  /** The signature type asks for a completed identification before this step. */
  IDENTIFICATION_REQUIRED: 409,
  /** Base64 that does not decode to a PNG or JPEG image. */
  NOT_AN_IMAGE: 415,
  /** An identification video (or the sum of its chunks) larger than the configured limit. */
  VIDEO_TOO_LARGE: 413,
  /** Finishing a chunked video upload with chunks missing or a size or hash that differs. */
  VIDEO_INCOMPLETE: 409,
  /** A chunked video upload replaced more of its chunks than IDENTIFICATION_MAX_CHUNK_REPLACEMENTS. */
  VIDEO_TOO_MANY_REPLACEMENTS: 409,
  /** An identification call before the stage it needs (e.g. the back before the front). */
  IDENTIFICATION_OUT_OF_ORDER: 409,
  /** The identification is over (result computed, cancelled or timed out): nothing more is taken. */
  IDENTIFICATION_CLOSED: 409,
  /** Starting an identification without the biometric consent where the server requires it. */
  IDENTIFICATION_CONSENT_REQUIRED: 400,
  /** An identification call by a signer whose signature type asks for no identification. */
  IDENTIFICATION_NOT_REQUESTED: 403,
  /** A second selfie once one was taken: the face that answers the challenges is that one. */
  SELFIE_LOCKED: 409,
  /** A liveness burst received after its challenge's window closed on the server's clock. */
  CHALLENGE_EXPIRED: 409,
  /** A new attempt when the signer has used IDENTIFICATION_MAX_ATTEMPTS of this operation. */
  IDENTIFICATION_ATTEMPTS_EXHAUSTED: 409,
  /** A new attempt past IDENTIFICATION_DOCUMENT_DAILY_ATTEMPTS for one document number of an account. */
  IDENTIFICATION_DOCUMENT_ATTEMPTS: 429,
  /** Document verification: no identity document was found in the photos (nothing charged). */
  DOCUMENT_NOT_FOUND: 422,
  /** Document verification: an MRZ was found but its check digits do not hold (nothing charged). */
  MRZ_UNREADABLE: 422,
  /** The traveller report (parte de viajero) is filled from a passed identification: none yet. */
  TRAVELLER_NOT_IDENTIFIED: 409,
  /** The identified document is past its expiry date: no traveller report is filled from it. */
  TRAVELLER_DOCUMENT_EXPIRED: 409,
  /** Signing a traveller report before the guest reviewed and completed it. */
  TRAVELLER_REPORT_REQUIRED: 409,
  /** The traveller report is signed or sealed: it no longer changes. */
  TRAVELLER_REPORT_CLOSED: 409,
  /** An administrator's negative adjustment larger than the balance: nothing is taken. */
  CREDITS_BELOW_ZERO: 409,
  /** Revoking the admin role of the last administrator: the back office would be closed. */
  LAST_ADMIN: 409,
  /** An administrator or platform reviewer without two-step verification, where it is required (STAFF_SECOND_FACTOR). */
  SECOND_FACTOR_REQUIRED: 403,
  ROLE_FORBIDDEN: 403,
  NOT_A_MEMBER: 403,
  ORGANIZATION_SECOND_FACTOR_REQUIRED: 403,
  ALREADY_A_MEMBER: 409,
  INVITATION_PENDING: 409,
  INVITATION_CLOSED: 409,
  INVITATION_OTHER_ADDRESS: 403,
  INVITATION_EXPIRED: 410,
  LAST_OWNER: 409,
  CHECKIN_LINK_NOT_FOUND: 404,
  CHECKIN_LINK_PAUSED: 409,
  BOOKING_EXISTS: 409,
  BOOKING_FULL: 409,
  BOOKING_GUEST_DONE: 409,
  BOOKING_NOT_LEAD: 403,
  MEMBER_CREDIT_LIMIT: 403,
  /** A password sign-in, sign-up or reset for an e-mail domain whose organisation enforces single sign-on. */
  SSO_REQUIRED: 403,
  /** The operation owner's review of a case the platform's reviewers decide (the account's choice, or four-eyes' second look). */
  REVIEW_BY_PLATFORM: 409,
  /** A platform reviewer's first decision on a case its account's owner decides. */
  REVIEW_BY_OWNER: 409,
  /** An APPROVE without every item of the checklist ticked. */
  REVIEW_CHECKLIST_INCOMPLETE: 422,
  /** Four-eyes: the reviewer who made the first decision cannot be the second. */
  REVIEW_SAME_REVIEWER: 409,
  /** A platform reviewer deciding a case of their own account. */
  REVIEW_OWN_ACCOUNT: 409,
  /** A new account password shorter than ACCOUNT_PASSWORD.minLength (sign-up, reset). */
  PASSWORD_TOO_SHORT: 400,
  /** A new account password longer than ACCOUNT_PASSWORD.maxLength. */
  PASSWORD_TOO_LONG: 400,
  /** A new account password found in the list of passwords leaked in breaches. */
  PASSWORD_BREACHED: 400,
  /** A new account password the strength estimator guesses too soon (words, names, patterns). */
  PASSWORD_GUESSABLE: 400,
  /** The passkey ceremony's challenge is gone (five minutes passed, or used): start again. */
  PASSKEY_CHALLENGE_EXPIRED: 400,
  /** A sign-in with a passkey no account has (removed, or another site's). */
  PASSKEY_NOT_RECOGNISED: 401,
  /** The authenticator's response did not verify (signature, origin, challenge). */
  PASSKEY_NOT_VERIFIED: 400,
  /** The authenticator did not verify its user (fingerprint, face or PIN), which we require. */
  PASSKEY_USER_NOT_VERIFIED: 400,
  /** Adding a passkey takes a session opened within the last day: sign in again. */
  RECENT_SIGN_IN_REQUIRED: 403,
  /** Creating an API credential while the account holds API_CREDENTIALS_MAX active ones. */
  API_CREDENTIALS_LIMIT: 409,
  DB_UNAVAILABLE: 503,
  /**
   * The vision engine's budget for public-demo identifications is full (queue length cap):
   * retry after Retry-After seconds. Paying customers' detections are never refused.
   */
  VISION_BUSY: 503,
  /**
   * No provider takes this payment method here: in production without Stripe or PayPal (and
   * without PAYMENTS_SANDBOX), or a bank transfer without BANK_TRANSFER_IBAN.
   */
  PAYMENTS_NOT_CONFIGURED: 503,
  /**
   * The process serves as many changes at once as it can and as many wait as it allows
   * (admission control, `ADMISSION_*`): nothing was done; retry after Retry-After seconds.
   */
  SERVER_BUSY: 503,
  INTERNAL: 500,
};
