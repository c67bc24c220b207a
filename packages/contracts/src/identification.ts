import { z } from 'zod';
import { ZIdDocumentType } from './constant-enums.ts';
import { IDENTIFICATION_FEATURES, IDENTIFICATION_THRESHOLDS } from './constants.ts';
import {
  ZReviewChecklist,
  ZReviewDecider,
  ZReviewDecisionRequest,
  ZReviewer,
} from './review-decision.ts';

/**
 * Remote video identification: every request and answer of
 * the `/api/v2` identification service, with the spec's field names. Each call carries the
 * signer's access token (`Authorization: Bearer <token>`) of the operation in the path.
 */

// ── Defaults and limits ──────────────────────────────────────────────────────────────────

/** The capture defaults: confidences 0..1, brightness in percent, face width in px. */
export const IDENTIFICATION_DEFAULTS = {
  frontConfidence: IDENTIFICATION_THRESHOLDS.frontConfidence,
  hologramConfidence: IDENTIFICATION_THRESHOLDS.hologramConfidence,
  backConfidence: IDENTIFICATION_THRESHOLDS.backConfidence,
  biometryConfidence: IDENTIFICATION_THRESHOLDS.biometryConfidence,
  widthFaceRect: IDENTIFICATION_THRESHOLDS.widthFaceRect,
  videoTimeoutMinutes: IDENTIFICATION_THRESHOLDS.videoTimeoutMinutes,
  videoBrightnessMin: IDENTIFICATION_THRESHOLDS.videoBrightnessMin,
  videoBrightnessMax: IDENTIFICATION_THRESHOLDS.videoBrightnessMax,
  brightnessImageThreshold: IDENTIFICATION_THRESHOLDS.brightnessImageThreshold,
  blurImageThreshold: IDENTIFICATION_THRESHOLDS.blurImageThreshold,
  biometry: IDENTIFICATION_FEATURES.biometry,
  biometryBlocking: IDENTIFICATION_FEATURES.biometryBlocking,
} as const;

/** Transport limits of the service (the server's own caps are configuration, at most these). */
export const IDENTIFICATION_LIMITS = {
  /** A detection frame as base64 text (≈ 6 MB of image bytes). */
  maxFrameBase64Chars: 8_000_000,
  /** Frames of one liveness challenge burst. */
  minLivenessFrames: 3,
  maxLivenessFrames: 12,
  /** Frames of one hologram burst (the card tilted while they are taken). */
  minHologramFrames: 3,
  maxHologramFrames: 12,
  /** Capture metadata (JSON text). */
  maxMetadataChars: 20_000,
  /** One chunk of a chunked video upload (raw bytes). */
  maxVideoChunkBytes: 8 * 1024 * 1024,
  /** Chunks of one video (index 0..maxVideoChunks-1). */
  maxVideoChunks: 4_096,
} as const;

/** A base64 (or data URL) image; decoding, format and pixel checks are done by the server. */
const ZImageBase64 = z.string().min(1).max(IDENTIFICATION_LIMITS.maxFrameBase64Chars);

// ── Path parameters ──────────────────────────────────────────────────────────────────────

export const ZIdentificationOpParams = z.object({ operationUuid: z.uuid() });
export type TIdentificationOpParams = z.infer<typeof ZIdentificationOpParams>;

export const ZIdentificationVideoParams = z.object({
  operationUuid: z.uuid(),
  videoUuid: z.uuid(),
});
export type TIdentificationVideoParams = z.infer<typeof ZIdentificationVideoParams>;

export const ZVideoChunkParams = ZIdentificationVideoParams.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(IDENTIFICATION_LIMITS.maxVideoChunks - 1),
});
export type TVideoChunkParams = z.infer<typeof ZVideoChunkParams>;

// ── State ────────────────────────────────────────────────────────────────────────────────

/**
 * Where an identification stands. SESSION: session handed out; RECORDING: started, captures
 * accepted; then PASSED, FAILED or REVIEW (a person of the business decides) once the result
 * is computed; CANCELLED (timeout, operation cancelled or expired).
 */
export const IDENTIFICATION_STATUSES = [
  'SESSION',
  'RECORDING',
  'PASSED',
  'FAILED',
  'REVIEW',
  'CANCELLED',
] as const;
export const ZIdentificationStatus = z.enum(IDENTIFICATION_STATUSES);
export type TIdentificationStatus = z.infer<typeof ZIdentificationStatus>;

/** The statuses of a verdict recorded: the summary is complete and the certificate sealed. */
export const isIdentificationFinished = (status: TIdentificationStatus) =>
  status === 'PASSED' || status === 'FAILED' || status === 'REVIEW';

/** The capture stage expected next: a passport page goes to DONE without BACK. */
export const IDENTIFICATION_STAGES = ['FACE', 'FRONT', 'BACK', 'DONE'] as const;
export const ZIdentificationStage = z.enum(IDENTIFICATION_STAGES);
export type TIdentificationStage = z.infer<typeof ZIdentificationStage>;

// ── Session and start ───────────────────────────────────────────────────────────────

/**
 * Whether the server asks for the active liveness challenge (GET identification/challenge):
 * REQUIRED (an identification without it passed fails with LIVENESS_FAILED), OFFERED (the
 * screen runs it, the result reports it) or OFF (the screen skips it).
 */
export const LIVENESS_MODES = ['REQUIRED', 'OFFERED', 'OFF'] as const;
export const ZLivenessMode = z.enum(LIVENESS_MODES);
export type TLivenessMode = z.infer<typeof ZLivenessMode>;

