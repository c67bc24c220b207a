import { type TBookingList, ZBookingList } from '@confirma/contracts/bookings';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ESTABLISHMENT_KEYS } from './query-keys';

/** GET /api/establishments/{id}/bookings: an establishment's bookings and who is done. */
export function listBookings(establishmentId: string): Promise<TBookingList> {
  return apiClient.get(`/establishments/${encodeURIComponent(establishmentId)}/bookings`, {
    kind: 'login',
    schema: ZBookingList,
  });
}

/** Asked only once shown (`enabled`): a list of establishments does not load every booking. */
export function useBookings(establishmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: ESTABLISHMENT_KEYS.bookings(establishmentId),
    queryFn: () => listBookings(establishmentId),
    enabled,
  });
}
