/**
 * The reception kiosk's lock: while on, the tab (sessionStorage, so closing the tab ends
 * it) shows only the kiosk page it names; leaving takes the member's password.
 */
export const KIOSK_MODE_KEY = 'confirma.kiosk';

const storage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

/** The kiosk page the tab is locked to, or null. */
export function kioskModePath(): string | null {
  try {
    return storage()?.getItem(KIOSK_MODE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function enterKioskMode(path: string): void {
  try {
    storage()?.setItem(KIOSK_MODE_KEY, path);
  } catch {
    // Storage disabled: the kiosk works, unlocked.
  }
}

export function leaveKioskMode(): void {
  try {
    storage()?.removeItem(KIOSK_MODE_KEY);
  } catch {
    // Nothing stored.
  }
}

/** A page shown inside a frame (the guest's pages on the kiosk) is never redirected. */
export const isFramed = (): boolean => typeof window !== 'undefined' && window.self !== window.top;

/**
 * A member whose only work is checking guests in (the kiosk role: `checkin` without
 * `read`): the app offers them the reception kiosk and nothing else.
 */
export function checksInOnly(permissions: readonly string[]): boolean {
  return permissions.includes('checkin') && !permissions.includes('read');
}