/**
 * `GET /api/v2/session/{operationUuid}`: our own recording session, with what this server
 * asks of the capture (our additions: liveness, consent, retention).
 */
export const ZVideoSessionResponse = z.object({
  videoUuid: z.uuid(),
  sessionId: z.string(),
  /** Public identifier of this recording service (not a secret). */
  apiKey: z.string(),
  /** The token to send on the following calls (the signer's access token). */
  token: z.string(),
  liveness: ZLivenessMode,
  /** startidentification refuses a call without the biometric consent. */
  consentRequired: z.boolean(),
  /** Days the video and images are kept after the identification (the consent text says it). */
  retentionDays: z.number().int().min(1),
});
export type TVideoSessionResponse = z.infer<typeof ZVideoSessionResponse>;

/**
 * The consent to the processing of biometric data (GDPR art. 9(2)(a)) the screen asked for
 * before the camera started: the text shown, its language and version, and when the person
 * accepted it (the client's clock); recorded as evidence with the text's SHA-256 and the
 * server's time.
 */
export const ZBiometricConsent = z.object({
  accepted: z.literal(true),
  text: z.string().min(1).max(4000),
  language: z.enum(['es', 'en', 'it']),
  /** The version of the consent text the screen shows (e.g. `2`). */
  version: z.string().min(1).max(40).optional(),
  acceptedAt: z.iso.datetime({ offset: true }).optional(),
});
export type TBiometricConsent = z.infer<typeof ZBiometricConsent>;

/**
 * `POST /api/v2/startidentification/{operationUuid}`: the original API sends no body; a screen that
 * asked for the biometric consent sends it here and it becomes part of the start's evidence.
 * A server with IDENTIFICATION_CONSENT_REQUIRED (session answer `consentRequired`) refuses
 * the call without it (IDENTIFICATION_CONSENT_REQUIRED).
 */
export const ZStartIdentificationRequest = z
  .object({ consent: ZBiometricConsent.optional() })
  .nullish();
export type TStartIdentificationRequest = z.input<typeof ZStartIdentificationRequest>;

/** `POST /api/v2/startidentification/{operationUuid}`: the operation moves to recording. */
export const ZStartIdentificationResponse = z.object({ videouuid: z.uuid() });
export type TStartIdentificationResponse = z.infer<typeof ZStartIdentificationResponse>;

// ── Detection requests ─────────────────────────────────────────────────────────

const ZQualitySettings = z.object({
  detectBrightnessInImage: z.boolean().default(true),
  brightnessImageThreshold: z
    .number()
    .min(0)
    .max(765)
    .default(IDENTIFICATION_DEFAULTS.brightnessImageThreshold),
  detectBlurInImage: z.boolean().default(true),
  blurImageThreshold: z
    .number()
    .min(0)
    .max(10_000)
    .default(IDENTIFICATION_DEFAULTS.blurImageThreshold),
});

const ZConfidence = z.number().min(0).max(1);

/**
 * A capture threshold of the original API's requests (the face's least width, the documents'
 * confidences): accepted and not used, so a client cannot lower what the server asks.
 */
const SERVER_POLICY =
  'Accepted for compatibility with the original API and not used: the server applies its own capture policy.';

/** `POST /api/v2/detection/face/{operationUuid}`. */
export const ZFaceDetectionRequest = ZQualitySettings.extend({
  type: z.string().max(40).default('face'),
  uuid: z.string().max(80).optional(),
  returnFaceImg: z.boolean().default(true),
  customerid: z.string().max(80).optional(),
  widthFaceRect: z
    .number()
    .int()
    .min(0)
    .max(4000)
    .default(IDENTIFICATION_DEFAULTS.widthFaceRect)
    .describe(SERVER_POLICY),
  biometry: z.boolean().default(IDENTIFICATION_DEFAULTS.biometry),
  blink: z.boolean().default(false),
  imgb64: ZImageBase64,
});
export type TFaceDetectionRequest = z.input<typeof ZFaceDetectionRequest>;

/** `POST /api/v2/detection/ml/front/{operationUuid}`. */
export const ZFrontDetectionRequest = ZQualitySettings.extend({
  uuid: z.string().max(80).optional(),
  returnFrontImg: z.boolean().default(true),
  returnFrontOcr: z.boolean().default(IDENTIFICATION_FEATURES.returnFrontOcr),
  dni: z.string().max(40).optional(),
  biometry: z.boolean().default(IDENTIFICATION_DEFAULTS.biometry),
  customerid: z.string().max(80).optional(),
  hologram: z.boolean().default(IDENTIFICATION_FEATURES.hologram),
  isPortrait: z.boolean().default(false),
  imgb64: ZImageBase64,
  frontConfidence: ZConfidence.default(IDENTIFICATION_DEFAULTS.frontConfidence).describe(
    SERVER_POLICY,
  ),
  returnPassportImg: z.boolean().default(true),
  returnMrzImg: z.boolean().default(IDENTIFICATION_FEATURES.passportMrzOcr),
});
export type TFrontDetectionRequest = z.input<typeof ZFrontDetectionRequest>;

/** `POST /api/v2/detection/ml/back/{operationUuid}`. */
export const ZBackDetectionRequest = ZQualitySettings.extend({
  uuid: z.string().max(80).optional(),
  returnBackImg: z.boolean().default(true),
  returnBackOcr: z.boolean().default(IDENTIFICATION_FEATURES.returnBackOcr),
  dni: z.string().max(40).optional(),
  customerid: z.string().max(80).optional(),
  isPortrait: z.boolean().default(false),
  imgb64: ZImageBase64,
  backConfidence: ZConfidence.default(IDENTIFICATION_DEFAULTS.backConfidence).describe(
    SERVER_POLICY,
  ),
});
export type TBackDetectionRequest = z.input<typeof ZBackDetectionRequest>;

