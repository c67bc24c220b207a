import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateFaceAttributes, judge } from '../../scripts/evaluate-face-attributes.ts';
import {
  attributeFixturePath,
  ensureAttributeFixtures,
  type TAttributeManifest,
} from '../../scripts/face-attribute-fixtures.ts';
import { ensureFaceFixtures, FACE_FIXTURES_DIR } from '../../scripts/face-fixtures.ts';
import type { TAttributeFeatures } from './attribute-features.ts';
import { detectFace } from './detect-face.ts';
import { classifyAttributes } from './face-attributes.ts';

// The real engine on the labelled evaluation set (people the thresholds were not tuned on)
// and on real photos of sunglasses from the images @vladmandic/human ships.
let evaluation: TAttributeManifest;
beforeAll(async () => {
  evaluation = await ensureAttributeFixtures('eval');
  await ensureFaceFixtures();
}, 300_000);

const sample = (labels: (l: TAttributeManifest['fixtures'][number]['labels']) => boolean) =>
  evaluation.fixtures.filter((fixture) => labels(fixture.labels)).slice(0, 12);

describe('face attributes', () => {
  it('never calls dark glasses NoGlasses, nor bare eyes SunGlasses', async () => {
    let unknown = 0;
    for (const fixture of sample((l) => l.glasses === 'sun')) {
      const { attributes } = await detectFace(
        await readFile(attributeFixturePath('eval', fixture)),
      );
      expect(['SunGlasses', 'unknown'], fixture.file).toContain(attributes.glasses);
      if (attributes.glasses === 'unknown') unknown += 1;
    }
    // An honest unknown, not a way out: at most 2 of the 12 (2.5 % unknown on the eval set).
    expect(unknown).toBeLessThanOrEqual(2);
    for (const fixture of sample((l) => l.glasses === 'none')) {
      const { attributes } = await detectFace(
        await readFile(attributeFixturePath('eval', fixture)),
      );
      expect(attributes.glasses, fixture.file).not.toBe('SunGlasses');
    }
  }, 120_000);

  it('finds the sunglasses in real photos', async () => {
    // Faces of the shipped grid that wear dark glasses (looked at by eye).
    const answers: string[] = [];
    for (const name of ['grid-r1c8', 'grid-r1c15', 'grid-r2c0', 'grid-r2c7', 'grid-r4c11']) {
      const image = await readFile(`${FACE_FIXTURES_DIR}/${name}.jpg`);
      answers.push((await detectFace(image)).attributes.glasses);
    }
    // Measured: 4 of 5 SunGlasses; r1c8 (small, light-rimmed lenses) comes out NoGlasses.
    expect(answers.filter((answer) => answer === 'SunGlasses').length).toBeGreaterThanOrEqual(4);
    expect(answers.filter((answer) => answer === 'NoGlasses').length).toBeLessThanOrEqual(1);
  }, 60_000);

  it('tells a drawn beard, moustache and hair colour on most labelled faces', async () => {
    let [right, asked, unknown] = [0, 0, 0];
    for (const fixture of evaluation.fixtures.slice(0, 30)) {
      const { attributes } = await detectFace(
        await readFile(attributeFixturePath('eval', fixture)),
      );
      const verdicts = judge(fixture.labels, attributes);
      for (const name of ['beard', 'moustache', 'hairColour'] as const) {
        if (verdicts[name] === undefined) continue;
        if (verdicts[name] === null) {
          unknown += 1; // answered unknown: bounded below
          continue;
        }
        asked += 1;
        if (verdicts[name] === true) right += 1;
      }
    }
    console.info(`beard, moustache, hair colour: ${asked} answered, ${unknown} unknown`);
    expect(asked).toBeGreaterThan(40);
    // Unknown is allowed, not as an answer to everything: 6–7 % of each on the eval set.
    expect(unknown / (asked + unknown)).toBeLessThanOrEqual(UNKNOWN_AT_MOST);
    // Measured 0.72 on these 30 (chance: 0.5 for the hair, 0.14 for the colour).
    expect(right / asked).toBeGreaterThan(0.65);
  }, 120_000);

  it('answers nothing for a face too small or too dark to measure', () => {
    const features: TAttributeFeatures = {
      faceWidth: 200,
      yaw: 0,
      skin: [180, 140, 120],
      skinLuma: 150,
      eyeLuma: 0.2,
      underEyeLuma: 0.4,
      underEyeEdges: 8,
      bridgeEdges: 6,
      templeEdges: 4,
      moustache: { distance: 0.6, luma: 0.3 },
      beard: { distance: 0.05, luma: 0.95 },
      hair: { rgb: [30, 28, 26], skinShare: 0 },
    };
    const measured = classifyAttributes(features);
    expect(measured.glasses).toBe('SunGlasses');
    expect(measured.facialHair?.moustache).toBeGreaterThan(0.9);
    expect(measured.facialHair?.beard).toBeLessThan(0.1);
    expect(measured.facialHair?.sideburns).toBeNull();
    expect(measured.hair.hairColor[0]?.color).toBe('black');
    for (const tooHard of [{ faceWidth: 60 }, { skinLuma: 10 }]) {
      const answer = classifyAttributes({ ...features, ...tooHard });
      expect(answer).toStrictEqual({
        glasses: 'unknown',
        glassesConfidence: null,
        facialHair: null,
        hair: { hairColor: [] },
      });
    }
    // A band the colour of the skin (bald, bare forehead): no hair colour.
    const bald = classifyAttributes({ ...features, hair: { rgb: [180, 140, 120], skinShare: 1 } });
    expect(bald.hair.hairColor).toStrictEqual([]);
  });

  it('keeps its measured accuracy on the evaluation set', { timeout: 300_000 }, async (context) => {
    context.skip(
      !process.env.VISION_FULL_EVAL,
      'opt-in: VISION_FULL_EVAL=1 reads 160 images, ~2 min',
    );
    const { scores } = await evaluateFaceAttributes('eval');
    expect(scores.glasses.accuracy).toBeGreaterThan(0.95);
    expect(scores.hairColour.accuracy).toBeGreaterThan(0.85);
    // Measured unknown: glasses 2.5 %, moustache 6.3 %, beard 6.9 %, hair colour 6.4 %.
    expect(scores.glasses.unknownShare).toBeLessThanOrEqual(0.04);
    for (const name of ['moustache', 'beard', 'hairColour'] as const) {
      expect(scores[name].unknownShare, name).toBeLessThanOrEqual(0.09);
    }
  });
});

/**
 * Share of beard, moustache and hair-colour answers on the first 30 eval faces left unknown:
 * 6 of 87 measured (6.9 %); room for two more.
 */
const UNKNOWN_AT_MOST = 0.1;
