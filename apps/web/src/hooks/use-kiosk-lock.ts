import { useLocation } from 'react-router';
import { isFramed, kioskModePath } from '../lib/kiosk-mode';

/**
 * While the tab is locked to a reception kiosk, where any other address goes: back to the
 * kiosk (null: stay). The guest's pages inside the kiosk's frame are left alone.
 */
export function useKioskLock(): string | null {
  const { pathname } = useLocation();
  const locked = kioskModePath();
  if (!locked || isFramed() || pathname === locked) return null;
  return locked;
}
