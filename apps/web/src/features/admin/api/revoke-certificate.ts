import {
  type TIssuedCertificate,
  type TRevokeCertificateRequest,
  ZIssuedCertificate,
} from '@confirma/contracts/certificate-authority';
import { apiClient } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/certificates/{serial}/revoke: OCSP answers revoked, the CRL lists it. */
export function revokeCertificate({
  serialHex,
  ...body
}: TRevokeCertificateRequest & { serialHex: string }): Promise<TIssuedCertificate> {
  return apiClient.post(`/admin/certificates/${serialHex}/revoke`, body, {
    kind: 'login',
    schema: ZIssuedCertificate,
  });
}

export function useRevokeCertificate() {
  return useAdminMutation(revokeCertificate);
}
