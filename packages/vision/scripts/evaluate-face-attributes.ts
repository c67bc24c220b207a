import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectFace } from '../src/face/detect-face.ts';
import { ATTRIBUTE_THRESHOLDS, type TFaceAttributes } from '../src/face/face-attributes.ts';
import {
  attributeFixturePath,
  ensureAttributeFixtures,
  type TAttributeFixture,
  type TAttributeSplit,
} from './face-attribute-fixtures.ts';

// `node --import tsx packages/vision/scripts/evaluate-face-attributes.ts [tune|eval]`:
// runs detectFace on a labelled face-attribute set and prints, per attribute, the share
// answered, the accuracy of the answers and the share left unknown.

export interface TAttributeScore {
  total: number;
  answered: number;
  correct: number;
  /** Of the answered ones. */
  accuracy: number;
  unknownShare: number;
}
export type TAttributeName = 'glasses' | 'moustache' | 'beard' | 'sideburns' | 'hairColour';
export interface TAttributeEvaluation {
  split: TAttributeSplit;
  images: number;
  scores: Record<TAttributeName, TAttributeScore>;
  /** Glasses confusion: "label->answer" counts. */
  glassesConfusion: Record<string, number>;
  /** detectFace wall time per image, ms (p50), with and without the attributes. */
  p50WithMs: number;
  p50WithoutMs: number;
}

const GLASSES = { none: 'NoGlasses', reading: 'ReadingGlasses', sun: 'SunGlasses' } as const;
/** A facial-hair number this close to the decision point counts as "cannot tell". */
export const FACIAL_HAIR_UNSURE = [0.3, 0.5] as const;

/** Each attribute's verdict on one image: null unknown, true right, false wrong; undefined unlabelled. */
export function judge(
  labels: TAttributeFixture['labels'],
  attributes: TFaceAttributes,
): Record<TAttributeName, boolean | null | undefined> {
  const hair = (value: number | null | undefined, truth: boolean) => {
    if (value === null || value === undefined) return null;
    if (value > FACIAL_HAIR_UNSURE[0] && value < FACIAL_HAIR_UNSURE[1]) return null;
    return value >= ATTRIBUTE_THRESHOLDS.facialHairYes === truth;
  };
  const colour = attributes.hair.hairColor[0]?.color;
  return {
    glasses:
      attributes.glasses === 'unknown' ? null : attributes.glasses === GLASSES[labels.glasses],
    moustache: hair(attributes.facialHair?.moustache, labels.moustache),
    beard: hair(attributes.facialHair?.beard, labels.beard),
    sideburns: hair(attributes.facialHair?.sideburns, labels.sideburns),
    hairColour: labels.hair === null ? undefined : colour ? colour === labels.hair : null,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

export async function evaluateFaceAttributes(
  split: TAttributeSplit,
): Promise<TAttributeEvaluation> {
  const manifest = await ensureAttributeFixtures(split);
  const names: TAttributeName[] = ['glasses', 'moustache', 'beard', 'sideburns', 'hairColour'];
  const counts = Object.fromEntries(
    names.map((name) => [name, { total: 0, answered: 0, correct: 0 }]),
  );
  const glassesConfusion: Record<string, number> = {};
  const withMs: number[] = [];
  const withoutMs: number[] = [];
  for (const [index, fixture] of manifest.fixtures.entries()) {
    const image = await readFile(attributeFixturePath(split, fixture));
    if (index < 30) withoutMs.push((await detectFace(image, { attributes: false })).ms);
    const face = await detectFace(image);
    withMs.push(face.ms);
    const verdicts = judge(fixture.labels, face.attributes);
    const key = `${fixture.labels.glasses}->${face.attributes.glasses}`;
    glassesConfusion[key] = (glassesConfusion[key] ?? 0) + 1;
    for (const name of names) {
      const verdict = verdicts[name];
      if (verdict === undefined) continue;
      const count = counts[name] as { total: number; answered: number; correct: number };
      count.total += 1;
      if (verdict !== null) count.answered += 1;
      if (verdict === true) count.correct += 1;
    }
  }
  const scores = Object.fromEntries(
    Object.entries(counts).map(([name, { total, answered, correct }]) => [
      name,
      {
        total,
        answered,
        correct,
        accuracy: answered ? correct / answered : 0,
        unknownShare: total ? (total - answered) / total : 0,
      },
    ]),
  ) as Record<TAttributeName, TAttributeScore>;
  return {
    split,
    images: manifest.fixtures.length,
    scores,
    glassesConfusion,
    p50WithMs: median(withMs.slice(0, 30)),
    p50WithoutMs: median(withoutMs),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const split = (process.argv[2] ?? 'eval') as TAttributeSplit;
  const result = await evaluateFaceAttributes(split);
  console.log(`${result.images} ${split} images`);
  for (const [name, s] of Object.entries(result.scores)) {
    console.log(
      `${name.padEnd(11)} answered ${s.answered}/${s.total}  accuracy ${(100 * s.accuracy).toFixed(1)} %  unknown ${(100 * s.unknownShare).toFixed(1)} %`,
    );
  }
  console.log('glasses (label->answer):', JSON.stringify(result.glassesConfusion));
  console.log(
    `detectFace p50: ${result.p50WithMs.toFixed(1)} ms with attributes, ${result.p50WithoutMs.toFixed(1)} ms without`,
  );
  process.exit(0);
}
