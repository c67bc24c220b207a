import type { TDbOrTx } from '../../platform/db/client.ts';
import { DAY_SECONDS } from '../../platform/time-units.ts';
import { CRL_REASON, createCrl } from '../sealing/index.ts';
import type { TCaContext } from './certificate-authority.types.ts';
import { CertificateAuthorityError } from './certificate-authority-error.ts';
import { listRevoked } from './issued-certificates-queries.ts';

/** A CRL's nextUpdate: a day after it is made. */
export const CRL_VALIDITY_SECONDS = DAY_SECONDS;
/** How long caches may keep the CRL: a revocation reaches them within five minutes. */
export const CRL_CACHE_SECONDS = 300;

/**
 * The root's CRL as of `now`, made on request from the table (one query, one signature)
 * so a revocation shows at once in every process. Its cRLNumber is `now` in milliseconds:
 * increasing without a counter to keep.
 */
export async function currentCrl(
  context: TCaContext,
  db: TDbOrTx,
  now = new Date(),
): Promise<Uint8Array> {
  if (!context.ca) throw new CertificateAuthorityError('NO_CA', 'the PKI has no platform CA');
  const revoked = await listRevoked(db);
  return createCrl({
    issuer: context.ca,
    revoked: revoked.map((row) => ({
      serialHex: row.serialHex,
      revokedAt: row.revokedAt ?? now,
      reason: CRL_REASON[row.reason ?? 'unspecified'],
    })),
    thisUpdate: now,
    nextUpdate: new Date(now.getTime() + CRL_VALIDITY_SECONDS * 1000),
    crlNumber: BigInt(now.getTime()),
  });
}
