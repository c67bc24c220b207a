import { writeFileSync } from 'node:fs';
import {
  chooseDocumentThresholds,
  documentAttackReport,
  measureDocumentAttackSet,
} from './evaluate-document-attacks.ts';

// Chooses the document presentation-attack thresholds on the development cards of the
// document-attack set (generate-document-attack-set.ts), never on the evaluation cards:
// every development card taken bona fide three times and presented by each attack once
// (32 cards: 288 takes, about 40 minutes on two busy cores). Prints
// the thresholds for document-pad-decision.ts DOCUMENT_PAD_THRESHOLDS and the development
// split's rates at them. `node --import tsx
// packages/vision/evaluation/choose-document-pad-thresholds.ts [cards] [out.json]` (the
// measures, one per take, to the file).

const DEVELOPMENT_SEED = 12;

const cards = Number(process.argv[2] ?? 32);
const out = process.argv[3];
const started = performance.now();
const seen: unknown[] = [];
const measures = await measureDocumentAttackSet({
  split: 'development',
  cards,
  seed: DEVELOPMENT_SEED,
  bonaFide: 3,
  onTake: (m) => {
    process.stderr.write(
      `${((performance.now() - started) / 1000).toFixed(0)} s ${m.card} ${m.presentation} ${m.variant} ${JSON.stringify(m)}\n`,
    );
    seen.push(m);
    if (out) writeFileSync(out, JSON.stringify(seen));
  },
});
const thresholds = chooseDocumentThresholds(measures);
console.log(`DOCUMENT_PAD_THRESHOLDS ${JSON.stringify(thresholds)}`);
console.log(documentAttackReport(measures, thresholds));
