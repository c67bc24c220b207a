import { type TBulkSend, ZBulkSend } from '@confirma/contracts/bulk-sends';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '../../../lib/account-queries';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/request-templates/{id}/bulk: the rows sent, their credits reserved. The key is
 * the file's (one per file picked): a second press, or a retry after a lost answer, gets
 * the first bulk send back instead of a second one.
 */
export function startBulkSend(
  templateId: string,
  { csv, idempotencyKey }: { csv: string; idempotencyKey: string },
): Promise<TBulkSend> {
  return apiClient.post(
    `/request-templates/${encodeURIComponent(templateId)}/bulk`,
    { csv },
    { kind: 'login', schema: ZBulkSend, headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useStartBulkSend(templateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: { csv: string; idempotencyKey: string }) =>
      startBulkSend(templateId, upload),
    // The credits reserved: the account's figures and ledger are stale.
    onSuccess: () => invalidateAccount(queryClient),
  });
}
