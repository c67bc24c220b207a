import type { TDb, TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { serialHexOf, summariseCertificate, type TCertifiedKey } from '../sealing/index.ts';
import type { TCaContext, TRevocationReason } from './certificate-authority.types.ts';
import type { ISSUED_PROFILES } from './certificate-authority-schema.ts';
import { issuedByRoot } from './certificate-status.ts';
import {
  insertIssuedCertificate,
  lockIssuedCertificate,
  markRevoked,
  type TIssuedCertificateRow,
} from './issued-certificates-queries.ts';

export interface TRevokeOptions {
  at?: Date;
  /** Runs in the revocation's transaction when it changed something (the audit record). */
  onRevoked?: (tx: TTx, row: TIssuedCertificateRow) => Promise<void>;
}

/** The platform's own leaf with this serial, when the root issued it. */
function platformLeaf(context: TCaContext, serialHex: string) {
  const leaves: [(typeof ISSUED_PROFILES)[number], TCertifiedKey | null][] = [
    ['seal', context.platformLeaves.seal],
    ['tsa', context.platformLeaves.tsa],
    ['ocsp-responder', context.responder],
  ];
  return leaves.find(
    ([, leaf]) =>
      leaf &&
      issuedByRoot(context, leaf.certificate) &&
      serialHexOf(leaf.certificate) === serialHex,
  );
}

/** Records one of the platform's own leaves, the first time it is acted on. */
async function recordPlatformLeaf(context: TCaContext, tx: TTx, serialHex: string) {
  const found = platformLeaf(context, serialHex);
  const certificate = found?.[1]?.certificate;
  if (!found || !certificate) return;
  await insertIssuedCertificate(tx, {
    serialHex,
    profile: found[0],
    subject: summariseCertificate(certificate).subject,
    notBefore: certificate.notBefore,
    notAfter: certificate.notAfter,
    der: Buffer.from(certificate.der),
  });
}

/**
 * Revokes a certificate the root issued (a signer's, or the seal's, the TSA's, the
 * responder's): from then on the OCSP responder answers revoked with this time and reason
 * and the CRL lists it. Once only: revoking again changes nothing and answers the first
 * revocation (`changed: false`). NOT_FOUND for a serial the root never issued.
 */
export async function revokeCertificate(
  context: TCaContext,
  db: TDb,
  serialHex: string,
  reason: TRevocationReason,
  options: TRevokeOptions = {},
): Promise<{ row: TIssuedCertificateRow; changed: boolean }> {
  return db.transaction(async (tx) => {
    await recordPlatformLeaf(context, tx, serialHex);
    const row = await lockIssuedCertificate(tx, serialHex);
    if (!row) throw new AppError('NOT_FOUND', 'no certificate of the platform CA has this serial');
    if (row.revokedAt) return { row, changed: false };
    const revoked = await markRevoked(tx, { serialHex, at: options.at ?? new Date(), reason });
    if (!revoked) throw new AppError('CONFLICT', 'the certificate changed meanwhile');
    await options.onRevoked?.(tx, revoked);
    return { row: revoked, changed: true };
  });
}
