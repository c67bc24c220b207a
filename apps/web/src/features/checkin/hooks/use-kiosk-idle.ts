import { useCallback, useEffect, useRef, useState } from 'react';

/** Without a touch or a key this long, the kiosk asks whether the guest is still there. */
export const KIOSK_IDLE_MS = 3 * 60_000;
/** While the guest's pages show (a video identification, reading the parte), longer. */
export const KIOSK_FRAME_IDLE_MS = 10 * 60_000;
/** The question's time to answer before the kiosk goes back to its start. */
export const KIOSK_WARNING_MS = 20_000;

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * The kiosk's inactivity watch: `activity()` (and any touch or key on the page) starts the
 * wait again; after `idleMs` the warning shows for KIOSK_WARNING_MS, then `onTimeout`. Off
 * (`enabled` false), nothing is watched.
 */
export function useKioskIdle({
  enabled,
  idleMs,
  onTimeout,
}: {
  enabled: boolean;
  idleMs: number;
  onTimeout: () => void;
}) {
  const [warning, setWarning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const timeout = useRef(onTimeout);
  timeout.current = onTimeout;

  const activity = useCallback(() => {
    clearTimeout(timer.current);
    setWarning(false);
    if (!enabled) return;
    timer.current = setTimeout(() => {
      setWarning(true);
      timer.current = setTimeout(() => {
        setWarning(false);
        timeout.current();
      }, KIOSK_WARNING_MS);
    }, idleMs);
  }, [enabled, idleMs]);

  useEffect(() => {
    activity();
    if (!enabled) return;
    const listener = () => activity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, listener, { passive: true });
    return () => {
      clearTimeout(timer.current);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, listener);
    };
  }, [enabled, activity]);

  return { warning, activity };
}
