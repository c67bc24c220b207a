import { useSession } from '../lib/session-store';

/** The account holder's e-mail, or null for an anonymous visitor (spec 000 §6). */
export function useSignedInEmail(): string | null {
  return useSession((session) => (session.userLoggedIn && session.userEmail) || null);
}
