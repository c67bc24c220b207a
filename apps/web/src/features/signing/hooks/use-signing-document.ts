import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getDocumentPdf } from '../api/get-document-pdf';
import { signingKeys } from './use-signing-context';

/**
 * The document to sign, as PDF bytes, read once per page; `onError` hears of a failed
 * read (the page's 'error viewing the document' snackbar).
 */
export function useSigningDocument(
  operationUuid: string,
  documentUuid: string,
  onError: (messageKey: string, error: unknown) => void,
) {
  const pdf = useQuery({
    queryKey: signingKeys.document(operationUuid, documentUuid, false),
    queryFn: () => getDocumentPdf(operationUuid, documentUuid),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (pdf.error) onError('signing.errors.view', pdf.error);
  }, [pdf.error, onError]);
  return pdf;
}
