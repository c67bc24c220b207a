import { pathToFileURL } from 'node:url';
import { evaluateDocuments } from '../packages/vision/evaluation/evaluate-documents.ts';
import {
  conditionTable,
  sideConfusion,
  summarise,
} from '../packages/vision/evaluation/evaluation-report.ts';
import { generateEvaluationSet } from '../packages/vision/evaluation/generate-evaluation-set.ts';
import { createVisionPool } from '../packages/vision/src/workers/vision-pool.ts';
import { percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

// The engine on the evaluation set (generated from identities and designs the
// tuning set does not use; never used for tuning), through the vision pool as the
// identification service calls it, two workers. Prints the per-condition table first.
// Standalone: `node --import tsx bench/vision-evaluation.ts`. The face match's error on
// the same prints is measured by bench/face-match-error.ts (`-- identification`).

const percent = (value: number) => 100 * value;

export async function visionEvaluationBench(): Promise<TBenchResult[]> {
  const started = performance.now();
  const { dir, samples, notes } = await generateEvaluationSet();
  const generatedMs = performance.now() - started;
  const pool = createVisionPool({ size: 2 });
  try {
    await pool.warmUp();
    const outcomes = await evaluateDocuments(
      dir,
      samples,
      (image) => pool.run('image', { image }),
      2,
    );
    const summary = summarise(outcomes);
    for (const note of notes) console.warn(`vision eval: ${note}`);
    console.log(
      `\nEvaluation set, ${samples.length} images in ${dir}\n\n${conditionTable(outcomes)}\n`,
    );
    const wrong = summary.validButWrongIn;
    console.log(
      `Valid-but-wrong MRZs ${summary.validButWrong}: wrong only in the names ${wrong.names}, in checked fields ${wrong.checked}, on an image without MRZ ${wrong.noMrz}\n\n${sideConfusion(outcomes)}\n`,
    );
    return [
      {
        name: `vision eval: set generated or read (${samples.length} images)`,
        value: generatedMs / 1000,
        unit: 's',
      },
      {
        name: `vision eval: exact MRZ, OCR-B (${summary.ocrBImages} MRZs)`,
        value: percent(summary.exactOcrB),
        unit: '%',
        target: '>= 99 %',
        ok: summary.exactOcrB >= 0.99,
      },
      {
        name: `vision eval: exact MRZ, other monospace fonts (${summary.otherFontImages})`,
        value: percent(summary.exactOtherFonts),
        unit: '%',
        target: '>= 95 %',
        ok: summary.exactOtherFonts >= 0.95,
      },
      {
        name: `vision eval: side classification (${summary.all.images} images)`,
        value: percent(summary.sideClassification),
        unit: '%',
        target: '>= 99 %',
        ok: summary.sideClassification >= 0.99,
      },
      {
        name: 'vision eval: valid-but-wrong MRZs',
        value: summary.validButWrong,
        unit: 'MRZs',
        target: '= 0',
        ok: summary.validButWrong === 0,
      },
      {
        name: 'vision eval: engine time per image p50 (pool of 2)',
        value: percentile(
          outcomes.map((o) => o.ms),
          50,
        ),
        unit: 'ms',
      },
    ];
  } finally {
    await pool.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await visionEvaluationBench()) {
    const ok = result.ok === undefined ? '' : result.ok ? ' ok' : ' OVER';
    console.log(
      `${result.name.padEnd(58)} ${result.value.toFixed(1).padStart(8)} ${result.unit} ${result.target ?? ''}${ok}`,
    );
  }
  process.exit(0);
}
