import { isDeepStrictEqual } from 'node:util';
import { ZAccountDocument, ZHistoryResponse, ZSignInOptions } from '@confirma/contracts/account';
import {
  ZAdjustCreditsResponse,
  ZAdminAccountDetail,
  ZAdminAccountsResponse,
  ZAdminContactDetail,
  ZAdminContactsResponse,
  ZAdminMe,
  ZAdminRoleResponse,
  ZAuditResponse,
  ZOperationsStats,
  ZReviewerRoleResponse,
  ZSecondFactorResetResponse,
} from '@confirma/contracts/admin';
import { ZApiCredentialCreated, ZApiCredentialList } from '@confirma/contracts/api-credentials';
import {
  ZAuthBackupCodes,
  ZAuthError,
  ZAuthPasskey,
  ZAuthPasskeyOptions,
  ZAuthPasskeySignIn,
  ZAuthPasskeys,
  ZAuthPasskeyUpdated,
  ZAuthSession,
  ZAuthSignInAnswer,
  ZAuthSignUpResponse,
  ZAuthSsoStart,
  ZAuthStatusResponse,
  ZAuthTwoFactorEnabled,
  ZAuthTwoFactorVerified,
} from '@confirma/contracts/auth';
import { ZBookingGuestPage, ZBookingList, ZBookingView } from '@confirma/contracts/bookings';
import { ZBrandResponse } from '@confirma/contracts/branding';
import { ZBulkPreview, ZBulkSend, ZBulkSendList } from '@confirma/contracts/bulk-sends';
import { ZPowChallenge } from '@confirma/contracts/captcha';
import {
  ZIssuedCertificate,
  ZIssuedCertificatePage,
} from '@confirma/contracts/certificate-authority';
import { ZContactReceipt } from '@confirma/contracts/contact';
import { ERROR_STATUS, type TErrorCode, ZProblem } from '@confirma/contracts/errors';
import {
  ZCheckinStart,
  ZCheckinStarted,
  ZEstablishmentList,
  ZEstablishmentView,
  ZKioskEstablishments,
  ZSesCommunication,
} from '@confirma/contracts/establishments';
import {
  ZColourResponse,
  ZIdentificationCertificateResponse,
  ZIdentificationImagesData,
  ZIdentificationResultResponse,
  ZIdentificationStanding,
  ZUploadVideoResponse,
  ZVideoChunkResponse,
  ZVideoSessionResponse,
} from '@confirma/contracts/identification';
import {
  ZCreateOperationResponse,
  ZOperationResponse,
  ZSignatureAck,
} from '@confirma/contracts/operations';
import {
  ZAuditPage,
  ZInvitation,
  ZInvitationList,
  ZInvitationView,
  ZMember,
  ZMemberList,
  ZMyOrganizations,
  ZOrganization,
} from '@confirma/contracts/organizations';
import { ZAdminPaymentDetail, ZAdminPaymentList } from '@confirma/contracts/payments';
import { ZRequestTemplate, ZRequestTemplateList } from '@confirma/contracts/request-templates';
import {
  ZReviewCase,
  ZReviewDecisionResponse,
  ZReviewQueueResponse,
} from '@confirma/contracts/review';
import { ZAccessToken, ZClientConfig } from '@confirma/contracts/tokens';
import { ZGuestRegister } from '@confirma/contracts/traveller';
import { ZVerifiedOperation, ZVerifyResult } from '@confirma/contracts/verify';
import {
  ZEmbedOrigins,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookEndpointWithSecret,
} from '@confirma/contracts/webhooks';
import {
  ZOperationDetail,
  ZOperationListResponse,
  ZSenderActionResult,
} from '@confirma/contracts/workspace';
import { onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { ZCancelOperationResult } from '../features/workspace/api/cancel-operation';

export interface TFakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  /** A body that is not JSON text (a Blob, bytes), as sent. */
  payload?: BodyInit | null;
}

type TAnswer = Response | Promise<Response>;
type THandler = (call: TFakeCall) => TAnswer;

/**
 * Every route a fake may answer (`:name` stands for one path segment), with the schema of
 * its success answer in packages/contracts (`null`: no body; a text/plain or PDF answer is
 * checked as a string). Error answers are problem+json whose code gives the status; better-auth's
 * routes (/api/auth) may also answer its own `{code, message}`.
 */
