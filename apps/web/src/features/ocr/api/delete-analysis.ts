import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { OCR_KEYS } from './query-keys';

/** DELETE /api/v2/ocr/{id}: the analysis and its images; the history is asked again. */
export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/v2/ocr/${encodeURIComponent(id)}`, { kind: 'login' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OCR_KEYS.history }),
  });
}
