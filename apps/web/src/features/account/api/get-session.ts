import { type TAuthSession, ZAuthSession } from '@confirma/contracts/auth';
import { authFetch } from './auth-fetch';

/** GET /api/auth/get-session: the signed-in user, or null for a visitor (never a 401). */
export async function getSession(): Promise<TAuthSession> {
  return ZAuthSession.parse(await authFetch<unknown>('/get-session'));
}
