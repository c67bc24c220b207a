import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'mrz';
import { describe, expect, it } from 'vitest';
import { buildTd1, buildTd2, buildTd3, mrzName } from '../src/mrz/build-mrz.ts';
import { FIXTURE_IDENTITIES } from '../testing/identities.ts';
import { drawCapture } from './capture-conditions.ts';
import { evaluationIdentity, TUNING_VALUES } from './evaluation-identities.ts';
import {
  EVALUATION_SEED,
  EVALUATION_SIZE,
  generateEvaluationSet,
  planEvaluationSet,
} from './generate-evaluation-set.ts';
import { mrzFontsAmong, OCR_B } from './mrz-fonts.ts';

const BUILD = { TD1: buildTd1, TD2: buildTd2, TD3: buildTd3 } as const;

describe('the evaluation set', () => {
  it('draws holders the tuning set never uses, with MRZs that validate', () => {
    const tuningStates = new Set(
      FIXTURE_IDENTITIES.flatMap((identity) => [identity.issuingState, identity.nationality]),
    );
    expect(TUNING_VALUES.has('CARMEN')).toBe(true); // the guard's own list is filled
    for (let index = 0; index < EVALUATION_SIZE; index++) {
      for (const format of ['TD1', 'TD2', 'TD3'] as const) {
        const identity = evaluationIdentity(EVALUATION_SEED, index, format);
        const values = [
          ...mrzName(`${identity.lastName} ${identity.firstName}`).split('<').filter(Boolean),
          identity.documentNumber,
          identity.birthDate,
          identity.expirationDate,
          identity.optional1 ?? '',
          identity.optional2 ?? '',
        ].filter(Boolean);
        for (const value of values)
          expect(TUNING_VALUES.has(value), `${index} ${format} ${value}`).toBe(false);
        expect(tuningStates.has(identity.issuingState)).toBe(false);
        expect(tuningStates.has(identity.nationality)).toBe(false);
        const result = parse(BUILD[format](identity));
        expect(result.valid, `${index} ${format} ${BUILD[format](identity).join('|')}`).toBe(true);
      }
    }
    expect(evaluationIdentity(EVALUATION_SEED, 7, 'TD1')).toEqual(
      evaluationIdentity(EVALUATION_SEED, 7, 'TD1'),
    );
  });

  it("keeps every condition within the issue's ranges, each one often absent", () => {
    const captures = Array.from({ length: EVALUATION_SIZE }, (_, i) =>
      drawCapture(EVALUATION_SEED * 10_007 + i),
    );
    for (const capture of captures) {
      expect(capture.scale).toBeGreaterThanOrEqual(0.35);
      expect(capture.scale).toBeLessThanOrEqual(0.95);
      expect(Math.abs(capture.rotation)).toBeLessThanOrEqual(8);
      expect(capture.perspective).toBeLessThanOrEqual(15);
      expect(capture.blur).toBeLessThanOrEqual(1.5);
      expect(capture.jpegQuality).toBeGreaterThanOrEqual(30);
      expect(capture.noise).toBeLessThanOrEqual(12);
    }
    const share = (test: (capture: (typeof captures)[number]) => boolean) =>
      captures.filter(test).length / captures.length;
    for (const present of [
      share((c) => c.perspective > 10),
      share((c) => c.blur > 1),
      share((c) => c.jpegQuality < 45),
      share((c) => c.glare.length > 0),
      share((c) => c.light.gradient > 0),
      share((c) => c.noise > 6),
      share((c) => c.scale < 0.5),
      share((c) => Math.abs(c.rotation) > 5),
    ]) {
      expect(present).toBeGreaterThan(0.1);
      expect(present).toBeLessThan(0.9);
    }
  });

  it('covers the designs, sides and fonts: half the MRZs in OCR-B, the rest in three others, crossed', () => {
    const plans = planEvaluationSet(EVALUATION_SIZE);
    const count = (test: (plan: (typeof plans)[number]) => boolean) => plans.filter(test).length;
    expect(count((plan) => plan.slot === 'front')).toBe(90);
    expect(count((plan) => plan.slot === 'back')).toBe(126);
    expect(count((plan) => plan.slot === 'TD2')).toBe(54);
    expect(count((plan) => plan.slot === 'TD3')).toBe(90);
    const backs = plans.filter((plan) => plan.slot === 'back');
    expect(new Set(backs.map((plan) => plan.design.backBox))).toEqual(
      new Set(['none', 'empty', 'ghost']),
    );
    const fronts = plans.filter((plan) => plan.slot === 'front');
    expect(new Set(fronts.map((plan) => plan.design.portrait))).toEqual(new Set(['left', 'right']));
    expect(new Set(plans.map((plan) => plan.design.name)).size).toBe(8);
    const withMrz = plans.filter((plan) => plan.font);
    const inFont = (family: string) => withMrz.filter((plan) => plan.font?.family === family);
    expect(inFont(OCR_B).length).toBe(136);
    for (const family of ['DejaVu Sans Mono', 'Liberation Mono', 'Nimbus Mono PS']) {
      expect(inFont(family).length).toBeGreaterThanOrEqual(44);
    }
    // Every design of every kind in every font.
    const combinations = new Set(withMrz.map((plan) => `${plan.design.name} ${plan.font?.family}`));
    expect(combinations.size).toBe(8 * 4); // 3 card backs, 2 TD2, 3 passport pages
  });

  it('leaves out, said aloud, the images of an MRZ font that is not installed', () => {
    const { fonts, notes } = mrzFontsAmong('DejaVu Sans\nOCR B,OCR B S\nLiberation Mono\n');
    expect(fonts.map((font) => font.family)).toEqual(['OCR B', 'Liberation Mono']);
    expect(notes).toEqual([
      'MRZ font DejaVu Sans Mono is not installed (Debian fonts-dejavu-core): its images are skipped',
      'MRZ font Nimbus Mono PS is not installed (Debian fonts-urw-base35): its images are skipped',
    ]);
    expect(() => mrzFontsAmong('DejaVu Sans Mono\n')).toThrow(/OCR-B is missing/);
  });

  it('writes each image with its ground truth, the same bytes when generated again', async () => {
    const into = () => fs.mkdtemp(path.join(os.tmpdir(), 'vision-evaluation-'));
    const first = await generateEvaluationSet(3, EVALUATION_SEED, await into());
    const again = await generateEvaluationSet(3, EVALUATION_SEED, await into());
    expect(first.samples.map((sample) => [sample.side, sample.format])).toEqual([
      ['id-front', 'TD1'],
      ['id-back', 'TD1'],
      ['passport', 'TD3'],
    ]);
    const [, back] = first.samples;
    expect(back?.mrz).toEqual(back && buildTd1(evaluationIdentity(EVALUATION_SEED, 1, 'TD1')));
    expect(back?.font).toBe(OCR_B);
    expect(again.samples).toEqual(first.samples);
    for (const sample of first.samples) {
      const [a, b] = await Promise.all(
        [first.dir, again.dir].map((dir) => fs.readFile(path.join(dir, sample.file))),
      );
      expect(a?.equals(b as Buffer), sample.file).toBe(true);
      expect(existsSync(path.join(first.dir, `${sample.file}.json`))).toBe(true);
    }
    await Promise.all([first.dir, again.dir].map((dir) => fs.rm(dir, { recursive: true })));
  }, 60_000);
});
