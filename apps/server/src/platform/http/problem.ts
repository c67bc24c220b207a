import {
  ERROR_STATUS,
  type TErrorCode,
  type TFieldIssue,
  type TProblem,
} from '@confirma/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, AttemptsLeftError, RetryLaterError } from '../errors.ts';
import { RateLimitedError } from './rate-limit.ts';

const TITLES: Record<TErrorCode, string> = {
  VALIDATION_FAILED: 'The request is not valid',
  UNAUTHORIZED: 'Authentication required',
  FORBIDDEN: 'Not allowed',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict',
  INSUFFICIENT_CREDITS: 'Not enough credits',
  ACCOUNT_IN_DEBT: 'Account in debt',
  OTP_INVALID: 'The code is not correct',
  OTP_EXPIRED: 'The code has expired',
  OTP_LOCKED: 'Too many wrong codes',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  PDF_TOO_COMPLEX: 'The PDF is too complex to check',
  PDF_ACTIVE_CONTENT: 'The PDF carries active content',
  IMAGE_TOO_LARGE: 'The image has too many pixels',
  NOT_AN_IMAGE: 'The data is not a PNG or JPEG image',
  VIDEO_TOO_LARGE: 'The video is larger than allowed',
  VIDEO_INCOMPLETE: 'The video upload is incomplete',
  VIDEO_TOO_MANY_REPLACEMENTS: 'Too many parts of the video were replaced',
  IDENTIFICATION_OUT_OF_ORDER: 'This identification step is not possible yet',
  IDENTIFICATION_CLOSED: 'The identification is over',
  TRAVELLER_NOT_IDENTIFIED: 'The guest has not been identified',
  TRAVELLER_DOCUMENT_EXPIRED: 'The identity document has expired',
  TRAVELLER_REPORT_REQUIRED: 'The traveller report has not been completed',
  TRAVELLER_REPORT_CLOSED: 'The traveller report is final',
  IDENTIFICATION_CONSENT_REQUIRED: 'The consent to the processing of biometric data is required',
  IDENTIFICATION_NOT_REQUESTED: 'No identification was requested of this signer',
  SELFIE_LOCKED: 'The selfie of this attempt is already taken',
  CHALLENGE_EXPIRED: 'The time to answer this challenge is over',
  IDENTIFICATION_ATTEMPTS_EXHAUSTED: 'No identification attempts are left',
  IDENTIFICATION_DOCUMENT_ATTEMPTS: 'Too many identification attempts with this document today',
  DOCUMENT_NOT_FOUND: 'No identity document was found',
  MRZ_UNREADABLE: 'The MRZ could not be read',
  RATE_LIMITED: 'Too many requests',
  CAPTCHA_FAILED: 'The anti-abuse check failed',
  SIGNATURE_TYPE_UNAVAILABLE: 'This signature type is not available',
  WRONG_SIGNING_METHOD: 'Not the signing method of this signature type',
  IDENTIFICATION_REQUIRED: 'Identification required first',
  CREDITS_BELOW_ZERO: 'The balance cannot go below zero',
  LAST_ADMIN: 'The last administrator keeps the role',
  SECOND_FACTOR_REQUIRED: 'Two-step verification required',
  ROLE_FORBIDDEN: 'Not allowed for your role',
  NOT_A_MEMBER: 'Not a member of this organisation',
  ORGANIZATION_SECOND_FACTOR_REQUIRED: 'The organisation requires two-step verification',
  ALREADY_A_MEMBER: 'Already a member',
  INVITATION_PENDING: 'Invitation already pending',
  INVITATION_CLOSED: 'Invitation no longer open',
  INVITATION_OTHER_ADDRESS: 'Invitation for another address',
  INVITATION_EXPIRED: 'Invitation expired',
  LAST_OWNER: 'Last owner',
  CHECKIN_LINK_NOT_FOUND: 'Check-in link not found',
  CHECKIN_LINK_PAUSED: 'Check-in paused',
  BOOKING_EXISTS: 'Booking already exists',
  BOOKING_FULL: 'Booking full',
  BOOKING_GUEST_DONE: 'Check-in already completed',
  BOOKING_NOT_LEAD: 'Only the lead guest invites',
  MEMBER_CREDIT_LIMIT: 'Monthly credit limit reached',
  SSO_REQUIRED: 'Sign in with your organisation (single sign-on)',
  REVIEW_BY_PLATFORM: "The platform's reviewers decide this identification",
  REVIEW_BY_OWNER: "The operation's owner decides this identification",
  REVIEW_CHECKLIST_INCOMPLETE: 'An approval needs every item of the checklist',
  REVIEW_SAME_REVIEWER: 'A second reviewer must confirm the first decision',
  REVIEW_OWN_ACCOUNT: "A reviewer does not decide their own account's identifications",
  PASSWORD_TOO_SHORT: 'The password is too short',
  PASSWORD_TOO_LONG: 'The password is too long',
  PASSWORD_BREACHED: 'The password was leaked in a breach',
  PASSWORD_GUESSABLE: 'The password is easy to guess',
  PASSKEY_CHALLENGE_EXPIRED: 'The passkey request has expired',
  PASSKEY_NOT_RECOGNISED: 'This passkey is not registered',
  PASSKEY_NOT_VERIFIED: 'The passkey could not be verified',
  PASSKEY_USER_NOT_VERIFIED: 'The passkey did not verify its user',
  RECENT_SIGN_IN_REQUIRED: 'A recent sign-in is required',
  API_CREDENTIALS_LIMIT: 'The account holds as many API credentials as it may',
  DB_UNAVAILABLE: 'The database is not available',
  VISION_BUSY: 'The identification service is busy',
  PAYMENTS_NOT_CONFIGURED: 'Payments are not configured on this server',
  SERVER_BUSY: 'The service is busy',
  INTERNAL: 'Internal error',
};

