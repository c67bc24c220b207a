import { type TKioskCheckinRequest, ZCheckinStarted } from '@confirma/contracts/establishments';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/establishments/{id}/kiosk: a guest checked in at the reception kiosk (the
 * member's device: no proof of work), answered with the guest's operation and token.
 */
export function startKioskCheckin(establishmentId: string, form: TKioskCheckinRequest) {
  return apiClient.post(`/establishments/${encodeURIComponent(establishmentId)}/kiosk`, form, {
    kind: 'login',
    schema: ZCheckinStarted,
  });
}
