import { type TEstablishmentView, ZEstablishmentView } from '@confirma/contracts/establishments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ESTABLISHMENT_KEYS } from './query-keys';

/**
 * POST /api/establishments/{id}/rotate-link: a new guest link; the old one and the posters
 * printed with it stop working.
 */
export function rotateCheckinLink(id: string): Promise<TEstablishmentView> {
  return apiClient.post(`/establishments/${encodeURIComponent(id)}/rotate-link`, undefined, {
    kind: 'login',
    schema: ZEstablishmentView,
  });
}

export function useRotateCheckinLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCheckinLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ESTABLISHMENT_KEYS.list }),
  });
}
