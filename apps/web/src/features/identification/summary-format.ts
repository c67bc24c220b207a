import { SUMMARY_DISPLAY } from '@confirma/contracts/constants';
import { toPercent } from '../../lib/format-percent';

export type TRingColour = 'error' | 'warning' | 'success';

/** Under 40 red, under 50 orange, otherwise green (percent). */
export function ringColour(confidence: number | null | undefined): TRingColour {
  if (confidence == null) return 'error';
  const percent = toPercent(confidence);
  if (percent < SUMMARY_DISPLAY.confidenceRedBelow) return 'error';
  if (percent < SUMMARY_DISPLAY.confidenceOrangeBelow) return 'warning';
  return 'success';
}

/** Facial hair counts as present ('Si') above 0.4. */
export const hasFacialHair = (value: number | null | undefined) =>
  value != null && value > SUMMARY_DISPLAY.facialHairYesAbove;

/** Sex M shows as Male, otherwise Female. */
export const sexKey = (sex: string | null | undefined) =>
  sex?.toUpperCase() === 'M' ? 'male' : 'female';

/** A base64 JPEG (or data URL) as an image source. */
export const imageSrc = (base64: string | null | undefined) =>
  base64 ? (base64.startsWith('data:') ? base64 : `data:image/jpeg;base64,${base64}`) : null;
