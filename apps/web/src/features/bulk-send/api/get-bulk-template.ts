import { ZRequestTemplate } from '@confirma/contracts/request-templates';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { BULK_KEYS } from './bulk-send-keys';

/** GET /api/request-templates/{id}: the template a bulk send fills (its roles and fields). */
export function useBulkTemplate(id: string) {
  return useQuery({
    queryKey: BULK_KEYS.template(id),
    queryFn: () =>
      apiClient.get(`/request-templates/${encodeURIComponent(id)}`, {
        kind: 'login',
        schema: ZRequestTemplate,
      }),
    retry: false,
  });
}
