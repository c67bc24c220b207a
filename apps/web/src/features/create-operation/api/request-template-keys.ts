import { ACCOUNT_QUERY_ROOT } from '../../../lib/account-queries';

/** TanStack Query keys of the account's request templates (sign-out clears them). */
export const TEMPLATE_KEYS = {
  all: [...ACCOUNT_QUERY_ROOT, 'request-templates'] as const,
  one: (id: string) => [...ACCOUNT_QUERY_ROOT, 'request-templates', id] as const,
};
