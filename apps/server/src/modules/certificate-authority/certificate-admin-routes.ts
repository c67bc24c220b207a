import {
  type TIssuedCertificate,
  ZCertificateSerialParams,
  ZIssuedCertificate,
  ZIssuedCertificatePage,
  ZIssuedCertificatesQuery,
  ZRevokeCertificateRequest,
} from '@confirma/contracts/certificate-authority';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { actorOf } from '../../platform/http/access.ts';
import type { TRevocationRecorder } from './certificate-authority.types.ts';
import type { TCertificateAuthority } from './create-certificate-authority.ts';
import {
  listIssuedCertificates,
  type TIssuedCertificateRow,
} from './issued-certificates-queries.ts';

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
 * The back office's list of the certificates the platform root issued (a signer's, the
 * seal's, the TSA's, the responder's) and their revocation. Registered inside the admin scope by app.ts, which
 * hands in `record`: the audit log's entry, written in the revocation's transaction.
 */
export const certificateAdminRoutes: FastifyPluginAsyncZod<{
  authority: TCertificateAuthority;
  db: TDb;
  record: TRevocationRecorder;
}> = async (app, { authority, db, record }) => {
  app.get(
    '/api/admin/certificates',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'What the platform CA issued (signers, the seal, the TSA, the responder), newest first, with its revocation',
        querystring: ZIssuedCertificatesQuery,
        response: { 200: ZIssuedCertificatePage, ...errors },
      },
    },
    async (request) => {
      const { rows, nextCursor } = await listIssuedCertificates(db, request.query);
      return { certificates: rows.map(toIssued), nextCursor };
    },
  );

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
