import {
  ZCertificateSerialParams,
  ZIssuedCertificate,
  ZIssuedCertificatePage,
  ZIssuedCertificatesQuery,
  ZRevokeCertificateRequest,
} from '@confirma/contracts/certificate-authority';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['admin'];

export const issuedCertificatesRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary:
      'What the platform CA issued (signers, the seal, the TSA, the responder), newest first, with its revocation',
    querystring: ZIssuedCertificatesQuery,
    response: { 200: ZIssuedCertificatePage, ...problems(400, 401, 403, 404) },
  },
} as const;

export const revokeCertificateRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary:
      'Revoke a certificate of the platform CA: OCSP answers revoked, the CRL lists it (once; again answers the first revocation)',
    params: ZCertificateSerialParams,
    body: ZRevokeCertificateRequest,
    response: { 200: ZIssuedCertificate, ...problems(400, 401, 403, 404) },
  },
} as const;
