import { createVisionPool, type TVisionPool } from '@confirma/vision';
import type { TFindReferenced } from '../../platform/blobs/collect-blobs.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TReportSealer } from '../pdf-reports/index.ts';
import { budgetedVision, unbudgetedVision } from './capture/vision-budget.ts';
import type { TIdentificationContext } from './identification.types.ts';
import { operationIdentifications } from './operation-identifications.ts';

/**
 * The identification module's context, built once per process: the vision pool starts its
 * workers on the first detection (a process that never identifies loads no model), and the
 * public demo's detections go through a small budget of it (vision-budget.ts); the
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
  }: {
    sealer: { sealPdf: TReportSealer };
    findReferencedBlobs: TFindReferenced;
  },
) {
  let pool: TVisionPool | null = null;
  const { config } = platform;
  const vision = unbudgetedVision({
    run(task, input) {
      pool ??= createVisionPool({ size: config.VISION_WORKERS });
      return pool.run(task, input);
    },
  });
  const context: TIdentificationContext = {
    platform,
    db: platform.database.db,
    sealer,
    findReferencedBlobs,
    vision,
    demoVision: budgetedVision(vision, {
      running: config.DEMO_VISION_CONCURRENCY,
      waiting: config.DEMO_VISION_QUEUE,
      retryAfterSeconds: config.DEMO_VISION_RETRY_AFTER_SECONDS,
    }),
  };
  return {
    context,
    identificationsOf: (operationId: string) =>
      operationIdentifications(context.db, {
        operationId,
        slaMinutes: platform.config.IDENTIFICATION_REVIEW_SLA_MINUTES,
      }),
    async close() {
      await pool?.close();
    },
  };
}

export type TIdentificationService = ReturnType<typeof createIdentificationService>;
