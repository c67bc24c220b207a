import {
  type TEstablishmentInput,
  type TEstablishmentView,
  ZEstablishmentView,
} from '@confirma/contracts/establishments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ESTABLISHMENT_KEYS } from './query-keys';

/** POST /api/establishments: a new establishment, with its guest link. */
export function createEstablishment(body: TEstablishmentInput): Promise<TEstablishmentView> {
  return apiClient.post('/establishments', body, { kind: 'login', schema: ZEstablishmentView });
}

export function useCreateEstablishment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEstablishment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ESTABLISHMENT_KEYS.list }),
  });
}
