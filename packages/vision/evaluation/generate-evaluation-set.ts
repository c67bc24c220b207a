import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTd1, buildTd2, buildTd3 } from '../src/mrz/build-mrz.ts';
import { random } from '../testing/photograph.ts';
import { drawCapture, type TCapture } from './capture-conditions.ts';
import { designsOf } from './evaluation-designs.ts';
import { evaluationIdentity } from './evaluation-identities.ts';
import { installedMrzFonts, MRZ_FONTS, type TMrzFontFamily } from './mrz-fonts.ts';
import { photographEvaluation } from './photograph-evaluation.ts';
import { FACE_CROPS, portraitPrint, type TPortraitPrint } from './print-portrait.ts';
import { renderCardBack, renderCardFront } from './render-evaluation-card.ts';
import { renderDataPage } from './render-evaluation-page.ts';

/** One image of the evaluation set and its ground truth. */
export interface TEvaluationSample {
  index: number;
  file: string;
  format: 'TD1' | 'TD2' | 'TD3';
  side: 'id-front' | 'id-back' | 'passport';
  design: string;
  /** The MRZ's font; null on a card's front (it has no MRZ). */
  font: TMrzFontFamily | null;
  mrz: string[] | null;
  face: string;
  print: TPortraitPrint;
  /** As drawn, but for the frame and the scale, which are the ones actually used. */
  capture: TCapture;
}

export const EVALUATION_SEED = 2026;
export const EVALUATION_SIZE = 360;

/** Twenty slots repeated: 5 card fronts, 7 card backs, 3 TD2 and 5 passport pages. */
// biome-ignore format: the pattern reads as a row
const SLOTS = ['front', 'back', 'TD3', 'back', 'TD2', 'front', 'back', 'TD3', 'back', 'front', 'TD3', 'back', 'TD2', 'front', 'back', 'TD3', 'back', 'front', 'TD3', 'TD2'] as const;
/** Half the MRZs in OCR-B, the other half shared by the three other fonts. */
const FONT_CYCLE: TMrzFontFamily[] = [
  'OCR B',
  'DejaVu Sans Mono',
  'OCR B',
  'Liberation Mono',
  'OCR B',
  'Nimbus Mono PS',
];

const SOURCES = [
  'capture-conditions.ts',
  'compose-document.ts',
  'draw-security.ts',
  'evaluation-designs.ts',
  'evaluation-identities.ts',
  'generate-evaluation-set.ts',
  'mrz-fonts.ts',
  'photograph-evaluation.ts',
  'place-document.ts',
  'print-portrait.ts',
  'render-evaluation-card.ts',
  'render-evaluation-page.ts',
];

/** Cached images live outside the repository's tracked files, keyed by the generator's code. */
export async function evaluationDir(
  name = String(EVALUATION_SEED),
  extraSources: string[] = [],
): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [...SOURCES, ...extraSources]) {
    hash.update(await fs.readFile(fileURLToPath(new URL(file, import.meta.url))));
  }
  const root = fileURLToPath(
    new URL('../../../node_modules/.cache/vision-evaluation', import.meta.url),
  );
  return path.join(root, `${name}-${hash.digest('hex').slice(0, 12)}`);
}

export interface TPlan {
  index: number;
  slot: (typeof SLOTS)[number];
  design: ReturnType<typeof designsOf>[number];
  font: (typeof MRZ_FONTS)[number] | null;
}

/**
 * What image `index` shows: its kind, its design and its MRZ font. The k-th image of a
 * kind takes design k mod D and font ⌊k / D⌋ mod 6, so every design of every kind comes
 * in every font.
 */
