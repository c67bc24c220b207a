import {
  type TIssuedCertificatePage,
  ZIssuedCertificatePage,
} from '@confirma/contracts/certificate-authority';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_KEYS } from './query-keys';

/** GET /api/admin/certificates: what the platform CA issued, newest first. */
export function listCertificates(
  q: string,
  cursor: string | null,
): Promise<TIssuedCertificatePage> {
  const query = new URLSearchParams({ limit: '30' });
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  return apiClient.get(`/admin/certificates?${query}`, {
    kind: 'login',
    schema: ZIssuedCertificatePage,
  });
}

export function useCertificates(q: string) {
  return useCursorList(ADMIN_KEYS.certificates(q), (cursor: string | null) =>
    listCertificates(q, cursor),
  );
}
