export interface TErrorRate {
  threshold: number;
  /** False accept rate: share of different-person pairs scoring at or above the threshold. */
  far: number;
  /** False reject rate: share of same-person pairs scoring below it. */
  frr: number;
}

/** FAR and FRR of a verifier at each threshold, from genuine and impostor pair scores. */
export function errorRates(
  genuine: readonly number[],
  impostor: readonly number[],
  thresholds: readonly number[],
): TErrorRate[] {
  return thresholds.map((threshold) => ({
    threshold,
    far: impostor.filter((score) => score >= threshold).length / (impostor.length || 1),
    frr: genuine.filter((score) => score < threshold).length / (genuine.length || 1),
  }));
}

/** A markdown table of error rates, in percent. */
export function errorRateTable(rates: readonly TErrorRate[], label = 'threshold'): string {
  const rows = rates.map(
    (rate) =>
      `| ${rate.threshold.toFixed(2)} | ${(rate.far * 100).toFixed(2)} % | ${(rate.frr * 100).toFixed(1)} % |`,
  );
  return [`| ${label} | FAR | FRR |`, '| --- | --- | --- |', ...rows].join('\n');
}
