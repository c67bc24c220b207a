import {
  type TApiCredentialCreate,
  type TApiCredentialCreated,
  ZApiCredentialCreated,
} from '@confirma/contracts/api-credentials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/**
 * POST /api/account/api-credentials: a new username and secret; the answer is the only time
 * the secret is shown. The same Idempotency-Key (one per opening of the form) makes a retry
 * after a lost answer get the credential it made instead of a second one, without its
 * secret.
 */
export function createApiCredential(
  body: TApiCredentialCreate,
  idempotencyKey: string,
): Promise<TApiCredentialCreated> {
  return apiClient.post('/account/api-credentials', body, {
    kind: 'login',
    schema: ZApiCredentialCreated,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateApiCredential(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: TApiCredentialCreate;
      idempotencyKey: string;
    }) => createApiCredential(body, idempotencyKey),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.apiCredentials(userId) }),
  });
}