// ── Detection responses ─────────────────────────────────────────────────────────────

/** Data read from a document's MRZ (and printed text), with the spec's icar* names. */
export const ZIcarOcr = z.object({
  icarName: z.string().nullable(),
  icarLastName: z.string().nullable(),
  icarNif: z.string().nullable(),
  icarExpirationDate: z.string().nullable(),
  icarDocType: z.string().nullable(),
  icarBirthDate: z.string().nullable(),
  icarSex: z.string().nullable(),
  icarAddress: z.string().nullable(),
  icarNationality: z.string().nullable(),
  icarDocNumber: z.string().nullable(),
  icarIssuingState: z.string().nullable(),
  /** The MRZ's check digits all hold. */
  mrzValid: z.boolean(),
});
export type TIcarOcr = z.infer<typeof ZIcarOcr>;

/**
 * Why a frame was not taken, as the server saw it (our addition): the
 * capture screen's hint comes from these, answer by answer. NO_FACE: no face in the
 * frame; FACE_TOO_SMALL: a face narrower than `widthFaceRect` (too far from the camera);
 * TOO_DARK / TOO_BRIGHT: the frame's light out of the request's bounds; BLURRED: out of
 * focus or moving; REFLECTIONS: a document's MRZ washed out (held for glare,
 * docs/identification.md); NO_DOCUMENT: no document of the stage's kind in the frame.
 */
export const DETECTION_REASONS = [
  'NO_FACE',
  'FACE_TOO_SMALL',
  'TOO_DARK',
  'TOO_BRIGHT',
  'BLURRED',
  'REFLECTIONS',
  'NO_DOCUMENT',
] as const;
export const ZDetectionReason = z.enum(DETECTION_REASONS);
export type TDetectionReason = z.infer<typeof ZDetectionReason>;

/**
 * One detection result. `documenttype` holds the spec's words: 'face', 'dni anverso front',
 * 'hologram' (the hologram burst), 'dni reverso back', 'pasaporte'. `brightness` and `blur`
 * are problem flags: true when the image is too dark or too bright, or blurred.
 */
export const ZDetectionResult = z.object({
  detected: z.boolean(),
  documenttype: z.string(),
  confidence: z.number(),
  brightness: z.boolean(),
  blur: z.boolean(),
  /** Face detection: confidence = the face's score. Front/passport: confidence = match of
   * the document portrait with the selfie (null without a selfie), frontConfidence = the
   * document's outline confidence. */
  biometryData: z
    .object({ confidence: z.number().nullable(), frontConfidence: z.number().nullable() })
    .nullable(),
  ocr: ZIcarOcr.nullable(),
  /** The face crop, document image, passport page or the hologram burst's most telling
   * frame (its card cut out), as base64 JPEG (when asked). */
  imagebase64: z.string().nullable(),
  /** A passport's MRZ band, base64 JPEG (when asked). */
  imagemrzbase64: z.string().nullable(),
  /** Why this frame was not taken (empty when detected); absent from a spec-only server. */
  reasons: z.array(ZDetectionReason).optional(),
});
export type TDetectionResult = z.infer<typeof ZDetectionResult>;

export const ZFaceDetectionResponse = ZDetectionResult;
export type TFaceDetectionResponse = TDetectionResult;
export const ZDocumentDetectionResponse = z.array(ZDetectionResult);
export type TDocumentDetectionResponse = TDetectionResult[];

// ── Liveness: an active challenge chosen by the server ───────────────────────────────────

/**
 * The movements the server may ask for: a blink, the head turned to the person's own left or
 * right, the head raised (look up), the face brought closer to the camera.
 */
export const LIVENESS_CHALLENGE_KINDS = [
  'BLINK',
  'TURN_LEFT',
  'TURN_RIGHT',
  'LOOK_UP',
  'MOVE_CLOSER',
] as const;
export const ZLivenessChallengeKind = z.enum(LIVENESS_CHALLENGE_KINDS);
export type TLivenessChallengeKind = z.infer<typeof ZLivenessChallengeKind>;

// ── Colour sequence: the screen's light reflected by the face ────────────────────────────

/** The saturated colours a sequence is drawn from (the screen shows them full). */
export const COLOUR_NAMES = ['RED', 'GREEN', 'BLUE', 'YELLOW', 'MAGENTA', 'CYAN'] as const;
export const ZColourName = z.enum(COLOUR_NAMES);
export type TColourName = z.infer<typeof ZColourName>;

/** Each colour as the screen shows it (sRGB 0..255). */
export const COLOUR_RGB: Record<TColourName, readonly [number, number, number]> = {
  RED: [255, 0, 0],
  GREEN: [0, 255, 0],
  BLUE: [0, 0, 255],
  YELLOW: [255, 255, 0],
  MAGENTA: [255, 0, 255],
  CYAN: [0, 255, 255],
};

/**
 * The colour sequence the server draws after the movement challenges: `steps` colours, no
 * two equal in a row, each shown `stepMs`, after a `neutral` (white) screen. A try passes when
 * the face's colour follows at least `steps - missesAllowed` of them (each the nearest of the
 * palette to the face's change, beyond the far room's) and their mean agreement (cosine,
 * 0..1) is at least `passScore`; `tries` sequences per identification, each drawn anew.
 */
