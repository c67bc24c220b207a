import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { bookingGuestPath } from '../../../config/routes';
import { useOpenSignerPage } from '../../../hooks/use-open-signer-page';
import { track } from '../../../lib/analytics';
import { startCheckin, type TCheckinDraft } from '../api/start-checkin';

/**
 * Starts the guest's check-in on the establishment's link, then hands the new operation to
 * them here: the video identification, which leads on to the parte. A check-in of several
 * travellers opened a booking with this guest as its lead: its page comes first, where they
 * invite the other adults and add the minors before (or after) continuing their own.
 */
export function useStartCheckin(token: string) {
  const openSignerPage = useOpenSignerPage();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: TCheckinDraft) => {
      track({ category: 'VideoIdentification', action: 'submit', label: 'checkin' });
      return startCheckin(token, form);
    },
    onSuccess: (started) => {
      window.scrollTo({ top: 0 });
      if (started.bookingToken) {
        void navigate(bookingGuestPath(started.bookingToken));
        return;
      }
      openSignerPage({
        operationUuid: started.operationUuid,
        signerToken: started.signerToken,
        identifies: true,
      });
    },
  });
}
