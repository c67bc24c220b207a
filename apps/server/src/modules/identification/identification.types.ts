import type { TIdentificationPolicy } from '@confirma/contracts/identification';
import type { TFindReferenced } from '../../platform/blobs/collect-blobs.ts';
import type { TDb } from '../../platform/db/client.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TSignerRow } from '../operations/index.ts';
import type { TReportSealer } from '../pdf-reports/index.ts';
import type { TVisionRunner } from './capture/vision-budget.ts';
import type { identificationCaptures, identifications } from './identification-schema.ts';

export type TIdentificationRow = typeof identifications.$inferSelect;
export type TCaptureRow = typeof identificationCaptures.$inferSelect;

/** What every identification use case works with: built once (identification-service.ts). */
export interface TIdentificationContext {
  platform: TPlatform;
  db: TDb;
  /** The vision engine's worker pool: detections never run on the HTTP thread. */
  vision: TVisionRunner;
  /**
   * The same pool behind the public demo's small budget (vision-budget.ts): a demo
   * operation's detections run on it, and are refused (VISION_BUSY) when it is full.
   */
  demoVision?: TVisionRunner;
  /** The platform seal and time stamping (the signing service's sealer): the certificate. */
  sealer: { sealPdf: TReportSealer };
  /** Which blobs the database still names (blob-collection.ts): a replaced chunk's are freed. */
  findReferencedBlobs: TFindReferenced;
}

/** The signer acting, as the `identification-signer` access scope resolved them. */
export interface TIdentificationActor {
  operationId: string;
  /** The account that owns the operation (null for a public demo). */
  organizationId: string | null;
  signer: TSignerRow;
  meta: { ip: string | null; userAgent: string | null };
  /** How each check counts for this operation (identification-policy.ts). */
  policy: TIdentificationPolicy;
  /** A public-demo operation: no owner decides a REVIEW (identification-result.ts). */
  demo?: boolean;
}

export type {
  TExtracted,
  TStoredChallenge,
  TStoredColour,
  TStoredHologram,
} from './detection-findings.ts';
