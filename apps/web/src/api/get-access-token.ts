import { type TLoginRequest, ZAccessToken } from '@confirma/contracts/tokens';
import { apiClient } from '../lib/api-client';
import { sessionStore } from '../lib/session-store';

/**
 * POST /api/v2/login with no credentials: the account session (cookie) is what identifies
 * the sender, and the answer is a signing-service token for it.
 */
export function getAccessToken(): Promise<string> {
  const body: TLoginRequest = {};
  return apiClient.post('/v2/login', body, { kind: 'login', schema: ZAccessToken });
}

/**
 * A fresh token of the signed-in account kept as the session's `token`, the one the
 * 'create' and 'account' calls carry: before creating an operation, and before the owner
 * reads an identification of theirs on the identification service.
 */
export async function renewAccountToken(): Promise<void> {
  sessionStore.set({ token: await getAccessToken() });
}
