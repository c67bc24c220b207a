/** z for a two-sided 95 % interval. */
const Z95 = 1.959964;

/**
 * The Wilson score interval of a proportion, `errors` of `trials`, at 95 %: the interval
 * ISO/IEC 30107-3 and 19795-1 reporting asks for, sound at 0 errors and small counts
 * (the normal approximation's would reach below 0). Shares 0..1; [0, 1] without trials.
 */
export function wilsonInterval(errors: number, trials: number): [low: number, high: number] {
  if (trials === 0) return [0, 1];
  const p = errors / trials;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A count of errors as text: the rate, its 95 % Wilson interval and the counts. */
export function rateWithInterval(errors: number, trials: number): string {
  if (trials === 0) return '— (0 trials)';
  const [low, high] = wilsonInterval(errors, trials);
  const percent = (share: number) => (100 * share).toFixed(1);
  return `${percent(errors / trials)} % [${percent(low)}–${percent(high)}] (${errors}/${trials})`;
}
