import {
  type TBookingGuestInput,
  type TBookingMinorInput,
  type TBookingView,
  ZBookingView,
} from '@confirma/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { bookingGuestKey } from './get-booking-guest';

type TAdded = { guests: TBookingGuestInput; minors: TBookingMinorInput };

/**
 * POST /api/checkin/guest/{token}/guests (the lead guest invites another adult) or
 * /minors (any adult adds a minor they are responsible for): the booking as it now is.
 */
export function addBookingTraveller<K extends keyof TAdded>(
  token: string,
  kind: K,
  body: TAdded[K],
): Promise<TBookingView> {
  return apiClient.post(`/checkin/guest/${encodeURIComponent(token)}/${kind}`, body, {
    kind: 'login',
    schema: ZBookingView,
  });
}

export function useAddBookingTraveller<K extends keyof TAdded>(token: string, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdded[K]) => addBookingTraveller(token, kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingGuestKey(token) }),
  });
}
