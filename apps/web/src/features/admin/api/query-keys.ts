/** TanStack Query keys of the back office; every key starts with 'admin'. */
export const ADMIN_KEYS = {
  root: ['admin'] as const,
  me: ['admin', 'me'] as const,
  accounts: (q: string) => ['admin', 'accounts', q] as const,
  account: (userId: string) => ['admin', 'account', userId] as const,
  ledger: (userId: string) => ['admin', 'account', userId, 'ledger'] as const,
  contacts: (filters: object) => ['admin', 'contacts', filters] as const,
  contact: (contactId: string) => ['admin', 'contact', contactId] as const,
  stats: ['admin', 'stats'] as const,
  audit: (filters: object) => ['admin', 'audit', filters] as const,
  certificates: (q: string) => ['admin', 'certificates', q] as const,
};
