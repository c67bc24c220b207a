import { ZCheckinStart } from '@confirma/contracts/establishments';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { KIOSK_KEYS } from './kiosk-keys';

/** GET /api/establishments/{id}/kiosk: the establishment the kiosk checks guests in at. */
export function getKioskEstablishment(establishmentId: string) {
  return apiClient.get(`/establishments/${encodeURIComponent(establishmentId)}/kiosk`, {
    kind: 'login',
    schema: ZCheckinStart,
  });
}

export function useKioskEstablishment(establishmentId: string) {
  return useQuery({
    queryKey: KIOSK_KEYS.establishment(establishmentId),
    queryFn: () => getKioskEstablishment(establishmentId),
    retry: false,
    // The establishment stays on screen all day: its name is not read again per guest.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
