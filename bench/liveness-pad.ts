import { pathToFileURL } from 'node:url';
import { measurePadSet, padCounts, padRules } from '../packages/vision/evaluation/evaluate-pad.ts';
import { ATTACKS, type TAttack } from '../packages/vision/evaluation/pad-movements.ts';
import { padMovementTable, padRateTable } from '../packages/vision/evaluation/pad-report.ts';
import { wilsonInterval } from '../packages/vision/evaluation/wilson-interval.ts';
import type { TBenchResult } from './types.ts';

// The liveness decision against the synthetic presentation-attack set's evaluation people
// (packages/vision/evaluation/generate-pad-set.ts), at the thresholds chosen on the
// development people (choose-pad-thresholds.ts; PAD_THRESHOLDS in pad-decision.ts). Prints
// APCER per attack type and BPCER (ISO/IEC 30107-3) with 95 % Wilson intervals for the
// product's decision and the alternatives, and what each movement let through. Part of
// `npm run bench -- identification`; standalone: `node --import tsx bench/liveness-pad.ts`.
// It runs long: 12–17 minutes on two busy cores (one process, 328 bursts, 2–3 s each).

const TARGET = 5;
/** Not asked to stop: a cut-out with a real blink or a real approach behind it moves as a head does. */
const NOT_ASKED: readonly TAttack[] = ['cutout'];

export async function livenessPadBench(): Promise<TBenchResult[]> {
  const measures = await measurePadSet({
    people: { development: 0, evaluation: 99 },
    seeds: { development: [], evaluation: [101, 102] },
    bonaFideSeeds: { development: [], evaluation: [101, 102, 103] },
    movementsPerAttack: 2,
  });
  const people = new Set(measures.map((m) => m.person)).size;
  const rules = padRules();
  const rows = rules.map((rule) => ({ rule, counts: padCounts(measures, rule) }));
  console.log(`\nLiveness, evaluation people (${people}, ${measures.length} bursts)`);
  console.log(padRateTable(rows));
  const product = rules[2] ?? rules[0];
  if (product) console.log(`\n${product.name}\n${padMovementTable(measures, product)}`);
  const results: TBenchResult[] = [];
  for (const { rule, counts } of rows) {
    const upper = (errors: number, trials: number) =>
      (100 * wilsonInterval(errors, trials)[1]).toFixed(1);
    for (const attack of ATTACKS) {
      const { errors, trials } = counts.apcer[attack];
      const value = trials ? (100 * errors) / trials : Number.NaN;
      results.push({
        name: `liveness eval ${rule.name}: APCER ${attack} (${errors}/${trials}, CI ≤ ${upper(errors, trials)} %)`,
        value,
        unit: '%',
        ...(NOT_ASKED.includes(attack) ? {} : { target: `≤ ${TARGET} %`, ok: value <= TARGET }),
      });
    }
    const { errors, trials } = counts.bpcer;
    const value = trials ? (100 * errors) / trials : Number.NaN;
    results.push({
      name: `liveness eval ${rule.name}: BPCER (${errors}/${trials}, CI ≤ ${upper(errors, trials)} %)`,
      value,
      unit: '%',
      target: `≤ ${TARGET} %`,
      ok: value <= TARGET,
    });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await livenessPadBench());
}
