import { createVisionPool, type TVisionPool } from '@confirma/vision/workers/vision-pool';
import type { TPlatform } from '../../platform/platform.ts';
import type { TIdentificationContext } from './identification.types.ts';

/**
 * The identification module's context, built once per process: the vision pool starts its
 * workers on the first detection (a process that never identifies loads no model).
 */
export function createIdentificationService(platform: TPlatform) {
  let pool: TVisionPool | null = null;
  const context: TIdentificationContext = {
    platform,
    db: platform.database.db,
    vision: {
      run(task, input) {
        pool ??= createVisionPool({ size: platform.config.VISION_WORKERS });
        return pool.run(task, input);
      },
    },
  };
  return {
    context,
    async close() {
      await pool?.close();
    },
  };
}

export type TIdentificationService = ReturnType<typeof createIdentificationService>;
