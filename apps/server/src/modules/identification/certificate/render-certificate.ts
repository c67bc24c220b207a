import type { PDFDocument } from '@cantoo/pdf-lib';
import type { TSignatureType } from '@confirma/contracts/constants';
import {
  relaxedChecks,
  type TIcarOcr,
  type TIdentificationResultResponse,
} from '@confirma/contracts/identification';
import type { TReviewChecklist } from '@confirma/contracts/review-decision';
import { OPERATION_LABELS } from '../../mail-texts/index.ts';
import {
  formatReportTime,
  renderReport,
  type TReportLanguage,
  type TReportLayout,
} from '../../pdf-reports/index.ts';
import { CERTIFICATE_TEXTS, type TCertificateImage } from './certificate-texts.ts';

/** What the identification certificate shows (certificate-facts.ts gathers it). */
export interface TCertificateFacts {
  language: TReportLanguage;
  timeZone: string;
  /** `demo`: a public-demo operation, whose certificate carries the "no legal validity" mark. */
  operation: { id: string; signatureType: TSignatureType; createdAt: Date; demo?: boolean };
  person: { name: string; email: string | null; nif: string | null };
  identification: {
    id: string;
    startedAt: Date | null;
    completedAt: Date | null;
    frontConfidence: number | null;
    backConfidence: number | null;
  };
  result: TIdentificationResultResponse;
  /** Downscaled JPEGs in the order to print; empty once purged. */
  images: { kind: TCertificateImage; jpeg: Uint8Array }[];
  purged: boolean;
  ocr: TIcarOcr | null;
  video: { sha256: string; size: number } | null;
  events: { at: Date; type: string; hash: string }[];
}

const MRZ_ORDER = [
  'icarLastName',
  'icarName',
  'icarDocNumber',
  'icarNif',
  'icarNationality',
  'icarIssuingState',
  'icarBirthDate',
  'icarSex',
  'icarExpirationDate',
  'icarDocType',
] as const;

const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? null : `${(value * 100).toFixed(1)} %`;

/**
 * The identification certificate as the certificate engine lays it out: operation and
 * person, outcome, the images, the scores, the MRZ data, the cross-checks, the video's hash
 * and size, and the evidence events. The caller seals it.
 */
export function renderCertificate(facts: TCertificateFacts): Promise<Uint8Array> {
  const texts = CERTIFICATE_TEXTS[facts.language];
  const { id } = facts.identification;
  return renderReport({
    language: facts.language,
    title: `${texts.title} ${id}`,
    footer: `${texts.title} · ${id}`,
    content: (layout, pdf) => layOutCertificate(layout, pdf, facts),
  });
}

