import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import type { TDocumentRow } from './operations.types.ts';
import { operationDocuments } from './operations-schema.ts';

/** The reads and writes of an operation's documents: each query `(db | tx, {…ids})`. */

/** The operation's documents in their order (position). */
export function listDocuments(
  db: TDbOrTx,
  { operationId }: { operationId: string },
): Promise<TDocumentRow[]> {
  return db
    .select()
    .from(operationDocuments)
    .where(eq(operationDocuments.operationId, operationId))
    .orderBy(asc(operationDocuments.position));
}

/** The operation whose document's current signed version has this SHA-256 (hex). */
export async function findOperationIdBySignedDocument(
  db: TDbOrTx,
  { sha256 }: { sha256: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ operationId: operationDocuments.operationId })
    .from(operationDocuments)
    .where(eq(operationDocuments.signedSha256, sha256))
    .limit(1);
  return row?.operationId;
}

/** One document of the operation. */
export async function findDocument(
  db: TDbOrTx,
  { operationId, documentId }: { operationId: string; documentId: string },
): Promise<TDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(operationDocuments)
    .where(
      and(eq(operationDocuments.id, documentId), eq(operationDocuments.operationId, operationId)),
    )
    .limit(1);
  return row;
}

export function insertDocuments(
  tx: TTx,
  rows: (typeof operationDocuments.$inferInsert)[],
): Promise<TDocumentRow[]> {
  return tx.insert(operationDocuments).values(rows).returning();
}

/**
 * Stores a document's newly sealed version, unless it moved on since it was read (another
 * signer's seal landed first): false then.
 */
export async function storeSealedVersion(
  tx: TTx,
  version: {
    documentId: string;
    before: string;
    after: string;
    /** When its newest time stamp needs renewing (a B-LTA version), else left as it is. */
    archiveRenewAt?: Date | undefined;
  },
): Promise<boolean> {
  const rows = await tx
    .update(operationDocuments)
    .set({
      signedSha256: version.after,
      ...(version.archiveRenewAt ? { archiveRenewAt: version.archiveRenewAt } : {}),
    })
    .where(
      and(
        eq(operationDocuments.id, version.documentId),
        sql`coalesce(${operationDocuments.signedSha256}, ${operationDocuments.originalSha256}) = ${version.before}`,
      ),
    )
    .returning({ id: operationDocuments.id });
  return rows.length === 1;
}

/** The documents of these operations, each operation's in their order. */
export function listDocumentsOf(
  db: TDbOrTx,
  { operationIds }: { operationIds: string[] },
): Promise<TDocumentRow[]> {
  if (operationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(operationDocuments)
    .where(inArray(operationDocuments.operationId, operationIds))
    .orderBy(asc(operationDocuments.operationId), asc(operationDocuments.position));
}

/**
 * Replaces a document nobody has signed yet (a form filled in on the server): its original,
 * its signed version when it is sealed at once, and its flags. False once it is signed.
 */
export async function replaceUnsignedDocument(
  tx: TTx,
  document: {
    documentId: string;
    originalSha256: string;
    signedSha256: string | null;
    flags: TDocumentRow['flags'];
  },
): Promise<boolean> {
  const rows = await tx
    .update(operationDocuments)
    .set({
      originalSha256: document.originalSha256,
      signedSha256: document.signedSha256,
      flags: document.flags,
    })
    .where(
      and(eq(operationDocuments.id, document.documentId), isNull(operationDocuments.signedSha256)),
    )
    .returning({ id: operationDocuments.id });
  return rows.length === 1;
}

/** Signed documents whose newest time stamp is due for renewal, oldest due first. */
export function listArchiveRenewalsDue(
  db: TDbOrTx,
  { now, limit }: { now: Date; limit: number },
): Promise<TDocumentRow[]> {
  return db
    .select()
    .from(operationDocuments)
    .where(
      and(lte(operationDocuments.archiveRenewAt, now), isNotNull(operationDocuments.signedSha256)),
    )
    .orderBy(asc(operationDocuments.archiveRenewAt))
    .limit(limit);
}
