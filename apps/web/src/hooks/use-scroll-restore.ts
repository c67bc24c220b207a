import { useCallback, useRef } from 'react';

/**
 * Remembers where the page was scrolled when a dialog opens and goes back there once it
 * has closed (modals lock the page and restore its scroll position).
 * The lock itself is the dialog's (MUI hides the body's overflow while it is open).
 */
export function useScrollRestore() {
  const saved = useRef<{ x: number; y: number } | null>(null);
  const remember = useCallback(() => {
    saved.current = { x: window.scrollX, y: window.scrollY };
  }, []);
  const restore = useCallback(() => {
    if (!saved.current) return;
    window.scrollTo(saved.current.x, saved.current.y);
    saved.current = null;
  }, []);
  return { remember, restore };
}
