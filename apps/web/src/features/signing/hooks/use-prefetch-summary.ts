import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathFor } from '../../../config/routes';
import { getActaPdf } from '../api/get-acta-pdf';
import { getDocumentPdf } from '../api/get-document-pdf';
import type { TSigningEvents } from '../components/signing-gate';
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

/**
 * What follows a signature: the embedder is told, the summary is fetched ahead once sealed,
 * and the page goes to it (`?sealing=1` while the seal is still being made).
 */
export function useGoToSummary(
  operationUuid: string,
  documentUuid: string,
  onSigned: TSigningEvents['onSigned'],
) {
  const navigate = useNavigate();
  const prefetchSummary = usePrefetchSummary(operationUuid, documentUuid);
  return (answer: { sealed: boolean }) => {
    onSigned?.({ sealed: answer.sealed });
    if (answer.sealed) prefetchSummary();
    void navigate(`${pathFor('resumeSignature')}${answer.sealed ? '' : '?sealing=1'}`);
  };
}
