import type { TBlobKey } from '../../../platform/blobs/blob-store.ts';
import type { TIdentificationContext } from '../identification.types.ts';

/**
 * Deletes at once the bytes of video chunks no row names any more (a replaced chunk, a
 * refused one, the parts of an assembled video) instead of leaving them a day for the
 * collection of unreferenced blobs. A blob something still names is kept, and so is one
 * stored again at `storedBefore` or later (`deleteIfStale`): an upload of the same bytes that
 * has not recorded its row yet. What is kept this way is left to the collection.
 */
export async function freeChunkBlobs(
  context: TIdentificationContext,
  chunks: { sha256: TBlobKey; storedBefore: Date }[],
): Promise<void> {
  if (!chunks.length) return;
  const referenced = await context.findReferencedBlobs(chunks.map((chunk) => chunk.sha256));
  for (const chunk of chunks) {
    if (referenced.has(chunk.sha256)) continue;
    await context.platform.blobs.deleteIfStale(chunk.sha256, chunk.storedBefore);
  }
}
