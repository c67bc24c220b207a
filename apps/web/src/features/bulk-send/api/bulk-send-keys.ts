import { ACCOUNT_QUERY_ROOT } from '../../../lib/account-queries';

/** TanStack Query keys of the account's bulk sends (sign-out clears them). */
export const BULK_KEYS = {
  all: [...ACCOUNT_QUERY_ROOT, 'bulk-sends'] as const,
  ofTemplate: (templateId: string) =>
    [...ACCOUNT_QUERY_ROOT, 'bulk-sends', 'of', templateId] as const,
  one: (id: string) => [...ACCOUNT_QUERY_ROOT, 'bulk-sends', id] as const,
  template: (id: string) => [...ACCOUNT_QUERY_ROOT, 'bulk-sends', 'template', id] as const,
};