// Core schemas: some contracts are written with zod/mini (those the app shell loads).
const CONTRACTS: Record<string, z.core.$ZodType | null> = {
  'GET /api/auth/get-session': ZAuthSession,
  'POST /api/auth/sign-up/email': ZAuthSignUpResponse,
  'POST /api/auth/sign-in/email': ZAuthSignInAnswer,
  'POST /api/auth/two-factor/verify-totp': ZAuthTwoFactorVerified,
  'POST /api/auth/two-factor/verify-backup-code': ZAuthTwoFactorVerified,
  'POST /api/auth/two-factor/enable': ZAuthTwoFactorEnabled,
  'POST /api/auth/two-factor/disable': ZAuthStatusResponse,
  'POST /api/auth/two-factor/generate-backup-codes': ZAuthBackupCodes,
  'POST /api/auth/send-verification-email': ZAuthStatusResponse,
  'POST /api/auth/request-password-reset': ZAuthStatusResponse,
  'POST /api/auth/reset-password': ZAuthStatusResponse,
  'GET /api/auth/passkey/generate-register-options': ZAuthPasskeyOptions,
  'GET /api/auth/passkey/generate-authenticate-options': ZAuthPasskeyOptions,
  'POST /api/auth/passkey/verify-registration': ZAuthPasskey,
  'POST /api/auth/passkey/verify-authentication': ZAuthPasskeySignIn,
  'GET /api/auth/passkey/list-user-passkeys': ZAuthPasskeys,
  'POST /api/auth/passkey/update-passkey': ZAuthPasskeyUpdated,
  'POST /api/auth/passkey/delete-passkey': ZAuthStatusResponse,
  'POST /api/auth/sign-in/sso': ZAuthSsoStart,
  'GET /api/account/sign-in-options': ZSignInOptions,
  'GET /api/account': ZAccountDocument,
  'DELETE /api/account': null,
  'PATCH /api/account/profile': ZAccountDocument,
  'GET /api/account/history': ZHistoryResponse,
  'GET /api/account/api-credentials': ZApiCredentialList,
  'POST /api/account/api-credentials': ZApiCredentialCreated,
  'DELETE /api/account/api-credentials/:id': null,
  'GET /api/account/embed-origins': ZEmbedOrigins,
  'PUT /api/account/embed-origins': ZEmbedOrigins,
  'GET /api/account/brand': ZBrandResponse,
  'PUT /api/account/brand': ZBrandResponse,
  'DELETE /api/account/brand': null,
  'GET /api/webhooks/endpoints': ZWebhookEndpointList,
  'POST /api/webhooks/endpoints': ZWebhookEndpointWithSecret,
  'PATCH /api/webhooks/endpoints/:id': ZWebhookEndpoint,
  'DELETE /api/webhooks/endpoints/:id': null,
  'POST /api/webhooks/endpoints/:id/rotate-secret': ZWebhookEndpointWithSecret,
  'GET /api/webhooks/endpoints/:id/deliveries': ZWebhookDeliveryList,
  'POST /api/webhooks/deliveries/:id/resend': ZWebhookDelivery,
  'GET /api/contacts/challenge': ZPowChallenge,
  'POST /api/contacts': ZContactReceipt,
  'GET /api/config': ZClientConfig,
  // The token itself, as text/plain (docs/api.md).
  'POST /api/v2/login': ZAccessToken,
  'POST /api/v2/create/withotpandtoken/:domainUuid': ZCreateOperationResponse,
  'POST /api/v2/verifyotpforbot/:operationUuid': ZSignatureAck,
  'GET /api/v2/getoperationbyuuid/:domainUuid/:operationUuid': ZOperationResponse,
  'GET /api/v2/identification/images/data/:operationUuid/:videoUuid': ZIdentificationImagesData,
  'POST /api/v2/identification/review/:operationUuid/:videoUuid': ZIdentificationResultResponse,
  'GET /api/v2/identification/standing/:operationUuid': ZIdentificationStanding,
  'GET /api/v2/session/:operationUuid': ZVideoSessionResponse,
  'POST /api/v2/detection/colours/:operationUuid': ZColourResponse,
  'PUT /api/v2/uploadblobwebm/:operationUuid/:videoUuid/chunks/:index': ZVideoChunkResponse,
  'POST /api/v2/uploadblobwebm/:operationUuid/:videoUuid/finish': ZUploadVideoResponse,
  // The PDF as base64 text/plain.
  'GET /api/v2/identification/certificate/:operationUuid/:videoUuid':
    ZIdentificationCertificateResponse,
  'GET /api/operations': ZOperationListResponse,
  'GET /api/operations/:operationUuid': ZOperationDetail,
  'POST /api/operations/:operationUuid/resend': ZSenderActionResult,
  'POST /api/operations/:operationUuid/remind': ZSenderActionResult,
  'POST /api/operations/:operationUuid/cancel': ZCancelOperationResult,
  'POST /api/verify': ZVerifyResult,
  'GET /api/admin/me': ZAdminMe,
  'GET /api/admin/accounts': ZAdminAccountsResponse,
  'GET /api/admin/accounts/:userId': ZAdminAccountDetail,
  'GET /api/admin/accounts/:userId/ledger': ZHistoryResponse,
  'POST /api/admin/accounts/:userId/credits': ZAdjustCreditsResponse,
  'PUT /api/admin/accounts/:userId/role': ZAdminRoleResponse,
  'PUT /api/admin/accounts/:userId/reviewer': ZReviewerRoleResponse,
  'POST /api/admin/accounts/:userId/two-factor/reset': ZSecondFactorResetResponse,
  'GET /api/admin/contacts': ZAdminContactsResponse,
  'GET /api/admin/contacts/:contactId': ZAdminContactDetail,
  'POST /api/admin/contacts/:contactId/state': ZAdminContactDetail,
  'POST /api/admin/contacts/:contactId/notes': ZAdminContactDetail,
  'GET /api/admin/operations/stats': ZOperationsStats,
  'GET /api/admin/audit': ZAuditResponse,
  'GET /api/verify/operations/:operationUuid': ZVerifiedOperation,
  'GET /api/admin/certificates': ZIssuedCertificatePage,
  'POST /api/admin/certificates/:serial/revoke': ZIssuedCertificate,
  'POST /api/verify/operations/:operationUuid/mirror': ZVerifiedOperation,
  'GET /api/traveller/register': ZGuestRegister,
  'POST /api/traveller/register/:reportId/ses': ZSesCommunication,
  'GET /api/establishments': ZEstablishmentList,
  'POST /api/establishments': ZEstablishmentView,
  'PUT /api/establishments/:establishmentId': ZEstablishmentView,
  'POST /api/establishments/:establishmentId/rotate-link': ZEstablishmentView,
  'GET /api/checkin/challenge': ZPowChallenge,
  'GET /api/checkin/:token': ZCheckinStart,
  'POST /api/checkin/:token': ZCheckinStarted,
  'GET /api/establishments/:establishmentId/bookings': ZBookingList,
  'POST /api/establishments/:establishmentId/bookings': ZBookingView,
  'POST /api/establishments/:establishmentId/bookings/:bookingId/guests': ZBookingView,
  'GET /api/checkin/guest/:token': ZBookingGuestPage,
  'POST /api/checkin/guest/:token': ZCheckinStarted,
  'POST /api/checkin/guest/:token/guests': ZBookingView,
  'POST /api/checkin/guest/:token/minors': ZBookingView,
  'GET /api/kiosk/establishments': ZKioskEstablishments,
  'GET /api/establishments/:establishmentId/kiosk': ZCheckinStart,
  'POST /api/establishments/:establishmentId/kiosk': ZCheckinStarted,
  'GET /api/request-templates': ZRequestTemplateList,
  'POST /api/request-templates': ZRequestTemplate,
  'GET /api/request-templates/:id': ZRequestTemplate,
  'PATCH /api/request-templates/:id': ZRequestTemplate,
  'DELETE /api/request-templates/:id': null,
  // The PDF itself (application/pdf), read as text.
  'GET /api/request-templates/:id/document': z.string().startsWith('%PDF-'),
  'POST /api/request-templates/:id/bulk/preview': ZBulkPreview,
  'POST /api/request-templates/:id/bulk': ZBulkSend,
  'GET /api/bulk-sends': ZBulkSendList,
  'GET /api/bulk-sends/:id': ZBulkSend,
  'POST /api/bulk-sends/:id/cancel': ZBulkSend,
  'GET /api/admin/payments': ZAdminPaymentList,
  'GET /api/admin/payments/:orderId': ZAdminPaymentDetail,
  'GET /api/review/identifications': ZReviewQueueResponse,
  'GET /api/review/identifications/:id': ZReviewCase,
  'POST /api/review/identifications/:id/decision': ZReviewDecisionResponse,
  'GET /api/organizations': ZMyOrganizations,
  'POST /api/organizations/active': ZOrganization,
  'GET /api/organization': ZOrganization,
  'PATCH /api/organization': ZOrganization,
  'GET /api/organization/members': ZMemberList,
  'PATCH /api/organization/members/:memberId': ZMember,
  'DELETE /api/organization/members/:memberId': null,
  'POST /api/organization/leave': null,
  'POST /api/organization/transfer': null,
  'GET /api/organization/invitations': ZInvitationList,
  'POST /api/organization/invitations': ZInvitation,
  'POST /api/organization/invitations/:invitationId/resend': ZInvitation,
  'DELETE /api/organization/invitations/:invitationId': null,
  'GET /api/organization/audit': ZAuditPage,
  'GET /api/invitations': z.object({ invitations: z.array(ZInvitationView) }),
  'GET /api/invitations/:invitationId': ZInvitationView,
  'POST /api/invitations/:invitationId/accept': ZOrganization,
  'POST /api/invitations/:invitationId/reject': null,
};

