import { type TSesCommunication, ZSesCommunication } from '@confirma/contracts/establishments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/traveller/register/{reportId}/ses: a parte SES.HOSPEDAJES refused, sent again
 * once what it refused was corrected (the establishment's credentials or codes).
 */
export function retrySesCommunication(reportId: string): Promise<TSesCommunication> {
  return apiClient.post(`/traveller/register/${encodeURIComponent(reportId)}/ses`, undefined, {
    kind: 'login',
    schema: ZSesCommunication,
  });
}

export function useRetrySesCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retrySesCommunication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'guest-register'] }),
  });
}
