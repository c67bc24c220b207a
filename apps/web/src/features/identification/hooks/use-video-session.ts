import { useQuery } from '@tanstack/react-query';
import { getVideoSession } from '../api/get-video-session';

/**
 * GET session/{op} before the consent: what the server asks of this capture (the liveness
 * challenge, the retention days the consent text states) and whether the identification
 * can still be done (an identified signer gets IDENTIFICATION_CLOSED).
 */
export function useVideoSession(operationUuid: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['identification', 'session', operationUuid],
    queryFn: () => getVideoSession(operationUuid ?? ''),
    enabled: enabled && Boolean(operationUuid),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
