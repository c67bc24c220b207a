import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { KIOSK_MODE_KEY } from '../../../lib/kiosk-mode';
import { storeLanguage, type TLanguage } from '../../../lib/language';
import { sessionStore, type TSessionData } from '../../../lib/session-store';

/** What the guest's pages keep in the session (localStorage 'confirma.session'). */
const GUEST_SESSION: Partial<TSessionData> = {
  esignToken: null,
  operation: null,
  operationUuid: null,
  documentUuid: null,
  videoUuid: null,
  cellphone: null,
  signBoxName: null,
  attachDocumentUuid: null,
};

/** The cached answers that are the kiosk's own, not a guest's: its establishment, the member. */
const KEPT_ROOTS: ReadonlySet<unknown> = new Set(['kiosk', 'organization', 'auth', 'account']);

/**
 * Wipes every trace of the last guest from the kiosk: the cached answers (the operation,
 * its document, the parte…) and the start of their check-in (a mutation keeps what was
 * sent), what their pages stored for the tab and in the session (their token, operation,
 * video, phone, the switch to their document's language), and their language, back to the
 * kiosk's.
 */
export function useClearGuest(kioskLanguage: TLanguage) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => !KEPT_ROOTS.has(query.queryKey[0]) });
    queryClient.getMutationCache().clear();
    sessionStore.set(GUEST_SESSION);
    try {
      for (const key of Object.keys(window.sessionStorage)) {
        if (key !== KIOSK_MODE_KEY) window.sessionStorage.removeItem(key);
      }
    } catch {
      // Storage disabled: nothing was kept there.
    }
    storeLanguage(window.localStorage, kioskLanguage);
  }, [queryClient, kioskLanguage]);
}
