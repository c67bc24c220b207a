import type { TIdDocumentType } from '@confirma/contracts/constants';
import type { TTx } from '../../platform/db/client.ts';
import type { TIdentificationContext } from './identification.types.ts';
import { insertCapture } from './identification-queries.ts';

/**
 * Stores a capture's image as a content-addressed blob (before the transaction: the same
 * bytes stored twice are one blob, and an unreferenced one is collected) and returns the
 * function that records it inside the caller's transaction.
 */
export async function prepareCapture(
  context: TIdentificationContext,
  image: Uint8Array,
): Promise<{
  sha256: string;
  record(
    tx: TTx,
    values: { identificationId: string; documentType: TIdDocumentType; metadata: unknown },
  ): Promise<{ id: string }>;
}> {
  const { key } = await context.platform.blobs.put(image);
  return {
    sha256: key,
    record: (tx, values) => insertCapture(tx, { ...values, imageSha256: key }),
  };
}