export function planEvaluationSet(count: number): TPlan[] {
  const seen = { front: 0, back: 0, TD2: 0, TD3: 0 };
  return Array.from({ length: count }, (_, index) => {
    const slot = SLOTS[index % SLOTS.length] as TPlan['slot'];
    const designs = designsOf(slot === 'front' || slot === 'back' ? 'TD1' : slot);
    const k = seen[slot]++;
    const design = designs[k % designs.length] as TPlan['design'];
    const cycle = Math.floor(k / designs.length) % FONT_CYCLE.length;
    const family = slot === 'front' ? null : FONT_CYCLE[cycle];
    const font = MRZ_FONTS.find((candidate) => candidate.family === family) ?? null;
    return { index, slot, design, font };
  });
}

/**
 * The first `count` images of the evaluation set for `seed`, generated (or read from the
 * cache), with their ground truth. Image i depends on the seed and i only, so a smaller
 * count is the start of the full set. Images whose MRZ font is not installed are left
 * out and said so in `notes`.
 */
export async function generateEvaluationSet(
  count = EVALUATION_SIZE,
  seed = EVALUATION_SEED,
  /** Where to write; by default the cache, keyed by the generator's code. */
  into?: string,
) {
  const dir = into ?? (await evaluationDir(String(seed)));
  await fs.mkdir(dir, { recursive: true });
  // Sets an older generator left behind are dropped (unless written to lately: a run of
  // the older code may still be reading them).
  const root = path.dirname(dir);
  for (const entry of into ? [] : await fs.readdir(root)) {
    const other = path.join(root, entry);
    if (!entry.startsWith(`${seed}-`) || other === dir) continue;
    if (Date.now() - (await fs.stat(other)).mtimeMs > 30 * 60_000) {
      await fs.rm(other, { recursive: true, force: true });
    }
  }
  const { fonts, notes } = installedMrzFonts();
  const samples: TEvaluationSample[] = [];
  const wanted = planEvaluationSet(count).filter((plan) => !plan.font || fonts.includes(plan.font));
  // Two at a time: sharp renders and encodes on its own threads while OpenCV warps.
  for (let at = 0; at < wanted.length; at += 2) {
    samples.push(
      ...(await Promise.all(wanted.slice(at, at + 2).map((plan) => sampleOf(plan, seed, dir)))),
    );
  }
  return { dir, samples, notes };
}

async function sampleOf(plan: TPlan, seed: number, dir: string): Promise<TEvaluationSample> {
  const file = `${String(plan.index).padStart(4, '0')}.jpg`;
  const truthFile = path.join(dir, `${file}.json`);
  if (existsSync(truthFile) && existsSync(path.join(dir, file))) {
    return JSON.parse(await fs.readFile(truthFile, 'utf8')) as TEvaluationSample;
  }
  const imageSeed = seed * 10_007 + plan.index;
  const format = plan.design.format;
  const identity = evaluationIdentity(seed, plan.index, format);
  const face = FACE_CROPS[Math.floor(random(imageSeed)() * FACE_CROPS.length)]?.name ?? '';
  const print = portraitPrint(imageSeed + 1);
  const input = { identity, design: plan.design, face, print, seed: imageSeed };
  const flat =
    plan.slot === 'front'
      ? await renderCardFront(input)
      : plan.slot === 'back'
        ? await renderCardBack(input, plan.font as (typeof MRZ_FONTS)[number])
        : await renderDataPage(input, plan.font as (typeof MRZ_FONTS)[number]);
  const drawn = drawCapture(imageSeed);
  const photo = await photographEvaluation(flat, drawn, imageSeed);
  const sample: TEvaluationSample = {
    index: plan.index,
    file,
    format,
    side: plan.slot === 'front' ? 'id-front' : format === 'TD3' ? 'passport' : 'id-back',
    design: plan.design.name,
    font: plan.font?.family ?? null,
    mrz:
      plan.slot === 'front'
        ? null
        : format === 'TD1'
          ? buildTd1(identity)
          : format === 'TD2'
            ? buildTd2(identity)
            : buildTd3(identity),
    face,
    print,
    capture: { ...drawn, frame: photo.frame, scale: photo.scale },
  };
  await fs.writeFile(path.join(dir, file), photo.jpeg);
  await fs.writeFile(truthFile, JSON.stringify(sample));
  return sample;
}
