import { SUMMARY_DISPLAY } from '@confirma/contracts/constants';

/** A 0..1 confidence as a percentage, 0..100 (values already above 1 are percentages). */
export const toPercent = (confidence: number) => (confidence > 1 ? confidence : confidence * 100);

/** The percentage trimmed to 5 characters ('87.53', '100', '9.123'). */
export function formatPercent(confidence: number | null | undefined): string {
  if (confidence == null || Number.isNaN(confidence)) return '—';
  return String(toPercent(confidence)).slice(0, SUMMARY_DISPLAY.confidenceMaxChars);
}
