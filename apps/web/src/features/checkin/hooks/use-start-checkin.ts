import { useMutation } from '@tanstack/react-query';
import { useOpenSignerPage } from '../../../hooks/use-open-signer-page';
import { track } from '../../../lib/analytics';
import { startCheckin, type TCheckinDraft } from '../api/start-checkin';

/**
 * Starts the guest's check-in on the establishment's link, then hands the new operation to
 * them here: the video identification, which leads on to the parte.
 */
export function useStartCheckin(token: string) {
  const openSignerPage = useOpenSignerPage();
  return useMutation({
    mutationFn: (form: TCheckinDraft) => {
      track({ category: 'VideoIdentification', action: 'submit', label: 'checkin' });
      return startCheckin(token, form);
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
