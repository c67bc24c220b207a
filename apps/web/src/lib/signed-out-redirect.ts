/**
 * The router state of the redirect an account page makes to the login page when it finds no
 * session, told apart from a visitor who chose the login page.
 */
export const SIGNED_OUT_REDIRECT = { signedOutRedirect: true } as const;

/** Whether the current history entry is such a redirect (react-router keeps state in `usr`). */
export function atSignedOutRedirect(): boolean {
  const state = window.history.state as { usr?: { signedOutRedirect?: unknown } } | null;
  return state?.usr?.signedOutRedirect === true;
}
