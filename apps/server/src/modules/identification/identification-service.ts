import { createVisionPool, type TVisionPool } from '@confirma/vision/workers/vision-pool';
import type { TFindReferenced } from '../../platform/blobs/collect-blobs.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TPlatformSealer } from '../operations/index.ts';
import type { TIdentificationContext } from './identification.types.ts';
import { operationIdentifications } from './operation-identifications.ts';

/**
 * The identification module's context, built once per process: the vision pool starts its
 * workers on the first detection (a process that never identifies loads no model); the
 * sealer is the signing service's (one PKI per process); the blob references are the
 * collection's (a replaced video chunk is freed at once). `identificationsOf` answers the
 * workspace's operation detail (the operations module asks through it, as it cannot import
 * this module, which depends on it).
 */
export function createIdentificationService(
  platform: TPlatform,
  {
    sealer,
    findReferencedBlobs,
  }: { sealer: Pick<TPlatformSealer, 'pki' | 'timestamp'>; findReferencedBlobs: TFindReferenced },
) {
  let pool: TVisionPool | null = null;
  const context: TIdentificationContext = {
    platform,
    db: platform.database.db,
    sealer,
    findReferencedBlobs,
    vision: {
      run(task, input) {
        pool ??= createVisionPool({ size: platform.config.VISION_WORKERS });
        return pool.run(task, input);
      },
    },
  };
  return {
    context,
    identificationsOf: (operationId: string) =>
      operationIdentifications(context.db, { operationId }),
    async close() {
      await pool?.close();
    },
  };
}

export type TIdentificationService = ReturnType<typeof createIdentificationService>;
