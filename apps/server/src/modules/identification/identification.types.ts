import type {
  TDocumentConsistency,
  TFaceAttributes,
  TIcarOcr,
  TIdentificationPolicy,
  TLivenessChallengeKind,
} from '@confirma/contracts/identification';
import type { TPrintedFields } from '@confirma/vision/document/read-printed';
import type { TVisionPool } from '@confirma/vision/workers/vision-pool';
import type { TFindReferenced } from '../../platform/blobs/collect-blobs.ts';
import type { TDb } from '../../platform/db/client.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TPlatformSealer, TSignerRow } from '../operations/index.ts';
import type { identificationCaptures, identifications } from './identification-schema.ts';

export type TIdentificationRow = typeof identifications.$inferSelect;
export type TCaptureRow = typeof identificationCaptures.$inferSelect;

/** What every identification use case works with: built once (identification-service.ts). */
export interface TIdentificationContext {
  platform: TPlatform;
  db: TDb;
  /** The vision engine's worker pool: detections never run on the HTTP thread. */
  vision: Pick<TVisionPool, 'run'>;
  /**
   * The same pool behind the public demo's small budget (vision-budget.ts): a demo
   * operation's detections run on it, and are refused (VISION_BUSY) when it is full.
   */
  demoVision?: Pick<TVisionPool, 'run'>;
  /** The platform seal and time stamping (the signing service's sealer): the certificate. */
  sealer: Pick<TPlatformSealer, 'pki' | 'timestamp'>;
  /** Which blobs the database still names (blob-collection.ts): a replaced chunk's are freed. */
  findReferencedBlobs: TFindReferenced;
}

/** The signer acting, as the operations module's signer-only preHandler resolved them. */
export interface TIdentificationActor {
  operationId: string;
  signer: TSignerRow;
  meta: { ip: string | null; userAgent: string | null };
  /** How each check counts for this operation (identification-policy.ts). */
  policy: TIdentificationPolicy;
  /** A public-demo operation: no owner decides a REVIEW (identification-result.ts). */
  demo?: boolean;
}

/** What the detections read, kept on the identification (`extracted`) for the result. */
export interface TExtracted {
  document?: 'ID_CARD' | 'PASSPORT';
  /** The card front's printed text, or the passport's MRZ and page. */
  frontOcr?: TIcarOcr | null;
  passportOcr?: TIcarOcr | null;
  backOcr?: TIcarOcr | null;
  /** A card front's printed fields, kept for the comparison with its back's MRZ. */
  frontPrinted?: TPrintedFields | null;
  /** The front's print against the back's MRZ, or a passport page's print against its own. */
  documentConsistency?: TDocumentConsistency | null;
  faceAttributes?: TFaceAttributes | null;
  portraitAttributes?: TFaceAttributes | null;
  /** The active liveness challenges the server chose (challenge.ts) and how each went. */
  liveness?: { challenges: TStoredChallenge[] };
  /** A card's hologram bursts (detect-hologram.ts). */
  hologram?: TStoredHologram;
  /** When the stage was first shown a document whose MRZ failed its checks (mrz-patience.ts). */
  mrzHeld?: { stage: 'FRONT' | 'BACK'; since: string };
}

export interface TStoredHologram {
  /** A burst scored at least the hologram confidence. */
  detected: boolean;
  /** The best score of the bursts whose card was found; null before one was. */
  score: number | null;
  attempts: number;
}

export interface TStoredChallenge {
  index: number;
  kind: TLivenessChallengeKind;
  passed: boolean;
  /** The best score of its tries, null before the first. */
  score: number | null;
  attempts: number;
}
