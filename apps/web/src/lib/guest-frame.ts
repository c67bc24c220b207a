/**
 * How the guest's pages, framed by a page of this site (the reception kiosk), tell it that
 * the guest is done: a message to the parent window, of this origin only.
 */
export const GUEST_DONE_MESSAGE = 'confirma:guest-done';

/** The guest's last page is on screen (the sealed parte): tells the page that frames it, if any. */
export function tellFrameHostGuestDone(): void {
  if (typeof window === 'undefined' || window.self === window.top) return;
  window.parent.postMessage({ type: GUEST_DONE_MESSAGE }, window.location.origin);
}
