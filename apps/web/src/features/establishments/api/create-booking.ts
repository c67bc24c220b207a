import {
  type TBookingGuestInput,
  type TBookingInput,
  type TBookingView,
  ZBookingView,
} from '@confirma/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ESTABLISHMENT_KEYS } from './query-keys';

const bookingsPath = (establishmentId: string) =>
  `/establishments/${encodeURIComponent(establishmentId)}/bookings`;

/** POST /api/establishments/{id}/bookings: a new booking; each guest gets their link by e-mail. */
export function createBooking(establishmentId: string, body: TBookingInput): Promise<TBookingView> {
  return apiClient.post(bookingsPath(establishmentId), body, {
    kind: 'login',
    schema: ZBookingView,
  });
}

/** POST /api/establishments/{id}/bookings/{bookingId}/guests: one more adult invited. */
export function inviteBookingGuest(
  establishmentId: string,
  bookingId: string,
  body: TBookingGuestInput,
): Promise<TBookingView> {
  return apiClient.post(
    `${bookingsPath(establishmentId)}/${encodeURIComponent(bookingId)}/guests`,
    body,
    { kind: 'login', schema: ZBookingView },
  );
}

export function useCreateBooking(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBookingInput) => createBooking(establishmentId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ESTABLISHMENT_KEYS.bookings(establishmentId) }),
  });
}

export function useInviteBookingGuest(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: TBookingGuestInput }) =>
      inviteBookingGuest(establishmentId, bookingId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ESTABLISHMENT_KEYS.bookings(establishmentId) }),
  });
}
