import { useNavigate } from 'react-router';
import { pathFor } from '../config/routes';
import { sessionStore } from '../lib/session-store';

/** An operation created here whose signer continues on this device. */
export interface TSignerHandoff {
  operationUuid: string;
  /** The signer's token, which the signer's pages use as their e-mailed link's. */
  signerToken: string;
  documentUuid?: string | null;
  /** The signer identifies first (video): the capture screen, else the handwritten page. */
  identifies: boolean;
}

/**
 * Hands an operation just created to its signer on this device, as their e-mailed link
 * would: the ids and the signer token in the session, then the capture screen (which, for
 * a traveller operation, leads on to the parte) or the handwritten signing page. A new
 * operation's capture must not resume another one's video.
 */
export function useOpenSignerPage() {
  const navigate = useNavigate();
  return ({ operationUuid, signerToken, documentUuid = null, identifies }: TSignerHandoff) => {
    sessionStore.set({
      operationUuid,
      documentUuid,
      esignToken: signerToken,
      ...(identifies ? { videoUuid: null } : {}),
    });
    void navigate(pathFor(identifies ? 'identificationSignature' : 'handwrittenSignature'));
  };
}
