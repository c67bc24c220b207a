import { Readable } from 'node:stream';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { blobs } from '../db/schema.ts';
import {
  assertKey,
  BlobNotFoundError,
  isBlobKey,
  requireExpected,
  sha256Hex,
  type TBlobStore,
  type TStoredBlob,
  verified,
} from './blob-store.ts';

/**
 * Blobs as rows of the `blobs` table (bytea) in the database every process already
 * shares: the choice of a deployment that runs several processes, or machines, without
 * shared disk or object store. Works on PGlite too. Suits documents and images; videos
 * of identifications (tens of MB) are better in S3.
 */
/** The same bytes as a Buffer, without a copy. */
const asBuffer = (data: Uint8Array) =>
  Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

export function createPostgresBlobStore(db: TDb): TBlobStore {
  const read = async (key: string) => {
    assertKey(key);
    const [row] = await db.select({ data: blobs.data }).from(blobs).where(eq(blobs.key, key));
    if (!row) throw new BlobNotFoundError(key);
    return verified(key, row.data);
  };
  const put = async (data: Uint8Array): Promise<TStoredBlob> => {
    const key = sha256Hex(data);
    // Stored again: only its time changes (the bytes are not sent twice).
    const touched = await db
      .update(blobs)
      .set({ storedAt: sql`now()` })
      .where(eq(blobs.key, key))
      .returning({ key: blobs.key });
    if (touched.length) return { key, size: data.byteLength, created: false };
    const inserted = await db
      .insert(blobs)
      .values({ key, data: asBuffer(data), size: data.byteLength })
      .onConflictDoUpdate({ target: blobs.key, set: { storedAt: sql`now()` } })
      .returning({ created: sql<boolean>`xmax = 0` });
    return { key, size: data.byteLength, created: Boolean(inserted[0]?.created) };
  };
  return {
    put,
    async putStream(source, options) {
      // A bytea value is sent whole: the stream is gathered first (videos belong on disk or S3).
      const parts: Uint8Array[] = [];
      for await (const part of source) parts.push(part);
      const data = Buffer.concat(parts);
      parts.length = 0;
      requireExpected(sha256Hex(data), options);
      return put(data);
    },
    get: read,
    async stream(key) {
      return Readable.from([await read(key)]);
    },
    async has(key) {
      if (!isBlobKey(key)) return false;
      const [row] = await db.select({ key: blobs.key }).from(blobs).where(eq(blobs.key, key));
      return Boolean(row);
    },
    async stat(key) {
      if (!isBlobKey(key)) return null;
      const [row] = await db
        .select({ size: blobs.size, storedAt: blobs.storedAt })
        .from(blobs)
        .where(eq(blobs.key, key));
      return row ?? null;
    },
    async *list() {
      // Pages by key, without the bytes.
      let after = '';
      for (;;) {
        const page = await db
          .select({ key: blobs.key, size: blobs.size, storedAt: blobs.storedAt })
          .from(blobs)
          .where(gt(blobs.key, after))
          .orderBy(blobs.key)
          .limit(500);
        yield* page;
        const last = page.at(-1);
        if (!last || page.length < 500) return;
        after = last.key;
      }
    },
    async delete(key) {
      assertKey(key);
      await db.delete(blobs).where(eq(blobs.key, key));
    },
    async deleteIfStale(key, olderThan) {
      assertKey(key);
      // One statement: a put that refreshed the time first keeps the row; one that comes
      // after finds no row and inserts it anew.
      const gone = await db
        .delete(blobs)
        .where(and(eq(blobs.key, key), lt(blobs.storedAt, olderThan)))
        .returning({ key: blobs.key });
      return gone.length > 0;
    },
  };
}
