import { ZRequestTemplateList } from '@confirma/contracts/request-templates';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { TEMPLATE_KEYS } from './request-template-keys';

/** GET /api/request-templates: the account's templates, newest first. */
export function listRequestTemplates() {
  return apiClient.get('/request-templates', { kind: 'login', schema: ZRequestTemplateList });
}

export function useRequestTemplates() {
  return useQuery({ queryKey: TEMPLATE_KEYS.all, queryFn: listRequestTemplates });
}
