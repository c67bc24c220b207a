import type { TVisionPool } from '@confirma/vision/workers/vision-pool';
import type { TDb } from '../../platform/db/client.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TSignerRow } from '../operations/index.ts';
import type { identificationCaptures, identifications } from './identification-schema.ts';

export type TIdentificationRow = typeof identifications.$inferSelect;
export type TCaptureRow = typeof identificationCaptures.$inferSelect;

/** What every identification use case works with: built once (identification-service.ts). */
export interface TIdentificationContext {
  platform: TPlatform;
  db: TDb;
  /** The vision engine's worker pool: detections never run on the HTTP thread. */
  vision: Pick<TVisionPool, 'run'>;
}

/** The signer acting, as the operations module's signer-only preHandler resolved them. */
export interface TIdentificationActor {
  operationId: string;
  signer: TSignerRow;
  meta: { ip: string | null; userAgent: string | null };
}
