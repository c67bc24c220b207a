import type { TDetectionReason } from '@confirma/contracts/identification';
import type { TQuality, TQualityThresholds } from '@confirma/vision';
import type { TIdentificationContext } from '../identification.types.ts';
import { decodeFrame } from './decode-frame.ts';

export interface TQualityRequest {
  detectBrightnessInImage: boolean;
  brightnessImageThreshold: number;
  detectBlurInImage: boolean;
  blurImageThreshold: number;
}

/**
 * The request's quality thresholds on the engine's scale: brightnessImageThreshold is on
 * the 0..765 scale (sum of R, G and B), blur a Laplacian variance below which the frame
 * is blurred.
 */
export function qualityThresholds(request: TQualityRequest): TQualityThresholds {
  return {
    brightnessMinPercent: (request.brightnessImageThreshold / 765) * 100,
    brightnessMaxPercent: 100,
    blurThreshold: request.blurImageThreshold,
  };
}

/**
 * The spec's brightness and blur problem flags from the frame's quality
 * measured at the request's thresholds, as the request asked for them.
 */
export function qualityFlags(quality: TQuality, request: TQualityRequest) {
  return {
    brightness: request.detectBrightnessInImage && (quality.tooDark || quality.tooBright),
    blur: request.detectBlurInImage && quality.blurred,
  };
}

/**
 * The frame's light and focus as reasons of a frame not taken (the flags above, with dark
 * and bright told apart): TOO_DARK, TOO_BRIGHT, BLURRED.
 */
export function qualityReasons(quality: TQuality, request: TQualityRequest): TDetectionReason[] {
  const reasons: TDetectionReason[] = [];
  if (request.detectBrightnessInImage && quality.tooDark) reasons.push('TOO_DARK');
  if (request.detectBrightnessInImage && quality.tooBright) reasons.push('TOO_BRIGHT');
  if (request.detectBlurInImage && quality.blurred) reasons.push('BLURRED');
  return reasons;
}

/**
 * A detection request's frame: decoded within IMAGE_MAX_PIXELS (or refused), with the
 * quality thresholds it asked for. The quality is measured once: by the document
 * analysis in the vision pool, or beside the face detection.
 */
export function readFrame(
  context: TIdentificationContext,
  request: TQualityRequest & { imgb64: string },
) {
  const image = decodeFrame(request.imgb64, {
    maxPixels: context.platform.config.IMAGE_MAX_PIXELS,
  });
  return { image, thresholds: qualityThresholds(request) };
}
