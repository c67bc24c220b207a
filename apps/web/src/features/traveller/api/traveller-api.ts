import {
  type TGuestRegister,
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
import { readPages } from '../../../lib/keyset-pages';

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
    // The newest 1000: ten pages of 100 (the register pages by key).
    queryFn: async (): Promise<TGuestRegister> => {
      const { items, nextCursor } = await readPages(async (cursor) => {
        const query = new URLSearchParams({ q, limit: '100', ...(cursor ? { cursor } : {}) });
        const page = await apiClient.get(`/traveller/register?${query.toString()}`, {
          kind: 'login',
          schema: ZGuestRegister,
        });
        return { items: page.entries, nextCursor: page.nextCursor };
      }, 10);
      return { entries: items, nextCursor };
    },
  });
}

/**
 * The register's export as a file (the session cookie goes with the link); the CSV's
 * columns and codes in the reader's `language`.
 */
export const guestRegisterExportUrl = (format: 'csv' | 'json', q: string, language: string) =>
  `/api/traveller/register/export?${new URLSearchParams({ format, q, lang: language }).toString()}`;
