import { ID_DOCUMENT_TYPES } from '@confirma/contracts/constants';
import {
  IDENTIFICATION_STAGES,
  IDENTIFICATION_STATUSES,
  type TIdentificationResultResponse,
} from '@confirma/contracts/identification';
import {
  REVIEW_DECIDERS,
  REVIEW_STAGES,
  REVIEWER_ROLES,
  type TReviewChecklist,
} from '@confirma/contracts/review-decision';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { operationSigners, operations } from '../operations/operations-schema.ts';
import type { TExtracted } from './detection-findings.ts';

/**
 * One video identification attempt of a signer. Its id is the spec's
 * videoUuid. Images and the video are blobs (SHA-256 keys); the result and the data read
 * from the document are kept as the answer of identificationresult computed them.
 */
export const identifications = pgTable(
  'identifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => operationSigners.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    status: text('status', { enum: IDENTIFICATION_STATUSES }).notNull().default('SESSION'),
    stage: text('stage', { enum: IDENTIFICATION_STAGES }).notNull().default('FACE'),
    /** The selfie's face descriptor (FaceRes), kept until the result is computed. */
    faceEmbedding: jsonb('face_embedding').$type<number[]>(),
    /**
     * Descriptors of the passed liveness bursts' most frontal frames: with the selfie's, what
     * the document portrait is matched against (the person who answered the challenges).
     * Kept until the result is computed, as the selfie's.
     */
    burstEmbeddings: jsonb('burst_embeddings').$type<number[][]>(),
    /** The document portrait's descriptor, kept until the result is computed, as the selfie's. */
    portraitEmbedding: jsonb('portrait_embedding').$type<number[]>(),
    faceScore: real('face_score'),
    /** Face match of the selfie with the document portrait (biometry confidence, 0..1). */
    matchScore: real('match_score'),
    frontConfidence: real('front_confidence'),
    backConfidence: real('back_confidence'),
    /** The data read from the document (MRZ, printed text) and the face attributes. */
    /** What the detections read (detection-findings.ts: read back through extractedOf). */
    extracted: jsonb('extracted').$type<TExtracted>(),
    /** The identificationresult answer (read back through storedResult, which checks it). */
    result: jsonb('result').$type<TIdentificationResultResponse>(),
    videoSha256: text('video_sha256'),
    videoSize: real('video_size'),
    certificateSha256: text('certificate_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Images and video deleted by the retention purge (the hashes and certificate stay). */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    /**
     * The selfie's face descriptor kept past the verdict for the account's reuse checks
     * (risk-signals.ts: one face under two numbers), until the retention purge.
     */
    reuseEmbedding: jsonb('reuse_embedding').$type<number[]>(),
    /** The document's number as read (its personal number, else its number), for the same checks. */
    documentNumber: text('document_number'),
    /**
     * Who decides it, set when the verdict sends it to REVIEW (the account's setting then):
     * the platform's reviewers or the owner, and whether a second reviewer confirms.
     */
    reviewBy: text('review_by', { enum: REVIEW_DECIDERS }),
    reviewFourEyes: boolean('review_four_eyes'),
    /** Four-eyes: the first decision (identification_reviews) waiting for a second reviewer. */
    reviewPendingId: uuid('review_pending_id'),
  },
  (table) => [
    index('identifications_operation_idx').on(table.operationId, table.createdAt),
    index('identifications_video_idx').on(table.videoSha256),
    index('identifications_document_number_idx').on(table.documentNumber),
    index('identifications_review_idx').on(table.status, table.completedAt),
  ],
);

/**
 * Every decision a person made on an identification under REVIEW (review/decide-review.ts):
 * who by role and id, the decision, the reason and the checklist, and its stage (SINGLE and
 * CONFIRMED decide; FIRST waits for a second reviewer; OVERRULED sent the case back).
 * Append-only, as the evidence it mirrors.
 */
export const identificationReviews = pgTable(
  'identification_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identificationId: uuid('identification_id')
      .notNull()
      .references(() => identifications.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: REVIEW_STAGES }).notNull(),
    decision: text('decision', { enum: ['APPROVE', 'REJECT'] }).notNull(),
    reviewerRole: text('reviewer_role', { enum: REVIEWER_ROLES }).notNull(),
    /** Kept after the reviewer's erasure: the id is the record. */
    reviewerUserId: text('reviewer_user_id').notNull(),
    reason: text('reason').notNull(),
    checklist: jsonb('checklist').$type<TReviewChecklist>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('identification_reviews_identification_idx').on(table.identificationId)],
);

/** One stored capture: its image blob and the metadata the client sent. */
export const identificationCaptures = pgTable(
  'identification_captures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identificationId: uuid('identification_id')
      .notNull()
      .references(() => identifications.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: ID_DOCUMENT_TYPES }).notNull(),
    imageSha256: text('image_sha256').notNull(),
    metadata: jsonb('metadata').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('identification_captures_identification_idx').on(table.identificationId),
    index('identification_captures_image_idx').on(table.imageSha256),
  ],
);

/**
 * One chunk of a video uploaded in parts (`PUT uploadblobwebm/{op}/{video}/chunks/{index}`):
 * its bytes are a blob; a chunk sent again replaces its row. The rows go once the finish
 * call has assembled the video.
 */
export const identificationVideoChunks = pgTable(
  'identification_video_chunks',
  {
    identificationId: uuid('identification_id')
      .notNull()
      .references(() => identifications.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.identificationId, table.index] })],
);

/**
 * Every frame a detection judged (the selfie taken, each liveness burst's frames, the
 * document sides taken, each hologram burst's frames): when its request arrived on the
 * server's clock and its perceptual hash, so the verdict can find it in the recording
 * (recording/analyse-recording.ts). Append-only; the images themselves are not kept here.
 */
export const identificationFrames = pgTable(
  'identification_frames',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identificationId: uuid('identification_id')
      .notNull()
      .references(() => identifications.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['FACE', 'LIVENESS', 'COLOUR', 'FRONT', 'HOLOGRAM', 'BACK', 'PASSPORT'],
    }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull(),
    /** 64-bit DCT perceptual hash, 16 hex digits (packages/vision perceptualHash). */
    hash: text('hash').notNull(),
    /** The frame's place among those of its request (a burst's order). */
    position: integer('position').notNull(),
    /** The liveness challenge a burst frame answered. */
    challengeIndex: integer('challenge_index'),
    /**
     * The frame itself, a blob, where the reviewers see it (each liveness burst's frames);
     * null for the others, whose image is a capture. Not a reference once purged.
     */
    imageSha256: text('image_sha256'),
  },
  (table) => [index('identification_frames_identification_idx').on(table.identificationId)],
);
