import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { useFailureNotice } from '../../../hooks/use-failure-notice';
import { getActaPdf } from '../api/get-acta-pdf';
import { getDocumentPdf } from '../api/get-document-pdf';
import { signingKeys } from './use-signing-context';

/**
 * The summary's two documents, the signed PDF and the operation's certificate, read once
 * the operation is `ready` (sealed, nobody left to sign); a failure of either is a notice.
 */
export function useSummaryDocuments({
  operationUuid,
  documentUuid,
  ready,
  fail,
}: {
  operationUuid: string;
  documentUuid: string;
  ready: boolean;
  fail: ReturnType<typeof useFailureNotice>['fail'];
}) {
  const signed = useQuery({
    queryKey: signingKeys.document(operationUuid, documentUuid, true),
    queryFn: () => getDocumentPdf(operationUuid, documentUuid),
    enabled: ready,
  });
  const acta = useQuery({
    queryKey: signingKeys.acta(operationUuid),
    queryFn: () => getActaPdf(operationUuid),
    enabled: ready,
  });
  useEffect(() => {
    if (signed.error) fail('resumeSignature.errors.document', signed.error);
  }, [signed.error, fail]);
  useEffect(() => {
    if (acta.error) fail('resumeSignature.errors.acta', acta.error);
  }, [acta.error, fail]);

  return { signed, acta };
}
