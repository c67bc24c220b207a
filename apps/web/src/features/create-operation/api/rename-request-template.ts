import { type TRequestTemplate, ZRequestTemplate } from '@confirma/contracts/request-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { TEMPLATE_KEYS } from './request-template-keys';

/** PATCH /api/request-templates/{id} `{name}`: the template renamed, nothing else changed. */
export function renameRequestTemplate(id: string, name: string): Promise<TRequestTemplate> {
  return apiClient.patch(
    `/request-templates/${encodeURIComponent(id)}`,
    { name },
    { kind: 'login', schema: ZRequestTemplate },
  );
}

export function useRenameRequestTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameRequestTemplate(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.all }),
  });
}
