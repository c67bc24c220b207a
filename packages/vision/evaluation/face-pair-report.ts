import { errorRates } from '../src/face/error-rates.ts';
import type { TFacePairSet } from './evaluate-face-pairs.ts';
import {
  byPrint,
  scoresOf,
  summarise,
  type TFaceSummary,
  thresholdForFar,
} from './face-pair-rates.ts';

const pct = (value: number, digits = 1) => `${(100 * value).toFixed(digits)} %`;
const identity = (cosine: number) => cosine;

/** One side's counts: people, photographs, portraits and selfies found, pairs. */
export function faceSummaryLine(summary: TFaceSummary): string {
  return `${summary.split}: ${summary.people} people, ${summary.photos} photographs, ${summary.takes} documents and ${summary.takes} selfies; portraits found ${summary.portraitsFound}/${summary.takes} (${pct(summary.portraitsFound / (summary.takes || 1))}), selfies ${summary.selfiesFound}/${summary.takes}; ${summary.genuinePairs} genuine and ${summary.impostorPairs} impostor pairs; mean genuine ${summary.meanGenuine.toFixed(3)}, impostor ${summary.meanImpostor.toFixed(3)}`;
}

/** A markdown table of one side's FAR and FRR at each threshold. */
export function faceRateTable(summary: TFaceSummary, label = 'threshold'): string {
  return [
    `| ${label} | FAR | FRR |`,
    '| --- | --- | --- |',
    ...summary.rates.map(
      (rate) => `| ${rate.threshold.toFixed(2)} | ${pct(rate.far, 2)} | ${pct(rate.frr)} |`,
    ),
  ].join('\n');
}

/** FAR and FRR per portrait print at one threshold, one side. */
export function facePrintTable(
  set: TFacePairSet,
  split: 'tuning' | 'held-apart',
  threshold: number,
) {
  return [
    `| portrait print | portraits | found | genuine pairs | FRR at ${threshold} | FAR at ${threshold} |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...byPrint(set, split, threshold).map(
      (row) =>
        `| ${row.print} | ${row.portraits} | ${row.found} | ${row.genuinePairs} | ${pct(row.frr)} | ${pct(row.far)} |`,
    ),
  ].join('\n');
}

/**
 * A model's comparison on raw cosine (any model's scale): the cosine threshold whose
 * tuning FAR is at most 0.5 %, the tuning FRR there, and the same threshold on the
 * held-apart pairs; then the curve of both sides.
 */
export function facePairCurve(set: TFacePairSet, label: string): string {
  const cosines = Array.from({ length: 13 }, (_, i) => 0.25 + i * 0.05);
  const chosen = thresholdForFar(set, 'tuning', 0.005, identity, [-1, 1]);
  const lines = [`${label}: cosine threshold for tuning FAR ≤ 0.5 %: ${chosen.toFixed(2)}`];
  for (const split of ['tuning', 'held-apart'] as const) {
    if (!set.takes.some((take) => take.split === split)) continue;
    const summary = summarise(set, split, [chosen, ...cosines], identity);
    const [at] = summary.rates;
    lines.push(faceSummaryLine(summary));
    lines.push(`  at ${chosen.toFixed(2)}: FAR ${pct(at?.far ?? 1, 2)}, FRR ${pct(at?.frr ?? 1)}`);
    const { genuine, impostor } = scoresOf(set, split, identity);
    const curve = errorRates(genuine, impostor, cosines);
    lines.push(
      `  curve ${curve.map((rate) => `${rate.threshold.toFixed(2)}: ${pct(rate.far, 2)}/${pct(rate.frr)}`).join(', ')}`,
    );
  }
  return lines.join('\n');
}
