import { type TLoginRequest, ZAccessToken } from '@confirma/contracts/tokens';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/v2/login with no credentials: the account session (cookie) is what identifies
 * the sender, and the answer is a signing-service token for it.
 */
export function getAccessToken(): Promise<string> {
  const body: TLoginRequest = {};
  return apiClient.post('/v2/login', body, { kind: 'login', schema: ZAccessToken });
}