async function layOutCertificate(
  layout: TReportLayout,
  pdf: PDFDocument,
  facts: TCertificateFacts,
) {
  const texts = CERTIFICATE_TEXTS[facts.language];
  const time = (date: Date | null) => formatReportTime(date, facts.language, facts.timeZone);
  const { result } = facts;
  const { line, heading, field, fonts } = layout;

  line(texts.title, fonts.bold, 18);
  layout.gap(2);
  layout.note(texts.intro, 8.5);

  heading(texts.operation);
  field(texts.operationId, facts.operation.id);
  field(
    texts.signatureType,
    OPERATION_LABELS[facts.language].signatureType[facts.operation.signatureType],
  );
  field(texts.created, time(facts.operation.createdAt));

  heading(texts.person);
  field(texts.name, facts.person.name);
  field(texts.email, facts.person.email ?? '—');
  field(texts.documentNumber, facts.person.nif ?? '—');

  heading(texts.identification);
  field(texts.videoUuid, facts.identification.id);
  line(`${texts.outcome}: ${texts.status[result.status]}`, fonts.bold, 11);
  field(texts.documentKind, texts.document[result.document ?? 'NONE']);
  field(texts.started, time(facts.identification.startedAt));
  field(texts.completed, time(facts.identification.completedAt));
  if (result.failures.length) {
    field(texts.failures, result.failures.map((failure) => texts.failure[failure]).join('; '));
  }
  if (result.reviewReasons.length) {
    field(
      texts.reviewReasons,
      result.reviewReasons.map((reason) => texts.reviewReason[reason]).join('; '),
    );
  }
  if (result.review) layOutReview(layout, facts, result.review);
  for (const check of relaxedChecks(result.policy)) {
    line(texts.relaxed[check], fonts.bold, 9, 0, true);
  }

  heading(texts.images);
  if (facts.purged) line(texts.purged, fonts.regular, 9, 0, true);
  const embedded = await Promise.all(
    facts.images.map(async (item) => ({
      image: await pdf.embedJpg(item.jpeg),
      caption: texts.image[item.kind],
    })),
  );
  layout.images(embedded, 150);

  heading(texts.scores);
  const { faceMatch } = result;
  const match = percent(faceMatch.similarity) ?? texts.notMeasured;
  field(texts.faceMatch, `${match} (${texts.threshold} ${percent(faceMatch.threshold)})`);
  field(texts.antispoof, percent(result.liveness.antispoof) ?? texts.notMeasured);
  field(texts.frontConfidence, percent(facts.identification.frontConfidence) ?? texts.notMeasured);
  // A card's hologram (results recorded before the check carry none).
  const hologram = result.hologram ?? null;
  if (hologram) {
    const score = percent(hologram.confidence) ?? texts.notMeasured;
    field(texts.hologramConfidence, `${score} (${texts.threshold} ${percent(hologram.threshold)})`);
  }
  if (result.document !== 'PASSPORT') {
    field(texts.backConfidence, percent(facts.identification.backConfidence) ?? texts.notMeasured);
  }

  heading(texts.mrz);
  if (facts.ocr) {
    for (const key of MRZ_ORDER) field(texts.mrzFields[key], facts.ocr[key] ?? '—');
  } else line(texts.noMrz);

  heading(texts.checks);
  for (const check of result.checks) {
    const measure =
      check.score === null || check.threshold === null
        ? ''
        : check.check === 'DOCUMENT_CONSISTENCY'
          ? ` (${texts.fieldsAgree(check.score, check.threshold)})`
          : check.check === 'LIVENESS'
            ? ` (${texts.challengesPassed(check.score, check.threshold)})`
            : check.check === 'RECORDING'
              ? ` (${texts.framesFound(check.score, check.threshold)})`
              : ` (${percent(check.score)}, ${texts.threshold} ${percent(check.threshold)})`;
    const weight = check.required ? texts.required : texts.reportedOnly;
    field(texts.check[check.check], `${texts.checkOutcome[check.outcome]}${measure}, ${weight}`);
  }
  const challenges = result.liveness.challenges.map(
    (challenge) => `${texts.challenge[challenge.kind]}: ${challenge.passed ? texts.yes : texts.no}`,
  );
  if (challenges.length) field(texts.liveness, challenges.join(', '));

  heading(texts.video);
  if (facts.video) {
    line(`${texts.videoHash}:`);
    layout.block(facts.video.sha256, 8.5, 12);
    line(texts.videoSize(facts.video.size));
  } else line(texts.noVideo);

  heading(texts.events);
  for (const event of facts.events) {
    line(`${time(event.at)} · ${texts.event(event.type)}`, fonts.regular, 8.5);
    line(event.hash, fonts.mono, 6.5, 12, true);
  }

  layout.gap(14);
  layout.note(texts.sealed);
}

/**
 * A person's decision on a review: when, who by role and id (never an e-mail), the reason
 * and the checklist, and with four-eyes the second reviewer who confirmed it. A decision
 * recorded before reasons were asked says only that the sender decided, and when.
 */
function layOutReview(
  layout: TReportLayout,
  facts: TCertificateFacts,
  review: NonNullable<TCertificateFacts['result']['review']>,
) {
  const texts = CERTIFICATE_TEXTS[facts.language];
  const time = (at: string) => formatReportTime(new Date(at), facts.language, facts.timeZone);
  const { line, field, fonts } = layout;
  if (!review.reviewer) {
    line(texts.reviewed[review.decision](time(review.at)), fonts.bold, 10);
    return;
  }
  const words = texts.review;
  const checked = (checklist: TReviewChecklist) =>
    (Object.keys(words.item) as (keyof TReviewChecklist)[])
      .map((item) => `${words.item[item]}: ${checklist[item] ? texts.yes : texts.no}`)
      .join('; ');
  line(words.decision[review.decision](time(review.at)), fonts.bold, 10);
  field(words.decidedBy, words.role[review.reviewer.role](review.reviewer.userId));
  if (review.reason) field(words.reason, review.reason);
  if (review.checklist) field(words.checklist, checked(review.checklist));
  const second = review.confirmedBy;
  if (second) {
    field(
      words.confirmedBy,
      `${words.role[second.reviewer.role](second.reviewer.userId)} · ${time(second.at)}`,
    );
    field(words.reason, second.reason);
    field(words.checklist, checked(second.checklist));
  }
}
