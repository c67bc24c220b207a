import type {
  TIcarOcr,
  TIdentificationFailure,
  TIdentificationResultResponse,
} from '@confirma/contracts/identification';
import { IDENTIFICATION_DEFAULTS } from '@confirma/contracts/identification';
import type { TExtracted, TIdentificationRow } from './identification.types.ts';

/** Upper case letters and digits only: how document numbers are compared. */
const plain = (value: string | null | undefined) =>
  (value ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The verdict on what the detections gathered (a pure function): every capture stage done,
 * the video stored, the MRZ's check digits, the document in date, the customer's document
 * number (the operation's nif) in the MRZ, the face match, which fails the identification
 * only when biometry is blocking (spec 001 §4.6), the active liveness challenges and a card's
 * hologram, which fail it only when required.
 */
export function judgeIdentification(
  row: TIdentificationRow,
  options: {
    nif: string | null;
    blocking: boolean;
    antispoof: number | null;
    today: string;
    /** The active liveness challenge must pass (IDENTIFICATION_LIVENESS_REQUIRED). */
    livenessRequired?: boolean;
    /** A card's hologram must be detected (IDENTIFICATION_HOLOGRAM_REQUIRED). */
    hologramRequired?: boolean;
  },
): TIdentificationResultResponse {
  const extracted = (row.extracted ?? {}) as TExtracted;
  const failures: TIdentificationFailure[] = [];
  if (row.stage === 'FACE') failures.push('NO_FACE');
  if (row.stage === 'FRONT') failures.push('NO_DOCUMENT');
  if (row.stage === 'BACK') failures.push('NO_BACK');
  if (!row.videoSha256) failures.push('NO_VIDEO');

  const threshold = IDENTIFICATION_DEFAULTS.biometryConfidence;
  const similarity = row.matchScore;
  const matched = similarity !== null && similarity >= threshold;
  const blocked = options.blocking && row.stage === 'DONE' && !matched;
  if (blocked) failures.push('FACE_MISMATCH');

  const ocr: TIcarOcr | null = extracted.backOcr ?? extracted.passportOcr ?? null;
  const mrzValid = ocr ? ocr.mrzValid : null;
  if (row.stage === 'DONE' && !mrzValid) failures.push('MRZ_INVALID');
  if (ocr?.icarExpirationDate && ocr.icarExpirationDate < options.today) {
    failures.push('DOCUMENT_EXPIRED');
  }
  const nif = plain(options.nif);
  const nifMatches =
    ocr && nif ? [ocr.icarNif, ocr.icarDocNumber].some((value) => plain(value) === nif) : null;
  if (nifMatches === false) failures.push('DATA_MISMATCH');

  const challenges = (extracted.liveness?.challenges ?? []).map(({ kind, passed }) => ({
    kind,
    passed,
  }));
  const livenessPassed = challenges.length > 0 && challenges.every((item) => item.passed);
  if (options.livenessRequired && !livenessPassed) failures.push('LIVENESS_FAILED');

  const hologram =
    extracted.document === 'ID_CARD'
      ? {
          passed: extracted.hologram?.detected ?? false,
          confidence: extracted.hologram?.score ?? null,
          threshold: IDENTIFICATION_DEFAULTS.hologramConfidence,
          required: options.hologramRequired ?? false,
        }
      : null;
  if (hologram?.required && !hologram.passed) failures.push('HOLOGRAM_FAILED');

  return {
    videoUuid: row.id,
    status: failures.length ? 'FAILED' : 'PASSED',
    document: extracted.document ?? null,
    faceMatch: { similarity, threshold, passed: matched, blocking: options.blocking },
    // Passed only when the server's challenges were asked for and all passed, never assumed.
    liveness: { passed: livenessPassed, antispoof: options.antispoof, challenges },
    hologram,
    mrzValid,
    nifMatches,
    blocked,
    failures,
  };
}
