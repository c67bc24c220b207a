import { sessionStore } from '../lib/session-store';
import { getClientConfig } from './get-client-config';

let domainUuid: Promise<string> | null = null;

/**
 * GET /api/config: the fixed domain identifier of the signing service, read once and kept
 * in the session, so a returning page skips the call. Creating an operation
 * and reading one both name it.
 */
export function getDomainUuid(): Promise<string> {
  const known = sessionStore.get().domainUuid;
  if (known) return Promise.resolve(known);
  domainUuid ??= getClientConfig()
    .then((config) => {
      sessionStore.set({ domainUuid: config.domainUuid });
      return config.domainUuid;
    })
    .catch((error: unknown) => {
      domainUuid = null;
      throw error;
    });
  return domainUuid;
}
