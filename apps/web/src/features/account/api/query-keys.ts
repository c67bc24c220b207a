/** TanStack Query keys of the account feature; sign-out clears them all. */
export const ACCOUNT_KEYS = {
  session: ['auth', 'session'] as const,
  signInOptions: ['auth', 'sign-in-options'] as const,
  account: (userId: string) => ['account', userId, 'document'] as const,
  history: (userId: string) => ['account', userId, 'history'] as const,
};
