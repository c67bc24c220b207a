import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * How long a page may take to draw its heading (a lazy page's chunk, its first data): on a
 * phone with a weak connection, or a busy machine, that takes more than a few seconds.
 */
const HEADING_WAIT_MS = 20_000;

/**
 * Gives focus to `heading` (made focusable by script only, tabIndex -1): a screen reader
 * reads it, and the next Tab goes on from there. A new page keeps the scroll position the
 * router gives it; a step within a page scrolls to its heading (`scroll`).
 */
export function focusHeading(heading: HTMLElement, { scroll = false } = {}) {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: !scroll });
}

/**
 * How long the heading keeps the focus watched once given (a page that draws itself again,
 * e.g. when a lazy part of it arrives late on a slow phone), unless the person acts first.
 */
const HOLD_MS = 20_000;

/**
 * Focuses the page's heading (the first h1 in `main`, else in the document) once it is
 * drawn, unless the new page has put focus in itself (a field that takes it, a dialog it
 * opened). Checked on each animation frame for up to 20 s; once given, it is given again
 * whenever it falls to <body> (the page drew its heading anew) until the person presses a
 * key or a pointer, or 20 s pass. What had the focus before the change (the old page's
 * heading or field, still shown while the new page loads) is not the new page's. The
 * returned function stops watching.
 */
export function focusPageHeadingWhenShown(
  before: Element | null = document.activeElement,
): () => void {
  const deadline = performance.now() + HEADING_WAIT_MS;
  let holdUntil = 0;
  let frame = 0;
  let acted = false;
  const act = () => {
    acted = true;
  };
  window.addEventListener('pointerdown', act, true);
  window.addEventListener('keydown', act, true);
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('pointerdown', act, true);
    window.removeEventListener('keydown', act, true);
  };
  const attempt = () => {
    const now = performance.now();
    const main = document.querySelector('main');
    const active = document.activeElement;
    const heading =
      main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1');
    // In the new page (a field that takes it) or a dialog it opened, the focus is theirs;
    // on <body>, on <main>, on what had it before or on the toolbar's link, it is ours.
    const taken =
      active !== heading &&
      active !== before &&
      (Boolean(active?.closest('[role="dialog"]')) ||
        Boolean(main && active && active !== main && main.contains(active)));
    if (taken || (acted && holdUntil)) return stop();
    // Once given, only a focus fallen to <body> is given back (a click elsewhere is theirs).
    const fallen = !active || active === document.body || active === main;
    if (heading && active !== heading && (!holdUntil || fallen)) {
      focusHeading(heading);
      if (!holdUntil) holdUntil = now + HOLD_MS;
    }
    if (now < (holdUntil || deadline)) frame = requestAnimationFrame(attempt);
    else stop();
  };
  frame = requestAnimationFrame(attempt);
  return stop;
}

/**
 * After a route change, focus goes to the new page's heading instead of dropping to
 * <body> with the link that was pressed (WCAG 2.4.3, 4.1.3): a screen reader announces the
 * page, and Tab starts from its top. Not on the first load (the browser's own start), nor
 * when only the query changes (a tab of My Account, a filter).
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  // Read while rendering the new route, before it is drawn: the old page's focus, which
  // the new page (a field it focuses as it mounts) has not taken yet.
  const before = useRef<Element | null>(null);
  if (previous.current !== pathname) before.current = document.activeElement;
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return focusPageHeadingWhenShown(before.current);
  }, [pathname]);
}
