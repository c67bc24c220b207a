import { afterAll, describe, expect, it } from 'vitest';
import { analyseImage, type TImageAnalysis } from '../src/analyse-image.ts';
import { closeOcr } from '../src/mrz/tesseract.ts';
import { evaluateDocuments, outcomeOf } from './evaluate-documents.ts';
import { conditionTable, sideConfusion, summarise } from './evaluation-report.ts';
import { generateEvaluationSet, type TEvaluationSample } from './generate-evaluation-set.ts';

afterAll(closeOcr);

/** The first images of the set (two rounds of its twenty slots): 10 fronts, 14 backs, 6 TD2, 10 passports. */
const SUBSET = 40;

const analysis = (mrz: TImageAnalysis['mrz'], kind: TImageAnalysis['kind']) =>
  ({ kind, mrz, ms: 1 }) as TImageAnalysis;
const mrzOf = (lines: string[], valid: boolean) =>
  ({
    lines,
    valid,
    format: 'TD1',
    errors: [],
    fields: {},
    spanishIdValid: null,
    reader: 'ocr-b-glyphs',
  }) as unknown as TImageAnalysis['mrz'];

describe('the harness', () => {
  const truth = ['I<AAA', 'BBB', 'CCC'];
  const back = { side: 'id-back', mrz: truth } as TEvaluationSample;
  const front = { side: 'id-front', mrz: null } as TEvaluationSample;

  it('counts an MRZ exact only when every line is as printed', () => {
    expect(outcomeOf(back, analysis(mrzOf(truth, true), 'id-back'))).toMatchObject({
      exact: true,
      sideRight: true,
      validButWrong: false,
    });
    expect(
      outcomeOf(back, analysis(mrzOf(['I<AAB', 'BBB', 'CCC'], false), 'id-front')),
    ).toMatchObject({ exact: false, sideRight: false, validButWrong: false });
    expect(outcomeOf(back, analysis(null, 'none'))).toMatchObject({ exact: false, mrz: null });
  });

  it('counts a valid MRZ that is not the printed one as valid-but-wrong, on a front too', () => {
    expect(
      outcomeOf(back, analysis(mrzOf(['I<AAB', 'BBB', 'CCC'], true), 'id-back')).validButWrong,
    ).toBe(true);
    expect(outcomeOf(front, analysis(mrzOf(truth, true), 'id-back'))).toMatchObject({
      exact: null,
      validButWrong: true,
      sideRight: false,
    });
  });
});

/**
 * The engine as it is today on the start of the evaluation set (`npm run bench -- vision`
 * runs all 360 images). What is asserted is what holds today, as floors against a
 * regression, NOT the targets (exact MRZ ≥ 99 % in OCR-B, ≥ 95 % in other fonts,
 * sides ≥ 99 %, no valid-but-wrong MRZ), which the whole set is measured against (met:
 * docs/vision.md); 40 images are too few for them.
 */
describe('the engine on the evaluation set', () => {
  it('reports exact MRZ and side rates per condition', async () => {
    const { dir, samples, notes } = await generateEvaluationSet(SUBSET);
    const outcomes = await evaluateDocuments(dir, samples, (image) => analyseImage(image));
    const summary = summarise(outcomes);
    const pct = (value: number) => `${(100 * value).toFixed(1)} %`;
    console.info(
      [
        ...notes,
        `evaluation set, first ${samples.length} images: exact MRZ OCR-B ${pct(summary.exactOcrB)} of ${summary.ocrBImages}, other fonts ${pct(summary.exactOtherFonts)} of ${summary.otherFontImages}; sides right ${pct(summary.sideClassification)}; valid-but-wrong MRZs ${summary.validButWrong} (names only ${summary.validButWrongIn.names}, checked fields ${summary.validButWrongIn.checked}, no MRZ printed ${summary.validButWrongIn.noMrz})`,
        conditionTable(outcomes),
        sideConfusion(outcomes),
        ...outcomes
          .filter((o) => !o.sideRight || o.exact === false)
          .map(
            (o) =>
              `${o.sample.file} ${o.sample.side} ${o.sample.format} ${o.sample.design} ${o.sample.font ?? ''}: ${o.kind}, ${o.mrz ? (o.mrzValid ? 'valid ' : 'invalid ') + o.mrz.join('|') : 'no MRZ'}`,
          ),
      ].join('\n'),
    );
    expect(outcomes).toHaveLength(SUBSET);
    expect(summary.exactOcrB).toBeGreaterThanOrEqual(FLOORS.exactOcrB);
    expect(summary.exactOtherFonts).toBeGreaterThanOrEqual(FLOORS.exactOtherFonts);
    expect(summary.sideClassification).toBeGreaterThanOrEqual(FLOORS.sides);
    expect(summary.validButWrong).toBeLessThanOrEqual(FLOORS.validButWrong);
  }, 240_000);
});

/**
 * Today on these 40 (in this order, in one process): exact MRZ 18 of 18 in OCR-B, 11 of 12
 * in the other fonts, 40 of 40 sides right, no valid-but-wrong MRZ (before the evaluation set: 12,
 * 2, 29 and 5; after its first fixes: 15, 7, 35 and 1; after its fifth round: 17, 6, 39
 * and 0). A floor leaves room for one image to change; valid-but-wrong may not grow.
 */
const FLOORS = { exactOcrB: 17 / 18, exactOtherFonts: 10 / 12, sides: 39 / 40, validButWrong: 0 };
