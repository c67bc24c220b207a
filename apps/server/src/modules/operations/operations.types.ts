import type { TSignatureType } from '@confirma/contracts/constants';
import type {
  TIdentificationFailure,
  TIdentificationReviewReason,
  TRelaxedCheck,
} from '@confirma/contracts/identification';
import type { TCreateOperationRequest } from '@confirma/contracts/operations';
import type { TDb, TTx } from '../../platform/db/client.ts';
import type { TRecordAnswer } from '../../platform/idempotency/idempotency.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TMembership } from '../accounts/index.ts';
import type { TCertificateAuthority } from '../certificate-authority/index.ts';
import type { TTsaTrust } from '../evidence/index.ts';
import type { TPdfInspector } from '../pdf-inspection/index.ts';
import type { TReportSealer, TSealer } from '../pdf-reports/index.ts';
import type { TPki } from '../sealing/index.ts';
import type { TTokenVerifier } from '../tokens/index.ts';
import type { operationDocuments, operationSigners, operations } from './operations-schema.ts';

export type { TRequestMeta } from '../../platform/http/request-meta.ts';

import type { TRequestMeta } from '../../platform/http/request-meta.ts';

export type TOperationRow = typeof operations.$inferSelect;
export type TSignerRow = typeof operationSigners.$inferSelect;
export type TDocumentRow = typeof operationDocuments.$inferSelect;
export type { TLanguage, TSigningMethod } from '../signer-requests/index.ts';

/** An identification's verdict as the sender's notice carries it, as codes. */
export interface TIdentificationNotice {
  status: 'PASSED' | 'FAILED' | 'REVIEW';
  failures: TIdentificationFailure[];
  reviewReasons: TIdentificationReviewReason[];
  relaxed: TRelaxedCheck[];
  /** Under review: who decides it (the platform's reviewers or the owner). */
  reviewBy?: 'PLATFORM' | 'OWNER' | undefined;
}

/** Who may act on an operation: its sender (account token) or one of its signers. */
export type TOperationAccess =
  | ({ operation: TOperationRow; actor: 'sender' } & TMembership)
  | {
      operation: TOperationRow;
      actor: 'signer';
      signer: TSignerRow;
      /** The token came in the e-mail sent to the signer's address: the address is theirs. */
      emailProven: boolean;
    };

/** How a member's send reached us, when not from their own session: an API key. */
export type TSentVia = 'api_key' | 'kiosk' | undefined;

/** One point of a handwritten stroke (biometric evidence). */
export type TStroke = { x: number; y: number; time: number }[];

/** What makes an operation a public-demo one (modules/demo). */
export interface TDemoCreation {
  /** Changes each document before it is stored: the demo's watermark. */
  watermark: (pdf: Uint8Array) => Promise<Uint8Array>;
  /** Runs first inside the creation transaction (the demo spends its proof of work there). */
  claim: (tx: TTx) => Promise<void>;
}

/**
 * What the signing use cases run on, built once per process by createOperationsService and
 * handed to every one of them: the platform, the key that signs signer and file tokens,
 * the verifier of bearer tokens and the sealer.
 */
export interface TOperationsContext {
  platform: TPlatform;
  db: TDb;
  tokenKey: Uint8Array;
  tokens: TTokenVerifier;
  seal: TSealer;
  /** The platform seal as the reports take it (the operation certificate). */
  sealPdf: TReportSealer;
  /** The TSAs whose time stamps are trusted (evidence anchors). */
  trust: TTsaTrust;
  /** The platform's certificates (the seal's and its TSA's), as the certificate shows them. */
  pki: TPki;
  /** The platform CA: the signers' one-time certificates, the DSS's revocation data. */
  authority: TCertificateAuthority;
  /** Re-time-stamps a signed document: a DSS for its newest time stamp, then a new one. */
  extendArchive: (pdf: Uint8Array) => Promise<Uint8Array>;
  /** Checks uploaded PDFs in worker threads (threads start on first use). */
  pdfInspector: TPdfInspector;
  /**
   * Told the SHA-256 of each document of an operation once its creation has committed
   * (the page previews draw the first pages ahead of the signer). Must not throw.
   */
  documentsCreated?: ((documentSha256s: string[]) => void) | undefined;
}

export type { TSignatureType };

/**
 * An operation has an owner organisation that pays (from the balance, or out of a
 * reservation of its own made ahead: a bulk send's) and the member who sent it, or is a
 * public-demo one (no owner, no credits).
 */
export type TCreateOperation = {
  request: TCreateOperationRequest;
  meta: TRequestMeta;
  /** Keeps the answer for its Idempotency-Key, in the creation's transaction. */
  record?: TRecordAnswer | undefined;
} & (
  | {
      organizationId: string;
      /**
       * The member who sends it (named in the ledger, the evidence and the organisation's
       * audit log, `operation.sent`).
       */
      senderUserId?: string | undefined;
      /** Sent through one of the member's API keys (the audit entry says so). */
      via?: TSentVia;
      /** Paid out of this credit reservation of the owner's (reserve-credits.ts), not debited. */
      reservation?: string | undefined;
      demo?: undefined;
    }
  | {
      organizationId?: undefined;
      senderUserId?: undefined;
      via?: undefined;
      reservation?: undefined;
      demo: TDemoCreation;
    }
);
