import { pathToFileURL } from 'node:url';
import { IDENTIFICATION_THRESHOLDS } from '@confirma/contracts/constants';
import {
  evaluateFacePairs,
  flowDocumentDescriptor,
} from '../packages/vision/evaluation/evaluate-face-pairs.ts';
import { summarise, thresholdForFar } from '../packages/vision/evaluation/face-pair-rates.ts';
import {
  facePrintTable,
  faceRateTable,
  faceSummaryLine,
} from '../packages/vision/evaluation/face-pair-report.ts';
import { createVisionPool } from '../packages/vision/src/workers/vision-pool.ts';
import type { TBenchResult } from './types.ts';

// The face match's measured error, selfie against document portrait, as
// the identification service computes it (the pool's 'image' task finds the portrait, its
// 'face' task the selfie), two workers. The threshold is calibrated on the tuning people
// (the lowest at which at most 0.5 % of their impostor pairs pass); the figures that count
// are the held-apart people's, at the flow's threshold. Part of `npm run bench --
// identification`; standalone: `node --import tsx bench/face-match-error.ts`.

const TARGETS = { far: 0.5, frr: 5, found: 95 };
const CURVE = [0.2, 0.25, 0.3, 0.33, 0.36, 0.4, 0.45, 0.5, 0.6];
const percent = (value: number) => 100 * value;

export async function faceMatchErrorBench(): Promise<TBenchResult[]> {
  const pool = createVisionPool({ size: 2 });
  try {
    await pool.warmUp();
    const set = await evaluateFacePairs({
      describer: {
        document: async (image) =>
          flowDocumentDescriptor(
            await pool.run('image', { image, options: { embedding: true, readText: false } }),
          ),
        selfie: async (image) => {
          const face = await pool.run('face', { image, options: { returnFaceImg: false } });
          return face.detected && !face.tooSmall ? face.embedding : null;
        },
      },
      concurrency: 2,
    });
    const threshold = IDENTIFICATION_THRESHOLDS.biometryConfidence;
    const calibrated = thresholdForFar(set, 'tuning', TARGETS.far / 100);
    for (const split of ['tuning', 'held-apart'] as const) {
      const summary = summarise(set, split, CURVE);
      console.log(`\nFace match, ${faceSummaryLine(summary)}\n\n${faceRateTable(summary)}\n`);
    }
    console.log(`${facePrintTable(set, 'held-apart', threshold)}\n`);
    console.log(
      `threshold for tuning FAR ≤ ${TARGETS.far} %: ${calibrated}; the flow's: ${threshold}`,
    );
    const held = summarise(set, 'held-apart', [threshold]);
    const [rate] = held.rates;
    const found = percent(held.portraitsFound / (held.takes || 1));
    return [
      {
        name: `face match held-apart: FAR at ${threshold} (${held.impostorPairs} impostor pairs)`,
        value: percent(rate?.far ?? Number.NaN),
        unit: '%',
        target: `≤ ${TARGETS.far} %`,
        ok: percent(rate?.far ?? 1) <= TARGETS.far,
      },
      {
        name: `face match held-apart: FRR at ${threshold} (${held.genuinePairs} genuine pairs)`,
        value: percent(rate?.frr ?? Number.NaN),
        unit: '%',
        target: `≤ ${TARGETS.frr} %`,
        ok: percent(rate?.frr ?? 1) <= TARGETS.frr,
      },
      {
        name: `face match held-apart: portraits found (of ${held.takes})`,
        value: found,
        unit: '%',
        target: `≥ ${TARGETS.found} %`,
        ok: found >= TARGETS.found,
      },
      { name: 'face match: threshold for tuning FAR ≤ 0.5 %', value: calibrated, unit: '' },
    ];
  } finally {
    await pool.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await faceMatchErrorBench()) {
    const ok = result.ok === undefined ? '' : result.ok ? ' ok' : ' OVER';
    console.log(
      `${result.name.padEnd(62)} ${result.value.toFixed(2).padStart(8)} ${result.unit} ${result.target ?? ''}${ok}`,
    );
  }
  process.exit(0);
}
