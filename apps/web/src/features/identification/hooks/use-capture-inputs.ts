import { IDENTIFICATION_THRESHOLDS } from '@confirma/contracts/constants';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getDomainUuid } from '../../../api/get-domain-uuid';
import { sessionStore, useSession } from '../../../lib/session-store';
import { IDENTIFICATION_BASE } from '../api/identification-paths';
import { missingInputs, type TCaptureInput } from '../capture-rules';

/**
 * The five inputs of the capture and its options. From the invitation link
 * (`?operation=…&token=…&domain=…`, kept in the session and dropped from the address bar, as the
 * signing pages do) or from the session; both service addresses are this server's /api/v2.
 * Options (the original component's props): `videoTimeout` in minutes, `biometryBlocking`.
 * Whether the liveness challenge runs is the server's choice (the session answer), not the
 * link's. `ready` once the link's credentials are in the session (the calls can be made).
 */
export function useCaptureInputs() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const linkOperation = params.get('operation');
  const linkToken = params.get('token');
  const linkDomain = params.get('domain');
  const [options] = useState(() => ({
    videoTimeoutMinutes:
      Number(params.get('videoTimeout')) > 0
        ? Number(params.get('videoTimeout'))
        : IDENTIFICATION_THRESHOLDS.videoTimeoutMinutes,
    biometryBlocking:
      params.get('biometryBlocking') === '1' || params.get('biometryBlocking') === 'true',
  }));
  useEffect(() => {
    if (!linkOperation || !linkToken) return;
    sessionStore.set({
      operationUuid: linkOperation,
      esignToken: linkToken,
      videoUuid: null,
      ...(linkDomain ? { domainUuid: linkDomain } : {}),
    });
    // The token is a credential: out of the address bar; the options stay.
    const rest = new URLSearchParams(params);
    for (const key of ['operation', 'token', 'domain']) rest.delete(key);
    const query = rest.toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
  }, [linkOperation, linkToken, linkDomain, params, location.pathname, navigate]);

  const token = useSession((session) => linkToken ?? session.esignToken);
  const operationUuid = useSession((session) => linkOperation ?? session.operationUuid);
  const domainUuid = useSession((session) => session.domainUuid);
  const [domainFailed, setDomainFailed] = useState(false);
  useEffect(() => {
    if (domainUuid) return;
    getDomainUuid().catch(() => setDomainFailed(true));
  }, [domainUuid]);

  const inputs: Record<TCaptureInput, string | null> = {
    token,
    opsAddress: IDENTIFICATION_BASE,
    videoAddress: IDENTIFICATION_BASE,
    operationUuid,
    domainUuid,
  };
  return {
    inputs,
    missing:
      domainUuid || domainFailed
        ? missingInputs(inputs)
        : missingInputs({ ...inputs, domainUuid: 'pending' }),
    domainPending: !domainUuid && !domainFailed,
    ready: Boolean(domainUuid && !(linkOperation && linkToken)),
    options,
  };
}
