import type { TAccountDocument } from '@confirma/contracts/account';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/account: the user document. Cookie-authenticated: sent as a 'login' call, which
 * carries no bearer token and skips the token refresh of the signing-service calls. The
 * schema is imported here, not at the top: the app shell asks this only once signed in, and
 * the account contracts bring zod's full API, which a visitor's home does not load.
 */
export async function getAccount({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TAccountDocument> {
  const { ZAccountDocument } = await import('@confirma/contracts/account');
  return apiClient.get('/account', {
    kind: 'login',
    schema: ZAccountDocument,
    ...(signal ? { signal } : {}),
  });
}
