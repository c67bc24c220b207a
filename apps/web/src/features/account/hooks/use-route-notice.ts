import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Notices one page leaves for the next in the navigation state. */
export type TRouteNotice = 'registered' | 'signedIn';

const SHOWN_KEY = 'confirma.notice-shown';

function alreadyShown(locationKey: string): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY) === locationKey;
  } catch {
    return false;
  }
}

/**
 * Whether the page was reached with `state: { notice }`, e.g. 'Acceso correcto' after the
 * login form. Said once: reloading the same history entry does not say it again.
 */
export function useRouteNotice(notice: TRouteNotice): [boolean, () => void] {
  const location = useLocation();
  const state = location.state as { notice?: string } | null;
  const [shown, setShown] = useState(() => state?.notice === notice && !alreadyShown(location.key));
  useEffect(() => {
    if (!shown) return;
    try {
      window.sessionStorage.setItem(SHOWN_KEY, location.key);
    } catch {
      // Storage disabled: a reload may say it again.
    }
  }, [shown, location.key]);
  return [shown, () => setShown(false)];
}
