import type { TOperationResponse } from '@confirma/contracts/operations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getOperation } from '../../../api/get-operation';
import { sessionStore, useSession } from '../../../lib/session-store';
import { getDocumentPdf } from '../api/get-document-pdf';

export const signingKeys = {
  operation: (operationUuid: string) => ['signing', 'operation', operationUuid] as const,
  document: (operationUuid: string, documentUuid: string, signed: boolean) =>
    ['signing', 'document', operationUuid, documentUuid, signed] as const,
  acta: (operationUuid: string) => ['signing', 'acta', operationUuid] as const,
  page: (operationUuid: string, documentUuid: string, page: number) =>
    ['signing', 'page', operationUuid, documentUuid, page] as const,
};

/**
 * The signer's operation: from the e-mail link (`?operation=…&token=…`, kept in the session
 * and then dropped from the address bar) or from the session (the creation flow stores
 * it). Reads the operation to learn the document and the signer's phone.
 */
export function useSigningContext() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const linkOperation = params.get('operation');
  const linkDocument = params.get('document');
  const linkToken = params.get('token');
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!linkOperation || !linkToken) return;
    sessionStore.set({
      operationUuid: linkOperation,
      esignToken: linkToken,
      documentUuid: linkDocument,
      cellphone: null,
    });
    // The link names the document: fetch it alongside the operation, not after it.
    if (linkDocument) {
      void queryClient.prefetchQuery({
        queryKey: signingKeys.document(linkOperation, linkDocument, false),
        queryFn: () => getDocumentPdf(linkOperation, linkDocument),
        staleTime: Number.POSITIVE_INFINITY,
      });
    }
    // The token is a credential: keep it out of the history and of shared screenshots.
    void navigate(location.pathname, { replace: true });
  }, [linkOperation, linkDocument, linkToken, location.pathname, navigate, queryClient]);

  const operationUuid = useSession((session) => linkOperation ?? session.operationUuid);
  const hasToken = useSession((session) => Boolean(linkToken ?? session.esignToken));
  const query = useQuery({
    queryKey: signingKeys.operation(operationUuid ?? ''),
    queryFn: () => getOperation(operationUuid ?? ''),
    enabled: Boolean(operationUuid && hasToken && !(linkToken && linkOperation)),
    staleTime: 0,
  });
  const operation = query.data;
  const documentUuid = operation?.documents[0]?.documentUuid ?? null;
  useEffect(() => {
    if (!operation) return;
    sessionStore.set({
      operation,
      documentUuid,
      cellphone: fieldValue(operation, 'cellphone'),
      signBoxName: fieldValue(operation, 'cajafirma') ?? fieldValue(operation, 'signbox'),
    });
  }, [operation, documentUuid]);

  return {
    operationUuid,
    documentUuid,
    operation,
    missing: !operationUuid || !hasToken,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}

/** A signer field's value (authPolicy.fields) by identifier. */
export function fieldValue(operation: TOperationResponse, identifier: string): string | null {
  return (
    operation.authPolicy.fields.find((field) => field.identifier === identifier)?.value ?? null
  );
}

/** Whether this signer can still sign, and if not, why. */
export function signingState(operation: TOperationResponse) {
  const mine = operation.viewer?.status;
  if (mine === 'SIGNED') return 'signed' as const;
  if (['REJECTED', 'EXPIRED', 'CANCELLED'].includes(operation.status)) return 'ended' as const;
  if (mine === 'PENDING') return 'waiting' as const;
  if (operation.status === 'SEALING') return 'sealing' as const;
  if (operation.status === 'SIGNED') return 'signed' as const;
  return 'open' as const;
}
