// The vision engine's public entry: what the server may import. The engine itself
// (analyseImage, analysePhoto and the checks on frames) runs in worker threads behind
// createVisionPool, so only its types are exported here; the values below are light
// (no model, no OpenCV) and safe to load on the server's own thread. The video functions
// decode in an ffmpeg child process; only the small frames' hashes are computed here.

export type { TAnalyseImageOptions, TImageAnalysis, TImageKind } from './analyse-image.ts';
export type { TAnalysePhotoOptions, TPhotoAnalysis } from './crop/analyse-photo.ts';
export type { TDocumentPresence } from './document/check-document-presence.ts';
export { crossCheck, spellsMrzName, type TCrossCheck } from './document/cross-check.ts';
export {
  DOCUMENT_PAD_REFUSAL,
  DOCUMENT_PAD_THRESHOLDS,
  documentPadDecision,
  MIN_CARD_FRAMES,
  type TDocumentFinding,
  type TDocumentPadDecision,
  type TDocumentPadThresholds,
} from './document/document-pad-decision.ts';
export type {
  TDocumentPresenceInput,
  TDocumentPresenceMeasures,
} from './document/document-presence.ts';
export { PORTRAIT_MIN_OUTLINE_CONFIDENCE } from './document/portrait-outline.ts';
export type { TPrintedField, TPrintedFields } from './document/read-printed.ts';
export { BLINK_THRESHOLDS, blinkFromOpenness, type TBlink } from './face/blink-motion.ts';
export type { TBurstConsistency, TBurstPair } from './face/burst-consistency.ts';
export {
  CLOSER_THRESHOLDS,
  closerFromBoxes,
  type TCloser,
  type TFaceInFrame,
} from './face/closer-motion.ts';
export {
  colourFollowed,
  MIN_STEP_SHIFT,
  type TColourReflection,
  type TColourStep,
} from './face/colour-reflection.ts';
export type { TFaceDetection } from './face/detect-face.ts';
export { faceMatch } from './face/face-match.ts';
export { LOOK_UP_THRESHOLDS, lookUpFromPitch, type TLookUp } from './face/look-up-motion.ts';
export {
  PAD_BLOCKING,
  PAD_THRESHOLDS,
  padDecision,
  type TPadDecision,
  type TPadFinding,
  type TPadMovement,
  type TPadThresholds,
} from './face/pad-decision.ts';
export {
  type TTurn,
  type TTurnDirection,
  TURN_THRESHOLDS,
  turnFromYaw,
} from './face/turn-motion.ts';
export { mrzName } from './mrz/build-mrz.ts';
export type { TMrzFields } from './mrz/read-mrz.ts';
export {
  measureQuality,
  type TQuality,
  type TQualityThresholds,
} from './quality/measure-quality.ts';
export {
  DECODE_LIMITS,
  decodeFrames,
  type TDecodeFramesOptions,
  type TVideoFrame,
} from './video/decode-frames.ts';
export {
  HASH_DECODE_WIDTH,
  hashDistance,
  perceptualHash,
  perceptualHashOfRgb,
  SAME_FRAME_MAX_DISTANCE,
} from './video/perceptual-hash.ts';
export { probeVideo, type TVideoProbe } from './video/probe-video.ts';
export { VideoUnreadableError } from './video/video-unreadable-error.ts';
export {
  createVisionPool,
  shareWorkersAcrossPools,
  type TVisionPool,
} from './workers/vision-pool.ts';
