import { type TAccountDocument, ZAccountDocument } from '@confirma/contracts/account';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/account: the user document. Cookie-authenticated: sent as a 'login' call, which
 * carries no bearer token and skips the token refresh of the signing-service calls.
 */
export function getAccount({ signal }: { signal?: AbortSignal } = {}): Promise<TAccountDocument> {
  return apiClient.get('/account', {
    kind: 'login',
    schema: ZAccountDocument,
    ...(signal ? { signal } : {}),
  });
}
