import {
  type TEstablishmentInput,
  type TEstablishmentView,
  ZEstablishmentView,
} from '@confirma/contracts/establishments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ESTABLISHMENT_KEYS } from './query-keys';

/**
 * PUT /api/establishments/{id}: its settings, whole. An SES block without `password` keeps
 * the stored one.
 */
export function updateEstablishment(
  id: string,
  body: TEstablishmentInput,
): Promise<TEstablishmentView> {
  return apiClient.put(`/establishments/${encodeURIComponent(id)}`, body, {
    kind: 'login',
    schema: ZEstablishmentView,
  });
}

export function useUpdateEstablishment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TEstablishmentInput }) =>
      updateEstablishment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ESTABLISHMENT_KEYS.list }),
  });
}
