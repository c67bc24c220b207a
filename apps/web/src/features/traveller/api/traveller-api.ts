import {
  type TTravellerCompletion,
  ZGuestRegister,
  ZTravellerReportView,
} from '@confirma/contracts/traveller';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { TRAVELLER_REPORT_KEY } from '../../../api/get-traveller-report';
import { SIGNING_PATHS } from '../../../api/signing-paths';
import { apiClient } from '../../../lib/api-client';
import { base64ToBytes } from '../../../lib/base64-to-bytes';

/**
 * The traveller report (parte de viajero): the guest's review with their token of the
 * operation (the session's esignToken), and the account's guest register with the browser's
 * session.
 */
const op = (operationUuid: string) => encodeURIComponent(operationUuid);
export const TRAVELLER_KEYS = {
  register: (q: string) => ['account', 'guest-register', q] as const,
};

/** The document (the parte, filled, signed or sealed) as PDF bytes, with the guest's token. */
export async function getPartePdf(operationUuid: string, documentUuid: string) {
  const b64 = await apiClient.get(SIGNING_PATHS.document(operationUuid, documentUuid), {
    schema: z.string(),
  });
  return base64ToBytes(b64);
}

export function useFillTravellerReport(operationUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completion: TTravellerCompletion) =>
      apiClient.post(`/v2/traveller/${op(operationUuid)}`, completion, {
        schema: ZTravellerReportView,
      }),
    onSuccess: (view) => queryClient.setQueryData(TRAVELLER_REPORT_KEY(operationUuid), view),
  });
}

export function useGuestRegister(q: string) {
  return useQuery({
    queryKey: TRAVELLER_KEYS.register(q),
    queryFn: () =>
      apiClient.get(`/traveller/register?${new URLSearchParams({ q }).toString()}`, {
        kind: 'login',
        schema: ZGuestRegister,
      }),
  });
}

/** The register's export as a file (the session cookie goes with the link). */
export const guestRegisterExportUrl = (format: 'csv' | 'json', q: string) =>
  `/api/traveller/register/export?${new URLSearchParams({ format, q }).toString()}`;
