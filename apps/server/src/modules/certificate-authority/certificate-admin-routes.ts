import {
  type TIssuedCertificate,
  ZCertificateSerialParams,
  ZIssuedCertificate,
  ZRevokeCertificateRequest,
} from '@confirma/contracts/certificate-authority';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { actorOf } from '../../platform/http/access.ts';
import type { TRevocationRecorder } from './certificate-authority.types.ts';
import type { TCertificateAuthority } from './create-certificate-authority.ts';
import type { TIssuedCertificateRow } from './issued-certificates-queries.ts';

const errors = { 400: ZProblem, 401: ZProblem, 403: ZProblem, 404: ZProblem };

function toIssued(row: TIssuedCertificateRow): TIssuedCertificate {
  return {
    serialHex: row.serialHex,
    profile: row.profile,
    subject: row.subject,
    level: row.level,
    operationId: row.operationId,
    notBefore: row.notBefore.toISOString(),
    notAfter: row.notAfter.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revocationReason: row.revocationReason,
  };
}

/**
 * The back office's revocation of a certificate the platform root issued (a signer's, the
 * seal's, the TSA's, the responder's). Registered inside the admin scope by app.ts, which
 * hands in `record`: the audit log's entry, written in the revocation's transaction.
 */
export const certificateAdminRoutes: FastifyPluginAsyncZod<{
  authority: TCertificateAuthority;
  db: TDb;
  record: TRevocationRecorder;
}> = async (app, { authority, db, record }) => {
  app.post(
    '/api/admin/certificates/:serial/revoke',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Revoke a certificate of the platform CA: OCSP answers revoked, the CRL lists it (once; again answers the first revocation)',
        params: ZCertificateSerialParams,
        body: ZRevokeCertificateRequest,
        response: { 200: ZIssuedCertificate, ...errors },
      },
    },
    async (request) => {
      const { id, email, ip } = actorOf(request, 'admin');
      const { serial } = request.params;
      const { reason, note } = request.body;
      const { row } = await authority.revokeCertificate(db, serial, reason, {
        onRevoked: (tx) =>
          record(tx, { actor: { id, email }, ip, serialHex: serial, reason, note }),
      });
      return toIssued(row);
    },
  );
};
