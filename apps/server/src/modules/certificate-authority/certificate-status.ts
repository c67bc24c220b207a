import { X509Certificate } from 'node:crypto';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { serialHexOf, type TCertificateInfo } from '../sealing/index.ts';
import type { TCaContext, TCertificateStatus } from './certificate-authority.types.ts';
import { findIssuedCertificates } from './issued-certificates-queries.ts';

/** Whether the platform root issued `certificate`: by name and by its signature. */
export function issuedByRoot(context: TCaContext, certificate: TCertificateInfo): boolean {
  const root = context.ca?.certificate;
  if (!root || Buffer.compare(certificate.issuerDer, root.subjectDer) !== 0) return false;
  return new X509Certificate(certificate.der).verify(root.publicKey);
}

/** The serials of the platform's own leaves the root issued (seal, TSA, responder). */
function platformSerials(context: TCaContext): Set<string> {
  const leaves = [context.platformLeaves.seal, context.platformLeaves.tsa, context.responder];
  return new Set(
    leaves
      .filter((leaf) => leaf !== null && issuedByRoot(context, leaf.certificate))
      .map((leaf) => serialHexOf((leaf as NonNullable<typeof leaf>).certificate)),
  );
}

/**
 * The status of each serial under the root: revoked when the table says so, good when the
 * table has it or it is one of the platform's own leaves, unknown otherwise (RFC 6960
 * 2.2: the responder does not know the certificate).
 */
export async function statusesOf(
  context: TCaContext,
  db: TDbOrTx,
  serials: readonly string[],
): Promise<Map<string, TCertificateStatus>> {
  const rows = new Map(
    (await findIssuedCertificates(db, serials)).map((row) => [row.serialHex, row]),
  );
  const ownLeaves = platformSerials(context);
  const statuses = new Map<string, TCertificateStatus>();
  for (const serial of serials) {
    const row = rows.get(serial);
    if (row?.revokedAt) {
      statuses.set(serial, {
        state: 'revoked',
        revokedAt: row.revokedAt,
        reason: row.revocationReason ?? 'unspecified',
      });
    } else if (row || ownLeaves.has(serial)) {
      statuses.set(serial, { state: 'good' });
    } else {
      statuses.set(serial, { state: 'unknown' });
    }
  }
  return statuses;
}