export const COLOUR_SEQUENCE_DEFAULTS = {
  steps: 5,
  stepMs: 500,
  neutral: [255, 255, 255] as const,
  missesAllowed: 1,
  passScore: 0.5,
  tries: 3,
} as const;

/** A colour sequence to show, as the server issued it. */
export const ZColourSequence = z.object({
  colours: z.array(ZColourName),
  /** How long the screen shows each colour, in ms. */
  stepMs: z.number().int().min(1),
  /**
   * When its window closes on the server's clock (ISO 8601): frames received later are
   * refused (409 CHALLENGE_EXPIRED). Null while a movement challenge is still open.
   */
  closesAt: z.string().nullable(),
  passed: z.boolean(),
  /** Sequences left to try, this one included. */
  attemptsLeft: z.number().int().min(0),
});
export type TColourSequence = z.infer<typeof ZColourSequence>;

/**
 * `POST /api/v2/detection/colours/{operationUuid}`: the frames taken while the screen
 * showed the issued sequence: one on the neutral screen, then one per colour, in order
 * (unmirrored, as the camera gives them).
 */
export const ZColourRequest = z.object({
  neutral: ZImageBase64,
  steps: z.array(ZImageBase64).min(1).max(8),
});
export type TColourRequest = z.infer<typeof ZColourRequest>;

export const ZColourResponse = z.object({
  passed: z.boolean(),
  /** 0..1: how well the face's colour followed the sequence (mean agreement of the steps). */
  score: z.number(),
  /** Steps whose colour the face took. */
  matched: z.number().int(),
  steps: z.number().int(),
  /** The next sequence to show after a try that did not pass; null when none is left. */
  next: ZColourSequence.nullable(),
});
export type TColourResponse = z.infer<typeof ZColourResponse>;

/** `GET /api/v2/identification/challenge/{operationUuid}`: the ordered challenges to perform. */
export const ZLivenessChallengeResponse = z.object({
  videoUuid: z.uuid(),
  challenges: z.array(
    z.object({
      index: z.number().int().min(0),
      kind: ZLivenessChallengeKind,
      passed: z.boolean(),
      /**
       * When its window closes on the server's clock (ISO 8601): a burst received later is
       * refused (409 CHALLENGE_EXPIRED). Null while an earlier challenge is still open.
       */
      closesAt: z.string().nullable(),
    }),
  ),
  /** How long each challenge stays open once the one before it is settled, in seconds. */
  windowSeconds: z.number().int().min(1),
  /**
   * The colour sequence the screen shows after the movements (POST detection/colours); null
   * where the colour check is off.
   */
  colours: ZColourSequence.nullable(),
});
export type TLivenessChallengeResponse = z.infer<typeof ZLivenessChallengeResponse>;

/** `POST /api/v2/detection/liveness/{operationUuid}`: a short burst of frames for one challenge. */
export const ZLivenessRequest = z.object({
  index: z.number().int().min(0).max(9),
  frames: z
    .array(ZImageBase64)
    .min(IDENTIFICATION_LIMITS.minLivenessFrames)
    .max(IDENTIFICATION_LIMITS.maxLivenessFrames),
});
export type TLivenessRequest = z.infer<typeof ZLivenessRequest>;

export const ZLivenessResponse = z.object({
  index: z.number().int(),
  kind: ZLivenessChallengeKind,
  passed: z.boolean(),
  /** 0..1: how clearly the movement was seen (eye closure depth, swing of the head yaw). */
  score: z.number(),
  /** Every challenge of the sequence has passed. */
  completed: z.boolean(),
  /** Tries left for this challenge (0: it stays as it is). */
  attemptsLeft: z.number().int().min(0),
});
export type TLivenessResponse = z.infer<typeof ZLivenessResponse>;

// ── Hologram: a burst of frames of the card front, tilted ───────────────────────────────

/**
 * `POST /api/v2/detection/hologram/{operationUuid}`: after a card's front (not a passport),
 * before its back, a burst of frames taken while the card is tilted slowly (the capture's order:
 * face, document front, hologram, document back). The answer is a detection list with one
 * 'hologram' result whose confidence is the hologram score (detected at
 * IDENTIFICATION_DEFAULTS.hologramConfidence, 0.75, the server's threshold).
 */
export const ZHologramRequest = ZQualitySettings.extend({
  uuid: z.string().max(80).optional(),
  /** Answer the most telling frame's card as imagebase64. */
  returnHologramImg: z.boolean().default(true),
  frames: z
    .array(ZImageBase64)
    .min(IDENTIFICATION_LIMITS.minHologramFrames)
    .max(IDENTIFICATION_LIMITS.maxHologramFrames),
});
export type THologramRequest = z.input<typeof ZHologramRequest>;

// ── Capture storage ─────────────────────────────────────────────────────────────────

/** `POST /api/v2/saveidentificationdata/{operationUuid}/{videoUuid}`. */
export const ZSaveIdentificationDataRequest = z.object({
  type: z.string().max(40).default('face'),
  documentType: ZIdDocumentType,
  operationUuid: z.uuid(),
  /** JSON text: confidence, biometry or OCR data as the client saw them. */
  metadata: z.string().max(IDENTIFICATION_LIMITS.maxMetadataChars).default('{}'),
  documentB64: ZImageBase64,
});
export type TSaveIdentificationDataRequest = z.input<typeof ZSaveIdentificationDataRequest>;

export const ZSaveIdentificationDataResponse = z.object({
  captureId: z.uuid(),
  documentType: ZIdDocumentType,
  /** SHA-256 (hex) of the stored image bytes. */
  sha256: z.string(),
});
export type TSaveIdentificationDataResponse = z.infer<typeof ZSaveIdentificationDataResponse>;

