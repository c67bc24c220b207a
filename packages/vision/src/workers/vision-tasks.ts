import type { TColourName } from '@confirma/contracts/identification';
import type { TAnalyseImageOptions, TImageAnalysis } from '../analyse-image.ts';
import type { TAnalysePhotoOptions, TPhotoAnalysis } from '../crop/analyse-photo.ts';
import type { TPhotoOutline } from '../crop/straighten-photo.ts';
import type { TDocumentPresence } from '../document/check-document-presence.ts';
import type { TDocumentPresenceInput } from '../document/document-presence.ts';
import type { THologramCheck } from '../document/hologram.ts';
import type { TBurstConsistency, TBurstPair } from '../face/burst-consistency.ts';
import type { TColourReflection } from '../face/colour-reflection.ts';
import type { TBlink, TBlinkThresholds } from '../face/detect-blink.ts';
import type { TCloserCheck, TCloserThresholds } from '../face/detect-closer.ts';
import type { TDetectFaceOptions, TFaceBox, TFaceDetection } from '../face/detect-face.ts';
import type { TLookUpCheck, TLookUpThresholds } from '../face/detect-look-up.ts';
import type { TTurnCheck, TTurnDirection, TTurnThresholds } from '../face/detect-turn.ts';

/** What each pool task takes and gives back. */
export interface TVisionTasks {
  load: { input: Record<string, never>; output: { loadMs: number } };
  face: {
    input: { image: Uint8Array; options?: TDetectFaceOptions };
    output: TFaceDetection;
  };
  /**
   * The face check on each frame of a burst, once (no face image): what a liveness burst's
   * movement and its person are judged on.
   */
  faces: {
    input: { frames: Uint8Array[]; options?: Omit<TDetectFaceOptions, 'returnFaceImg'> };
    output: (Omit<TFaceDetection, 'faceImage'> & { frame: { width: number; height: number } })[];
  };
  /**
   * Whether a burst's frames behave like a head before a still room (burst-consistency.ts):
   * each frame's face box from `faces`, and a turn's frontal and turned frames.
   */
  consistency: {
    input: {
      frames: Uint8Array[];
      boxes: (TFaceBox | null)[];
      turn: TBurstPair | null;
    };
    output: TBurstConsistency;
  };
  /**
   * How the face's colour followed a sequence the screen showed (colour-reflection.ts): the
   * neutral screen's frame then one per colour, and the face's box in the neutral frame.
   */
  colours: {
    input: { frames: Uint8Array[]; colours: TColourName[]; box: TFaceBox };
    output: TColourReflection;
  };
  blink: {
    input: { frames: Uint8Array[]; thresholds?: TBlinkThresholds };
    output: TBlink & { ms: number };
  };
  /** A head turn to the person's own left or right within a burst (detect-turn.ts). */
  turn: {
    input: { frames: Uint8Array[]; direction: TTurnDirection; thresholds?: TTurnThresholds };
    output: TTurnCheck;
  };
  /** The head raised (the person looking up) within a burst (detect-look-up.ts). */
  lookUp: {
    input: { frames: Uint8Array[]; thresholds?: TLookUpThresholds };
    output: TLookUpCheck;
  };
  /** The face brought closer to the camera within a burst (detect-closer.ts). */
  closer: {
    input: { frames: Uint8Array[]; thresholds?: TCloserThresholds };
    output: TCloserCheck;
  };
  /** Quality, document, MRZ and face of one image (what `npm run vision` prints). */
  image: {
    input: { image: Uint8Array; options?: TAnalyseImageOptions };
    output: TImageAnalysis;
  };
  hologram: {
    input: { frames: Uint8Array[]; threshold?: number };
    output: THologramCheck;
  };
  /**
   * Whether a card front is really before the camera (check-document-presence.ts): the
   * front's frame (and its corners, when known) and the hologram burst's frames, judged for
   * a screen, a print or a photocopy, a cut-out portrait and another card tilted.
   */
  documentPresence: { input: TDocumentPresenceInput; output: TDocumentPresence };
  /** The document's outline in a photo: the cropper's four corners (crop/). */
  outline: { input: { image: Uint8Array }; output: TPhotoOutline };
  /** A document photo straightened along its corners, then analysed (crop/analyse-photo.ts). */
  photo: {
    input: { image: Uint8Array; options?: TAnalysePhotoOptions };
    output: TPhotoAnalysis;
  };
}
export type TVisionTask = keyof TVisionTasks;

export type TVisionRequest = {
  [K in TVisionTask]: { id: number; task: K; input: TVisionTasks[K]['input'] };
}[TVisionTask];

export type TVisionResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };

/**
 * Bytes that can be moved to another thread without copying: the view itself when it
 * spans its whole ArrayBuffer, otherwise (a slice of Node's shared Buffer pool, say) a
 * copy, because transferring the pool would pull it from under every other Buffer.
 */
export function transferable(bytes: Uint8Array): Uint8Array {
  const whole =
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer;
  return whole ? new Uint8Array(bytes.buffer) : new Uint8Array(bytes);
}
