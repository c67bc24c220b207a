import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { embedOrigins } from './embed-schema.ts';

/** The origins allowed to frame this account's signing pages, in the order they were added. */
export async function listEmbedOrigins(
  db: TDbOrTx,
  { organizationId }: { organizationId: string },
): Promise<string[]> {
  const rows = await db
    .select({ origin: embedOrigins.origin })
    .from(embedOrigins)
    .where(eq(embedOrigins.organizationId, organizationId))
    .orderBy(asc(embedOrigins.createdAt), asc(embedOrigins.origin));
  return rows.map((row) => row.origin);
}

/**
 * Replaces the account's list with `origins` (already normalised) and answers it as
 * stored. Two replacements of one account queue on a transaction-scoped advisory lock, so
 * the last one's list is the list (the account may have no row to lock yet). Origins kept
 * keep their creation time: the list stays in the order they were added.
 */
export async function replaceEmbedOrigins(
  tx: TTx,
  { organizationId, origins }: { organizationId: string; origins: readonly string[] },
): Promise<string[]> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`embed_origins:${organizationId}`}))`,
  );
  const current = await listEmbedOrigins(tx, { organizationId });
  const removed = current.filter((origin) => !origins.includes(origin));
  const added = origins.filter((origin) => !current.includes(origin));
  if (removed.length > 0) {
    await tx
      .delete(embedOrigins)
      .where(
        and(eq(embedOrigins.organizationId, organizationId), inArray(embedOrigins.origin, removed)),
      );
  }
  if (added.length > 0) {
    // Distinct times keep the order of one request's new origins.
    const now = Date.now();
    await tx.insert(embedOrigins).values(
      added.map((origin, index) => ({
        organizationId,
        origin,
        createdAt: new Date(now + index),
      })),
    );
  }
  return listEmbedOrigins(tx, { organizationId });
}
