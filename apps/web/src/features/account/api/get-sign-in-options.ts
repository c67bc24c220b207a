import { ZSignInOptions } from '@confirma/contracts/account';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/** GET /api/account/sign-in-options: whether this server offers Google sign-in. */
export function getSignInOptions() {
  return apiClient.get('/account/sign-in-options', { kind: 'login', schema: ZSignInOptions });
}

export function useSignInOptions() {
  return useQuery({
    queryKey: ACCOUNT_KEYS.signInOptions,
    queryFn: getSignInOptions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
