import { type TTravellerCompletion, ZTravellerReportView } from '@confirma/contracts/traveller';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRAVELLER_REPORT_KEY } from '../../../api/get-traveller-report';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/v2/traveller/{op}: the guest's completion of their traveller report, with their
 * token of the operation (the session's esignToken); the answer replaces the report shown.
 */
export function useFillTravellerReport(operationUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completion: TTravellerCompletion) =>
      apiClient.post(`/v2/traveller/${encodeURIComponent(operationUuid)}`, completion, {
        schema: ZTravellerReportView,
      }),
    onSuccess: (view) => queryClient.setQueryData(TRAVELLER_REPORT_KEY(operationUuid), view),
  });
}
