import type { TKioskCheckinRequest } from '@confirma/contracts/establishments';
import { useMutation } from '@tanstack/react-query';
import { track } from '../../../lib/analytics';
import { startKioskCheckin } from '../api/start-kiosk-checkin';

/** Starts a guest's check-in at the reception kiosk; the kiosk then frames their pages. */
export function useStartKioskCheckin(establishmentId: string) {
  return useMutation({
    mutationFn: (form: TKioskCheckinRequest) => {
      track({ category: 'VideoIdentification', action: 'submit', label: 'kiosk' });
      return startKioskCheckin(establishmentId, form);
    },
  });
}
