import {
  IDENTIFICATION_DEFAULTS,
  type TIdentificationResultResponse,
  type TRiskSignal,
} from '@confirma/contracts/identification';
import { faceMatch } from '@confirma/vision';
import { extractedOf } from '../detection-findings.ts';
import type { TIdentificationContext, TIdentificationRow } from '../identification.types.ts';
import { countStartedAttempts } from '../identification-queries.ts';
import { listKeptFaces, type TKeptFace } from './risk-queries.ts';

const threshold = IDENTIFICATION_DEFAULTS.biometryConfidence;

/**
 * Risk routing: what sends a verdict that would pass to a person instead. Each band with
 * the figure that chose it (docs/identification.md, "Review").
 */
export const RISK_BANDS = {
  /**
   * A face score from the threshold (0.30) up to 0.35: on the held-apart people 2.88 % of
   * impostor pairs pass at 0.30 and 1.42 % at 0.35, so half the impostors that pass score
   * in this band (docs/identification.md, "Face match: measured error").
   */
  faceBandTop: threshold + 0.05,
  /**
   * The selfie's advisory anti-spoof score ("real", 0..1) under 0.207: lower than any
   * development bona fide burst of the presentation set reached, less a tenth (the
   * evaluation's PASSIVE_THRESHOLDS, docs/vision.md). The score separates nothing there, so
   * it only asks a person to look at what no bona fide capture measured did.
   */
  weakAntispoof: 0.207,
  /** The signer's second attempt or later on the operation: the first one failed. */
  manyAttempts: 2,
  /**
   * Two selfies at this biometry similarity or above are one face: 0.05 % of the held-apart
   * impostor pairs reach 0.5 (selfie against portrait; two selfies of one person score far
   * higher than a selfie and a printed portrait).
   */
  sameFace: 0.5,
  /** Two selfies under the face-match threshold are two faces. */
  otherFace: threshold,
  /** The account's identifications compared with a new one, the newest first. */
  compared: 1000,
} as const;

/** Upper case letters and digits only: how document numbers are compared. */
const plain = (value: string | null | undefined) =>
  (value ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '') || null;

/** The document's number as read: its personal number (a DNI's), else its number. */
export function documentNumberOf(row: Pick<TIdentificationRow, 'extracted'>): string | null {
  const extracted = extractedOf(row);
  const ocr = extracted.backOcr ?? extracted.passportOcr ?? null;
  return plain(ocr?.icarNif) ?? plain(ocr?.icarDocNumber);
}

/**
 * The signals of the verdict itself: the face score in the band just above the threshold,
 * a card whose hologram was not seen (where it does not fail the identification), a
 * document the presence check refused or doubted (where it counts for nothing), a weak anti-spoof score,
 * a second attempt or later.
 */
export function verdictSignals(
  result: TIdentificationResultResponse,
  { attempt }: { attempt: number },
): TRiskSignal[] {
  const signals: TRiskSignal[] = [];
  const { similarity } = result.faceMatch;
  if (similarity !== null && similarity >= threshold && similarity < RISK_BANDS.faceBandTop) {
    signals.push({ code: 'RISK_FACE_BAND', score: similarity, threshold: RISK_BANDS.faceBandTop });
  }
  const { hologram } = result;
  if (hologram && !hologram.passed) {
    signals.push({
      code: 'RISK_HOLOGRAM_NOT_SEEN',
      score: hologram.confidence,
      threshold: hologram.threshold,
    });
  }
  const presence = result.checks.find((check) => check.check === 'DOCUMENT_PRESENCE');
  if (presence && !presence.required && ['FAILED', 'REVIEW'].includes(presence.outcome)) {
    signals.push({ code: 'RISK_DOCUMENT_DOUBTED', score: null, threshold: null });
  }
  const { antispoof } = result.liveness;
  if (antispoof !== null && antispoof < RISK_BANDS.weakAntispoof) {
    signals.push({
      code: 'RISK_WEAK_ANTISPOOF',
      score: antispoof,
      threshold: RISK_BANDS.weakAntispoof,
    });
  }
  if (attempt >= RISK_BANDS.manyAttempts) {
    signals.push({
      code: 'RISK_MANY_ATTEMPTS',
      score: attempt,
      threshold: RISK_BANDS.manyAttempts,
    });
  }
  return signals;
}

/**
 * The account's other identifications still kept: the same face under another document
 * number (RISK_FACE_REUSED), or the same number with another face (RISK_NUMBER_REUSED).
 */
export function reuseSignals(
  face: readonly number[] | null,
  documentNumber: string | null,
  kept: readonly TKeptFace[],
): TRiskSignal[] {
  if (!face) return [];
  const compared = kept.map((other) => ({
    other,
    similarity: faceMatch(face, other.embedding, { threshold }).similarity,
  }));
  const match = ({ other, similarity }: (typeof compared)[number]) => ({
    videoUuid: other.videoUuid,
    operationUuid: other.operationUuid,
    documentNumber: other.documentNumber,
    similarity,
  });
  const faceReused = compared.filter(
    ({ other, similarity }) =>
      similarity >= RISK_BANDS.sameFace &&
      documentNumber !== null &&
      other.documentNumber !== null &&
      other.documentNumber !== documentNumber,
  );
  const numberReused = compared.filter(
    ({ other, similarity }) =>
      documentNumber !== null &&
      other.documentNumber === documentNumber &&
      similarity < RISK_BANDS.otherFace,
  );
  return [
    ...(faceReused.length
      ? [
          {
            code: 'RISK_FACE_REUSED' as const,
            score: Math.max(...faceReused.map((item) => item.similarity)),
            threshold: RISK_BANDS.sameFace,
            matches: faceReused.map(match),
          },
        ]
      : []),
    ...(numberReused.length
      ? [
          {
            code: 'RISK_NUMBER_REUSED' as const,
            score: Math.min(...numberReused.map((item) => item.similarity)),
            threshold: RISK_BANDS.otherFace,
            matches: numberReused.map(match),
          },
        ]
      : []),
  ];
}

/**
 * Every risk signal of a verdict that passed or went to review (a failed one needs none):
 * the verdict's own and, for an account's operation, the reuse checks against the
 * account's identifications still kept.
 */
export async function assessRisk(
  context: TIdentificationContext,
  {
    row,
    result,
    organizationId,
  }: {
    row: TIdentificationRow;
    result: TIdentificationResultResponse;
    organizationId: string | null;
  },
): Promise<{ signals: TRiskSignal[]; documentNumber: string | null }> {
  const documentNumber = documentNumberOf(row);
  if (result.status === 'FAILED') return { signals: [], documentNumber };
  const [attempt, kept] = await Promise.all([
    countStartedAttempts(context.db, { operationId: row.operationId, signerId: row.signerId }),
    organizationId
      ? listKeptFaces(context.db, { organizationId, exceptId: row.id, limit: RISK_BANDS.compared })
      : [],
  ]);
  return {
    signals: [
      ...verdictSignals(result, { attempt }),
      ...reuseSignals(row.faceEmbedding, documentNumber, kept),
    ],
    documentNumber,
  };
}

/**
 * The verdict with its risk signals: one that would pass and carries any goes to REVIEW;
 * each signal is a review reason as well.
 */
export function routeByRisk(
  result: TIdentificationResultResponse,
  signals: TRiskSignal[],
): TIdentificationResultResponse {
  if (result.status === 'FAILED') return result;
  return {
    ...result,
    status: signals.length ? 'REVIEW' : result.status,
    reviewReasons: [...result.reviewReasons, ...signals.map((signal) => signal.code)],
    riskSignals: signals,
  };
}
