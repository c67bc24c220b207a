import type { TDocumentOutcome } from './evaluate-documents.ts';
import type { TEvaluationSample } from './generate-evaluation-set.ts';
import { OCR_B } from './mrz-fonts.ts';

/** A condition of the set and the bucket each image falls in (the last range is closed). */
type TCondition = [name: string, bucket: (sample: TEvaluationSample) => string];

const range = (value: number, edges: number[], unit = '') => {
  for (let i = 1; i < edges.length; i++) {
    if (value < (edges[i] as number) || i === edges.length - 1)
      return `${edges[i - 1]}–${edges[i]}${unit}`;
  }
  return `${value}${unit}`;
};

export const CONDITIONS: TCondition[] = [
  ['font', (s) => s.font ?? 'none (card front)'],
  ['document', (s) => `${s.format} ${s.side}`],
  ['design', (s) => `${s.format} ${s.design}`],
  [
    'size (share of frame width)',
    (s) => range(Math.round(s.capture.scale * 100), [30, 50, 65, 80, 95], ' %'),
  ],
  ['rotation', (s) => range(Math.abs(s.capture.rotation), [0, 2, 5, 8], '°')],
  [
    'perspective',
    (s) =>
      s.capture.perspective === 0 ? 'none' : range(s.capture.perspective, [0, 5, 10, 15], '°'),
  ],
  ['blur', (s) => (s.capture.blur === 0 ? 'none' : range(s.capture.blur, [0.3, 0.75, 1.5], ' σ'))],
  ['JPEG quality', (s) => range(s.capture.jpegQuality, [30, 50, 70, 96])],
  ['glare', (s) => ['none', '1 spot', '2 spots'][s.capture.glare.length] ?? 'more'],
  [
    'light level',
    (s) =>
      s.capture.light.level < 0.8
        ? 'dim (x0.55–0.8)'
        : s.capture.light.level <= 1.1
          ? 'normal (x0.8–1.1)'
          : 'bright (x1.1–1.3)',
  ],
  [
    'uneven light',
    (s) =>
      s.capture.light.gradient === 0
        ? 'even'
        : `falling off ${range(s.capture.light.gradient, [0.2, 0.4, 0.6])}`,
  ],
  [
    'noise',
    (s) => (s.capture.noise === 0 ? 'none' : range(s.capture.noise, [2, 6, 12], ' grey levels')),
  ],
  ['background', (s) => s.capture.background],
  ['frame', (s) => `${s.capture.frame.width}x${s.capture.frame.height}`],
];

export interface TRates {
  images: number;
  sideRight: number;
  /** Images whose truth has an MRZ, and how many came back exact. */
  mrzImages: number;
  exact: number;
  validButWrong: number;
}

export function ratesOf(outcomes: TDocumentOutcome[]): TRates {
  const withMrz = outcomes.filter((outcome) => outcome.exact !== null);
  return {
    images: outcomes.length,
    sideRight: outcomes.filter((outcome) => outcome.sideRight).length,
    mrzImages: withMrz.length,
    exact: withMrz.filter((outcome) => outcome.exact).length,
    validButWrong: outcomes.filter((outcome) => outcome.validButWrong).length,
  };
}

/** The issue's headline figures: exact MRZ in OCR-B and in the other fonts, sides, valid-but-wrong. */
export function summarise(outcomes: TDocumentOutcome[]) {
  const ocrB = ratesOf(outcomes.filter((outcome) => outcome.sample.font === OCR_B));
  const other = ratesOf(
    outcomes.filter((outcome) => outcome.sample.font && outcome.sample.font !== OCR_B),
  );
  const all = ratesOf(outcomes);
  return {
    all,
    exactOcrB: share(ocrB.exact, ocrB.mrzImages),
    ocrBImages: ocrB.mrzImages,
    exactOtherFonts: share(other.exact, other.mrzImages),
    otherFontImages: other.mrzImages,
    sideClassification: share(all.sideRight, all.images),
    validButWrong: all.validButWrong,
    validButWrongIn: {
      names: outcomes.filter((outcome) => outcome.wrongIn === 'names only').length,
      checked: outcomes.filter((outcome) => outcome.wrongIn === 'checked fields').length,
      noMrz: outcomes.filter((outcome) => outcome.wrongIn === 'no MRZ printed').length,
    },
  };
}

const share = (count: number, total: number) => (total ? count / total : Number.NaN);
const percent = (count: number, total: number) =>
  total ? `${((100 * count) / total).toFixed(1)} %` : '—';

/** One markdown table: per condition and bucket, the images, side right, MRZ exact, valid-but-wrong. */
export function conditionTable(outcomes: TDocumentOutcome[]): string {
  const rows = [
    '| condition | bucket | images | side right | MRZ exact | valid-but-wrong |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const line = (name: string, bucket: string, rates: TRates) =>
    `| ${name} | ${bucket} | ${rates.images} | ${percent(rates.sideRight, rates.images)} | ${rates.mrzImages ? `${percent(rates.exact, rates.mrzImages)} of ${rates.mrzImages}` : '—'} | ${rates.validButWrong} |`;
  rows.push(line('all', 'all', ratesOf(outcomes)));
  for (const [name, bucket] of CONDITIONS) {
    const groups = new Map<string, TDocumentOutcome[]>();
    for (const outcome of outcomes) {
      const key = bucket(outcome.sample);
      groups.set(key, [...(groups.get(key) ?? []), outcome]);
    }
    for (const key of [...groups.keys()].sort((a, b) =>
      a.localeCompare(b, 'en', { numeric: true }),
    ))
      rows.push(line(name, key, ratesOf(groups.get(key) ?? [])));
  }
  return rows.join('\n');
}

/** The face pairs' figures: FAR and FRR per threshold, then per print at the flow's threshold. */
/** What the engine called each kind of image: rows the truth, columns its answer. */
export function sideConfusion(outcomes: TDocumentOutcome[]): string {
  const answers = ['id-front', 'id-back', 'passport', 'face', 'none'] as const;
  const rows = [
    `| truth \\ engine | ${answers.join(' | ')} |`,
    `| --- |${' --- |'.repeat(answers.length)}`,
  ];
  const truths = [...new Set(outcomes.map((o) => `${o.sample.format} ${o.sample.side}`))].sort();
  for (const truth of truths) {
    const these = outcomes.filter((o) => `${o.sample.format} ${o.sample.side}` === truth);
    rows.push(
      `| ${truth} | ${answers.map((answer) => these.filter((o) => o.kind === answer).length).join(' | ')} |`,
    );
  }
  return rows.join('\n');
}