/** The contract route `route` ('METHOD /path') falls under, if any. */
function contractOf(route: string): string | undefined {
  if (route in CONTRACTS) return route;
  return Object.keys(CONTRACTS).find((pattern) =>
    new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(route),
  );
}

/** A JSON answer; `headers` adds e.g. Retry-After. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The server's problem+json answer for `code`, at the status the contracts give it. */
export function problem(
  code: TErrorCode,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const status = ERROR_STATUS[code];
  return new Response(
    JSON.stringify({ type: 'about:blank', title: code, status, code, ...extra }),
    {
      status,
      headers: { 'content-type': 'application/problem+json', ...headers },
    },
  );
}

/** What is wrong with `response` as an answer of `route`, or null when it keeps the contract. */
async function breach(route: string, response: Response): Promise<string | null> {
  const text = await response.clone().text();
  const type = response.headers.get('content-type') ?? '';
  const plain = response.ok && (type.startsWith('text/plain') || type === 'application/pdf');
  let body: unknown = plain ? text : undefined;
  try {
    if (!plain) body = text ? JSON.parse(text) : undefined;
  } catch {
    return `a body that is not JSON: ${text.slice(0, 80)}`;
  }
  if (response.ok) {
    const contract = contractOf(route);
    const schema = contract === undefined ? undefined : CONTRACTS[contract];
    if (schema === undefined) return 'no contract for the route';
    if (schema === null) return body === undefined ? null : 'a body where the contract has none';
    return mismatch(schema, body);
  }
  const asProblem = ZProblem.safeParse(body);
  if (asProblem.success) {
    const { code, status } = asProblem.data;
    if (status !== response.status || ERROR_STATUS[code] !== response.status) {
      return `problem ${code} (status ${status}) answered with HTTP ${response.status}`;
    }
    return mismatch(ZProblem, body);
  }
  if (route.includes(' /api/auth/')) return mismatch(ZAuthError, body);
  return mismatch(ZProblem, body);
}

