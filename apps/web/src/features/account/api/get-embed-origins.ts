import { ZEmbedOrigins } from '@confirma/contracts/webhooks';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/** GET /api/account/embed-origins: the origins allowed to frame the account's pages. */
export function getEmbedOrigins() {
  return apiClient.get('/account/embed-origins', { kind: 'login', schema: ZEmbedOrigins });
}

export function useEmbedOrigins(userId: string) {
  return useQuery({ queryKey: ACCOUNT_KEYS.embedOrigins(userId), queryFn: getEmbedOrigins });
}
