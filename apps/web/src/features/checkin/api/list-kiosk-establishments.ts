import { ZKioskEstablishments } from '@confirma/contracts/establishments';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { KIOSK_KEYS } from './kiosk-keys';

/** GET /api/kiosk/establishments: where the reception kiosk may check guests in (checkin). */
export function listKioskEstablishments() {
  return apiClient.get('/kiosk/establishments', { kind: 'login', schema: ZKioskEstablishments });
}

export function useKioskEstablishments(enabled: boolean) {
  return useQuery({
    queryKey: KIOSK_KEYS.establishments,
    queryFn: listKioskEstablishments,
    enabled,
  });
}
