import { useSession } from '../lib/session-store';

/** The account holder's e-mail, or null for an anonymous visitor. */
export function useSignedInEmail(): string | null {
  return useSession((session) => (session.userLoggedIn && session.userEmail) || null);
}
