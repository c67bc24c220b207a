import { type TEmbedOrigins, ZEmbedOrigins } from '@confirma/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/** PUT /api/account/embed-origins: replaces the whole list; answers it as saved. */
export function updateEmbedOrigins(body: TEmbedOrigins): Promise<TEmbedOrigins> {
  return apiClient.put('/account/embed-origins', body, { kind: 'login', schema: ZEmbedOrigins });
}

export function useUpdateEmbedOrigins(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmbedOrigins,
    onSuccess: (saved) => queryClient.setQueryData(ACCOUNT_KEYS.embedOrigins(userId), saved),
  });
}
