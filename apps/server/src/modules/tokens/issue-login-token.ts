import type { TLoginRequest } from '@confirma/contracts/tokens';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import { requireSession, type TAuth } from '../accounts/index.ts';
import { ACCOUNT_TOKEN_SECONDS, issueToken } from './access-token.ts';
import { authenticateApiCredential } from './api-credentials.ts';

/** The window of AUTH_SIGN_IN_LIMIT, per address and per username. */
const WINDOW = 15 * MINUTE_MS;

export interface TLoginContext {
  platform: TPlatform;
  auth: TAuth;
  /** The tokens' signing key. */
  key: Uint8Array;
}

/**
 * `POST /api/v2/login`: an account token for an API credential pair (tries counted per
 * address and per username, as sign-ins are), or, with neither in the body, for the
 * browser's account session. Half a pair is a wrong credential.
 */
export async function issueLoginToken(
  { platform, auth, key }: TLoginContext,
  request: FastifyRequest,
  body: TLoginRequest | null | undefined,
): Promise<string> {
  const db = platform.database.db;
  const { username, userpassword } = body ?? {};
  if (username && userpassword) {
    const max = platform.config.AUTH_SIGN_IN_LIMIT;
    await hitRateLimits(db, [
      { key: `v2-login:ip:${request.ip}`, max, windowMs: WINDOW },
      { key: `v2-login:user:${username}`, max, windowMs: WINDOW },
    ]);
    const { userId, organizationId, credentialId, scope } = await authenticateApiCredential(
      db,
      username,
      userpassword,
    );
    return issueToken(
      key,
      { typ: 'account', sub: userId, org: organizationId, cid: credentialId, scp: scope },
      ACCOUNT_TOKEN_SECONDS,
    );
  }
  if (username || userpassword) throw new AppError('UNAUTHORIZED', 'Wrong username or password');
  const { user, sessionId, organizationId } = await requireSession(auth, request);
  return issueToken(
    key,
    { typ: 'account', sub: user.id, org: organizationId, cid: 'session', sid: sessionId },
    ACCOUNT_TOKEN_SECONDS,
  );
}