/**
 * The contracts' form schemas give their messages as i18n keys of the web client's texts
 * ('flows:create.validation.emailInvalid', 'validation.nameRequired'). An API caller reads
 * the message: it is an English sentence (zod's for the issue, "Invalid email address"),
 * and the key rides beside it for the web client (`key`).
 */
const I18N_KEY = /^(?:[a-z]+:)?[a-z]+(?:\.[A-Za-z]+)+$/;
const ENGLISH = z.locales.en();

type TValidationIssue = { keyword: string; message?: string; params?: Record<string, unknown> };

/** A schema's issue as the problem reports it: an English sentence, and its i18n key. */
export function schemaIssue(path: string, issue: TValidationIssue): TFieldIssue {
  if (issue.message && !I18N_KEY.test(issue.message)) return { path, message: issue.message };
  const said = ENGLISH.localeError({ code: issue.keyword, ...issue.params } as never);
  const sentence = typeof said === 'string' ? said : said?.message;
  return {
    path,
    message: sentence ?? 'Invalid value',
    ...(issue.message ? { key: issue.message } : {}),
  };
}

/**
 * A field issue as answered: one whose message is still an i18n key (a schema parsed by
 * hand) keeps it as its key, with a sentence made of its last part ("Phone invalid").
 */
export function answeredIssue(issue: TFieldIssue): TFieldIssue {
  if (!I18N_KEY.test(issue.message)) return issue;
  const name = issue.message.slice(issue.message.lastIndexOf('.') + 1);
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return {
    ...issue,
    message: `${words.charAt(0).toUpperCase()}${words.slice(1)}`,
    key: issue.message,
  };
}

/** Maps a framework error (status only) to our stable code. */
function codeForStatus(status: number): TErrorCode {
  const match = (Object.entries(ERROR_STATUS) as [TErrorCode, number][]).find(
    ([, value]) => value === status,
  );
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}

/** The RFC 9457 body of an error with our code; `detail` only below 500. */
export function problemBody(
  request: FastifyRequest,
  code: TErrorCode,
  detail?: string,
  errors?: TProblem['errors'],
): TProblem {
  const status = ERROR_STATUS[code];
  return {
    type: `https://confirma.dev/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    title: TITLES[code],
    status,
    code,
    instance: request.url.split('?')[0],
    requestId: String(request.id),
    ...(detail && status < 500 ? { detail } : {}),
    ...(errors ? { errors: errors.map(answeredIssue) } : {}),
  };
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: TErrorCode,
  detail?: string,
  errors?: TProblem['errors'],
) {
  const body = problemBody(request, code, detail, errors);
  return reply.status(body.status).type('application/problem+json').send(body);
}

/** RFC 9457 answers for every error; nothing internal leaks from a 5xx. */
export function registerProblemHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) =>
        schemaIssue(
          `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
          issue,
        ),
      );
      return sendProblem(request, reply, 'VALIDATION_FAILED', 'Some fields are not valid', errors);
    }
    if (error instanceof RateLimitedError || error instanceof RetryLaterError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof RateLimitedError) {
      if (error.limit !== undefined) reply.header('ratelimit-limit', String(error.limit));
      reply.header('ratelimit-remaining', '0');
      reply.header('ratelimit-reset', String(error.retryAfterSeconds));
    }
    if (error instanceof AppError) {
      // A busy answer is the bound working as meant, not a fault.
      if (error.status >= 500 && !(error instanceof RetryLaterError)) {
        request.log.error({ err: error }, error.code);
      }
      if (error instanceof AttemptsLeftError) {
        const body = problemBody(request, error.code, error.detail);
        return reply
          .status(body.status)
          .type('application/problem+json')
          .send({ ...body, attemptsLeft: error.attemptsLeft });
      }
      return sendProblem(request, reply, error.code, error.detail, error.fieldIssues);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(request, reply, 'INTERNAL');
    }
    return sendProblem(request, reply, codeForStatus(status), error.message);
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, 'NOT_FOUND', `No route for ${request.method} ${request.url}`),
  );
}
