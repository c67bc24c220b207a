import {
  BLINK_THRESHOLDS,
  blinkFromOpenness,
  type TBlink,
  type TBlinkThresholds,
} from './blink-motion.ts';
import { detectFace } from './detect-face.ts';

export { BLINK_THRESHOLDS, blinkFromOpenness, type TBlink, type TBlinkThresholds };

/** Runs the face check with eye openness on each frame of a burst and looks for a blink. */
export async function detectBlink(
  frames: readonly (Buffer | Uint8Array)[],
  thresholds: TBlinkThresholds = BLINK_THRESHOLDS,
): Promise<TBlink & { ms: number }> {
  const started = performance.now();
  const openness: (number | null)[] = [];
  for (const frame of frames) {
    const face = await detectFace(frame, { eyes: true });
    openness.push(face.detected ? face.eyeOpenness : null);
  }
  return { ...blinkFromOpenness(openness, thresholds), ms: performance.now() - started };
}
