import { type TApiCredentialList, ZApiCredentialList } from '@confirma/contracts/api-credentials';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

export const API_CREDENTIALS_PAGE_SIZE = 25;

/** GET /api/account/api-credentials: newest first, revoked ones included, a page at a time. */
export function listApiCredentials(cursor: string | null): Promise<TApiCredentialList> {
  const query = new URLSearchParams({ limit: String(API_CREDENTIALS_PAGE_SIZE) });
  if (cursor !== null) query.set('cursor', cursor);
  return apiClient.get(`/account/api-credentials?${query}`, {
    kind: 'login',
    schema: ZApiCredentialList,
  });
}

export function useApiCredentials(userId: string) {
  return useCursorList(ACCOUNT_KEYS.apiCredentials(userId), listApiCredentials);
}
