import type {
  TIcarOcr,
  TIdentificationCheck,
  TIdentificationFailure,
  TIdentificationPolicy,
  TIdentificationResultResponse,
  TIdentificationReviewReason,
  TRecordingSummary,
} from '@confirma/contracts/identification';
import {
  COLOUR_SEQUENCE_DEFAULTS,
  FACE_REVIEW_MARGIN,
  IDENTIFICATION_DEFAULTS,
  ZIdentificationResultResponse,
} from '@confirma/contracts/identification';
import { extractedOf, type TStoredDocumentPresence } from '../detection-findings.ts';
import { CONSISTENCY_MIN_MATCHED } from '../document/document-consistency.ts';
import type { TIdentificationRow } from '../identification.types.ts';

/** Upper case letters and digits only: how document numbers are compared. */
const plain = (value: string | null | undefined) =>
  (value ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/** How an identification is judged: the signer's document number, the policy, the day. */
interface TJudgeOptions {
  nif: string | null;
  policy: TIdentificationPolicy;
  antispoof: number | null;
  today: string;
  /** What the server found in the recording (null: none stored, or not analysed). */
  recording: TRecordingSummary | null;
  /**
   * A public demo: nobody owns it to decide a REVIEW, so one is not passed: it fails with
   * NOT_REVIEWED, its review reasons kept to say why.
   */
  demo?: boolean | undefined;
}

/**
 * The verdict on what the detections gathered (a pure function). FAILED with its reasons
 * when a stage is missing, the video was not stored, the MRZ fails its check digits, the
 * document is out of date, its sides disagree (another person's back), the customer's
 * document number is not the document's, or a check the policy requires did not pass (the
 * face match, the liveness challenge, the colour sequence reflected by the face, a card's
 * hologram) or the recording does not hold the
 * session (VIDEO_*, recording/analyse-recording.ts). REVIEW when nothing failed but a
 * person should look: a face score just under the threshold, or sides that could not be
 * compared. PASSED otherwise. Every check is listed with its outcome, score and threshold.
 */
export function judgeIdentification(
  row: TIdentificationRow,
  options: TJudgeOptions,
): TIdentificationResultResponse {
  const findings = weighFindings(row, options);
  const { policy, extracted, failures, reviewReasons, recording, threshold, similarity } = findings;
  const { matched, faceRequired, blocked, livenessRequired, challenges, livenessPassed } = findings;
  const { hologram, mrzValid, consistency, nifMatches } = findings;
  if (options.demo && !failures.length && reviewReasons.length) failures.push('NOT_REVIEWED');
  return {
    videoUuid: row.id,
    status: failures.length ? 'FAILED' : reviewReasons.length ? 'REVIEW' : 'PASSED',
    document: extracted.document ?? null,
    faceMatch: { similarity, threshold, passed: matched, blocking: faceRequired },
    // Passed only when the server's challenges were asked for and all passed, never assumed.
    liveness: {
      passed: livenessPassed,
      antispoof: options.antispoof,
      challenges,
      required: livenessRequired,
    },
    hologram,
    mrzValid,
    nifMatches,
    documentConsistency: consistency,
    blocked,
    failures,
    reviewReasons,
    policy,
    recording,
    checks: listChecks(findings),
  };
}

/**
 * Each check's finding, in the order the failures and review reasons are listed: the
 * stages and the recording, the face, the liveness, the colour, the hologram, the document's
 * presence, its MRZ, consistency, expiry and number.
 */
function weighFindings(row: TIdentificationRow, options: TJudgeOptions) {
  const { policy } = options;
  const extracted = extractedOf(row);
  const done = row.stage === 'DONE';
  const failures: TIdentificationFailure[] = [];
  const reviewReasons: TIdentificationReviewReason[] = [];
  if (row.stage === 'FACE') failures.push('NO_FACE');
  if (row.stage === 'FRONT') failures.push('NO_DOCUMENT');
  if (row.stage === 'BACK') failures.push('NO_BACK');
  if (!row.videoSha256) failures.push('NO_VIDEO');
  // The recording is always required: the frames judged must be the session it filmed.
  const recording = row.videoSha256 ? options.recording : null;
  if (recording) failures.push(...recording.failures);

  const threshold = IDENTIFICATION_DEFAULTS.biometryConfidence;
  const similarity = row.matchScore;
  const matched = similarity !== null && similarity >= threshold;
  const borderline =
    similarity !== null && !matched && similarity >= threshold - FACE_REVIEW_MARGIN;
  const faceRequired = policy.faceMatch === 'REQUIRED';
  const blocked = faceRequired && done && !matched && !borderline;
  if (blocked) failures.push(similarity === null ? 'NO_PORTRAIT' : 'FACE_MISMATCH');
  if (faceRequired && done && borderline) reviewReasons.push('FACE_BORDERLINE');

  const livenessRequired = policy.liveness === 'REQUIRED';
  const challenges = (extracted.liveness?.challenges ?? []).map(({ kind, passed }) => ({
    kind,
    passed,
  }));
  const livenessPassed = challenges.length > 0 && challenges.every((item) => item.passed);
  if (livenessRequired && !livenessPassed) failures.push('LIVENESS_FAILED');

  // The colour sequence comes after the movements: where a required liveness failed, the
  // screen stopped before it, and it is not run.
  const colourRequired = policy.colour === 'REQUIRED';
  const colour = extracted.colour ?? null;
  const colourPassed = colour?.passed ?? false;
  const colourReached = !(livenessRequired && !livenessPassed);
  if (colourRequired && colourReached && !colourPassed) failures.push('COLOUR_NOT_REFLECTED');

  const ocr: TIcarOcr | null = extracted.backOcr ?? extracted.passportOcr ?? null;
  // The hologram a policy requires is the Spanish DNI's, whose OVI the engine is measured
  // on; another card's is reported (docs/identification.md, "The hologram").
  const hologram =
    extracted.document === 'ID_CARD'
      ? {
          passed: extracted.hologram?.detected ?? false,
          confidence: extracted.hologram?.score ?? null,
          threshold: IDENTIFICATION_DEFAULTS.hologramConfidence,
          required: policy.hologram === 'REQUIRED' && isSpanishCard(ocr),
        }
      : null;
  if (hologram?.required && !hologram.passed) failures.push('HOLOGRAM_FAILED');

  // The document physically there: not a screen, a print or a copy, nothing laid on it.
  const presence = extracted.documentPresence ?? null;
  const presenceRequired = (policy.documentPresence ?? 'REPORTED') === 'REQUIRED';
  const presenceFailures = presenceFailuresOf(presence);
  const presenceDoubted = (presence?.doubts.length ?? 0) > 0;
  if (presenceRequired) failures.push(...presenceFailures);
  if (presenceRequired && !presenceFailures.length && presenceDoubted) {
    reviewReasons.push('DOCUMENT_DOUBTED');
  }

  const mrzValid = ocr ? ocr.mrzValid : null;
  if (done && !mrzValid) failures.push('MRZ_INVALID');
  // One document, one person: the sides (or a passport page's print) against its MRZ.
  const consistency = extracted.documentConsistency ?? null;
  if (consistency && consistency.mismatched > 0) failures.push('DOCUMENT_MISMATCH');
  else if (done && ocr && !consistency?.consistent) reviewReasons.push('DOCUMENT_UNCONFIRMED');
  const expired = ocr?.icarExpirationDate ? ocr.icarExpirationDate < options.today : null;
  if (expired) failures.push('DOCUMENT_EXPIRED');
  const nif = plain(options.nif);
  const nifMatches =
    ocr && nif ? [ocr.icarNif, ocr.icarDocNumber].some((value) => plain(value) === nif) : null;
  if (nifMatches === false) failures.push('DATA_MISMATCH');
  return {
    policy,
    extracted,
    done,
    failures,
    reviewReasons,
    recording,
    threshold,
    similarity,
    matched,
    borderline,
    faceRequired,
    blocked,
    livenessRequired,
    challenges,
    livenessPassed,
    colourRequired,
    colour,
    colourPassed,
    colourReached,
    ocr,
    hologram,
    presence,
    presenceRequired,
    presenceFailures,
    presenceDoubted,
    mrzValid,
    consistency,
    expired,
    nifMatches,
  };
}

/** Every check with its outcome, whether the policy requires it, its score and threshold. */
function listChecks(findings: ReturnType<typeof weighFindings>): TIdentificationCheck[] {
  const { done, recording, threshold, similarity, matched, borderline, faceRequired } = findings;
  const { livenessRequired, challenges, livenessPassed, extracted, hologram } = findings;
  const { colourRequired, colour, colourPassed, colourReached } = findings;
  const { presence, presenceRequired, presenceFailures, presenceDoubted } = findings;
  const { ocr, mrzValid, consistency, expired, nifMatches } = findings;
  return [
    {
      check: 'FACE_MATCH',
      outcome: matched
        ? 'PASSED'
        : borderline && faceRequired
          ? 'REVIEW'
          : outcomeOf(done ? false : null),
      required: faceRequired,
      score: similarity,
      threshold,
    },
    {
      check: 'LIVENESS',
      outcome: livenessPassed
        ? 'PASSED'
        : challenges.length || livenessRequired
          ? 'FAILED'
          : 'NOT_RUN',
      required: livenessRequired,
      score: challenges.length ? challenges.filter((item) => item.passed).length : null,
      threshold: challenges.length || null,
    },
    {
      check: 'COLOUR',
      outcome: colourPassed
        ? 'PASSED'
        : (colourRequired && colourReached) || colour?.attempts
          ? 'FAILED'
          : 'NOT_RUN',
      required: colourRequired,
      score: colour?.score ?? null,
      threshold: colour || colourRequired ? COLOUR_SEQUENCE_DEFAULTS.passScore : null,
    },
    {
      check: 'RECORDING',
      outcome: recording ? (recording.failures.length ? 'FAILED' : 'PASSED') : 'NOT_RUN',
      required: true,
      score: recording ? recording.framesFound : null,
      threshold: recording ? recording.framesPosted : null,
    },
    {
      check: 'HOLOGRAM',
      // Not asked for and no burst sent: not run; required, or tried and not seen: failed.
      outcome: !hologram
        ? 'NOT_RUN'
        : hologram.passed
          ? 'PASSED'
          : hologram.required || extracted.hologram?.attempts
            ? 'FAILED'
            : 'NOT_RUN',
      required: hologram?.required ?? false,
      score: hologram?.confidence ?? null,
      threshold: hologram ? hologram.threshold : null,
    },
    {
      check: 'DOCUMENT_PRESENCE',
      outcome: !presence
        ? 'NOT_RUN'
        : presenceFailures.length
          ? 'FAILED'
          : presenceDoubted
            ? 'REVIEW'
            : 'PASSED',
      required: presenceRequired,
      score: null,
      threshold: null,
    },
    {
      check: 'DOCUMENT_CONSISTENCY',
      outcome:
        consistency && consistency.mismatched > 0
          ? 'FAILED'
          : consistency?.consistent
            ? 'PASSED'
            : done && ocr
              ? 'REVIEW'
              : 'NOT_RUN',
      required: true,
      score: consistency?.matched ?? null,
      threshold: CONSISTENCY_MIN_MATCHED,
    },
    { check: 'MRZ', outcome: outcomeOf(mrzValid), required: true, score: null, threshold: null },
    {
      check: 'EXPIRY',
      outcome: outcomeOf(expired === null ? null : !expired),
      required: true,
      score: null,
      threshold: null,
    },
    { check: 'DATA', outcome: outcomeOf(nifMatches), required: true, score: null, threshold: null },
  ];
}

/** A card issued by Spain (the DNI), as its MRZ says. */
const isSpanishCard = (ocr: TIcarOcr | null) => plain(ocr?.icarIssuingState) === 'ESP';

/** The failures the document presence findings give, each once, in a fixed order. */
function presenceFailuresOf(presence: TStoredDocumentPresence | null): TIdentificationFailure[] {
  const findings = new Set(presence?.findings ?? []);
  const failures: TIdentificationFailure[] = [];
  if (findings.has('SCREEN')) failures.push('DOCUMENT_SCREEN');
  if (findings.has('COPY')) failures.push('DOCUMENT_COPY');
  if (findings.has('CUTOUT') || findings.has('OTHER_CARD')) failures.push('DOCUMENT_NOT_PRESENT');
  return failures;
}

const outcomeOf = (passed: boolean | null): TIdentificationCheck['outcome'] =>
  passed === null ? 'NOT_RUN' : passed ? 'PASSED' : 'FAILED';

/** The verdict recorded on an identification, checked against today's schema; null if none. */
export function storedResult(row: Pick<TIdentificationRow, 'result'>) {
  return ZIdentificationResultResponse.safeParse(row.result).data ?? null;
}
