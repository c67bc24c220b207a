import { useLocation } from 'react-router';
import { pathFor, type TRouteName } from '../config/routes';
import { isFramed, kioskModePath } from '../lib/kiosk-mode';

/** The guest's own pages, which the kiosk frames: identification, parte, signature, the law. */
const GUEST_ROUTES: readonly TRouteName[] = [
  'identificationSignature',
  'resumeIdentification',
  'travellerReport',
  'simpleSignature',
  'handwrittenSignature',
  'resumeSignature',
  'legalInformationEs',
  'legalInformationUs',
];
const GUEST_PATHS: ReadonlySet<string> = new Set(GUEST_ROUTES.map(pathFor));

/**
 * While the tab is locked to a reception kiosk, where any other address goes: back to the
 * kiosk (null: stay). Inside the kiosk's frame only the guest's pages are shown: anything
 * else (the member's account, signed in on the same tablet) goes back to their
 * identification.
 */
export function useKioskLock(): string | null {
  const { pathname } = useLocation();
  const locked = kioskModePath();
  if (!locked) return null;
  if (isFramed()) return GUEST_PATHS.has(pathname) ? null : pathFor('identificationSignature');
  return pathname === locked ? null : locked;
}
