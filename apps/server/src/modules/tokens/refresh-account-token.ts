import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { requireSession, type TAuth } from '../accounts/index.ts';
import {
  ACCOUNT_TOKEN_SECONDS,
  bearerOf,
  issueToken,
  REFRESH_GRACE_SECONDS,
  verifyToken,
} from './access-token.ts';
import type { TTokenVerifier } from './require-token.ts';

/**
 * `GET /api/v2/refresh`: a new account token for the bearer one, valid or expired within
 * REFRESH_GRACE_SECONDS, while the credential or session it stands on and its user are
 * alive; a browser's token only for the browser holding that very session.
 */
export async function refreshAccountToken(
  { key, liveness, auth }: TTokenVerifier & { auth: TAuth },
  request: FastifyRequest,
): Promise<string> {
  const presented = bearerOf(request.headers.authorization);
  if (!presented) throw new AppError('UNAUTHORIZED', 'A bearer token is required');
  const claims = await verifyToken(key, presented, {
    typ: 'account',
    graceSeconds: REFRESH_GRACE_SECONDS,
  });
  if (claims.typ !== 'account') throw new AppError('UNAUTHORIZED');
  // The session or credential it stands on, and the user, must still be alive.
  await liveness.assertAlive(claims);
  if (claims.cid === 'session') {
    // ...and the browser asking must hold that very session.
    const { sessionId } = await requireSession(auth, request);
    if (sessionId !== claims.sid) throw new AppError('UNAUTHORIZED');
  }
  const { sub, org, cid, sid, scp } = claims;
  return issueToken(
    key,
    {
      typ: 'account',
      sub,
      ...(org ? { org } : {}),
      cid,
      ...(sid ? { sid } : {}),
      ...(scp ? { scp } : {}),
    },
    ACCOUNT_TOKEN_SECONDS,
  );
}
