import { loadPasswordEstimator } from '@confirma/contracts/password-rule';
import { useEffect } from 'react';

/**
 * Starts downloading the password rule's dictionaries when a form that sets a password
 * opens, so that they are there by the time the person has typed one: they are never part
 * of the first page (about 0.7 MB compressed). A failed download is tried again when the
 * password is checked.
 */
export function usePasswordEstimator() {
  useEffect(() => {
    loadPasswordEstimator().catch(() => {});
  }, []);
}
