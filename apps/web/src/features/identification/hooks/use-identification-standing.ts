import { useQuery } from '@tanstack/react-query';
import { getIdentificationStanding } from '../api/get-identification-standing';

/**
 * GET identification/standing/{op} when the page opens: where the signer stands decides
 * what the page shows (the consent and the camera only when there is something to do).
 */
export function useIdentificationStanding(operationUuid: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['identification', 'standing', operationUuid],
    queryFn: () => getIdentificationStanding(operationUuid ?? ''),
    enabled: enabled && Boolean(operationUuid),
    staleTime: 0,
  });
}
