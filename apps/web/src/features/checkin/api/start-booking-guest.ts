import type { TBookingGuestStart } from '@confirma/contracts/bookings';
import { ZCheckinStarted } from '@confirma/contracts/establishments';
import { useMutation } from '@tanstack/react-query';
import { useOpenSignerPage } from '../../../hooks/use-open-signer-page';
import { track } from '../../../lib/analytics';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/checkin/guest/{token}: the guest starts (or, started, gets back) their own
 * check-in operation. No proof of work: the link was sent to this guest.
 */
export function startBookingGuest(token: string, body: TBookingGuestStart) {
  return apiClient.post(`/checkin/guest/${encodeURIComponent(token)}`, body, {
    kind: 'login',
    schema: ZCheckinStarted,
  });
}

/** Starts the guest's check-in, then hands it to them here as the check-in link does. */
export function useStartBookingGuest(token: string) {
  const openSignerPage = useOpenSignerPage();
  return useMutation({
    mutationFn: (body: TBookingGuestStart) => {
      track({ category: 'VideoIdentification', action: 'submit', label: 'booking' });
      return startBookingGuest(token, body);
    },
    onSuccess: (started) => {
      window.scrollTo({ top: 0 });
      openSignerPage({
        operationUuid: started.operationUuid,
        signerToken: started.signerToken,
        identifies: true,
      });
    },
  });
}
