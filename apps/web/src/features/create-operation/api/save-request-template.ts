import {
  type TRequestTemplate,
  type TRequestTemplateCreate,
  ZRequestTemplate,
} from '@confirma/contracts/request-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { TEMPLATE_KEYS } from './request-template-keys';

/** POST /api/request-templates: the request's document, roles and invitation, kept. */
export function saveRequestTemplate(body: TRequestTemplateCreate): Promise<TRequestTemplate> {
  return apiClient.post('/request-templates', body, { kind: 'login', schema: ZRequestTemplate });
}

export function useSaveRequestTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRequestTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.all }),
  });
}
