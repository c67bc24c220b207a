import { z } from 'zod';
import { ZSignatureType } from './constant-enums.ts';
import {
  ZDocumentConsistency,
  ZDocumentPresenceFinding,
  ZIcarOcr,
  ZIdentificationFailure,
  ZIdentificationResultResponse,
  ZIdentificationReviewReason,
  ZIdentificationStatus,
  ZLivenessChallengeKind,
  ZRiskSignal,
} from './identification.ts';
import { ZReviewDecisionRecord } from './review-decision.ts';

/**
 * The review desk (docs/identification.md, "Review"): who decides an identification left
 * to a person (REVIEW), the reviewers' queue and case under `/api/review` (a session of a
 * user with the `reviewer` role, never an account token), and the decision with its
 * reason and checklist, which the operation owner's endpoint takes too. Messages are i18n
 * keys of the web client's `review` namespace.
 */

/** The decision's answer: the case as it stands after it. */
export const ZReviewDecisionResponse = z.object({
  /** DECIDED: the identification passed or failed; PENDING: it waits for a second reviewer;
   * REOPENED: the second reviewer disagreed, the case is back in the queue. */
  outcome: z.enum(['DECIDED', 'PENDING', 'REOPENED']),
  status: ZIdentificationStatus,
  decision: ZReviewDecisionRecord,
  result: ZIdentificationResultResponse,
});
export type TReviewDecisionResponse = z.infer<typeof ZReviewDecisionResponse>;

// ── The queue ─────────────────────────────────────────────────────────────────────────────

export const ZReviewCaseParams = z.object({ id: z.uuid() });
export type TReviewCaseParams = z.infer<typeof ZReviewCaseParams>;

