import { type TBookingGuestPage, ZBookingGuestPage } from '@confirma/contracts/bookings';
import { CHECKIN_TOKEN_SHAPE } from '@confirma/contracts/establishments';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';

export const bookingGuestKey = (token: string) => ['checkin', 'guest', token] as const;

/**
 * GET /api/checkin/guest/{token}: the booking from one guest's own link (anonymous). A
 * token of another shape is no link at all: answered here as the server would (404).
 */
export function getBookingGuest(token: string): Promise<TBookingGuestPage> {
  if (!CHECKIN_TOKEN_SHAPE.test(token)) {
    return Promise.reject(new ApiError(404, 'CHECKIN_LINK_NOT_FOUND', 'No such check-in link'));
  }
  return apiClient.get(`/checkin/guest/${encodeURIComponent(token)}`, {
    kind: 'login',
    schema: ZBookingGuestPage,
  });
}

export function useBookingGuest(token: string) {
  return useQuery({
    queryKey: bookingGuestKey(token),
    queryFn: () => getBookingGuest(token),
    // An unknown or closed link stays so until the establishment acts: no retry.
    retry: false,
  });
}
