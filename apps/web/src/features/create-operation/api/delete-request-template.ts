import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { TEMPLATE_KEYS } from './request-template-keys';

/** DELETE /api/request-templates/{id}: requests already sent from it are not touched. */
export function deleteRequestTemplate(id: string): Promise<void> {
  return apiClient.delete(`/request-templates/${encodeURIComponent(id)}`, { kind: 'login' });
}

export function useDeleteRequestTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequestTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.all }),
  });
}
