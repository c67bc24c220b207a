import fs from 'node:fs/promises';
import path from 'node:path';
import type { TImageAnalysis } from '../src/analyse-image.ts';
import type { TEvaluationSample } from './generate-evaluation-set.ts';

/** What the engine made of one evaluation image, against its ground truth. */
export interface TDocumentOutcome {
  sample: TEvaluationSample;
  /** The engine's `kind` for the image. */
  kind: TImageAnalysis['kind'];
  sideRight: boolean;
  /** The MRZ lines read (null: none found). */
  mrz: string[] | null;
  mrzValid: boolean;
  /** Every line as printed; null on a card's front, which has no MRZ. */
  exact: boolean | null;
  /** An MRZ whose check digits all pass but which is not the one printed (or none was). */
  validButWrong: boolean;
  /**
   * Where a valid-but-wrong MRZ is wrong: only in the names (no check digit covers them),
   * in the fields the check digits cover (a repair or a look-alike that passed), or on an
   * image with no MRZ at all.
   */
  wrongIn: 'names only' | 'checked fields' | 'no MRZ printed' | null;
  ms: number;
}

/** How the engine is asked: `analyseImage` in this process, or the vision pool's 'image' task. */
export type TAnalyse = (image: Uint8Array) => Promise<TImageAnalysis>;

/**
 * Runs the engine on every image of the set, `concurrency` at a time (a pool of that many
 * workers; 1 in-process), and compares each answer with the image's ground truth.
 */
export async function evaluateDocuments(
  dir: string,
  samples: TEvaluationSample[],
  analyse: TAnalyse,
  concurrency = 1,
): Promise<TDocumentOutcome[]> {
  const outcomes: TDocumentOutcome[] = new Array(samples.length);
  let next = 0;
  const work = async () => {
    while (next < samples.length) {
      const at = next++;
      const sample = samples[at] as TEvaluationSample;
      const image = new Uint8Array(await fs.readFile(path.join(dir, sample.file)));
      outcomes[at] = outcomeOf(sample, await analyse(image));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, work));
  return outcomes;
}

export function outcomeOf(sample: TEvaluationSample, analysis: TImageAnalysis): TDocumentOutcome {
  const read = analysis.mrz?.lines ?? null;
  const same = read !== null && sample.mrz !== null && read.join('\n') === sample.mrz.join('\n');
  const valid = Boolean(analysis.mrz?.valid);
  return {
    sample,
    kind: analysis.kind,
    sideRight: analysis.kind === sample.side,
    mrz: read,
    mrzValid: valid,
    exact: sample.mrz === null ? null : same,
    validButWrong: valid && !same,
    wrongIn: valid && !same ? wrongIn(sample.mrz, read ?? []) : null,
    ms: analysis.ms,
  };
}

/** The name field: TD1's third line; the first line after the state code in TD2 and TD3. */
const isName = (lineCount: number, line: number, column: number) =>
  lineCount === 3 ? line === 2 : line === 0 && column >= 5;

function wrongIn(truth: string[] | null, read: string[]): TDocumentOutcome['wrongIn'] {
  if (!truth || read.length !== truth.length) return truth ? 'checked fields' : 'no MRZ printed';
  for (const [line, expected] of truth.entries()) {
    for (let column = 0; column < expected.length; column++) {
      if (read[line]?.[column] !== expected[column] && !isName(truth.length, line, column)) {
        return 'checked fields';
      }
    }
  }
  return 'names only';
}
