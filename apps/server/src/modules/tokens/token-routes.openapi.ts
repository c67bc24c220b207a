import { ZAccessToken, ZClientConfig, ZLoginRequest } from '@confirma/contracts/tokens';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';
import { REFRESH_GRACE_SECONDS } from './access-token.ts';

const tags = ['signing service'];

// Both token calls are `anonymous`: the credential they check is what they exchange.
export const loginRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags,
    operationId: 'login',
    summary: 'Get an access token (15 minutes)',
    description:
      'With `{username, userpassword}` (an API credential created in My Account), or with ' +
      'no body from a browser holding an account session. The answer body is the token (text/plain).',
    // A credential pair in the body, or the session cookie and no body.
    security: [{}, { sessionCookie: [] }],
    produces: ['text/plain'],
    // No body (no content type, or an empty JSON body) reaches validation as null.
    body: ZLoginRequest.nullish(),
    response: { 200: ZAccessToken, ...problems(401, 415, 429) },
  },
} as const;

export const refreshTokenRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags,
    operationId: 'refreshToken',
    summary: 'Exchange a valid or just-expired token for a new one',
    description: `Accepts a token up to ${REFRESH_GRACE_SECONDS / 60} minutes after it expired, while its credential is not revoked or, for a browser's token, with the same account session.`,
    // The token, even expired within the grace (and a browser's, its session cookie).
    security: [{ accountToken: [] }],
    response: { 200: z.object({ token: z.string() }), ...problems(401) },
  },
} as const;

export const clientConfigRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags: ['platform'],
    operationId: 'getClientConfig',
    summary: 'Public client configuration',
    response: { 200: ZClientConfig },
  },
} as const;
