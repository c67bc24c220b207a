import { pathToFileURL } from 'node:url';
import {
  chooseDecisions,
  measurePadSet,
  padRates,
} from '../packages/vision/evaluation/evaluate-pad.ts';
import { ATTACKS } from '../packages/vision/evaluation/generate-pad-set.ts';
import { padRateTable } from '../packages/vision/evaluation/pad-report.ts';
import type { TBenchResult } from './types.ts';

// Issue 51 item 5: the liveness challenge against the synthetic presentation-attack set
// (packages/vision/evaluation/generate-pad-set.ts). Thresholds from the development
// people's bona fide bursts; the figures that count are the evaluation people's. Part of
// `npm run bench -- identification`; standalone: `node --import tsx bench/liveness-pad.ts`.
// About 15 minutes on two busy cores (one process, ~3 s a burst).

const TARGETS = { print: 0, replay: 5, bpcer: 5 };

export async function livenessPadBench(): Promise<TBenchResult[]> {
  const measures = await measurePadSet({
    people: { development: 4, evaluation: 5 },
    seeds: { development: [11], evaluation: [101] },
    bonaFideSeeds: { development: [11, 12], evaluation: [101, 102] },
  });
  const decisions = chooseDecisions(measures);
  for (const split of ['development', 'evaluation'] as const) {
    const rows = decisions.map((decision) => ({
      decision,
      rates: padRates(measures, split, decision),
    }));
    const [first] = rows;
    console.log(
      `\nLiveness, ${split} (${first?.rates.attacks} attack bursts, ${first?.rates.bonaFide} bona fide)\n${padRateTable(rows)}`,
    );
  }
  for (const decision of decisions) console.log(`thresholds ${JSON.stringify(decision)}`);
  const results: TBenchResult[] = [];
  for (const decision of decisions) {
    const rates = padRates(measures, 'evaluation', decision);
    for (const attack of ATTACKS) {
      const target = attack === 'replay' ? TARGETS.replay : TARGETS.print;
      results.push({
        name: `liveness eval ${decision.name}: APCER ${attack}`,
        value: rates.apcer[attack],
        unit: '%',
        target: `≤ ${target} %`,
        ok: rates.apcer[attack] <= target,
      });
    }
    results.push({
      name: `liveness eval ${decision.name}: BPCER (${rates.bonaFide} bursts)`,
      value: rates.bpcer,
      unit: '%',
      target: `≤ ${TARGETS.bpcer} %`,
      ok: rates.bpcer <= TARGETS.bpcer,
    });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await livenessPadBench());
}
