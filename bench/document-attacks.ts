import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  documentAttackCounts,
  documentAttackReport,
  measureDocumentAttackSet,
} from '../packages/vision/evaluation/evaluate-document-attacks.ts';
import { DOCUMENT_ATTACKS } from '../packages/vision/evaluation/generate-document-attack-set.ts';
import { wilsonInterval } from '../packages/vision/evaluation/wilson-interval.ts';
import { createVisionPool } from '../packages/vision/src/workers/vision-pool.ts';
import { percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

// The document presentation-attack decision (packages/vision/src/document/document-pad-decision.ts)
// against the synthetic document-attack set's evaluation cards
// (packages/vision/evaluation/generate-document-attack-set.ts), at the thresholds chosen on
// the development cards (choose-document-pad-thresholds.ts) and their refusal. Prints APCER
// per attack type (passed with no person looking) and BPCER (bona fide refused), ISO/IEC
// 30107-3, with 95 % Wilson intervals, the shares only doubted (sent to a reviewer), what
// each presentation was found to be, and the detector's time per take (a front and an
// 8-frame burst, one thread). DOCUMENT_ATTACKS_OUT=file keeps the measures. Part of
// `npm run bench -- identification`; standalone: `node --import tsx bench/document-attacks.ts`.

const TARGET = 5;
/** Evaluation cards (three designs in turn), each taken bona fide twice and attacked six ways. */
const CARDS = 36;
const SEED = 2026;

export async function documentAttacksBench(): Promise<TBenchResult[]> {
  const started = performance.now();
  // The detector runs in the vision pool, as the server runs it, while the next takes are drawn.
  const pool = createVisionPool({ size: 1 });
  const measures = await measureDocumentAttackSet({
    split: 'evaluation',
    cards: CARDS,
    seed: SEED,
    bonaFide: 2,
    pool,
  }).finally(() => pool.close());
  if (process.env.DOCUMENT_ATTACKS_OUT) {
    writeFileSync(process.env.DOCUMENT_ATTACKS_OUT, JSON.stringify(measures));
  }
  const minutes = (performance.now() - started) / 60_000;
  console.log(
    `\nDocument presentation attacks, evaluation cards (${CARDS}, ${measures.length} takes, ${minutes.toFixed(1)} min)`,
  );
  console.log(documentAttackReport(measures));
  const counts = documentAttackCounts(measures);
  const rate = (name: string, { errors, trials }: { errors: number; trials: number }) => {
    const value = trials ? (100 * errors) / trials : Number.NaN;
    const upper = (100 * wilsonInterval(errors, trials)[1]).toFixed(1);
    return {
      name: `document attacks eval: ${name} (${errors}/${trials}, CI ≤ ${upper} %)`,
      value,
      unit: '%',
      target: `≤ ${TARGET} %`,
      ok: value <= TARGET,
    };
  };
  const times = measures.map((m) => m.ms);
  const share = (name: string, { errors, trials }: { errors: number; trials: number }) => ({
    name: `document attacks eval: ${name} (${errors}/${trials})`,
    value: trials ? (100 * errors) / trials : Number.NaN,
    unit: '%',
  });
  return [
    rate('BPCER (bona fide refused)', counts.bpcer),
    share('bona fide sent to review', counts.bonaFideReviewed),
    ...DOCUMENT_ATTACKS.flatMap((attack) => [
      rate(`APCER ${attack} (passed)`, counts.apcer[attack]),
      share(`${attack} sent to review`, counts.attackReviewed[attack]),
    ]),
    {
      name: 'document attacks: detector p50 per take (front + 8 frames, one worker)',
      value: percentile(times, 50),
      unit: 'ms',
      target: '≤ 1000 ms',
      ok: percentile(times, 50) <= 1000,
    },
    {
      name: 'document attacks: detector p95 per take',
      value: percentile(times, 95),
      unit: 'ms',
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await documentAttacksBench());
}