// ── Video upload ────────────────────────────────────────────────────────────────────

/** `POST /api/v2/uploadblobwebm/{operationUuid}`: the whole video in one JSON body. */
export const ZUploadVideoRequest = z.object({
  domainUuid: z.string().max(80),
  videoUuid: z.uuid(),
  /** Milliseconds, 0 when unknown. */
  videoDuration: z.number().int().min(0),
  videoSize: z.number().int().min(0),
  videoBase64: z.string().min(1),
});
export type TUploadVideoRequest = z.infer<typeof ZUploadVideoRequest>;

/**
 * Chunked variant: `PUT /api/v2/uploadblobwebm/{operationUuid}/{videoUuid}/chunks/{index}`
 * with the raw bytes (`application/octet-stream`); a chunk sent again replaces itself. Then
 * `POST /api/v2/uploadblobwebm/{operationUuid}/{videoUuid}/finish`.
 */
export const ZVideoChunkResponse = z.object({
  index: z.number().int(),
  size: z.number().int(),
  /** Bytes received so far over all chunks. */
  received: z.number().int(),
});
export type TVideoChunkResponse = z.infer<typeof ZVideoChunkResponse>;

export const ZFinishVideoUploadRequest = z.object({
  domainUuid: z.string().max(80),
  videoDuration: z.number().int().min(0),
  videoSize: z.number().int().min(1),
  chunkCount: z.number().int().min(1).max(IDENTIFICATION_LIMITS.maxVideoChunks),
  /** Optional end-to-end check: SHA-256 (hex) of the whole video. */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type TFinishVideoUploadRequest = z.infer<typeof ZFinishVideoUploadRequest>;

export const ZUploadVideoResponse = z.object({
  videoUuid: z.uuid(),
  videoSize: z.number().int(),
  sha256: z.string(),
});
export type TUploadVideoResponse = z.infer<typeof ZUploadVideoResponse>;

// ── Result ───────────────────────────────────────────────────────────────────────────────

/** Why an identification failed (several may apply). */
export const IDENTIFICATION_FAILURES = [
  'NO_FACE',
  'NO_DOCUMENT',
  'NO_BACK',
  'NO_PORTRAIT',
  'FACE_MISMATCH',
  'LIVENESS_FAILED',
  'HOLOGRAM_FAILED',
  'MRZ_INVALID',
  'DOCUMENT_MISMATCH',
  'DOCUMENT_EXPIRED',
  'DATA_MISMATCH',
  'NO_VIDEO',
  /** The recording is no camera video the server can decode (a filler, a broken file). */
  'VIDEO_UNREADABLE',
  /** The recording is shorter than the session it should have filmed. */
  'VIDEO_TOO_SHORT',
  /** A frame sent for the face or a challenge is nowhere in the recording near its time. */
  'VIDEO_FRAMES_MISSING',
  /** A document side sent for its detection is nowhere in the recording near its time. */
  'VIDEO_DOCUMENT_MISSING',
  /** Someone else than the selfie's person is before the camera in the face stage. */
  'VIDEO_OTHER_PERSON',
  /** A challenge answered is not filmed inside its window, or not seen again in the video. */
  'VIDEO_CHALLENGE_MISSING',
  /** The face's colour did not follow the sequence the screen showed (a replay, an injected video). */
  'COLOUR_NOT_REFLECTED',
  /** The document was shown on a screen (a subpixel grid, moiré, a bezel), not held up. */
  'DOCUMENT_SCREEN',
  /** The document is a print or a photocopy (a halftone, flat colour, no light changing on it). */
  'DOCUMENT_COPY',
  /** The document is not there as it is: a portrait laid on it, or another card tilted for the hologram. */
  'DOCUMENT_NOT_PRESENT',
  /** A public demo's REVIEW: it has no owner to decide, so it is not passed (docs/identification.md). */
  'NOT_REVIEWED',
] as const;
export const ZIdentificationFailure = z.enum(IDENTIFICATION_FAILURES);
export type TIdentificationFailure = z.infer<typeof ZIdentificationFailure>;

/**
 * What the document presence check finds on a card front and its hologram burst: a screen,
 * a print or photocopy, a portrait laid on it, another card (or none) in the burst.
 */
export const DOCUMENT_PRESENCE_FINDINGS = ['SCREEN', 'COPY', 'CUTOUT', 'OTHER_CARD'] as const;
export const ZDocumentPresenceFinding = z.enum(DOCUMENT_PRESENCE_FINDINGS);
export type TDocumentPresenceFinding = z.infer<typeof ZDocumentPresenceFinding>;

/**
 * The risk signals that send a verdict that would pass to a person (risk routing,
 * docs/identification.md "Review"): a face score in the band just above the threshold
 * (RISK_FACE_BAND), a card whose hologram was not seen (RISK_HOLOGRAM_NOT_SEEN), a weak
 * advisory anti-spoof score of the selfie (RISK_WEAK_ANTISPOOF), the signer's second
 * attempt or later (RISK_MANY_ATTEMPTS), the same face under another document number
 * (RISK_FACE_REUSED) or the same document number with another face (RISK_NUMBER_REUSED)
 * among the account's identifications still kept, a document the presence check doubted
 * where the operation relaxed that check (RISK_DOCUMENT_DOUBTED).
 */
export const RISK_SIGNAL_CODES = [
  'RISK_FACE_BAND',
  'RISK_HOLOGRAM_NOT_SEEN',
  'RISK_WEAK_ANTISPOOF',
  'RISK_MANY_ATTEMPTS',
  'RISK_FACE_REUSED',
  'RISK_NUMBER_REUSED',
  'RISK_DOCUMENT_DOUBTED',
] as const;
export const ZRiskSignalCode = z.enum(RISK_SIGNAL_CODES);
export type TRiskSignalCode = z.infer<typeof ZRiskSignalCode>;

/**
 * One risk signal: its measure against the band's edge (the face score, the anti-spoof
 * score, the attempts), and for a reuse the other identifications of the account it
 * points at (their face similarity and document number).
 */
export const ZRiskSignal = z.object({
  code: ZRiskSignalCode,
  score: z.number().nullable(),
  threshold: z.number().nullable(),
  matches: z
    .array(
      z.object({
        videoUuid: z.uuid(),
        operationUuid: z.uuid(),
        documentNumber: z.string().nullable(),
        similarity: z.number().nullable(),
      }),
    )
    .optional(),
});
export type TRiskSignal = z.infer<typeof ZRiskSignal>;

/**
 * Why an identification that failed nothing still needs a person to look (REVIEW): a face
 * score just under the threshold, a document whose sides could not be compared, a document
 * the presence check doubted without refusing it, or a risk signal (RISK_*) on a verdict
 * that would have passed.
 */
export const IDENTIFICATION_REVIEW_REASONS = [
  'FACE_BORDERLINE',
  'DOCUMENT_UNCONFIRMED',
  'DOCUMENT_DOUBTED',
  ...RISK_SIGNAL_CODES,
] as const;
export const ZIdentificationReviewReason = z.enum(IDENTIFICATION_REVIEW_REASONS);
export type TIdentificationReviewReason = z.infer<typeof ZIdentificationReviewReason>;

/**
 * How a check counts in the verdict: REQUIRED fails the identification when it does not
 * pass; REPORTED shows its outcome without deciding; OFF (liveness only) is not asked for.
 * Secure by default: only the business relaxes a check, explicitly (per operation).
 */
export const CHECK_MODES = ['REQUIRED', 'REPORTED'] as const;
export const ZCheckMode = z.enum(CHECK_MODES);
export type TCheckMode = z.infer<typeof ZCheckMode>;

export const ZIdentificationPolicy = z.object({
  faceMatch: ZCheckMode,
  liveness: z.enum(['REQUIRED', 'REPORTED', 'OFF']),
  hologram: ZCheckMode,
  /**
   * Whether the document was physically there (not on a screen, not a print or a copy, no
   * portrait laid on it, one card throughout): REQUIRED (a finding fails the identification
   * with DOCUMENT_SCREEN, DOCUMENT_COPY or DOCUMENT_NOT_PRESENT) or REPORTED. Absent in
   * verdicts recorded before it was checked.
   */
  documentPresence: ZCheckMode.optional(),
  /**
   * The person's explicit consent to the processing of their biometric data before the
   * camera opens: REQUIRED (startidentification refuses a start without it) or OFF. Absent
   * in verdicts recorded before it could be turned off, which required it only where the
   * server did.
   */
  consent: z.enum(['REQUIRED', 'OFF']).optional(),
  /**
   * The colour sequence the screen shows, whose light the face must reflect: REQUIRED (not
   * followed fails COLOUR_NOT_REFLECTED) or OFF (not shown). Off wherever the liveness is
   * not required. Absent in verdicts recorded before it existed.
   */
  colour: z.enum(['REQUIRED', 'OFF']).optional(),
});
export type TIdentificationPolicy = z.infer<typeof ZIdentificationPolicy>;

/** A protection the secure defaults require that a policy may turn off, said in words everywhere. */
export const RELAXED_CHECKS = [
  'faceMatch',
  'liveness',
  'consent',
  'colour',
  'hologram',
  'documentPresence',
] as const;
export type TRelaxedCheck = (typeof RELAXED_CHECKS)[number];

/** The checks the secure defaults require that a policy does not: said in words everywhere. */
export const relaxedChecks = (policy: TIdentificationPolicy): TRelaxedCheck[] =>
  RELAXED_CHECKS.filter((check) => policy[check] !== undefined && policy[check] !== 'REQUIRED');

/** What a sender may set per operation (`operationData.identificationChecks`): any subset. */
export const ZIdentificationChecksRequest = ZIdentificationPolicy.partial().strict();
export type TIdentificationChecksRequest = z.infer<typeof ZIdentificationChecksRequest>;

/** A face score this far under the threshold sends a passing identification to REVIEW. */
export const FACE_REVIEW_MARGIN = 0.05;

/** Every check of the verdict, in the order the summary and the certificate list them. */
export const IDENTIFICATION_CHECKS = [
  'FACE_MATCH',
  'LIVENESS',
  'COLOUR',
  'RECORDING',
  'HOLOGRAM',
  'DOCUMENT_PRESENCE',
  'DOCUMENT_CONSISTENCY',
  'MRZ',
  'EXPIRY',
  'DATA',
] as const;
export const ZIdentificationCheckName = z.enum(IDENTIFICATION_CHECKS);
export type TIdentificationCheckName = z.infer<typeof ZIdentificationCheckName>;

/**
 * One check as the verdict weighed it: PASSED, FAILED, REVIEW (borderline), or NOT_RUN (not
 * asked for, or nothing to check: a passport has no hologram, no nif was given); `required`
 * says whether a failure fails the identification; `score` against `threshold` where the
 * check is a measure (fields agreed, for the document's consistency).
 */
export const ZIdentificationCheck = z.object({
  check: ZIdentificationCheckName,
  outcome: z.enum(['PASSED', 'FAILED', 'REVIEW', 'NOT_RUN']),
  required: z.boolean(),
  score: z.number().nullable(),
  threshold: z.number().nullable(),
});
export type TIdentificationCheck = z.infer<typeof ZIdentificationCheck>;

/** The card front's printed fields against the back's MRZ (or a passport page's own). */
export const ZDocumentConsistency = z.object({
  fields: z.record(z.string(), z.enum(['match', 'mismatch', 'unread'])),
  matched: z.number().int(),
  mismatched: z.number().int(),
  consistent: z.boolean(),
});
export type TDocumentConsistency = z.infer<typeof ZDocumentConsistency>;

/**
 * What the server found in the recording (recording/analyse-recording.ts): its length, the
 * frames the detections judged and how many of them it holds near their time, the person in
 * the face stage, and each answered challenge filmed in its window and seen again.
 */
export const ZRecordingSummary = z.object({
  durationMs: z.number().nullable(),
  sessionMs: z.number(),
  framesPosted: z.number().int(),
  framesFound: z.number().int(),
  personSamples: z.number().int(),
  personMatched: z.number().int(),
  challengesSeen: z.number().int(),
  challengesAnswered: z.number().int(),
  failures: z.array(ZIdentificationFailure),
});
export type TRecordingSummary = z.infer<typeof ZRecordingSummary>;

/** A person's part in a review decision: who, why, what they ticked, when. */
const ZReviewSignature = z.object({
  reviewer: ZReviewer,
  reason: z.string(),
  checklist: ZReviewChecklist,
  at: z.string(),
});

/** The decision on a REVIEW verdict, as the result carries it. */
export const ZIdentificationReview = z.object({
  decision: z.enum(['APPROVED', 'REJECTED']),
  at: z.string(),
  reviewer: ZReviewer.optional(),
  reason: z.string().optional(),
  checklist: ZReviewChecklist.optional(),
  /** Four-eyes: the second, different reviewer who confirmed the decision. */
  confirmedBy: ZReviewSignature.optional(),
});
export type TIdentificationReview = z.infer<typeof ZIdentificationReview>;

/** `POST /api/v2/identificationresult/{operationUuid}/{videoUuid}` (no body). */
export const ZIdentificationResultResponse = z.object({
  videoUuid: z.uuid(),
  status: z.enum(['PASSED', 'FAILED', 'REVIEW']),
  /** The document kind that was identified. */
  document: z.enum(['ID_CARD', 'PASSPORT']).nullable(),
  faceMatch: z.object({
    similarity: z.number().nullable(),
    threshold: z.number(),
    passed: z.boolean(),
    blocking: z.boolean(),
  }),
  liveness: z.object({
    passed: z.boolean(),
    /** Passive anti-spoof score of the selfie, 0..1 (advisory), null when not measured. */
    antispoof: z.number().nullable(),
    challenges: z.array(z.object({ kind: ZLivenessChallengeKind, passed: z.boolean() })),
    required: z.boolean(),
  }),
  /**
   * A card's hologram check (null for a passport or no document): passed when a burst
   * scored at least `threshold`; `confidence` is the best score, null when none was sent.
   * It fails the identification (HOLOGRAM_FAILED) only when `required`.
   */
  hologram: z
    .object({
      passed: z.boolean(),
      confidence: z.number().nullable(),
      threshold: z.number(),
      required: z.boolean(),
    })
    .nullable(),
  mrzValid: z.boolean().nullable(),
  /** The customer's document number (the operation's nif) against the MRZ's. */
  nifMatches: z.boolean().nullable(),
  /** The document's sides (or a passport page's print and MRZ) against each other. */
  documentConsistency: ZDocumentConsistency.nullable(),
  /** The biometry blocked the identification. */
  blocked: z.boolean(),
  failures: z.array(ZIdentificationFailure),
  /** Why a person should look (status REVIEW); empty otherwise. */
  reviewReasons: z.array(ZIdentificationReviewReason),
  /** How each check counted: the server's defaults and the operation's own choices. */
  policy: ZIdentificationPolicy,
  /** The recording as the server judged it (absent from verdicts recorded before it did). */
  recording: ZRecordingSummary.nullable().optional(),
  checks: z.array(ZIdentificationCheck),
  /**
   * The risk signals found on a verdict that passed or went to review (whether or not they
   * routed it); absent from verdicts recorded before risk routing, and from a demo's.
   */
  riskSignals: z.array(ZRiskSignal).optional(),
  /**
   * A REVIEW verdict decided by a person: the decision, when, who by role and id, the
   * reason and the checklist, and with four-eyes the second reviewer who confirmed it.
   * Absent before a decision; verdicts decided before reasons were asked carry only
   * `decision` and `at`.
   */
  review: ZIdentificationReview.optional(),
});
export type TIdentificationResultResponse = z.infer<typeof ZIdentificationResultResponse>;

/**
 * `POST /api/v2/identification/review/{operationUuid}/{videoUuid}`: the operation owner's
 * decision on an identification under REVIEW, where the account chose to decide its own
 * (OWNER): the same reason and checklist as the platform's reviewers give.
 */
export const ZIdentificationReviewRequest = ZReviewDecisionRequest;
export type TIdentificationReviewRequest = z.infer<typeof ZIdentificationReviewRequest>;

// ── Where the signer stands ──────────────────────────────────────────────────────────────

/**
 * What the capture page shows when a link is opened (again): IDENTIFY (nothing finished
 * yet: the consent, then the camera), RETRY (the last attempt FAILED and the operation is
 * open: why, and another attempt), REVIEW (a person of the business decides), PASSED (the
 * next step: the traveller's parte, the signature, or nothing left), WAITING (earlier
 * signers first), CLOSED (the operation is over: `closedBy` says how), EXHAUSTED (the last
 * attempt did not pass and no attempt is left: the sender is the one to ask).
 */
export const IDENTIFICATION_STEPS = [
  'IDENTIFY',
  'RETRY',
  'EXHAUSTED',
  'REVIEW',
  'PASSED',
  'WAITING',
  'CLOSED',
] as const;
export const ZIdentificationStep = z.enum(IDENTIFICATION_STEPS);
export type TIdentificationStep = z.infer<typeof ZIdentificationStep>;

/**
 * `GET /api/v2/identification/standing/{operationUuid}`, with the signer's token (also once
 * the operation is over): where this signer stands, decided by the server.
 */
export const ZIdentificationStanding = z.object({
  step: ZIdentificationStep,
  /** How the operation ended when it did before this signer got through (else null). */
  closedBy: z.enum(['CANCELLED', 'EXPIRED', 'REJECTED', 'FINISHED']).nullable(),
  /** The signer signs after the identification (VIDEO_1PASO_OTP, AVANZADA_VIDEO_1PASO). */
  signsAfter: z.boolean(),
  /** The signer has signed already. */
  signed: z.boolean(),
  /** Attempts the signer may still begin (IDENTIFICATION_MAX_ATTEMPTS less those begun). */
  attemptsLeft: z.number().int().min(0),
  /** The latest attempt that was started or finished (null before the first). */
  identification: z
    .object({
      videoUuid: z.uuid(),
      status: ZIdentificationStatus,
      failures: z.array(ZIdentificationFailure),
      reviewReasons: z.array(ZIdentificationReviewReason),
      /** When its verdict was recorded (ISO 8601), null before. */
      completedAt: z.string().nullable(),
      /**
       * Under review: who decides and when a decision is expected (the verdict's time plus
       * IDENTIFICATION_REVIEW_SLA_MINUTES); null otherwise.
       */
      review: z.object({ by: ZReviewDecider, expectedBy: z.string() }).nullable().optional(),
    })
    .nullable(),
});
export type TIdentificationStanding = z.infer<typeof ZIdentificationStanding>;

// ── Summary data ────────────────────────────────────────────────────────────────────

export const GLASSES_VALUES = ['NoGlasses', 'ReadingGlasses', 'SunGlasses', 'unknown'] as const;

/** Azure-Face-shaped attributes; null or 'unknown' where the engine cannot tell. */
export const ZFaceAttributes = z.object({
  gender: z.enum(['male', 'female', 'unknown']),
  age: z.number().nullable(),
  glasses: z.enum(GLASSES_VALUES),
  facialHair: z.object({
    sideburns: z.number().nullable(),
    beard: z.number().nullable(),
    moustache: z.number().nullable(),
  }),
  hair: z.object({
    hairColor: z.array(z.object({ color: z.string(), confidence: z.number() })),
  }),
});
export type TFaceAttributes = z.infer<typeof ZFaceAttributes>;

/** `GET /api/v2/identification/images/data/{operationUuid}/{videoUuid}` (images: base64 JPEG). */
export const ZIdentificationImagesData = z.object({
  face: z.string().nullable(),
  front: z.string().nullable(),
  back: z.string().nullable(),
  hologram: z.string().nullable(),
  /** The card's best hologram score, 0..1 (null for a passport or no burst sent). */
  hologramConfidence: z.number().nullable(),
  passport: z.string().nullable(),
  passportmrz: z.string().nullable(),
  passportOcr: ZIcarOcr.nullable(),
  customer: z.object({
    name: z.string().nullable(),
    lastname: z.string().nullable(),
    nif: z.string().nullable(),
    email: z.string().nullable(),
  }),
  faceBiometry: z.object({ faceAttributes: ZFaceAttributes.nullable() }),
  frontBiometry: z.object({
    /** Face match of the selfie with the document portrait, 0..1. */
    confidence: z.number().nullable(),
    /** The front's (or passport page's) detection confidence, 0..1. */
    frontConfidence: z.number().nullable(),
    frontAttributes: ZFaceAttributes.nullable(),
  }),
  backOcr: ZIcarOcr.extend({ backConfidence: z.number().nullable() }).nullable(),
  /** Our additions: the status, the verdict with every check, and the video's hash. */
  status: ZIdentificationStatus,
  result: ZIdentificationResultResponse.nullable(),
  videoSha256: z.string().nullable(),
  /**
   * The images and the video were deleted by the retention purge (the images are then
   * null; the hashes, the data read and the certificate stay). Absent means false.
   */
  purged: z.boolean().optional(),
});
export type TIdentificationImagesData = z.infer<typeof ZIdentificationImagesData>;

// ── Certificate ──────────────────────────────────────────────────────────────────────────

/**
 * `GET /api/v2/identification/certificate/{operationUuid}/{videoUuid}`: the identification
 * certificate (PDF sealed by the platform, with a time stamp) as base64 text, like the
 * operation certificate; for the identified signer or the operation's owner, once the
 * result is recorded (before it: IDENTIFICATION_OUT_OF_ORDER).
 */
export const ZIdentificationCertificateResponse = z.string();
export type TIdentificationCertificateResponse = z.infer<typeof ZIdentificationCertificateResponse>;
