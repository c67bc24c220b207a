import {
  CHECKIN_TOKEN_SHAPE,
  type TCheckinStart,
  ZCheckinStart,
} from '@confirma/contracts/establishments';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';

/**
 * GET /api/checkin/{token}: the establishment of a guest link (anonymous). A token of
 * another shape is no link at all: answered here as the server would (404).
 */
export function getCheckin(token: string): Promise<TCheckinStart> {
  if (!CHECKIN_TOKEN_SHAPE.test(token)) {
    return Promise.reject(new ApiError(404, 'CHECKIN_LINK_NOT_FOUND', 'No such check-in link'));
  }
  return apiClient.get(`/checkin/${encodeURIComponent(token)}`, {
    kind: 'login',
    schema: ZCheckinStart,
  });
}

export function useCheckin(token: string) {
  return useQuery({
    queryKey: ['checkin', token],
    queryFn: () => getCheckin(token),
    // A closed or unknown link stays so until the establishment acts: no retry.
    retry: false,
  });
}
