import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getActaPdf } from '../api/get-acta-pdf';
import { getDocumentPdf } from '../api/get-document-pdf';
import { signingKeys } from './use-signing-context';

/**
 * Right after a signature: start fetching what the completion screen shows (the signed
 * document and the certificate) while the browser moves to it.
 */
export function usePrefetchSummary(operationUuid: string, documentUuid: string) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.prefetchQuery({
      queryKey: signingKeys.document(operationUuid, documentUuid, true),
      queryFn: () => getDocumentPdf(operationUuid, documentUuid),
    });
    void queryClient.prefetchQuery({
      queryKey: signingKeys.acta(operationUuid),
      queryFn: () => getActaPdf(operationUuid),
    });
  }, [queryClient, operationUuid, documentUuid]);
}