export const ZReviewQueueQuery = z.object({
  /** The previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TReviewQueueQuery = z.infer<typeof ZReviewQueueQuery>;

/** A case in the queue: whose, how old, when due, why, and what it waits for. */
export const ZReviewQueueItem = z.object({
  /** The identification's id (its videoUuid). */
  id: z.uuid(),
  account: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  operation: z.object({
    id: z.uuid(),
    signatureType: ZSignatureType,
    createdAt: z.string(),
  }),
  /** When the verdict sent it to review (ISO 8601). */
  since: z.string(),
  ageMinutes: z.number().int().min(0),
  /** `since` + IDENTIFICATION_REVIEW_SLA_MINUTES. */
  dueAt: z.string(),
  overdue: z.boolean(),
  reviewReasons: z.array(ZIdentificationReviewReason),
  riskSignals: z.array(ZRiskSignal),
  decidedBy: z.enum(['PLATFORM', 'OWNER']),
  fourEyes: z.boolean(),
  /** A first decision waits for a second, different reviewer (four-eyes). */
  awaitingSecond: z.boolean(),
  /** That first decision, when one waits. */
  pending: ZReviewDecisionRecord.nullable(),
});
export type TReviewQueueItem = z.infer<typeof ZReviewQueueItem>;

/** `GET /api/review/identifications`: the cases waiting, oldest first. */
export const ZReviewQueueResponse = z.object({
  cases: z.array(ZReviewQueueItem),
  slaMinutes: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TReviewQueueResponse = z.infer<typeof ZReviewQueueResponse>;

// ── The case, side by side ────────────────────────────────────────────────────────────────

/**
 * The images of the case as URLs the reviewer's session reads (`image/jpeg`, no-store);
 * null where there is none, or once purged.
 */
export const ZReviewImages = z.object({
  /** The portrait cut from the document (card front or passport page). */
  portrait: z.string().nullable(),
  selfie: z.string().nullable(),
  front: z.string().nullable(),
  hologram: z.string().nullable(),
  back: z.string().nullable(),
  passport: z.string().nullable(),
  passportMrz: z.string().nullable(),
});
export type TReviewImages = z.infer<typeof ZReviewImages>;

/** One liveness burst: the challenge, whether it passed, and its frames as image URLs. */
export const ZReviewBurst = z.object({
  challengeIndex: z.number().int(),
  kind: ZLivenessChallengeKind,
  attempt: z.number().int().min(1),
  passed: z.boolean(),
  receivedAt: z.string(),
  /** On the video's clock (ms from the start call); null without a start. */
  videoMs: z.number().int().nullable(),
  frames: z.array(z.string()),
});
export type TReviewBurst = z.infer<typeof ZReviewBurst>;

/**
 * The session on the video's clock (ms from the start call, about the video's 0):
 * SESSION_START, each CHALLENGE window (`endMs` when it closed) and its passing BURST,
 * the COLOUR sequence, each CAPTURE (the frame a stage took), the VIDEO's end.
 */
export const ZReviewTimelineEntry = z.object({
  kind: z.enum(['SESSION_START', 'CHALLENGE', 'BURST', 'COLOUR', 'CAPTURE', 'VIDEO_END']),
  at: z.string(),
  videoMs: z.number().int(),
  endMs: z.number().int().nullable(),
  challenge: z.object({ index: z.number().int(), kind: ZLivenessChallengeKind }).nullable(),
  /** The capture's document type (FACE, DNIFRONT, HOLOGRAM, DNIBACK, PASSPORT). */
  capture: z.string().nullable(),
  passed: z.boolean().nullable(),
});
export type TReviewTimelineEntry = z.infer<typeof ZReviewTimelineEntry>;

/** One field of the document as the print and the MRZ give it, and how they compare. */
export const ZReviewDocumentField = z.object({
  field: z.string(),
  printed: z.string().nullable(),
  mrz: z.string().nullable(),
  outcome: z.enum(['match', 'mismatch', 'unread']),
});
export type TReviewDocumentField = z.infer<typeof ZReviewDocumentField>;

/** Another attempt of the same signer on the same operation. */
export const ZReviewAttempt = z.object({
  videoUuid: z.uuid(),
  status: ZIdentificationStatus,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  failures: z.array(ZIdentificationFailure),
  reviewReasons: z.array(ZIdentificationReviewReason),
});
export type TReviewAttempt = z.infer<typeof ZReviewAttempt>;

/** `GET /api/review/identifications/{id}`: everything the reviewer weighs, side by side. */
export const ZReviewCase = ZReviewQueueItem.extend({
  status: ZIdentificationStatus,
  signer: z.object({
    name: z.string().nullable(),
    /** The document number the sender gave. */
    nif: z.string().nullable(),
    language: z.enum(['es', 'en', 'it']),
  }),
  purged: z.boolean(),
  images: ZReviewImages,
  bursts: z.array(ZReviewBurst),
  /** The recording, streamed with Range requests to the reviewer's session; null without one. */
  video: z
    .object({
      url: z.string(),
      sha256: z.string(),
      size: z.number().int(),
      durationMs: z.number().nullable(),
    })
    .nullable(),
  timeline: z.array(ZReviewTimelineEntry),
  document: z.object({
    kind: z.enum(['ID_CARD', 'PASSPORT']).nullable(),
    front: ZIcarOcr.nullable(),
    back: ZIcarOcr.nullable(),
    passport: ZIcarOcr.nullable(),
    consistency: ZDocumentConsistency.nullable(),
    /** Field by field: the print against the MRZ. */
    fields: z.array(ZReviewDocumentField),
    /**
     * Whether the card looked physically there (each hologram burst a look): what refused it
     * (`findings`) and what only doubted it (`doubts`); null when no look was made.
     */
    presence: z
      .object({
        findings: z.array(ZDocumentPresenceFinding),
        doubts: z.array(ZDocumentPresenceFinding),
        looks: z.number().int(),
      })
      .nullable(),
  }),
  /** The machine's verdict, its checks and risk signals (and any decision already made). */
  result: ZIdentificationResultResponse,
  attempts: z.array(ZReviewAttempt),
  decisions: z.array(ZReviewDecisionRecord),
});
export type TReviewCase = z.infer<typeof ZReviewCase>;
