import { ZTravellerReportView } from '@confirma/contracts/traveller';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

/**
 * GET /api/v2/traveller/{op}: the traveller report (parte de viajero) as the identified
 * guest reviews it, with their token (the session's esignToken). Shared by the
 * identification summary (which leads to it) and the traveller feature (which completes it).
 */
export const TRAVELLER_REPORT_KEY = (operationUuid: string) =>
  ['traveller', 'report', operationUuid] as const;

export const getTravellerReport = (operationUuid: string) =>
  apiClient.get(`/v2/traveller/${encodeURIComponent(operationUuid)}`, {
    schema: ZTravellerReportView,
  });

export function useTravellerReport(operationUuid: string | null) {
  return useQuery({
    queryKey: TRAVELLER_REPORT_KEY(operationUuid ?? ''),
    queryFn: () => getTravellerReport(operationUuid ?? ''),
    enabled: Boolean(operationUuid),
    retry: false,
    staleTime: 0,
  });
}
