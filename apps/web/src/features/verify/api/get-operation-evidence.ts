import { ZVerifiedOperation } from '@confirma/contracts/verify';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /api/verify/operations/{operationUuid}: the public evidence of one operation. */
export function getOperationEvidence(operationUuid: string) {
  return apiClient.get(`/verify/operations/${encodeURIComponent(operationUuid)}`, {
    schema: ZVerifiedOperation,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The operation of the certificate's QR code (`?op=`), when the page was opened with one. */
export function useOperationEvidence(operationUuid: string | null) {
  const valid = Boolean(operationUuid && UUID.test(operationUuid));
  return useQuery({
    queryKey: ['verify', 'operation', operationUuid],
    queryFn: () => getOperationEvidence(operationUuid ?? ''),
    enabled: valid,
    staleTime: 60_000,
  });
}
