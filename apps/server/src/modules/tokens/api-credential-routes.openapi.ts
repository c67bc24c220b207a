import {
  ZApiCredential,
  ZApiCredentialCreate,
  ZApiCredentialList,
  ZApiCredentialListQuery,
  ZApiCredentialWithSecret,
} from '@confirma/contracts/api-credentials';
import { API_CREDENTIALS_MAX } from '@confirma/contracts/constants';
import { ZIdempotencyHeaders } from '@confirma/contracts/idempotency';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['account'];

export const listCredentialsRoute = {
  config: { access: 'member', permission: 'manage' },
  schema: {
    tags,
    summary: 'Your API credentials, newest first (secrets are never shown again)',
    description:
      'Revoked credentials are listed with their `revokedAt`. Each shows its `scope`, the ' +
      'member who created it (`createdBy`) and the last four characters of its secret ' +
      "('' for credentials made before they were kept).",
    querystring: ZApiCredentialListQuery,
    response: { 200: ZApiCredentialList, ...problems(400, 401) },
  },
} as const;

export const createCredentialRoute = {
  config: { access: 'member', permission: 'manage' },
  schema: {
    tags,
    summary: 'Create an API credential; the answer is the only time the secret is shown',
    description:
      "The `scope` says what its tokens may do: `read` (the organisation's work), `send` " +
      '(that, and creating and sending), `identification` (reading, and deciding ' +
      "identifications under review) or `admin` (everything the creator's role allows); " +
      'always within the role of the member who created it, as it stands at each call. A ' +
      "scope beyond the creator's role is 403 `ROLE_FORBIDDEN`; a token whose key's scope " +
      'lacks what a route asks gets 403 `ROLE_FORBIDDEN`. ' +
      `At most ${API_CREDENTIALS_MAX} active credentials an account (409 ` +
      '`API_CREDENTIALS_LIMIT`: revoke one first). With an `Idempotency-Key` a retry (same ' +
      'key and body, within 24 hours) creates no other credential and answers 200 with ' +
      'the one created (`Idempotent-Replayed: true`), without its secret: a secret is ' +
      'shown once, so a client that lost it revokes that credential and creates another.',
    headers: ZIdempotencyHeaders,
    body: ZApiCredentialCreate,
    response: {
      200: ZApiCredential,
      201: ZApiCredentialWithSecret,
      ...problems(400, 401, 409),
    },
  },
} as const;

export const revokeCredentialRoute = {
  config: { access: 'member', permission: 'manage' },
  schema: {
    tags,
    summary: 'Revoke an API credential (its tokens stop working at once)',
    params: z.object({ id: z.string().min(1).max(64) }),
    response: { 204: z.null(), ...problems(401, 404) },
  },
} as const;
