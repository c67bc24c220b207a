import { ACCOUNT_QUERY_ROOT } from '../../../lib/account-queries';

/** TanStack Query keys of the account feature; sign-out clears them all. */
export const ACCOUNT_KEYS = {
  session: ['auth', 'session'] as const,
  signInOptions: ['auth', 'sign-in-options'] as const,
  account: (userId: string) => [...ACCOUNT_QUERY_ROOT, userId, 'document'] as const,
  history: (userId: string) => [...ACCOUNT_QUERY_ROOT, userId, 'history'] as const,
  apiCredentials: (userId: string) => [...ACCOUNT_QUERY_ROOT, userId, 'api-credentials'] as const,
  webhookEndpoints: (userId: string) =>
    [...ACCOUNT_QUERY_ROOT, userId, 'webhook-endpoints'] as const,
  /** One endpoint's deliveries, every status filter (add the filter for one list). */
  webhookDeliveries: (userId: string, endpointId: string) =>
    [...ACCOUNT_QUERY_ROOT, userId, 'webhook-deliveries', endpointId] as const,
  embedOrigins: (userId: string) => [...ACCOUNT_QUERY_ROOT, userId, 'embed-origins'] as const,
  brand: (userId: string) => [...ACCOUNT_QUERY_ROOT, userId, 'brand'] as const,
  passkeys: (userId: string) => [...ACCOUNT_QUERY_ROOT, userId, 'passkeys'] as const,
};
