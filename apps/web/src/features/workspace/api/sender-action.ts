import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type TSchema } from '../../../lib/api-client';
import { invalidateOperation } from './query-keys';

/**
 * POST /api/operations/{operationUuid}/{action}: one of the sender's actions, with no
 * body, cookie-authenticated; the answer parsed with `schema`. Errors are problem+json:
 * 404 NOT_FOUND (not this account's), 409 CONFLICT (no longer possible), 429 RATE_LIMITED
 * with Retry-After.
 */
export function postSenderAction<T>(
  operationUuid: string,
  action: 'resend' | 'remind' | 'cancel',
  schema: TSchema<T>,
): Promise<T> {
  return apiClient.post(`/operations/${encodeURIComponent(operationUuid)}/${action}`, undefined, {
    kind: 'login',
    schema,
  });
}

/**
 * The mutation of one of the sender's actions on an operation: once done (or refused), the
 * operation's page and the lists are asked again (new events, new status, new actions).
 */
export function useSenderAction<T>(operationUuid: string, action: (uuid: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => action(operationUuid),
    onSettled: () => invalidateOperation(queryClient, operationUuid),
  });
}
