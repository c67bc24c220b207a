import type { TIdDocumentType } from '@confirma/contracts/constants';
import type { TIcarOcr, TIdentificationResultResponse } from '@confirma/contracts/identification';
import type { TReviewCase, TReviewDocumentField, TReviewImages } from '@confirma/contracts/review';
import type { TPrintedFields } from '@confirma/vision';
import { AppError } from '../../../platform/errors.ts';
import { findOrganizationContact } from '../../accounts/index.ts';
import { signerValues } from '../../signer-requests/index.ts';
import { pickCapture } from '../capture/pick-capture.ts';
import { extractedOf, type TExtracted } from '../detection-findings.ts';
import type { TIdentificationContext } from '../identification.types.ts';
import { listCaptures } from '../identification-queries.ts';
import { storedResult } from '../verdict/judge-identification.ts';
import { openReviewCase } from './open-review-case.ts';
import { reviewQueueItem } from './review-case-summary.ts';
import {
  decisionRecord,
  findReview,
  listFrameRows,
  listReviews,
  listSignerAttempts,
} from './review-queries.ts';
import { reviewBursts, reviewTimeline } from './review-timeline.ts';

/** The images a case shows, by the capture each one is (the portrait: cut from the front). */
export const REVIEW_IMAGES = {
  selfie: 'FACE',
  front: 'DNIFRONT',
  hologram: 'HOLOGRAM',
  back: 'DNIBACK',
  passport: 'PASSPORT',
  passportMrz: 'PASSPORTMRZ',
} as const satisfies Record<Exclude<keyof TReviewImages, 'portrait'>, TIdDocumentType>;

/** The case's URLs under the review desk, which the reviewer's session reads. */
export const reviewUrls = (id: string) => {
  const base = `/api/review/identifications/${id}`;
  return {
    image: (name: keyof TReviewImages) => `${base}/images/${name}`,
    frame: (frameId: string) => `${base}/frames/${frameId}`,
    video: `${base}/video`,
  };
};

/** The fields the front's print and the MRZ both give, as the consistency compares them. */
const FIELDS: [string, keyof TPrintedFields, keyof TIcarOcr][] = [
  ['lastName', 'lastName', 'icarLastName'],
  ['firstName', 'firstName', 'icarName'],
  ['birthDate', 'birthDate', 'icarBirthDate'],
  ['expirationDate', 'expirationDate', 'icarExpirationDate'],
  ['documentNumber', 'documentNumber', 'icarDocNumber'],
  ['idNumber', 'idNumber', 'icarNif'],
  ['sex', 'sex', 'icarSex'],
];

/** The consistency table field by field: the print, the MRZ, and how they compared. */
function documentFields(extracted: TExtracted): TReviewDocumentField[] {
  const consistency = extracted.documentConsistency;
  if (!consistency) return [];
  const mrz = extracted.backOcr ?? extracted.passportOcr ?? null;
  const printed = extracted.frontPrinted ?? null;
  return FIELDS.flatMap(([field, printedKey, mrzKey]) => {
    const outcome = consistency.fields[field];
    if (!outcome) return [];
    const printedValue = printed?.[printedKey];
    const mrzValue = mrz?.[mrzKey];
    return [
      {
        field,
        printed: typeof printedValue === 'string' ? printedValue : null,
        mrz: typeof mrzValue === 'string' ? mrzValue : null,
        outcome,
      },
    ];
  });
}

/**
 * `GET /api/review/identifications/{id}`: everything the reviewer weighs, side by side:
 * the document's portrait, the selfie, each liveness burst frame by frame, the video (a
 * URL streamed with Range requests) and a timeline on its clock, the front, back and MRZ
 * with the consistency table, the checks and risk signals, the signer's attempts and every
 * decision made on it.
 */
export async function readReviewCase(
  context: TIdentificationContext,
  { id }: { id: string },
): Promise<TReviewCase> {
  const { row, operation, signer } = await openReviewCase(context, { id });
  const result: TIdentificationResultResponse | null = storedResult(row);
  if (!result) throw new AppError('NOT_FOUND', 'No such case');
  const [captures, frames, reviews, attempts, owner, pending] = await Promise.all([
    row.purgedAt ? [] : listCaptures(context.db, { identificationId: row.id }),
    listFrameRows(context.db, { identificationId: row.id }),
    listReviews(context.db, { identificationId: row.id }),
    listSignerAttempts(context.db, { operationId: row.operationId, signerId: row.signerId }),
    operation.organizationId
      ? findOrganizationContact(context.db, { organizationId: operation.organizationId }).then(
          (contact) => contact?.user,
        )
      : undefined,
    row.reviewPendingId ? findReview(context.db, { id: row.reviewPendingId }) : null,
  ]);
  const extracted = extractedOf(row);
  const urls = reviewUrls(row.id);
  const shown = (name: keyof typeof REVIEW_IMAGES) =>
    pickCapture(captures, REVIEW_IMAGES[name]) ? urls.image(name) : null;
  const portraitFrom = pickCapture(captures, 'DNIFRONT') ?? pickCapture(captures, 'PASSPORT');
  const bursts = row.purgedAt ? [] : reviewBursts(row, extracted, frames, urls.frame);
  const durationMs = result.recording?.durationMs ?? null;
  const nif = signer.signerData.find((datum) => datum.identifier === 'nif')?.value;
  return {
    ...reviewQueueItem(row, {
      operation,
      owner,
      pending,
      slaMinutes: context.platform.config.IDENTIFICATION_REVIEW_SLA_MINUTES,
      now: new Date(),
    }),
    status: row.status,
    signer: {
      name: signer.fullName || signerValues(signer.signerData).name || null,
      nif: nif ? String(nif) : null,
      language: operation.language,
    },
    purged: row.purgedAt !== null,
    images: {
      portrait: portraitFrom && extracted.portraitBox ? urls.image('portrait') : null,
      selfie: shown('selfie'),
      front: shown('front'),
      hologram: shown('hologram'),
      back: shown('back'),
      passport: shown('passport'),
      passportMrz: shown('passportMrz'),
    },
    bursts,
    video:
      row.videoSha256 && !row.purgedAt
        ? {
            url: urls.video,
            sha256: row.videoSha256,
            size: Math.round(row.videoSize ?? 0),
            durationMs,
          }
        : null,
    timeline: reviewTimeline(row, extracted, frames, bursts, durationMs),
    document: {
      kind: extracted.document ?? null,
      front: extracted.frontOcr ?? null,
      back: extracted.backOcr ?? null,
      passport: extracted.passportOcr ?? null,
      consistency: extracted.documentConsistency ?? null,
      fields: documentFields(extracted),
      presence: extracted.documentPresence
        ? {
            findings: extracted.documentPresence.findings,
            doubts: extracted.documentPresence.doubts,
            looks: extracted.documentPresence.looks,
          }
        : null,
    },
    result,
    attempts: attempts.map((attempt) => {
      const verdict = storedResult(attempt);
      return {
        videoUuid: attempt.id,
        status: attempt.status,
        createdAt: attempt.createdAt.toISOString(),
        completedAt: attempt.completedAt?.toISOString() ?? null,
        failures: verdict?.failures ?? [],
        reviewReasons: verdict?.reviewReasons ?? [],
      };
    }),
    decisions: reviews.map(decisionRecord),
  };
}
