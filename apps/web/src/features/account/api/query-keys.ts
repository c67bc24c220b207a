import { ACCOUNT_QUERY_ROOT } from '../../../lib/account-queries';

/** TanStack Query keys of the account feature; sign-out clears them all. */
export const ACCOUNT_KEYS = {
  session: ['auth', 'session'] as const,
  signInOptions: ['auth', 'sign-in-options'] as const,
  account: (userId: string) => [...ACCOUNT_QUERY_ROOT, userId, 'document'] as const,
  history: (userId: string) => [...ACCOUNT_QUERY_ROOT, userId, 'history'] as const,
};
