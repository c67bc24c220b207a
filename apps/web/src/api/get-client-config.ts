import { type TClientConfig, ZClientConfig } from '@confirma/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { SIGNING_PATHS } from './signing-paths';

/** GET /api/config: the public client configuration (no token). */
export function getClientConfig(): Promise<TClientConfig> {
  return apiClient.get(SIGNING_PATHS.config, { kind: 'login', schema: ZClientConfig });
}

/**
 * The public configuration, read once per page load: whether this server offers video
 * identification (`identification`) decides what the identification page offers.
 */
export function useClientConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['config'],
    queryFn: getClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
