import type { TAuthSession } from '@confirma/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { authFetch } from './auth-fetch';
import { ACCOUNT_KEYS } from './query-keys';

/** GET /api/auth/get-session: the signed-in user, or null for a visitor (never a 401). */
export async function getSession(): Promise<TAuthSession> {
  const answer = await authFetch<unknown>('/get-session');
  // A visitor's null needs no schema: zod loads with a signed-in answer, not with the home.
  if (answer === null) return null;
  const { ZAuthSession } = await import('@confirma/contracts/auth');
  return ZAuthSession.parse(answer);
}

/** The session as every page reads it: asked again once a minute old. */
export function useSessionQuery() {
  return useQuery({ queryKey: ACCOUNT_KEYS.session, queryFn: getSession, staleTime: 60_000 });
}
