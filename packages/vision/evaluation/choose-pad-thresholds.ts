import { writeFileSync } from 'node:fs';
import { chooseThresholds, measurePadSet, padCounts, padRules } from './evaluate-pad.ts';
import { padMovementTable, padRateTable } from './pad-report.ts';

// Chooses the liveness thresholds on the development people of the presentation-attack set
// (generate-pad-set.ts), never on the evaluation people: every development person answers
// each movement bona fide twice and presents each attack once (its movement in turn).
// Prints the thresholds for pad-decision.ts PAD_THRESHOLDS and evaluate-pad.ts
// PASSIVE_THRESHOLDS, and the development split's rates at them. About 8 minutes on two
// busy cores. `node --import tsx packages/vision/evaluation/choose-pad-thresholds.ts [out.json]`
// (the measures, one per burst, to the file).

const started = performance.now();
const measures = await measurePadSet({
  people: { development: 99, evaluation: 0 },
  seeds: { development: [11], evaluation: [] },
  bonaFideSeeds: { development: [11, 12], evaluation: [] },
  movementsPerAttack: 1,
  onBurst: (m) =>
    process.stderr.write(
      `${((performance.now() - started) / 1000).toFixed(0)} s ${m.person} ${m.challenge} ${m.presentation}\n`,
    ),
});
const out = process.argv[2];
if (out) writeFileSync(out, JSON.stringify(measures));
const { consistency, passive } = chooseThresholds(measures);
console.log(`PAD_THRESHOLDS ${JSON.stringify(consistency)}`);
console.log(`PASSIVE_THRESHOLDS ${JSON.stringify(passive)}`);
const rules = padRules(consistency, passive);
console.log(padRateTable(rules.map((rule) => ({ rule, counts: padCounts(measures, rule) }))));
console.log(padMovementTable(measures, rules[2] ?? { name: '' }));
