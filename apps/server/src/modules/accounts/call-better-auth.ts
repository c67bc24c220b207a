import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimits, type TRateRule } from '../../platform/http/rate-limit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import type { TAuth, TSessionEndListener } from './auth.ts';
import { checkNewPassword } from './check-new-password.ts';
import { passkeyProblem } from './passkey-problems.ts';
import { webHeaders } from './require-user.ts';
import { guardSingleSignOn, SSO_EXPOSED } from './single-sign-on-guard.ts';

/**
 * The better-auth endpoints the product uses, under /api/auth: the web client's calls
 * (features/account/api), the links e-mails carry (verification, password reset), Google's
 * redirect back and the page better-auth sends a failed sign-in to. Every other endpoint
 * better-auth has (delete-user, update-user, change-email, change-password, list-sessions,
 * revoke-sessions, the two-factor plugin's e-mailed OTP and TOTP URI, ...) answers 404:
 * account erasure is DELETE /api/account, with the password, and nothing else changes an
 * account behind our own routes.
 */
const EXPOSED: readonly [method: 'GET' | 'POST', path: RegExp][] = [
  ['POST', /^\/sign-up\/email$/],
  ['POST', /^\/sign-in\/email$/],
  ['POST', /^\/sign-in\/social$/],
  ['GET', /^\/callback\/google$/],
  ['GET', /^\/error$/],
  ['GET', /^\/verify-email$/],
  ['POST', /^\/send-verification-email$/],
  ['POST', /^\/request-password-reset$/],
  ['GET', /^\/reset-password\/[^/]+$/],
  ['POST', /^\/reset-password$/],
  ['GET', /^\/get-session$/],
  ['POST', /^\/sign-out$/],
  // Two-factor sign-in: turned on, off and its backup codes renewed with the password; a
  // sign-in's code (or a backup code) checked.
  ['POST', /^\/two-factor\/(enable|disable|generate-backup-codes)$/],
  ['POST', /^\/two-factor\/verify-(totp|backup-code)$/],
  // Passkeys: added (a recent session; passkey-sign-in.ts) and signed in with, listed,
  // renamed and removed by their owner.
  ['GET', /^\/passkey\/generate-(register|authenticate)-options$/],
  ['POST', /^\/passkey\/verify-(registration|authentication)$/],
  ['GET', /^\/passkey\/list-user-passkeys$/],
  ['POST', /^\/passkey\/(delete|update)-passkey$/],
  // Single sign-on per organisation (single-sign-on-guard.ts).
  ...SSO_EXPOSED,
];

const isExposed = (method: string, path: string) =>
  EXPOSED.some(([allowed, pattern]) => allowed === method && pattern.test(path));

/**
 * A passkey sign-in's challenges an address may ask per sign-in it may try: the login page
 * asks one when it opens (for the browser's autofill) and one per click of its button.
 */
const PASSKEY_CHALLENGES_PER_SIGN_IN = 6;

/** Which auth calls are limited, per IP and per e-mail address, and how. */
function rulesFor(
  path: string,
  ip: string,
  email: string | undefined,
  platform: TPlatform,
): TRateRule[] {
  const { AUTH_SIGN_IN_LIMIT, AUTH_EMAIL_LIMIT } = platform.config;
  const account = email
    ? createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
    : '';
  const rule = (name: string, max: number, windowMs: number): TRateRule[] => [
    { key: `${name}:ip:${ip}`, max, windowMs },
    ...(account ? [{ key: `${name}:account:${account}`, max, windowMs }] : []),
  ];
  if (path === '/sign-in/email') return rule('sign-in', AUTH_SIGN_IN_LIMIT, 15 * MINUTE_MS);
  // A sign-in's second factor: as many tries as the password's, per IP (the challenge cookie
  // names the account, and better-auth counts the tries of each challenge).
  if (path === '/two-factor/verify-totp' || path === '/two-factor/verify-backup-code') {
    return rule('second-factor', AUTH_SIGN_IN_LIMIT, 15 * MINUTE_MS);
  }
  // A passkey sign-in is a sign-in; its challenges (anonymous, each a stored row) are
  // counted too, more loosely.
  if (path === '/passkey/verify-authentication') {
    return rule('passkey', AUTH_SIGN_IN_LIMIT, 15 * MINUTE_MS);
  }
  if (path === '/passkey/generate-authenticate-options') {
    const max = AUTH_SIGN_IN_LIMIT * PASSKEY_CHALLENGES_PER_SIGN_IN;
    return rule('passkey-challenge', max, 15 * MINUTE_MS);
  }
  // Single sign-on: its start, the IdP's answers and the registration of a provider.
  if (path === '/sign-in/sso' || path.startsWith('/sso/')) {
    return rule('sso', AUTH_SIGN_IN_LIMIT, 15 * MINUTE_MS);
  }
  if (path === '/sign-up/email') return rule('sign-up', AUTH_EMAIL_LIMIT, 60 * MINUTE_MS);
  if (path === '/request-password-reset') return rule('reset', AUTH_EMAIL_LIMIT, 60 * MINUTE_MS);
  if (path === '/send-verification-email') return rule('verify', AUTH_EMAIL_LIMIT, 60 * MINUTE_MS);
  return [];
}

/** Turns the Fastify request into the Web Request better-auth handles. */
function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = webHeaders(request);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody && request.body !== undefined ? JSON.stringify(request.body) : undefined;
  if (body !== undefined) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(new URL(request.url, publicUrl), { method: request.method, headers, body });
}

export interface TAuthBridge {
  platform: TPlatform;
  auth: TAuth;
  liveness: TSessionEndListener;
}

/**
 * One call of /api/auth/* answered by better-auth: an endpoint off the allow-list is 404,
 * the call is counted against the rate limits, a new password is checked, the account
 * tokens of the sessions the call ends stop at once, and a refused passkey call answers
 * our problem+json.
 */
export async function callBetterAuth(
  { platform, auth, liveness }: TAuthBridge,
  request: FastifyRequest,
): Promise<Response> {
  const url = new URL(request.url, 'http://x');
  const path = url.pathname.replace(/^\/api\/auth/, '');
  if (!isExposed(request.method, path)) {
    throw new AppError('NOT_FOUND', `No route for ${request.method} /api/auth${path}`);
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const email = typeof body.email === 'string' ? body.email : undefined;
  await hitRateLimits(platform.database.db, rulesFor(path, request.ip, email, platform));
  const db = platform.database.db;
  const afterSingleSignOn = await guardSingleSignOn({ auth, db }, request, path, body);
  await checkNewPassword(auth, { path, body, query: url.searchParams });
  const leaving =
    path === '/sign-out' ? await auth.api.getSession({ headers: webHeaders(request) }) : null;
  const response = await auth.handler(toWebRequest(request, platform.config.PUBLIC_URL));
  // The account tokens of the sessions this call ended stop here at once: a sign-out
  // ends its own session, a password reset every session of its user.
  if (leaving) liveness.forgetUser(leaving.user.id);
  if (path === '/reset-password' && response.ok) liveness.forgetAll();
  if (path.startsWith('/passkey/') && !response.ok) {
    throw await passkeyProblem(path, response, async () =>
      Boolean(await auth.api.getSession({ headers: webHeaders(request) })),
    );
  }
  await afterSingleSignOn(response);
  return response;
}
