import { IDENTIFICATION_THRESHOLDS } from '@confirma/contracts/constants';
import { decodeGrey, type TGreyImage } from '../image.ts';

export interface TQualityThresholds {
  /** Video frames: mean luminance must lie within [min, max] percent. */
  brightnessMinPercent: number;
  brightnessMaxPercent: number;
  /** Variance of the Laplacian at 640 px width; below it the image is blurred. */
  blurThreshold: number;
}

export const VIDEO_QUALITY: TQualityThresholds = {
  brightnessMinPercent: IDENTIFICATION_THRESHOLDS.videoBrightnessMin,
  brightnessMaxPercent: IDENTIFICATION_THRESHOLDS.videoBrightnessMax,
  blurThreshold: IDENTIFICATION_THRESHOLDS.blurImageThreshold,
};

/**
 * Still images (document photos): the spec's brightness threshold 300 is on the
 * R+G+B scale (0–765), i.e. a mean luminance of 300 / 765 = 39.2 %; no upper bound.
 */
export const IMAGE_QUALITY: TQualityThresholds = {
  brightnessMinPercent: (IDENTIFICATION_THRESHOLDS.brightnessImageThreshold / 765) * 100,
  brightnessMaxPercent: 100,
  blurThreshold: IDENTIFICATION_THRESHOLDS.blurImageThreshold,
};

export interface TQuality {
  /** Mean luminance, 0–100 %. */
  brightness: number;
  /** Variance of the Laplacian (higher is sharper). */
  blur: number;
  tooDark: boolean;
  tooBright: boolean;
  blurred: boolean;
  ok: boolean;
}

/** Brightness and sharpness of an already decoded greyscale image. */
export function qualityOf(image: TGreyImage, thresholds = VIDEO_QUALITY): TQuality {
  const brightness = (meanOf(image.data) / 255) * 100;
  const blur = laplacianVariance(image);
  const tooDark = brightness < thresholds.brightnessMinPercent;
  const tooBright = brightness > thresholds.brightnessMaxPercent;
  const blurred = blur < thresholds.blurThreshold;
  return {
    brightness: round(brightness, 1),
    blur: round(blur, 1),
    tooDark,
    tooBright,
    blurred,
    ok: !tooDark && !tooBright && !blurred,
  };
}

/** Decodes (sharp) and measures an image file's bytes. */
export async function measureQuality(input: Buffer | Uint8Array, thresholds = VIDEO_QUALITY) {
  return qualityOf(await decodeGrey(input), thresholds);
}

function meanOf(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += data[i] as number;
  return data.length ? sum / data.length : 0;
}

/**
 * Variance of the 4-neighbour Laplacian over the interior pixels: edges give large
 * responses, so a sharp image has a wide spread and a blurred one a narrow spread.
 */
export function laplacianVariance({ data, width, height }: TGreyImage): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumSquares = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const i = row + x;
      const value =
        (data[i - width] as number) +
        (data[i + width] as number) +
        (data[i - 1] as number) +
        (data[i + 1] as number) -
        4 * (data[i] as number);
      sum += value;
      sumSquares += value * value;
    }
  }
  const count = (width - 2) * (height - 2);
  const mean = sum / count;
  return sumSquares / count - mean * mean;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
