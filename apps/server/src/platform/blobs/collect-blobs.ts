import type { TBlobKey, TBlobStore } from './blob-store.ts';

/** Of these keys, the ones something in the database still names. */
export type TFindReferenced = (keys: TBlobKey[]) => Promise<Set<TBlobKey>>;

/**
 * Deletes the blobs nothing references any more (left by a seal killed half-way, a
 * creation that failed, certificates already e-mailed). Only blobs stored longer than
 * `graceMs` ago are candidates, so one written for a change that has not committed yet is
 * left alone; a blob stored again meanwhile is kept (`deleteIfStale`).
 */
export async function collectUnreferencedBlobs(
  blobs: TBlobStore,
  findReferenced: TFindReferenced,
  options: { graceMs: number; batch?: number; now?: Date },
): Promise<{ scanned: number; collected: number; bytes: number }> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.graceMs);
  const batchSize = options.batch ?? 500;
  const result = { scanned: 0, collected: 0, bytes: 0 };
  let batch: { key: TBlobKey; size: number }[] = [];
  const sweep = async () => {
    const referenced = await findReferenced(batch.map((blob) => blob.key));
    for (const blob of batch) {
      if (referenced.has(blob.key)) continue;
      if (await blobs.deleteIfStale(blob.key, cutoff)) {
        result.collected++;
        result.bytes += blob.size;
      }
    }
    batch = [];
  };
  for await (const blob of blobs.list()) {
    result.scanned++;
    if (blob.storedAt.getTime() >= cutoff.getTime()) continue;
    batch.push(blob);
    if (batch.length >= batchSize) await sweep();
  }
  if (batch.length) await sweep();
  return result;
}
