import type { TBlobStore } from '../../platform/blobs/blob-store.ts';
import type { TConfig } from '../../platform/config.ts';
import type { TDb } from '../../platform/db/client.ts';
import type { TTsaTrust } from '../evidence/index.ts';
import type { TAnchorVerifier } from './anchor-verifier.ts';
import type { TPdfVerifier } from './pdf-verifier.ts';

/** What the verification use cases run on, built once per process (createVerificationService). */
export interface TVerificationContext {
  db: TDb;
  config: TConfig;
  /** Where the issued signed documents are kept (a posted file is compared with them). */
  blobs: TBlobStore;
  verifier: TPdfVerifier;
  /** The TSAs whose evidence anchors are trusted (the signing service's). */
  evidenceTrust: TTsaTrust;
  /** Checks evidence anchors against evidenceTrust, in its own thread. */
  anchors: TAnchorVerifier;
}
