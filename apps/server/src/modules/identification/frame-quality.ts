import { measureQuality } from '@confirma/vision/quality/measure-quality';
import { decodeFrame } from './decode-frame.ts';
import type { TIdentificationContext } from './identification.types.ts';

export interface TQualityRequest {
  detectBrightnessInImage: boolean;
  brightnessImageThreshold: number;
  detectBlurInImage: boolean;
  blurImageThreshold: number;
}

/**
 * The spec's brightness and blur problem flags (§3.3–§3.6), as the request asked for them:
 * brightnessImageThreshold is on the 0..765 scale (sum of R, G and B), blur a Laplacian
 * variance below which the frame is blurred.
 */
export async function qualityFlags(image: Uint8Array, request: TQualityRequest) {
  const quality = await measureQuality(image, {
    brightnessMinPercent: (request.brightnessImageThreshold / 765) * 100,
    brightnessMaxPercent: 100,
    blurThreshold: request.blurImageThreshold,
  });
  return {
    brightness: request.detectBrightnessInImage && (quality.tooDark || quality.tooBright),
    blur: request.detectBlurInImage && quality.blurred,
  };
}

/**
 * A detection request's frame: decoded within IMAGE_MAX_PIXELS (or refused), with the
 * brightness and blur flags the request asked for.
 */
export async function readFrame(
  context: TIdentificationContext,
  request: TQualityRequest & { imgb64: string },
) {
  const image = decodeFrame(request.imgb64, {
    maxPixels: context.platform.config.IMAGE_MAX_PIXELS,
  });
  return { image, quality: await qualityFlags(image, request) };
}
