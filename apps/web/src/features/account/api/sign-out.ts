import { authFetch } from './auth-fetch';

/** POST /api/auth/sign-out: ends the session and clears its cookie. */
export function signOut(): Promise<unknown> {
  return authFetch('/sign-out', {});
}