/** Parse errors, or the fields the schema does not know (parsing them would drop them). */
function mismatch(schema: z.core.$ZodType, body: unknown): string | null {
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) return parsed.error.message;
  return isDeepStrictEqual(parsed.data, body) ? null : 'fields outside the contract';
}

/**
 * A stand-in for `fetch` routed by `'METHOD /path'` (the query string is ignored for the
 * match but kept in `call.path`). Unrouted calls answer 404. Every call is recorded.
 * Each route must have a contract (above) and each answer must keep it: a fake that
 * drifted from packages/contracts rejects the call and fails the test (`drifts` lists
 * them; a test that provokes one on purpose empties it).
 */
export function fakeFetch(routes: Record<string, THandler>) {
  const unknown = Object.keys(routes).filter((route) => contractOf(route) === undefined);
  if (unknown.length) throw new Error(`fakeFetch: no contract for ${unknown.join(', ')}`);
  const calls: TFakeCall[] = [];
  const drifts: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input.toString();
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    const call: TFakeCall = {
      method,
      path,
      body: raw ? JSON.parse(raw) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      ...(init?.body !== undefined && raw === undefined ? { payload: init.body } : {}),
    };
    calls.push(call);
    const route = `${method} ${path.split('?')[0]}`;
    const handler = routes[route];
    if (!handler) return problem('NOT_FOUND');
    const response = await handler(call);
    const wrong = await breach(route, response);
    if (!wrong) return response;
    const drift = `fake answer ${response.status} to ${route} breaks its contract: ${wrong}`;
    drifts.push(drift);
    throw new Error(drift);
  });
  vi.stubGlobal('fetch', fetch);
  onTestFinished(() => {
    if (drifts.length) throw new Error(drifts.join('\n'));
  });
  return { fetch, calls, drifts };
}

/** A promise to answer later: for "while the request runs" assertions. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
