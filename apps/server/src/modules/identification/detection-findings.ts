import {
  ZColourName,
  ZDocumentConsistency,
  ZDocumentPresenceFinding,
  ZFaceAttributes,
  ZIcarOcr,
  ZLivenessChallengeKind,
} from '@confirma/contracts/identification';
import type { TPrintedFields } from '@confirma/vision';
import { z } from 'zod';

/** One active liveness challenge the server chose (liveness-challenge.ts) and how it went. */
export const ZStoredChallenge = z.object({
  index: z.number().int(),
  kind: ZLivenessChallengeKind,
  passed: z.boolean(),
  /** The best score of its tries, null before the first. */
  score: z.number().nullable(),
  attempts: z.number().int(),
  /**
   * When it opened on the server's clock (ISO 8601): the sequence's issue for the first, the
   * settling of the one before for the others; null while that one is open. Absent in
   * challenges stored before windows were kept.
   */
  openedAt: z.string().nullable().optional(),
  /** A burst came after its window: it failed, and the next one opened. */
  expired: z.boolean().optional(),
  /** When the burst that passed it arrived (ISO 8601, server clock). */
  answeredAt: z.string().optional(),
});
export type TStoredChallenge = z.infer<typeof ZStoredChallenge>;

/**
 * The colour sequence the server drew after the movements (colour-sequence.ts) and how its
 * tries went: a try that does not pass draws the next sequence, open from then.
 */
export const ZStoredColour = z.object({
  /** The sequence open now (the last drawn). */
  colours: z.array(ZColourName),
  stepMs: z.number().int(),
  /**
   * When it opened on the server's clock (ISO 8601): once every movement challenge is
   * settled, or when a try that did not pass drew it; null before.
   */
  openedAt: z.string().nullable(),
  windowSeconds: z.number().int(),
  /** Tries made; each try's sequence is in its evidence event. */
  attempts: z.number().int(),
  passed: z.boolean(),
  /** The best score of the tries, null before the first. */
  score: z.number().nullable(),
  /** Frames came after its window: it failed. */
  expired: z.boolean().optional(),
  /** When the frames that passed it arrived (ISO 8601, server clock). */
  answeredAt: z.string().optional(),
});
export type TStoredColour = z.infer<typeof ZStoredColour>;

/** A card's hologram bursts (detect-hologram.ts). */
export const ZStoredHologram = z.object({
  /** A burst scored at least the hologram confidence. */
  detected: z.boolean(),
  /** The best score of the bursts whose card was found; null before one was. */
  score: z.number().nullable(),
  attempts: z.number().int(),
});
export type TStoredHologram = z.infer<typeof ZStoredHologram>;

/** What the document captures showed of the document being physically there (vision `documentPresence`). */
export const ZStoredDocumentPresence = z.object({
  /** The refusals that stand over the looks so far (document-presence.ts, withPresenceLook). */
  findings: z.array(ZDocumentPresenceFinding),
  /** The doubts that stand and were not refused: a person looks (REVIEW). */
  doubts: z.array(ZDocumentPresenceFinding).default([]),
  /** How many looks (the front with one hologram burst) were measured; each is an evidence event. */
  looks: z.number().int(),
  /** How many looks refused each finding. */
  seen: z.partialRecord(ZDocumentPresenceFinding, z.number().int()).optional(),
  /** How many looks refused or doubted each finding. */
  suspected: z.partialRecord(ZDocumentPresenceFinding, z.number().int()).optional(),
});
export type TStoredDocumentPresence = z.infer<typeof ZStoredDocumentPresence>;

/** The engine's printed fields, its own type: stored whole, checked for their shape. */
const ZPrintedFields = z.custom<TPrintedFields>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { lines?: unknown }).lines),
);

/**
 * What the detections read, kept on the identification (`extracted`) for the verdict, the
 * summary and the certificate: read back through `extractedOf`, which checks it. Keys it
 * does not know are kept, so a reader never drops what a newer writer added.
 */
export const ZExtracted = z.looseObject({
  document: z.enum(['ID_CARD', 'PASSPORT']).optional(),
  /** The card front's printed text, or the passport's MRZ and page. */
  frontOcr: ZIcarOcr.nullable().optional(),
  passportOcr: ZIcarOcr.nullable().optional(),
  backOcr: ZIcarOcr.nullable().optional(),
  /** A card front's printed fields, kept for the comparison with its back's MRZ. */
  frontPrinted: ZPrintedFields.nullable().optional(),
  /** The front's print against the back's MRZ, or a passport page's print against its own. */
  documentConsistency: ZDocumentConsistency.nullable().optional(),
  faceAttributes: ZFaceAttributes.nullable().optional(),
  portraitAttributes: ZFaceAttributes.nullable().optional(),
  /** Where the document's portrait is on the stored front (or page) frame, in pixels. */
  portraitBox: z
    .object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })
    .nullable()
    .optional(),
  /** The card's corners on the stored front frame, in pixels (the document presence check). */
  frontCorners: z
    .array(z.object({ x: z.number(), y: z.number() }))
    .nullable()
    .optional(),
  liveness: z
    .object({
      challenges: z.array(ZStoredChallenge),
      /** Seconds each challenge stayed open (IDENTIFICATION_CHALLENGE_WINDOW_SECONDS then). */
      windowSeconds: z.number().int().optional(),
    })
    .optional(),
  hologram: ZStoredHologram.optional(),
  documentPresence: ZStoredDocumentPresence.optional(),
  colour: ZStoredColour.optional(),
  /** How many frames of the stage showed a document whose MRZ failed its checks (mrz-patience.ts). */
  mrzHeld: z
    .object({
      stage: z.enum(['FRONT', 'BACK']),
      frames: z.number().int().min(0).optional(),
      /** Written by servers that timed the patience; such a hold counts as no frame yet. */
      since: z.string().optional(),
    })
    .optional(),
});
export type TExtracted = z.infer<typeof ZExtracted>;

/** An identification's `extracted`, checked (an identification with none: nothing read). */
export const extractedOf = (row: { extracted: unknown }): TExtracted =>
  ZExtracted.parse(row.extracted ?? {});
