import type { TCertificateRevocationReason } from '@confirma/contracts/certificate-authority';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { issuedCertificates } from './certificate-authority-schema.ts';

export type TIssuedCertificateRow = typeof issuedCertificates.$inferSelect;
export type TNewIssuedCertificate = typeof issuedCertificates.$inferInsert;

/** The CA module's reads and writes of `issued_certificates`. */
export async function insertIssuedCertificate(db: TDbOrTx, row: TNewIssuedCertificate) {
  await db.insert(issuedCertificates).values(row).onConflictDoNothing();
}

export async function findIssuedCertificates(
  db: TDbOrTx,
  serials: readonly string[],
): Promise<TIssuedCertificateRow[]> {
  if (serials.length === 0) return [];
  return db
    .select()
    .from(issuedCertificates)
    .where(inArray(issuedCertificates.serialHex, [...serials]));
}

/** Locks one row for its revocation. */
export async function lockIssuedCertificate(db: TDbOrTx, serialHex: string) {
  const [row] = await db
    .select()
    .from(issuedCertificates)
    .where(eq(issuedCertificates.serialHex, serialHex))
    .for('update');
  return row;
}

/** Revokes once: a revoked row keeps its first time and reason. */
export async function markRevoked(
  db: TDbOrTx,
  params: { serialHex: string; at: Date; reason: TCertificateRevocationReason },
): Promise<TIssuedCertificateRow | undefined> {
  const [row] = await db
    .update(issuedCertificates)
    .set({ revokedAt: params.at, revocationReason: params.reason })
    .where(
      and(eq(issuedCertificates.serialHex, params.serialHex), isNull(issuedCertificates.revokedAt)),
    )
    .returning();
  return row;
}

/** Every revoked certificate, for the CRL. */
export async function listRevoked(db: TDbOrTx) {
  return db
    .select({
      serialHex: issuedCertificates.serialHex,
      revokedAt: issuedCertificates.revokedAt,
      reason: issuedCertificates.revocationReason,
    })
    .from(issuedCertificates)
    .where(isNotNull(issuedCertificates.revokedAt))
    .orderBy(issuedCertificates.revokedAt);
}
