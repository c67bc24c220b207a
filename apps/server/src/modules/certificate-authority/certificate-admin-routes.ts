import type { TIssuedCertificate } from '@confirma/contracts/certificate-authority';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { actorOf } from '../../platform/http/access.ts';
import {
  issuedCertificatesRoute,
  revokeCertificateRoute,
} from './certificate-admin-routes.openapi.ts';
import type { TRevocationRecorder } from './certificate-authority.types.ts';
import type { TCertificateAuthority } from './create-certificate-authority.ts';
import {
  listIssuedCertificates,
  type TIssuedCertificateRow,
} from './issued-certificates-queries.ts';

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
 * Each route's access and documentation: certificate-admin-routes.openapi.ts.
 */
export const certificateAdminRoutes: FastifyPluginAsyncZod<{
  authority: TCertificateAuthority;
  db: TDb;
  record: TRevocationRecorder;
}> = async (app, { authority, db, record }) => {
  app.get('/api/admin/certificates', issuedCertificatesRoute, async (request) => {
    const { rows, nextCursor } = await listIssuedCertificates(db, request.query);
    return { certificates: rows.map(toIssued), nextCursor };
  });

  app.post('/api/admin/certificates/:serial/revoke', revokeCertificateRoute, async (request) => {
    const { id, email, ip } = actorOf(request, 'admin');
    const { serial } = request.params;
    const { reason, note } = request.body;
    const { row } = await authority.revokeCertificate(db, serial, reason, {
      onRevoked: (tx) => record(tx, { actor: { id, email }, ip, serialHex: serial, reason, note }),
    });
    return toIssued(row);
  });
};
