import type { TCertificateRevocationReason } from '@confirma/contracts/certificate-authority';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
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

/**
 * What the root issued, newest first, `limit` after `cursor` (`<created ISO>_<serial>`):
 * `q` matches a serial's start, a subject's text (any case) or an operation id.
 */
export async function listIssuedCertificates(
  db: TDbOrTx,
  { q, cursor, limit }: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<{ rows: TIssuedCertificateRow[]; nextCursor: string | null }> {
  const filters = [];
  if (q) {
    const text = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    // A serial as openssl or a browser prints it: hex, maybe in pairs with colons or spaces.
    const serial = /^[0-9a-f:\s]+$/i.test(q) ? q.toLowerCase().replace(/[:\s]/g, '') : '';
    filters.push(
      or(
        ilike(issuedCertificates.subject, text),
        sql`${issuedCertificates.operationId}::text = ${q.toLowerCase()}`,
        ...(serial.length >= 4 ? [like(issuedCertificates.serialHex, `${serial}%`)] : []),
      ),
    );
  }
  if (cursor) {
    const cut = cursor.indexOf('_');
    const at = new Date(cursor.slice(0, cut));
    filters.push(
      sql`(${issuedCertificates.createdAt}, ${issuedCertificates.serialHex}) < (${at.toISOString()}::timestamptz, ${cursor.slice(cut + 1)})`,
    );
  }
  const rows = await db
    .select()
    .from(issuedCertificates)
    .where(and(...filters))
    .orderBy(desc(issuedCertificates.createdAt), desc(issuedCertificates.serialHex))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last ? `${last.createdAt.toISOString()}_${last.serialHex}` : null,
  };
}
