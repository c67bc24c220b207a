import { type TBulkPreview, ZBulkPreview } from '@confirma/contracts/bulk-sends';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/request-templates/{id}/bulk/preview: the CSV read and every row checked. */
export function previewBulkSend(templateId: string, csv: string): Promise<TBulkPreview> {
  return apiClient.post(
    `/request-templates/${encodeURIComponent(templateId)}/bulk/preview`,
    { csv },
    { kind: 'login', schema: ZBulkPreview },
  );
}

export function usePreviewBulkSend(templateId: string) {
  return useMutation({ mutationFn: (csv: string) => previewBulkSend(templateId, csv) });
}
