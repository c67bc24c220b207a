import { z } from 'zod';

/**
 * The decision on an identification left to a person (REVIEW), shared by the review desk
 * (review.ts), the identification's result and the account's settings: who decides, who
 * decided (by role), the reason and the checklist. Messages are i18n keys of the web
 * client's `review` namespace.
 */

const m = (key: string) => ({ message: `review:validation.${key}` });

// ── Who decides (an account setting) ──────────────────────────────────────────────────────

/**
 * Who decides an account's REVIEW identifications: the platform's trained reviewers
 * (PLATFORM, the default) or the account's owner (OWNER, never by one click alone: the same
 * reason and checklist). `fourEyes`: every decision is confirmed by a second, different
 * reviewer, always the platform's (with OWNER the owner decides first).
 */
export const REVIEW_DECIDERS = ['PLATFORM', 'OWNER'] as const;
export const ZReviewDecider = z.enum(REVIEW_DECIDERS);
export type TReviewDecider = z.infer<typeof ZReviewDecider>;

export const ZIdentificationReviewSettings = z.object({
  by: ZReviewDecider,
  fourEyes: z.boolean(),
});
export type TIdentificationReviewSettings = z.infer<typeof ZIdentificationReviewSettings>;

export const IDENTIFICATION_REVIEW_DEFAULTS: TIdentificationReviewSettings = {
  by: 'PLATFORM',
  fourEyes: false,
};

/** Who decided, by role (never by e-mail): the evidence, the result and the certificate. */
export const REVIEWER_ROLES = ['platform_reviewer', 'account_owner'] as const;
export const ZReviewerRole = z.enum(REVIEWER_ROLES);
export type TReviewerRole = z.infer<typeof ZReviewerRole>;

export const ZReviewer = z.object({ role: ZReviewerRole, userId: z.string() });
export type TReviewer = z.infer<typeof ZReviewer>;

// ── The decision ──────────────────────────────────────────────────────────────────────────

/** What the reviewer ticked: APPROVE needs all three (REVIEW_CHECKLIST_INCOMPLETE, 422). */
export const ZReviewChecklist = z.object({
  /** The selfie, the challenge frames and the video show the document portrait's person. */
  samePerson: z.boolean(),
  /** The document was there and looks genuine (not a screen, a print or a copy). */
  documentPresent: z.boolean(),
  /** The front, the back and the MRZ agree, and the number is the one the sender gave. */
  dataConsistent: z.boolean(),
});
export type TReviewChecklist = z.infer<typeof ZReviewChecklist>;

export const REVIEW_REASON_LIMITS = { min: 10, max: 1000 } as const;

/** Why the reviewer decided so: required, kept in the evidence and on the certificate. */
export const ZReviewReasonText = z
  .string(m('reasonRequired'))
  .trim()
  .min(REVIEW_REASON_LIMITS.min, m('reasonTooShort'))
  .max(REVIEW_REASON_LIMITS.max, m('reasonTooLong'));

export const ZReviewDecisionValue = z.enum(['APPROVE', 'REJECT']);
export type TReviewDecisionValue = z.infer<typeof ZReviewDecisionValue>;

/**
 * `POST /api/review/identifications/{id}/decision` (a platform reviewer), and the owner's
 * `POST /api/v2/identification/review/{op}/{video}` where the account chose OWNER.
 */
export const ZReviewDecisionRequest = z.object({
  decision: ZReviewDecisionValue,
  reason: ZReviewReasonText,
  checklist: ZReviewChecklist,
});
export type TReviewDecisionRequest = z.infer<typeof ZReviewDecisionRequest>;

/** Whether a checklist lets an APPROVE through (the server refuses it otherwise). */
export const checklistComplete = (checklist: TReviewChecklist) =>
  checklist.samePerson && checklist.documentPresent && checklist.dataConsistent;

/**
 * One decision as recorded. `stage`: SINGLE (final, no four-eyes), FIRST (four-eyes: waits
 * for a second reviewer), CONFIRMED (a second reviewer agreed: final), OVERRULED (a second
 * reviewer disagreed: the case went back to the queue with both reasons).
 */
export const REVIEW_STAGES = ['SINGLE', 'FIRST', 'CONFIRMED', 'OVERRULED'] as const;
export const ZReviewStage = z.enum(REVIEW_STAGES);
export type TReviewStage = z.infer<typeof ZReviewStage>;

export const ZReviewDecisionRecord = z.object({
  id: z.string(),
  stage: ZReviewStage,
  decision: ZReviewDecisionValue,
  reviewer: ZReviewer,
  reason: z.string(),
  checklist: ZReviewChecklist,
  at: z.string(),
});
export type TReviewDecisionRecord = z.infer<typeof ZReviewDecisionRecord>;
